"""The curated daily themes, the words drawn from a theme's pool, and the daily schedule.

The catalogues are each language's ``strands.txt`` (``wordgames/languages/<lang>/``): one theme a line,
``clue | spangram | pool of candidate words``.
"""

from __future__ import annotations

from collections.abc import Iterator

from ... import daily
from ...languages import DEFAULT, LANGUAGES
from ...messages import Message
from ...rng import Rng
from ..base import PuzzleError
from .rules import clean_word


def themes(lang: str = DEFAULT) -> list[dict]:
    """The curated daily themes, in file order: each a clue, a spangram and a pool of candidate words."""
    try:
        text = (LANGUAGES[lang].folder / "strands.txt").read_text("utf-8")
    except (KeyError, FileNotFoundError):
        raise PuzzleError(Message("strands.no_themes", lang=lang)) from None
    found = []
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            clue, spangram, pool = (part.strip() for part in line.split("|"))
            found.append({"clue": clue, "spangram": clean_word(spangram), "pool": pool.split()})
    return found


def nested(a: str, b: str) -> bool:
    """Does one of two words contain the other (BASKET and BASKETBALL)?"""
    return bool(a) and bool(b) and (a in b or b in a)


def pick_words(pool: list[str], total: int, rng: Rng, fewest: int = 5, most: int = 8,
               spangram: str = "") -> Iterator[list[str]]:
    """Subsets of ``pool`` (in a seeded order) with ``fewest`` to ``most`` words and ``total`` letters.

    No word of a subset contains another one or the spangram, or lies inside the
    spangram: a player who finds BASKET inside BASKETBALL should never be wrong.
    """
    order = [w for w in rng.shuffled(pool) if not nested(w, spangram)]
    chosen: list[str] = []

    def extend(start: int, left: int) -> Iterator[list[str]]:
        if left == 0 and len(chosen) >= fewest:
            yield list(chosen)
            return
        if len(chosen) == most:
            return
        for i in range(start, len(order)):
            word = order[i]
            if len(word) <= left and not any(nested(word, other) for other in chosen):
                chosen.append(word)
                yield from extend(i + 1, left - len(word))
                chosen.pop()

    yield from extend(0, total)


#: Subsets of one theme's pool laid out, until one gives a board with one cover and no
#: word that traces elsewhere; a theme with no one-cover board among them gives way to the next.
SUBSETS_PER_THEME = 6
#: Rounds over those subsets while no board is clean, each with layouts seeded anew: a theme
#: whose words share letters (ZETA, BETA) may need several before no word traces elsewhere.
ROUNDS_PER_THEME = 8


def schedule(lang: str, number: int, size: int) -> list[int]:
    """Catalogue indices for daily puzzle ``number``: the day's theme first, then its fallbacks.

    The whole catalogue is put in one seeded order per language,
    ``Rng("strands/schedule/<lang>")``, and day ``n`` takes position
    ``(n - 1) % size``, cycle after cycle.  So a theme comes back exactly ``size``
    days later, never sooner: with 366 themes or more, no theme repeats within a
    year, across cycle boundaries too (its words are drawn anew each time).
    Should a theme give no board with one answer, the next themes of the order
    follow (wrapping round); every curated theme lays out, so the fallback is
    only a guard.  Adding themes changes the order, and so the dailies.
    """
    position = (number - 1) % size
    order = Rng(f"strands/schedule/{lang}").shuffled(range(size))
    return order[position:] + order[:position]


def _day_number(seed: str) -> int | None:
    """The daily number of a seed that is a date (YYYY-MM-DD), else None."""
    try:
        date = daily.parse_date(seed)
    except ValueError:
        return None
    return daily.number_for(date) if date.isoformat() == seed else None
