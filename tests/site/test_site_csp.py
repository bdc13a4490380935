"""The Content-Security-Policy in Chromium: every view works under it (the Lab under lab.html's
looser one), and what it forbids (an inline script, eval, a fetch to another origin) is refused.
Other browser tests bypass it (tests/conftest.py says why): these wait on selectors only."""

from __future__ import annotations

import pytest

import build
from conftest import final, pinned_day, ready, visit
from test_site_strands import drag
from test_site_strands_create import CLUE, NYT_ANSWER, NYT_SPANGRAM, NYT_WORDS, choose, start_manual
from test_site_strands_create import drag as draw
from test_site_unboggle import FOUR

pytestmark = pytest.mark.browser

# Each view, and whether it has a How to play.
VIEWS = [("#letterboxed", "letterboxed", True), ("#boggle", "boggle", True), ("#unboggle", "unboggle", True),
         ("#strands", "strands", True), ("#strands/create", "strands-create", True), ("#archive", "archive", False),
         ("#letterboxed/tools", "letterboxed-tools", False), ("#boggle/tools", "boggle-tools", False),
         ("#strands/tools", "strands-tools", False), ("#gallery", "gallery", False), ("#", "home", False)]


def test_every_view_its_dialogs_and_the_solver_under_the_policy(browser, site):
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=90_000)
        for route, view, has_help in VIEWS:
            visit(page, route, view, keep_progress=True)
            if has_help:
                page.click("#help-button")
                page.wait_for_selector("#help[open]")
                page.keyboard.press("Escape")
            page.click("#settings-button")
            page.wait_for_selector("#settings[open]")
            page.keyboard.press("Escape")
        visit(page, "#strands/create", "strands-create")
        page.check("input[name=sc-mode][value=manual]")  # the creator's other mode
        page.wait_for_selector("#manual-area:not([hidden])")
        visit(page, "#letterboxed", "letterboxed")
        page.click("#stats-button")
        page.wait_for_selector("#stats-dialog[open]")
        page.keyboard.press("Escape")
        visit(page, "#letterboxed/tools", "letterboxed-tools", keep_progress=True)  # the solver is in Tools
        page.click("#solve")
        page.click("#give-up #give-up-yes")  # show the answers? yes (the page's own dialog)
        # the engine streams the solution into the panel
        page.locator("#solve-status", has_text="Proven").wait_for(timeout=90_000)
    finally:
        context.close()
    assert context.csp_violations == []


def daily(game: str) -> dict:
    return final(game, "generate", {"daily": pinned_day(), "lang": "en"})


def test_every_game_and_the_creator_play_under_the_policy(browser, site):
    """A word in each daily, an Unboggle solve, and a board made by the creator in each mode."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        letterboxed = daily("letterboxed")
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed", letterboxed["code"])
        page.keyboard.type(letterboxed["answer"][0])
        page.keyboard.press("Enter")
        page.wait_for_selector("main[data-found='1']", state="attached")

        boggle = daily("boggle")
        visit(page, "#boggle", "boggle", boggle["code"])
        page.click("#start")
        page.fill("#type-word", final("boggle", "solve", {"code": boggle["code"]})["words"][0])
        page.press("#type-word", "Enter")
        page.wait_for_selector("main[data-found='1']", state="attached")

        strands = daily("strands")
        visit(page, "#strands", "strands", strands["code"])
        drag(page, strands, strands["placements"][strands["spangram"]])
        page.wait_for_selector("main[data-found='1']", state="attached")

        visit(page, "#unboggle", "unboggle")  # (no wait_for_function here: Playwright evals its text)
        page.select_option("#size", "4x4")
        page.fill("#input", FOUR)
        page.click("#solve")
        page.locator("#status", has_text="All 4 words fit").wait_for(timeout=60_000)

        start_manual(page, CLUE, "College course", NYT_WORDS)
        choose(page, NYT_SPANGRAM)
        draw(page, NYT_ANSWER[NYT_SPANGRAM])
        page.wait_for_selector(f"#m-words button.placed:has-text('{NYT_SPANGRAM.upper()}')")
        page.check("input[name=sc-mode][value=auto]")
        page.click("#generate")
        page.locator("#status", has_text="One answer only").wait_for(timeout=60_000)
    finally:
        context.close()
    assert context.csp_violations == []


# What a compromised module of the site would try; each outcome is recorded, never thrown.
INJECTED = """
window.injected = (async () => {
    const tried = {};
    try { eval("window.evaluated = true"); tried.eval = "ran"; } catch (error) { tried.eval = error.name; }
    try {
        const inline = document.createElement("script");
        inline.textContent = "window.inlineRan = true;";
        document.head.append(inline);
        tried.inline = "appended";
    } catch (error) { tried.inline = error.name; }
    try { await fetch("http://127.0.0.2:9/elsewhere"); tried.fetch = "fetched"; } catch (error) { tried.fetch = error.name; }
    return { ...tried, evaluated: window.evaluated === true, inlineRan: window.inlineRan === true };
})();
"""


def test_an_inline_script_eval_and_another_origin_are_refused(browser, site):
    """A module of the site tampered with, as a compromised package would be: its eval, its inline
    script and its fetch to another origin are each refused by the browser."""
    context = browser.new_context(service_workers="block")

    def tampered(route):
        route.fulfill(response=route.fetch(), body=route.fetch().text() + INJECTED, content_type="text/javascript")

    context.route("**/js/views/home.js", tampered)
    try:
        page = context.new_page()
        page.goto(f"{site}#")
        ready(page, "home")
        outcome = page.evaluate("window.injected")
        assert outcome == {"eval": "EvalError", "inline": "TypeError", "fetch": "TypeError",
                           "evaluated": False, "inlineRan": False}
    finally:
        context.close()
    refused = " ".join(context.csp_violations)
    assert refused.count("require-trusted-types-for") == 2  # the eval and the inline script: no trusted text
    assert "connect-src http://127.0.0.2:9" in refused


def test_the_service_worker_registers_under_the_policy(browser, site):
    """Its script URL passes Trusted Types through the site's one policy: offline play needs it."""
    context = browser.new_context()
    try:
        page = context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        assert page.evaluate("navigator.serviceWorker.ready.then((registration) => registration.active.scriptURL)") \
            == f"{site}sw.js"
    finally:
        context.close()
    assert context.csp_violations == []


def test_the_lab_runs_a_cell_under_its_own_policy(browser, site):
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(f"{site}#lab")
        ready(page, "lab")
        assert page.url.startswith(f"{site}lab.html")
        cell = page.locator("[data-example='boggle']")
        cell.locator(".py-editor-run-button").click()
        cell.locator(".py-editor-output", has_text="PERS LATG SINE TERS").wait_for(timeout=120_000)
        page.evaluate("location.hash = '#letterboxed'")  # back to the games' document
        ready(page, "letterboxed")
        assert not page.url.startswith(f"{site}lab.html")
    finally:
        context.close()
    assert context.csp_violations == []


def test_every_page_carries_the_policy_and_the_lab_relaxes_only_what_it_names():
    index = build.policy_of(build.DIST / "index.html")
    assert "default-src 'self'" in index and "object-src 'none'" in index and "base-uri 'none'" in index
    assert "unsafe" not in index and "blob:" not in index and "require-trusted-types-for 'script'" in index
    for name in build.OLD_PAGES:
        assert build.policy_of(build.DIST / name) == index
    lab = build.policy_of(build.DIST / "lab.html")
    assert lab != index
    for directive, allowed in build.LAB_RELAXATIONS.items():
        assert f"{directive} " in lab and allowed in lab.split(f"{directive} ")[1].split(";")[0]
    assert not any(directive in lab for directive in build.LAB_DROPS)
    assert (build.DIST / "lab.html").read_text().replace(lab, "") == (build.DIST / "index.html").read_text().replace(index, "")
