"""The site in Bokmål (issue #14, part 4), in headless Chromium with a Norwegian browser.

Every view and dialog is visited in a browser whose language is nb-NO: <html lang="nb">,
and no text of the page (text nodes, aria-label, placeholder, title, the document title)
holds an English text of the catalogue (wordgames/languages/en/catalogue.json) longer than three letters, except
what Bokmål writes the same way (names, "Start", "Enter"), nor a common English word.
Rejected words and impossible word lists are explained in Bokmål; switching to English in
Settings works at once and is remembered. The tests share one page (Python boots once).
"""

from __future__ import annotations

import pytest
from test_messages import EN, NB
from test_site_unboggle import SLOW

from conftest import BOOT_MS, final, ready, shared_page, pinned_day, visit
from english import english_on, english_pattern
from waiting import wait_until

pytestmark = pytest.mark.browser

#: English words no Bokmål text has, to catch a text that never made it into the catalogue.
ENGLISH_WORDS = ("the", "you", "your", "with", "this", "words", "letters", "found", "points")
ENGLISH = english_pattern("nb", ENGLISH_WORDS)


def assert_bokmal(page, where: str) -> None:
    assert page.evaluate("document.documentElement.lang") == "nb", where
    english = english_on(page, ENGLISH)
    assert not english, f"English on {where}: {english}"


@pytest.fixture(scope="module")
def nb_tab(browser, site):
    """One page of a browser whose language is Norwegian Bokmål."""
    with shared_page(browser, site, locale="nb-NO") as page:
        yield page


def test_the_check_knows_english_when_it_sees_it():
    assert ENGLISH.search("Try to solve it in 3 words.") and ENGLISH.search("Share")
    assert ENGLISH.search("THON is not in the word list")
    assert not ENGLISH.search("THON finnes ikke i ordlista") and not ENGLISH.search("Del")
    assert not ENGLISH.search("Dagens oppgave · Slik spiller du · Statistikk · Innstillinger")


def test_the_browser_language_picks_the_interface_language(nb_tab):
    picks = nb_tab.evaluate("""() => import("./app/js/i18n.js").then(({ browserLanguage }) =>
        [["nb-NO"], ["no"], ["nn"], ["nn-NO", "en"], ["en-GB", "nb"], ["de", "nb"], ["de"], []].map(browserLanguage))""")
    assert picks == ["nb", "nb", "nb", "nb", "en", "nb", "en", "en"]


def test_home_and_archive_in_bokmal(nb_tab):
    assert_bokmal(nb_tab, "home")
    assert nb_tab.locator(".game-card .tag").first.inner_text() == "Spill dagens oppgave"
    assert nb_tab.inner_text("#settings-button") == "Innstillinger"
    visit(nb_tab, "#archive", "archive")
    assert nb_tab.inner_text("#view-title") == "Arkiv" and nb_tab.title() == "Arkiv · wordgames"
    assert nb_tab.input_value("#archive-lang") == "nb"  # the puzzles' language follows the interface at first
    assert_bokmal(nb_tab, "archive")


def test_the_lab_in_bokmal(nb_tab):
    visit(nb_tab, "#lab", "lab")  # the code in its cells stays Python, in English, as written
    assert nb_tab.title() == "Lab · wordgames"
    assert nb_tab.inner_text("[data-example='letterboxed'] h2") == "Løs dagens Letter Boxed"
    assert nb_tab.inner_text("#lab-stage").startswith("Klar: Python ")
    assert_bokmal(nb_tab, "lab")


@pytest.mark.daily
def test_letterboxed_its_dialogs_and_a_rejected_word_in_bokmal(nb_tab):
    puzzle = final("letterboxed", "generate", {"daily": pinned_day(), "lang": "nb"})  # the interface language's daily
    visit(nb_tab, "#letterboxed", "letterboxed", puzzle["code"])
    assert nb_tab.inner_text("#puzzle-label") == f"Dagsoppgave nr. {puzzle['number']} · {pinned_day()}"
    assert nb_tab.inner_text("#par") == f"Par: {puzzle['par']} ord"
    assert_bokmal(nb_tab, "Letter Boxed")

    # A word of the board's letters that is not a word: the engine's reason, in Bokmål.
    sides = puzzle["sides"]
    word = next(w for w in (a + b + c + d for a in sides[0] for b in sides[1] for c in sides[2] for d in sides[3])
                if final("letterboxed", "check", {"code": puzzle["code"], "word": w})
                .get("reason_code") == "word.not_in_list")
    nb_tab.keyboard.type(word)
    nb_tab.keyboard.press("Enter")
    wait_until(nb_tab, "document.querySelector('#message').textContent !== ''")
    assert nb_tab.inner_text("#message") == f"{word.upper()} finnes ikke i ordlista"
    missing = next(c for c in "qxzwc" if not any(c in side for side in sides))
    nb_tab.keyboard.press("Backspace")
    nb_tab.keyboard.type(missing)
    assert nb_tab.inner_text("#message") == f"{missing.upper()} finnes ikke på brettet"
    assert_bokmal(nb_tab, "Letter Boxed, after a rejected word")

    nb_tab.click("#share")
    nb_tab.wait_for_selector("#share-dialog[open]")
    assert "Dagsoppgave nr." in nb_tab.input_value("#share-text")
    assert_bokmal(nb_tab, "the share dialog")
    nb_tab.keyboard.press("Escape")

    visit(nb_tab, "#letterboxed/tools", "letterboxed-tools", puzzle["code"], keep_progress=True)
    assert nb_tab.inner_text("#view-title") == "Letter Boxed · Verktøy"
    assert_bokmal(nb_tab, "Letter Boxed's tools")
    nb_tab.click("#tools-play")
    ready(nb_tab, "letterboxed", puzzle["code"])
    nb_tab.click("#restart")
    words = final("letterboxed", "solve", {"code": puzzle["code"]})["everyday_best"]
    for i, word in enumerate(words):  # to the end: the finish, in Bokmål
        nb_tab.keyboard.type(word if i == 0 else word[1:])
        nb_tab.keyboard.press("Enter")
        wait_until(nb_tab, "(n) => document.querySelectorAll('#chain li').length === n", arg=i + 1)
    nb_tab.wait_for_selector(".finish")
    assert nb_tab.inner_text("#par") == "Løst · Par"
    assert_bokmal(nb_tab, "Letter Boxed's finish")
    nb_tab.click(".finish-stats")
    nb_tab.wait_for_selector("#stats-dialog[open]")
    nb_tab.click("#stats-dialog summary")  # moving statistics to another device
    assert nb_tab.inner_text("#stats-title") == "Statistikk · Letter Boxed"
    assert_bokmal(nb_tab, "the statistics dialog")
    nb_tab.click("#stats-close")

    nb_tab.click("#settings-button")
    nb_tab.wait_for_selector("#settings[open]")
    assert nb_tab.inner_text("#settings-title") == "Innstillinger"
    assert_bokmal(nb_tab, "the settings dialog")
    nb_tab.click("#settings-close")


@pytest.mark.parametrize("view, route, title", [
    ("letterboxed", "#letterboxed", "Slik spiller du Letter Boxed"),
    ("boggle", "#boggle", "Slik spiller du Boggle"),
    ("unboggle", "#unboggle", "Slik virker Unboggle"),
    ("strands", "#strands", "Slik spiller du Strands"),
])
def test_how_to_play_in_bokmal(nb_tab, view, route, title):
    visit(nb_tab, route, view, keep_progress=True)
    assert nb_tab.inner_text("#help-button") == "Slik spiller du"
    nb_tab.click("#help-button")
    nb_tab.wait_for_selector("#help[open]")
    assert nb_tab.inner_text("#help h2") == title
    assert_bokmal(nb_tab, f"the help of {view}")
    if f"help.{view}.letters" in NB:  # its drawing's example is Bokmål too
        drawn = nb_tab.evaluate("() => [...document.querySelectorAll('#help svg text')].map((t) => t.textContent).join('')")
        assert drawn == NB[f"help.{view}.letters"] != EN[f"help.{view}.letters"]
    nb_tab.click("#help-close")


@pytest.mark.daily
def test_boggle_and_a_word_not_on_the_board_in_bokmal(nb_tab):
    board = final("boggle", "generate", {"daily": pinned_day(), "lang": "nb"})
    visit(nb_tab, "#boggle", "boggle", board["code"])
    assert_bokmal(nb_tab, "Boggle")
    nb_tab.click("#start")
    word = next(w for w in ("qqqq", "zzzz", "xxxx") if final("boggle", "check", {"code": board["code"], "word": w})
                .get("reason_code") == "move.not_on_board")
    nb_tab.fill("#type-word", word)
    nb_tab.press("#type-word", "Enter")
    wait_until(nb_tab, "document.querySelector('#message').textContent !== ''")
    assert nb_tab.inner_text("#message") == f"{word.upper()} finnes ikke på brettet"
    nb_tab.click("#end")
    nb_tab.wait_for_selector("section.finish")  # the finish panel under the board ends the round
    assert nb_tab.inner_text(".finish-rank") == "Nybegynner"
    assert nb_tab.text_content(".finish-kicker") == "Runden er over"
    wait_until(nb_tab, "document.querySelector('#results-summary').textContent"
                             ".endsWith(' i alt. Trykk på et ord for å se det på brettet.')")
    assert_bokmal(nb_tab, "Boggle, at the end of the round")


def test_unboggle_explains_an_impossible_list_in_bokmal(nb_tab):
    visit(nb_tab, "#unboggle", "unboggle")
    assert_bokmal(nb_tab, "Unboggle")
    nb_tab.fill("#input", "abcdefghij, klmnoprstu")
    nb_tab.click("#solve")
    wait_until(nb_tab, "document.querySelector('#status').textContent.startsWith('Det finnes ikke noe brett')",
                             timeout=BOOT_MS)
    assert "ordene trenger minst 20 forskjellige ruter" in nb_tab.inner_text("#status")
    assert_bokmal(nb_tab, "Unboggle, with a reason")


def test_unboggle_shows_a_long_search_in_bokmal(nb_tab):
    """The progress of a search, in Bokmål, until Cancel."""
    visit(nb_tab, "#unboggle", "unboggle")
    nb_tab.fill("#input", SLOW)
    nb_tab.select_option("#size", "5x5")
    nb_tab.click("#solve")
    wait_until(nb_tab, """() => {
        const seen = document.querySelector("#status").textContent
            .match(/^Søker: (\\d+) av 20 ord får plass så langt \\(([\\d\\s]+) forsøk\\)(, omtrent [\\d\\s]+ % gjennomsøkt)? …$/);
        return seen !== null && Number(seen[2].replace(/\\s/g, "")) > 500 && Number(seen[1]) > 0;
    }""", timeout=BOOT_MS)
    assert_bokmal(nb_tab, "Unboggle, searching")
    nb_tab.click("#cancel")
    wait_until(nb_tab, "document.querySelector('#status').textContent === 'Avbrutt.'")


@pytest.mark.daily
def test_strands_and_the_creator_in_bokmal(nb_tab):
    puzzle = final("strands", "generate", {"daily": pinned_day(), "lang": "nb"})
    visit(nb_tab, "#strands", "strands", puzzle["code"])
    assert nb_tab.inner_text("#clue") == puzzle["clue"]
    assert_bokmal(nb_tab, "Strands")
    nb_tab.evaluate("() => localStorage.removeItem('wordgames/strands/creator')")
    visit(nb_tab, "#strands/create", "strands-create")
    assert nb_tab.inner_text("#view-title") == "Lag en Strands-oppgave"
    assert nb_tab.input_value("#lang") == "nb"
    nb_tab.fill("#spangram", "frokostbord")
    nb_tab.fill("#words", "ost, brød")
    wait_until(nb_tab, "[...document.querySelectorAll('.st-problems li')].some((li) => "
                             "li.textContent.includes('OST er for kort'))")
    assert nb_tab.inner_text("#count") == "18 av 48 bokstaver"
    assert_bokmal(nb_tab, "the Strands creator, with problems")


def test_english_in_settings_at_once_and_after_a_reload(nb_tab):
    visit(nb_tab, "#letterboxed", "letterboxed", keep_progress=True)
    try:
        nb_tab.click("#settings-button")
        nb_tab.check("#settings input[name=language][value=en]")
        wait_until(nb_tab, "document.documentElement.lang === 'en' && "
                                 "document.querySelector('#delete')?.textContent === 'Delete'")
        ready(nb_tab, "letterboxed")
        assert nb_tab.is_visible("#settings[open]")  # the dialog stays while the page changes language
        assert nb_tab.inner_text("#settings-title") == "Settings" and nb_tab.inner_text("#delete") == "Delete"
        # The view mounts again in English (its old markup is translated at once, before the remount).
        wait_until(nb_tab, "document.querySelector('#puzzle-label').textContent.startsWith('Daily #')")
        assert nb_tab.title() == "Letter Boxed · wordgames"
        nb_tab.click("#settings-close")
        nb_tab.reload()
        ready(nb_tab, "letterboxed")
        assert nb_tab.evaluate("document.documentElement.lang") == "en"
        assert nb_tab.inner_text("#help-button") == "How to play"
        nb_tab.click("#settings-button")
        assert nb_tab.is_checked("#settings input[name=language][value=en]")
    finally:
        nb_tab.check("#settings input[name=language][value=auto]")  # back to the browser's language
    wait_until(nb_tab, "document.documentElement.lang === 'nb' && "
                             "document.querySelector('#delete')?.textContent === 'Slett'")
    ready(nb_tab, "letterboxed")


def test_an_english_visit_loads_the_bokmal_catalogue_only_when_bokmal_is_chosen(browser, site):
    """English, the fallback of every text, comes with the page; Bokmål's catalogue (11 KB
    compressed) is fetched when the player chooses Bokmål, and the page then speaks it."""
    context = browser.new_context(service_workers="block", locale="en-GB")
    try:
        page = context.new_page()
        asked = []
        page.on("request", lambda request: asked.append(request.url.split("?")[0]))
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        assert not any(url.endswith(("/i18n/nb.js", "/i18n/sv.js")) for url in asked)  # English is in the page's scripts
        page.click("#settings-button")
        page.check("#settings input[name=language][value=nb]")
        wait_until(page, "document.documentElement.lang === 'nb' && "
                               "document.querySelector('#settings-title')?.textContent === 'Innstillinger'")
        assert [url for url in asked if url.endswith("/i18n/nb.js")] == [f"{site}app/i18n/nb.js"]
        page.click("#settings-close")
        ready(page, "letterboxed")
        assert_bokmal(page, "Letter Boxed, Bokmål chosen in an English browser")
    finally:
        context.close()
