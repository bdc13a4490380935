"""Letter Boxed's creator (#letterboxed/create) in headless Chromium: boards made from two words,
one picked with the keyboard, titled, shared, and its link opened in a fresh browser and solved by
keyboard under its title; "Your words are the answer", and plainly when no board has that; the
impossible inputs explained (in English and in Bokmål) with the words that would add missing
letters; axe finds nothing serious at 360 px in light and dark."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import build
from conftest import BOOT_MS, final, open_site, shared_page, visit
from test_site import play
from test_site_a11y import axe_in_both_schemes
from test_site_i18n import assert_bokmal

pytestmark = pytest.mark.browser

CREATOR = "#letterboxed/create"


@pytest.fixture(scope="module")
def page(browser, site):
    with shared_page(browser, site, permissions=["clipboard-read", "clipboard-write"]) as page:
        yield page


@pytest.fixture(scope="module")
def nb_page(browser, site):
    with shared_page(browser, site, locale="nb-NO", viewport={"width": 360, "height": 800}) as page:
        yield page


def fresh_creator(page) -> None:
    page.evaluate("() => localStorage.removeItem('wordgames/letterboxed/creator')")
    visit(page, CREATOR, "letterboxed-create")


def make_by_keyboard(page, words: str, answer: bool = False) -> None:
    """Type the words, tick the answer option with Space if asked, and press Enter in the words field."""
    page.focus("#lbc-words")
    page.keyboard.type(words)
    if answer:
        page.focus("#lbc-answer")
        page.keyboard.press("Space")
        page.focus("#lbc-words")
    page.keyboard.press("Enter")


def boards_shown(page) -> None:
    expect(page.locator("#lbc-make")).to_be_enabled(timeout=BOOT_MS)
    expect(page.locator("#lbc-boards li").first).to_be_visible()


def facts(page, index: int) -> list[str]:
    return page.locator(f"#lbc-boards li:nth-child({index + 1}) .lbc-facts span").all_inner_texts()


def test_two_words_make_boards_one_is_shared_and_solved_from_its_link(page, browser, site):
    fresh_creator(page)
    make_by_keyboard(page, "pumpkin, nightjar")
    boards_shown(page)
    made = final("letterboxed", "create", {"words": "pumpkin, nightjar", "lang": "en"})
    boards = made["arrangements"]
    assert page.locator("#lbc-boards li").count() == len(boards) == 10
    expect(page.locator("#lbc-status")).to_have_text(f"{len(boards)} boards, each checked by the solver. Pick one to share it.")
    for i in (0, 1):  # what each card says is what the solver proved
        board = boards[i]
        pairs = board["two_word_count"]
        assert facts(page, i) == [f"Par: {board['par']} everyday words (proven)", f"Fewest with every word: {board['min_words']}",
                                  {0: "No two-word solution", 1: "1 two-word solution"}.get(pairs, f"{pairs} two-word solutions")]
        label = page.get_attribute(f"#lbc-boards li:nth-child({i + 1}) svg", "aria-label")
        assert label == "Board with the sides " + " ".join(side.upper() for side in board["sides"])
    assert page.locator("#lbc-share").is_hidden()

    # Keyboard only: onto the first board, then the arrow picks the second.
    page.focus("#lbc-board-0")
    page.keyboard.press("Space")
    page.keyboard.press("ArrowDown")
    assert page.is_checked("#lbc-board-1")
    expect(page.locator("#lbc-share")).to_be_visible()
    page.focus("#lbc-title")
    page.keyboard.type("For <b>Ann</b>")
    page.focus("#lbc-author")
    page.keyboard.type("Kim")
    page.wait_for_selector("#lbc-share:not([aria-busy])", state="attached")  # the link holds the last key
    expect(page.locator("#lbc-link")).to_have_value(re.compile(r"#letterboxed/p/[A-Za-z0-9_-]+$"))
    link = page.input_value("#lbc-link")
    assert page.get_attribute("#lbc-play", "href") == link[link.index("#"):]
    code = page.input_value("#lbc-link").rsplit("/p/", 1)[1]
    shared = final("letterboxed", "decode", {"code": code})
    assert (shared["title"], shared["author"], shared["sides"], shared["par"]) == (
        "For <b>Ann</b>", "Kim", boards[1]["sides"], boards[1]["par"])

    # The draft is kept: a reload shows the boards, the one picked and its link.
    page.reload()
    page.wait_for_selector("main[data-view='letterboxed-create'][data-ready]")
    assert page.is_checked("#lbc-board-1")
    # the engine writes the link again once it is up (a loaded machine's reload took over 5 s)
    expect(page.locator("#lbc-link")).to_have_value(re.compile(re.escape(code) + "$"), timeout=BOOT_MS)

    # A friend opens the link in a browser of their own and solves it by keyboard, under its title.
    friend = browser.new_context(service_workers="block")
    try:
        other = open_site(friend, f"{site}#letterboxed/p/{code}", "letterboxed", code)
        expect(other.locator("#puzzle-label")).to_have_text("For <b>Ann</b> · by Kim")  # as text, not markup
        assert other.locator("#puzzle-label b").count() == 0
        play(other, made["chain"])
        expect(other.locator("body")).to_have_attribute("data-solved", "true")
        expect(other.locator(".finish")).to_be_visible()
        assert other.get_attribute("html", "data-error") is None
    finally:
        friend.close()


def test_your_words_are_the_answer(page):
    fresh_creator(page)
    make_by_keyboard(page, "orphans surgical", answer=True)
    boards_shown(page)
    made = final("letterboxed", "create", {"words": "orphans surgical", "lang": "en", "answer": True})
    assert all(board["answer_unique"] for board in made["arrangements"])
    expect(page.locator("#lbc-status")).to_have_text(
        f"{len(made['arrangements'])} boards where your words are the only answer in par. Pick one to share it.")
    assert facts(page, 0)[-1] == "Your words are the only answer in par"
    assert page.locator("#lbc-notes li").count() == 0


def test_when_no_board_has_the_words_as_the_answer_it_says_so(page):
    fresh_creator(page)
    make_by_keyboard(page, "yields shank keynote", answer=True)
    boards_shown(page)
    expect(page.locator("#lbc-notes li").first).to_have_text(
        "On none of the 60 boards tried are your words the only shortest solution; the boards below come closest.")
    assert "Your words are the only answer in par" not in page.inner_text("#lbc-boards")


@pytest.mark.parametrize("words, message", [
    ("hello, orange", "The LL in HELLO can never be played: two letters in a row always come from different sides."),
    ("blacksmith, hungover", "Your words use 17 different letters; a board has only 12."),
    ("pumpkin, nightjar, qzxv", "QZXV is not in the word list, so no one could play it; load a word list of your own to use it."),
    ("shit, tan", "SHIT is not allowed in a puzzle."),
])
def test_an_impossible_input_is_explained(page, words, message):
    fresh_creator(page)
    make_by_keyboard(page, words)
    expect(page.locator("#lbc-problem")).to_have_text(message, timeout=BOOT_MS)
    assert page.get_attribute("#lbc-words", "aria-invalid") == "true"
    assert page.locator("#lbc-boards li").count() == 0
    assert page.input_value("#lbc-words") == words  # nothing the player typed is lost


def test_too_few_letters_says_how_many_and_a_suggestion_completes_the_board(page):
    fresh_creator(page)
    make_by_keyboard(page, "pumpkin")
    expect(page.locator("#lbc-problem")).to_contain_text("your words use 6 different letters; a board has 12, so 6 more are needed",
                                                         ignore_case=True, timeout=BOOT_MS)
    suggestion = page.locator("#lbc-suggest button").first
    expect(suggestion).to_have_text(re.compile(r"^Add [A-Z]+ \(adds [A-Z]{6}\)$"))
    word = re.match(r"Add ([A-Z]+)", suggestion.inner_text()).group(1)
    suggestion.focus()
    page.keyboard.press("Enter")
    boards_shown(page)
    assert page.input_value("#lbc-words").lower() == f"pumpkin, {word.lower()}"


def test_in_bokmal_at_360_px_the_messages_are_norwegian_and_axe_finds_nothing_serious(nb_page):
    fresh_creator(nb_page)
    assert nb_page.get_attribute("html", "lang") == "nb"
    assert nb_page.input_value("#lbc-lang") == "nb"
    make_by_keyboard(nb_page, "hallo, orange")
    expect(nb_page.locator("#lbc-problem")).to_have_text(
        "LL i HALLO kan aldri spilles: to bokstaver etter hverandre kommer alltid fra forskjellige sider.", timeout=BOOT_MS)
    assert axe_in_both_schemes(nb_page) == {"light": [], "dark": []}
    nb_page.fill("#lbc-words", "")
    make_by_keyboard(nb_page, "hurtig, galaksen")
    boards_shown(nb_page)
    nb_page.focus("#lbc-board-0")
    nb_page.keyboard.press("Space")
    expect(nb_page.locator("#lbc-link")).to_have_value(re.compile(r"#letterboxed/p/"))
    assert nb_page.inner_text("#lbc-boards li:first-child .lbc-facts").count("hverdagsord (bevist)") == 1
    assert_bokmal(nb_page, "the Letter Boxed creator with its boards and link")
    assert axe_in_both_schemes(nb_page) == {"light": [], "dark": []}
    width = nb_page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, "nothing scrolls sideways at 360 px"


def test_axe_finds_nothing_serious_in_english_with_boards_and_a_link(page):
    page.set_viewport_size({"width": 360, "height": 800})
    try:
        fresh_creator(page)
        make_by_keyboard(page, "pumpkin, nightjar")
        boards_shown(page)
        page.focus("#lbc-board-0")
        page.keyboard.press("Space")
        expect(page.locator("#lbc-link")).to_have_value(re.compile(r"#letterboxed/p/"))
        assert axe_in_both_schemes(page) == {"light": [], "dark": []}
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


# -- Letter Boxed in the gallery -----------------------------------------------------------------
def gallery_of(page, lang: str, keep_progress: bool = False) -> list[dict]:
    """Open the gallery in ``lang``; the Letter Boxed entries the build listed, newest first."""
    listed = build.gallery()[lang]
    visit(page, "#gallery", "gallery", keep_progress=keep_progress)
    if page.input_value("#gallery-lang") != lang:
        page.select_option("#gallery-lang", lang)
    expect(page.locator("#gallery-list li")).to_have_count(len(listed))
    return [entry for entry in listed if entry["game"] == "letterboxed"]


def test_a_gallery_letter_boxed_puzzle_opens_is_solved_by_keyboard_and_is_marked_solved(page):
    boards = gallery_of(page, "en")
    assert len(boards) >= 10
    page.fill("#gallery-search", "letter boxed")  # the game's name finds its puzzles
    expect(page.locator("#gallery-list li")).to_have_count(len(boards))
    entry = boards[2]
    page.fill("#gallery-search", entry["clue"].lower())
    item = page.locator(f"#gallery-list li:has(a[data-code='{entry['code']}'])")
    expect(item).to_contain_text(f"Letter Boxed · by {entry['author']}")
    expect(item).to_contain_text("Not played")
    page.focus(f"#gallery-list a[data-code='{entry['code']}']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"main[data-view='letterboxed'][data-ready][data-code='{entry['code']}']", state="attached")
    expect(page.locator("#puzzle-label")).to_have_text(f"{entry['clue']} · by {entry['author']}")
    solution = final("letterboxed", "solve", {"code": entry["code"]})["everyday_best"]
    assert len(solution) == entry["par"]
    play(page, solution)
    expect(page.locator("body")).to_have_attribute("data-solved", "true")

    gallery_of(page, "en", keep_progress=True)
    solved = page.locator(f"#gallery-list li:has(a[data-code='{entry['code']}'])")
    expect(solved).to_have_class("solved")
    expect(solved).to_contain_text("Solved")
    assert solved.locator(".mark").inner_text() == "✓"
    assert page.locator("#gallery-list li.solved").count() == 1
    page.fill("#gallery-search", "letter boxed")
    assert "#letterboxed/create" in page.locator("#gallery-make a").evaluate_all("(links) => links.map((a) => a.hash)")


def test_the_bokmal_gallery_lists_letter_boxed_puzzles_in_norwegian(nb_page):
    boards = gallery_of(nb_page, "nb")
    assert len(boards) >= 10
    first = nb_page.locator(f"#gallery-list li:has(a[data-code='{boards[0]['code']}'])")
    expect(first).to_contain_text(f"Letter Boxed · av {boards[0]['author']}")
    expect(first).to_contain_text("Ikke spilt")
    expect(nb_page.locator("#gallery-make a[href='#letterboxed/create']")).to_have_text("Lag en Letter Boxed")
    assert axe_in_both_schemes(nb_page) == {"light": [], "dark": []}


def test_the_page_opens_the_pinned_codes_of_both_versions_as_the_engine_does(page):
    """The vectors of tests/engine/test_letterboxed_share.py, read by the page (the engine in Pyodide)."""
    from test_letterboxed_share import OLD_CODE, TITLED_CODE

    visit(page, f"#letterboxed/p/{TITLED_CODE}", "letterboxed", TITLED_CODE)
    expect(page.locator("#puzzle-label")).to_have_text("Happy birthday, Ann! · by Øyvind")
    assert page.locator("#board [data-letter]").evaluate_all("(gs) => gs.map((g) => g.dataset.letter).join('')") == "abcdefghijkl"
    visit(page, f"#letterboxed/p/{OLD_CODE}", "letterboxed", OLD_CODE)
    expect(page.locator("#puzzle-label")).to_have_text("Shared puzzle")
