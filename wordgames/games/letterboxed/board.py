"""The square: four sides of three letters, and the words that can be played on it."""

from __future__ import annotations

from ...lexicon import PLAYABLE, Lexicon, normalize
from ...messages import Message
from ..base import PuzzleError

SIDES = 4
PER_SIDE = 3
LETTERS = SIDES * PER_SIDE
FULL = (1 << LETTERS) - 1
MIN_WORD = 3


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


def _mask(word: str, bit: dict[str, int]) -> int:
    mask = 0
    for letter in word:
        mask |= bit[letter]
    return mask
