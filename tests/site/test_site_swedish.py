"""The site in Swedish (issue 43), in headless Chromium with a Swedish browser at 360 px.

A sv-SE browser gets Swedish: <html lang="sv">, and home, the four games and the archive show no
English text of the catalogue that Swedish does not write the same way; axe finds nothing serious
or critical on them in light or in dark. The tests share one page (Python boots once).
"""

from __future__ import annotations

import re

import pytest
from test_site_a11y import axe_in_both_schemes

from conftest import shared_page, visit
from wordgames.messages import catalogue_groups

pytestmark = pytest.mark.browser

PLACEHOLDER = re.compile(r"\{\w+\}")
#: Texts of the page: text nodes outside scripts and the puzzle's own word lists, and the
#: attributes a screen reader or a pointer shows.
TEXTS = """() => {
    const words = "#results-list, #words, #chain, #pairs, #best";
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.closest(`script, style, noscript, template, ${words}`) && node.textContent.trim()) {
            texts.push(node.textContent);
        }
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
        if (!element.closest(words)) texts.push(...["aria-label", "placeholder", "title"]
            .filter((name) => element.hasAttribute(name)).map((name) => element.getAttribute(name)));
    }
    return texts;
}"""


def texts_of(lang: str) -> list[str]:
    """Every text of ``lang``'s catalogue that the page shows (its own and the engine's)."""
    groups = catalogue_groups(lang)
    return [text for group in ("page", "engine") for value in groups[group].values()
            for text in (value.values() if isinstance(value, dict) else [value])]


def english_pattern() -> re.Pattern:
    """The English of the catalogue, cut at its parameters, that no Swedish text holds."""
    swedish = " ".join(texts_of("sv"))
    fragments = {fragment for text in texts_of("en") for fragment in
                 (part.strip(" .,;:()…–-") for part in PLACEHOLDER.split(text.lstrip("^")))
                 if len(fragment) > 3 and re.search(r"[A-Za-z]{2}", fragment) and fragment not in swedish}
    return re.compile("|".join(rf"(?<!\w){re.escape(f)}(?!\w)" for f in sorted(fragments, key=len, reverse=True)))


ENGLISH = english_pattern()
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
    english = [(text.strip()[:100], found.group(0)) for text in sv_tab.evaluate(TEXTS)
               for found in [ENGLISH.search(text)] if found]
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
