"""The gallery (issue #17) in headless Chromium: the puzzles newest first, the search, a gallery
puzzle opened and solved in the Strands view and then marked solved, Random unsolved, and the
Bokmål gallery. The English tests share one page (Python boots once)."""

from __future__ import annotations

import pytest
from test_site_i18n import assert_bokmal
from test_site_strands import drag, wait_for_count

import build
from conftest import final, ready, shared_page, visit
from waiting import wait_until

pytestmark = pytest.mark.browser

LISTED = build.gallery()  # what the build writes to gallery/<lang>.json, newest first
STRANDS = [entry for entry in LISTED["en"] if entry["game"] == "strands"]  # Letter Boxed's: test_site_letterboxed_create.py


def codes_shown(page) -> list[str]:
    return page.locator("#gallery-list a").evaluate_all("(links) => links.map((a) => a.dataset.code)")


def open_gallery(page, lang: str = "en", keep_progress: bool = False) -> None:
    visit(page, "#gallery", "gallery", keep_progress=keep_progress)
    if page.input_value("#gallery-lang") != lang:
        page.select_option("#gallery-lang", lang)
    wait_until(page, "(count) => document.querySelectorAll('#gallery-list li').length === count",
                           arg=len(LISTED[lang]))


def search(page, text: str) -> None:
    page.fill("#gallery-search", text)


def test_the_gallery_lists_every_puzzle_newest_first(tab):
    open_gallery(tab)
    assert codes_shown(tab) == [entry["code"] for entry in LISTED["en"]]
    dates = [entry["date"] for entry in LISTED["en"]]
    assert dates == sorted(dates, reverse=True) and len(set(dates)) > 20
    newest = LISTED["en"][0]
    first = tab.inner_text("#gallery-list li:first-child")
    assert newest["clue"] in first and f"by {newest['author']}" in first and "Not played" in first
    assert tab.inner_text("#gallery-status") == f"{len(LISTED['en'])} puzzles"


def test_the_search_finds_a_clue_or_an_author_whatever_the_case_and_accents(tab):
    open_gallery(tab)
    target = LISTED["en"][3]
    search(tab, target["clue"].upper())
    assert codes_shown(tab) == [target["code"]]
    assert tab.inner_text("#gallery-status") == f"1 of {len(LISTED['en'])} puzzles matches"
    search(tab, "WÓRDGAMES TÉAM")  # the author, with accents the names do not have
    assert len(codes_shown(tab)) == len(LISTED["en"])
    search(tab, "no such puzzle")
    assert codes_shown(tab) == [] and tab.inner_text("#gallery-status") == "No puzzle matches “no such puzzle”."
    search(tab, "")
    assert len(codes_shown(tab)) == len(LISTED["en"])


def test_a_gallery_puzzle_opens_plays_and_is_then_marked_solved(tab):
    open_gallery(tab)
    entry = STRANDS[5]
    tab.click(f"#gallery-list a[data-code='{entry['code']}']")
    ready(tab, "strands", entry["code"])
    assert tab.inner_text("#clue") == entry["clue"]
    assert tab.inner_text("#puzzle-label") == f"{entry['clue']} · by {entry['author']}"  # under its title and author
    puzzle = final("strands", "decode", {"code": entry["code"]})
    for count, word in enumerate([*puzzle["words"], puzzle["spangram"]], start=1):
        drag(tab, puzzle, puzzle["placements"][word])
        wait_for_count(tab, "#found li", count)
    tab.wait_for_selector("#finish-slot .finish")

    open_gallery(tab, keep_progress=True)
    solved = tab.locator(f"#gallery-list li:has(a[data-code='{entry['code']}'])")
    assert solved.get_attribute("class") == "solved" and "Solved" in solved.inner_text()
    assert tab.locator("#gallery-list li.solved").count() == 1

    # Random unsolved never picks a solved puzzle: with only it shown, it says so and stays.
    search(tab, entry["clue"])
    tab.click("#gallery-random")
    assert tab.inner_text("#gallery-status") == "You have solved every puzzle shown here."
    assert tab.get_attribute("main", "data-view") == "gallery"
    other = STRANDS[6]
    search(tab, other["clue"])
    tab.click("#gallery-random")
    ready(tab, "strands", other["code"])


def test_random_unsolved_opens_one_of_the_puzzles_shown(tab):
    open_gallery(tab)
    tab.click("#gallery-random")
    tab.wait_for_selector("main:is([data-view='strands'], [data-view='letterboxed'])[data-ready][data-code]",
                          state="attached")
    assert tab.get_attribute("main", "data-code") in {entry["code"] for entry in LISTED["en"]}


@pytest.fixture(scope="module")
def nb_tab(browser, site):
    with shared_page(browser, site, locale="nb-NO") as page:
        yield page


def test_the_bokmal_gallery(nb_tab):
    visit(nb_tab, "#gallery", "gallery")
    assert nb_tab.input_value("#gallery-lang") == "nb"  # the puzzles' language follows the interface at first
    wait_until(nb_tab, "(count) => document.querySelectorAll('#gallery-list li').length === count",
                             arg=len(LISTED["nb"]))
    assert codes_shown(nb_tab) == [entry["code"] for entry in LISTED["nb"]]
    assert nb_tab.inner_text("#view-title") == "Galleri"
    assert_bokmal(nb_tab, "the gallery")
    grey = next(entry for entry in LISTED["nb"] if entry["clue"] == "Grå hverdag")
    search(nb_tab, "gra hverdag")  # å found by a
    assert codes_shown(nb_tab) == [grey["code"]]
    assert nb_tab.inner_text("#gallery-status") == f"1 av {len(LISTED['nb'])} oppgaver passer"


def test_the_gallery_works_offline_after_one_visit(browser, site):
    context = browser.new_context()  # the service worker runs
    try:
        page = context.new_page()
        page.goto(f"{site}#gallery")
        ready(page, "gallery")
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed: every listed file is cached
        context.set_offline(True)
        page.reload()
        ready(page, "gallery")
        wait_until(page, "(count) => document.querySelectorAll('#gallery-list li').length === count",
                               arg=len(LISTED[page.input_value("#gallery-lang")]))
    finally:
        context.close()
