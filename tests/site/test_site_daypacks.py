"""Dailies from their day packs in Chromium: shown and judged with no engine at all, and a word
typed before the engine is up (a daily outside the packs' window) waits and is judged after."""

from __future__ import annotations

import datetime
import json

import pytest

from conftest import ROOT, ready
from test_site_strands import drag, other_words, tap
from waiting import wait_until

pytestmark = pytest.mark.browser

ROOT_DAILY = ROOT / "dist" / "app" / "daily"


@pytest.fixture(scope="module")
def day() -> datetime.date:
    """A day inside the window of packs this build made (not the real date: the build's own)."""
    dates = sorted(path.stem for path in (ROOT_DAILY / "en" / "letterboxed").glob("*.json"))
    return datetime.date.fromisoformat(dates[2])


def pack(game: str, day: datetime.date, lang: str = "en") -> dict:
    return json.loads((ROOT_DAILY / lang / game / f"{day}.json").read_text(encoding="utf-8"))


def without_the_engine(browser, day):
    """A context whose pages play ``day`` and can never start the engine's worker."""
    context = browser.new_context(service_workers="block", clock=datetime.datetime.combine(day, datetime.time(10)))
    context.route("**/worker/engine-worker.mjs*", lambda route: route.abort())
    return context


def test_a_letter_boxed_daily_plays_to_its_end_with_no_engine(browser, site, day):
    context = without_the_engine(browser, day)
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        puzzle = pack("letterboxed", day)["puzzle"]
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed", puzzle["code"])
        words = puzzle["answer"]  # the chain the board was built from
        page.keyboard.type(words[0])
        page.keyboard.press("Enter")
        page.wait_for_selector("main[data-found='1']", state="attached")
        missing = next(letter for letter in "qxzjwvkfy" if letter not in "".join(puzzle["sides"]))
        page.keyboard.type(missing)  # a letter not on the board: said at once, and not taken
        assert page.inner_text("#message") == f"{missing.upper()} is not on the board"
        for count, word in enumerate(words[1:], start=2):
            page.keyboard.type(word[1:])
            page.keyboard.press("Enter")
            page.wait_for_selector(f"main[data-found='{count}']", state="attached")
        page.wait_for_selector(".finish.celebrate")  # solved: the finish, in the page
        assert page.locator(".finish-mine li").all_text_contents() == [word.upper() for word in words]
        page.click(".finish-stats")
        page.wait_for_selector("#stats-dialog[open]")
        assert page.inner_text("#stat-played") == "1" and page.inner_text("#stat-solved") == "100"
        page.keyboard.press("Escape")
        page.wait_for_selector("#stats-dialog", state="detached")
        page.click(".finish-share")
        page.wait_for_selector("#share-dialog[open]")
        assert f"Daily #{puzzle['number']}" in page.input_value("#share-text")
        assert page.get_attribute("html", "data-engine") is None  # no engine was ever up
        assert not errors, errors
    finally:
        context.close()


def test_a_boggle_daily_plays_to_its_end_with_no_engine(browser, site, day):
    context = without_the_engine(browser, day)
    try:
        page = context.new_page()
        board = pack("boggle", day)
        page.goto(f"{site}#boggle")
        ready(page, "boggle", board["puzzle"]["code"])
        page.click("#start")
        wait_until(page, "!document.querySelector('#type-word').disabled")
        words = board["judge"]["solve"]["words"][:3]
        for count, word in enumerate(words, start=1):
            page.fill("#type-word", word)
            page.press("#type-word", "Enter")
            page.wait_for_selector(f"main[data-found='{count}']", state="attached")
        page.click("#end")
        page.wait_for_selector("#finish-place .finish.celebrate")  # the round is over: the finish, in the page
        solve = board["judge"]["solve"]
        assert page.locator(".finish-mine li").all_text_contents() == [word.upper() for word in words]
        assert page.inner_text(".finish-detail").endswith(f" of {solve['everyday_score']} everyday points")
        wait_until(page, "!document.querySelector('#results-summary').textContent.startsWith('Finding')")
        summary = page.inner_text("#results-summary")
        assert summary.startswith(f"{solve['count']} words, {solve['score']} points in all"), summary
        page.click(".finish-stats")
        page.wait_for_selector("#stats-dialog[open]")
        assert page.inner_text("#stat-played") == "1"
    finally:
        context.close()


def test_a_strands_daily_plays_to_its_end_with_no_engine(browser, site, day):
    """Three dictionary words earn a hint, the hint outlines the first theme word, and the theme
    words and spangram, traced by dragging and by tapping, end the daily on its finish."""
    context = without_the_engine(browser, day)
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        puzzle = pack("strands", day)["puzzle"]
        page.goto(f"{site}#strands")
        ready(page, "strands", puzzle["code"])
        for count, (word, path) in enumerate(other_words(puzzle, 3), start=1):
            drag(page, puzzle, path)
            wait_until(page, f"document.querySelectorAll('#others li').length === {count}")
            assert page.inner_text("#message").startswith(f"{word.upper()} is a word")
        assert page.get_attribute("main", "data-found") == "0"
        page.click("#hint")
        first = puzzle["placements"][puzzle["words"][0]]
        wait_until(page, f"document.querySelectorAll('#grid .st-cell.hinted').length === {len(first)}")
        order = [*puzzle["words"], puzzle["spangram"]]
        for count, word in enumerate(order, start=1):
            (tap if count % 2 else drag)(page, puzzle, puzzle["placements"][word])
            page.wait_for_selector(f"main[data-found='{count}']", state="attached")
        page.wait_for_selector("#finish-slot .finish")
        assert page.inner_text(".finish-rank") == "Great"
        assert page.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in order]
        assert page.get_attribute("html", "data-engine") is None  # no engine was ever up
        assert not errors, errors
    finally:
        context.close()


def test_a_word_typed_before_the_engine_is_up_waits_and_is_judged(browser, site, day):
    """Outside the packs' window (every pack refused here) a kept daily shows at once, before
    Python; a word submitted then says it is being checked and is judged once the engine is up."""
    context = browser.new_context(service_workers="block", clock=datetime.datetime.combine(day, datetime.time(10)))
    try:
        context.route("**/daily/**", lambda route: route.fulfill(status=404))
        page = context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")  # made by the engine, kept in the browser
        page.wait_for_selector("html[data-engine='ready']", state="attached")
        held, released = [], []
        context.route("**/wheels/*.whl", lambda route: route.continue_() if released else held.append(route))
        page.reload()
        ready(page, "letterboxed")  # the kept board, before Python
        first = pack("letterboxed", day)["puzzle"]["answer"][0]
        page.keyboard.type(first)
        page.keyboard.press("Enter")
        wait_until(page, "document.querySelector('#message').textContent === 'Checking…'")
        assert page.get_attribute("main", "data-found") == "0"
        released.append(True)
        for route in held:
            route.continue_()
        page.wait_for_selector("main[data-found='1']", state="attached", timeout=90_000)
        assert page.get_attribute("html", "data-engine") == "ready"
        assert page.text_content("#chain") == first
    finally:
        context.close()


def test_the_published_pack_wins_over_a_daily_kept_in_the_browser_and_its_game_stays_with_it(browser, site, day):
    """A copy of the day's daily kept in this browser that is another puzzle (what an older engine
    made for that date): the published pack is shown and replaces the copy; the game played on the
    copy is neither shown on the published board nor lost (it stays under the copy's code)."""
    published = pack("letterboxed", day)["puzzle"]
    older = pack("letterboxed", day + datetime.timedelta(days=1))["puzzle"]  # stands in for the older engine's
    played = {"played": [older["answer"][0]], "current": "", "solved": False, "revealed": False}
    context = without_the_engine(browser, day)
    try:
        page = context.new_page()
        page.goto(site)
        ready(page, "home")
        page.evaluate("""([day, older, played]) => {
            localStorage.setItem("wordgames/letterboxed/dailies/en", JSON.stringify({ version: 1, value: { [day]: older } }));
            localStorage.setItem(`wordgames/letterboxed/progress/${older.code}`, JSON.stringify({ version: 1, value: played }));
        }""", [day.isoformat(), older, played])
        page.goto(f"{site}index.html?again#letterboxed")  # a new document, as a visit after a deploy
        ready(page, "letterboxed", published["code"])
        assert page.get_attribute("main", "data-found") == "0"
        assert page.text_content("#chain") == ""
        kept = page.evaluate("""(code) => [JSON.parse(localStorage.getItem("wordgames/letterboxed/dailies/en")).value,
            JSON.parse(localStorage.getItem(`wordgames/letterboxed/progress/${code}`)).value]""", older["code"])
        assert kept[0][day.isoformat()]["code"] == published["code"]
        assert kept[1] == played
    finally:
        context.close()


def broken_board(day: datetime.date) -> dict:
    """The day's Letter Boxed pack, its code and judge whole, its board a side short (a pack the
    envelope check passes, that the view cannot draw: game.daily.isPuzzle refuses it). That another
    game's pack is refused too, the Node fuzz test of packs.js shows (tests/js/packs-fuzz.test.mjs)."""
    broken = pack("letterboxed", day)
    broken["puzzle"]["sides"] = broken["puzzle"]["sides"][:3]
    return broken


@pytest.mark.parametrize("damage", ["not json", "a board its view cannot draw"])
def test_a_damaged_pack_leaves_the_daily_to_the_engine(browser, site, day, damage):
    """A pack that is not JSON, or holds a board the view cannot draw under the day's own code, is
    refused: the engine makes the daily, the same puzzle, a word is judged, and the page says nothing is wrong."""
    body = "{ not json" if damage == "not json" else json.dumps(broken_board(day))
    context = browser.new_context(service_workers="block", clock=datetime.datetime.combine(day, datetime.time(10)))
    try:
        context.route("**/daily/**", lambda route: route.fulfill(status=200, body=body, content_type="application/json"))
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        puzzle = pack("letterboxed", day)["puzzle"]
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed", puzzle["code"])
        page.keyboard.type(puzzle["answer"][0])
        page.keyboard.press("Enter")
        page.wait_for_selector("main[data-found='1']", state="attached", timeout=90_000)
        assert page.get_attribute("html", "data-engine") == "ready"  # the engine judged it
        assert not errors, errors
    finally:
        context.close()


# Each worker the page starts, and whether the view was interactive by then (a test's probe).
WORKER_PROBE = """(() => {
    const Plain = window.Worker;
    window.workersStarted = [];
    window.Worker = function (url, options) {
        window.workersStarted.push({ url: String(url), afterReady: !!document.querySelector("main[data-ready]") });
        return new Plain(url, options);
    };
})()"""


def test_the_engine_starts_behind_a_daily_at_low_priority_and_before_a_link(browser, site, day):
    """A daily from its pack: no Pyodide file is asked for before the view is interactive, then
    the engine comes up behind it at low priority. A puzzle link needs the engine: it starts at once."""
    context = browser.new_context(service_workers="block", clock=datetime.datetime.combine(day, datetime.time(10)))
    try:
        context.add_init_script(WORKER_PROBE)
        page = context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed", pack("letterboxed", day)["puzzle"]["code"])
        page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
        started = page.evaluate("window.workersStarted")
        assert len(started) == 1 and started[0]["afterReady"], started
        assert "priority=low" in started[0]["url"]
        page.goto(f"{site}index.html?link#letterboxed/seed/behind")  # a new document
        ready(page, "letterboxed")
        started = page.evaluate("window.workersStarted")
        assert len(started) == 1 and not started[0]["afterReady"] and "priority" not in started[0]["url"], started
    finally:
        context.close()
