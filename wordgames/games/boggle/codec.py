"""Boggle share codes: a board to a short code and back, validated fully."""

from __future__ import annotations

from ... import codes
from ...languages import LANGUAGES, by_number
from ...lexicon import ALPHABETS
from ...messages import Message
from .board import MAX_SIDE, MIN_SIDE, board_text
from .dice import SPECIAL_FACES

#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 2
CODE_VERSION = 1
TITLE = "Boggle"  # in the codes' messages


# -- codes -----------------------------------------------------------------------------------
def _face_table(lang: str) -> list[str]:
    return list(ALPHABETS[lang]) + list(SPECIAL_FACES)


def encode(puzzle: dict) -> str:
    """The share code of a board: language, minimum word length, size and faces, then
    the player's word list it was made with, if any (:func:`wordgames.codes.pack_wordlist`)."""
    table = _face_table(puzzle["lang"])
    payload = bytes([LANGUAGES[puzzle["lang"]].number, puzzle["min_length"],
                     puzzle["rows"], puzzle["cols"]] + [table.index(f) for f in puzzle["faces"]])
    payload += codes.pack_wordlist(puzzle)
    return codes.pack(CODE_TAG, CODE_VERSION, payload)


def decode(code: str) -> dict:
    """The board of a share code; raises :class:`~wordgames.codes.CodeError` if malformed."""
    version, payload = codes.unpack(CODE_TAG, code.strip())
    if version != CODE_VERSION:
        raise codes.CodeError(Message("code.version", game=TITLE, version=version, supported=CODE_VERSION))
    if len(payload) < 4:
        raise codes.CodeError(Message("code.short", game=TITLE))
    lang_id, min_length, rows, cols = payload[:4]
    lang = by_number(lang_id)
    if lang is None:
        raise codes.CodeError(Message("code.unknown_language", game=TITLE))
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE) or len(payload) < 4 + rows * cols:
        raise codes.CodeError(Message("code.bad_size", game=TITLE))
    if not 2 <= min_length <= rows * cols:
        raise codes.CodeError(Message("code.bad_min_length", game=TITLE))
    table = _face_table(lang)
    cells = payload[4:4 + rows * cols]
    if any(i >= len(table) for i in cells):
        raise codes.CodeError(Message("code.bad_face", game=TITLE))
    return {"rows": rows, "cols": cols, "faces": [table[i] for i in cells], "lang": lang,
            "min_length": min_length, **codes.unpack_wordlist(payload[4 + rows * cols:], TITLE, lang)}


def described(puzzle: dict) -> dict:
    """The puzzle as the page and the CLI show it; ``code`` is None if a face has no share code."""
    table = _face_table(puzzle["lang"])
    shareable = all(face in table for face in puzzle["faces"])
    return {**puzzle, "board": board_text(puzzle["rows"], puzzle["cols"], puzzle["faces"]),
            "code": encode(puzzle) if shareable else None}
