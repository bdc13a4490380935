"""Puzzle descriptions as short, versioned, URL-safe codes.

A code is base64url (no padding) of ``version, game tag, payload, checksum``.
The checksum (Fletcher-16) catches links mangled by chat apps or typing; the tag
keeps a Boggle code out of Letter Boxed.  Each game module declares its own tag as
``CODE_TAG`` (a byte, unique among the games of :data:`wordgames.games.GAMES`,
which the conformance test checks); this module knows no game: the registry of games
lends it the lookup of a tag's game (:func:`name_games`), so that a code of another game
says which.  :func:`unpack` raises :class:`CodeError` with a message meant for a person on
anything malformed; each game then validates its payload fully, so a code that decodes
never crashes later.  A puzzle made with a player's own word list appends the list to its
payload (:func:`pack_wordlist`, :func:`unpack_wordlist`).
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable

from .custom import ID_LENGTH, MAX_NAME_BYTES, PREFIX, clean_name, parse_ref
from .messages import Message

MAX_CODE_LENGTH = 4096


class CodeError(ValueError):
    """A puzzle code that cannot be read, with a message for a person (a :class:`Message`)."""


def fletcher16(data: bytes) -> int:
    low = high = 0
    for byte in data:
        low = (low + byte) % 255
        high = (high + low) % 255
    return (high << 8) | low


def pack(tag: int, version: int, payload: bytes) -> str:
    """The code of ``payload``, for the game whose ``CODE_TAG`` is ``tag``."""
    body = bytes([version, tag]) + payload
    raw = body + fletcher16(body).to_bytes(2, "big")
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def unpack(tag: int, code: str) -> tuple[int, bytes]:
    """``(version, payload)`` of a code made by :func:`pack` for the game tagged ``tag``."""
    if not isinstance(code, str) or not code:
        raise CodeError(Message("code.empty"))
    if len(code) > MAX_CODE_LENGTH:
        raise CodeError(Message("code.too_long"))
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise CodeError(Message("code.bad_characters")) from None
    if len(raw) < 4:
        raise CodeError(Message("code.too_short"))
    body, checksum = raw[:-2], int.from_bytes(raw[-2:], "big")
    if fletcher16(body) != checksum:
        raise CodeError(Message("code.checksum"))
    version, found = body[0], body[1]
    if found != tag:
        other, wanted = _game_tagged(found), _game_tagged(tag)
        raise CodeError(Message("code.other_game", game=other, wanted=wanted) if other
                        else Message("code.not_ours"))
    return version, body[2:]


def _no_game(tag: int) -> str | None:
    return None


#: The name of the game whose ``CODE_TAG`` is a tag, or ``None``: the registry's answer (:func:`name_games`).
_game_tagged: Callable[[int], str | None] = _no_game


def name_games(game_tagged: Callable[[int], str | None]) -> None:
    """Let :func:`unpack` name the game a code of another game is for: ``game_tagged(tag)``
    is the name of the game whose ``CODE_TAG`` is ``tag``, or ``None``.  The registry of
    games (:mod:`wordgames.games`, which every game's module imports first) calls this."""
    global _game_tagged
    _game_tagged = game_tagged


# -- a player's own word list --------------------------------------------------------------
def pack_wordlist(puzzle: dict) -> bytes:
    """The bytes a share code appends for a puzzle's own word list (none for a built-in list,
    see :mod:`wordgames.custom`): the id (5 bytes), the name's length and the name (UTF-8)."""
    if not puzzle.get("lexicon"):
        return b""
    name = str(puzzle.get("lexicon_name") or "").encode("utf-8")[:MAX_NAME_BYTES]
    return bytes.fromhex(parse_ref(puzzle["lexicon"])) + bytes([len(name)]) + name


def unpack_wordlist(data: bytes, game: str, language: str) -> dict:
    """The puzzle fields of bytes made by :func:`pack_wordlist` (``{}`` for none)."""
    if not data:
        return {}
    size = ID_LENGTH // 2
    if len(data) < size + 1 or len(data) != size + 1 + data[size] or data[size] > MAX_NAME_BYTES:
        raise CodeError(Message("code.bad_wordlist", game=game))
    try:
        name = data[size + 1:].decode("utf-8")
    except UnicodeDecodeError:
        raise CodeError(Message("code.bad_wordlist", game=game)) from None
    return {"lexicon": PREFIX + data[:size].hex(), "lexicon_name": clean_name(name, language)}
