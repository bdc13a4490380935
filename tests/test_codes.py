import pytest
from hypothesis import given, strategies as st

from wordgames import codes


@given(st.sampled_from(sorted(codes.GAME_TAGS)), st.integers(0, 255), st.binary(max_size=200))
def test_round_trip(game, version, payload):
    code = codes.pack(game, version, payload)
    assert all(c.isalnum() or c in "-_" for c in code)
    assert codes.unpack(game, code) == (version, payload)


@given(st.text(max_size=60))
def test_any_text_is_rejected_cleanly_or_decodes(text):
    try:
        codes.unpack("letterboxed", text)
    except codes.CodeError as error:
        assert str(error)


def test_each_kind_of_damage_has_its_message():
    code = codes.pack("letterboxed", 1, b"hello")
    with pytest.raises(codes.CodeError, match="empty"):
        codes.unpack("letterboxed", "")
    with pytest.raises(codes.CodeError, match="characters"):
        codes.unpack("letterboxed", code[:-2] + "!!")
    with pytest.raises(codes.CodeError, match="checksum"):
        codes.unpack("letterboxed", ("B" if code[3] != "B" else "C").join([code[:3], code[4:]]))
    with pytest.raises(codes.CodeError, match="too short"):
        codes.unpack("letterboxed", "AAA")
    with pytest.raises(codes.CodeError, match="for boggle"):
        codes.unpack("letterboxed", codes.pack("boggle", 1, b"x"))
    with pytest.raises(codes.CodeError, match="too long"):
        codes.unpack("letterboxed", "A" * 5000)
