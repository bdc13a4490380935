"""The rules a Strands puzzle keeps: grid sizes, word lengths, and what a creator's words must meet.

:func:`problems` names every reason a spangram and theme words cannot make a
board, in words a creator can act on; anything it lets through has a layout
(see :mod:`.tiling`).
"""

from __future__ import annotations

import re

from ...lexicon import ALPHABETS, LANGUAGES, load, normalize
from ..base import PuzzleError

ROWS, COLS = 8, 6
MIN_SIDE, MAX_SIDE = 3, 10
MIN_WORD_LENGTH = 4
MAX_CLUE_LENGTH = 80


# -- input ------------------------------------------------------------------------------
def clean_word(text: str) -> str:
    """A word as stored: NFC lower case, with spaces, hyphens and apostrophes removed."""
    return re.sub(r"[\s\-'\u2019]+", "", normalize(str(text)))


def word_list(value) -> list[str]:
    """Words given as a list or as text separated by commas, semicolons or lines."""
    if isinstance(value, str):
        items = re.split(r"[,;\n]+", value)
    elif isinstance(value, (list, tuple)):
        items = [str(v) for v in value]
    else:
        raise PuzzleError("give the words as a list, or as text separated by commas")
    return [w for w in (clean_word(item) for item in items) if w]


def problems(spangram: str, words: list[str], lang: str, rows: int, cols: int) -> list[str]:
    """Every reason these words cannot make a board, in words a creator can act on."""
    found = []
    alphabet = set(ALPHABETS[lang])
    for word in [spangram, *words]:
        odd = sorted(set(word) - alphabet)
        if odd:
            found.append(f"{word.upper()} has {', '.join(repr(c) for c in odd)}, which "
                         f"{'is' if len(odd) == 1 else 'are'} not in the {LANGUAGES[lang]} alphabet")
    for word in words:
        if len(word) < MIN_WORD_LENGTH:
            found.append(f"{word.upper()} is too short: theme words need at least {MIN_WORD_LENGTH} letters")
    seen = set()
    for word in [spangram, *words]:
        if word in seen:
            found.append(f"{word.upper()} appears twice")
        seen.add(word)
    shortest_side = min(rows, cols)
    if len(spangram) < shortest_side:
        found.append(f"the spangram {spangram.upper()} has {len(spangram)} letters; to touch two opposite "
                     f"sides of a {cols}x{rows} grid it needs at least {shortest_side}")
    if len(spangram) > longest_spangram(rows, cols):
        found.append(f"the spangram {spangram.upper()} has {len(spangram)} letters; keep it to "
                     f"{longest_spangram(rows, cols)} so the theme words have room")
    if not words:
        found.append("give at least one theme word besides the spangram")
    found.extend(f"{word.upper()} is not allowed in a puzzle" for word in blocked_words([spangram, *words], lang))
    total, cells = len(spangram) + sum(map(len, words)), rows * cols
    if total != cells:
        change = f"add {cells - total}" if total < cells else f"remove {total - cells}"
        found.append(f"the letters add up to {total}, but the grid has {cells} cells: {change} "
                     f"letter{'' if abs(cells - total) == 1 else 's'}")
    return list(dict.fromkeys(found))


def blocked_words(words: list[str], lang: str) -> list[str]:
    """The words that are or hold slurs or profanity (see :meth:`Lexicon.offensive`): no puzzle may show one."""
    lexicon = load(lang)
    return [word for word in words if lexicon.offensive(word)]


def longest_spangram(rows: int, cols: int) -> int:
    """The longest spangram allowed: 20 letters on the 6x8 grid (5/12 of the cells).

    Longer ones would leave the theme words a sliver of the grid; the rule keeps
    every accepted input quick to lay out.
    """
    return rows * cols * 5 // 12
