"""The interface every game implements, and the events its actions stream.

Every game is one module, or one package (compare ``struct game`` in Simon
Tatham's puzzles), registered in :data:`wordgames.games.GAMES`.  What it
provides is written down as two :class:`typing.Protocol` classes below, which a
type checker can hold a module to, and ``tests/engine/test_conformance.py`` checks for
every registered game:

:class:`Game` (every game; Unboggle is exactly this)
    ``NAME``, ``CODE_TAG`` (its byte in share codes, see :mod:`wordgames.codes`),
    ``ACTIONS`` and ``solve``.
:class:`PuzzleGame` (a game whose puzzles are its own: Letter Boxed, Boggle, Strands)
    adds ``CODE_VERSION``, ``generate`` (a seeded puzzle: same seed, same
    puzzle), ``check`` (one player move: ``ok`` and, if not, ``reason``) and
    ``encode``/``decode`` (a puzzle to a share code and back; ``decode``
    validates fully).  Its ``ACTIONS`` hold :data:`SHARED_ACTIONS`: the action
    ``decode`` opens a code as a puzzle.

``ACTIONS`` maps every action name (the shared ones plus game-specific ones such
as Boggle's ``best_board`` or Strands' ``create`` and ``hint``) to an
:class:`Action`: a function of ``params`` (a dict of JSON values) returning an
iterator of events.  Unboggle, whose puzzle is the player's own word list, has
``solve`` only; its boards are shared as Boggle codes.

An action is a generator of plain JSON-able dicts, each with a ``type``:
:class:`ProgressEvent` (how far along), game-specific partial results
(``solution``, ``board``, ``cover``, ...) and exactly one final
:class:`ResultEvent`, after which nothing comes.  A problem the player can fix is
raised as :class:`PuzzleError` (or :class:`~wordgames.codes.CodeError`,
:class:`~wordgames.lexicon.LexiconError`) with a :class:`~wordgames.messages.Message`;
:func:`wordgames.games.run` turns it into an :class:`ErrorEvent`,
``{"type": "error", "message": str, "code": str, "params": dict}``, instead of the
result.  A move's verdict gives a rejected move's ``reason`` the same way, with
``reason_code`` and ``reason_params``: the page shows them in the player's language.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any, Literal, Protocol, TypedDict, runtime_checkable

from .. import daily
from ..languages import DEFAULT
from ..lexicon import LANGUAGES
from ..messages import Message

#: An event as actions yield it: a dict of JSON values with a ``type``.
Event = dict[str, Any]

#: The actions every :class:`PuzzleGame` has.
SHARED_ACTIONS = ("generate", "solve", "check", "decode")


class ProgressEvent(TypedDict):
    """How far along an action is; the fields besides ``type`` are the game's own
    (``tried``, ``layer``, ``states``, ...).  Any number may come, never after the result."""

    type: Literal["progress"]


class ResultEvent(TypedDict):
    """The one final event of an action that succeeded; its fields are the action's answer."""

    type: Literal["result"]


class ErrorEvent(TypedDict):
    """The final event of an action given bad input, instead of a result: exactly these keys.

    ``message`` is English; ``code`` (see :func:`wordgames.messages.catalogue`) and
    ``params`` let the page say it in the player's language.
    """

    type: Literal["error"]
    message: str
    code: str | None
    params: dict[str, Any]


#: The types of event that end an action.
FINAL_TYPES = ("result", "error")


class Action(Protocol):
    """An action: ``params`` in, a stream of events out (see the module's docstring)."""

    def __call__(self, params: dict[str, Any], /) -> Iterator[Event]: ...


@runtime_checkable
class Game(Protocol):
    """What every game module provides (a module implements a protocol without ``self``)."""

    NAME: str
    CODE_TAG: int
    ACTIONS: Mapping[str, Action]

    def solve(self, params: dict[str, Any], /) -> Iterator[Event]: ...


@runtime_checkable
class PuzzleGame(Game, Protocol):
    """A game with puzzles of its own: seeded, checked move by move and shared as codes."""

    CODE_VERSION: int

    def generate(self, params: dict[str, Any], /) -> Iterator[Event]: ...

    def check(self, params: dict[str, Any], /) -> Iterator[Event]: ...

    def encode(self, puzzle: dict[str, Any], /) -> str: ...

    def decode(self, code: str, /) -> dict[str, Any]: ...


class PuzzleError(ValueError):
    """Bad input to an action, with a message meant for a person (a :class:`Message`)."""


def progress(**fields: Any) -> Event:
    """A :class:`ProgressEvent` with ``fields``."""
    return {"type": "progress", **fields}


def result(**fields: Any) -> Event:
    """A :class:`ResultEvent` with ``fields``."""
    return {"type": "result", **fields}


#: The parameters a player fills in, each with its own "type ... first" message
#: (``param.missing.words``); another missing one is the generic ``param.missing``.
ASKED_OF_PLAYERS = ("words", "word", "board", "sides", "grid", "spangram", "code", "seed")


def require(params: dict, name: str) -> Any:
    """``params[name]``, or a :class:`PuzzleError` that tells a player what to fill in.

    The message never names the parameter: the page shows it as it is. Its ``name``
    travels in the message's parameters, for the command line to name the option.
    """
    value = params.get(name)
    if value is None or value == "":
        code = f"param.missing.{name}" if name in ASKED_OF_PLAYERS else "param.missing"
        raise PuzzleError(Message(code, name=name))
    return value


def integer(params: dict, name: str, default: int, low: int, high: int) -> int:
    """An integer parameter within ``[low, high]`` (text such as ``"3"`` is accepted)."""
    value = params.get(name, default)
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise PuzzleError(Message("param.not_integer", name=name, value=repr(value))) from None
    if not low <= number <= high:
        raise PuzzleError(Message("param.out_of_range", name=name, low=low, high=high, value=number))
    return number


def language(params: dict) -> str:
    """The ``lang`` parameter (default English), one of the built-in languages."""
    lang = str(params.get("lang") or DEFAULT)
    if lang not in LANGUAGES:
        raise PuzzleError(Message("param.unknown_language", given=repr(lang), choices=", ".join(LANGUAGES)))
    return lang


def seed_of(params: dict) -> tuple[str, dict]:
    """The seed of a generate action, and the fields a daily puzzle adds to its result.

    ``daily`` (a date, YYYY-MM-DD) stands for that date's seed and adds ``number``;
    otherwise ``seed`` is required.
    """
    if params.get("daily"):
        try:
            date = daily.parse_date(str(params["daily"]))
        except ValueError:
            raise PuzzleError(Message("param.date", given=repr(str(params["daily"])))) from None
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
