"""Puzzle descriptions as short, versioned, URL-safe codes.

A code is base64url (no padding) of ``version, game tag, payload, checksum``.
The checksum (Fletcher-16) catches links mangled by chat apps or typing; the tag
keeps a Boggle code out of Letter Boxed.  Each game module declares its own tag as
``CODE_TAG`` (a byte, unique among the games of :data:`wordgames.games.GAMES`,
which the conformance test checks); this module knows no game.  :func:`unpack` raises :class:`CodeError`
with a message meant for a person on anything malformed; each game then
validates its payload fully, so a code that decodes never crashes later.
"""

from __future__ import annotations

import base64
import binascii

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
        other, wanted = game_tagged(found), game_tagged(tag)
        raise CodeError(Message("code.other_game", game=other, wanted=wanted) if other
                        else Message("code.not_ours"))
    return version, body[2:]


def game_tagged(tag: int) -> str | None:
    """The name of the registered game whose ``CODE_TAG`` is ``tag``, if any."""
    from .games import GAMES  # the registry imports the games, which import this module

    return next((name for name, game in GAMES.items() if getattr(game, "CODE_TAG", None) == tag), None)

