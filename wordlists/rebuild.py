"""Rebuild the committed word lists from registry packages.

Sources (see README.md in this folder for versions, licences and counts):

* English accepted words: SCOWL, from Debian's ``scowl`` package
  (``/usr/share/dict/scowl``): the ``english``, ``american`` and ``british``
  word lists up to size 70.
* Norwegian Bokmål accepted words: Debian's ``wnorwegian`` package
  (``/usr/share/dict/bokmaal``).
* How common a word is: PyPI's ``wordfreq`` (Zipf frequency).
* Blocked words: ``blocklist.py`` beside this script (npm's ``naughty-words``
  and ``cuss``, and the hand-kept lists of each language folder).
* Words that are frequent but not everyday words (abbreviations, names,
  fragments): ``everyday.py`` beside this script (Debian's ``hunspell-no`` and
  each folder's ``not-everyday.txt``).

Usage::

    apt-get install scowl wnorwegian hunspell-no
    pip install wordfreq
    npm install
    python wordlists/rebuild.py

Each language folder gets ``accepted.txt`` (every word of the source lists) and
``common.txt`` (the subset generators build puzzles from), one lowercase word a
line, sorted; then ``blocklist.apply`` writes ``blocked.txt`` and takes blocked
words out of ``common.txt``, and ``everyday.apply`` takes out the words that are
not everyday words.  The script is deterministic: the same package
versions give the same files.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import blocklist
import everyday

HERE = Path(__file__).resolve().parent
SCOWL_DIR = Path("/usr/share/dict/scowl")
BOKMAAL = Path("/usr/share/dict/bokmaal")

SCOWL_LISTS = ("english-words", "american-words", "british-words")
SCOWL_ACCEPTED_MAX_SIZE = 70
SCOWL_COMMON_MAX_SIZE = 50

LANGUAGES = {
    # alphabet, minimum Zipf frequency of a common word, longest accepted word
    "en": (re.compile(r"[a-z]{3,}"), 3.0, 30),
    "nb": (re.compile(r"[a-zæøå]{3,}"), 3.0, 20),
}


def scowl_words(max_size: int) -> set[str]:
    """Every word of the SCOWL lists up to ``max_size`` (Latin-1 files)."""
    words: set[str] = set()
    for path in SCOWL_DIR.iterdir():
        name, _, size = path.name.rpartition(".")
        if name in SCOWL_LISTS and size.isdigit() and int(size) <= max_size:
            words.update(path.read_text(encoding="latin-1").split())
    return words


def build(lang: str, raw_accepted: set[str], raw_common: set[str]) -> dict:
    from wordfreq import zipf_frequency

    pattern, min_zipf, longest = LANGUAGES[lang]

    def playable(word: str) -> bool:
        return len(word) <= longest and pattern.fullmatch(word) is not None

    accepted = {w for w in raw_accepted if playable(w)}
    common = {w for w in raw_common if w in accepted and zipf_frequency(w, lang) >= min_zipf}
    folder = HERE / lang
    folder.mkdir(exist_ok=True)
    for name, words in (("accepted", accepted), ("common", common)):
        text = "".join(w + "\n" for w in sorted(words))
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")
    return {"accepted": len(accepted), **blocklist.apply(lang), **everyday.apply(lang)}


def main() -> None:
    counts = {}
    counts["en"] = build(
        "en",
        scowl_words(SCOWL_ACCEPTED_MAX_SIZE),
        scowl_words(SCOWL_COMMON_MAX_SIZE),
    )
    bokmaal = set(BOKMAAL.read_text(encoding="latin-1").split())
    counts["nb"] = build("nb", bokmaal, bokmaal)
    json.dump(counts, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
