"""The registry of games, and the one entry point that runs any action.

The worker, the CLI and the tests all call :func:`run`, so every game is
dispatched the same way.  A game is added by putting its module's name in
:data:`GAMES`; ``tests/engine/test_conformance.py`` then holds it to the interface of
:mod:`wordgames.games.base` (see CONTRIBUTING.md).  The registry also finds a game by
its code tag (:func:`game_tagged`), which it hands to :mod:`wordgames.codes`: the games
stand on ``codes``, never the other way round.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping

from .. import codes, custom
from ..codes import CodeError
from ..lexicon import LexiconError
from ..messages import Message, error_event
from .base import Event, Game, PuzzleError


class _Registry(Mapping):
    """The game modules by name, each imported when first asked for: the worker's first
    start then imports only the game it opens (all four take ~0.2 s in Pyodide)."""

    def __init__(self, *names: str) -> None:
        self._names = names

    def __getitem__(self, name: str) -> Game:
        if name not in self._names:
            raise KeyError(name)
        return importlib.import_module(f"{__name__}.{name}")

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


#: Every game by its ``NAME`` (its module's name), in the order the home page and the CLI list them.
GAMES: Mapping[str, Game] = _Registry("letterboxed", "boggle", "unboggle", "strands")
#: Modules with actions that are not games: ``wordlist`` loads a player's own word list.
TOOLS = {custom.NAME: custom}


def game_tagged(tag: int) -> str | None:
    """The name of the registered game whose ``CODE_TAG`` (declared by the game) is ``tag``, if any."""
    return next((name for name, game in GAMES.items() if getattr(game, "CODE_TAG", None) == tag), None)


codes.name_games(game_tagged)  # a code of another game names that game; codes itself knows no game


def run(game: str, action: str, params: dict | None = None) -> Iterator[Event]:
    """Stream the events of ``game.action(params)``; bad input ends in an ``error`` event."""
    module = GAMES.get(game) or TOOLS.get(game)
    if module is None:
        yield error_event(Message("engine.unknown_game", game=repr(game), games=", ".join(GAMES)))
        return
    function = module.ACTIONS.get(action)
    if function is None:
        yield error_event(Message("engine.unknown_action", game=game, action=repr(action),
                                  actions=", ".join(module.ACTIONS)))
        return
    try:
        yield from function(dict(params or {}))
    except (PuzzleError, CodeError, LexiconError) as problem:
        yield error_event(problem)
