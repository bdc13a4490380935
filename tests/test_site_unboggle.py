"""The Unboggle page in headless Chromium: solve, paths, cancel, play in Boggle (English, Norwegian)."""

from __future__ import annotations

import pytest

from conftest import BOOT_MS
from wordgames.games import boggle
from wordgames.rng import Rng

pytestmark = pytest.mark.browser


def slow_word_list(en):
    """15 words from a rolled 4x4 board whose search needs tens of thousands of partial boards."""
    rng = Rng("ub")
    for count, size in ((10, 4),) * 4 + ((15, 4),) * 3:
        faces = [die[rng.below(6)] for die in rng.shuffled(boggle.dice_for("en", size, size))]
        words = rng.shuffled(sorted(boggle.find_words(faces, size, size, en, 3)))[:count]
    return words


def open_page(context, site):
    page = context.new_page()
    page.goto(f"{site}unboggle.html")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    return page


def test_solve_cancel_and_play(context, site, en):
    page = open_page(context, site)
    page.fill("#input", ", ".join(slow_word_list(en)))
    page.click("#solve")
    page.wait_for_function("document.querySelector('#status').textContent.includes('partial boards tried,')",
                           timeout=60_000)
    page.click("#cancel")
    page.wait_for_function("document.querySelector('#status').textContent === 'Cancelled.'")
    page.fill("#input", "plates\nsteal, rinse\nsilent")
    page.click("#solve")
    page.wait_for_function("document.querySelector('#status').textContent.startsWith('All 4 words fit')",
                           timeout=60_000)
    rows = page.evaluate("window.wordgames.shown.board")
    assert len(rows) == 4
    extra = page.evaluate("window.wordgames.shown.extra_words")
    assert set(extra).isdisjoint({"plates", "steal", "rinse", "silent"})
    assert ("no other word" if not extra else f"{len(extra)} other word") in page.inner_text("#status")
    page.hover("#words li:nth-child(1)")
    assert page.locator("#grid .bg-cell.on").count() == len("plates")
    assert page.locator("#trace polyline").count() == 1
    href = page.get_attribute("#play", "href")
    assert href.startswith("boggle.html#boggle/p/")
    page.click("#play")
    page.wait_for_function("window.wordgames?.state?.board", timeout=BOOT_MS)
    assert page.evaluate("window.wordgames.state.board.board").split() == rows


def test_impossible_lists_and_bad_input_are_explained(context, site):
    page = open_page(context, site)
    page.fill("#input", "abcdefgh, ijklmnop, rstu")
    page.click("#solve")
    page.wait_for_function("document.querySelector('#status').textContent.startsWith('No board exists')")
    assert "20 different cells" in page.inner_text("#status")
    page.fill("#input", "<b>bold</b>")
    page.click("#solve")
    page.wait_for_function("document.querySelector('#status').textContent.includes('letters only')")
    assert page.locator("#status b").count() == 0


def test_norwegian_words_open_in_norwegian_boggle(context, site):
    page = open_page(context, site)
    page.fill("#input", "blåbær, ørret")
    page.click("#solve")
    page.wait_for_function("document.querySelector('#status').textContent.startsWith('All 2 words fit')",
                           timeout=60_000)
    rows = page.evaluate("window.wordgames.shown.board")
    page.click("#play")
    page.wait_for_function("window.wordgames?.state?.board", timeout=BOOT_MS)
    board = page.evaluate("window.wordgames.state.board")
    assert board["lang"] == "nb" and board["board"].split() == rows
    page.fill("#type-word", "blåbær")
    page.press("#type-word", "Enter")
    page.wait_for_function("window.wordgames.state.found.some((f) => f.word === 'blåbær')")
