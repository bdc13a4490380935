"""The languages: each one a folder of data, ``wordgames/languages/<code>/``, and no code.

A language's folder holds

* ``language.json``: its code and its number in share codes; its name in itself
  (``autonym``) and, per language of the site, the names a page and a message give it
  (``names``: ``select``, ``name``, ``alphabet``); the browser languages that ask for it
  (``browser``: primary subtags such as ``no`` and ``nn``); its letters (``alphabet``, in the
  order share codes number them; ``vowels``) and how other letters fold into them
  (``folds``, ``fold_accents``: :meth:`Language.fold`); its Boggle dice (``dice``: sets by
  size) or the letter frequencies they are made from (``letter_frequencies``); the lists of
  the independent offensive-word check (``offensive_check``); and how its word lists are rebuilt (``wordlists``, read by
  ``wordlists/rebuild.py``, and ``blocklist``, read by ``wordlists/blocklist.py``);
* ``catalogue.json``: every text in that language (``wordgames/messages.py``);
* ``strands.txt``: its Strands themes (``wordgames/games/strands/themes.py``), if it has any.

A language whose ``language.json`` says ``"offered": false`` is being made: its word lists can be
built (``wordlists/rebuild.py`` reads it with :func:`read`), but the engine, the build and the
page leave it out until that line goes.

Its word lists are ``wordlists/<code>/`` (``accepted.txt``, ``common.txt``, ``blocked.txt``
...), compiled into ``wordgames/data/<code>.lex``. The language numbered 0 is the default:
every text another catalogue lacks is said in it.

More folders of languages may be named in the environment variable ``WORDGAMES_LANGUAGES``
(separated by the path separator): a language there is read the same way, and its compiled
lexicon lives in its own folder (``<code>.lex``). The tests make a throwaway language so.
"""

from __future__ import annotations

import json
import os
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

#: The shipped languages' folders.
ROOT = Path(__file__).resolve().parent
#: Where the shipped languages' compiled lexicons are (built files, not in git).
DATA = ROOT.parent / "data"
#: The environment variable naming more folders of languages.
EXTRA = "WORDGAMES_LANGUAGES"


@dataclass(frozen=True)
class Language:
    """One language, as its ``language.json`` says it (see the module's docstring)."""

    code: str
    number: int
    autonym: str
    alphabet: str
    folder: Path
    lexicon_file: Path
    names: dict = field(default_factory=dict)
    browser: tuple[str, ...] = ()
    vowels: str = ""
    folds: dict = field(default_factory=dict)
    fold_accents: bool = True
    dice: dict = field(default_factory=dict)
    letter_frequencies: dict = field(default_factory=dict)
    offensive_check: tuple[str, ...] = ()
    wordlists: dict = field(default_factory=dict)
    offered: bool = True

    def name(self, kind: str, lang: str) -> str:
        """Its name of ``kind`` (``select``, ``name``, ``alphabet``) said in ``lang``: as its
        data names it in ``lang``, else in the default language, else its own name."""
        for said_in in (lang, DEFAULT):
            if kind in self.names.get(said_in, {}):
                return self.names[said_in][kind]
        return self.autonym

    def fold(self, word: str) -> str:
        """``word`` (NFC) as the language's word lists write it: each letter of the alphabet
        kept, each of ``folds`` replaced (Swedish ``æ`` -> ``ä``), and, where ``fold_accents``,
        any other letter without its accents (``café`` -> ``cafe``); else it stays, and a word
        with a letter outside the alphabet is no word of the lists (Bokmål leaves ``idé`` out)."""
        kept = []
        for letter in unicodedata.normalize("NFC", word):
            if letter in self.alphabet:
                kept.append(letter)
            elif letter in self.folds:
                kept.append(self.folds[letter])
            elif self.fold_accents:
                kept.append("".join(c for c in unicodedata.normalize("NFD", letter) if not unicodedata.combining(c)))
            else:
                kept.append(letter)
        return unicodedata.normalize("NFC", "".join(kept))


def read(folder: Path, lexicon_folder: Path | None = None) -> Language:
    """The language of a folder (its ``language.json``); its lexicon is ``<code>.lex`` in
    ``lexicon_folder`` (the folder itself when not given)."""
    data = json.loads((folder / "language.json").read_text(encoding="utf-8"))
    code = data["code"]
    return Language(code=code, number=int(data["number"]), autonym=data["autonym"], alphabet=data["alphabet"],
                    folder=folder, lexicon_file=(lexicon_folder or folder) / f"{code}.lex",
                    names=data.get("names", {}), browser=tuple(data.get("browser", (code,))),
                    vowels=data.get("vowels", ""), folds=data.get("folds", {}),
                    fold_accents=data.get("fold_accents", True), dice=data.get("dice", {}),
                    letter_frequencies=data.get("letter_frequencies", {}),
                    offensive_check=tuple(data.get("offensive_check", ())), wordlists=data.get("wordlists", {}),
                    offered=data.get("offered", True))


def read_all(roots: list[Path]) -> dict[str, Language]:
    """Every language offered in the folders ``roots`` (the first is the shipped one, whose
    lexicons are in DATA), by code, in the order of their numbers, which must differ."""
    found: dict[str, Language] = {}
    for index, root in enumerate(roots):
        for path in sorted(root.glob("*/language.json")):
            language = read(path.parent, DATA if index == 0 and root == ROOT else None)
            if not language.offered:
                continue
            if language.code in found:
                raise ValueError(f"{path}: the language {language.code} is also in {found[language.code].folder}")
            found[language.code] = language
    numbers = sorted(language.number for language in found.values())
    if len(set(numbers)) != len(numbers):
        raise ValueError(f"two languages share a number: {numbers}")
    return dict(sorted(found.items(), key=lambda item: item[1].number))


def roots() -> list[Path]:
    """The folders of languages: the shipped one, then those of WORDGAMES_LANGUAGES."""
    return [ROOT, *(Path(part) for part in os.environ.get(EXTRA, "").split(os.pathsep) if part)]


#: Every language, by code, in the order of their numbers.
LANGUAGES: dict[str, Language] = read_all(roots())
#: Their codes, in that order.
CODES: tuple[str, ...] = tuple(LANGUAGES)
#: The default language, the lowest numbered (0): every other falls back on its texts.
DEFAULT: str = CODES[0]


def by_number(number: int) -> str | None:
    """The code of the language with ``number`` in share codes, or None."""
    return next((code for code, language in LANGUAGES.items() if language.number == number), None)
