import json
import os
import pty
import re
import subprocess
import sys

from conftest import ENABLE, ROOT, final
from wordgames import cli_text
from wordgames.games import GAMES
from wordgames.messages import text


def cli(*args):
    done = subprocess.run([sys.executable, "-m", "wordgames", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


def readable(*args):
    """``(status, stdout, stderr)`` of the CLI without ``--json``."""
    done = subprocess.run([sys.executable, "-m", "wordgames", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


def row(output: str, label: str) -> str:
    """The value of a labelled row ("Par       2 words" -> "2 words")."""
    match = re.search(rf"^{re.escape(label)} +(.+)$", output, re.MULTILINE)
    assert match, f"no row {label!r} in:\n{output}"
    return match.group(1)


# -- JSON lines, as the page and scripts read them --------------------------------------------
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
    assert status == 2 and events[0]["code"] == "engine.unknown_game" and "not on this site" in events[0]["message"]


def test_unboggle_words_are_separated_by_spaces_too():
    status, events = cli("unboggle", "solve", "--words", "cat dog bird", "--size", "4x4", "--json")
    assert status == 0 and events[-1]["words"] == ["cat", "dog", "bird"]
    assert set(events[-1]["paths"]) == {"cat", "dog", "bird"}


def test_a_value_that_reads_as_json_is_a_list():
    status, events = cli("letterboxed", "check", "--sides", "GIY,ERO,HNM,TAL", "--played", '["gnome"]',
                         "--word", "earthily", "--json")
    assert status == 0 and events[-1]["played"] == ["gnome", "earthily"] and events[-1]["solved"]


# -- readable results ----------------------------------------------------------------------------
def test_every_action_of_every_game_has_a_readable_result():
    actions = {(name, action) for name, game in GAMES.items() for action in game.ACTIONS}
    assert actions <= set(cli_text.RESULTS), actions - set(cli_text.RESULTS)


def test_letterboxed_generate_draws_the_square_with_par_and_link():
    puzzle = final("letterboxed", "generate", {"seed": "cli"})
    status, out, err = readable("letterboxed", "generate", "--seed", "cli")
    top, right, bottom, left = (side.upper() for side in puzzle["sides"])
    lines = out.splitlines()
    assert status == 0 and err == ""
    assert lines[0] == "      " + "   ".join(top) and lines[8] == "      " + "   ".join(bottom)
    assert [(line[1], line[-1]) for line in lines[2:7:2]] == list(zip(left, right))
    assert row(out, "Par") == "2 words" and row(out, "Code") == puzzle["code"]
    assert row(out, "Link") == f"#letterboxed/p/{puzzle['code']} (after the site's address)"


def test_letterboxed_solve_gives_the_fewest_words_and_the_pairs_in_columns():
    result = final("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL"})
    status, out, _ = readable("letterboxed", "solve", "--sides", "GIY,ERO,HNM,TAL")
    assert status == 0 and row(out, "Fewest words") == "2"
    assert row(out, "Best solution") == "-".join(result["best"]).upper() + f" ({result['letters']} letters)"
    assert row(out, "Playable words") == str(result["playable"])
    assert f"Two-word solutions: {result['two_word_count']}\n" in out
    assert f"Of two everyday words: {result['everyday_two_word_count']}\n" in out
    pairs = re.findall(r"[A-Z]+-[A-Z]+", out.split("Two-word solutions")[1])
    assert sorted(pairs) == sorted(f"{a}-{b}".upper() for a, b in result["two_word_solutions"])
    assert max(map(len, out.splitlines())) <= 80 and any(line.count("-") >= 2 for line in out.splitlines())


def test_letterboxed_check_says_the_verdict():
    status, out, _ = readable("letterboxed", "check", "--sides", "GIY,ERO,HNM,TAL", "--played", '["gnome"]',
                              "--word", "earthily")
    assert status == 0 and out.startswith("EARTHILY is good\n") and "Solved in 2 words!" in out
    assert row(out, "Played") == "GNOME-EARTHILY"
    status, out, _ = readable("letterboxed", "check", "--sides", "GIY,ERO,HNM,TAL", "--word", "theory")
    assert status == 0 and out == "EO: consecutive letters must come from different sides\n"


def test_boggle_solve_draws_the_board_and_the_words_by_length():
    result = final("boggle", "solve", {"board": "PERS LATG SINE TERS"})
    status, out, _ = readable("boggle", "solve", "--board", "PERS LATG SINE TERS")
    assert status == 0 and out.splitlines()[:4] == ["  P E R S", "  L A T G", "  S I N E", "  T E R S"]
    assert row(out, "Words") == f"{result['count']} ({len(result['everyday'])} of them everyday)"
    assert row(out, "Score") == f"{result['score']} points ({result['everyday_score']} from everyday words)"
    threes = [word for word in result["words"] if len(word) == 3]
    assert f"\n3 letters: {len(threes)} words\n" in out
    lines = out.split("\n3 letters:")[1].split("\n\n")[0].splitlines()[1:]
    down = [line.split()[0] for line in lines]  # the first column, read down
    assert down == sorted(down) and {word for line in lines for word in line.split()} == {w.upper() for w in threes}
    assert set(out.split()) >= {word.upper() for word in result["words"]}
    assert max(map(len, out.splitlines())) <= 80


def test_boggle_generate_and_best_board_show_the_board_score_and_link():
    puzzle = final("boggle", "generate", {"seed": "cli"})
    status, out, _ = readable("boggle", "generate", "--seed", "cli")
    assert status == 0 and out.splitlines()[:4] == ["  " + " ".join(line) for line in puzzle["board"].split()]
    assert row(out, "Everyday words") == str(puzzle["common_words"])
    assert row(out, "Link") == f"#boggle/p/{puzzle['code']} (after the site's address)"
    status, out, _ = readable("boggle", "best_board", "--seconds", "1", "--seed", "cli")
    score = int(row(out, "Score").split()[0])
    assert status == 0 and score > 500 and row(out, "Score") == f"{score} points"
    board = " ".join("".join(line.split()) for line in out.splitlines()[:4])
    assert final("boggle", "solve", {"board": board})["score"] == score


def test_unboggle_draws_the_board_or_says_why_there_is_none():
    result = final("unboggle", "solve", {"words": "cat dog bird", "size": "4x4"})
    status, out, _ = readable("unboggle", "solve", "--words", "cat dog bird", "--size", "4x4")
    assert status == 0 and out.splitlines()[:4] == ["  " + " ".join(line) for line in result["board"]]
    assert row(out, "Your words") == "CAT, DOG, BIRD"
    assert f"{len(result['extra_words'])} other words on the board" in out
    status, out, _ = readable("unboggle", "solve", "--words", "aaaaaaaaaa bbbbbbbbbb", "--size", "4x4")
    assert status == 0 and out == ("No board exists: the words need at least 20 different cells (A×10, B×10), "
                                   "but a 4x4 board has only 16.\n")


def test_strands_generate_and_solve():
    puzzle = final("strands", "generate", {"seed": "cli"})
    status, out, _ = readable("strands", "generate", "--seed", "cli")
    assert status == 0 and out.splitlines()[:8] == ["  " + " ".join(line) for line in puzzle["grid"]]
    assert row(out, "Clue") == puzzle["clue"] and row(out, "Spangram") == puzzle["spangram"].upper()
    assert row(out, "Theme words") == ", ".join(puzzle["words"]).upper()
    status, out, _ = readable("strands", "solve", "--grid", ",".join(puzzle["grid"]),
                              "--words", ",".join([puzzle["spangram"], *puzzle["words"]]))
    assert status == 0 and out.startswith("The words cover the grid in 1 way.\n\nCover 1\n")
    assert "  " + " ".join(puzzle["grid"][0]) + "    " in out
    assert f"1 {puzzle['spangram'].upper()}" in out


# -- the language of the words --------------------------------------------------------------------
def test_lang_nb_gives_bokmal_labels_and_messages():
    status, out, _ = readable("letterboxed", "generate", "--seed", "cli", "--lang", "nb")
    assert status == 0 and row(out, "Par") == "2 ord" and row(out, "Språk") == "bokmål"
    assert row(out, "Lenke").endswith("(etter nettstedets adresse)")
    status, out, _ = readable("unboggle", "solve", "--words", "aaaaaaaaaa bbbbbbbbbb", "--lang", "nb")
    assert out.startswith("Det finnes ikke noe brett: ordene trenger minst 20 forskjellige ruter")


def test_a_puzzle_error_is_said_on_stderr_in_the_language_with_status_1():
    status, out, err = readable("letterboxed", "solve", "--sides", "AB,CD", "--lang", "nb")
    assert (status, out) == (1, "") and err == f"wordgames: {text('board.sides_format', 'nb')}\n"
    status, out, err = readable("strands", "create", "--clue", "Dyr", "--spangram", "kjæledyr",
                                "--words", "hund,katt", "--lang", "nb")
    assert status == 1 and err.startswith("wordgames: Bokstavene blir 16 til sammen")


# -- exit statuses ---------------------------------------------------------------------------------
def test_usage_errors_exit_2_and_help_exits_0():
    for args in ([], ["letterboxed"], ["letterboxed", "--sides", "ABC"], ["letterboxed", "solve", "sides"],
                 ["nosuchgame", "solve"], ["letterboxed", "fly"], ["gallery"]):
        status, out, err = readable(*args)
        assert status == 2 and out == "" and "Traceback" not in err and err.startswith(("wordgames: ", "usage:")), args
    status, out, err = readable("--help")
    assert status == 0 and err == "" and out.startswith("usage: python -m wordgames GAME ACTION")
    assert "letterboxed: generate, solve, check, decode" in out


# -- progress --------------------------------------------------------------------------------------
def on_a_terminal(*args) -> tuple[str, str]:
    """The CLI's stdout (a pipe) and what it wrote to a terminal as its stderr."""
    reader, writer = pty.openpty()
    done = subprocess.run([sys.executable, "-m", "wordgames", *args], cwd=ROOT, stdout=subprocess.PIPE,
                          stderr=writer, text=True, timeout=120)
    os.close(writer)
    seen = b""
    while True:
        try:
            chunk = os.read(reader, 4096)
        except OSError:  # the terminal is closed and read to its end
            break
        if not chunk:
            break
        seen += chunk
    os.close(reader)
    assert done.returncode == 0
    return done.stdout, seen.decode()


def test_progress_shows_on_a_terminal_in_one_line_then_goes():
    out, err = on_a_terminal("boggle", "best_board", "--seconds", "1", "--lang", "nb")
    updates = err.split("\r")[1:-2]
    assert updates and all(re.fullmatch(r"Søker: best så langt \d+ poeng \(steg \d+\) *", u) for u in updates)
    assert err.endswith("\r" + " " * len(updates[-1].rstrip()) + "\r") and "\n" not in err
    assert out.startswith("  ") and "Poengsum" in out
    _, err = on_a_terminal("unboggle", "solve", "--words", "PLATES,STEAL,RINSE,SILENT")
    assert "\rSearching: 0 partial boards tried, at best 0 of 4 words placed" in err


def test_no_progress_when_stderr_is_not_a_terminal():
    status, out, err = readable("boggle", "best_board", "--seconds", "1")
    assert status == 0 and err == "" and "Score" in out


def test_a_reader_that_stops_early_ends_it_quietly():
    """As `| head` does: the output's reader is gone before the board is printed."""
    child = subprocess.Popen([sys.executable, "-m", "wordgames", "boggle", "solve", "--board", "PERS LATG SINE TERS"],
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    child.stdout.close()
    err = child.stderr.read()
    child.stderr.close()
    assert child.wait(timeout=120) == 0 and err == b""


def test_the_command_line_names_the_option_the_page_never_does():
    """The engine's message is in a player's words; the CLI, for developers, names the option."""
    status, events = cli("unboggle", "solve", "--size", "4x4", "--json")
    assert status == 1 and events[0]["code"] == "param.missing.words"
    assert events[0]["message"] == "Something was left out: type some words first."
    status, _, error = readable("unboggle", "solve", "--size", "4x4")
    assert status == 1 and error == "wordgames: missing option --words\n"
    status, _, error = readable("letterboxed", "generate", "--seed", "x", "--difficulty", "9", "--lang", "nb")
    assert status == 1 and error == "wordgames: --difficulty må være fra 2 til 4, ikke 9\n"
    status, _, error = readable("nosuchgame", "solve")
    assert status == 2 and error.startswith("wordgames: unknown game 'nosuchgame'; games: letterboxed")
