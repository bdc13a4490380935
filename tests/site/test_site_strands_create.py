"""The Strands creator's manual mode in headless Chromium: a puzzle drawn entirely by hand
(pointer, taps and keyboard), checked, shared and solved from its link in a fresh browser;
words pinned and the rest placed by the engine; a board with a second reading; the gallery
entry; both modes' work kept across a switch and a reload."""

from __future__ import annotations

import re

import pytest

from conftest import final, open_site, ready, shared_page, visit
from test_strands import NYT_ANSWER, NYT_SPANGRAM, NYT_WORDS
from waiting import wait_until

pytestmark = pytest.mark.browser

ROWS, COLS = 8, 6
CLUE = "On the syllabus"
#: Rows of six letters: STOVES and SEVOTS can trade places, so the board has two readings.
ROW_WORDS = ["spanny", "garden", "pencil", "stoves", "sevots", "bridge", "planet", "rocket"]


@pytest.fixture(scope="module")
def page(browser, site):
    with shared_page(browser, site, permissions=["clipboard-read", "clipboard-write"]) as page:
        yield page


def centre(page, grid, cell):
    page.locator(grid).scroll_into_view_if_needed()
    box = page.locator(grid).bounding_box()
    width, height = box["width"] / COLS, box["height"] / ROWS
    return box["x"] + width * (cell[1] + 0.5), box["y"] + height * (cell[0] + 0.5)


def drag(page, path, grid="#m-grid"):
    page.mouse.move(*centre(page, grid, path[0]))
    page.mouse.down()
    for cell in path[1:]:
        page.mouse.move(*centre(page, grid, cell), steps=5)
    page.mouse.up()


def tap(page, path):
    for cell in path:  # the word ends by itself at its last letter
        page.mouse.click(*centre(page, "#m-grid", cell))


def keys(page, path):
    """Trace by keyboard: arrows move the focus (orthogonally), Enter picks the cell."""
    page.locator(f"#m-grid [data-cell='{path[0][0] * COLS + path[0][1]}']").focus()
    at = path[0]
    for cell in path:
        while at != cell:
            if at[0] != cell[0]:
                page.keyboard.press("ArrowDown" if cell[0] > at[0] else "ArrowUp")
                at = (at[0] + (1 if cell[0] > at[0] else -1), at[1])
            else:
                page.keyboard.press("ArrowRight" if cell[1] > at[1] else "ArrowLeft")
                at = (at[0], at[1] + (1 if cell[1] > at[1] else -1))
        page.keyboard.press("Enter")


def start_manual(page, clue, spangram, words):
    page.evaluate("() => localStorage.removeItem('wordgames/strands/creator')")
    visit(page, "#strands/create", "strands-create")
    page.fill("#clue", clue)
    page.fill("#spangram", spangram)
    page.fill("#words", ", ".join(words))
    page.check("input[name=sc-mode][value=manual]")
    assert page.is_visible("#m-grid") and page.is_hidden("#grid")


def choose(page, word):
    page.click(f"#m-words button:has-text('{word.upper()}')")
    page.wait_for_selector(f"#m-words button[aria-pressed=true]:has-text('{word.upper()}')")


def status(page, text):
    wait_until(page, "(text) => document.querySelector('#m-status').textContent.startsWith(text)", arg=text,
                           timeout=60_000)


def test_a_puzzle_drawn_by_hand_is_checked_shared_and_solved(page, browser, site):
    start_manual(page, CLUE, "College course", NYT_WORDS)
    order = [NYT_SPANGRAM, *NYT_WORDS]
    for i, word in enumerate(order):
        choose(page, word)
        [drag, tap, keys][i % 3](page, NYT_ANSWER[word])
        page.wait_for_selector(f"#m-words button.placed:has-text('{word.upper()}')")
        if i < len(order) - 1:
            status(page, f"{48 - sum(len(w) for w in order[:i + 1])} cells are still empty")
    status(page, "Every cell is used and the board has exactly one answer.")
    assert page.locator("#m-problems li").count() == 0
    assert "".join(page.locator("#m-grid .st-cell").all_inner_texts()) == \
        "CEXGRE OMANIU LLEDET RQGARC EUECOE PMIZUL AOEWRS PHKROE".replace(" ", "")
    assert page.locator("#m-lines polyline.spangram").count() == 1
    link = page.input_value("#link")
    code = link.split("/p/")[1]
    board = final("strands", "decode", {"code": code})
    assert board["clue"] == CLUE and board["placements"] == {w: [list(c) for c in p] for w, p in NYT_ANSWER.items()}

    fresh = browser.new_context(service_workers="block")
    try:
        other = open_site(fresh, link, "strands", code)
        for i, word in enumerate(order):
            drag(other, NYT_ANSWER[word], grid="#grid")
            wait_until(other, f"document.querySelectorAll('#found li').length === {i + 1}")
        other.wait_for_selector("#finish-slot .finish")
    finally:
        fresh.close()


def test_a_broken_rule_is_said_and_undo_takes_it_back(page):
    start_manual(page, CLUE, "College course", NYT_WORDS)
    choose(page, "exam")
    tap(page, [(0, 1), (1, 2), (0, 2), (1, 1)])  # crosses itself
    wait_until(page, "document.querySelector('#m-problems').textContent.includes('EXAM crosses itself')")
    assert page.locator("#m-words button.faulty").count() == 1
    page.click("#m-undo")
    wait_until(page, "document.querySelectorAll('#m-problems li').length === 0")
    assert page.locator("#m-words button.placed").count() == 0
    choose(page, "exam")
    tap(page, NYT_ANSWER["exam"][:2])
    page.click("#m-undo")  # a step of the trace
    assert page.locator("#m-grid .st-cell.on").count() == 1
    page.keyboard.press("Escape")


def test_pinned_words_stay_and_the_engine_places_the_rest(page):
    start_manual(page, CLUE, "College course", NYT_WORDS)
    choose(page, NYT_SPANGRAM)
    drag(page, NYT_ANSWER[NYT_SPANGRAM])
    status(page, "35 cells are still empty")
    assert page.get_attribute("#m-pin", "aria-pressed") == "false" and page.is_disabled("#m-pin")  # EXAM is next
    choose(page, NYT_SPANGRAM)
    assert page.get_attribute("#m-pin", "aria-pressed") == "true"  # a drawn word is pinned
    page.click("#m-complete")
    wait_until(page, "document.querySelectorAll('#m-words button.placed').length === 7", timeout=60_000)
    page.wait_for_selector("#link-box:not([hidden])")
    board = final("strands", "decode", {"code": page.input_value("#link").split("/p/")[1]})
    assert board["placements"][NYT_SPANGRAM] == [list(c) for c in NYT_ANSWER[NYT_SPANGRAM]]
    assert sorted(board["words"]) == sorted(NYT_WORDS)
    assert page.locator("#m-words .sm-state", has_text="placed, not pinned").count() == 6
    page.click("#m-undo")  # the engine's placing is one step back
    wait_until(page, "document.querySelectorAll('#m-words button.placed').length === 1")


def test_a_board_with_a_second_reading_shows_it(page):
    start_manual(page, "Rows", ROW_WORDS[0], ROW_WORDS[1:])
    for r, word in enumerate(ROW_WORDS):
        choose(page, word)
        drag(page, [(r, c) for c in range(COLS)])
    status(page, "Careful: the words cover the board in another way too")
    assert page.is_disabled("#copy-entry") and "exactly one answer" in page.inner_text("#entry-status")
    before = page.locator("#m-lines polyline").evaluate_all("(lines) => lines.map((l) => l.getAttribute('points'))")
    page.check("#m-second")
    after = page.locator("#m-lines polyline").evaluate_all("(lines) => lines.map((l) => l.getAttribute('points'))")
    assert len(after) == 8 and sorted(after) != sorted(before)
    page.uncheck("#m-second")


def test_the_gallery_entry_and_both_modes_work_are_kept(page):
    start_manual(page, CLUE, "College course", NYT_WORDS)
    for word in [NYT_SPANGRAM, *NYT_WORDS]:
        choose(page, word)
        drag(page, NYT_ANSWER[word])
    status(page, "Every cell is used")
    code = page.input_value("#link").split("/p/")[1]
    page.click("#copy-entry")
    assert "Give your name first" in page.inner_text("#entry-status")
    page.fill("#author", "Ada\tLovelace\n")
    page.click("#copy-entry")
    wait_until(page, "document.querySelector('#entry-status').textContent.startsWith('Copied')")
    line = page.input_value("#entry")
    assert re.fullmatch(rf"\d{{4}}-\d{{2}}-\d{{2}}\tAda Lovelace\t{CLUE}\t{re.escape(code)}", line), line
    assert page.evaluate("navigator.clipboard.readText()") == line
    assert "gallery/en.txt" in page.inner_text("#entry-status")

    page.check("input[name=sc-mode][value=auto]")  # automatic mode: its own board
    page.click("#generate")
    wait_until(page, "document.querySelector('#status').textContent.startsWith('One answer only')",
                           timeout=60_000)
    auto_link = page.input_value("#link")
    page.check("input[name=sc-mode][value=manual]")  # checked again, the same board
    status(page, "Every cell is used")
    wait_until(page, "(code) => document.querySelector('#link').value.endsWith(code)", arg=code)  # checked anew
    assert page.locator("#m-words button.placed").count() == 7
    page.reload()
    ready(page, "strands-create")
    assert page.is_checked("input[name=sc-mode][value=manual]") and page.input_value("#author") == "Ada Lovelace"
    wait_until(page, "document.querySelectorAll('#m-words button.placed').length === 7")
    status(page, "Every cell is used")
    page.check("input[name=sc-mode][value=auto]")
    assert page.input_value("#link") == auto_link and page.locator("#grid .st-cell").count() == 48
