"""Derive each language's blocked tier: slurs and profanity with their inflected forms.

Run after the accepted and common lists exist (``rebuild.py`` calls it)::

    npm install            # naughty-words and cuss, pinned in package.json
    python wordlists/blocklist.py

Sources, per language folder (see README.md for versions and licences):

* maintained lists from npm: LDNOOBW (``naughty-words``) for both languages,
  expanded to inflected forms, and ``cuss`` (words rated 2, "surely profane",
  taken as listed) for English;
* ``blocked-extra.txt``: hand-kept slurs and profanity the packages miss (the
  Bokmål one is this project's own curated list);
* ``blocked-stems.txt``: stems that make every word containing them blocked,
  so compounds are caught (``motherfucker``, ``drittsekk``);
* ``not-blocked.txt``: ordinary words a source lists that stay playable
  (``spit``, ``escort``, ``fan``), or that a stem would catch by accident (``swank``).

Each listed word is expanded to its inflected forms that are accepted words
(plurals, verb forms, comparatives, Bokmål definite forms), so ``fucked``,
``sluts`` and ``negrene`` are blocked with ``fuck``, ``slut`` and ``neger``.
The result is written to ``blocked.txt``, and every blocked word is taken out of
``common.txt``.  The same inputs always give the same files.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NODE_MODULES = HERE.parent / "node_modules"

#: Endings added to a listed word to find its inflected and derived forms.
SUFFIXES = {
    "en": ("s", "es", "ed", "d", "er", "ers", "ing", "ings", "y", "ies", "ier", "iest",
           "iness", "ish", "ly", "ness", "head", "heads", "face", "faces", "hole", "holes"),
    "nb": ("e", "en", "ens", "er", "ers", "ere", "et", "ets", "a", "ene", "enes", "ane", "es",
           "s", "ete", "te", "t", "ende", "ing", "ingen", "inger", "ingene", "ig", "ige", "ete"),
}
#: Endings after which English doubles a final consonant (``slut`` -> ``slutty``).
DOUBLING = {"en": ("ed", "er", "ers", "ing", "ings", "y", "ier", "iest", "iness"),
            "nb": ("e", "en", "er", "et", "a", "ene", "ete", "ing", "ingen", "inger", "ingene")}


def read_list(path: Path) -> set[str]:
    """The words of a hand-kept list: one a line, ``#`` starts a comment."""
    if not path.exists():
        return set()
    words = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        word = line.split("#", 1)[0].strip().lower()
        if word:
            words.add(word)
    return words


def roots(lang: str) -> set[str]:
    """The single words of LDNOOBW (npm ``naughty-words``) for ``lang``: mostly base forms."""
    naughty = {"en": "en", "nb": "no"}[lang]
    words = json.loads((NODE_MODULES / "naughty-words" / f"{naughty}.json").read_text("utf-8"))
    return {w.lower() for w in words if " " not in w}


def exact_words(lang: str) -> set[str]:
    """Words taken as they are: ``cuss`` lists inflected forms itself (``fucked``, ``sluts``)."""
    if lang != "en":
        return set()
    return {w.lower() for w in cuss_ratings(NODE_MODULES / "cuss" / "index.js", minimum=2) if " " not in w}


def cuss_ratings(path: Path, minimum: int) -> list[str]:
    """The words of ``cuss`` (an ES module of ``word: rating`` lines) rated ``minimum`` or more."""
    found = []
    for match in re.finditer(r"^\s*'?([^':]+)'?: (\d),?$", path.read_text("utf-8"), re.MULTILINE):
        if int(match.group(2)) >= minimum:
            found.append(match.group(1))
    return found


def forms(word: str, lang: str) -> set[str]:
    """``word`` and the forms made from it by the language's endings.

    A word of three letters or fewer only gets its plural: its other "forms" are
    mostly other words (``tit`` -> ``titter``, ``spic`` -> ``spiced``).
    """
    found = {word}
    if len(word) <= 3:
        return found | {word + "s", word + "es"}
    for suffix in SUFFIXES[lang]:
        found.add(word + suffix)
    for suffix in DOUBLING[lang]:
        found.add(word + word[-1] + suffix)
    if lang == "en" and word.endswith(("e", "y")):
        found.update(word[:-1] + suffix for suffix in ("ing", "ies", "ied", "ier", "iest", "iness"))
    if lang == "nb" and word.endswith("er"):  # neger -> negrer, negrene
        stem = word[:-2] + "r"
        found.update(stem + suffix for suffix in ("er", "ene", "e"))
    if lang == "nb" and word.endswith("e"):  # hore -> horer, horene
        found.update(word[:-1] + suffix for suffix in ("er", "ene", "a", "en", "et", "ete"))
    return found


def blocked_words(lang: str, accepted: set[str]) -> set[str]:
    """Every accepted word of ``lang`` that is a listed word, a form of one, or holds a stem."""
    folder = HERE / lang
    keep = read_list(folder / "not-blocked.txt")
    listed = (roots(lang) | read_list(folder / "blocked-extra.txt")) - keep
    blocked = ({form for word in listed for form in forms(word, lang)} | exact_words(lang)) & accepted
    stems = read_list(folder / "blocked-stems.txt")
    if stems:
        pattern = re.compile("|".join(sorted(map(re.escape, stems))))
        if lang == "en":
            blocked |= {w for w in accepted if pattern.search(w)}
        else:
            endings = {""} | set(SUFFIXES[lang])
            blocked |= {w for w in accepted if pattern.search(w)
                        and any(compound_part(w, m.start(), m.end(), accepted, endings)
                                for m in re.finditer(f"(?=({pattern.pattern}))", w)
                                for m in [re.compile(re.escape(m.group(1))).match(w, m.start())])}
    return blocked - keep


def compound_part(word: str, start: int, end: int, accepted: set[str], endings: set[str]) -> bool:
    """Whether ``word[start:end]`` stands as one part of a compound.

    Bokmål writes compounds as one word, so a stem inside a word only counts when
    what comes before it is nothing or a word, and what comes after is an ending
    or a word: ``ståpikk`` and ``drittsekken`` count, ``profitten`` and ``sofaen`` do not.
    """
    head, tail = word[:start], word[end:]
    head_ok = not head or (len(head) >= 3 and head in accepted)
    tail_ok = tail in endings or (len(tail) >= 3 and (tail in accepted or any(
        tail.endswith(e) and tail[:len(tail) - len(e)] in accepted for e in endings if e)))
    return head_ok and tail_ok


def apply(lang: str) -> dict:
    """Write ``blocked.txt`` of ``lang`` and drop blocked words from ``common.txt``."""
    folder = HERE / lang
    accepted = set((folder / "accepted.txt").read_text("utf-8").split())
    common = set((folder / "common.txt").read_text("utf-8").split())
    blocked = blocked_words(lang, accepted)
    common -= blocked
    for name, words in (("blocked", blocked), ("common", common)):
        (folder / f"{name}.txt").write_text("".join(w + "\n" for w in sorted(words)), encoding="utf-8")
    return {"blocked": len(blocked), "common": len(common)}


def main() -> None:
    json.dump({lang: apply(lang) for lang in ("en", "nb")}, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
