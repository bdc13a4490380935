"""Progress that the browser keeps (web/js/persist.js), in headless Chromium with the browser's
answer stubbed: the first solved daily asks for persistent storage, once; a refusal is told to
the player once, with how to keep their progress; Settings says what the browser answered.
tests/browsers runs the same check in WebKit and Firefox with their own answers."""

from __future__ import annotations

import datetime
import json

import pytest

from conftest import TEST_DAY, final, pinned_day, ready, visit
from test_site import play
from wordgames.messages import catalogue_groups
from waiting import wait_until

pytestmark = pytest.mark.browser

TEXTS = catalogue_groups("en")["page"]

#: The browser's answers: persisted() says whether storage is kept, persist() answers the request.
#: Each request is counted in sessionStorage (the page never reads it).
STUB = """(granted) => {
    let kept = false;
    StorageManager.prototype.persisted = async () => kept;
    StorageManager.prototype.persist = async () => {
        sessionStorage.setItem("persist-asked", String(Number(sessionStorage.getItem("persist-asked")) + 1));
        kept = granted;
        return granted;
    };
}"""


def solve_daily(page, day: str) -> None:
    visit(page, f"#letterboxed/daily/{day}", "letterboxed", keep_progress=True)
    best = final("letterboxed", "solve", {"code": page.get_attribute("main", "data-code")})["best"]
    play(page, best[page.locator("#chain li").count():])  # on from a word played before


def storage_state(page) -> tuple[str, str]:
    page.evaluate("() => document.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close())")
    page.click("#settings-button")
    state = page.locator("#settings-storage[data-kept]")
    state.wait_for(state="attached")
    text, kept = state.inner_text(), state.get_attribute("data-kept")
    assert page.locator("#settings-storage-used").inner_text().startswith("Saved in this browser:")
    page.click("#settings-close")
    return text, kept


@pytest.mark.parametrize("granted", [True, False])
def test_the_first_solved_daily_asks_to_keep_progress_once(browser, site, granted):
    context = browser.new_context(service_workers="block")
    context.add_init_script(f"({STUB})({json.dumps(granted)})")
    try:
        page = context.new_page()
        page.goto(f"{site}#")
        ready(page, "home")
        assert storage_state(page) == (TEXTS["settings.storage.at_risk"], "false")
        visit(page, f"#letterboxed/daily/{pinned_day()}", "letterboxed")
        page.keyboard.type(final("letterboxed", "solve", {"code": page.get_attribute("main", "data-code")})["best"][0])
        page.keyboard.press("Enter")
        page.wait_for_selector("main[data-found='1']", state="attached")
        assert page.evaluate("() => sessionStorage.getItem('persist-asked')") is None  # nothing to lose yet

        solve_daily(page, pinned_day())
        wait_until(page, """() => ["granted", "refused"].includes(
            JSON.parse(localStorage.getItem("wordgames/settings/persist"))?.value)""")
        assert page.evaluate("() => sessionStorage.getItem('persist-asked')") == "1"
        notice = page.locator("#persist-notice")
        if granted:
            assert notice.is_hidden()
            assert storage_state(page) == (TEXTS["settings.storage.kept"], "true")
        else:
            assert notice.is_visible() and notice.get_attribute("role") == "status"
            assert page.inner_text("#persist-notice span") == TEXTS["persist.refused"]
            assert "Home Screen" in TEXTS["persist.refused"] and "Export" in TEXTS["persist.refused"]
            page.keyboard.press("Escape")  # the daily's statistics first
            page.click("#persist-close")
            assert notice.is_hidden()
            assert storage_state(page) == (TEXTS["settings.storage.at_risk"], "false")

        yesterday = (TEST_DAY - datetime.timedelta(days=1)).isoformat()
        solve_daily(page, yesterday)  # another solved daily: not asked again
        wait_until(page, """(key) => JSON.parse(localStorage.getItem("wordgames/stats"))?.records[key]?.solved""",
                               arg=f"letterboxed/en/{yesterday}")
        assert page.evaluate("() => sessionStorage.getItem('persist-asked')") == "1"
        assert notice.is_hidden()
    finally:
        context.close()
