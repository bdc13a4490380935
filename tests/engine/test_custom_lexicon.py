"""A player's own word list (wordgames/custom.py): checking, ids, limits, word safety,
and the list flowing into Boggle and Letter Boxed, their share codes and the missing-list error."""

from __future__ import annotations

import base64
import hashlib

import pytest

from conftest import final
from wordgames import custom
from wordgames.codes import CodeError
from wordgames.games import boggle, letterboxed
from wordgames.lexicon import LexiconError, load

PLATES = "PERS LATG SINE TERS"
WORDS = "plates\nstaple, pastel petals  # anagrams\nsalt slat last\n"
SIDES = "GIY,ERO,HNM,TAL"


def loaded(text: str, lang: str = "en", name: str = "mine.txt") -> dict:
    result = final("wordlist", "load", {"text": text, "lang": lang, "name": name})
    assert result["type"] == "result", result
    return result


def test_parsing_lines_commas_spaces_comments_bom_and_case():
    wordlist = custom.read("\ufeffPlates\r\nstaple, pastel;petals # anagrams\n# a comment line\n\n  Salt  \n", "en")
    assert list(wordlist.lexicon) == ["pastel", "petals", "plates", "salt", "staple"]
    assert all(wordlist.lexicon.is_common(w) for w in wordlist.lexicon)  # every word is everyday
    assert wordlist.rejected == [] and wordlist.duplicates == 0
    assert custom.read(b"\xef\xbb\xbfplates\n", "en").lexicon.common_words == ("plates",)  # a BOM in bytes


def test_every_rejection_reason_with_its_line():
    wordlist = custom.read("ok\nx\nx-ray\ncafé\n" + "a" * 31 + "\nsmørbrød\nok\n", "en")
    reasons = [(r.line, r.reason.code) for r in wordlist.rejected]
    assert reasons == [(2, "wordlist.too_short"), (3, "wordlist.not_word"), (4, "wordlist.letters"),
                       (5, "wordlist.too_long"), (6, "wordlist.letters")]
    assert str(wordlist.rejected[3].reason) == f"{'A' * 31} is too long: words have at most 30 letters"
    assert str(wordlist.rejected[4].reason) == "SMØRBRØD has Ø, which is not in the English alphabet"
    assert wordlist.rejected_count == 5 and wordlist.duplicates == 1
    assert list(custom.read("smørbrød\nblåbær\n", "nb").lexicon) == ["blåbær", "smørbrød"]  # Bokmål letters
    summary = loaded("ok\nx\n")
    assert summary["rejected"] == [{"line": 2, "text": "x", "code": "wordlist.too_short",
                                    "params": {"word": "X", "min": 2},
                                    "message": "X is too short: words need at least 2 letters"}]
    assert summary["too_short"] == {"boggle": 1, "letterboxed": 1}  # "ok" counts, but neither game plays it


def test_rejected_items_are_counted_all_and_listed_up_to_a_limit():
    wordlist = custom.read("word\n" + "1\n" * 500, "en")
    assert wordlist.rejected_count == 500 and len(wordlist.rejected) == custom.MAX_REJECTED_LISTED


@pytest.mark.parametrize(("data", "code"), [
    ("", "wordlist.empty"),
    ("# only a comment\n\n", "wordlist.empty"),
    ("123\nx-y\n", "wordlist.no_words"),
    (b"plates\n\xff\xfe\n", "wordlist.not_utf8"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "wordlist.binary"),
    ("a" * (custom.MAX_BYTES + 1), "wordlist.too_big"),
])
def test_unusable_lists_are_refused_whole_with_a_reason(data, code):
    with pytest.raises(LexiconError) as caught:
        custom.read(data, "en")
    assert caught.value.args[0].code == code


def test_the_not_utf8_error_names_the_line():
    with pytest.raises(LexiconError, match="line 3 cannot be read"):
        custom.read("one\ntwo\nfr\xe9d\n".encode("latin-1"), "en")


def test_too_many_words(monkeypatch):
    monkeypatch.setattr(custom, "MAX_WORDS", 3)
    assert len(custom.read("aa bb cc", "en").lexicon) == 3
    with pytest.raises(LexiconError, match="more than 3 words"):
        custom.read("aa bb cc dd", "en")


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_blocked_words_are_dropped_and_only_counted(lang):
    base = load(lang)
    candidates = {"en": ["fuck", "shit", "fuckface"], "nb": ["faen", "drittsekk"]}[lang]
    blocked = [w for w in candidates if base.offensive(w)]
    assert blocked
    wordlist = custom.read("\n".join(["hello", *blocked, "hus"]), lang)
    assert wordlist.blocked == len(blocked)
    assert not any(w in wordlist.lexicon for w in blocked)
    assert not any(r.text in blocked for r in wordlist.rejected)  # never listed either
    with pytest.raises(LexiconError) as caught:
        custom.read("\n".join(blocked), lang)
    assert "not allowed" in str(caught.value)


def test_the_id_is_stable_across_order_duplicates_and_runs_and_names_the_language():
    first = custom.read("plates\nstaple\n", "en", "a.txt")
    assert custom.read("STAPLE, plates plates", "en", "other name").id == first.id
    # sha256 of the language and the sorted words: the same on every machine and run
    assert first.id == hashlib.sha256(b"en\nplates\nstaple").hexdigest()[:10]
    assert custom.read("plates\nstaple\n", "nb").id != first.id
    assert custom.read("plates\n", "en").id != first.id
    assert first.lexicon.meta["id"] == first.id and first.lexicon.meta["name"] == "a.txt"


def test_names_are_one_short_clean_line():
    assert custom.clean_name("  my\n\x00 words\t.txt ", "en") == "my words .txt"
    assert len(custom.clean_name("æ" * 100, "nb").encode()) <= custom.MAX_NAME_BYTES
    assert custom.clean_name("fuck words", "en") == ""


def test_read_gives_the_lexicon_and_the_rejected_items():
    wordlist = custom.read("plates\nx-ray\n", language="en", name="mine")
    lexicon, rejected = wordlist.lexicon, wordlist.rejected
    assert list(lexicon) == ["plates"] and lexicon.meta["name"] == "mine"
    assert [(r.line, r.text, r.reason.code) for r in rejected] == [(2, "x-ray", "wordlist.not_word")]


def test_load_action_takes_base64_bytes_and_streams_progress_for_big_lists():
    words = [a + b + c for a in "bcdfg" for b in "aeiou" for c in "lmnprst"] * 200  # 175 words, 35,000 lines
    events = list(custom.load_list({"data": base64.b64encode("\n".join(words).encode()).decode(), "lang": "en"}))
    assert [e["stage"] for e in events if e["type"] == "progress"] == ["checking"] * 1 + ["compiling"]
    assert events[-1]["words"] == 175 and events[-1]["duplicates"] == 35_000 - 175
    bad = final("wordlist", "load", {"data": "not base64!", "lang": "en"})
    assert bad["type"] == "error" and bad["code"] == "wordlist.binary"
    assert final("wordlist", "load", {"text": "plates", "lang": "xx"})["code"] == "param.unknown_language"


def test_boggle_solve_with_a_custom_list_uses_only_its_words():
    ref = loaded(WORDS)["ref"]
    result = final("boggle", "solve", {"board": PLATES, "lexicon": ref})
    assert result["words"] == ["last", "petals", "plates", "slat", "staple"]
    assert result["lexicon"] == ref and result["lexicon_name"] == "mine.txt"
    standard = final("boggle", "solve", {"board": PLATES})
    assert standard["count"] > 100 and "lexicon" not in standard


def test_boggle_check_and_generate_with_a_custom_list():
    ref = loaded(WORDS)["ref"]
    code = final("boggle", "solve", {"board": PLATES, "lexicon": ref})["code"]
    assert final("boggle", "check", {"code": code, "word": "staple"})["ok"]
    pears = final("boggle", "check", {"code": code, "word": "pears"})  # a standard word, not in the list
    assert not pears["ok"] and pears["reason_code"] == "word.not_in_list"
    big = loaded("\n".join(load("en").common_words[::4]), name="a quarter")["ref"]
    made = final("boggle", "generate", {"seed": "mine", "lexicon": big})
    assert made["lexicon"] == big and made["common_words"] >= 1
    assert boggle.decode(made["code"])["lexicon_name"] == "a quarter"
    assert set(final("boggle", "solve", {"code": made["code"]})["words"]) <= set(load("en").common_words[::4])
    none = loaded("zzz\nqqq\n", name="none")["ref"]
    assert final("boggle", "generate", {"seed": "x", "lexicon": none})["code"] == "generate.no_roll_list"


def test_letterboxed_check_accepts_a_custom_word_and_rejects_a_standard_one():
    en = load("en")
    assert "again" in en and "mytho" not in en  # a standard word and a made-up one, both traceable on the board
    ref = loaded("mytho\nairmail, ahoy\n")["ref"]
    code = final("letterboxed", "decode", {"code": letterboxed.encode(
        {"sides": SIDES.lower().split(","), "lang": "en", "par": None, "lexicon": ref,
         "lexicon_name": "mine.txt"})})["code"]
    custom_word = final("letterboxed", "check", {"code": code, "word": "mytho"})
    assert custom_word["ok"], custom_word
    standard = final("letterboxed", "check", {"code": code, "word": "again"})
    assert not standard["ok"] and standard["reason_code"] == "word.not_in_list"
    solved = final("letterboxed", "solve", {"sides": SIDES, "lexicon": ref})
    assert solved["type"] == "result" and solved["playable"] == 3 and not solved["solvable"]


def test_letterboxed_generate_with_a_custom_list():
    base = load("en")
    ref = loaded("\n".join(base.common_words[::3]), name="a third")["ref"]
    made = final("letterboxed", "generate", {"seed": "mine", "lexicon": ref, "difficulty": 2})
    assert made["type"] == "result" and made["lexicon"] == ref
    assert letterboxed.decode(made["code"])["lexicon_name"] == "a third"


def test_codes_round_trip_with_the_list_and_old_codes_still_decode():
    ref = "custom:0123456789"
    board = {"rows": 4, "cols": 4, "faces": list("perslatgsineters"), "lang": "en", "min_length": 3}
    old = boggle.encode(board)
    assert boggle.decode(old) == board
    tied = boggle.encode({**board, "lexicon": ref, "lexicon_name": "Ørrets ord"})
    assert tied.startswith(old[:-4]) and boggle.decode(tied) == {**board, "lexicon": ref, "lexicon_name": "Ørrets ord"}
    box = {"sides": ["giy", "ero", "hnm", "tal"], "lang": "nb", "par": 3}
    assert letterboxed.decode(letterboxed.encode(box)) == box
    assert letterboxed.decode(letterboxed.encode({**box, "lexicon": ref, "lexicon_name": ""})) == {
        **box, "lexicon": ref, "lexicon_name": ""}


def test_a_damaged_list_section_is_a_clear_code_error():
    from wordgames import codes

    base = bytes([0, 3]) + bytes(range(12))
    for tail in (b"\x01\x02", bytes(5) + b"\x05ab", bytes(5) + b"\x02\xff\xfe"):
        with pytest.raises(CodeError, match="names its word list wrongly"):
            letterboxed.decode(codes.pack(letterboxed.CODE_TAG, 1, base + tail))


def test_a_puzzle_whose_list_is_not_loaded_says_which_list_it_needs():
    ref = loaded(WORDS, name="Anagrams")["ref"]
    code = final("boggle", "solve", {"board": PLATES, "lexicon": ref})["code"]
    custom._LISTS.clear()  # a fresh visit: the worker's memory holds no list
    opened = final("boggle", "decode", {"code": code})  # opening works: the page learns which list
    assert opened["lexicon"] == ref and opened["lexicon_name"] == "Anagrams"
    for action, params in (("check", {"word": "plates"}), ("solve", {})):
        error = final("boggle", action, {"code": code, **params})
        assert error["type"] == "error" and error["code"] == "wordlist.missing"
        assert error["message"] == f"This puzzle needs the word list Anagrams (id {ref[7:]}); load it to play"
    assert final("boggle", "solve", {"board": PLATES, "lexicon": "custom:nope"})["code"] == "wordlist.bad_ref"
    loaded(WORDS)  # loading the same words again gives the same id: the puzzle plays
    assert final("boggle", "check", {"code": code, "word": "plates"})["ok"]


def test_a_list_of_another_language_is_refused():
    ref = loaded("hus\nhytte\n", lang="nb")["ref"]
    error = final("boggle", "solve", {"board": PLATES, "lang": "en", "lexicon": ref})
    assert error["code"] == "wordlist.other_language" and "Norwegian (Bokmål), not English" in error["message"]


def test_only_the_most_recent_lists_are_kept():
    refs = [loaded(f"word{'a' * i}".replace("word", "wo"))["ref"] for i in range(custom.KEPT + 1)]
    assert final("wordlist", "forget", {"lexicon": refs[-1]})["forgotten"]
    assert not final("wordlist", "forget", {"lexicon": refs[0]})["forgotten"]  # the oldest went first


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_the_shared_prefix_walk_finds_exactly_the_blocked_words(lang):
    base = load(lang)
    sample = sorted({*list(base)[::97], "a", "ab", "abc", "zz", "shit", "shits", "faen", "faens", "hore", "horer"})
    assert list(custom._blocked_among(sample, base)) == [w for w in sample if base.is_blocked(w)]
    assert any(base.is_blocked(w) for w in sample)


def test_a_compiled_list_is_restored_without_a_new_check():
    summary = loaded(WORDS, name="Anagrams")
    custom._LISTS.clear()
    restored = final("wordlist", "restore", {"compiled": summary["compiled"]})
    assert {k: restored[k] for k in ("id", "ref", "name", "lang", "words")} == {
        k: summary[k] for k in ("id", "ref", "name", "lang", "words")}
    assert final("boggle", "solve", {"board": PLATES, "lexicon": summary["ref"]})["count"] == 5
    for bad in ("", "!!", base64.b64encode(b"WGLEX1\nnot json").decode()):
        assert final("wordlist", "restore", {"compiled": bad})["code"] == "lexicon.bad_file"
