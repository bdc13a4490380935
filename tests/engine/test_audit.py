"""The quality audit of the dailies, and the rules it checks, over one week."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import ROOT, final
from wordgames.audit import audit, table
from wordgames.games import boggle, letterboxed
from wordgames.languages import LANGUAGES
from wordgames.lexicon import load

sys.path.insert(0, str(ROOT / "wordlists"))
import everyday  # noqa: E402

WEEK = {"start": "2027-01-04", "days": 7}  # Monday to Sunday


@pytest.fixture(scope="module")
def week():
    events = list(audit(WEEK))
    assert [e["type"] for e in events] == ["progress"] * 7 * len(LANGUAGES) + ["result"]
    assert events[0] == {"type": "progress", "stage": "audit", "lang": "en", "day": "2027-01-04",
                         "done": 1, "days": 7}
    return events[-1]


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_a_week_of_dailies_keeps_the_rules(week, lang):
    report = week["languages"][lang]
    for game in ("letterboxed", "boggle", "strands"):
        assert report[game]["blocked_shown"] == 0, report[game]["blocked_words"]
        assert report[game]["offensive_shown"] == len(report[game]["offensive_words"]) == 0, \
            report[game]["offensive_words"]
    lb = report["letterboxed"]
    expected = {}
    for par in letterboxed.DAILY_SCHEDULE:
        expected[str(par)] = expected.get(str(par), 0) + 1
    assert lb["par"] == expected and len(lb["par"]) > 1  # par follows the week, never constant
    assert lb["without_two_word"] == 0
    bg = report["boggle"]
    assert bg["everyday_min"] >= boggle.MIN_EVERYDAY and bg["five_of_one_letter"] == 0
    st = report["strands"]
    assert st["themes"] + st["theme_repeats"] == 7 and st["nested"] == len(st["nested_words"])
    assert st["elsewhere"] == len(st["elsewhere_days"]) == 0  # this week has a layout without any


def test_the_table_names_every_measure(week):
    text = table(week)
    for line in ("Daily puzzles 2027-01-04 to 2027-01-10 (7 days)", "Letter Boxed", "par 2", "par 3",
                 "no two-word solution", "Boggle (4x4)", "everyday words, least",
                 "boards with 5+ of one letter", "Strands", "theme repeats", "nested theme words",
                 "dailies with a word traced elsewhere", "blocked words shown",
                 "offensive words shown (independent list)"):
        assert line in text, line


def test_the_audit_command_streams_json_and_prints_a_table():
    command = [sys.executable, "-m", "wordgames", "audit", "--days", "1", "--lang", "nb"]
    done = subprocess.run(command + ["--json"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    events = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0 and [e["type"] for e in events] == ["progress", "result"]
    assert list(events[-1]["languages"]) == ["nb"] and events[-1]["start"] == "2027-01-01"
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "Letter Boxed" in done.stdout and "nb" in done.stdout
    bad = subprocess.run(command[:4] + ["--start", "soon"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 1 and bad.stdout == "" and "YYYY-MM-DD" in bad.stderr


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_everyday_words_hold_no_abbreviation_name_or_fragment(lang):
    """The common tier leaves out what everyday.py takes out; those words stay playable."""
    lexicon = load(lang)
    left_out, kept = everyday.read_hand_list(ROOT / "wordlists" / lang / "not-everyday.txt")
    assert left_out and not kept & left_out
    assert not [w for w in left_out if lexicon.is_common(w)]
    if lang == "nb":
        assert not [w for w in lexicon.common_words if not set(w) & everyday.VOWELS["nb"]]
        for word in ("dvs", "pga", "tlf", "osv", "eøs", "drammen"):
            assert word in lexicon and not lexicon.is_common(word), word
        assert all(lexicon.is_common(w) for w in ("nok", "sti", "mat", "litt", "hus"))
    elif lang == "sv":
        for word in ("cpu", "usb", "von", "wow"):
            assert word in lexicon and not lexicon.is_common(word), word
        assert all(lexicon.is_common(w) for w in ("hus", "mat", "katt", "bok", "skola"))
    else:
        for word in ("cant", "gonna", "hoc", "john"):
            assert word in lexicon and not lexicon.is_common(word), word
        assert all(lexicon.is_common(w) for w in ("brown", "doctor", "august", "can"))


def test_the_daily_is_what_the_page_asks_for():
    """{daily, lang} alone: Letter Boxed takes the day's difficulty, Boggle is 4x4."""
    monday = final("letterboxed", "generate", {"daily": "2027-01-04", "lang": "en"})
    sunday = final("letterboxed", "generate", {"daily": "2027-01-10", "lang": "en"})
    assert (monday["par"], sunday["par"]) == (letterboxed.DAILY_SCHEDULE[0], letterboxed.DAILY_SCHEDULE[6])
    board = final("boggle", "generate", {"daily": "2027-01-04", "lang": "nb"})
    assert (board["rows"], board["cols"]) == (4, 4)
