"""Keep abbreviations, names and fragments out of each language's everyday (common) tier.

Run after ``blocklist.apply`` (``rebuild.py`` calls it)::

    apt-get install hunspell-no    # for the Bokmål rules
    python wordlists/everyday.py

The common tier is chosen by word frequency, so it also catches tokens that are
frequent without being everyday words: ``dvs``, ``pga``, ``tlf``, town and brand
names, pieces of phrases (``ad hoc``).  A word taken out here stays in
``accepted.txt``: a player may still play it, but no puzzle is built from it and
no par counts on it.  It is left out when

* (Bokmål) it has no vowel (``bnr``, ``mht``, ``kvm``, ``stk``);
* (Bokmål) the Bokmål hunspell dictionary (Debian ``hunspell-no``, the same
  spell-norwegian project as ``wnorwegian``) lists it as an abbreviation, with a
  full stop (``dvs.``, ``pga.``), and not as a word that inflects (``mat.`` and
  ``mat/ACEGKV`` is food; ``dvs.`` and ``dvs/`` is only an abbreviation);
* (Bokmål) that dictionary lists it in capitals, as an acronym (``EØS``, ``EKG``);
* it is in the language's hand-kept ``not-everyday.txt``: names, acronyms and
  abbreviations the rules miss, phrase fragments and suggestive words.  A line
  ``+word`` there keeps a word the rules would take out (``nok``: NOK is also a
  currency, but ``nok`` is "enough").

The same inputs always give the same files.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGUAGES = HERE.parent / "wordgames" / "languages"


def settings(lang: str) -> dict:
    """A language's ``language.json`` (its ``vowels``, ``alphabet`` and ``wordlists``)."""
    return json.loads((LANGUAGES / lang / "language.json").read_text(encoding="utf-8"))


#: Each language's vowels.
VOWELS = {path.parent.name: set(json.loads(path.read_text(encoding="utf-8"))["vowels"])
          for path in sorted(LANGUAGES.glob("*/language.json"))}


def read_hand_list(path: Path) -> tuple[set[str], set[str]]:
    """``(left out, kept)`` from a ``not-everyday.txt``: one word a line, ``+word`` keeps, ``#`` comments."""
    out, keep = set(), set()
    if not path.exists():
        return out, keep
    for line in path.read_text(encoding="utf-8").splitlines():
        word = line.split("#", 1)[0].strip().lower()
        if word.startswith("+"):
            keep.add(word[1:].strip())
        elif word:
            out.add(word)
    return out, keep


def hunspell_marks(path: Path, alphabet: str) -> dict[str, str]:
    """Words a hunspell dictionary (``path``: its ``.dic``) marks as abbreviations or acronyms:
    word -> reason.

    Its ``.dic`` file is one ``stem/flags`` a line after a count, in the encoding its ``.aff``
    names (Bokmål's Latin-1, Swedish's UTF-8).
    """
    if not path.exists():
        raise SystemExit(f"{path} is missing: apt-get install its hunspell package (hunspell-no, hunspell-sv)")
    encoding = re.search(r"^SET\s+(\S+)", path.with_suffix(".aff").read_text(encoding="latin-1"), re.M)
    stems: dict[str, list[str]] = {}
    for line in path.read_text(encoding=encoding.group(1) if encoding else "latin-1").splitlines()[1:]:
        stem, _, flags = line.strip().partition("/")
        stems.setdefault(stem, []).append(flags)
    marks = {}
    for stem in stems:
        if re.fullmatch(f"[{re.escape(alphabet)}]+\\.", stem):
            word = stem[:-1]
            if not any(stems.get(word, [])):  # no inflecting entry of the same spelling
                marks[word] = "abbreviation"
        elif len(stem) >= 2 and stem[:2].isupper() and stem.isalpha():
            marks.setdefault(stem.lower(), "acronym")
    return marks


def not_everyday(lang: str, common: set[str]) -> dict[str, str]:
    """The words of ``common`` that are not everyday words, each with the rule that says so."""
    hand, keep = read_hand_list(HERE / lang / "not-everyday.txt")
    found = {}
    data = settings(lang)
    if "hunspell" in data["wordlists"]:
        for word, reason in hunspell_marks(Path(data["wordlists"]["hunspell"] + ".dic"), data["alphabet"]).items():
            if word in common:
                found[word] = reason
    if data["wordlists"].get("vowelless_not_everyday"):
        for word in common:
            if not set(word) & VOWELS[lang]:
                found[word] = "no vowel"
    for word in hand & common:
        found[word] = "hand-kept list"
    return {word: reason for word, reason in found.items() if word not in keep}


def apply(lang: str) -> dict:
    """Take the words that are not everyday out of ``common.txt`` of ``lang``."""
    path = HERE / lang / "common.txt"
    common = set(path.read_text("utf-8").split())
    left_out = not_everyday(lang, common)
    common -= set(left_out)
    path.write_text("".join(w + "\n" for w in sorted(common)), encoding="utf-8")
    reasons: dict[str, int] = {}
    for reason in left_out.values():
        reasons[reason] = reasons.get(reason, 0) + 1
    return {"common": len(common), "not_everyday": dict(sorted(reasons.items()))}


def main() -> None:
    """``python wordlists/everyday.py [LANG ...]``: every language folder of this one by default."""
    languages = sys.argv[1:] or sorted(path.name for path in HERE.iterdir() if (path / "common.txt").exists())
    json.dump({lang: apply(lang) for lang in languages}, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
