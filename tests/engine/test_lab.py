"""The Lab's examples (web/games/GAME/lab/*.py) run in CPython too, and print what they promise."""

import os
import re
import subprocess
import sys
import time

from conftest import ROOT
from wordgames.games import run


def example(name: str) -> str:
    """What the Lab example NAME.py (web/games/GAME/lab/) prints when CPython runs it with this engine."""
    done = subprocess.run([sys.executable, str(next(ROOT.glob(f"web/games/*/lab/{name}.py")))], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_letter_boxed_solves_todays_board():
    heading, *lines = example("letterboxed").splitlines()
    date = heading.split("(")[1].split(")")[0]
    board = list(run("letterboxed", "generate", {"daily": date, "lang": "en"}))[-1]
    assert heading.endswith(" ".join(side.upper() for side in board["sides"]))
    best = next(line for line in lines if line.startswith("fewest words"))
    first, second = best.split(": ")[-1].lower().split(" - ")
    assert best.startswith("fewest words: 2,") and first[-1] == second[0]
    assert set(first + second) == set("".join(board["sides"]))


def test_boggle_lists_every_word_with_a_path():
    heading, *lines = example("boggle").splitlines()
    solved = list(run("boggle", "solve", {"board": "PERS LATG SINE TERS", "lang": "en"}))[-1]
    assert heading == f"PERS LATG SINE TERS: {solved['count']} words, {solved['score']} points"
    assert len(lines) == solved["count"]
    rows = "PERS LATG SINE TERS".split()
    for line in lines:
        word, *cells = line.split()
        spelled = "".join(rows[int(r) - 1][int(c) - 1] for r, c in (cell.split(",") for cell in cells))
        assert spelled.replace("Q", "QU") == word and len(set(cells)) == len(cells)


def test_strands_lays_out_a_board_with_one_answer():
    output = example("strands")
    assert "ways to tile the grid with these words: 1" in output
    rows = [line for line in output.splitlines() if all(len(cell) == 1 for cell in line.split())]
    assert len(rows) == 8 and all(len(row.split()) == 6 for row in rows)  # the 8x6 grid


def test_best_board_climbs_with_its_own_score_in_seconds():
    started = time.monotonic()
    lines = example("best_board").splitlines()
    assert time.monotonic() - started < 30
    scores = [int(re.search(r"  (\d+)(?::|$)", line).group(1)) for line in lines]
    assert scores[0] == 0 and scores == sorted(scores) and scores[-1] > 100


def test_a_word_list_of_your_own_solves_a_board():
    heading, *lines = example("wordlist").splitlines()
    assert heading == "16 words in the list"
    refused = [line for line in lines if " refused: " in line]
    assert [line.split("'")[1] for line in refused] == ["x", "café"]
    assert "PERS LATG SINE TERS: 9 of them on the board" in lines
    assert lines[-9].startswith("PLASTER ") and lines[-1].startswith("REST ")
