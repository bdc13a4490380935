"""The independent offensive-word check: a second list, from packages the blocklist is not built from.

The blocked tier (``wordlists/blocklist.py``) comes from LDNOOBW, ``cuss`` and the
project's hand-kept lists.  This check reads other lists, vendored in
``wordlists/offensive-check/`` (sources and licences in ``wordlists/README.md``):

* English: PyPI ``better-profanity`` 0.7.0 (its ``profanity_wordlist.txt``);
* Bokmål: npm ``washyourmouthoutwithsoap`` 1.0.2, its Danish and Swedish lists
  (no package holds an independent Norwegian list; a Bokmål reader reads both).

Each language's ``language.json`` names its lists (``offensive_check``).

A word is *flagged* when it is a single-word entry of the language's list, as
written (the lists spell out the forms they mean: ``spic``, ``spick``, ``cumming``),
and is not in the folder's reviewed ``allowed-<lang>.txt`` (each entry with its
reason).  A prefix match would flag thousands of ordinary words (``analysis``,
``cockatoo``, ``cumquat``), so it is not used.  The audit
and ``tests/engine/test_safety.py`` run it over what the page can show; the
lists live in the repository only, so the check runs from a checkout.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

from .games.base import PuzzleError
from .languages import LANGUAGES

FOLDER = Path(__file__).resolve().parent.parent / "wordlists" / "offensive-check"



def sources(lang: str) -> tuple[str, ...]:
    """The files of ``lang``'s list in FOLDER: its ``language.json``'s ``offensive_check``."""
    return LANGUAGES[lang].offensive_check


def _read(path: Path) -> list[str]:
    """A list's lines: lowercase, ``#`` starts a comment (the allow-lists' reasons)."""
    words = []
    for line in path.read_text("utf-8").splitlines():
        word = line.split("#", 1)[0].strip().lower()
        if word:
            words.append(word)
    return words


def available() -> bool:
    """Whether the vendored lists are here (a checkout, not an installed wheel)."""
    return FOLDER.is_dir()


@functools.cache
def listed(lang: str) -> frozenset[str]:
    """The single words the independent list names for ``lang``."""
    if not available():
        raise PuzzleError("the independent offensive-word lists are in the repository's "
                          "wordlists/offensive-check folder; run this from a checkout")
    alphabet = set(LANGUAGES[lang].alphabet)  # a word of other letters is no word of the language
    return frozenset(w for name in sources(lang) for w in _read(FOLDER / name) if w and set(w) <= alphabet)


@functools.cache
def allowed(lang: str) -> frozenset[str]:
    """The reviewed words the list names that are not offensive as this language's words."""
    return frozenset(_read(FOLDER / f"allowed-{lang}.txt"))


def words_of(text: str) -> list[str]:
    """The words of a text such as a Strands clue, lowercase (``"Pick a card"`` -> pick, a, card)."""
    return re.findall(r"[^\W\d_]+", text.lower())


def flagged(words, lang: str) -> list[str]:
    """The words of ``words`` that the independent list flags, sorted, each once."""
    names, keep = listed(lang), allowed(lang)
    return sorted({w.lower() for w in words if w.lower() in names and w.lower() not in keep})
