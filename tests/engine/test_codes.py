import pytest
from hypothesis import given, strategies as st

from wordgames import codes
from wordgames.games import GAMES, game_tagged

TAGS = sorted(game.CODE_TAG for game in GAMES.values())
LETTERBOXED, BOGGLE = GAMES["letterboxed"].CODE_TAG, GAMES["boggle"].CODE_TAG


@given(st.sampled_from(TAGS), st.integers(0, 255), st.binary(max_size=200))
def test_round_trip(tag, version, payload):
    code = codes.pack(tag, version, payload)
    assert all(c.isalnum() or c in "-_" for c in code)
    assert codes.unpack(tag, code) == (version, payload)


@given(st.text(max_size=60))
def test_any_text_is_rejected_cleanly_or_decodes(text):
    try:
        codes.unpack(LETTERBOXED, text)
    except codes.CodeError as error:
        assert str(error)


def test_each_kind_of_damage_has_its_message():
    code = codes.pack(LETTERBOXED, 1, b"hello")
    with pytest.raises(codes.CodeError, match="empty"):
        codes.unpack(LETTERBOXED, "")
    with pytest.raises(codes.CodeError, match="characters"):
        codes.unpack(LETTERBOXED, code[:-2] + "!!")
    with pytest.raises(codes.CodeError, match="checksum"):
        codes.unpack(LETTERBOXED, ("B" if code[3] != "B" else "C").join([code[:3], code[4:]]))
    with pytest.raises(codes.CodeError, match="too short"):
        codes.unpack(LETTERBOXED, "AAA")
    with pytest.raises(codes.CodeError, match="for boggle, not letterboxed"):
        codes.unpack(LETTERBOXED, codes.pack(BOGGLE, 1, b"x"))
    with pytest.raises(codes.CodeError, match="not for any of our games"):
        codes.unpack(LETTERBOXED, codes.pack(200, 1, b"x"))
    with pytest.raises(codes.CodeError, match="too long"):
        codes.unpack(LETTERBOXED, "A" * 5000)


def test_the_games_name_their_own_tags():
    assert {name: game.CODE_TAG for name, game in GAMES.items()} == {
        "letterboxed": 1, "boggle": 2, "unboggle": 3, "strands": 4}
    assert not hasattr(codes, "GAME_TAGS")
    assert game_tagged(4) == "strands" and game_tagged(99) is None
