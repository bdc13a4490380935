"""The one-document site in headless Chromium (issue #11): the boot progress bar, switching
games by route in one visit (Python boots once), Back and Forward, the old page links, and
the site served under a project subpath."""

from __future__ import annotations

import re
import threading

import pytest

import build
from conftest import code_of, final, open_site, ready, pinned_day
from wordgames.games import boggle, letterboxed
from waiting import wait_until

pytestmark = pytest.mark.browser

# Every text the boot bar shows, recorded from the document's start.
RECORD_BOOT = """
window.bootTexts = [];
new MutationObserver(() => {
    const stage = document.querySelector("#boot-stage");
    const text = stage?.textContent;
    if (text && text !== window.bootTexts.at(-1)) window.bootTexts.push(text);
}).observe(document, { childList: true, characterData: true, subtree: true });
"""


def daily(game: str) -> str:
    """The share code of today's daily of ``game``, as the page makes it."""
    return final(game, "generate", {"daily": pinned_day(), "lang": "en"})["code"]


def go(page, route: str) -> None:
    page.evaluate("(route) => { location.hash = route; }", route)


@pytest.fixture(scope="module")
def visit_log(browser, site):
    """One visit in a fresh browser, from the home page: the page, and every URL it requested
    (the engine worker's requests included)."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(RECORD_BOOT)
    page = context.new_page()
    requests = []
    page.on("request", lambda request: requests.append(request.url))
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site)
    ready(page, "home")
    yield page, requests
    context.close()
    assert not errors, f"errors in the page: {errors}"


def interpreter_downloads(requests) -> int:
    return sum(url.endswith("/pyodide.asm.wasm.xz") for url in requests)


def test_boot_progress_bar(visit_log):
    page, _ = visit_log
    assert page.get_attribute("#boot", "role") == "progressbar"
    assert page.is_hidden("#boot")  # home needs no engine: it boots behind, unseen
    go(page, "#letterboxed/seed/progress")  # a puzzle only the engine makes: the bar shows the boot
    ready(page, "letterboxed")
    texts = page.evaluate("window.bootTexts")
    stages = r"Downloading Python \d{1,3}%|Starting Python…|Installing the word engine…|Making the puzzle…"
    assert any(re.fullmatch(stages, text) for text in texts), texts
    assert page.is_hidden("#boot")


def test_switching_games_is_a_route_change(visit_log, site):
    page, requests = visit_log
    go(page, "#letterboxed")
    ready(page, "letterboxed", daily("letterboxed"))
    go(page, "#boggle")
    ready(page, "boggle", daily("boggle"))
    assert page.inner_text("#view-title") == "Boggle"
    page.click("header a.home")  # the header's link home, then a game card
    ready(page, "home")
    page.click("#game-strands")
    ready(page, "strands", daily("strands"))
    go(page, "#letterboxed")
    ready(page, "letterboxed", daily("letterboxed"))
    go(page, "#unboggle")
    ready(page, "unboggle")
    page.fill("#input", "plates, steal")
    page.select_option("#size", "4x4")
    page.click("#solve")
    page.wait_for_selector("#play:not([hidden])")
    page.click("#play")  # "Play this board in Boggle"
    played = final("unboggle", "solve", {"words": "plates, steal", "size": "4x4"})
    ready(page, "boggle", played["code"])
    go(page, "#letterboxed")
    ready(page, "letterboxed", daily("letterboxed"))
    assert page.url == f"{site}#letterboxed"
    assert interpreter_downloads(requests) == 1, [u for u in requests if ".wasm" in u]
    assert sum(url.endswith(".whl") for url in requests) == 1
    assert page.evaluate("window.wordgames.engine.restarts") == 0


def test_back_and_forward_move_between_views(visit_log, site):
    page, requests = visit_log
    go(page, "#unboggle")
    ready(page, "unboggle")
    go(page, "#strands")
    ready(page, "strands", daily("strands"))
    go(page, "#boggle")
    ready(page, "boggle", daily("boggle"))
    page.go_back()
    ready(page, "strands", daily("strands"))
    assert page.url == f"{site}#strands"
    page.go_back()
    ready(page, "unboggle")
    page.go_forward()
    ready(page, "strands", daily("strands"))
    page.go_forward()
    ready(page, "boggle", daily("boggle"))
    assert page.inner_text("#view-title") == "Boggle"
    # Within one view: a new puzzle is a new history entry, and Back returns to the daily.
    go(page, "#letterboxed")
    ready(page, "letterboxed", daily("letterboxed"))
    go(page, "#letterboxed/tools")
    ready(page, "letterboxed-tools", daily("letterboxed"))
    page.click("#new")  # Tools' New puzzle opens it in the play view
    page.wait_for_selector("main[data-view='letterboxed'][data-ready]:not([data-code='%s'])" % daily("letterboxed"))
    fresh = code_of(page)
    assert page.url == f"{site}#letterboxed/p/{fresh}"
    assert page.inner_text("#puzzle-label") == "New puzzle"
    page.go_back()
    ready(page, "letterboxed-tools", fresh)  # Tools now act on the new puzzle
    page.go_back()
    ready(page, "letterboxed", daily("letterboxed"))
    assert page.inner_text("#puzzle-label").startswith("Daily #")
    page.go_forward()
    # History holds Tools between the daily and the new puzzle; they act on the puzzle last open, the daily.
    ready(page, "letterboxed-tools", daily("letterboxed"))
    page.go_forward()
    ready(page, "letterboxed", fresh)
    for _ in range(3):  # the new puzzle, Tools, the daily
        page.go_back()
    ready(page, "boggle", daily("boggle"))
    assert interpreter_downloads(requests) == 1
    assert page.evaluate("window.wordgames.engine.restarts") == 0


def test_old_page_links_still_open_their_puzzles(context, site):
    lb = letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": 2})
    bg = boggle.encode({"rows": 4, "cols": 4, "faces": list("persla") + ["t", "g"] + list("sineters"),
                        "lang": "en", "min_length": 3})
    st = final("strands", "generate", {"seed": "old links", "lang": "en"})["code"]
    page = context.new_page()
    for old, route, view, code in [
        (f"letterboxed.html#letterboxed/p/{lb}", f"#letterboxed/p/{lb}", "letterboxed", lb),
        (f"boggle.html#boggle/p/{bg}", f"#boggle/p/{bg}", "boggle", bg),
        (f"strands.html#strands/p/{st}", f"#strands/p/{st}", "strands", st),
        ("strands-create.html", "#strands/create", "strands-create", None),
        ("unboggle.html", "#unboggle", "unboggle", None),
        ("letterboxed.html", "#letterboxed", "letterboxed", daily("letterboxed")),
    ]:
        if old == "letterboxed.html":  # today's daily made once, so this load need not wait for Python
            go(page, "#letterboxed")
            ready(page, "letterboxed", code)
        page.goto(f"{site}{old}")  # each a new document: Python boots again
        ready(page, view, code)
        assert page.url == f"{site}{route}", old
        assert page.is_hidden("#banner"), old
        if view == "boggle":
            assert page.inner_text("#puzzle-label") == "Shared board"
        elif code and view != "letterboxed" or code == lb:
            assert page.inner_text("#puzzle-label") == "Shared puzzle"
    assert page.inner_text("#puzzle-label").startswith("Daily #")
    page.go_back()  # the forwarding pages are not in the history
    ready(page, "letterboxed", code)
    assert page.url == f"{site}#letterboxed"
    page.go_back()
    ready(page, "unboggle")
    assert page.url == f"{site}#unboggle"


@pytest.fixture(scope="module")
def subpath_site():
    """dist/ served under /wordgames/, as a GitHub Pages project site is; 404 elsewhere."""
    server = build.Server(prefix="/wordgames/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/wordgames/"
    server.shutdown()


def test_the_site_works_under_a_project_subpath(browser, subpath_site):
    origin = subpath_site.removesuffix("wordgames/")
    # The service worker too: its scope and its downloads must stay under the subpath.
    context = browser.new_context(service_workers="allow")
    requests, failures = [], []
    context.on("request", lambda request: requests.append(request.url))
    context.on("response", lambda response: failures.append(response.url) if response.status >= 400 else None)
    try:
        shared = letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": None})
        page = open_site(context, subpath_site, "home")
        page.click("#game-letterboxed")
        ready(page, "letterboxed", daily("letterboxed"))
        page.evaluate("(route) => { location.hash = route; }", f"#letterboxed/p/{shared}")
        ready(page, "letterboxed", shared)
        page.keyboard.type("gnome")
        page.keyboard.press("Enter")
        wait_until(page, "document.querySelectorAll('#chain li').length === 1")
        page.click("#share")
        link = page.input_value("#share-link")
        assert link == f"{subpath_site}#letterboxed/p/{shared}"
        other = open_site(context, link, "letterboxed", shared)  # a new document: it boots again
        assert other.locator("#chain li").all_inner_texts() == ["GNOME"]  # saved under this origin
        other.goto(f"{subpath_site}strands-create.html")  # an old link forwards within the subpath
        ready(other, "strands-create")
        assert other.url == f"{subpath_site}#strands/create"
        assert page.evaluate("navigator.serviceWorker.ready.then((registration) => registration.scope)") == subpath_site
    finally:
        context.close()
    outside = [url for url in requests if url.startswith("http") and not url.startswith(subpath_site)]
    assert not outside, outside
    assert not failures, failures
    assert requests and all(url.startswith(origin) for url in requests if url.startswith("http"))
