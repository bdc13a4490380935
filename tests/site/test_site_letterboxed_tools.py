"""Letter Boxed's Tools, "Solve your own board" (issue #42, part 1), in Chromium at 360 px, by the
keyboard alone: a board typed as a newspaper prints it is drawn as it fills, solved as a stream
(the everyday solution the engine finds, then the proven best), and Play this board opens it in
play with the par the solve proved, where it is solved by keyboard to Par; the same in Bokmål,
typed in lower case with commas and extra spaces. Each mistake is named as it is typed (a letter
twice, a side of the wrong length, a letter outside the alphabet, a digit), in the player's
language, and the page stays usable; a board without a solution is proven so; Cancel stops a long
search; axe finds nothing serious in light and dark."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import final, shared_page, visit
from test_site_a11y import axe_in_both_schemes

pytestmark = pytest.mark.browser

NARROW = {"viewport": {"width": 360, "height": 800}}
GAME_BOARD = "GIY ERO HNM TAL"  # as a newspaper prints it; LONGTIME – EARTHY in everyday words
BOKMAL_BOARD = " åtr,  neg , lik,sop "  # PÅGREPET – TEKNOLOGISK
NO_SOLUTION = "BCD FGH JKL MNP"
LONG_SEARCH = "QUA EIO RST LNK"  # no everyday solution, three words at the least: a search of seconds


@pytest.fixture(scope="module")
def page(browser, site):
    with shared_page(browser, site, **NARROW) as page:
        yield page


@pytest.fixture(scope="module")
def nb_page(browser, site):
    with shared_page(browser, site, locale="nb-NO", **NARROW) as page:
        yield page


def open_tools(page) -> None:
    """The Tools view afresh, the field empty, the focus on it by Tab (keyboard only)."""
    page.evaluate("() => localStorage.removeItem('wordgames/letterboxed/input')")
    visit(page, "#letterboxed/tools", "letterboxed-tools")
    expect(page.locator("#typed-board")).to_have_value("")
    page.locator("#typed-title").focus()  # the heading before the field: the walk starts there
    for _ in range(10):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "typed-board":
            return
    raise AssertionError("Tab never reached the board's field")


def drawn_letters(page) -> str:
    """The letters on the drawn square, in place order (clockwise from the top's left)."""
    return "".join(page.locator("#typed-square text").all_text_contents())


def tab_to(page, selector: str) -> None:
    for _ in range(12):
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def solved_in_page(page, sides: str, lang: str) -> dict:
    """Solve by Enter in the field; the engine's own solve of the board, to compare."""
    expected = final("letterboxed", "solve", {"sides": final("letterboxed", "board", {"sides": sides, "lang": lang})["sides"],
                                              "lang": lang})
    page.keyboard.press("Enter")
    expect(page.locator("#typed-best .everyday")).to_contain_text(" – ".join(expected["everyday_best"]), timeout=90_000)
    expect(page.locator("#typed-best .full-list")).to_contain_text(" – ".join(expected["best"]), timeout=90_000)
    return expected


def test_a_published_board_typed_is_drawn_solved_and_played_to_par(page):
    open_tools(page)
    page.keyboard.type(GAME_BOARD[:9])  # GIY ERO H: the square fills as the letters come
    assert drawn_letters(page) == "GIYEROH"
    expect(page.locator("#typed-message")).to_have_text("7 of 12 letters so far.")
    page.keyboard.type(GAME_BOARD[9:])
    assert drawn_letters(page) == "GIYEROHNMTAL"
    expect(page.locator("#typed-message")).to_have_text("All 12 letters are in. Solve it, or play it yourself.")
    expected = solved_in_page(page, GAME_BOARD, "en")
    par = expected["everyday_min_words"]
    expect(page.locator("#typed-status")).to_have_text(
        f"Proven best: {expected['min_words']} words, {expected['letters']} letters; in everyday words, {par} words.")
    expect(page.locator("#typed-pairs li").first).to_be_visible()
    # Play this board: a Letter Boxed puzzle link, with the par the solve proved.
    code = final("letterboxed", "board", {"sides": GAME_BOARD, "par": par})["code"]
    expect(page.locator("#typed-play")).to_have_attribute("href", f"#letterboxed/p/{code}")
    tab_to(page, "#typed-play")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"main[data-view='letterboxed'][data-ready][data-code='{code}']", state="attached")
    expect(page.locator("#par")).to_have_text(f"Par: {par} words")
    for i, word in enumerate(expected["everyday_best"]):
        page.keyboard.type(word if i == 0 else word[1:])
        page.keyboard.press("Enter")
        expect(page.locator("#chain li")).to_have_count(i + 1)
    expect(page.locator(".finish")).to_be_visible()
    expect(page.locator("#par")).to_have_text("Solved · Par")
    assert page.get_attribute("html", "data-error") is None


def test_a_bokmal_board_typed_loosely_is_read_and_solved(nb_page):
    open_tools(nb_page)
    assert nb_page.input_value("#typed-lang") == "nb"  # the page's language
    nb_page.keyboard.type(BOKMAL_BOARD)
    assert drawn_letters(nb_page) == "ÅTRNEGLIKSOP"
    expect(nb_page.locator("#typed-message")).to_have_text(
        "Alle de 12 bokstavene er på plass. Løs brettet, eller spill det selv.")
    expected = solved_in_page(nb_page, BOKMAL_BOARD, "nb")
    expect(nb_page.locator("#typed-status")).to_contain_text("Bevist best:")
    code = final("letterboxed", "board", {"sides": BOKMAL_BOARD, "lang": "nb",
                                          "par": expected["everyday_min_words"]})["code"]
    expect(nb_page.locator("#typed-play")).to_have_attribute("href", f"#letterboxed/p/{code}")


def typing_says(page, text: str, message: str) -> None:
    page.keyboard.type(text)
    expect(page.locator("#typed-message")).to_have_text(message)


def test_each_mistake_is_named_as_it_is_typed_and_the_page_stays_usable(page):
    open_tools(page)
    typing_says(page, "giy ero hnm ta", "11 of 12 letters so far.")
    typing_says(page, "g", "Every letter must be different; G repeats.")  # at once, not at the end
    expect(page.locator("#typed-board")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#typed-square text.twice")).to_have_count(2)  # both Gs marked on the square
    page.keyboard.press("Backspace")
    typing_says(page, "l", "All 12 letters are in. Solve it, or play it yourself.")
    expect(page.locator("#typed-board")).to_have_attribute("aria-invalid", "false")
    page.fill("#typed-board", "")
    typing_says(page, "giy erox", "Side 2 (EROX) has 4 letters; each side has 3.")
    page.keyboard.press("Backspace")
    typing_says(page, " h", "7 of 12 letters so far.")  # GIY ERO H: still typing
    page.fill("#typed-board", "")
    typing_says(page, "gi ", "Side 1 (GI) has 2 letters; each side has 3.")  # a side closed too short
    page.fill("#typed-board", "")
    typing_says(page, "giy æ", "Æ is not a letter of the English alphabet.")
    page.fill("#typed-board", "")
    typing_says(page, "giy 3", "'3' is not a letter.")
    page.fill("#typed-board", "")
    typing_says(page, "giy ero hnm", "9 of 12 letters so far.")
    page.keyboard.press("Enter")  # asked for as it is: what the board still lacks
    expect(page.locator("#typed-message")).to_have_text(
        "A board has 4 sides of 3 letters; these are 3 groups of letters.")
    expect(page.locator("#typed-status")).to_have_text("")  # nothing was solved
    typing_says(page, " tal", "All 12 letters are in. Solve it, or play it yourself.")
    solved_in_page(page, GAME_BOARD, "en")  # still usable after every mistake
    assert page.get_attribute("html", "data-error") is None


def test_the_mistakes_are_named_in_bokmal(nb_page):
    open_tools(nb_page)
    typing_says(nb_page, "åtr neg lik soå", "Alle bokstavene må være forskjellige; Å står der flere ganger.")
    nb_page.fill("#typed-board", "")
    typing_says(nb_page, "åtr negl", "Side 2 (NEGL) har 4 bokstaver; hver side skal ha 3.")
    nb_page.fill("#typed-board", "")
    typing_says(nb_page, "åtr ü", "Ü er ikke en bokstav i det norske alfabetet.")


def test_a_board_without_a_solution_is_proven_so(page):
    open_tools(page)
    page.keyboard.type(NO_SOLUTION)
    playable = final("letterboxed", "solve", {"sides": NO_SOLUTION.replace(" ", ",")})["playable"]
    page.keyboard.press("Enter")
    expect(page.locator("#typed-status")).to_have_text(
        f"This board has no solution: every chain of its {playable} playable word{'s' if playable != 1 else ''} was tried.",
        timeout=90_000)
    expect(page.locator("#typed-play")).to_be_hidden()  # nothing to play
    expect(page.locator("#typed-best")).to_have_text("")


def test_cancel_stops_a_long_search(page):
    open_tools(page)
    page.keyboard.type(LONG_SEARCH)
    page.keyboard.press("Enter")
    status = page.locator("#typed-status")
    # The search is under way (it takes seconds): Cancel is offered. Its first status, "Solving…",
    # gives way to the search's progress too soon to wait for on a fast machine.
    expect(page.locator("#typed-cancel")).to_be_enabled()
    tab_to(page, "#typed-cancel")
    page.keyboard.press("Enter")
    expect(status).to_have_text("Cancelled.")
    expect(page.locator("#typed-solve")).to_be_enabled()
    expect(page.locator("#typed-cancel")).to_be_disabled()
    assert "Proven" not in status.inner_text()
    expect(page.locator("#typed-best")).to_have_text("")
    page.locator("#typed-board").focus()  # Solve again (Enter in the field): the search runs to its end
    page.keyboard.press("Enter")
    expect(status).to_contain_text("Proven best: 3 words", timeout=90_000)


def test_axe_finds_nothing_serious_at_360_px_in_light_and_dark(page, nb_page):
    for tab in (page, nb_page):
        open_tools(tab)
        tab.keyboard.type("giy ero hnm tag")  # a mistake shown
        assert axe_in_both_schemes(tab) == {"light": [], "dark": []}
        tab.keyboard.press("Backspace")
        tab.keyboard.type("l")
        tab.keyboard.press("Enter")
        expect(tab.locator("#typed-best .full-list")).to_be_visible(timeout=90_000)  # solved
        assert axe_in_both_schemes(tab) == {"light": [], "dark": []}
        assert tab.evaluate("document.documentElement.scrollWidth <= innerWidth")  # no sideways scroll at 360 px
