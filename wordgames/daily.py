"""Daily puzzles: a local calendar date gives each game's seed and number.

Everyone who opens a game on the same date gets the same puzzle; the seed is the
ISO date itself, so a daily puzzle can also be reached by the seed link
``#<game>/seed/2026-11-22``.
"""

from __future__ import annotations

import datetime as _dt

#: Puzzle No. 1 of every game is the one of this date.
EPOCH = _dt.date(2026, 11, 1)


def parse_date(text: str) -> _dt.date:
    """An ISO date (``YYYY-MM-DD``), with a readable error otherwise."""
    try:
        return _dt.date.fromisoformat(text)
    except (TypeError, ValueError):
        raise ValueError(f"{text!r} is not a date of the form YYYY-MM-DD") from None


def seed_for(date: _dt.date) -> str:
    """The seed text of the daily puzzle of ``date`` (the same for all games)."""
    return date.isoformat()


def number_for(date: _dt.date) -> int:
    """The daily puzzle number of ``date``: 1 on :data:`EPOCH`, counting on by day."""
    return (date - EPOCH).days + 1
