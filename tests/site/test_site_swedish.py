"""The site in Swedish (issue 43), in headless Chromium with a Swedish browser at 360 px.

A sv-SE browser gets Swedish: <html lang="sv">, and home, the four games and the archive show no
English text of the catalogue that Swedish does not write the same way; axe finds nothing serious
or critical on them in light or in dark. The tests share one page (Python boots once).
"""

from __future__ import annotations

import pytest
from test_site_a11y import axe_in_both_schemes

from conftest import shared_page, visit
from english import english_on, english_pattern

pytestmark = pytest.mark.browser

ENGLISH = english_pattern("sv")
VIEWS = [("#", "home"), ("#letterboxed", "letterboxed"), ("#boggle", "boggle"), ("#strands", "strands"),
         ("#unboggle", "unboggle"), ("#archive", "archive")]


@pytest.fixture(scope="module")
def sv_tab(browser, site):
    """One page of a Swedish browser (sv-SE) at 360 px."""
    with shared_page(browser, site, locale="sv-SE", viewport={"width": 360, "height": 780}) as page:
        yield page


@pytest.mark.parametrize("route, view", VIEWS)
def test_a_swedish_browser_gets_every_view_in_swedish_and_axe_finds_nothing_serious(sv_tab, route, view):
    visit(sv_tab, route, view)
    assert sv_tab.evaluate("document.documentElement.lang") == "sv"
    english = english_on(sv_tab, ENGLISH)
    assert not english, f"English on {view}: {english}"
    assert axe_in_both_schemes(sv_tab) == {"light": [], "dark": []}


@pytest.mark.parametrize("route, view", [("#letterboxed/tools", "letterboxed-tools"), ("#boggle/tools", "boggle-tools"),
                                         ("#strands/tools", "strands-tools")])
def test_each_games_word_language_offers_all_three_and_starts_on_swedish(sv_tab, route, view):
    visit(sv_tab, route, view)
    options = sv_tab.evaluate("""() => [...document.querySelector("select#lang").options]
        .map((option) => [option.value, option.textContent])""")
    assert [value for value, _ in options] == ["en", "nb", "sv"]
    assert dict(options)["sv"] == "Svenska"
    assert sv_tab.evaluate("document.querySelector('select#lang').value") == "sv"
