"""Strands manual mode (the ``place`` action): hand-drawn paths checked rule by rule, the rest
placed around pinned words, the one-cover verdict and its second reading."""

from __future__ import annotations

import pytest
from test_strands import NYT_ANSWER, NYT_SPANGRAM, NYT_WORDS, fault

from conftest import final
from wordgames.games import strands

INPUT = {"clue": "On the syllabus", "spangram": NYT_SPANGRAM, "words": NYT_WORDS, "lang": "en"}


def drawn(answer: dict, pinned=True, **changed) -> list[dict]:
    """The ``paths`` parameter for an answer (word -> cells), with some words' cells changed."""
    return [{"word": word, "cells": [list(cell) for cell in changed.get(word, path)], "pinned": pinned}
            for word, path in answer.items() if changed.get(word, path) is not None]


def codes_of(event: dict, word: str) -> list[str]:
    return [p["code"] for p in next(p for p in event["paths"] if p["word"] == word)["problems"]]


def as_board(event: dict) -> dict:
    return {"grid": event["grid"], "placements": {w: [tuple(c) for c in p] for w, p in event["placements"].items()}}


def test_a_hand_built_layout_passes_with_one_cover():
    event = final("strands", "place", {**INPUT, "paths": drawn(NYT_ANSWER)})
    assert event["type"] == "result" and event["finished"] and event["empty"] == 0
    assert all(not p["problems"] for p in event["paths"]) and event["problems"] == []
    assert event["covers"] == 1 and event["second"] is None
    assert event["grid"] == "CEXGRE OMANIU LLEDET RQGARC EUECOE PMIZUL AOEWRS PHKROE".split()
    puzzle = strands.decode(event["code"])
    assert puzzle["words"] == [NYT_SPANGRAM, *NYT_WORDS]
    assert fault(as_board(event), NYT_SPANGRAM, NYT_WORDS) is None
    assert final("strands", "solve", {"code": event["code"]})["count"] == 1


def test_a_partial_layout_counts_its_empty_cells_and_has_no_verdict():
    event = final("strands", "place", {**INPUT, "paths": drawn(NYT_ANSWER)[:2]})
    assert event["empty"] == 48 - 13 - 4 and not event["finished"] and "code" not in event
    assert [p["cells"] for p in event["paths"][2:]] == [[]] * 5


@pytest.mark.parametrize(("word", "cells", "code"), [
    ("exam", [(0, 1), (0, 2), (1, 2), (8, 1)], "strands.manual.outside"),
    ("exam", [(0, 1), (0, 2), (1, 2), (0, 1)], "strands.manual.repeat"),
    ("exam", [(0, 1), (0, 2), (1, 2), (3, 1)], "strands.manual.not_touching"),
    ("exam", [(0, 1), (0, 2), (1, 2)], "strands.manual.length"),
    ("exam", [(0, 1), (1, 2), (0, 2), (1, 1)], "strands.manual.cross_self"),
    ("exam", [(0, 1), (0, 2), (1, 2), (2, 2)], "strands.manual.overlap"),
    ("quiz", [(3, 0), (4, 1), (5, 2), (5, 3)], "strands.manual.overlap"),  # PAPER's (3, 0)
    ("collegecourse", [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 4), (1, 3), (1, 2), (1, 1), (1, 0),
                       (2, 0), (2, 1), (2, 2)], "strands.manual.sides"),
])
def test_each_broken_rule_has_its_code(word, cells, code):
    event = final("strands", "place", {**INPUT, "paths": drawn(NYT_ANSWER, **{word: cells})})
    assert code in codes_of(event, word), event["paths"]
    assert not event["finished"] and "code" not in event


def test_a_diagonal_crossing_another_word_names_both():
    # PAPER's step from (0,1) to (1,2) crosses EXAM's step from (1,1) to (0,2); EXAM comes first.
    answer = {NYT_SPANGRAM: NYT_ANSWER[NYT_SPANGRAM], "paper": [(0, 1), (1, 2), (2, 3), (2, 4), (2, 5)],
              "exam": [(1, 1), (0, 2), (0, 3), (0, 4)]}
    event = final("strands", "place", {**INPUT, "paths": drawn(answer)})
    assert codes_of(event, "exam") == [] and codes_of(event, "paper") == ["strands.manual.cross"]
    problem = next(p for p in event["paths"] if p["word"] == "paper")
    assert problem["problems"][0]["params"] == {"word": "PAPER", "other": "EXAM"}
    assert problem["messages"] == ["PAPER crosses EXAM diagonally"]


def test_pinned_words_stay_and_the_engine_places_the_rest():
    kept = {NYT_SPANGRAM: NYT_ANSWER[NYT_SPANGRAM], "exam": NYT_ANSWER["exam"]}
    params = {**INPUT, "paths": drawn(kept) + drawn({"quiz": [(7, 0), (6, 0), (5, 0), (4, 0)]}, pinned=False),
              "complete": True}
    event = final("strands", "place", params)
    assert event["type"] == "result" and event["finished"], event
    assert fault(as_board(event), NYT_SPANGRAM, NYT_WORDS) is None
    for word, path in kept.items():
        assert [tuple(c) for c in event["placements"][word]] == path
    assert [p["pinned"] for p in event["paths"]] == [True, True, False, False, False, False, False]
    assert event["covers"] in (1, 2)
    assert final("strands", "place", params) == event  # the same input places the same way


def test_a_layout_with_a_second_cover_shows_the_other_reading():
    # Rows of six letters: STOVES and SEVOTS can trade rows, each read backwards.
    rows = ["spanny", "garden", "pencil", "stoves", "sevots", "bridge", "planet", "rocket"]
    params = {"clue": "Rows", "spangram": rows[0], "words": rows[1:], "lang": "en",
              "paths": [{"word": word, "cells": [[r, c] for c in range(6)], "pinned": True}
                        for r, word in enumerate(rows)]}
    event = final("strands", "place", params)
    assert event["finished"] and event["covers"] == 2
    second = {w: [tuple(c) for c in p] for w, p in event["second"].items()}
    assert set(second["stoves"]) != {(3, c) for c in range(6)}  # STOVES is read another way
    board = {"grid": event["grid"], "placements": second}
    assert fault(board, rows[0], rows[1:]) is None  # a valid cover, and a different one
    assert {w: set(p) for w, p in second.items()} != {w: set(map(tuple, p)) for w, p in event["placements"].items()}


def test_an_impossible_completion_says_why():
    # The spangram takes rows 1 and 2 and one more cell: row 0 is an area of 6 cells no theme word fills.
    spangram = [(1, c) for c in range(6)] + [(2, c) for c in reversed(range(6))] + [(3, 0)]
    event = final("strands", "place", {**INPUT, "paths": drawn({NYT_SPANGRAM: spangram}), "complete": True})
    assert event["type"] == "error" and event["code"] == "strands.manual.regions"
    assert event["params"]["sizes"] == "6, 29"
    assert "cannot fill the empty cells" in event["message"]


def test_completion_refuses_pinned_words_that_break_a_rule():
    params = {**INPUT, "paths": drawn({"exam": [(0, 1), (0, 2), (1, 2)]}), "complete": True}
    event = final("strands", "place", params)
    assert event["type"] == "error" and event["code"] == "strands.manual.fix_first"


@pytest.mark.parametrize(("params", "code"), [
    ({"paths": [{"word": "banana", "cells": [[0, 0]]}]}, "strands.manual.unknown_word"),
    ({"paths": "exam"}, "strands.manual.paths_format"),
    ({"paths": [{"word": "exam", "cells": [["a", 1]]}]}, "board.path_format"),
])
def test_bad_paths_are_errors(params, code):
    event = final("strands", "place", {**INPUT, **params})
    assert event["type"] == "error" and event["code"] == code


def test_input_problems_are_reported_and_block_completion():
    params = {**INPUT, "words": ["exam", "quiz"], "paths": drawn({"exam": NYT_ANSWER["exam"]})}
    event = final("strands", "place", params)
    assert event["type"] == "result" and not event["finished"]
    assert [p["code"] for p in event["problems"]] == ["strands.letters_add"]
    assert final("strands", "place", {**params, "complete": True})["type"] == "error"


def test_a_completion_that_no_search_can_find_is_proven_impossible():
    # On 4x4, ROSE pinned at (0,0) (0,1) (1,1) (2,2): the empty cells hold the lengths left,
    # but every spangram and every way of the other words was tried.
    params = {"clue": "Garden", "spangram": "lamp", "words": ["rose", "iris", "lily"], "rows": 4, "cols": 4,
              "paths": [{"word": "rose", "cells": [[0, 0], [0, 1], [1, 1], [2, 2]], "pinned": True}],
              "complete": True}
    event = final("strands", "place", params)
    assert event["type"] == "error" and event["code"] == "strands.manual.no_room", event
    assert event["params"]["words"] == "LAMP, IRIS, LILY" and "every way was tried" in event["message"]


def test_a_blocked_word_never_gets_a_code():
    words = ["lamp", "rose", "fuck", "lily"]
    params = {"clue": "Rows", "spangram": words[0], "words": words[1:], "rows": 4, "cols": 4,
              "paths": [{"word": w, "cells": [[r, c] for c in range(4)], "pinned": True} for r, w in enumerate(words)]}
    event = final("strands", "place", params)
    assert event["empty"] == 0 and not event["finished"] and "code" not in event
    assert "strands.blocked" in [p["code"] for p in event["problems"]]
    assert final("strands", "place", {**params, "complete": True})["type"] == "error"
