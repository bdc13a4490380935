"""Strands, its tools, the creator, Unboggle and the gallery on a phone (issue #38), in Chromium
at 390x844 with touch: today's daily played to its finish by touch, measured after every word
and every message (the grid never moves, no layout shift, every control a finger's size, no
sideways scroll); the finish with its rank and the player's words, shown again on a later
visit; the Tools route; Unboggle's and the creator's empty screens and their examples; a
gallery puzzle under its title and author; axe on each of these screens, light and dark.

One phone page for the module, so Python boots once (only Unboggle and the creator need it)."""

from __future__ import annotations

import json

import pytest

from conftest import ROOT, final, pinned_day, ready, visit
from phone import board_box, horizontal_scroll, page_at_home, phone_context, shifts_since_input, small_targets, start_counting
from test_site_a11y import axe_problems
from wordgames.games import boggle
from wordgames.lexicon import load
from waiting import wait_until

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def phone(browser, site):
    """A phone's page (light; the axe test switches the scheme) at home, uncaught errors failing the module."""
    with page_at_home(phone_context(browser), site) as page:
        yield page


def todays_pack(lang: str = "en") -> dict:
    """Today's Strands day pack, as the build wrote it: the puzzle with its answer."""
    path = ROOT / "dist" / "app" / "daily" / lang / "strands" / f"{pinned_day()}.json"
    return json.loads(path.read_text(encoding="utf-8"))["puzzle"]


def cell_centre(page, puzzle, cell) -> tuple[float, float]:
    """Where a finger taps the letter ``cell`` (row, col), in the window."""
    box = page.locator("#grid").bounding_box()
    width, height = box["width"] / puzzle["cols"], box["height"] / puzzle["rows"]
    return box["x"] + width * (cell[1] + 0.5), box["y"] + height * (cell[0] + 0.5)


def tap_word(page, puzzle, path) -> None:
    """Tap each letter of ``path`` with a finger, then the last one again to submit."""
    for cell in [*path, path[-1]]:
        page.touchscreen.tap(*cell_centre(page, puzzle, cell))


def dictionary_words(puzzle, count):
    """Words of the grid that are not theme words (each with a path): they earn a hint."""
    letters = list("".join(puzzle["grid"]).lower())
    found = boggle.find_words(letters, puzzle["rows"], puzzle["cols"], load(puzzle["lang"]), 4)
    theme = {puzzle["spangram"], *puzzle["words"]}
    words = sorted((w for w in found if w not in theme), key=lambda w: (len(w), w))[:count]
    return [(w, [divmod(c, puzzle["cols"]) for c in found[w]]) for w in words]


def not_a_word(puzzle):
    """A path along the top row whose letters spell no word at all: a message, nothing found."""
    known = load(puzzle["lang"])
    for length in (4, 5, 6):
        word = puzzle["grid"][0][:length].lower()
        if word not in known and word not in {puzzle["spangram"], *puzzle["words"]}:
            return [(0, c) for c in range(length)]
    pytest.fail("the top row spells words at every length")


class Watch:
    """The phone's measures, taken after every word and message of a game."""

    def __init__(self, page):
        self.page = page
        self.board = board_box(page, "#grid")
        self.checks = 0

    def check(self, moment: str) -> None:
        page = self.page
        assert board_box(page, "#grid") == self.board, f"the grid moved after {moment}"
        assert shifts_since_input(page) < 0.01, f"layout shifted by {moment}"
        assert small_targets(page) == [], f"small controls after {moment}"
        assert not horizontal_scroll(page), f"sideways scroll after {moment}"
        self.checks += 1


def message_is(page, start: str) -> None:
    wait_until(page, "(start) => document.querySelector('#message').textContent.startsWith(start)", arg=start)


def test_todays_daily_plays_to_its_finish_by_touch_and_nothing_jumps(phone):
    puzzle = todays_pack()
    visit(phone, "#strands", "strands", puzzle["code"])
    # The daily is the page: the puzzle, its status and Hint; no workbench controls.
    for gone in ("#lang", "#today", "#share", "#stats", "#win"):
        assert phone.locator(gone).count() == 0, gone
    assert phone.inner_text("#clue") == puzzle["clue"]
    assert axe_light_and_dark(phone) == {"light": [], "dark": []}
    phone.evaluate("() => scrollTo(0, 0)")
    watch = Watch(phone)
    assert watch.board[2] <= 390 and min(
        phone.eval_on_selector_all("#grid [role=gridcell]", "(cells) => cells.map((c) => Math.min(c.offsetWidth, c.offsetHeight))")
    ) >= 44
    start_counting(phone)
    watch.check("the first view")

    tap_word(phone, puzzle, not_a_word(puzzle))
    wait_until(phone, "document.querySelector('#message').textContent !== ''")
    assert phone.locator("#found li, #others li").count() == 0
    watch.check("a message that it is not a word")
    for count, (word, path) in enumerate(dictionary_words(puzzle, 3), start=1):
        tap_word(phone, puzzle, path)
        message_is(phone, f"{word.upper()} is a word")
        assert phone.locator("#others li").count() == count
        watch.check(f"the word {word}")
    phone.tap("#hint")
    first = puzzle["placements"][puzzle["words"][0]]
    wait_until(phone, "(n) => document.querySelectorAll('#grid .st-cell.hinted').length === n", arg=len(first))
    watch.check("a hint")

    order = [*puzzle["words"], puzzle["spangram"]]
    for count, word in enumerate(order, start=1):
        tap_word(phone, puzzle, puzzle["placements"][word])
        phone.wait_for_selector(f"main[data-found='{count}']", state="attached")
        message_is(phone, "SPANGRAM!" if word == puzzle["spangram"] else word.upper())
        watch.check(f"the theme word {word}")

    # The finish: a celebration, the rank by hints (one: Great), the words in the order found.
    finish = phone.locator("#finish-slot .finish")
    finish.wait_for()
    assert finish.get_attribute("class") == "finish celebrate"
    assert phone.inner_text(".finish-rank") == "Great" and finish.get_attribute("data-rank") == "Great"
    assert phone.inner_text(".finish-detail") == f"1 hint · {len(order)} words"
    assert phone.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in order]
    assert phone.locator(".finish-mine li.spangram").all_inner_texts() == [puzzle["spangram"].upper()]
    assert phone.locator(".finish-best li").all_inner_texts() == [puzzle["spangram"].upper()]
    assert phone.inner_text(".finish-block:has(.finish-best) h3") == f"The spangram of “{puzzle['clue']}”"
    assert phone.is_hidden("#hint")
    assert phone.locator("#stats-dialog").count() == 0  # the statistics no longer open by themselves
    watch.check("the finish")
    assert watch.checks == 1 + 1 + 3 + 1 + len(order) + 1  # first view, a non-word, 3 words, a hint, the theme words, the finish
    assert phone.get_attribute("body", "data-solved") == "true"
    assert axe_light_and_dark(phone) == {"light": [], "dark": []}

    # Statistics and Share from the finish (this phone has no share sheet: the page's own dialog).
    phone.click(".finish-stats")
    phone.wait_for_selector("#stats-dialog[open]")
    assert phone.inner_text("#stat-played") == "1"
    phone.keyboard.press("Escape")
    phone.click(".finish-share")
    text = phone.input_value("#share-text")
    assert f"“{puzzle['clue']}”" in text and "💡" + "🔵" * len(puzzle["words"]) in text.replace("\n", "")
    phone.keyboard.press("Escape")

    # A later visit: the board stays solved and the finish shows, without the celebration.
    phone.reload()
    ready(phone, "strands", puzzle["code"])
    assert phone.get_attribute("#finish-slot .finish", "class") == "finish"
    assert phone.inner_text(".finish-rank") == "Great"
    assert phone.locator("#grid .st-cell.theme, #grid .st-cell.spangram").count() == puzzle["rows"] * puzzle["cols"]
    assert phone.get_attribute("body", "data-solved") == "true"


def test_tools_hold_the_language_statistics_and_the_ways_to_more_puzzles(phone):
    visit(phone, "#strands/tools", "strands-tools")
    assert phone.inner_text("#view-title") == "Strands tools"
    links = phone.eval_on_selector_all(".st-tools a", "(links) => links.map((a) => a.getAttribute('href'))")
    assert links == ["#strands", "#strands/create", "#gallery", "#lab"]
    assert small_targets(phone) == [] and not horizontal_scroll(phone)
    phone.click("#stats")
    phone.wait_for_selector("#stats-dialog[open]")
    phone.keyboard.press("Escape")
    phone.select_option("#lang", "nb")  # the words' language: today's puzzle opens in it
    try:
        phone.click(".st-tools a[href='#strands']")  # Tools' own link (the header's menu has one too)
        ready(phone, "strands", todays_pack("nb")["code"])
    finally:
        phone.evaluate("() => localStorage.removeItem('wordgames/strands/lang')")


def test_an_empty_unboggle_says_what_to_type_and_its_example_solves(phone):
    visit(phone, "#unboggle", "unboggle")
    phone.fill("#input", "")
    phone.dispatch_event("#input", "input")
    assert phone.is_visible("#example")
    assert phone.locator(".bg-wrap").is_hidden()  # no empty board over the page
    assert small_targets(phone) == [] and not horizontal_scroll(phone)
    phone.click("#solve")
    status = phone.inner_text("#status")
    assert status.startswith("Type at least one word first") and "parameter" not in status
    phone.fill("#input", " , ;")
    phone.click("#solve")
    assert phone.inner_text("#status").startswith("Type at least one word first")
    assert phone.is_hidden("#example")  # something typed: the example never replaces it
    phone.fill("#input", "")
    phone.click("#example")
    assert phone.input_value("#input") == "PLATES, STEAL, RINSE, SILENT"
    phone.wait_for_selector("#play:not([hidden])", timeout=60_000)
    assert phone.inner_text("#status").startswith("All 4 words fit.")
    assert "partial" not in phone.inner_text("#status")
    assert phone.locator("#words li").count() == 4
    assert small_targets(phone) == [] and not horizontal_scroll(phone)


def test_the_creators_empty_form_offers_an_example_that_makes_a_board(phone):
    phone.evaluate("() => localStorage.removeItem('wordgames/strands/creator')")
    visit(phone, "#strands/create", "strands-create")
    form = phone.locator(".st-form").bounding_box()
    assert form["y"] < 300  # on a phone the form comes first, not an empty board
    assert phone.locator("#auto-area .st-wrap").is_hidden()
    assert small_targets(phone) == [] and not horizontal_scroll(phone)
    phone.click("#generate")  # nothing filled in: no request, a sentence saying what to fill
    assert phone.inner_text("#status").startswith("Fill in the clue, the spangram and the theme words")
    phone.click("#example")
    assert phone.input_value("#clue") == "On the syllabus" and phone.input_value("#spangram") == "College course"
    wait_until(phone, "document.querySelector('#status').textContent.startsWith('One answer only')",
                            timeout=60_000)
    assert phone.locator("#grid .st-cell").count() == 48 and phone.is_hidden("#example")
    assert small_targets(phone) == [] and not horizontal_scroll(phone)


def test_a_gallery_puzzle_opens_under_its_title_and_author(phone):
    listing = json.loads((ROOT / "dist" / "app" / "gallery" / "en.json").read_text(encoding="utf-8"))["entries"]
    visit(phone, "#gallery", "gallery")
    phone.select_option("#gallery-lang", "en")
    phone.wait_for_selector("#gallery-list li")
    assert phone.inner_text(".intro").startswith("Puzzles made by the team and players")
    entry = next(entry for entry in listing if entry["game"] == "strands")  # the newest Strands one
    phone.click(f"#gallery-list a[data-code='{entry['code']}']")
    ready(phone, "strands", entry["code"])
    assert phone.inner_text("#puzzle-label") == f"{entry['clue']} · by {entry['author']}"
    assert phone.inner_text("#clue") == entry["clue"]
    puzzle = final("strands", "decode", {"code": entry["code"]})
    assert puzzle["clue"] == entry["clue"]


def axe_light_and_dark(page) -> dict[str, list[str]]:
    found = {}
    try:
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            found[scheme] = axe_problems(page)
    finally:
        page.emulate_media(color_scheme="light")
    return found


@pytest.mark.parametrize("route, view", [("#strands/tools", "strands-tools"), ("#strands/create", "strands-create"),
                                         ("#unboggle", "unboggle")])
def test_axe_finds_nothing_serious_at_390_px(phone, route, view):
    """The tools, the creator and Unboggle, empty (the play view and the finish: in the play-to-the-end test)."""
    visit(phone, route, view)
    assert axe_light_and_dark(phone) == {"light": [], "dark": []}
