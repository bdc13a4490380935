"""The command line: ``python -m wordgames GAME ACTION [--name value ...] [--json]``.

Every ``--name value`` pair becomes the parameter ``name`` of the action (dashes
read as underscores), so the CLI runs exactly what the worker runs.  With
``--json`` each event is printed as one JSON line, the last being the ``result``
(or an ``error``); without it only the result is printed, indented.
"""

from __future__ import annotations

import json
import sys

from .games import GAMES, run

USAGE = """usage: python -m wordgames GAME ACTION [--name value ...] [--json]
       python -m wordgames audit [--days 365] [--start 2027-01-01] [--lang nb] [--json]
       python -m wordgames gallery check gallery/en.txt [gallery/nb.txt ...]

examples:
  python -m wordgames letterboxed generate --seed 2026-11-22 --lang en --json
  python -m wordgames letterboxed solve --sides ABC,DEF,GHI,JKL --json
  python -m wordgames letterboxed solve --sides ABC,DEF,GHI,JKL --wordlist words.txt --json

games and actions:
""" + "\n".join(f"  {name}: {', '.join(module.ACTIONS)}" for name, module in GAMES.items())


def parse(argv: list[str]) -> tuple[str, str, dict, bool]:
    """``(game, action, params, as_json)`` from the command line; SystemExit on misuse."""
    if not argv or argv[0] in ("-h", "--help") or (len(argv) < 2 and argv[0] != "audit"):
        raise SystemExit(USAGE)
    if argv[0] == "audit":  # one word: the quality audit of the dailies (wordgames/audit.py)
        game, action, rest = "audit", "", argv[1:]
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
            raise SystemExit(f"expected --name value, got {option!r}\n\n{USAGE}")
        params[option[2:].replace("-", "_")] = rest[i + 1]
        i += 2
    return game, action, params, as_json


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["gallery"]:  # checks the gallery's files (wordgames/gallery.py)
        from .gallery import main as gallery

        return gallery(argv[1:])
    game, action, params, as_json = parse(argv)
    if game == "audit":
        return run_audit(params, as_json)
    status = 0
    for event in run(game, action, params):
        if event["type"] == "error":
            status = 1
        if as_json:
            print(json.dumps(event, ensure_ascii=False), flush=True)
        elif event["type"] in ("result", "error"):
            print(json.dumps(event, ensure_ascii=False, indent=2))
    return status


def run_audit(params: dict, as_json: bool) -> int:
    """The audit: JSON lines with ``--json``, else one progress line (on stderr) and the table."""
    from .audit import audit, table
    from .games.base import PuzzleError

    try:
        for event in audit(params):
            if as_json:
                print(json.dumps(event, ensure_ascii=False), flush=True)
            elif event["type"] == "progress":
                print(f"\r{event['lang']} {event['day']} ({event['done']}/{event['days']})",
                      end="", file=sys.stderr, flush=True)
            else:
                print(file=sys.stderr)
                print(table(event), end="")
    except PuzzleError as problem:
        print(json.dumps({"type": "error", "message": str(problem)}, ensure_ascii=False) if as_json
              else f"error: {problem}")
        return 1
    return 0
