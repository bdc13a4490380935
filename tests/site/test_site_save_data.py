"""A browser that asks to save data (Save-Data): a daily plays to its end from its day pack with no
interpreter, wheel or word list downloaded, the service worker keeps the site and the pack for
offline play without the engine's files, and the first Solve boots the engine and answers."""

import time
from urllib.parse import urlparse

import pytest

from conftest import BOOT_MS, final, ready

pytestmark = pytest.mark.browser

#: What a player who saves data must not download before asking for the engine.
ENGINE_PATHS = ("/app/pyodide/", "/app/wheels/", "/app/lexicons/", "/app/worker/")
CACHED = """caches.open("wordgames-files").then((cache) => cache.keys())
    .then((keys) => keys.map((request) => new URL(request.url).pathname))"""


def saving_data(page) -> None:
    """The browser's own switch (DevTools' data saver): navigator.connection.saveData is true."""
    page.context.new_cdp_session(page).send("Emulation.setDataSaverOverride", {"dataSaverEnabled": True})


def cached_once(page, wanted: str) -> list[str]:
    """The service worker's cached paths, once ``wanted`` is among them (it keeps files by message)."""
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    for _ in range(150):
        paths = page.evaluate(CACHED)
        if wanted in paths:
            return paths
        time.sleep(0.1)  # the page's clock is Playwright's: the browser's time runs on meanwhile
    return paths


def test_a_daily_downloads_no_engine_and_the_first_solve_boots_it(browser, site):
    context = browser.new_context()  # service workers on: the install is part of what is checked
    requests = []
    context.on("request", lambda request: requests.append(request.url))
    try:
        page = context.new_page()
        saving_data(page)
        page.on("request", lambda request: requests.append(request.url))  # the page's workers' too
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        assert page.evaluate("navigator.connection.saveData") is True
        best = final("letterboxed", "solve", {"code": page.get_attribute("main", "data-code")})["best"]
        for word in best:
            count = page.locator("#chain li").count()
            page.keyboard.type(word if count == 0 else word[1:])
            page.keyboard.press("Enter")
            page.wait_for_selector(f"#chain li >> nth={count}")
        page.wait_for_selector(".finish")  # judged and finished from the day pack alone

        pack = next(urlparse(url).path for url in requests if "/app/daily/en/letterboxed/" in url)
        cached = cached_once(page, pack)  # the page asks the service worker to keep the pack it played
        assert pack in cached and "/index.html" in cached and "/app/js/shell.js" in cached
        assert not [path for path in cached if path.startswith(ENGINE_PATHS)]
        assert not [url for url in requests if any(part in url for part in ENGINE_PATHS)]
        assert page.get_attribute("html", "data-engine") is None and page.is_hidden("#boot")

        context.set_offline(True)  # the daily stays playable offline: the site and its pack are kept
        page.reload()
        ready(page, "letterboxed")
        assert page.locator("#chain li").count() == len(best) and page.is_visible(".finish")
        context.set_offline(False)

        page.evaluate("location.hash = '#letterboxed/tools'")
        ready(page, "letterboxed-tools")
        assert page.get_attribute("html", "data-engine") is None  # Tools opens without it
        page.click("#solve")  # the first thing that needs Python: the boot bar, then the answer
        page.wait_for_selector("#boot:not([hidden])", state="attached")
        page.wait_for_selector("#best .everyday", timeout=BOOT_MS)
        assert page.get_attribute("html", "data-engine") == "ready"
        assert [url for url in requests if "/app/pyodide/xz/pyodide.asm.wasm.xz" in url]
        # Once it has run, the service worker keeps the engine's files for offline use too.
        assert "/app/pyodide/xz/pyodide.asm.wasm.xz" in cached_once(page, "/app/pyodide/xz/pyodide.asm.wasm.xz")
    finally:
        context.close()
