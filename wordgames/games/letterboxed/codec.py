"""Letter Boxed share codes: a puzzle to a short code and back, validated fully.

Version 1 holds the language, the par and the twelve letters (then the player's own word
list, if any).  Version 2, written only for a puzzle with a ``title`` or an ``author`` (a
player-made board shared from the creator), puts both after the letters, each as its length
in bytes and its UTF-8 text.  A code of either version opens; a puzzle without title or
author still gets its version-1 code, so every link made before stays the same.
"""

from __future__ import annotations

import re

from ... import codes
from ...languages import LANGUAGES, by_number
from ...lexicon import ALPHABETS, load
from ...messages import Message
from .board import LETTERS, PER_SIDE

#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 1
CODE_VERSION = 2
#: The versions :func:`decode` reads: 1 (no title), 2 (title and author).
VERSIONS = (1, 2)
TITLE = "Letter Boxed"  # in the codes' messages
#: The longest title and author's name a code carries, in characters.
MAX_TITLE, MAX_AUTHOR = 60, 40
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


def clean_text(text, most: int) -> str:
    """A title or author's name as a code carries it: one line, spaces collapsed, at most ``most`` characters."""
    return " ".join(_CONTROL.sub(" ", str(text or "")).split())[:most].strip()


def blocked_in(text: str, lang: str) -> bool:
    """Whether a title or name holds a word the game never shows (a slur or profanity)."""
    base = load(lang)
    return any(base.offensive(word) for word in re.findall(r"\w+", text.lower()))


# -- codes ----------------------------------------------------------------------------
def encode(puzzle: dict) -> str:
    """The share code of a puzzle: language, par and the twelve letters, its ``title`` and
    ``author`` when it has either (version 2), then the player's word list it was made with,
    if any (:func:`wordgames.codes.pack_wordlist`)."""
    alphabet = ALPHABETS[puzzle["lang"]]
    letters = [alphabet.index(c) for c in "".join(puzzle["sides"])]
    payload = bytes([LANGUAGES[puzzle["lang"]].number, puzzle["par"] or 0] + letters)
    title = clean_text(puzzle.get("title"), MAX_TITLE).encode("utf-8")
    author = clean_text(puzzle.get("author"), MAX_AUTHOR).encode("utf-8")
    version = 2 if title or author else 1
    if version == 2:
        payload += bytes([len(title)]) + title + bytes([len(author)]) + author
    payload += codes.pack_wordlist(puzzle)
    return codes.pack(CODE_TAG, version, payload)


def _texts(data: bytes, lang: str) -> tuple[dict, bytes]:
    """The title and author of a version-2 payload's tail, and the bytes after them."""
    fields, at = {}, 0
    for name, most in (("title", MAX_TITLE), ("author", MAX_AUTHOR)):
        if at >= len(data) or at + 1 + data[at] > len(data):
            raise codes.CodeError(Message("code.cut_short", game=TITLE))
        try:
            text = data[at + 1:at + 1 + data[at]].decode("utf-8")
        except UnicodeDecodeError:
            raise codes.CodeError(Message("code.bad_title", game=TITLE)) from None
        if clean_text(text, most) != text:
            raise codes.CodeError(Message("code.bad_title", game=TITLE))
        if blocked_in(text, lang):
            raise codes.CodeError(Message("code.blocked_title", game=TITLE))
        if text:
            fields[name] = text
        at += 1 + data[at]
    return fields, data[at:]


def decode(code: str) -> dict:
    """The puzzle of a share code; raises :class:`~wordgames.codes.CodeError` if malformed."""
    version, payload = codes.unpack(CODE_TAG, code.strip())
    if version not in VERSIONS:
        raise codes.CodeError(Message("code.version", game=TITLE, version=version, supported=CODE_VERSION))
    if len(payload) < 2 + LETTERS:
        raise codes.CodeError(Message("code.wrong_length", game=TITLE))
    lang = by_number(payload[0])
    if lang is None:
        raise codes.CodeError(Message("code.unknown_language", game=TITLE))
    alphabet = ALPHABETS[lang]
    if any(i >= len(alphabet) for i in payload[2:2 + LETTERS]):
        raise codes.CodeError(Message("code.letter_outside", game=TITLE))
    letters = "".join(alphabet[i] for i in payload[2:2 + LETTERS])
    if len(set(letters)) != LETTERS:
        raise codes.CodeError(Message("code.repeated_letter", game=TITLE))
    par = payload[1]
    if par > 12:
        raise codes.CodeError(Message("code.bad_par", game=TITLE))
    sides = [letters[i:i + PER_SIDE] for i in range(0, LETTERS, PER_SIDE)]
    texts, rest = _texts(payload[2 + LETTERS:], lang) if version == 2 else ({}, payload[2 + LETTERS:])
    return {"sides": sides, "lang": lang, "par": par or None, **texts, **codes.unpack_wordlist(rest, TITLE, lang)}
