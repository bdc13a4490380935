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
``sluts`` and ``negrene`` are blocked with ``fuck``, ``slut`` and ``neger``, by the
language's own rules (its ``language.json``'s ``blocklist``: :func:`rules`).
The result is written to ``blocked.txt``, and every blocked word is taken out of
``common.txt``.  The same inputs always give the same files.
"""

from __future__ import annotations

import functools
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
NODE_MODULES = HERE.parent / "node_modules"

LANGUAGES = HERE.parent / "wordgames" / "languages"


@functools.cache
def rules(lang: str) -> dict:
    """How ``lang`` makes its blocklist: its ``language.json``'s ``blocklist``.

    ``naughty_words``: its list of npm ``naughty-words``; ``cuss_rating``: also the words of npm
    ``cuss`` rated this or more, as listed; ``suffixes``: endings added to a listed word to find
    its inflected and derived forms; ``doubling``: endings after which the last consonant doubles
    (``slut`` -> ``slutty``); ``replacing``: ``[ending, stem, suffixes]``, a word with that ending
    also takes the suffixes in its place (``neger`` -> ``negrene``); ``stems``: whether a
    stem of ``blocked-stems.txt`` blocks a word ``anywhere`` in it or as a ``compound`` part.
    """
    return json.loads((LANGUAGES / lang / "language.json").read_text(encoding="utf-8"))["blocklist"]


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
    words = json.loads((NODE_MODULES / "naughty-words" / f"{rules(lang)['naughty_words']}.json").read_text("utf-8"))
    return {w.lower() for w in words if " " not in w}


def exact_words(lang: str) -> set[str]:
    """Words taken as they are: ``cuss`` lists inflected forms itself (``fucked``, ``sluts``)."""
    if "cuss_rating" not in rules(lang):
        return set()
    listed = cuss_ratings(NODE_MODULES / "cuss" / "index.js", minimum=rules(lang)["cuss_rating"])
    return {w.lower() for w in listed if " " not in w}


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
    for suffix in rules(lang)["suffixes"]:
        found.add(word + suffix)
    for suffix in rules(lang)["doubling"]:
        found.add(word + word[-1] + suffix)
    for ending, stem, suffixes in rules(lang).get("replacing", []):  # hore -> horene, neger -> negrene
        if word.endswith(ending):
            found.update(word[:-len(ending)] + stem + suffix for suffix in suffixes)
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
        if rules(lang)["stems"] == "anywhere":
            blocked |= {w for w in accepted if pattern.search(w)}
        else:
            endings = {""} | set(rules(lang)["suffixes"])
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
    """``python wordlists/blocklist.py [LANG ...]``: every language folder of this one by default."""
    languages = sys.argv[1:] or sorted(path.name for path in HERE.iterdir() if (path / "accepted.txt").exists())
    json.dump({lang: apply(lang) for lang in languages}, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
