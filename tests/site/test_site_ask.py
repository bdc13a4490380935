"""The page's own question dialog (web/js/ask.js), which stands in for the browser's confirm(): on a phone, in
Norwegian, in light and dark; keyboard answers (Tab between the buttons, Escape for no), 44 px targets, axe clean.

It is reached by a statistics link (#stats/CODE), which asks before it adds anything; the home view needs no
Python, so no engine boots here. The code is written as web/js/stats.js exportCode writes one.
"""

from __future__ import annotations

import base64
import zlib

import pytest

from phone import page_at_home, phone_context, small_targets

pytestmark = pytest.mark.browser


def statistics_code(lines: list[str]) -> str:
    """An export code: "wgstats2" and one line a record, deflate-raw, base64url without padding."""
    packer = zlib.compressobj(wbits=-15)
    packed = packer.compress("\n".join(["wgstats2", *lines]).encode()) + packer.flush()
    return base64.urlsafe_b64encode(packed).decode().rstrip("=")


def stored_records(page) -> dict:
    return page.evaluate("JSON.parse(localStorage.getItem('wordgames/stats') ?? '{\"records\": {}}').records")


def test_a_statistics_link_asks_in_the_pages_dialog_in_norwegian_on_a_phone(browser, site):
    from test_site_a11y import axe_in_both_schemes

    link = f"{site}#stats/{statistics_code(['l en 20261207 0 1 4,3,,,,', 'b en 20261206 0 0 ,,30,100,,'])}"
    with page_at_home(phone_context(browser, locale="nb-NO"), site) as page:
        browser_asked = []
        page.on("dialog", lambda dialog: (browser_asked.append(dialog.message), dialog.dismiss()))
        page.goto(link)
        page.wait_for_selector("#ask[open]")
        assert page.inner_text("#ask-title") == "Vil du legge til denne statistikken?"
        assert "(2 resultater)" in page.inner_text("#ask-body")
        assert [page.inner_text("#ask-yes"), page.inner_text("#ask-no")] == ["Legg til", "Ikke nå"]
        assert small_targets(page) == []
        assert axe_in_both_schemes(page) == {"light": [], "dark": []}
        assert page.evaluate("document.activeElement.id") == "ask-yes"
        page.keyboard.press("Tab")  # focus stays in the dialog, on the other answer
        assert page.evaluate("document.activeElement.id") == "ask-no"
        page.keyboard.press("Escape")  # no: nothing added
        page.wait_for_selector("#ask", state="detached")
        assert stored_records(page) == {}
        page.goto(link.replace("#stats/", "#"))  # away, and the link once more
        page.goto(link)
        page.locator("#ask-yes").tap()
        page.wait_for_selector("#ask", state="detached")
        assert set(stored_records(page)) == {"letterboxed/en/2026-12-07", "boggle/en/2026-12-06"}
        assert browser_asked == []
