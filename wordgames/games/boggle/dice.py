"""Boggle dice: the real English sets, and Norwegian dice made from Bokmål letter frequencies."""

from __future__ import annotations

from functools import cache

from ...messages import Message
from ..base import PuzzleError


def _dice(text: str) -> tuple[tuple[str, ...], ...]:
    """Dice written as six letters each (``Q`` is the Qu face)."""
    return tuple(tuple("qu" if c == "q" else c for c in die.lower()) for die in text.split())


#: The real dice sets.  4x4: Boggle (1987 "new" dice) and the classic (pre-1987) set;
#: 5x5: Big Boggle; 6x6: Super Big Boggle (2011), with one die of two-letter faces
#: and one with three blank faces.
DICE = {
    "4x4": _dice("AAEEGN ABBJOO ACHOPS AFFKPS AOOTTW CIMOTU DEILRX DELRVY "
                 "DISTTY EEGHNW EEINSU EHRTVW EIOSST ELRTTY HIMNQU HLNNRZ"),
    "4x4-classic": _dice("AACIOT ABILTY ABJMOQ ACDEMP ACELRS ADENVZ AHMORS BIFORX "
                         "DENOSW DKNOTU EEFHIY EGKLUY EGINTV EHINPS ELPSTU GILRUW"),
    "5x5": _dice("AAAFRS AAEEEE AAFIRS ADENNN AEEEEM AEEGMU AEGMNN AFIRSY BJKQXZ "
                 "CCNSTW CEIILT CEILPT CEIPST DDLNOR DHHLOR DHHNOT DHLNOR EIIITT "
                 "EMOTTT ENSSSU FIPRSY GORRVW HIPRRY NOOTUW OOOTTU"),
    "6x6": _dice("AAAFRS AAEEEE AAEEOO AAFIRS ABDEIO ADENNN AEEEEM AEEGMU AEGMNN AEILMN "
                 "AEINOU AFIRSY BBJKXZ CCENST CDDLNN CEIITT CEIPST CFGNUY DDHNOT DHHLOR "
                 "DHHNOW DHLNOR EHILRS EIILST EILPST EMTTTO ENSSSU GORRVW HIRSTV HOPRST "
                 "IPRSYY JKQWXZ NOOTUW OOOTTU")
           + (("an", "er", "he", "in", "qu", "th"), ("e", "i", "o", "", "", "")),
}
SIZES = {4: "4x4", 5: "5x5", 6: "6x6"}
SPECIAL_FACES = ("qu", "an", "er", "he", "in", "th", "")


#: Bokmål letters per 10,000 in running text: each word of wordfreq 3.1.1's
#: Bokmål list that is an accepted word counts its letters weighted by its
#: frequency (``wordlists/letter_frequencies.py nb``).  The dice are made from it.
NB_LETTERS = {"a": 529, "b": 152, "c": 4, "d": 464, "e": 1655, "f": 226, "g": 366, "h": 184,
              "i": 562, "j": 129, "k": 458, "l": 568, "m": 353, "n": 774, "o": 431, "p": 153,
              "q": 0, "r": 900, "s": 596, "t": 843, "u": 143, "v": 241, "w": 1, "x": 1, "y": 66,
              "z": 1, "å": 78, "æ": 27, "ø": 98}
VOWELS = frozenset("aeiouyæøå")


# -- dice -----------------------------------------------------------------------------
@cache
def norwegian_dice(count: int) -> tuple[tuple[str, ...], ...]:
    """Dice for Norwegian from Bokmål letter frequencies, as no published set exists.

    ``6 * count`` faces are shared out in proportion to :data:`NB_LETTERS` by the
    largest-remainder method (Q left out: it appears only in loan words, and a Q
    face means Qu), so E, about a sixth of Bokmål letters, gets about a sixth of
    the faces.  A letter with more faces than half the dice goes on in pairs, as
    on the real English dice (AAEEGN, EEINSU), the others one face a die: the
    pairs, then the single faces, each go onto the die with the most free faces
    that lacks that letter, preferring the die with fewest of its kind (vowel or
    consonant).  E then sits on half of the dice, two faces each, instead of on
    every die: a board shows as many E on average but far less often five or more.
    """
    letters = sorted((c for c in NB_LETTERS if c != "q"), key=lambda c: (-NB_LETTERS[c], c))
    total_faces, total = 6 * count, sum(NB_LETTERS[c] for c in letters)
    shares = {c: total_faces * NB_LETTERS[c] // total for c in letters}
    by_remainder = sorted(letters, key=lambda c: (-(total_faces * NB_LETTERS[c] % total), c))
    for c in by_remainder[:total_faces - sum(shares.values())]:
        shares[c] += 1
    step = {c: 2 if shares[c] > count // 2 else 1 for c in letters}
    pieces = [(letter, min(step[letter], shares[letter] - start)) for letter in letters
              for start in range(0, shares[letter], step[letter])]
    pieces.sort(key=lambda piece: -piece[1])  # pairs first, in letter order (a stable sort)
    dice: list[list[str]] = [[] for _ in range(count)]
    for letter, size in pieces:
        vowel = letter in VOWELS
        die = min((d for d in dice if len(d) + size <= 6 and letter not in d),
                  key=lambda d: (len(d), sum((f in VOWELS) == vowel for f in d)))
        die.extend([letter] * size)
    return tuple(tuple(die) for die in dice)


def dice_for(lang: str, rows: int, cols: int, classic: bool = False) -> tuple[tuple[str, ...], ...]:
    if lang == "nb":
        return norwegian_dice(rows * cols)
    key = "4x4-classic" if classic and rows * cols == 16 else SIZES.get(rows) if rows == cols else None
    if key is None:
        raise PuzzleError(Message("generate.dice_sizes"))
    return DICE[key]
