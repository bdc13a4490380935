"""Boggle dice: a language's published sets (English's real ones), or dice made from its letter
frequencies (Bokmål's), as its ``language.json`` gives them."""

from __future__ import annotations

from functools import cache

from ...languages import LANGUAGES
from ...messages import Message
from ..base import PuzzleError


def _dice(text: str) -> tuple[tuple[str, ...], ...]:
    """Dice written as six letters each (``Q`` is the Qu face)."""
    return tuple(tuple("qu" if c == "q" else c for c in die.lower()) for die in text.split())


SIZES = {4: "4x4", 5: "5x5", 6: "6x6"}
SPECIAL_FACES = ("qu", "an", "er", "he", "in", "th", "")


@cache
def dice_sets(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The published dice sets of a language (its ``language.json``'s ``dice``), by size.

    English has the real ones.  4x4: Boggle (1987 "new" dice) and the classic (pre-1987) set;
    5x5: Big Boggle; 6x6: Super Big Boggle (2011), with one die of two-letter faces and one
    with three blank faces.  A die is six letters (``Q`` is the Qu face) or a list of faces.
    """
    return {size: tuple(_dice(die)[0] if isinstance(die, str) else tuple(die) for die in dice)
            for size, dice in LANGUAGES[lang].dice.items()}


def frequency_dice(lang: str, count: int) -> tuple[tuple[str, ...], ...]:
    """``count`` dice made from a language's letter frequencies (its ``language.json``'s
    ``letter_frequencies``: letters per 10,000 in running text, and ``vowels``), as no
    published set exists for it (see :func:`made_dice`)."""
    language = LANGUAGES[lang]
    if not language.letter_frequencies:
        raise PuzzleError(Message("generate.dice_sizes"))
    return made_dice(tuple(language.letter_frequencies.items()), language.vowels, count)


# -- dice -----------------------------------------------------------------------------
@cache
def made_dice(frequencies: tuple[tuple[str, int], ...], vowels: str, count: int) -> tuple[tuple[str, ...], ...]:
    """Dice made from letter frequencies (``(letter, per 10,000)`` pairs), for a language
    that has no published set, such as Bokmål (``wordlists/letter_frequencies.py nb``).

    ``6 * count`` faces are shared out in proportion to the frequencies by the
    largest-remainder method (Q left out: it appears only in loan words, and a Q
    face means Qu), so E, about a sixth of Bokmål letters, gets about a sixth of
    the faces.  A letter with more faces than half the dice goes on in pairs, as
    on the real English dice (AAEEGN, EEINSU), the others one face a die: the
    pairs, then the single faces, each go onto the die with the most free faces
    that lacks that letter, preferring the die with fewest of its kind (vowel or
    consonant).  E then sits on half of the dice, two faces each, instead of on
    every die: a board shows as many E on average but far less often five or more.
    """
    weights = dict(frequencies)
    letters = sorted((c for c in weights if c != "q"), key=lambda c: (-weights[c], c))
    total_faces, total = 6 * count, sum(weights[c] for c in letters)
    shares = {c: total_faces * weights[c] // total for c in letters}
    by_remainder = sorted(letters, key=lambda c: (-(total_faces * weights[c] % total), c))
    for c in by_remainder[:total_faces - sum(shares.values())]:
        shares[c] += 1
    step = {c: 2 if shares[c] > count // 2 else 1 for c in letters}
    pieces = [(letter, min(step[letter], shares[letter] - start)) for letter in letters
              for start in range(0, shares[letter], step[letter])]
    pieces.sort(key=lambda piece: -piece[1])  # pairs first, in letter order (a stable sort)
    dice: list[list[str]] = [[] for _ in range(count)]
    for letter, size in pieces:
        vowel = letter in vowels
        die = min((d for d in dice if len(d) + size <= 6 and letter not in d),
                  key=lambda d: (len(d), sum((f in vowels) == vowel for f in d)))
        die.extend([letter] * size)
    return tuple(tuple(die) for die in dice)


def dice_for(lang: str, rows: int, cols: int, classic: bool = False) -> tuple[tuple[str, ...], ...]:
    """The dice of a board: the language's published set of that size, or, for a language
    without published dice, dice made from its letter frequencies."""
    sets = dice_sets(lang)
    if not sets:
        return frequency_dice(lang, rows * cols)
    key = "4x4-classic" if classic and rows * cols == 16 else SIZES.get(rows) if rows == cols else None
    if key is None or key not in sets:
        raise PuzzleError(Message("generate.dice_sizes"))
    return sets[key]
