"""The command line: ``python -m wordgames GAME ACTION [--name value ...] [--json]``.

Every ``--name value`` pair becomes the parameter ``name`` of the action (dashes
read as underscores), so the CLI runs exactly what the worker runs; a value that
starts with ``[`` or ``{`` and reads as JSON is passed as that list or object.
Without ``--json`` the result is printed for people (:mod:`wordgames.cli_text`), in
the language of ``--lang``; with it each event is printed as one JSON line, the last
being the ``result`` (or an ``error``).

Exit status: 0 when the action gives its result, 1 on a puzzle error (its message on
stderr, or the ``error`` event with ``--json``), 2 on a usage error: options that are
not ``--name value`` pairs, no game or action, or one the engine does not know.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Iterator

from . import audit, cli_text, gallery
from .games import GAMES, run
from .games.base import PuzzleError
from .messages import LANGUAGES, error_event

SYNOPSIS = """usage: python -m wordgames GAME ACTION [--name value ...] [--json]
       python -m wordgames audit [--days 365] [--start 2027-01-01] [--lang nb] [--json]
       python -m wordgames gallery check gallery/en.txt [gallery/nb.txt ...]"""

USAGE = SYNOPSIS + """

Prints the result for people, in the language of --lang (""" + " or ".join(LANGUAGES) + """; English when not
given); --json prints every event as a JSON line instead. A value starting with [ or {
is read as JSON, for the parameters that take lists. Puzzle links are shown as their
end, #GAME/p/CODE: put the site's address before it. Exit status: 0 done, 1 a puzzle
error (its message on stderr), 2 a usage error.

examples:
  python -m wordgames letterboxed generate --seed 2026-11-22 --lang nb
  python -m wordgames letterboxed solve --sides ABC,DEF,GHI,JKL --wordlist words.txt
  python -m wordgames letterboxed check --sides GIY,ERO,HNM,TAL --played '["mighty"]' --word yearn
  python -m wordgames letterboxed create --words ORPHANS,SURGICAL --answer true
  python -m wordgames boggle solve --board "PERS LATG SINE TERS" --json

games and actions:
""" + "\n".join(f"  {name}: {', '.join(module.ACTIONS)}" for name, module in GAMES.items())

#: The engine's codes for a game or an action it does not know: usage errors, not puzzle errors.
USAGE_ERRORS = ("engine.unknown_game", "engine.unknown_action")


class UsageError(Exception):
    """The command line is not ``GAME ACTION [--name value ...] [--json]``."""


def value(text: str):
    """An option's value: a JSON list or object when it starts as one and reads as one, else the text."""
    if text[:1] in "[{":
        try:
            return json.loads(text)
        except ValueError:
            pass
    return text


def parse(argv: list[str]) -> tuple[str, str, dict, bool]:
    """``(game, action, params, as_json)`` from the command line; :class:`UsageError` on misuse."""
    if argv[:1] == ["audit"]:  # one word: the quality audit of the dailies (wordgames/audit.py)
        game, action, rest = "audit", "", argv[1:]
    elif len(argv) < 2 or argv[1].startswith("--"):
        raise UsageError("give a game and an action")
    else:
        game, action, rest = argv[0], argv[1], argv[2:]
    params: dict = {}
    as_json = False
    i = 0
    while i < len(rest):
        option = rest[i]
        if option == "--json":
            as_json = True
            i += 1
            continue
        if not option.startswith("--") or i + 1 >= len(rest):
            raise UsageError(f"expected --name value, got {option!r}")
        params[option[2:].replace("-", "_")] = value(rest[i + 1])
        i += 2
    return game, action, params, as_json


def main(argv: list[str] | None = None) -> int:
    """Run the command line; its exit status. A reader that stops early (``| head``) ends it quietly."""
    try:
        return command(sys.argv[1:] if argv is None else argv)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing left to flush at exit
        return 0


def command(argv: list[str]) -> int:
    """The command ``argv`` asks for, run: help, the gallery's check, the audit or an action."""
    if argv[:1] == ["gallery"]:  # checks the gallery's files (wordgames/gallery.py)
        return gallery.main(argv[1:])
    if argv[:1] in (["-h"], ["--help"]) or "--help" in argv[:3]:
        print(USAGE)
        return 0
    try:
        game, action, params, as_json = parse(argv)
    except UsageError as problem:
        print(f"wordgames: {problem}\n{SYNOPSIS}\n(python -m wordgames --help says more)", file=sys.stderr)
        return 2
    events = audit_events(params) if game == "audit" else run(game, action, params)
    if as_json:
        return print_events(events)
    lang = cli_text.language(params)
    return print_result(events, game, action, params, lang)


def exit_status(error: dict) -> int:
    """The exit status of an ``error`` event: 2 for a game or action the engine does not know, else 1."""
    return 2 if error.get("code") in USAGE_ERRORS else 1


def print_events(events: Iterator[dict]) -> int:
    """Every event as one JSON line."""
    outcome = 0
    for event in events:
        print(json.dumps(event, ensure_ascii=False), flush=True)
        if event["type"] == "error":
            outcome = exit_status(event)
    return outcome


def print_result(events: Iterator[dict], game: str, action: str, params: dict, lang: str) -> int:
    """The result for people on stdout, an error on stderr, and progress on a terminal's stderr."""
    line = ProgressLine() if sys.stderr.isatty() else None
    for event in events:
        if event["type"] == "error":
            if line:
                line.clear()
            print(f"wordgames: {cli_text.error_text(event, lang)}", file=sys.stderr)
            return exit_status(event)
        if event["type"] == "result":
            if line:
                line.clear()
            print(cli_text.result_text(game, action, event, params, lang), end="")
        elif line:
            shown = cli_text.progress_text(game, action, event, lang)
            if shown:
                line.show(shown)
    return 0


class ProgressLine:
    """One line on stderr, rewritten in place (``\\r``) at most ten times a second, and cleared."""

    EVERY = 0.1  # seconds between rewrites

    def __init__(self) -> None:
        self.shown = 0
        self.last = 0.0

    def show(self, text: str) -> None:
        now = time.monotonic()
        if now - self.last < self.EVERY:
            return
        self.last = now
        try:
            columns = os.get_terminal_size(sys.stderr.fileno()).columns
        except OSError:
            columns = 0
        text = text[:(columns or 80) - 1]
        print("\r" + text.ljust(self.shown), end="", file=sys.stderr, flush=True)
        self.shown = len(text)

    def clear(self) -> None:
        if self.shown:
            print("\r" + " " * self.shown + "\r", end="", file=sys.stderr, flush=True)
            self.shown = 0


def audit_events(params: dict) -> Iterator[dict]:
    """The audit's events (:func:`wordgames.audit.audit`), a problem as an ``error`` event."""
    try:
        yield from audit.audit(params)
    except PuzzleError as problem:
        yield error_event(problem)
