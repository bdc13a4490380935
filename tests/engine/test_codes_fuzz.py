"""Every game's share-code decoder against 10,000 seeded mutated codes each (issue #41, item 2).

A code the page reads (a link, a pasted code, a day pack) gives the puzzle or a CodeError /
PuzzleError with a message for a player, never another exception. Most inputs are re-packed with a
right checksum, so they get past it into the decoder's reading of the payload; the rest are
mutated texts. The inputs come from wordgames.rng, seeded: every run reads the same ones.
"""

from __future__ import annotations

import pytest

from conftest import final
from wordgames import codes
from wordgames.codes import CodeError
from wordgames.games import GAMES
from wordgames.games.base import PuzzleError
from wordgames.messages import Message
from wordgames.rng import Rng

PER_GAME = 10_000
DECODERS = [name for name, game in GAMES.items() if hasattr(game, "decode")]
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def real_codes(game: str) -> list[str]:
    """Codes the engine made: dailies in both languages and a few seeds."""
    made = [final(game, "generate", {"daily": day, "lang": lang})["code"]
            for day in ("2026-11-27", "2027-03-01") for lang in ("en", "nb")]
    return made + [final(game, "generate", {"seed": f"fuzz{n}", "lang": "en"})["code"] for n in range(2)]


def mutated_bytes(payload: bytes, rng: Rng) -> bytes:
    data = bytearray(payload)
    for _ in range(1 + rng.below(4)):
        how = rng.below(5)
        at = rng.below(len(data) + 1)
        if how == 0 and data:
            data[at % len(data)] = rng.below(256)
        elif how == 1 and data:
            data[at % len(data)] ^= 1 << rng.below(8)
        elif how == 2:
            data.insert(at, rng.below(256))
        elif how == 3 and data:
            del data[at % len(data)]
        else:
            del data[at:]
    return bytes(data)


def mutated_text(code: str, rng: Rng) -> str:
    chars = list(code)
    for _ in range(1 + rng.below(3)):
        at = rng.below(len(chars) + 1)
        how = rng.below(3)
        if how == 0 and chars:
            chars[at % len(chars)] = rng.choice(BASE64URL + "+/=. é")
        elif how == 1 and chars:
            del chars[at % len(chars)]
        else:
            chars.insert(at, rng.choice(BASE64URL))
    return "".join(chars)


@pytest.mark.parametrize("game", DECODERS)
def test_mutated_codes_give_the_puzzle_or_a_players_message(game):
    module = GAMES[game]
    rng = Rng(f"fuzz/{game}")
    real = real_codes(game)
    unpacked = [codes.unpack(module.CODE_TAG, code) for code in real]
    outcomes = {"puzzle": 0, "message": 0}
    for n in range(PER_GAME):
        if n % 4 == 3:
            code = mutated_text(rng.choice(real), rng)
        else:
            version, payload = rng.choice(unpacked)
            if rng.below(20) == 0:
                version = rng.below(256)
            code = codes.pack(module.CODE_TAG, version, mutated_bytes(payload, rng))
        try:
            module.decode(code)
            outcomes["puzzle"] += 1
        except (CodeError, PuzzleError) as problem:
            assert isinstance(problem.args[0], Message), (code, problem)  # said in the player's language
            outcomes["message"] += 1
    assert outcomes["message"] > PER_GAME // 2 and outcomes["puzzle"] > 50, outcomes  # both were reached


def test_a_repacked_payload_is_read_by_the_decoder():
    """What the fuzz re-packs gets past the checksum: one letter of a Letter Boxed board changed decodes."""
    module = GAMES["letterboxed"]
    code = final("letterboxed", "generate", {"seed": "x", "lang": "en"})["code"]
    version, payload = codes.unpack(module.CODE_TAG, code)
    assert module.decode(code)["sides"][0] == "dub"
    changed = payload[:2] + bytes([25]) + payload[3:]  # the first letter, D, made Z
    assert module.decode(codes.pack(module.CODE_TAG, version, changed))["sides"][0] == "zub"
