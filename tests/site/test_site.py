"""Letter Boxed in the built site, in headless Chromium: load, play, solve, cancel, share,
bad links, saved progress, the watchdog and a tampered wheel.

Most tests share one page (the ``tab`` fixture; Python boots once) and reach their puzzle
by a route change, as a link in the site would."""

from __future__ import annotations


import pytest

from conftest import BOOT_MS, code_of, final, open_site, ready, tamper_with_the_wheel, pinned_day, visit
from wordgames.games import letterboxed
from waiting import wait_until

pytestmark = pytest.mark.browser

SLOW_BOARD = "ers,tni,lka,dog"  # Norwegian, ~30,000 two-word solutions: slow enough to cancel


def daily(lang="en"):
    """Today's daily as the page makes it."""
    return final("letterboxed", "generate", {"daily": pinned_day(), "lang": lang})


def code(sides, lang="en", par=None):
    return letterboxed.encode({"sides": sides.lower().split(","), "lang": lang, "par": par})


def sides_of(page):
    return final("letterboxed", "decode", {"code": code_of(page)})["sides"]


def play(page, words):
    """Type each word (later words start with the carried letter) and wait for the verdict."""
    for word in words:
        count = page.locator("#chain li").count()
        page.keyboard.type(word if count == 0 else word[1:])
        page.keyboard.press("Enter")
        wait_until(page, f"document.querySelectorAll('#chain li').length === {count + 1} || "
                               "(document.querySelector('#message').textContent !== '' && "
                               "!document.querySelector('#message').classList.contains('good'))")
        assert page.locator("#chain li").count() == count + 1, page.inner_text("#message")


def test_home_page_lists_the_games(tab, site):
    assert tab.locator(".game-card h2").all_inner_texts() == ["Letter Boxed", "Boggle", "Unboggle", "Strands"]
    assert tab.inner_text("#view-title") == ""
    tab.click("#game-letterboxed")
    ready(tab, "letterboxed", daily()["code"])
    assert tab.url == f"{site}#letterboxed"
    assert tab.inner_text("#view-title") == "Letter Boxed"


@pytest.mark.daily
def test_daily_board_loads(tab):
    expected = daily()
    visit(tab, "#letterboxed", "letterboxed", expected["code"])
    assert sides_of(tab) == expected["sides"]
    assert tab.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {pinned_day()}"
    assert tab.inner_text("#par") == f"Par: {expected['par']} words"
    assert tab.locator("#boot").is_hidden() and tab.locator("#banner").is_hidden()
    assert sorted(tab.locator("#board text").all_text_contents()) == sorted("".join(expected["sides"]).upper())


@pytest.mark.daily
def test_play_the_daily_to_the_end_shows_the_finish_and_its_statistics(tab):
    visit(tab, "#letterboxed", "letterboxed")
    best = final("letterboxed", "solve", {"code": code_of(tab)})["best"]
    play(tab, best)
    tab.wait_for_selector(".finish")  # a daily ends with the finish: the rank and the player's words
    assert tab.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in best]
    tab.click(".finish-stats")
    tab.wait_for_selector("#stats-dialog[open]")
    assert [tab.inner_text(f"#stat-{name}") for name in ("played", "solved", "current", "longest")] == ["1", "100", "1", "1"]
    assert tab.locator("#chain li").all_inner_texts() == [w.upper() for w in best]
    tab.click("#stats-close")


def test_a_puzzle_that_is_not_a_daily_ends_with_the_finish_too(tab):
    shared = code("GIY,ERO,HNM,TAL")
    visit(tab, f"#letterboxed/p/{shared}", "letterboxed", shared)
    best = final("letterboxed", "solve", {"code": shared})["best"]
    play(tab, best)
    tab.wait_for_selector(".finish")
    assert tab.inner_text(".finish-detail") == f"{len(best)} words"  # a shared puzzle without a par
    assert tab.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in best]
    assert tab.locator(".finish-stats").count() == 0  # statistics are the dailies'
    assert tab.inner_text("#par") == "Solved"


def test_rejected_words_show_their_reason(tab):
    visit(tab, f"#letterboxed/p/{code('GIY,ERO,HNM,TAL')}", "letterboxed")
    tab.keyboard.type("hont")
    tab.keyboard.press("Enter")
    wait_until(tab, "document.querySelector('#message').textContent.includes('not in the word list')")
    assert tab.inner_text("#message") == "HONT is not in the word list"
    for _ in "hont":
        tab.keyboard.press("Backspace")
    tab.keyboard.type("ge")
    tab.keyboard.press("Enter")
    wait_until(tab, "document.querySelector('#message').textContent.includes('too short')")
    tab.keyboard.type("e")  # E twice in a row: both on one side, refused before the engine is asked
    assert tab.inner_text("#message") == "Consecutive letters must come from different sides"
    tab.keyboard.type("z")
    assert tab.inner_text("#message") == "Z is not on the board"
    assert tab.locator("#chain li").count() == 0
    assert tab.inner_text("#current") == "GE"


# Give up (the Solve button's dialog is open), then Cancel as soon as the first two-word solutions are listed (the whole
# solve takes well under a second in Chromium, too short for a round trip from the test).
SOLVE_THEN_CANCEL = """() => new Promise((resolve) => {
    const count = document.querySelector("#pairs-count");
    const status = document.querySelector("#solve-status");
    let cancelled = null;
    let shown = null;
    new MutationObserver((_, observer) => {
        if (cancelled === null && count.textContent.startsWith("Two-word")) {
            shown = status.textContent;
            cancelled = performance.now();
            document.querySelector("#cancel").click();
        }
        if (status.textContent === "Cancelled.") {
            observer.disconnect();
            resolve({ shown, ms: performance.now() - cancelled });
        }
    }).observe(document.querySelector("main"), { childList: true, characterData: true, subtree: true });
    setTimeout(() => resolve({ shown, ms: null, status: status.textContent }), 30000);
    document.querySelector("#give-up-yes").click();
})"""


def test_solve_streams_and_cancel_stops_it(tab):
    slow = code(SLOW_BOARD, 'nb')
    visit(tab, f"#letterboxed/p/{slow}", "letterboxed", slow)
    visit(tab, "#letterboxed/tools", "letterboxed-tools", slow, keep_progress=True)  # Tools act on the puzzle last open
    tab.click("#solve")
    tab.wait_for_selector("#give-up[open]")  # show the answers? (the page's own dialog) yes:
    cancel = tab.evaluate(SOLVE_THEN_CANCEL)
    assert cancel["ms"] is not None and cancel["ms"] < 1000, cancel  # the stream ends at the worker's next slice
    assert not cancel["shown"].startswith("Proven")  # results arrived before the end
    assert tab.inner_text("#solve-status") == "Cancelled."
    assert tab.locator("#best p.full-list").count() == 0  # cancelled before the full-list optimum
    assert tab.is_enabled("#solve") and not tab.is_enabled("#cancel")
    tab.click("#solve")  # the same worker serves the next request
    wait_until(tab, "document.querySelector('#solve-status').textContent.startsWith('Proven')",
                          timeout=60_000)
    expected = final("letterboxed", "solve", {"sides": SLOW_BOARD, "lang": "nb"})
    everyday, full = tab.locator("#best p").all_inner_texts()  # everyday words first, then the optimum
    assert everyday.endswith(" – ".join(expected["everyday_best"]).upper()) and everyday.lower().startswith("in everyday words")
    assert full.endswith(" – ".join(expected["best"]).upper()) and "rarer words too" in full.lower()
    assert tab.inner_text("#pairs-count") == f"Two-word solutions in everyday words: {expected['everyday_two_word_count']:,}"  # Intl's 1,234
    # Pairs of two everyday words first; the others behind their count, of the 300 shortest.
    everyday = [" – ".join(pair).upper() for pair in expected["everyday_two_word_solutions"][:300]]
    assert everyday and tab.locator("#pairs li").all_inner_texts() == everyday
    rarer = expected["two_word_count"] - expected["everyday_two_word_count"]
    assert tab.inner_text(".rarer > summary") == f"{rarer:,} more pairs with a rarer word"
    shortest = [" – ".join(pair).upper() for pair in expected["two_word_solutions"][:300]]
    tab.click(".rarer > summary")
    assert tab.locator(".rarer li").all_inner_texts() == [text for text in shortest if text not in everyday]


@pytest.mark.daily
def test_share_link_reproduces_the_board(browser, tab, site):
    expected = daily()
    visit(tab, "#letterboxed", "letterboxed", expected["code"])
    tab.click("#share")
    shared = tab.input_value("#share-link")
    assert shared == f"{site}#letterboxed/daily/{pinned_day()}/{expected['code']}"  # a daily's link names its day
    assert shared in tab.input_value("#share-text")
    assert f"Daily #{expected['number']}" in tab.input_value("#share-text")
    fresh = browser.new_context(service_workers="block")
    try:
        other = open_site(fresh, shared, "letterboxed", expected["code"])
        assert other.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {pinned_day()}"
        assert sorted(other.locator("#board text").all_text_contents()) == sorted("".join(expected["sides"]).upper())
    finally:
        fresh.close()


def test_a_link_opens_its_puzzle(tab):
    shared = code("GIY,ERO,HNM,TAL", par=2)
    visit(tab, f"#letterboxed/p/{shared}", "letterboxed", shared)
    assert sides_of(tab) == ["giy", "ero", "hnm", "tal"]
    assert tab.inner_text("#puzzle-label") == "Shared puzzle"
    assert tab.inner_text("#par") == "Par: 2 words"
    seeded = final("letterboxed", "generate", {"seed": "hello", "lang": "en"})
    visit(tab, "#letterboxed/seed/hello", "letterboxed", seeded["code"])
    assert tab.inner_text("#puzzle-label") == "Seed “hello”"
    day = "2026-01-02"
    dated = final("letterboxed", "generate", {"daily": day, "lang": "en"})
    visit(tab, f"#letterboxed/daily/{day}", "letterboxed", dated["code"])
    assert tab.inner_text("#puzzle-label") == f"Daily #{dated['number']} · {day}"


BOGGLE_CODE = final("boggle", "generate", {"seed": "x", "lang": "en"})["code"]


@pytest.mark.parametrize("route, engine_code", [
    ("#letterboxed/p/AQEAAhMFChQSEQYADg0EGBqb", "AQEAAhMFChQSEQYADg0EGBqb"),  # damaged
    ("#letterboxed/p/AQEA", "AQEA"),  # cut off
    (f"#letterboxed/p/{BOGGLE_CODE}", BOGGLE_CODE),  # another game's
    ("#letterboxed/p/%%%", None),  # not even a percent-escape
    ("#letterboxed/daily/someday", None),
])
def test_bad_links_show_a_message_and_a_playable_board(tab, route, engine_code):
    visit(tab, route, "letterboxed", daily()["code"])
    assert tab.is_visible("#banner")
    if engine_code:
        reason = final("letterboxed", "decode", {"code": engine_code})["message"]
        assert tab.inner_text("#banner") == \
            f"This puzzle link does not work: {reason}. Here is today's puzzle instead."
    else:
        assert tab.inner_text("#banner") == "This link does not lead to a puzzle. Here is today's puzzle instead."
    assert tab.inner_text("#puzzle-label").startswith("Daily #")
    visit(tab, "#letterboxed", "letterboxed")  # a good link clears the banner
    assert tab.is_hidden("#banner")
    visit(tab, "#nowhere", "home")
    assert tab.inner_text("#banner") == "This link does not lead to a puzzle."


def test_progress_survives_a_reload(tab):
    shared = code("GIY,ERO,HNM,TAL")
    visit(tab, f"#letterboxed/p/{shared}", "letterboxed", shared)
    play(tab, ["gnome"])
    tab.keyboard.type("art")
    assert tab.inner_text("#current") == "EART"
    tab.reload()
    ready(tab, "letterboxed", shared)
    assert tab.locator("#chain li").all_inner_texts() == ["GNOME"]
    assert tab.inner_text("#current") == "EART"
    assert tab.inner_text("#par").endswith("1 word played")


def test_letters_arrive_from_any_keyboard_layout_or_input_method(tab):
    """A phone keyboard or an input method gives text without key events, a dead key gives the
    composed letter; Playwright's insert_text sends text alone, as they do."""
    visit(tab, f"#letterboxed/p/{code('bæl,åte,røk,gin', lang='nb')}", "letterboxed")
    tab.keyboard.insert_text("tæ")
    tab.keyboard.press("r")
    assert tab.inner_text("#current") == "TÆR"
    tab.keyboard.press("Enter")
    wait_until(tab, "document.querySelectorAll('#chain li').length === 1")
    assert tab.text_content("#chain") == "tær"
    tab.click("#restart")  # the focus on a button: a letter key pressed there still reaches the word
    tab.keyboard.press("b")
    tab.keyboard.insert_text("Rå")
    tab.keyboard.press("k")
    assert tab.inner_text("#current") == "BRÅK"
    tab.keyboard.press("Backspace")
    tab.keyboard.insert_text("k")
    tab.keyboard.press("Enter")
    wait_until(tab, "document.querySelectorAll('#chain li').length === 1 && "
                          "document.querySelector('#chain').textContent === 'bråk'")


def test_letters_typed_after_the_first_visits_help_is_closed_arrive(browser, site):
    context = browser.new_context(service_workers="block", help_seen=False)
    try:
        page = context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        page.wait_for_selector("#help[open]")
        page.click("#help-close")  # the focus goes back to the typing field
        page.keyboard.type(daily()["sides"][0][0])
        assert page.inner_text("#current") == daily()["sides"][0][0].upper()
    finally:
        context.close()


def test_watchdog_replaces_a_stuck_worker(tab):
    visit(tab, f"#letterboxed/p/{code('GIY,ERO,HNM,TAL')}", "letterboxed")
    restarts = tab.evaluate("window.wordgames.engine.restarts")
    tab.evaluate("window.notReloaded = true")
    message = tab.evaluate("""async () => {
        const engine = window.wordgames.engine;
        engine.watchdogMs = 1500;
        try { await engine.stall(20000).result(); return "no error"; }
        catch (error) { return error.message; }
        finally { engine.watchdogMs = 8000; }
    }""")
    assert "stopped responding" in message
    visit(tab, "#letterboxed/tools", "letterboxed-tools", keep_progress=True)
    tab.click("#solve")
    tab.click("#give-up-yes")  # show the answers? yes
    wait_until(tab, "document.querySelector('#solve-status').textContent.startsWith('Proven')",
                          timeout=BOOT_MS)
    assert tab.evaluate("window.wordgames.engine.restarts") == restarts + 1
    assert tab.evaluate("window.notReloaded") is True
    tab.click("#tools-play")
    ready(tab, "letterboxed")
    play(tab, ["gnome"])  # checks go to the new worker too


def test_a_tampered_wheel_is_refused_with_a_message(context, site):
    tamper_with_the_wheel(context)
    page = open_site(context, f"{site}#letterboxed/seed/tampered", "letterboxed")  # a puzzle only the engine makes
    page.wait_for_selector("#banner:not([hidden])")
    assert "failed its integrity check" in page.inner_text("#banner")
    assert "failed its integrity check" in page.inner_text("#boot-stage")
    assert page.is_visible("#boot") and "failed" in page.get_attribute("#boot", "class")
    assert code_of(page) is None  # no puzzle shown
