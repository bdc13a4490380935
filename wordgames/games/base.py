"""The interface every game implements, and the events actions stream.

Every game is one module (compare ``struct game`` in Simon Tatham's puzzles)
that provides these module-level names:

``NAME``
    the game's name in links, the CLI and the worker protocol.
``generate(params) -> Iterator[Event]``
    a seeded puzzle: ``params["seed"]`` is text; same seed, same puzzle.
``solve(params) -> Iterator[Event]``
    solve a puzzle given in ``params``, streaming progress and partial results.
``check(params) -> Iterator[Event]``
    judge one player move; the result says ``ok`` and, if not, ``reason``.
``encode(puzzle) -> str`` and ``decode(code) -> dict``
    a puzzle to a share code and back; ``decode`` validates fully.
``ACTIONS``
    a mapping of every action name (the shared ones as ``generate``, ``solve``,
    ``check``, ``decode``, plus game-specific ones such as ``best_board``) to a
    function of ``params`` returning an iterator of events.

Letter Boxed, Boggle and Strands implement all of these (Strands adds ``create``
for a player's own theme and ``hint``).  Unboggle, whose puzzle is the player's
own word list, has ``solve`` only; its boards are shared as Boggle codes.

An action is a generator of plain JSON-able dicts, each with a ``type``:
``progress`` (how far along), game-specific partial results (``solution``,
``board``, ...) and exactly one final ``result``.  A problem the player can fix
is raised as :class:`PuzzleError`; :func:`wordgames.games.run` turns it into an
``error`` event with the message.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .. import daily
from ..lexicon import LANGUAGES

Event = dict[str, Any]


class PuzzleError(ValueError):
    """Bad input to an action, with a message meant for a person."""


def progress(**fields: Any) -> Event:
    return {"type": "progress", **fields}


def result(**fields: Any) -> Event:
    return {"type": "result", **fields}


def require(params: dict, name: str) -> Any:
    """``params[name]``, or a :class:`PuzzleError` naming what is missing."""
    value = params.get(name)
    if value is None or value == "":
        raise PuzzleError(f"missing parameter {name!r}")
    return value


def integer(params: dict, name: str, default: int, low: int, high: int) -> int:
    """An integer parameter within ``[low, high]`` (text such as ``"3"`` is accepted)."""
    value = params.get(name, default)
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise PuzzleError(f"{name} must be a whole number, not {value!r}") from None
    if not low <= number <= high:
        raise PuzzleError(f"{name} must be from {low} to {high}, not {number}")
    return number


def language(params: dict) -> str:
    """The ``lang`` parameter (default English), one of the built-in languages."""
    lang = str(params.get("lang") or "en")
    if lang not in LANGUAGES:
        raise PuzzleError(f"unknown language {lang!r}; choose one of: {', '.join(LANGUAGES)}")
    return lang


def seed_of(params: dict) -> tuple[str, dict]:
    """The seed of a generate action, and the fields a daily puzzle adds to its result.

    ``daily`` (a date, YYYY-MM-DD) stands for that date's seed and adds ``number``;
    otherwise ``seed`` is required.
    """
    if params.get("daily"):
        try:
            date = daily.parse_date(str(params["daily"]))
        except ValueError as problem:
            raise PuzzleError(str(problem)) from None
        return daily.seed_for(date), {"number": daily.number_for(date)}
    return str(require(params, "seed")), {}


def final(events: Iterable[Event]) -> Event:
    """The last event of an action run to its end: its ``result`` (or ``error``)."""
    last = None
    for event in events:
        last = event
    if last is None:
        raise ValueError("an action ended without any event")
    return last
