"""The square: four sides of three letters, and the words that can be played on it."""

from __future__ import annotations

import operator
import re
from collections import Counter
from collections.abc import Generator

from ...languages import DEFAULT
from ...lexicon import ALPHABETS, PLAYABLE, Lexicon, normalize
from ...messages import Message
from ..base import PuzzleError

SIDES = 4
PER_SIDE = 3
LETTERS = SIDES * PER_SIDE
FULL = (1 << LETTERS) - 1
MIN_WORD = 3
#: A letter twice in a row: never playable on a Letter Boxed square.
DOUBLED = re.compile(r"(.)\1")


# -- boards -------------------------------------------------------------------------
def parse_sides(sides: str | list[str]) -> tuple[str, ...]:
    """Four sides of three distinct letters, from ``"ABC,DEF,GHI,JKL"`` or a list."""
    if not isinstance(sides, (str, list, tuple)):  # a number or a mapping is no board
        raise PuzzleError(Message("board.sides_format"))
    parts = sides.split(",") if isinstance(sides, str) else list(sides)
    parts = [normalize(str(p)) for p in parts]
    if len(parts) != SIDES or any(len(p) != PER_SIDE for p in parts):
        raise PuzzleError(Message("board.sides_format"))
    letters = "".join(parts)
    if not letters.isalpha():
        odd = next(c for c in letters if not c.isalpha())
        raise PuzzleError(Message("board.not_letter", char=repr(odd)))
    repeated = sorted({c for c in letters if letters.count(c) > 1})
    if repeated:
        raise PuzzleError(Message("board.repeats", letters=", ".join(repeated).upper()))
    return tuple(parts)


def read_typed_sides(text: str, lang: str = DEFAULT) -> tuple[str, ...]:
    """The sides of a board as a player types it: ``ABC DEF GHI JKL`` (any separators that are
    not letters or digits) or the twelve letters in one run, read clockwise from the top; any case.

    Raises a :class:`PuzzleError` naming exactly what is wrong: nothing typed, a character that
    is not a letter, a letter outside ``lang``'s alphabet, a side of the wrong length, the wrong
    number of letters or sides, a letter used twice.
    """
    typed = normalize(str(text or ""))
    odd = next((c for c in typed if c.isalnum() and not c.isalpha()), None)  # a digit, say
    if odd is not None:
        raise PuzzleError(Message("board.not_letter", char=repr(odd)))
    alphabet = ALPHABETS[lang]
    outside = next((c for c in typed if c.isalpha() and c not in alphabet), None)
    if outside is not None:
        raise PuzzleError(Message("board.not_in_alphabet", letter=outside.upper(), lang=lang))
    parts = re.findall(r"[^\W\d_]+", typed)
    if not parts:
        raise PuzzleError(Message("board.lb_empty"))
    if len(parts) == 1 and len(parts[0]) != PER_SIDE:
        run = parts[0]
        if len(run) != LETTERS:
            raise PuzzleError(Message("board.letter_count", count=len(run), letters=LETTERS))
        parts = [run[i:i + PER_SIDE] for i in range(0, LETTERS, PER_SIDE)]
    for number, part in enumerate(parts[:SIDES], 1):
        if len(part) != PER_SIDE:
            raise PuzzleError(Message("board.side_length", side=number, letters=part.upper(), count=len(part),
                                      per_side=PER_SIDE))
    if len(parts) != SIDES:
        raise PuzzleError(Message("board.side_count", count=len(parts), sides=SIDES, per_side=PER_SIDE))
    return parse_sides(parts)


def side_index(sides: tuple[str, ...] | list[str]) -> dict[str, int]:
    return {letter: s for s, side in enumerate(sides) for letter in side}


def playable_words(sides: tuple[str, ...] | list[str], lexicon: Lexicon,
                   tiers: tuple[int, ...] = PLAYABLE) -> list[str]:
    """Every word of the lexicon that a player may play (or only those of ``tiers``;
    never a blocked word) and that fits the board, sorted.

    A depth-first walk of the lexicon's automaton that follows only edges whose
    letter is on the board and on another side than the letter before.
    """
    side_of_code = [-1] * 256
    for letter, side in side_index(sides).items():
        side_of_code[ord(letter)] = side
    first, labels, targets, tier_of = lexicon.first, lexicon.labels, lexicon.targets, lexicon.tiers
    found = []
    stack = [(lexicon.root, "", -1)]
    while stack:
        node, prefix, last_side = stack.pop()
        if tier_of[node] in tiers and len(prefix) >= MIN_WORD:
            found.append(prefix)
        for edge in range(first[node], first[node + 1]):
            side = side_of_code[labels[edge]]
            if side >= 0 and side != last_side:
                stack.append((targets[edge], prefix + chr(labels[edge]), side))
    found.sort()
    return found


#: The pair counts of the lexicons counted last (:func:`counting_pairs`), the oldest first.
_PAIR_COUNTS: dict[Lexicon, Counter] = {}
_PAIR_COUNTS_KEPT = 4
_WORDS_PER_STEP = 2000


def counting_pairs(lexicon: Lexicon) -> Generator[None, None, Counter]:
    """How often each two letters stand side by side in the lexicon's common words, counted
    :data:`_WORDS_PER_STEP` words a step (a ``None`` after each, so a caller can be cancelled)."""
    counts = _PAIR_COUNTS.get(lexicon)
    if counts is not None:
        return counts
    counts = Counter()
    words = lexicon.common_words
    for start in range(0, len(words), _WORDS_PER_STEP):
        text = " ".join(words[start:start + _WORDS_PER_STEP])
        for pair, times in Counter(map(operator.add, text, text[1:])).items():  # every two characters in a row
            if " " not in pair:
                counts[pair] += times
                counts[pair[::-1]] += times
        yield None
    _PAIR_COUNTS[lexicon] = counts
    while len(_PAIR_COUNTS) > _PAIR_COUNTS_KEPT:
        del _PAIR_COUNTS[next(iter(_PAIR_COUNTS))]
    return counts


def pair_counts(lexicon: Lexicon) -> Counter:
    """:func:`counting_pairs` in one go."""
    steps = counting_pairs(lexicon)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def _mask(word: str, bit: dict[str, int]) -> int:
    mask = 0
    for letter in word:
        mask |= bit[letter]
    return mask
