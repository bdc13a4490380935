import datetime

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import final
from wordgames import codes
from wordgames.games import letterboxed as lb
from wordgames.games.base import final as run_to_end
from wordgames.lexicon import COMMON, Lexicon, load
from wordgames.rng import Rng

ALPHABET = "abcdefghijklmnopqrstuvwxyz"


# -- an independent reference: try every chain of words -------------------------------
def fits(sides, word):
    side = {c: i for i, s in enumerate(sides) for c in s}
    return (len(word) >= 3 and all(c in side for c in word)
            and all(side[a] != side[b] for a, b in zip(word, word[1:])))


def brute_force(sides, words, max_words):
    """(fewest words, fewest letters) over chains of up to max_words words, or None."""
    valid = [w for w in words if fits(sides, w)]
    letters = set("".join(sides))
    for k in range(1, max_words + 1):
        best = None
        stack = [((w,), frozenset(w)) for w in valid]
        while stack:
            chain, used = stack.pop()
            if len(chain) == k:
                if used == letters:
                    total = sum(map(len, chain))
                    best = total if best is None else min(best, total)
                continue
            stack.extend((chain + (w,), used | set(w)) for w in valid if w[0] == chain[-1][-1])
        if best is not None:
            return k, best
    return None


@pytest.fixture(scope="module")
def small(en):
    """3,000 common English words: boards on it are small enough to brute force."""
    words = Rng("small lexicon").shuffled(en.common_words)[:3000]
    return Lexicon.from_tiers(dict.fromkeys(words, COMMON), "small")


boards = st.permutations(ALPHABET).map(lambda letters: ["".join(letters[i:i + 3]) for i in range(0, 12, 3)])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(boards)
def test_solver_matches_brute_force(small, sides):
    outcome = run_to_end(lb.solve_board(sides, small))
    words = list(small)
    assert lb.playable_words(sides, small) == sorted(w for w in words if fits(sides, w))
    reference = brute_force(sides, words, 4)
    if reference is None:
        assert outcome["min_words"] is None or outcome["min_words"] > 4
    else:
        assert (outcome["min_words"], outcome["letters"]) == reference
    if outcome["solvable"]:
        chain = outcome["best"]
        assert set("".join(chain)) == set("".join(sides))
        assert all(fits(sides, w) and w in small for w in chain)
        assert all(a[-1] == b[0] for a, b in zip(chain, chain[1:]))
        assert sum(map(len, chain)) == outcome["letters"]
    valid = [w for w in words if fits(sides, w)]
    pairs = {(a, b) for a in valid for b in valid if a[-1] == b[0] and set(a + b) == set("".join(sides))}
    assert {tuple(p) for p in outcome["two_word_solutions"]} == pairs


def test_known_board(en):
    result = final("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL"})
    assert result["min_words"] == 2
    assert len(result["two_word_solutions"]) > 10
    a, b = result["best"]
    assert a[-1] == b[0] and set(a + b) == set("giyerohnmtal")
    assert result["letters"] == min(len(x) + len(y) for x, y in result["two_word_solutions"])


def test_the_everyday_pairs_are_those_of_two_everyday_words(en):
    """``everyday_two_word_solutions``: the pairs whose two words are both everyday, shortest
    first like all the pairs, ``pairs_limit`` of them; ``everyday_two_word_count`` counts them all."""
    full = final("letterboxed", "solve", {"sides": "ers,tni,lca,dop"})
    everyday = [pair for pair in full["two_word_solutions"] if all(en.is_common(word) for word in pair)]
    assert 0 < len(everyday) < full["two_word_count"]
    assert full["everyday_two_word_solutions"] == everyday and full["everyday_two_word_count"] == len(everyday)
    limited = final("letterboxed", "solve", {"sides": "ers,tni,lca,dop", "pairs_limit": 3})
    assert limited["everyday_two_word_solutions"] == everyday[:3]
    assert limited["everyday_two_word_count"] == len(everyday)


def test_pairs_are_shortest_first_and_pairs_limit_keeps_the_first(en):
    full = final("letterboxed", "solve", {"sides": "ers,tni,lca,dop"})
    pairs = full["two_word_solutions"]
    assert full["two_word_count"] == len(pairs) > 50
    assert pairs == sorted(pairs, key=lambda p: (len(p[0]) + len(p[1]), p))
    assert [full["letters"], full["best"]] == [len(pairs[0][0]) + len(pairs[0][1]), pairs[0]]
    for limit in (0, 1, 37):
        limited = final("letterboxed", "solve", {"sides": "ers,tni,lca,dop", "pairs_limit": limit})
        assert limited["two_word_solutions"] == pairs[:limit]
        assert limited["two_word_count"] == full["two_word_count"]
        assert (limited["best"], limited["letters"]) == (full["best"], full["letters"])
    bad = final("letterboxed", "solve", {"sides": "ers,tni,lca,dop", "pairs_limit": -1})
    assert bad["type"] == "error" and bad["code"] == "param.out_of_range"


def test_unsolvable_board_is_proven(en):
    result = final("letterboxed", "solve", {"sides": "XQZ,JVW,KPB,FYU"})
    assert result["solvable"] is False and result["min_words"] is None and result["best"] == []


def test_solve_streams_everyday_solution_then_pairs_then_best(en):
    events = list(lb.solve({"sides": "ers,tni,lca,dop"}))
    kinds = [e["type"] for e in events]
    assert kinds[0] == "progress" and kinds[-1] == "result"
    streamed = [p for e in events if e["type"] == "pairs" for p in e["pairs"]]
    result = events[-1]
    assert sorted(streamed) == sorted(result["two_word_solutions"])
    solutions = [e for e in events if e["type"] == "solution"]
    assert [s["everyday"] for s in solutions] == [True, False]
    assert kinds.index("solution") < kinds.index("pairs") < len(kinds) - 1 - kinds[::-1].index("solution")
    everyday, best = solutions
    assert all(en.is_common(w) for w in everyday["words"])
    assert (everyday["words"], len(everyday["words"])) == (result["everyday_best"], result["everyday_min_words"])
    assert (best["words"], best["letters"], len(best["words"])) == (
        result["best"], result["letters"], result["min_words"])
    # the everyday solution is the optimum over the common tier alone
    common = run_to_end(lb.solve_board(["ers", "tni", "lca", "dop"], en, common_only=True))
    assert (common["best"], common["letters"]) == (everyday["words"], everyday["letters"])
    assert result["min_words"] <= result["everyday_min_words"]


def test_solve_without_an_everyday_solution(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text("gnome\nearthily\n", encoding="utf-8")
    result = final("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL", "wordlist": str(path)})
    assert result["everyday_best"] == result["best"] == ["gnome", "earthily"]  # a player's list is all everyday
    unsolvable = final("letterboxed", "solve", {"sides": "XQZ,JVW,KPB,FYU"})
    assert unsolvable["everyday_best"] is None and unsolvable["everyday_min_words"] is None


def test_word_list_file_changes_the_answer(tmp_path):
    path = tmp_path / "two.txt"
    path.write_text("gnome\nearthily\nzebra\n", encoding="utf-8")
    result = final("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL", "wordlist": str(path)})
    assert result["best"] == ["gnome", "earthily"] and result["playable"] == 2
    path.write_text("gnome\n", encoding="utf-8")
    result = final("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL", "wordlist": str(path)})
    assert result["solvable"] is False


@pytest.mark.parametrize("sides, message", [
    ("ABC,DEF,GHI", "4 sides of 3 letters"),
    ("ABC,DEF,GHI,JKLM", "4 sides of 3 letters"),
    ("ABC,DEF,GHI,JKA", "A repeats"),
    ("AB1,DEF,GHI,JKL", "'1' is not a letter"),
])
def test_bad_boards_are_explained(sides, message):
    result = final("letterboxed", "solve", {"sides": sides})
    assert result["type"] == "error" and message in result["message"]


@pytest.mark.parametrize("played, word, reason", [
    ([], "ge", "too short"),
    ([], "tee", "EE: the same letter cannot be used twice"),
    ([], "gyro", "GY: consecutive letters must come from different sides"),
    ([], "gnome", None),
    (["gnome"], "throaty", "must start with E, the last letter of GNOME"),
    ([], "bat", "B is not on the board"),
    ([], "hont", "not in the word list"),
    (["gnome"], "earthily", None),
])
def test_check_gives_readable_reasons(played, word, reason):
    result = final("letterboxed", "check", {"sides": "GIY,ERO,HNM,TAL", "played": played, "word": word})
    assert result["ok"] is (reason is None)
    if reason:
        assert reason in result["reason"]
    else:
        assert result["played"] == played + [word]


@pytest.mark.parametrize("sides, word", [
    ("OYN,VRP,EHI,GDJ", "overhyping"), ("OYN,VRP,EHI,GDJ", "dojo"), ("IPO,MRV,AST,LEN", "improv"),
])
def test_check_accepts_rarer_words_players_know(sides, word):
    """Words the New York Times' Letter Boxed accepts that SCOWL size 70 did not (issue #27)."""
    assert final("letterboxed", "check", {"sides": sides, "word": word})["ok"] is True


def test_check_reports_the_win():
    result = final("letterboxed", "check", {"sides": "GIY,ERO,HNM,TAL", "played": ["gnome"], "word": "earthily"})
    assert result["solved"] and result["remaining"] == []
    broken = final("letterboxed", "check", {"sides": "GIY,ERO,HNM,TAL", "played": ["zzz"], "word": "gnome"})
    assert broken["type"] == "error"


@pytest.mark.parametrize("lang, difficulty, seed", [
    ("en", 2, "a"), ("en", 3, "b"), ("en", 3, "2026-11-22"), ("en", 4, "y"), ("nb", 2, "d"), ("nb", 3, "e"),
])
def test_generated_boards_are_sound(lang, difficulty, seed, en, nb):
    lexicon = {"en": en, "nb": nb}[lang]
    puzzle = final("letterboxed", "generate", {"seed": seed, "lang": lang, "difficulty": difficulty})
    sides = puzzle["sides"]
    letters = "".join(sides)
    assert len(sides) == 4 and len(set(letters)) == 12 and set(letters) <= set(lb.ALPHABETS[lang])
    # built backwards: the known answer is a valid chain of common words using every letter
    answer = puzzle["answer"]
    assert all(lexicon.is_common(w) for w in answer)
    assert all(lb.check_word(puzzle, answer[:i], w, lexicon) is None for i, w in enumerate(answer))
    assert set("".join(answer)) == set(letters)
    # par is proven: the fewest common words is exactly the difficulty, and no word uses all twelve
    common = run_to_end(lb.solve_board(sides, lexicon, common_only=True))
    assert puzzle["par"] == difficulty == common["min_words"] <= len(answer)
    assert all(len(set(w)) < 12 for w in lb.playable_words(sides, lexicon))
    assert lb.decode(puzzle["code"]) == {"sides": sides, "lang": lang, "par": difficulty}
    # and a player with every word can do it in two
    assert lb.has_two_word_solution(sides, lb.playable_words(sides, lexicon))
    again = final("letterboxed", "generate", {"seed": seed, "lang": lang, "difficulty": difficulty})
    assert again == puzzle


def test_daily_has_a_number():
    puzzle = final("letterboxed", "generate", {"daily": "2026-11-22"})
    assert puzzle["number"] == 22 and puzzle["seed"] == "2026-11-22"
    assert final("letterboxed", "generate", {"daily": "22/11/2026"})["type"] == "error"


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_daily_par_follows_the_weekly_schedule(lang):
    """A week of dailies (2027-01-04 is a Monday): par as scheduled, not the same all week,
    and every board has a two-word solution over the full list."""
    lexicon = load(lang)
    pars = []
    for offset in range(7):
        day = datetime.date(2027, 1, 4) + datetime.timedelta(days=offset)
        puzzle = final("letterboxed", "generate", {"daily": day.isoformat(), "lang": lang})
        assert puzzle["par"] == puzzle["difficulty"] == lb.DAILY_SCHEDULE[day.weekday()]
        assert lb.has_two_word_solution(puzzle["sides"], lb.playable_words(puzzle["sides"], lexicon))
        explicit = final("letterboxed", "generate", {"daily": day.isoformat(), "lang": lang,
                                                     "difficulty": puzzle["difficulty"]})
        assert explicit == puzzle
        pars.append(puzzle["par"])
    assert len(set(pars)) > 1
    other = final("letterboxed", "generate", {"daily": "2027-01-04", "lang": lang, "difficulty": 3})
    assert other["par"] == 3  # an explicit difficulty wins over the schedule


def test_generate_rejects_bad_parameters():
    bad = final("letterboxed", "generate", {"seed": "x", "difficulty": 5})
    assert bad["message"] == "Choose a number from 2 to 4; 5 is outside that." and bad["params"]["name"] == "difficulty"
    assert "no words in the language 'de'" in final("letterboxed", "generate", {"seed": "x", "lang": "de"})["message"]
    missing = final("letterboxed", "generate", {})
    assert missing["code"] == "param.missing.seed" and "seed" not in missing["message"]


@given(st.sampled_from(["en", "nb"]), st.permutations(range(29)), st.integers(0, 12))
def test_codes_round_trip(lang, order, par):
    alphabet = lb.ALPHABETS[lang]
    letters = "".join(alphabet[i] for i in order if i < len(alphabet))[:12]
    puzzle = {"sides": [letters[i:i + 3] for i in range(0, 12, 3)], "lang": lang, "par": par or None}
    assert lb.decode(lb.encode(puzzle)) == puzzle


@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=14, max_size=14), st.integers(0, 3))
def test_any_decodable_code_is_a_playable_board(payload, version):
    code = codes.pack(lb.CODE_TAG, version, payload)
    try:
        puzzle = lb.decode(code)
    except codes.CodeError as error:
        assert str(error)
        return
    result = final("letterboxed", "solve", {"code": code})
    assert result["type"] == "result"
    assert final("letterboxed", "check", {"code": code, "word": puzzle["sides"][0]})["type"] == "result"


@pytest.mark.parametrize("code", ["", "!!!!", "AQEAAhMFChQSEQYADg0EGBq", "AQEAAhMFChQSEQYADg0EGBqa" + "A",
                                  "x" * 5000, codes.pack(lb.CODE_TAG, 1, b"\x00\x00" + bytes(range(20, 32))),
                                  codes.pack(lb.CODE_TAG, 1, b"\x05\x00" + bytes(range(12))),
                                  codes.pack(lb.CODE_TAG, 1, b"\x00\x00" + bytes([0] * 12))])
def test_malformed_codes_give_clear_errors(code):
    result = final("letterboxed", "decode", {"code": code})
    assert result["type"] == "error" and len(result["message"]) > 10
