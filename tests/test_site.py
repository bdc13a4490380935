"""The built site in headless Chromium: load, play, solve, cancel, share, bad links."""

from __future__ import annotations

import datetime

import pytest

from conftest import BOOT_MS, final
from wordgames.games import letterboxed

pytestmark = pytest.mark.browser

SLOW_BOARD = "ers,tni,lka,dog"  # Norwegian, ~30,000 two-word solutions: slow enough to cancel


def open_game(context, url):
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("document.querySelectorAll('#board g[data-letter]').length === 12", timeout=BOOT_MS)
    return page


def sides_of(page):
    return page.evaluate("window.wordgames.state.puzzle.sides")


def link(site, sides, lang="en"):
    code = letterboxed.encode({"sides": sides.lower().split(","), "lang": lang, "par": None})
    return f"{site}letterboxed.html#letterboxed/p/{code}"


def play(page, words):
    for i, word in enumerate(words):
        page.keyboard.type(word if i == 0 else word[1:])  # later words start with the carried letter
        page.keyboard.press("Enter")
        page.wait_for_function(f"window.wordgames.state.played.length === {i + 1}")


def test_home_page_lists_the_games(context, site):
    page = context.new_page()
    page.goto(site)
    assert page.locator(".game-card h2").all_inner_texts() == ["Letter Boxed", "Boggle", "Unboggle", "Strands"]
    page.click("#game-letterboxed")
    page.wait_for_url("**/letterboxed.html")


def test_daily_board_loads(context, site):
    page = open_game(context, f"{site}letterboxed.html")
    today = datetime.date.today().isoformat()
    expected = final("letterboxed", "generate", {"daily": today, "difficulty": 3})
    assert sides_of(page) == expected["sides"]
    assert page.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {today}"
    assert "3 words" in page.inner_text("#par")
    assert page.locator("#loading").is_hidden()
    assert sorted(page.locator("#board text").all_text_contents()) == sorted("".join(expected["sides"]).upper())


def test_play_the_daily_to_the_win_screen(context, site):
    page = open_game(context, f"{site}letterboxed.html")
    best = final("letterboxed", "solve", {"sides": sides_of(page)})["best"]
    play(page, best)
    page.wait_for_selector("#win[open]")
    assert f"in {len(best)} words" in page.inner_text("#win-text")
    assert page.locator("#win-chain li").all_inner_texts() == [w.upper() for w in best]


def test_rejected_words_show_their_reason(context, site):
    page = open_game(context, link(site, "GIY,ERO,HNM,TAL"))
    page.keyboard.type("thon")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#message').textContent.includes('not in the word list')")
    assert page.inner_text("#message") == "THON is not in the word list"
    for _ in "thon":
        page.keyboard.press("Backspace")
    page.keyboard.type("ge")
    page.keyboard.press("Enter")
    page.wait_for_function("document.querySelector('#message').textContent.includes('too short')")
    assert page.evaluate("window.wordgames.state.played") == []


def test_solve_streams_and_cancel_stops_it(context, site):
    page = open_game(context, link(site, SLOW_BOARD, "nb"))
    page.click("#solve")
    page.wait_for_function("document.querySelector('#pairs-count').textContent.startsWith('Two-word')")
    assert not page.inner_text("#solve-status").startswith("Proven")  # results arrived before the end
    page.click("#cancel")
    page.wait_for_function("document.querySelector('#solve-status').textContent === 'Cancelled.'")
    assert page.inner_text("#best") == ""
    assert page.is_enabled("#solve") and not page.is_enabled("#cancel")
    page.click("#solve")  # the same worker serves the next request
    page.wait_for_function("document.querySelector('#solve-status').textContent.startsWith('Proven')",
                           timeout=60_000)
    expected = final("letterboxed", "solve", {"sides": SLOW_BOARD, "lang": "nb"})
    assert page.inner_text("#best") == " – ".join(expected["best"]).upper()
    assert f"Two-word solutions: {len(expected['two_word_solutions'])}" in page.inner_text("#pairs-count")


def test_share_link_reproduces_the_board(browser, context, site):
    page = open_game(context, f"{site}letterboxed.html")
    page.click("#share")
    shared = page.input_value("#share-link")
    assert "#letterboxed/p/" in shared and shared.startswith(site)
    assert shared in page.input_value("#share-text")
    fresh = browser.new_context(service_workers="block")
    try:
        other = open_game(fresh, shared)
        assert sides_of(other) == sides_of(page)
        assert other.inner_text("#puzzle-label") == "Shared puzzle"
    finally:
        fresh.close()


def test_site_root_link_opens_the_game(context, site):
    code = letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": 2})
    page = open_game(context, f"{site}#letterboxed/p/{code}")
    assert sides_of(page) == ["giy", "ero", "hnm", "tal"]


@pytest.mark.parametrize("hash_, message", [
    ("#letterboxed/p/AQEAAhMFChQSEQYADg0EGBqb", "damaged"),
    ("#letterboxed/p/%%%", "not a Letter Boxed puzzle"),
    ("#letterboxed/p/AQEA", "too short"),
    ("#boggle/p/AAAA", "not a Letter Boxed puzzle"),
])
def test_bad_links_show_a_message_and_a_playable_board(context, site, hash_, message):
    page = open_game(context, f"{site}letterboxed.html{hash_}")
    assert page.is_visible("#banner")
    assert message in page.inner_text("#banner")
    assert page.inner_text("#puzzle-label").startswith("Daily #")


def test_progress_survives_a_reload(context, site):
    page = open_game(context, link(site, "GIY,ERO,HNM,TAL"))
    play(page, ["gnome"])
    page.keyboard.type("art")
    page.reload()
    page.wait_for_function("window.wordgames?.state.played.length === 1", timeout=BOOT_MS)
    assert page.locator("#chain li").all_inner_texts() == ["GNOME"]
    assert page.evaluate("window.wordgames.state.current") == "eart"


def test_watchdog_replaces_a_stuck_worker(context, site):
    page = open_game(context, link(site, "GIY,ERO,HNM,TAL"))
    message = page.evaluate("""async () => {
        const engine = window.wordgames.engine;
        engine.watchdogMs = 1500;
        try { await engine.stall(20000).result(); return "no error"; }
        catch (error) { return error.message; }
    }""")
    assert "stopped responding" in message
    page.click("#solve")
    page.wait_for_function("document.querySelector('#solve-status').textContent.startsWith('Proven')",
                           timeout=BOOT_MS)
    assert page.evaluate("window.wordgames.engine.restarts") == 1


def test_a_tampered_wheel_is_refused_with_a_message(context, site):
    def corrupt(route):
        body = bytearray(route.fetch().body())
        body[100] ^= 0xFF
        route.fulfill(body=bytes(body), content_type="application/zip")

    context.route("**/wheels/*.whl", corrupt)
    page = context.new_page()
    page.goto(f"{site}letterboxed.html")
    page.wait_for_selector("#banner:not([hidden])", timeout=BOOT_MS)
    assert "failed its integrity check" in page.inner_text("#banner")
    assert page.evaluate("document.body.dataset.engine") is None
