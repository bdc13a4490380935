"""Letter Boxed share codes: a puzzle to a short code and back, validated fully."""

from __future__ import annotations

from ... import codes
from ...lexicon import ALPHABETS
from ...messages import Message
from .board import LETTERS, PER_SIDE

#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 1
CODE_VERSION = 1
TITLE = "Letter Boxed"  # in the codes' messages


# -- codes ----------------------------------------------------------------------------
def encode(puzzle: dict) -> str:
    """The share code of a puzzle: language, par and the twelve letters, then the player's
    word list it was made with, if any (:func:`wordgames.codes.pack_wordlist`)."""
    alphabet = ALPHABETS[puzzle["lang"]]
    letters = [alphabet.index(c) for c in "".join(puzzle["sides"])]
    payload = bytes([list(ALPHABETS).index(puzzle["lang"]), puzzle["par"] or 0] + letters)
    payload += codes.pack_wordlist(puzzle)
    return codes.pack(CODE_TAG, CODE_VERSION, payload)


def decode(code: str) -> dict:
    """The puzzle of a share code; raises :class:`~wordgames.codes.CodeError` if malformed."""
    version, payload = codes.unpack(CODE_TAG, code.strip())
    if version != CODE_VERSION:
        raise codes.CodeError(Message("code.version", game=TITLE, version=version, supported=CODE_VERSION))
    if len(payload) < 2 + LETTERS:
        raise codes.CodeError(Message("code.wrong_length", game=TITLE))
    languages = list(ALPHABETS)
    if payload[0] >= len(languages):
        raise codes.CodeError(Message("code.unknown_language", game=TITLE))
    lang = languages[payload[0]]
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
    return {"sides": sides, "lang": lang, "par": par or None,
            **codes.unpack_wordlist(payload[2 + LETTERS:], TITLE, lang)}
