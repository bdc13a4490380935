"""Letter Boxed's daily on a phone (issue #38), in Chromium at 390x844 with touch: today's daily
played to its end by taps, the board measured after every tap and every message (it never moves),
the layout shifts from the first tap to the finish (under 0.01), every control 44x44 or more, no
sideways scroll; the finish with its rank, the player's words and the best solution, again on a
later visit; the Tools view with the solver and the word lists; giving up in the page's own dialog;
the played words' lines at 3:1 or more on the board in light and dark; axe on each screen."""

from __future__ import annotations

import json

import pytest

from conftest import FORGET_PROGRESS, final, pinned_day, ready
from phone import (
    board_box, horizontal_scroll, page_at_home, phone_context, shifts_since_input, small_targets, start_counting,
)
from test_site_a11y import axe_in_both_schemes
from waiting import wait_until

pytestmark = pytest.mark.browser

BOARD = "#board"


def daily() -> dict:
    return final("letterboxed", "generate", {"daily": pinned_day(), "lang": "en"})


def everyday_best(code: str) -> list[str]:
    """The fewest everyday words that solve the puzzle: as many as its par."""
    return final("letterboxed", "solve", {"code": code})["everyday_best"]


@pytest.fixture(scope="module")
def phone(browser, site):
    """One 390x844 touch page in light, Python booted once for the module."""
    with page_at_home(phone_context(browser), site) as page:
        yield page


def go(page, route: str, view: str, code: str | None = None, forget: bool = False) -> None:
    """Open ``route`` afresh, by way of home (progress and statistics forgotten when ``forget``)."""
    page.evaluate("() => { document.querySelectorAll('dialog[open]').forEach((d) => d.close()); location.hash = ''; }")
    ready(page, "home")
    if forget:
        page.evaluate(FORGET_PROGRESS)
        page.evaluate("() => localStorage.removeItem('wordgames/stats')")
    page.evaluate("(route) => { location.hash = route; }", route)
    ready(page, view, code)


def tap_letter(page, letter: str) -> None:
    page.locator(f"#board g[data-letter='{letter}']").tap()


def play_by_taps(page, words: list[str], measure) -> None:
    """Tap each word's letters (a later word's first letter is already there) and Enter; ``measure`` after every tap."""
    for i, word in enumerate(words):
        for letter in word if i == 0 else word[1:]:
            tap_letter(page, letter)
            measure()
        page.locator("#submit").tap()
        wait_until(page, "(n) => document.querySelectorAll('#chain li').length === n", arg=i + 1)
        measure()


def test_the_daily_plays_to_its_finish_by_taps_and_nothing_moves(phone):
    puzzle = daily()
    go(phone, "#letterboxed", "letterboxed", puzzle["code"], forget=True)
    # The daily is the page: no tools under it.
    for tool in ("#solve", "#new", "#lang", "#wordlist", "#stats"):
        assert phone.locator(tool).count() == 0, tool
    assert small_targets(phone) == [] and not horizontal_scroll(phone)
    words = everyday_best(puzzle["code"])
    assert len(words) == puzzle["par"]
    start = board_box(phone, BOARD)
    moves = []

    def measure():
        box = board_box(phone, BOARD)
        if any(abs(a - b) >= 1 for a, b in zip(box, start)):
            moves.append((phone.inner_text("#message"), box))

    start_counting(phone)
    # Two letters of one side: the longest message, then a word the list does not have.
    side = puzzle["sides"][0]
    tap_letter(phone, side[0])
    tap_letter(phone, side[1])
    assert phone.inner_text("#message") == "Consecutive letters must come from different sides"
    measure()
    tap_letter(phone, puzzle["sides"][1][0])
    tap_letter(phone, puzzle["sides"][2][0])
    phone.locator("#submit").tap()
    wait_until(phone, "document.querySelector('#message').textContent.includes('not in the word list')")
    measure()
    for _ in range(3):
        phone.locator("#delete").tap()
        measure()
    assert phone.inner_text("#current") == ""
    play_by_taps(phone, words, measure)
    finish = phone.locator(".finish")
    finish.wait_for()
    measure()
    assert moves == []
    assert shifts_since_input(phone) < 0.01
    assert finish.get_attribute("data-rank") == "Par"
    assert "celebrate" in finish.get_attribute("class")
    assert phone.inner_text("#par") == "Solved · Par"
    assert phone.inner_text(".finish-detail") == f"{len(words)} words · par {puzzle['par']}"
    assert phone.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in words]
    phone.wait_for_selector(".finish-best li")  # the best solution follows from the engine
    assert len(phone.locator(".finish-best li").all_inner_texts()) == puzzle["par"]
    assert phone.locator(".finish .finish-share").is_visible() and phone.locator(".finish .finish-stats").is_visible()
    finish.scroll_into_view_if_needed()
    assert small_targets(phone) == [] and not horizontal_scroll(phone)
    record = phone.evaluate("() => JSON.parse(localStorage.getItem('wordgames/stats')).records")[
        f"letterboxed/en/{pinned_day()}"]
    assert record["solved"] is True and record["words"] == len(words)
    assert axe_in_both_schemes(phone) == {"light": [], "dark": []}

    # A later visit: the finish again, still, and the board stays solved.
    phone.reload()
    ready(phone, "letterboxed", puzzle["code"])
    assert "celebrate" not in phone.locator(".finish").get_attribute("class")
    assert phone.inner_text("#par") == "Solved · Par"
    assert phone.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in words]
    assert phone.is_disabled("#submit") and "solved" in phone.get_attribute(BOARD, "class")


#: Each played word's line and the board under it, as [r, g, b] (light-dark() is computed to rgb()).
LINE_COLOURS = """() => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const frame = getComputedStyle(document.querySelector('#board .frame')).fill;
  return { board: rgb(frame), lines: [...document.querySelectorAll('#board .played')].map(
    (line) => rgb(getComputedStyle(line).stroke)) };
}"""


def contrast(a, b) -> float:
    def luminance(rgb):
        def channel(c):
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = (channel(c) for c in rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("palette", ["standard", "contrast"])
def test_played_words_are_told_apart_at_3_to_1_in_light_and_dark(phone, palette):
    puzzle = daily()
    go(phone, "#letterboxed", "letterboxed", puzzle["code"], forget=True)
    words = everyday_best(puzzle["code"])
    play_by_taps(phone, words, lambda: None)  # the solved board keeps every word's line
    phone.evaluate("(palette) => { document.documentElement.dataset.palette = palette; }", palette)
    try:
        for scheme in ("light", "dark"):
            phone.emulate_media(color_scheme=scheme)
            colours = phone.evaluate(LINE_COLOURS)
            assert len(colours["lines"]) == len(words) >= 2
            assert len({tuple(line) for line in colours["lines"]}) == len(colours["lines"])  # each its own shade
            for line in colours["lines"]:
                assert contrast(line, colours["board"]) >= 3, (scheme, line, colours["board"])
    finally:
        phone.emulate_media(color_scheme="light")
        phone.evaluate("() => { document.documentElement.dataset.palette = 'standard'; }")


def test_tools_hold_the_solver_and_the_word_lists_for_the_puzzle_last_open(phone):
    puzzle = daily()
    go(phone, "#letterboxed", "letterboxed", puzzle["code"], forget=True)
    go(phone, "#letterboxed/tools", "letterboxed-tools", puzzle["code"])
    for tool in ("#solve", "#new", "#today", "#lang", "#difficulty", "#wordlist", "#wordlist-paste-open"):
        assert phone.locator(tool).is_visible(), tool
    assert phone.get_attribute("#tools-play", "href") == "#letterboxed"
    assert phone.get_attribute("#tools-lab", "href") == "#lab"
    assert phone.inner_text("#tools-label").startswith(f"Daily #{puzzle['number']}")
    assert small_targets(phone) == [] and not horizontal_scroll(phone)
    assert axe_in_both_schemes(phone) == {"light": [], "dark": []}
    phone.locator("#tools-play").tap()
    ready(phone, "letterboxed", puzzle["code"])


def progress(page, code: str) -> dict:
    """The progress record of a puzzle as the page keeps it (versioned records carry it as their value)."""
    stored = page.evaluate("(key) => JSON.parse(localStorage.getItem(key))", f"wordgames/letterboxed/progress/{code}")
    return stored.get("value", stored)


def test_giving_up_asks_in_the_pages_dialog_and_marks_the_day_revealed(phone):
    puzzle = daily()
    go(phone, "#letterboxed", "letterboxed", puzzle["code"], forget=True)
    first = everyday_best(puzzle["code"])[0]
    play_by_taps(phone, [first], lambda: None)
    go(phone, "#letterboxed/tools", "letterboxed-tools", puzzle["code"])
    asked = []
    phone.on("dialog", lambda dialog: (asked.append(dialog.message), dialog.dismiss()))
    phone.locator("#solve").tap()
    phone.wait_for_selector("#give-up[open]")
    assert phone.inner_text("#give-up-yes") == "Give up and show answers"
    assert small_targets(phone) == []
    assert axe_in_both_schemes(phone) == {"light": [], "dark": []}
    phone.locator("#give-up-no").tap()  # Keep playing: nothing shown, nothing marked
    phone.wait_for_selector("#give-up", state="hidden")
    assert phone.inner_text("#solve-status") == "" and phone.locator("#best p").count() == 0
    stored = progress(phone, puzzle["code"])
    assert stored["revealed"] is False
    phone.locator("#solve").tap()
    phone.locator("#give-up-yes").tap()
    wait_until(phone, "document.querySelector('#solve-status').textContent.startsWith('Proven best')", timeout=60_000)
    assert phone.locator("#best p.everyday").count() == 1
    assert asked == []  # no window.confirm
    stored = progress(phone, puzzle["code"])
    assert stored["revealed"] is True and stored["played"] == [first]
    records = json.loads(phone.evaluate("() => localStorage.getItem('wordgames/stats')"))["records"]
    record = records[f"letterboxed/en/{pinned_day()}"]
    assert record["revealed"] is True and record["solved"] is False and record["on"] == pinned_day()
    phone.locator("#solve").tap()  # once shown, the answers come without asking again
    assert not phone.is_visible("#give-up")
