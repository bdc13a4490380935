"""Strands: layouts checked by an independent checker, uniqueness, a published board, play rules, codes."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import islice

import pytest
from hypothesis import given, settings, strategies as st

from conftest import ROOT, final
from wordgames import codes, daily
from wordgames.games import strands
from wordgames.games.strands.lettering import Lettering
from wordgames.languages import LANGUAGES
from wordgames.lexicon import load
from wordgames.rng import Rng

NYT_GRID = "CEXGRE OMANIU LLEDET RQGARC EUECOE PMIZUL AOEWRS PHKROE"
NYT_WORDS = ["exam", "homework", "lecture", "paper", "quiz", "reading"]
NYT_SPANGRAM = "collegecourse"
#: The published answer of the NYT Strands of 2025-09-23, read off its solution grid.
NYT_ANSWER = {
    "collegecourse": [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (3, 2), (4, 2), (4, 3), (4, 4), (5, 4),
                      (6, 4), (6, 5), (7, 5)],
    "exam": [(0, 1), (0, 2), (1, 2), (1, 1)],
    "homework": [(7, 1), (6, 1), (5, 1), (6, 2), (6, 3), (7, 4), (7, 3), (7, 2)],
    "lecture": [(5, 5), (4, 5), (3, 5), (2, 5), (1, 5), (0, 4), (0, 5)],
    "paper": [(7, 0), (6, 0), (5, 0), (4, 0), (3, 0)],
    "quiz": [(3, 1), (4, 1), (5, 2), (5, 3)],
    "reading": [(3, 4), (2, 4), (3, 3), (2, 3), (1, 4), (1, 3), (0, 3)],
}


def fault(board: dict, spangram: str, words: list[str], rows: int = 8, cols: int = 6) -> str | None:
    """An independent check of a laid-out board; None when every rule holds."""
    grid = board["grid"]
    if len(grid) != rows or any(len(row) != cols or not row.isalpha() for row in grid):
        return "grid shape"
    placements = board["placements"]
    if sorted(placements) != sorted([spangram, *words]):
        return "placed words differ from the words given"
    cells = [tuple(cell) for path in placements.values() for cell in path]
    if sorted(cells) != [(r, c) for r in range(rows) for c in range(cols)]:
        return "not a tiling"
    diagonals = set()
    for word, path in placements.items():
        if "".join(grid[r][c] for r, c in path).lower() != word:
            return f"letters of {word}"
        for (r1, c1), (r2, c2) in zip(path, path[1:]):
            if max(abs(r1 - r2), abs(c1 - c2)) != 1:
                return f"{word} jumps"
            if r1 != r2 and c1 != c2:
                top, left = min(r1, r2), min(c1, c2)
                kind = "\\" if (r2 - r1) == (c2 - c1) else "/"
                diagonals.add((top, left, kind))
    if any((r, c, "\\") in diagonals and (r, c, "/") in diagonals for r, c, _ in diagonals):
        return "crossing diagonals"
    rows_touched = {r for r, _ in placements[spangram]}
    cols_touched = {c for _, c in placements[spangram]}
    if not ({0, cols - 1} <= cols_touched or {0, rows - 1} <= rows_touched):
        return "spangram touches no two opposite sides"
    if any(len(w) < 4 for w in words):
        return "short theme word"
    return None


def theme_sets(count: int):
    """Seeded theme sets of 48 letters from the curated themes (as the benchmark uses)."""
    catalogue = strands.themes("en")
    for i in range(count):
        rng = Rng(f"theme set {i}")
        theme = rng.choice(catalogue)
        words = next(strands.pick_words(theme["pool"], 48 - len(theme["spangram"]), rng))
        yield theme, words


def test_every_created_board_passes_the_independent_checker():
    failures, unique = [], 0
    for i, (theme, words) in enumerate(theme_sets(200)):
        board = final("strands", "create", {"clue": theme["clue"], "spangram": theme["spangram"],
                                            "words": words, "seed": str(i)})
        assert board["type"] == "result", board
        problem = fault(board, theme["spangram"], words)
        if problem:
            failures.append((theme["clue"], problem))
        unique += board["covers"] == 1
    assert failures == []
    assert unique >= 190  # a board with a second cover is only kept when no layout avoids it


def test_other_sizes_and_synthetic_words_lay_out():
    rng = Rng("synthetic")
    for rows, cols in ((8, 6), (6, 6), (5, 7), (10, 10)):
        cells, spangram_length = rows * cols, max(rows, cols) + rng.below(4)
        lengths = []
        left = cells - spangram_length
        while left:
            n = left if left < 8 else rng.between(4, min(9, left - 4))
            lengths.append(n)
            left -= n
        letters = "abcdefghijklmnopqrstuvwxyz"
        words = ["".join(rng.choice(letters) for _ in range(n)) for n in lengths]
        spangram = "".join(rng.choice(letters) for _ in range(spangram_length))
        board = final("strands", "create", {"clue": "random", "spangram": spangram, "words": words,
                                            "rows": rows, "cols": cols, "seed": "s"})
        assert fault(board, spangram, words, rows, cols) is None


@settings(max_examples=80, deadline=None)
@given(st.data())
def test_every_valid_set_of_lengths_lays_out(data):
    """Any lengths that pass the rules tile the grid: spangram 6-20 letters, words of 4+."""
    spangram = data.draw(st.integers(6, strands.longest_spangram(8, 6)))
    lengths, left = [], 48 - spangram
    while left:
        n = left if left < 8 else data.draw(st.integers(4, left - 4) | st.just(left))
        lengths.append(n)
        left -= n
    words = [chr(ord("a") + i) * n for i, n in enumerate(lengths)]
    assert strands.problems("z" * spangram, words, "en", 8, 6) == []
    paths = [item for item in strands.tile(8, 6, spangram, lengths, Rng(str(lengths))) if isinstance(item, list)][0]
    assert sorted(len(p) for p in paths[1:]) == sorted(lengths) and len(paths[0]) == spangram
    assert sorted(c for p in paths for c in p) == list(range(48))


@pytest.mark.parametrize("params, reason", [
    ({"spangram": "sunflower", "words": "rose,tulip"},
     "letters add up to 18, but the grid has 48 cells: add 30 letters"),
    ({"spangram": "sun", "words": "rose,tulip,daisy"}, "needs at least 6"),
    ({"spangram": "sunflowers", "words": "ivy,rose"}, "IVY is too short"),
    ({"spangram": "sunflowers", "words": "rose,rose"}, "ROSE appears twice"),
    ({"spangram": "sunflowers", "words": "rosé,tulip"}, "not in the English alphabet"),
    ({"spangram": "sunflowers", "words": "<b>bold</b>"}, "not in the English alphabet"),
    ({"spangram": "gardenflowers", "words": "poppy" + ",rose" * 8}, "ROSE appears twice"),
    ({"spangram": "abcdefghijklmnopqrstuvwxyz", "words": "abcdefghijklmnopqrstuv"}, "keep it to 20"),
    ({"spangram": "abcdefghijklmnopqrst", "words": ""}, "type some words first"),
    ({"spangram": "abcdefghijklmnopqrst", "words": " , "}, "at least one theme word besides the spangram"),
    ({"spangram": "flowerbeds", "words": "poppy,peony,daisy,tulip,orchid,violet,dahlia", "clue": "x" * 81},
     "keep it to 80"),
])
def test_impossible_inputs_say_why(params, reason):
    event = final("strands", "create", {"clue": "Flowers", **params})
    assert event["type"] == "error"
    assert reason in event["message"]


def test_a_deliberate_second_cover_is_detected():
    # Two rows spell WORD, so WORD and DROW can swap rows: two covers.
    grid = "ABCD EFGH WORD WORD"
    event = final("strands", "solve", {"grid": grid, "words": "abcd,efgh,word,drow"})
    assert event["count"] == 2
    letters = list("abcdefghwordword")
    paths = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [15, 14, 13, 12]]
    report = strands.uniqueness(letters, 4, 4, ["abcd", "efgh", "word", "drow"], paths)
    assert report["covers"] == 2 and set(report["elsewhere"]) == {"word", "drow"}
    puzzle = {"rows": 4, "cols": 4, "lang": "en", "clue": "Two ways", "letters": letters,
              "words": ["abcd", "efgh", "word", "drow"], "paths": paths}
    assert final("strands", "solve", {"code": strands.encode(puzzle)})["count"] == 2


def test_crossing_covers_are_not_covers():
    # A-E and B-D are the two diagonals of the top-left block: these paths tile the grid but cross.
    assert final("strands", "solve", {"grid": "ABC DEF GHI", "words": "aei,bdgh,cf"})["count"] == 0
    assert final("strands", "solve", {"grid": "ABC DEF GHI", "words": "adg,beh,cfi"})["count"] == 1


def test_the_published_nyt_board_solves_to_its_answer():
    event = final("strands", "solve", {"grid": NYT_GRID, "words": NYT_WORDS + [NYT_SPANGRAM]})
    assert event["count"] == 1
    cover = event["covers"][0]
    assert {w: {tuple(c) for c in path} for w, path in cover.items()} == \
        {w: set(path) for w, path in NYT_ANSWER.items()}
    assert {"exam", "lecture", "paper", "reading", "homework"} <= set(event["dictionary_words"])


def test_create_lays_out_the_published_words():
    board = final("strands", "create", {"clue": "On the syllabus", "spangram": "College course",
                                        "words": ", ".join(w.upper() for w in NYT_WORDS)})
    assert fault(board, NYT_SPANGRAM, NYT_WORDS) is None
    assert board["covers"] == 1
    again = final("strands", "solve", {"grid": board["grid"], "words": NYT_WORDS + [NYT_SPANGRAM]})
    assert again["count"] == 1


#: Days sampled across the first year: each daily is the day's scheduled theme, no fallback.
SAMPLE_DAYS = ["2026-11-01", "2026-12-14", "2027-02-28", "2027-05-17", "2027-08-09", "2027-10-31"]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_daily_boards_have_one_cover_and_come_from_the_themes(lang):
    catalogue = strands.themes(lang)
    for date in SAMPLE_DAYS:
        board = final("strands", "generate", {"daily": date, "lang": lang})
        number = daily.number_for(daily.parse_date(date))
        theme = catalogue[strands.schedule(lang, number, len(catalogue))[0]]
        assert board["number"] == number
        assert (board["clue"], board["spangram"]) == (theme["clue"], theme["spangram"]), f"{date} fell back"
        assert set(board["words"]) <= set(theme["pool"]) and board["covers"] == 1
        assert fault(board, board["spangram"], board["words"]) is None
        words = [board["spangram"], *board["words"]]
        assert not [(a, b) for i, a in enumerate(words) for b in words[i + 1:] if strands.nested(a, b)], date


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_no_theme_repeats_within_a_year(lang):
    size = len(strands.themes(lang))
    assert size >= 366
    daily = [strands.schedule(lang, n, size)[0] for n in range(1, 3 * size + 1)]
    assert sorted(daily[:size]) == list(range(size))  # the whole catalogue before any repeat
    for start in range(0, 2 * size, 37):  # any 366 days in a row, across cycle boundaries too
        assert len(set(daily[start:start + 366])) == 366, start
    assert all(daily[n] == daily[n + size] for n in range(size))  # a theme returns after exactly size days
    order = strands.schedule(lang, 5, size)  # the day's theme, then its fallbacks in order
    assert sorted(order) == list(range(size)) and order[-1] == daily[3]
    assert strands.schedule(lang, 5, size) == order  # seeded, so the same every time


def test_a_date_seed_gives_that_dates_daily():
    by_date = final("strands", "generate", {"daily": "2027-01-06"})
    by_seed = final("strands", "generate", {"seed": "2027-01-06"})
    assert by_seed["code"] == by_date["code"] and "number" not in by_seed
    other = final("strands", "generate", {"seed": "2027-1-6"})  # not the date's text, so just a seed
    assert other["type"] == "result" and other["code"] != by_date["code"]


def test_picked_words_never_nest():
    pool = ["basket", "basketball", "ball", "net", "hoop", "dunk", "court", "netting", "guard", "layup",
            "rebound", "foul", "shot", "tipoff", "center"]
    picked = 0
    for seed in range(30):
        for words in islice(strands.pick_words(pool, 30, Rng(f"nest {seed}"), spangram="courtside"), 50):
            assert "court" not in words and sum(map(len, words)) == 30
            assert not [(a, b) for i, a in enumerate(words) for b in words[i + 1:] if strands.nested(a, b)]
            picked += 1
    assert picked == 30 * 50
    assert strands.nested("basket", "basketball") and strands.nested("ball", "basketball")
    assert not strands.nested("", "ball") and not strands.nested("hoop", "dunk")


#: Short words a spangram may run together with others though the word lists (3+ letters) lack them.
SHORT_WORDS = {"en": {"a", "an", "as", "at", "be", "by", "do", "go", "in", "it", "of", "oh", "on", "or", "to", "up"},
               "nb": {"i", "å", "og", "på", "en", "et", "av", "se", "ut", "gå", "la", "to", "nå", "så"},
               "sv": set()}  # every Swedish spangram is made of whole listed words


def spelled_from_words(spangram: str, lexicon, short: set[str]) -> bool:
    """Is the spangram a word, or words of the list run together (COLLEGE+COURSE)?"""
    ends = {0}
    for end in range(1, len(spangram) + 1):
        if any(start in ends and (spangram[start:end] in short or
                                  (end - start >= 3 and spangram[start:end] in lexicon))
               for start in range(end)):
            ends.add(end)
    return len(spangram) in ends


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_themes_are_curated(lang):
    lexicon = load(lang)
    catalogue = strands.themes(lang)
    assert len(catalogue) >= 366
    assert len({t["clue"] for t in catalogue}) == len(catalogue)
    for theme in catalogue:
        clue, spangram, pool = theme["clue"], theme["spangram"], theme["pool"]
        assert 8 <= len(pool) <= 14 and len(set(pool)) == len(pool), clue
        assert all(w in lexicon and not lexicon.is_blocked(w) and len(w) >= 4 for w in pool), clue
        assert 6 <= len(spangram) <= 14 and spangram.isalpha() and not lexicon.is_blocked(spangram), clue
        assert spelled_from_words(spangram, lexicon, SHORT_WORDS[lang]), clue
        assert not [w for w in pool if strands.nested(w, spangram)], clue
        pairs = [(a, b) for i, a in enumerate(pool) for b in pool[i + 1:]]
        assert not [(a, b) for a, b in pairs if strands.nested(a, b) or a == b[::-1]], clue
        assert next(strands.pick_words(pool, 48 - len(spangram), Rng("any"), spangram=spangram), None), clue


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_sample_of_themes_lays_out_with_one_answer(lang):
    catalogue = strands.themes(lang)
    for theme in catalogue[::25]:
        words = next(strands.pick_words(theme["pool"], 48 - len(theme["spangram"]), Rng(theme["clue"]),
                                        spangram=theme["spangram"]))
        board = final("strands", "create", {"clue": theme["clue"], "spangram": theme["spangram"],
                                            "words": words, "lang": lang, "seed": "sample"})
        assert board["covers"] == 1, theme["clue"]
        assert fault(board, theme["spangram"], words) is None, theme["clue"]


def test_check_judges_traced_words():
    code = strands.encode({"rows": 8, "cols": 6, "lang": "en", "clue": "On the syllabus",
                           "letters": [c.lower() for c in NYT_GRID.replace(" ", "")],
                           "words": [NYT_SPANGRAM, *NYT_WORDS],
                           "paths": [[r * 6 + c for r, c in NYT_ANSWER[w]] for w in [NYT_SPANGRAM, *NYT_WORDS]]})

    def check(path, found=(), words=()):
        return final("strands", "check", {"code": code, "path": [list(c) for c in path],
                                          "found": list(found), "words": list(words)})

    assert check(NYT_ANSWER["exam"]) | {"cells": None} == {
        "type": "result", "ok": True, "reason": None, "kind": "theme", "word": "exam", "cells": None,
        "elsewhere": False}
    assert check(NYT_ANSWER["collegecourse"])["kind"] == "spangram"
    assert check(NYT_ANSWER["exam"], found=["exam"])["reason"] == "Those letters belong to a word you have found"
    assert check(NYT_ANSWER["exam"][::-1])["reason"] == "MAXE is not in the word list"
    assert check([(0, 0), (0, 2)])["reason"] == "Those letters do not touch one after another"
    assert check([(0, 1), (0, 2), (1, 2)])["reason"].startswith("Too short")
    words = final("strands", "solve", {"code": code})["dictionary_words"]
    other = next(w for w in words if w not in NYT_ANSWER)
    path = strands_path(code, other)
    first = check(path)
    assert first["ok"] and first["kind"] == "word" and first["word"] == other
    assert check(path, words=[other])["reason"] == f"You already found {other.upper()}"
    hint = final("strands", "hint", {"code": code, "found": ["collegecourse"]})
    assert hint["cells"] == [list(c) for c in NYT_ANSWER["exam"]]
    hint = final("strands", "hint", {"code": code, "found": NYT_WORDS})
    assert hint["cells"] == [list(c) for c in NYT_ANSWER["collegecourse"]]


#: A 4x4 board, one word a row, on which each word also traces with one cell of the row below or above.
ELSEWHERE_ROWS = ["span", "horn", "stop", "help"]
ELSEWHERE_CODE = strands.encode({"rows": 4, "cols": 4, "lang": "en", "clue": "Rows", "words": ELSEWHERE_ROWS,
                                 "letters": list("".join(ELSEWHERE_ROWS)),
                                 "paths": [[r * 4 + c for c in range(4)] for r in range(4)]})
STOP_ELSEWHERE = [[2, 0], [2, 1], [2, 2], [3, 3]]  # ending on the P of HELP


def check_elsewhere(path, found=(), words=()):
    return final("strands", "check", {"code": ELSEWHERE_CODE, "path": path, "found": list(found),
                                      "words": list(words)})


def test_a_theme_word_traced_on_other_free_cells_is_found_on_its_own():
    verdict = check_elsewhere(STOP_ELSEWHERE)
    assert verdict | {"type": None} == {"type": None, "ok": True, "reason": None, "kind": "theme", "word": "stop",
                                        "cells": [[2, 0], [2, 1], [2, 2], [2, 3]], "elsewhere": True}
    spangram = check_elsewhere([[0, 0], [0, 1], [0, 2], [1, 3]])  # the N of HORN
    assert (spangram["kind"], spangram["cells"], spangram["elsewhere"]) == \
        ("spangram", [[0, c] for c in range(4)], True)
    assert check_elsewhere([[2, 0], [2, 1], [2, 2], [2, 3]])["elsewhere"] is False


def test_a_theme_word_traced_over_a_found_word_is_not_found():
    assert check_elsewhere(STOP_ELSEWHERE, found=["help"])["reason_code"] == "move.taken"
    assert check_elsewhere(STOP_ELSEWHERE, found=["stop"])["reason_code"] == "move.taken"
    assert check_elsewhere([[2, 0], [2, 1], [2, 2], [2, 3]], found=["stop"])["reason_code"] == "move.taken"


def test_a_theme_word_found_elsewhere_leaves_the_hint_meter_and_is_not_hinted():
    """The page fills the meter with ``word`` verdicts only; a word found elsewhere is a ``theme`` one."""
    assert check_elsewhere(STOP_ELSEWHERE, words=["pots", "tops"])["kind"] == "theme"
    hint = final("strands", "hint", {"code": ELSEWHERE_CODE, "found": ["horn", "stop"]})
    assert hint["cells"] == [[3, c] for c in range(4)]


def test_every_word_traced_elsewhere_is_listed_a_self_crossing_trace_too():
    letters = list("".join(ELSEWHERE_ROWS))
    paths = [[r * 4 + c for c in range(4)] for r in range(4)]
    assert strands.uniqueness(letters, 4, 4, ELSEWHERE_ROWS, paths) == {
        "covers": 1, "elsewhere": ELSEWHERE_ROWS}
    # ADBC crosses itself (A-D and B-C are the two diagonals of one block): a player may trace it.
    assert strands.placements(list("abcd"), 2, 2, "adbc") == []
    assert strands.placements(list("abcd"), 2, 2, "adbc", crossing_itself=True) == [(0, 3, 1, 2)]


def test_the_daily_prefers_boards_where_no_theme_word_traces_elsewhere():
    """The first four weeks of 2027 in English: six of them had such a word when the first
    one-cover board was kept; now every one has one cover and no word that traces elsewhere."""
    for day in range(1, 29):
        board = final("strands", "generate", {"daily": f"2027-01-{day:02d}", "lang": "en"})
        assert (board["covers"], board["elsewhere"]) == (1, []), day


@pytest.mark.parametrize("lang, day", [("en", "2027-11-24"), ("nb", "2027-04-05"), ("nb", "2027-11-21")])
def test_a_theme_whose_first_round_leaves_a_word_elsewhere_gets_another(lang, day):
    """Days whose theme's words share letters (ZETA and BETA; FJORDHEST and ISLANDSHEST): the
    first round of layouts kept a word that traces elsewhere, a later one (seeded anew) finds a
    board with none."""
    board = final("strands", "generate", {"daily": day, "lang": lang})
    assert (board["covers"], board["elsewhere"]) == (1, []), board["words"]


def test_a_reading_that_lets_a_word_trace_elsewhere_is_never_taken():
    """ABCD (the spangram) on the top row of a 2x4 grid: ABCE on the bottom row, either way,
    could be traced through the top row's A, B and C, so no reading is offered."""
    lettering = Lettering(2, 4, ["abcd", "abce"])
    top = lettering.readings([0, 1, 2, 3], spangram=True)
    assert next(top) == [0, 1, 2, 3] and lettering.letters[:4] == list("abcd")
    assert list(lettering.readings([4, 5, 6, 7])) == []


#: Dailies that kept a theme word traced elsewhere when the words were written after the paths.
ONCE_ELSEWHERE = [("en", "2027-03-01", "racer"), ("en", "2027-06-20", "phone"),
                  ("nb", "2027-03-28", "mandag"), ("nb", "2027-05-24", "gotikk")]


@pytest.mark.parametrize("lang, day, word", ONCE_ELSEWHERE)
def test_dailies_that_had_a_word_traced_elsewhere_have_none_now(lang, day, word):
    board = final("strands", "generate", {"daily": day, "lang": lang})
    assert (board["covers"], board["elsewhere"]) == (1, [])
    assert final("strands", "generate", {"daily": day, "lang": lang})["code"] == board["code"]


def test_the_lettered_search_is_deterministic_and_traces_every_word_once():
    words = ["helgedagene", "mandag", "onsdag", "søndag", "fredag", "lørdag", "torsdag"]
    runs = [[item for item in strands.tile_lettered(8, 6, words, Rng("week")) if not isinstance(item, dict)]
            for _ in range(2)]
    assert runs[0] == runs[1] and runs[0][-1] is not None
    paths = runs[0][-1]
    letters = [""] * 48
    for word, path in zip(words, paths):
        for letter, cell in zip(word, path):
            letters[cell] = letter
    assert strands.uniqueness(letters, 8, 6, words, paths) == {"covers": 1, "elsewhere": []}


def strands_path(code: str, word: str) -> list[tuple[int, int]]:
    puzzle = strands.decode(code)
    path = strands.placements(puzzle["letters"], 8, 6, word)[0]
    return [divmod(c, 6) for c in path]


def test_codes_round_trip_and_hide_the_answers():
    board = final("strands", "generate", {"seed": "links"})
    code = board["code"]
    assert all(w.upper() not in code and w not in code.lower() for w in [board["spangram"], *board["words"]])
    again = final("strands", "decode", {"code": code})
    assert {k: again[k] for k in ("grid", "placements", "clue", "spangram", "words")} == \
        {k: board[k] for k in ("grid", "placements", "clue", "spangram", "words")}
    tampered = code[:20] + ("A" if code[20] != "A" else "B") + code[21:]
    assert final("strands", "decode", {"code": tampered})["type"] == "error"
    boggle_code = final("boggle", "generate", {"seed": "x"})["code"]
    assert "for boggle" in final("strands", "decode", {"code": boggle_code})["message"]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=160))
def test_decode_accepts_only_valid_puzzles(payload):
    code = codes.pack(strands.CODE_TAG, strands.CODE_VERSION, payload)
    try:
        puzzle = strands.decode(code)
    except codes.CodeError:
        return
    assert strands.solution_fault(puzzle) is None
    assert strands.encode(puzzle) == code


def test_clue_and_words_are_kept_as_text():
    board = final("strands", "create", {"clue": "<img src=x onerror=alert(1)> & “quotes”",
                                        "spangram": "flowerbeds",
                                        "words": "poppy,peony,daisy,tulip,orchid,violet,dahlia"})
    assert board["clue"] == "<img src=x onerror=alert(1)> & “quotes”"
    assert strands.decode(board["code"])["clue"] == board["clue"]


def test_polish_keeps_a_tiling_when_it_keeps_several_swaps():
    """Equal-length words whose swaps are kept one after another (a regression: two words once
    ended on one path, and the board had rows of 5 and 3 letters)."""
    words = ["drawer", "devil", "reward", "repaid", "strap", "stops", "spool"]
    board = final("strands", "create", {"clue": "Turnabout", "spangram": "reversible", "words": words,
                                        "seed": "check0"})
    assert board["type"] == "result" and all(len(row) == 6 for row in board["grid"])
    assert fault(board, "reversible", words) is None
    assert board["covers"] > 1  # DRAWER and REWARD can always trade places: said, not hidden


#: NYT Strands of 2024-11-08 (clue 👋👏🤝🤏✌️☝️✊🙏), rows from the top, and its published answer: each
#: word's cells in the order it is spelt, as (row, column) from the top left. PINCH's I-N and C-H steps
#: are the two diagonals of one block: the path crosses itself.
NYT_2024_11_08 = "EAHSCE IKPCAP NOLNAE TADSEH PGURYA ESTWRP TFAVHN SIEPIC"
NYT_2024_11_08_ANSWER = {
    "handgestures": [[3, 5], [2, 4], [2, 3], [3, 2], [4, 1], [5, 0], [5, 1], [5, 2], [4, 2], [4, 3], [3, 4], [3, 3]],
    "clap": [[1, 3], [2, 2], [3, 1], [4, 0]],
    "fist": [[6, 1], [7, 1], [7, 0], [6, 0]],
    "peace": [[1, 5], [2, 5], [1, 4], [0, 4], [0, 5]],
    "pinch": [[7, 3], [7, 4], [6, 5], [7, 5], [6, 4]],
    "point": [[1, 2], [2, 1], [1, 0], [2, 0], [3, 0]],
    "pray": [[5, 5], [5, 4], [4, 5], [4, 4]],
    "shake": [[0, 3], [0, 2], [0, 1], [1, 1], [0, 0]],
    "wave": [[5, 3], [6, 2], [6, 3], [7, 2]],
}


def test_the_published_nyt_grid_of_2024_11_08_is_solved_to_its_answer():
    """`python -m wordgames strands solve` finds NYT's answer, and only it, PINCH crossing itself."""
    command = [sys.executable, "-m", "wordgames", "strands", "solve", "--grid", NYT_2024_11_08.replace(" ", ","),
               "--words", ",".join(NYT_2024_11_08_ANSWER), "--json"]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    solved = json.loads(done.stdout.splitlines()[-1])
    assert solved["type"] == "result" and solved["count"] == 1 and solved["complete"]
    assert solved["covers"] == [NYT_2024_11_08_ANSWER]
    rows = NYT_2024_11_08.split()
    for word, path in NYT_2024_11_08_ANSWER.items():
        assert "".join(rows[r][c] for r, c in path).lower() == word
    spangram = NYT_2024_11_08_ANSWER["handgestures"]
    assert {c for _, c in spangram} >= {0, 5}  # from the left side to the right
    _, i, n, c, h = map(tuple, NYT_2024_11_08_ANSWER["pinch"])
    block = {(6, 4), (6, 5), (7, 4), (7, 5)}
    assert {i, n} | {c, h} == block and {i, n} != {c, h}  # I-N and C-H: the two diagonals of one block
    assert abs(i[0] - n[0]) == abs(i[1] - n[1]) == abs(c[0] - h[0]) == abs(c[1] - h[1]) == 1
    without_crossing = strands.covers([ch.lower() for ch in "".join(rows)], 8, 6, list(NYT_2024_11_08_ANSWER))
    assert not [cover for cover in without_crossing if cover is not None]  # the answer needs PINCH to cross itself


def test_solve_lets_a_word_cross_itself_as_published_puzzles_do():
    """WORD can only go W-O-R-D across one block, its two diagonals crossing (as PINCH does on
    NYT's grid of 2024-11-08): solve finds that cover; two words never cross each other."""
    solved = final("strands", "solve", {"grid": "WRP DOM STA", "words": "WORD,STAMP", "lang": "en"})
    assert solved["covers"] == [{"word": [[0, 0], [1, 1], [0, 1], [1, 0]],
                                 "stamp": [[2, 0], [2, 1], [2, 2], [1, 2], [0, 2]]}]
    # TONE must take T-O, MEALS then M-E across the same block: two words crossing, no cover.
    assert final("strands", "solve", {"grid": "TME EON ALS", "words": "TONE,MEALS", "lang": "en"})["count"] == 0
