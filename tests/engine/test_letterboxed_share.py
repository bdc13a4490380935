"""Letter Boxed share codes with a title and an author (version 2), beside the old ones (version 1)."""

import pytest

from wordgames import codes
from wordgames.codes import CodeError
from wordgames.games import letterboxed as lb
from wordgames.games.base import PuzzleError

SIDES = ["abc", "def", "ghi", "jkl"]
#: Pinned vectors: a link made before titles existed, and a titled one. Both must open as written.
OLD_CODE = "AQEAAwABAgMEBQYHCAkKC2VH"
TITLED_CODE = "AgEAAwABAgMEBQYHCAkKCxRIYXBweSBiaXJ0aGRheSwgQW5uIQfDmHl2aW5k3PU"


def run(action, **params):
    return list(lb.ACTIONS[action](params))[-1]


def test_an_old_link_still_opens_and_an_untitled_puzzle_keeps_its_old_code():
    assert lb.decode(OLD_CODE) == {"sides": SIDES, "lang": "en", "par": 3}
    assert lb.encode({"sides": SIDES, "lang": "en", "par": 3}) == OLD_CODE


def test_a_titled_code_carries_the_title_and_author_as_text():
    made = run("title", code=OLD_CODE, title="Happy  birthday,\n Ann!", author="Øyvind")
    assert made["code"] == TITLED_CODE
    assert lb.decode(TITLED_CODE) == {"sides": SIDES, "lang": "en", "par": 3,
                                      "title": "Happy birthday, Ann!", "author": "Øyvind"}
    opened = run("decode", code=TITLED_CODE)
    assert (opened["title"], opened["author"], opened["code"]) == ("Happy birthday, Ann!", "Øyvind", TITLED_CODE)


def test_clearing_the_title_gives_back_the_old_code_and_html_stays_text():
    assert run("title", code=TITLED_CODE, title=" ", author="")["code"] == OLD_CODE
    made = run("title", code=OLD_CODE, title="<b>hi</b>", author="")
    assert lb.decode(made["code"])["title"] == "<b>hi</b>"
    assert "author" not in lb.decode(made["code"])


def test_long_titles_are_cut_and_a_word_list_survives_the_title():
    made = run("title", code=OLD_CODE, title="x" * 200, author="y" * 200)
    puzzle = lb.decode(made["code"])
    assert (len(puzzle["title"]), len(puzzle["author"])) == (lb.codec.MAX_TITLE, lb.codec.MAX_AUTHOR)
    own = lb.encode({"sides": SIDES, "lang": "en", "par": 3, "title": "Mine", "lexicon": "custom:0123456789",
                     "lexicon_name": "My list"})
    assert lb.decode(own) == {"sides": SIDES, "lang": "en", "par": 3, "title": "Mine",
                              "lexicon": "custom:0123456789", "lexicon_name": "My list"}


@pytest.mark.parametrize("field", ["title", "author"])
def test_a_blocked_word_is_refused_when_made_and_when_opened(field):
    with pytest.raises(PuzzleError) as made:
        run("title", code=OLD_CODE, **{field: "you shit"})
    assert made.value.args[0].code == f"lbcreate.{field}_blocked"
    payload = bytes([0, 3, *range(12)])
    texts = {"title": b"you shit", "author": b""} if field == "title" else {"title": b"", "author": b"you shit"}
    forged = codes.pack(lb.CODE_TAG, 2, payload + bytes([len(texts["title"])]) + texts["title"]
                        + bytes([len(texts["author"])]) + texts["author"])
    with pytest.raises(CodeError) as opened:
        lb.decode(forged)
    assert opened.value.args[0].code == "code.blocked_title"


@pytest.mark.parametrize("tail, key", [
    (b"", "code.cut_short"),                 # version 2 without its texts
    (bytes([5]) + b"ab", "code.cut_short"),  # a title longer than what is left
    (bytes([2]) + b"\xff\xfe" + bytes([0]), "code.bad_title"),  # not UTF-8
    (bytes([3]) + b"a\nb" + bytes([0]), "code.bad_title"),      # a line break a title never has
])
def test_a_damaged_version_2_code_says_why(tail, key):
    forged = codes.pack(lb.CODE_TAG, 2, bytes([0, 3, *range(12)]) + tail)
    with pytest.raises(CodeError) as opened:
        lb.decode(forged)
    assert opened.value.args[0].code == key


def test_an_unknown_version_is_refused():
    with pytest.raises(CodeError) as opened:
        lb.decode(codes.pack(lb.CODE_TAG, 3, bytes([0, 3, *range(12)])))
    assert opened.value.args[0].code == "code.version"
