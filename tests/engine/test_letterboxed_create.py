"""Letter Boxed's creator (``letterboxed create``) and the typed board (``letterboxed board``).

Every arrangement the creator returns is checked against the solver run here, on its own:
the words are playable in the chain's order and use every letter, the par, the minimum and
the two-word count are the solver's, and "your words are the answer" is the solver's
list of everyday pairs holding the chain alone.
"""

from __future__ import annotations

import itertools

import pytest

from conftest import final
from wordgames import custom
from wordgames.games import letterboxed as lb, run
from wordgames.games.base import final as run_to_end
from wordgames.games.letterboxed import creator
from wordgames.lexicon import COMMON, load
from wordgames.messages import Message

#: Inputs the creator makes boards from: (words, lang), in an order the creator must restore.
MADE = {
    "two words": ({"words": "orphans, surgical"}, "en"),
    "three words, reordered": ({"words": "rhymes translator bat"}, "en"),
    "bokmål": ({"words": "langdistanse bopel", "lang": "nb"}, "nb"),
}


def events(params: dict) -> list[dict]:
    return list(run("letterboxed", "create", params))


@pytest.fixture(scope="module", params=list(MADE))
def made(request):
    params, lang = MADE[request.param]
    return params, lang, events(params)


# -- what the creator makes --------------------------------------------------------------------
def test_every_arrangement_is_a_board_the_chain_solves_with_the_solvers_numbers(made):
    params, lang, stream = made
    lexicon = load(lang)
    done = stream[-1]
    assert done["type"] == "result", done
    arranged = [e for e in stream if e["type"] == "arrangement"]
    assert 1 <= len(arranged) <= creator.ARRANGEMENTS
    assert [{k: v for k, v in e.items() if k != "type"} for e in arranged] == done["arrangements"]
    chain = done["chain"]
    assert sorted(chain) == sorted(creator.read_words(params["words"]))
    assert all(a[-1] == b[0] for a, b in zip(chain, chain[1:]))
    assert len({c for w in chain for c in w}) == lb.LETTERS == len(done["letters"])
    seen = set()
    for board in done["arrangements"]:
        sides = board["sides"]
        assert len(sides) == lb.SIDES and all(len(side) == lb.PER_SIDE for side in sides)
        assert sorted("".join(sides)) == done["letters"]
        partition = frozenset(frozenset(side) for side in sides)
        assert partition not in seen, "the same board twice"
        seen.add(partition)
        puzzle = {**lb.decode(board["code"]), "lang": lang}
        assert puzzle["sides"] == sides and puzzle["par"] == board["par"] and puzzle["lang"] == lang
        for i, word in enumerate(chain):
            assert lb.check_word(puzzle, chain[:i], word, lexicon) is None, (sides, word)
        everyday = run_to_end(lb.solve_board(sides, lexicon, common_only=True))
        full = run_to_end(lb.solve_board(sides, lexicon))
        assert board["par"] == everyday["min_words"] and board["everyday_best"] == everyday["best"]
        assert board["min_words"] == full["min_words"] >= 2, "a board a single word solves is refused"
        assert board["best"] == full["best"] and board["two_word_count"] == full["two_word_count"]
        assert board["everyday_two_word_count"] == everyday["two_word_count"]
        assert board["min_words"] <= board["par"] <= len(chain)


def test_your_words_are_the_answer_is_what_the_solver_finds():
    stream = events({"words": "orphans surgical", "answer": True})
    done = stream[-1]
    assert done["type"] == "result" and done["answer"] and not done["notes"], done
    lexicon = load("en")
    assert done["arrangements"]
    for board in done["arrangements"]:
        assert board["answer_unique"] is True and board["par"] == 2 and board["par_solutions"] == 1
        everyday = run_to_end(lb.solve_board(board["sides"], lexicon, common_only=True))
        assert everyday["two_word_solutions"] == [done["chain"]], board["sides"]


def test_when_no_board_has_the_words_as_its_one_answer_the_result_says_so(monkeypatch):
    monkeypatch.setattr(creator, "ANSWER_TRIES", 4)
    done = final("letterboxed", "create", {"words": "yields shank keynote", "answer": True})
    assert done["type"] == "result", done
    assert [note["code"] for note in done["notes"]] == ["lbcreate.answer_none"]
    assert "only shortest solution" in done["notes"][0]["message"]
    assert done["arrangements"] and not any(board["answer_unique"] for board in done["arrangements"])
    nearness = [(board["par_solutions"] is None, board["par_solutions"] or 0) for board in done["arrangements"]]
    assert nearness == sorted(nearness), "the nearest boards come first"
    lexicon = load("en")
    for board in done["arrangements"]:
        words = lb.playable_words(board["sides"], lexicon, (COMMON,))
        in_par = brute_force_count(board["sides"], words, board["par"]) if board["par"] == 3 else None
        assert board["par_solutions"] == in_par


def test_a_rare_word_cannot_be_the_everyday_answer_and_the_result_says_so():
    done = final("letterboxed", "create", {"words": "gnome earthily", "answer": True})
    assert done["type"] == "result" and [n["code"] for n in done["notes"]] == ["lbcreate.answer_rare"]
    assert done["arrangements"] and all("answer_unique" not in board for board in done["arrangements"])


def brute_force_count(sides, words, length):
    """Chains of ``length`` playable ``words`` that use every letter, counted one by one."""
    letters = set("".join(sides))
    starting = {}
    for word in words:
        starting.setdefault(word[0], []).append(word)
    count = 0
    stack = [(w, set(w), 1) for w in words]
    while stack:
        last, used, n = stack.pop()
        if n == length:
            count += used == letters
            continue
        stack.extend((w, used | set(w), n + 1) for w in starting.get(last[-1], ()))
    return count


def returned(steps):
    """What a generator returns, run to its end."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def test_counting_the_solutions_in_par_matches_brute_force():
    lexicon = load("en")
    for sides in (["tys", "ial", "kho", "edn"], ["giy", "ero", "hnm", "tal"]):
        words = lb.playable_words(sides, lexicon, (COMMON,))
        for length in (1, 2, 3):
            assert returned(creator.solutions_in(sides, words, length)) == brute_force_count(sides, words, length)


def test_same_input_same_arrangements_and_the_seed_changes_them():
    params = {"words": "orphans surgical"}
    first = events(params)
    assert events(params) == first
    other = events({**params, "seed": "another"})
    assert other[-1]["seed"] == "another" and first[-1]["seed"] == "orphans-surgical"
    assert [b["sides"] for b in other[-1]["arrangements"]] != [b["sides"] for b in first[-1]["arrangements"]]


def test_the_creator_can_be_stopped_between_any_two_steps():
    steps = run("letterboxed", "create", {"words": "orphans surgical"})
    seen = list(itertools.islice(steps, 5))
    assert all(e["type"] == "progress" for e in seen)
    steps.close()
    assert next(steps, None) is None
    stream = events({"words": "orphans surgical"})
    between = [e["type"] for e in stream]
    arranged = [i for i, kind in enumerate(between) if kind == "arrangement"]
    assert all(between[i - 1] == "progress" for i in arranged[1:]), "progress between arrangements"
    assert between.count("progress") > 10 * len(arranged)


# -- what cannot be made, and why ----------------------------------------------------------------
@pytest.mark.parametrize("words, code, said", [
    ("", "lbcreate.no_words", "one to 5 words"),
    ([], "lbcreate.no_words", "one to 5 words"),
    ("cat tan nap pin nut tea", "lbcreate.too_many", "6 words are too many"),
    ("he11o world", "lbcreate.not_word", "HE11O is not a word"),
    ("café eat", "lbcreate.alphabet", "É, which is not in the English alphabet"),
    ("ox xylophone", "lbcreate.too_short", "OX is too short"),
    ("hello otter", "lbcreate.doubled", "the LL in HELLO can never be played"),
    ("shit tan", "lbcreate.blocked", "is not allowed"),
    ("zqxv vat", "lbcreate.not_in_list", "ZQXV is not in the word list"),
    ("cat cat", "lbcreate.twice", "CAT is there twice"),
    ("quickly yawning gravest", "lbcreate.too_many_letters", "use 16 different letters; a board has only 12"),
    ("mighty cat", "lbcreate.no_chain", "MIGHTY, CAT cannot be put in an order"),
    ("cat tan nap pin nut", "lbcreate.few_letters", "7 different letters; a board has 12, so 5 more"),
    ("mighty yearn", "lbcreate.few_letters_suggest", "so 2 more are needed. A word such as"),
    ("blacksmithing", "lbcreate.one_word_only", "BLACKSMITHING uses all 12 letters on its own"),
])
def test_every_impossibility_has_its_message(words, code, said):
    done = final("letterboxed", "create", {"words": words})
    assert done["type"] == "error" and done["code"] == code, done
    assert said in done["message"]
    assert "parameter" not in done["message"] and "'words'" not in done["message"]


def test_the_messages_are_said_in_bokmal_too():
    done = final("letterboxed", "create", {"words": "hallo", "lang": "nb"})
    assert done["code"] == "lbcreate.doubled"
    assert Message.of(done).text("nb") == ("LL i HALLO kan aldri spilles: to bokstaver etter hverandre kommer alltid "
                                           "fra forskjellige sider")


def test_suggested_words_complete_the_board():
    done = final("letterboxed", "create", {"words": "mighty yearn"})
    suggest = done["params"]["suggest"]
    assert 1 <= len(suggest) <= creator.SUGGESTIONS
    lexicon = load("en")
    assert len(done["params"]["suggest_letters"]) == len(suggest)
    for word, letters in zip(suggest, done["params"]["suggest_letters"]):
        assert lexicon.tier(word) == COMMON and len(set(word) | set("mightyyearn")) == lb.LETTERS
        assert letters == "".join(sorted(set(word) - set("mightyyearn"))).upper() and len(letters) == 2
        assert word[0] == "n" or word[-1] == "m", "it extends the chain at one end"
    made = final("letterboxed", "create", {"words": ["mighty", "yearn", suggest[0]]})
    assert made["type"] == "result" and made["arrangements"], made


def own_list(words: list[str]) -> str:
    return custom.register(custom.read("\n".join(words), "en", "mine"))


def test_with_the_players_own_list_a_word_it_lacks_is_offered_anyway():
    letters = set("orphansunlight")
    ref = own_list([w for w in load("en").common_words if set(w) <= letters and w != "sunlight"])
    done = final("letterboxed", "create", {"words": "orphans sunlight", "lexicon": ref, "lang": "en"})
    assert done["type"] == "result", done
    assert done["unlisted"] == ["sunlight"] and [n["code"] for n in done["notes"]] == ["lbcreate.unlisted"]
    assert done["lexicon"] == ref
    assert all(lb.decode(board["code"])["lexicon"] == ref for board in done["arrangements"])
    tiny = own_list(["orphans", "sonic"])
    unsolvable = final("letterboxed", "create", {"words": "orphans sunlight", "lexicon": tiny})
    assert unsolvable["code"] == "lbcreate.unlisted_unsolvable"
    assert "SUNLIGHT is not in your word list" in unsolvable["message"]
    missing = final("letterboxed", "create", {"words": "orphans sunlight"})  # the built-in list has it
    assert missing["type"] == "result"
    missing = final("letterboxed", "create", {"words": "orphans sunlightz"})
    assert missing["code"] == "lbcreate.not_in_list"


def test_letters_that_cannot_share_a_square_are_explained():
    words = ["abacadaeafagahaiaja", "alk"]  # A stands next to B ... K: ten letters
    ref = own_list(words)
    done = final("letterboxed", "create", {"words": words, "lexicon": ref})
    assert done["code"] == "lbcreate.crowded" and "A stands next to 10 different letters" in done["message"]
    words = ["abacadaeafagahaiaj", "jkl"]  # A's only possible side-mates, K and L, stand together in JKL
    done = final("letterboxed", "create", {"words": words, "lexicon": own_list(words)})
    assert done["code"] == "lbcreate.no_placement", done


# -- a board typed by the player -----------------------------------------------------------------
@pytest.mark.parametrize("typed, sides", [
    ("ABC DEF GHI JKL", ["abc", "def", "ghi", "jkl"]),
    ("abcdefghijkl", ["abc", "def", "ghi", "jkl"]),
    ("  gIy / ERO - hnm;tal ", ["giy", "ero", "hnm", "tal"]),
    ("Abc,\tdef\nghi | jkl", ["abc", "def", "ghi", "jkl"]),
])
def test_a_typed_board_is_read_in_any_case_with_any_separators(typed, sides):
    done = final("letterboxed", "board", {"sides": typed})
    assert done["type"] == "result" and done["sides"] == sides, done
    assert lb.decode(done["code"]) == {"sides": sides, "lang": "en", "par": None}


def test_a_typed_bokmal_board_keeps_its_letters():
    done = final("letterboxed", "board", {"sides": "ÆØÅ abc def ghi", "lang": "nb"})
    assert done["sides"] == ["æøå", "abc", "def", "ghi"] and lb.decode(done["code"])["lang"] == "nb"


def test_a_typed_board_takes_the_par_its_solve_proved():
    solved = final("letterboxed", "solve", {"sides": "giy,ero,hnm,tal"})
    done = final("letterboxed", "board", {"sides": "GIY ERO HNM TAL", "par": solved["everyday_min_words"]})
    assert done["par"] == solved["everyday_min_words"] == lb.decode(done["code"])["par"], (done, solved)
    refused = final("letterboxed", "board", {"sides": "GIY ERO HNM TAL", "par": 13})
    assert refused["type"] == "error" and refused["code"] == "param.out_of_range", refused


@pytest.mark.parametrize("typed, lang, code, said", [
    ("", "en", "board.lb_empty", "type the board's 12 letters"),
    ("abc def ghi jka", "en", "board.repeats", "A repeats"),
    ("abc defg hij kl", "en", "board.side_length", "side 2 (DEFG) has 4 letters; each side has 3"),
    ("abc def ghi", "en", "board.side_count", "4 sides of 3 letters; these are 3 groups"),
    ("abc def ghi jkl mno", "en", "board.side_count", "these are 5 groups"),
    ("abcdefghijk", "en", "board.letter_count", "a board has 12 letters; 11 are typed"),
    ("abc def gh1 jkl", "en", "board.not_letter", "'1' is not a letter"),
    ("abc def ghi jkø", "en", "board.not_in_alphabet", "Ø is not a letter of the English alphabet"),
])
def test_a_typed_board_gets_a_precise_message(typed, lang, code, said):
    done = final("letterboxed", "board", {"sides": typed, "lang": lang})
    assert done["type"] == "error" and done["code"] == code, done
    assert said in done["message"]


def test_an_unsolvable_board_is_proven_so_with_a_message():
    done = final("letterboxed", "solve", {"sides": "bcd,fgh,jkl,mnp"})
    assert done["solvable"] is False and done["min_words"] is None
    assert done["reason_code"] == "board.unsolvable" and "has no solution" in done["reason"]
    solvable = final("letterboxed", "solve", {"sides": "giy,ero,hnm,tal"})
    assert solvable["solvable"] and "reason_code" not in solvable and solvable["reason"] is None
