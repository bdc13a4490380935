"""The rules a Strands puzzle keeps: grid sizes, word lengths, and what a creator's words must meet.

:func:`problems` names every reason a spangram and theme words cannot make a
board, in words a creator can act on; anything it lets through has a layout
(see :mod:`.tiling`).
"""

from __future__ import annotations

import re

from ...lexicon import ALPHABETS, load, normalize
from ...messages import Message
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
        raise PuzzleError(Message("strands.words_format"))
    return [w for w in (clean_word(item) for item in items) if w]


def problems(spangram: str, words: list[str], lang: str, rows: int, cols: int) -> list[Message]:
    """Every reason these words cannot make a board, in words a creator can act on."""
    found = []
    alphabet = set(ALPHABETS[lang])
    for word in [spangram, *words]:
        odd = sorted(set(word) - alphabet)
        if odd:
            found.append(Message("strands.alphabet", word=word.upper(), chars=", ".join(repr(c) for c in odd),
                                 count=len(odd), lang=lang))
    for word in words:
        if len(word) < MIN_WORD_LENGTH:
            found.append(Message("strands.word_short", word=word.upper(), min=MIN_WORD_LENGTH))
    seen = set()
    for word in [spangram, *words]:
        if word in seen:
            found.append(Message("strands.twice", word=word.upper()))
        seen.add(word)
    shortest_side = min(rows, cols)
    if len(spangram) < shortest_side:
        found.append(Message("strands.spangram_short", word=spangram.upper(), length=len(spangram),
                             cols=cols, rows=rows, min=shortest_side))
    if len(spangram) > longest_spangram(rows, cols):
        found.append(Message("strands.spangram_long", word=spangram.upper(), length=len(spangram),
                             max=longest_spangram(rows, cols)))
    if not words:
        found.append(Message("strands.no_theme_word"))
    found.extend(Message("strands.blocked", word=word.upper()) for word in blocked_words([spangram, *words], lang))
    total, cells = len(spangram) + sum(map(len, words)), rows * cols
    if total != cells:
        found.append(Message("strands.letters_add" if total < cells else "strands.letters_remove",
                             total=total, cells=cells, count=abs(cells - total)))
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
