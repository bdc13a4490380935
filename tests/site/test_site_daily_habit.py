"""The daily habit in Chromium: statistics and streaks (with the page's clock set), the archive,
midnight, moving statistics between devices, asking before revealing, sharing, Boggle rounds."""

from __future__ import annotations

import datetime
import re

import pytest

from conftest import BOOT_MS, code_of, final, ready
from waiting import wait_until

pytestmark = pytest.mark.browser

MONDAY = datetime.date(2026, 12, 7)


def at(day: datetime.date, hour: int = 10, minute: int = 0) -> datetime.datetime:
    return datetime.datetime(day.year, day.month, day.day, hour, minute)


def daily(game: str, day: datetime.date, lang: str = "en") -> dict:
    return final(game, "generate", {"daily": day.isoformat(), "lang": lang})


def open_at(context, site, route: str, when: datetime.datetime):
    """A page whose clock reads ``when`` (and runs on), at ``route``."""
    page = context.new_page()
    page.clock.install(time=when)
    page.goto(f"{site}{route}")
    return page


def play_letterboxed(page, words):
    for word in words:
        count = page.locator("#chain li").count()
        page.keyboard.type(word if count == 0 else word[1:])
        page.keyboard.press("Enter")
        wait_until(page, f"document.querySelectorAll('#chain li').length === {count + 1}")


def solve_letterboxed(page):
    play_letterboxed(page, final("letterboxed", "solve", {"code": code_of(page)})["best"])
    page.click(".finish-stats")  # the finish's Statistics
    page.wait_for_selector("#stats-dialog[open]")


def figures(page) -> list[str]:
    return [page.inner_text(f"#stat-{name}") for name in ("played", "solved", "current", "longest")]


def test_statistics_and_a_streak_across_days(context, site):
    page = open_at(context, site, "#letterboxed", at(MONDAY))
    ready(page, "letterboxed", daily("letterboxed", MONDAY)["code"])
    solve_letterboxed(page)
    assert figures(page) == ["1", "100", "1", "1"]
    assert re.fullmatch(r"Next daily puzzle in 1[34]:\d\d:\d\d", page.inner_text("#stats-dialog .countdown"))
    tuesday = MONDAY + datetime.timedelta(days=1)
    page.clock.set_system_time(at(tuesday))
    page.reload()
    ready(page, "letterboxed", daily("letterboxed", tuesday)["code"])
    solve_letterboxed(page)
    assert figures(page) == ["2", "100", "2", "2"]
    bars = page.locator("#stat-bars li").all_inner_texts()
    assert len(bars) == 5 and sum(int(bar.split("\n")[-1]) for bar in bars) == 2
    page.clock.set_system_time(at(tuesday + datetime.timedelta(days=2)))  # a day missed
    page.goto(f"{site}#letterboxed/daily/{tuesday}")  # Tuesday's finish, seen on Thursday
    page.reload()
    ready(page, "letterboxed", daily("letterboxed", tuesday)["code"])
    page.click(".finish-stats")
    assert figures(page) == ["2", "100", "0", "2"]


def test_the_archive_marks_dailies_and_opens_them(context, site):
    page = open_at(context, site, "#letterboxed", at(MONDAY))
    ready(page, "letterboxed", daily("letterboxed", MONDAY)["code"])
    solve_letterboxed(page)
    page.evaluate("location.hash = 'archive'")
    ready(page, "archive")
    links = page.locator("a[data-game='letterboxed']")
    assert links.count() == (MONDAY - datetime.date(2026, 11, 1)).days + 1  # every daily since No. 1
    assert "Solved" in page.inner_text(f"a[data-game='letterboxed'][data-date='{MONDAY}']")
    assert "Not played" in page.inner_text("a[data-game='letterboxed'][data-date='2026-11-02']")
    day = datetime.date(2026, 11, 20)
    page.click(f"a[data-game='boggle'][data-date='{day}']")
    expected = daily("boggle", day)
    ready(page, "boggle", expected["code"])
    assert page.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {day}"
    page.evaluate("location.hash = 'archive'")
    ready(page, "archive")
    page.click("#archive-random")  # a past daily not yet solved
    page.wait_for_selector("main[data-view]:not([data-view='archive'])[data-ready]", timeout=BOOT_MS)
    assert "/daily/" in page.url and f"/daily/{MONDAY}" not in page.url


def test_midnight_offers_the_new_daily_and_keeps_the_old_progress(context, site):
    page = open_at(context, site, "#letterboxed", at(MONDAY, 23, 58))
    monday = daily("letterboxed", MONDAY)
    ready(page, "letterboxed", monday["code"])
    first = final("letterboxed", "solve", {"code": monday["code"]})["best"][0]
    play_letterboxed(page, [first])
    assert page.is_hidden("#newday")
    page.clock.run_for("03:00")  # past midnight
    page.wait_for_selector("#newday:not([hidden])")
    tuesday = daily("letterboxed", MONDAY + datetime.timedelta(days=1))
    assert page.inner_text("#newday-text") == f"A new daily puzzle is out: No. {tuesday['number']}."
    assert code_of(page) == monday["code"]  # nothing changes under the player's hands
    page.click("#newday-play")
    ready(page, "letterboxed", tuesday["code"])
    assert page.locator("#chain li").count() == 0
    page.evaluate(f"location.hash = 'letterboxed/daily/{MONDAY}'")
    ready(page, "letterboxed", monday["code"])
    assert page.locator("#chain li").all_inner_texts() == [first.upper()]


def test_statistics_move_to_another_device(browser, site):
    phone = browser.new_context(service_workers="block")
    laptop = browser.new_context(service_workers="block")
    try:
        page = open_at(phone, site, "#letterboxed", at(MONDAY))
        ready(page, "letterboxed", daily("letterboxed", MONDAY)["code"])
        solve_letterboxed(page)
        page.click("#stats-dialog summary")
        page.click("#stats-export")
        wait_until(page, "document.querySelector('#stats-code').value.includes('#stats/')")
        link = page.input_value("#stats-code")
        other = open_at(laptop, site, "#strands", at(MONDAY))  # the laptop has a record of its own
        ready(other, "strands")
        other.evaluate("""() => localStorage.setItem("wordgames/stats", JSON.stringify({version: 1, records: {
            "boggle/en/2026-12-06": {on: "2026-12-06", solved: true, revealed: false, score: 30, max: 100}}}))""")
        browser_asked = []
        other.on("dialog", lambda dialog: (browser_asked.append(dialog.message), dialog.dismiss()))
        other.goto(link)
        ready(other, "home")
        other.wait_for_selector("#ask[open]")  # the page's own dialog asks
        assert "(1 result)" in other.inner_text("#ask-body")  # one result, in the singular
        assert other.evaluate("document.activeElement.id") == "ask-yes"  # Enter adds them
        other.keyboard.press("Enter")
        wait_until(other, "JSON.parse(localStorage.getItem('wordgames/stats')).records['letterboxed/en/2026-12-07']")
        assert other.locator("#ask").count() == 0
        records = other.evaluate("JSON.parse(localStorage.getItem('wordgames/stats')).records")
        assert set(records) == {"boggle/en/2026-12-06", "letterboxed/en/2026-12-07"}  # merged: nothing lost
        assert records["letterboxed/en/2026-12-07"]["solved"] is True
        # Replacing asks first; declining changes nothing.
        other.evaluate("location.hash = 'letterboxed'")
        ready(other, "letterboxed")
        other.click("#stats-button")  # the header's Statistics
        other.click("#stats-dialog summary")
        other.fill("#stats-code", link)
        other.click("#stats-replace")
        other.wait_for_selector("#ask[open]")  # over the statistics dialog
        assert other.inner_text("#ask-title") == "Replace your statistics?"
        assert other.inner_text("#ask-body") == "The 2 results on this device are deleted, and the 1 from the code take their place."
        assert other.evaluate("document.activeElement.id") == "ask-no"  # the safe answer has the focus
        other.keyboard.press("Escape")  # declined
        other.wait_for_selector("#ask", state="detached")
        assert other.is_visible("#stats-dialog")  # the statistics stay open
        assert set(other.evaluate("Object.keys(JSON.parse(localStorage.getItem('wordgames/stats')).records)")) == set(records)
        assert other.inner_text("#stats-transfer-status") == ""
        assert browser_asked == []  # never the browser's confirm()
        other.fill("#stats-code", "not a code")
        other.click("#stats-import")
        wait_until(other, "document.querySelector('#stats-transfer-status').textContent.includes('not a statistics code')")
    finally:
        phone.close()
        laptop.close()


def test_revealing_asks_first_and_the_share_says_so(context, site):
    context.add_init_script("navigator.share = async (data) => { window.sharedWith = data; };")  # a phone
    page = open_at(context, site, "#letterboxed", at(MONDAY))
    monday = daily("letterboxed", MONDAY)
    ready(page, "letterboxed", monday["code"])
    page.evaluate("location.hash = '#letterboxed/tools'")  # the solver is in Tools
    ready(page, "letterboxed-tools", monday["code"])
    page.click("#solve")
    page.click("#give-up-no")  # Keep playing
    assert page.inner_text("#solve-status") == ""  # declined: nothing shown
    page.click("#solve")
    page.click("#give-up-yes")
    wait_until(page, "document.querySelector('#solve-status').textContent.startsWith('Proven')")
    page.click("#tools-play")
    ready(page, "letterboxed", monday["code"])
    page.click("#share")
    wait_until(page, "window.sharedWith !== undefined")
    shared = page.evaluate("window.sharedWith.text")
    assert f"Daily #{monday['number']}" in shared and "(I looked at the answer)" in shared
    assert f"#letterboxed/daily/{MONDAY}/{monday['code']}" in shared
    record = page.evaluate("() => JSON.parse(localStorage.getItem('wordgames/stats')).records")[f"letterboxed/en/{MONDAY}"]
    assert record["revealed"] is True and record["solved"] is False  # played, but not solved by the player


def test_a_boggle_round_starts_pauses_and_ends_in_view(context, site):
    page = open_at(context, site, "#boggle", at(MONDAY))
    board = daily("boggle", MONDAY)
    ready(page, "boggle", board["code"])
    assert page.inner_text("#clock") == "3:00" and page.is_disabled("#type-word")
    assert page.get_by_role("grid", name="The dice are hidden until you press Start.").count() == 1
    page.click("#start")
    page.clock.run_for(5000)
    assert page.inner_text("#clock") == "2:55"
    page.evaluate("""() => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
        document.dispatchEvent(new Event("visibilitychange"));
    }""")
    page.clock.run_for(30_000)
    assert page.inner_text("#clock") == "2:55"  # paused while the tab is hidden
    assert page.locator("#grid [role=gridcell]").all_inner_texts() == [""] * 16  # and the dice face down
    page.evaluate("""() => {
        Object.defineProperty(document, "hidden", { configurable: true, get: () => false });
        document.dispatchEvent(new Event("visibilitychange"));
    }""")
    assert "".join(page.locator("#grid [role=gridcell]").all_inner_texts()).lower() == "".join(board["faces"])
    page.click("#pause")  # Pause: the clock stops and the dice turn face down
    page.clock.run_for(30_000)
    assert page.inner_text("#clock") == "2:55"
    assert page.locator("#grid [role=gridcell]").all_inner_texts() == [""] * 16
    assert page.inner_text("#start") == "Resume"
    page.click("#start")
    assert "".join(page.locator("#grid [role=gridcell]").all_inner_texts()).lower() == "".join(board["faces"])
    word = max(final("boggle", "solve", {"code": board["code"]})["words"], key=len)
    page.fill("#type-word", word)
    page.press("#type-word", "Enter")
    wait_until(page, "document.querySelectorAll('#found li').length === 1")
    page.clock.run_for(180_000)
    page.wait_for_selector("#finish-place .finish.celebrate")  # time is up: the finish is in view
    assert page.inner_text("#clock") == "0:00"
    assert page.locator(".finish-mine li").all_text_contents() == [word.upper()]
    assert re.fullmatch(r"\d+ of \d+ everyday points", page.inner_text(".finish-detail"))
    page.click(".finish-share")
    text = page.input_value("#share-text")
    assert f"Daily #{board['number']}" in text and "🟩" in text and " everyday points" in text
