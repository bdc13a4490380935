"""Letter Boxed in the gallery (issue 42): one line format for every game (the code's tag says
whose it is), each shipped Letter Boxed line checked like a Strands one (the code opens, in the
file's language, under its own title, with no blocked word) and its par proven by the solver."""

from __future__ import annotations

import pytest
from test_gallery import problems_of, shipped

from conftest import final
from wordgames import gallery
from wordgames.games import letterboxed as lb
from wordgames.games.letterboxed import solve_board
from wordgames.lexicon import load


def line(date="2026-11-27", author="A. Player", clue="Made for a friend", code="") -> str:
    return "\t".join([date, author, clue, code])


def titled(code: str, **fields) -> str:
    return final("letterboxed", "title", {"code": code, **fields})["code"]


@pytest.fixture(scope="module")
def board():
    """A board from the creator (the first of pumpkin, nightjar)."""
    return final("letterboxed", "create", {"words": "pumpkin, nightjar", "lang": "en"})["arrangements"][0]


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_at_least_ten_shipped_letter_boxed_puzzles_each_proven(lang):
    entries = shipped(lang, "letterboxed")
    assert len(entries) >= 10
    assert len({entry.clue for entry in entries}) == len(entries)
    lexicon = load(lang)
    for entry in entries:
        puzzle = lb.decode(entry.code)
        assert (puzzle["lang"], puzzle["title"], puzzle["author"]) == (lang, entry.clue, entry.author)
        everyday = [e for e in solve_board(puzzle["sides"], lexicon, common_only=True, pairs_limit=0)
                    if e["type"] == "result"][-1]
        assert everyday["solvable"] and everyday["min_words"] == puzzle["par"] == entry.par, entry.clue
    assert shipped(lang)  # the Strands lines stand beside them, in the same file and format


def test_a_line_as_the_creator_copies_it_passes_and_is_listed_as_letter_boxed(board):
    code = titled(board["code"], title="Made for a friend", author="A. Player")
    entries, problems = gallery.check_text(line(code=code) + "\n", "en", "gallery/en.txt")
    assert problems == []
    assert entries[0].data() == {"game": "letterboxed", "date": "2026-11-27", "author": "A. Player",
                                 "clue": "Made for a friend", "code": code, "par": board["par"]}


def test_a_code_without_an_author_takes_the_lines(board):
    code = titled(board["code"], title="Made for a friend")
    assert gallery.check_text(line(code=code), "en", "gallery/en.txt")[1] == []


@pytest.mark.parametrize("change, reason", [
    (lambda b: line(code=titled(b["code"], title="Another title", author="A. Player")),
     "the clue 'Made for a friend' is not the code's title 'Another title'"),
    (lambda b: line(code=b["code"]), "the clue 'Made for a friend' is not the code's title ''"),
    (lambda b: line(code=titled(b["code"], title="Made for a friend", author="Someone else")),
     "the author 'A. Player' is not the code's author 'Someone else'"),
    (lambda b: line(code=titled(lb.encode({"sides": b["sides"], "lang": "en", "par": b["par"] + 1}),
                                title="Made for a friend")),
     "the code's par is {par_plus}, but the solver proves {par} everyday words"),
    (lambda b: line(code=titled(lb.encode({"sides": b["sides"], "lang": "en", "par": b["par"],
                                            "lexicon": "custom:0123456789"}), title="Made for a friend")),
     "the puzzle needs a player's own word list"),
    (lambda b: line(code=titled(lb.encode({"sides": ["qxz", "jvk", "wyf", "bgh"], "lang": "en", "par": 3}),
                                title="Made for a friend")),
     "the everyday words cannot solve the board"),
    (lambda b: line(code=titled(b["code"], title="Made for a friend")[:-3]), "the code does not open: "),
])
def test_each_broken_letter_boxed_line_fails_with_its_reason(board, change, reason):
    problems = problems_of(change(board))
    expected = reason.format(par=board["par"], par_plus=board["par"] + 1)
    assert len(problems) == 1 and problems[0].startswith("gallery/en.txt:3: ") and expected in problems[0], problems


def test_a_letter_boxed_code_in_the_other_languages_file_is_refused():
    entry = shipped("nb", "letterboxed")[0]
    [problem] = problems_of(line(author=entry.author, clue=entry.clue, code=entry.code))
    assert "the code is a puzzle in nb, but this is the en gallery" in problem
