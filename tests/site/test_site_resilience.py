"""A bad network and a browser that keeps nothing, in Chromium (issue #32, items 2-3): each file
the engine needs, dropped once, costs a retry and the engine comes up by itself; dropped every
time, the boot bar says the connection failed and Try again brings the engine up once the
network is back, with the view as it was. With storage denied or full, a daily plays to its
end and the page says once that progress will not be kept."""

from __future__ import annotations

import pytest

from conftest import BOOT_MS, ready
import test_site_daypacks
from test_messages import EN
from test_site_daypacks import pack, without_the_engine

pytestmark = pytest.mark.browser


#: Every file the engine's boot and a first English puzzle download, as a route pattern.
ENGINE_FILES = [
    "**/worker/engine-worker.mjs*",
    "**/pyodide/pyodide.asm.mjs*",
    "**/pyodide/xz/pyodide.asm.wasm.xz*",
    "**/pyodide/xz/python_stdlib-trimmed.zip.xz*",
    "**/wheels/lock.json*",
    "**/wheels/*.whl*",
    "**/lexicons/en.lex*",
]

#: The worker tries a download for about half a minute and the page boots new workers for as long;
#: on a busy machine each boot is slower, so the message may come later than that.
GIVE_UP_MS = 180_000

#: A puzzle no day pack holds: only the engine makes it, so the player waits for the boot.
SEEDED = "#letterboxed/seed/resilient"


def fresh_context(browser):
    """A context with nothing cached: its first page downloads every file of the engine."""
    return browser.new_context(service_workers="block")


def collect_errors(page) -> list[str]:
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return errors


@pytest.mark.parametrize("pattern", ENGINE_FILES)
def test_a_file_dropped_once_costs_a_retry_not_the_engine(browser, site, pattern):
    context = fresh_context(browser)
    dropped = []

    def drop_the_first(route):
        if dropped:
            route.fallback()
        else:
            dropped.append(route.request.url)
            route.abort()

    context.route(pattern, drop_the_first)
    try:
        page = context.new_page()
        errors = collect_errors(page)
        page.goto(f"{site}{SEEDED}")
        ready(page, "letterboxed")
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=BOOT_MS)
        assert dropped, f"nothing matched {pattern}"
        assert page.locator("#boot-retry").is_hidden()
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("pattern", ["**/pyodide/xz/pyodide.asm.wasm.xz*", "**/pyodide/pyodide.asm.mjs*"])
def test_a_file_dropped_every_time_says_so_and_try_again_works(browser, site, pattern):
    context = fresh_context(browser)
    context.route(pattern, lambda route: route.abort())
    try:
        page = context.new_page()
        errors = collect_errors(page)
        page.goto(f"{site}{SEEDED}")
        page.wait_for_selector("#boot-retry", state="visible", timeout=GIVE_UP_MS)
        assert page.inner_text("#boot-stage") == EN["boot.offline"]
        assert page.get_attribute("#boot", "role") == "alert"
        assert page.get_attribute("main", "data-ready") is None  # the puzzle waits for the engine
        context.unroute(pattern)
        page.click("#boot-retry")
        ready(page, "letterboxed")
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=BOOT_MS)
        assert page.locator("#boot").is_hidden()
        assert not errors, errors
    finally:
        context.close()


# -- a browser that keeps nothing ------------------------------------------------------------
#: Init scripts, run before the page's own: the localStorage getter throws (site data blocked),
#: or every write throws QuotaExceededError (a full quota; a private window with none).
DENIED = """Object.defineProperty(window, "localStorage", {
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });"""
FULL = """Storage.prototype.setItem = function () {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError"); };"""

day = test_site_daypacks.day  # a day inside the packs' window (a fixture)


@pytest.mark.parametrize(("script", "reason"), [(DENIED, "storage.blocked"), (FULL, "storage.full")], ids=["denied", "full"])
def test_a_daily_plays_to_its_end_in_a_browser_that_keeps_nothing(browser, site, day, script, reason):
    context = without_the_engine(browser, day)
    context.add_init_script(script)
    try:
        page = context.new_page()
        errors = collect_errors(page)
        puzzle = pack("letterboxed", day)["puzzle"]
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed", puzzle["code"])
        if page.is_visible("#help[open]"):  # denied: it cannot know the help was seen
            page.keyboard.press("Escape")
        page.wait_for_selector("#storage-notice", state="visible")
        words = puzzle["answer"]
        page.keyboard.type(words[0])
        page.keyboard.press("Enter")
        page.wait_for_selector("main[data-found='1']", state="attached")
        for count, word in enumerate(words[1:], start=2):
            page.keyboard.type(word[1:])
            page.keyboard.press("Enter")
            page.wait_for_selector(f"main[data-found='{count}']", state="attached")
        page.click(".finish-stats")  # the finish's Statistics
        page.wait_for_selector("#stats-dialog[open]")
        assert page.inner_text("#stat-played") == "1"  # the visit itself stays whole
        assert page.locator("[role=status]", has_text="will not be kept").count() == 1
        assert page.inner_text("#storage-text") == EN[reason]
        assert not errors, errors
    finally:
        context.close()
