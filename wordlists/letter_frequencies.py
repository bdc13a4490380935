"""Measure a language's letter frequencies, for dice (its language.json's ``letter_frequencies``).

Each word of wordfreq's list for the language that is also an accepted word
counts its letters, weighted by the word's frequency, so the table is the
letter mix of running text restricted to real words (no names, numbers or
abbreviations outside the word list)::

    pip install wordfreq
    python wordlists/letter_frequencies.py nb

prints letters per 10,000, rounded, to paste into ``wordgames/languages/LANG/language.json``.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent


def letter_frequencies(lang: str) -> dict[str, int]:
    from wordfreq import iter_wordlist, word_frequency

    accepted = set((HERE / lang / "accepted.txt").read_text("utf-8").split())
    weights: Counter = Counter()
    for word in iter_wordlist(lang):
        if word in accepted:
            frequency = word_frequency(word, lang)
            for letter in word:
                weights[letter] += frequency
    total = sum(weights.values())
    return {letter: round(10000 * weights[letter] / total) for letter in sorted(weights)}


if __name__ == "__main__":
    print(letter_frequencies(sys.argv[1] if len(sys.argv) > 1 else "nb"))
