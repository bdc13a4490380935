"""Day packs: a game's daily puzzle for one date and language, made ahead of time by the
engine, with what judging it needs, so that the page shows and judges a daily without Python.

A pack is ``{"version", "game", "lang", "date", "puzzle", "judge"}``: ``puzzle`` is exactly the
``result`` event of ``generate {"daily": DATE, "lang": LANG}``, ``judge`` what the game's
``judgments(puzzle)`` gives. ``build.py`` writes one for each daily game, language and date of
a window to ``daily/LANG/GAME/DATE.json``; the page's judge of each game reads it.

A published daily never changes: the build keeps each day's packs without their judge
(:func:`published`) in the repository's ``dailies/`` and serves a kept day's puzzle, judged
by the engine of the build (:func:`judged`), whatever the engine would make for that day now.
"""

from __future__ import annotations

import json

from .games import GAMES
from .games.base import final
from .languages import CODES

#: Bumped when a pack's shape changes; the page ignores a pack of another version.
VERSION = 1
LANGUAGES = CODES  # every language has its dailies


def daily_games() -> list[str]:
    """The games whose dailies come in packs: those that say what judging one needs."""
    return [name for name, game in GAMES.items() if hasattr(game, "judgments")]


def make(game: str, lang: str, date: str) -> dict:
    """The pack of ``game``'s daily of ``date`` (YYYY-MM-DD) in ``lang``."""
    puzzle = final(GAMES[game].generate({"daily": date, "lang": lang}))
    if puzzle["type"] != "result":
        raise ValueError(f"{game} {lang} {date}: {puzzle.get('message')}")
    return {"version": VERSION, "game": game, "lang": lang, "date": date, "puzzle": puzzle,
            "judge": GAMES[game].judgments(puzzle)}


def dumps(pack: dict) -> str:
    """A pack as the site serves it: compact JSON, keys sorted, so the same pack gives the same bytes."""
    return json.dumps(pack, ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n"


def published(pack: dict) -> dict:
    """What is kept of a published pack: all but its judge, which each build makes again from
    the puzzle, so that the page's judge stays the engine's."""
    return {key: value for key, value in pack.items() if key != "judge"}


def judged(kept: dict) -> dict:
    """The pack of a kept daily: its puzzle as it was published, judged by this engine."""
    return {**kept, "version": VERSION, "judge": GAMES[kept["game"]].judgments(kept["puzzle"])}
