"""Unboggle in the built site, in headless Chromium: solve, paths, cancel, play in Boggle
(English, Norwegian), and a search stopped when the player leaves the view. The tests
share one page."""

from __future__ import annotations

import re
import time

import pytest

from conftest import final, ready, visit
from wordgames.games import boggle, letterboxed
from wordgames.rng import Rng

pytestmark = pytest.mark.browser

FOUR = "plates\nsteal, rinse\nsilent"


def slow_word_list(en):
    """20 words from a rolled 5x5 board whose search runs for minutes, yielding at least every
    0.3 s in CPython (1.2 million partial boards in 45 s). The benchmark's slow list
    (unboggle-bench/20/5/3) spends up to 5 s between two yields there, and more in Pyodide on a
    loaded machine, so a cancel waited that long and these tests timed out (issue #25)."""
    rng = Rng("slowsite/7")
    faces = [die[rng.below(6)] for die in rng.shuffled(boggle.dice_for("en", 5, 5))]
    return rng.shuffled(sorted(boggle.find_words(faces, 5, 5, en, 3)))[:20]


def start_slow_search(page, en):
    page.fill("#input", ", ".join(slow_word_list(en)))
    page.select_option("#size", "5x5")
    page.click("#solve")
    page.wait_for_function("document.querySelector('#status').textContent.includes('partial boards tried,')",
                           timeout=120_000)  # a first solve boots the engine: slow on a loaded machine


def solve_on_4x4(page, words: str, outcome: str) -> None:
    """Type ``words`` into Unboggle, solve on a 4x4 board, and wait for the status to begin with ``outcome``."""
    page.select_option("#size", "4x4")
    page.fill("#input", words)
    page.click("#solve")
    page.wait_for_function("(outcome) => document.querySelector('#status').textContent.startsWith(outcome)",
                           arg=outcome, timeout=60_000)


def test_solve_cancel_and_play(tab, en):
    visit(tab, "#unboggle", "unboggle")
    start_slow_search(tab, en)
    assert tab.is_enabled("#cancel") and tab.is_disabled("#solve")
    tab.click("#cancel")
    tab.wait_for_function("document.querySelector('#status').textContent === 'Cancelled.'")
    assert tab.is_enabled("#solve") and tab.is_disabled("#cancel") and tab.is_hidden("#play")
    solve_on_4x4(tab, FOUR, "All 4 words fit")
    expected = final("unboggle", "solve", {"words": FOUR, "size": "4x4"})
    cells = final("boggle", "decode", {"code": expected["code"]})["faces"]
    assert tab.locator("#grid .bg-cell").all_inner_texts() == [f.upper() for f in cells]
    extra = expected["extra_words"]
    assert set(extra).isdisjoint({"plates", "steal", "rinse", "silent"})
    assert ("no other word" if not extra else f"{len(extra)} other word") in tab.inner_text("#status")
    assert tab.locator("#words li").all_inner_texts() == [w.upper() for w in expected["words"]]
    tab.hover("#words li:nth-child(1)")
    assert tab.locator("#grid .bg-cell.on").count() == len(expected["words"][0])
    assert tab.locator("#trace polyline").count() == 1
    assert tab.get_attribute("#play", "href") == f"#boggle/p/{expected['code']}"
    tab.click("#play")
    ready(tab, "boggle", expected["code"])
    tab.click("#start")  # a timed round's dice are face down until Start
    tab.wait_for_function("document.querySelector('#grid .bg-cell').textContent !== ''")
    assert tab.locator("#grid .bg-cell").all_inner_texts() == [f.upper() for f in cells]
    tab.go_back()  # the input is kept for the way back
    ready(tab, "unboggle")
    assert tab.input_value("#input") == FOUR


def test_impossible_lists_and_bad_input_are_explained(tab):
    visit(tab, "#unboggle", "unboggle")
    tab.select_option("#size", "4x4")
    tab.fill("#input", "abcdefgh, ijklmnop, rstu")
    tab.click("#solve")
    tab.wait_for_function("document.querySelector('#status').textContent.startsWith('No board exists')")
    assert "20 different cells" in tab.inner_text("#status")
    tab.fill("#input", "<b>bold</b>")
    tab.click("#solve")
    tab.wait_for_function("document.querySelector('#status').textContent.includes('letters only')")
    assert tab.locator("#status b").count() == 0


def test_norwegian_words_open_in_norwegian_boggle(tab):
    visit(tab, "#unboggle", "unboggle")
    solve_on_4x4(tab, "blåbær, ørret", "All 2 words fit")
    expected = final("unboggle", "solve", {"words": "blåbær, ørret", "size": "4x4"})
    tab.click("#play")
    ready(tab, "boggle", expected["code"])
    assert final("boggle", "decode", {"code": expected["code"]})["lang"] == "nb"
    tab.click("#start")  # a Boggle round starts with Start
    tab.fill("#type-word", "blåbær")
    tab.press("#type-word", "Enter")
    tab.wait_for_function("document.querySelectorAll('#found li').length === 1")
    assert tab.locator("#found li").all_inner_texts() == [f"BLÅBÆR {boggle.points('blåbær')}"]


def test_leaving_the_view_stops_its_search(tab, en):
    """A view unmount cancels its job: the next view's requests are answered at once, not
    after the minutes-long search, and no worker is replaced."""
    visit(tab, "#unboggle", "unboggle")
    restarts = tab.evaluate("window.wordgames.engine.restarts")
    start_slow_search(tab, en)
    code = letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": None})
    started = time.monotonic()
    tab.evaluate("(route) => { location.hash = route; }", f"#letterboxed/p/{code}")
    ready(tab, "letterboxed", code, timeout=15_000)  # decoded by the engine, after the search
    tab.keyboard.type("gnome")
    tab.keyboard.press("Enter")
    tab.wait_for_function("document.querySelectorAll('#chain li').length === 1", timeout=15_000)
    assert time.monotonic() - started < 10
    assert tab.evaluate("window.wordgames.engine.restarts") == restarts
    assert tab.locator("#chain li").all_inner_texts() == ["GNOME"]


def test_spaces_separate_words_and_the_count_reads_right(tab):
    visit(tab, "#unboggle", "unboggle")
    solve_on_4x4(tab, "cat dog  bird", "All 3 words fit")
    assert tab.locator("#words li").all_inner_texts() == ["CAT", "DOG", "BIRD"]
    assert tab.locator("#words li button").count() == 3  # each shows its path, and is reached with Tab
    solve_on_4x4(tab, "plates", "1 word fits")
    assert tab.inner_text("#announce") == tab.inner_text("#status")  # the outcome is told


SEARCHING = re.compile(r"Searching: ([\d,]+) partial boards tried, at best (\d+) of (\d+) words placed"
                       r"(?:, (\d+)% of the first word's placements ruled out)?…")


def test_a_long_search_shows_progress_that_only_moves_forward(tab, en):
    """The search restarts with growing budgets (each run counting from zero) before its last,
    complete run: the page's counts go on across runs and never go down."""
    visit(tab, "#unboggle", "unboggle")
    tab.evaluate("""() => {
        window.statuses = [];
        new MutationObserver(() => window.statuses.push(document.querySelector("#status").textContent))
            .observe(document.querySelector("#status"), { childList: true, characterData: true, subtree: true });
    }""")
    start_slow_search(tab, en)
    # Past the first three runs (250 + 500 + 1,000 partial boards): three restarts seen.
    tab.wait_for_function("""() => window.statuses.some((text) =>
        Number((text.match(/Searching: ([\\d,]+)/) ?? [0, "0"])[1].replaceAll(",", "")) > 2000)""", timeout=120_000)
    tab.click("#cancel")
    seen = [SEARCHING.fullmatch(text) for text in tab.evaluate("window.statuses") if text.startswith("Searching:")]
    assert seen and all(seen), "every progress line reads as expected"
    counts = [(int(m[1].replace(",", "")), int(m[2]), int(m[4] or 0)) for m in seen]
    for name, values in zip(("partial boards", "words placed", "ruled out"), zip(*counts)):
        assert list(values) == sorted(values), f"{name} went down: {values}"
    assert counts[-1][0] > 2000 and len({m[3] for m in seen}) == 1
