import json
import subprocess
import sys

from conftest import ENABLE, ROOT


def cli(*args):
    done = subprocess.run([sys.executable, "-m", "wordgames", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


def test_solve_prints_json_lines_ending_in_a_result():
    status, events = cli("letterboxed", "solve", "--sides", "GIY,ERO,HNM,TAL", "--json")
    assert status == 0 and events[-1]["type"] == "result"
    assert events[-1]["min_words"] == 2 and len(events[-1]["best"]) == 2
    assert all(len(p) == 2 for p in events[-1]["two_word_solutions"])


def test_solve_with_a_word_list_file():
    status, events = cli("letterboxed", "solve", "--sides", "ABC,DEF,GHI,JKL", "--wordlist", str(ENABLE), "--json")
    result = events[-1]
    assert status == 0 and result["min_words"] == 4
    assert all(word in ENABLE.read_text().split() for word in result["best"])


def test_generate_prints_sides_par_and_code():
    status, events = cli("letterboxed", "generate", "--seed", "cli", "--lang", "nb", "--json")
    result = events[-1]
    assert status == 0 and len(result["sides"]) == 4 and result["par"] == 2 and result["code"]


def test_errors_exit_nonzero_with_a_message():
    status, events = cli("letterboxed", "solve", "--sides", "AB,CD", "--json")
    assert status == 1 and events == [{"type": "error", "message": events[0]["message"],
                                       "code": "board.sides_format", "params": {}}]
    status, events = cli("nosuchgame", "solve", "--json")
    assert status == 1 and "unknown game" in events[0]["message"]


def test_unboggle_words_are_separated_by_spaces_too():
    status, events = cli("unboggle", "solve", "--words", "cat dog bird", "--size", "4x4", "--json")
    assert status == 0 and events[-1]["words"] == ["cat", "dog", "bird"]
    assert set(events[-1]["paths"]) == {"cat", "dog", "bird"}
