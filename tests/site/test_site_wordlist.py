"""A player's own word list in the built site, in headless Chromium: loaded from a file
into Boggle (its solve lists only the list's words), pasted into Letter Boxed (a check
accepts its words and refuses a standard one), a link made with a list opened without it
(a clear message, then the list loaded and the puzzle open), the list kept across a
reload (IndexedDB), and bad files explained."""

from __future__ import annotations

import pytest

from conftest import final, open_site, ready, visit
from wordgames import custom
from wordgames.games import letterboxed
from waiting import wait_until

pytestmark = pytest.mark.browser

ANAGRAMS = b"plates\nstaple, pastel petals  # anagrams\nsalt slat last\nx\n"
BOARD = "PERS LATG SINE TERS"
BOX_WORDS = "mytho\nairmail, ahoy\n"  # mytho: not a standard word; all traceable on GIY,ERO,HNM,TAL


def file(name: str, data: bytes) -> dict:
    return {"name": name, "mimeType": "text/plain", "buffer": data}


def load_file(page, name: str, data: bytes) -> str:
    """Choose a file in the panel and wait for the check's outcome; the status line."""
    before = page.inner_text("#wordlist-status")
    page.set_input_files("#wordlist-file", file(name, data))
    wait_until(page, "(before) => { const s = document.querySelector('#wordlist-status');"
                           " return s.textContent !== before && !s.hasAttribute('aria-busy'); }", arg=before)
    return page.inner_text("#wordlist-status")


def box_code(name: str) -> tuple[str, str]:
    """A Letter Boxed link made with the list BOX_WORDS (its id is the engine's)."""
    ref = custom.register(custom.read(BOX_WORDS, "en", name))
    return ref, letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": None,
                                    "lexicon": ref, "lexicon_name": name})


def test_a_file_flows_into_boggle_solve(tab):
    visit(tab, "#boggle/tools", "boggle-tools")  # the word lists are in Tools
    assert tab.inner_text("#wordlist option:checked") == "Standard"
    assert load_file(tab, "anagrams.txt", ANAGRAMS) == "Loaded anagrams.txt: 7 words."
    details = tab.locator("#wordlist-details li").all_inner_texts()
    assert "1 item was left out:" in details and "Line 4: X is too short: words need at least 2 letters" in details
    assert tab.inner_text("#wordlist option:checked") == "anagrams.txt (7 words)"
    tab.fill("#my-board", BOARD.replace(" ", "\n"))
    tab.click("#solve-mine")
    wait_until(tab, "document.querySelector('#mine-status').textContent.includes('points')")
    assert sorted(tab.locator("#mine-words li").all_inner_texts()) == ["LAST", "PETALS", "PLATES", "SLAT", "STAPLE"]
    ref = custom.register(custom.read(ANAGRAMS, "en", "anagrams.txt"))
    expected = final("boggle", "solve", {"board": BOARD, "lexicon": ref})
    tab.click("#play-mine")  # the board's link names the list; its round's results are the list's words
    ready(tab, "boggle", expected["code"])
    tab.click("#start")
    tab.click("#end")
    tab.wait_for_selector("section.finish")
    wait_until(tab, "document.querySelector('#results-summary').textContent.includes('in all')")
    assert tab.inner_text("#results-summary").startswith(f"{expected['count']} words, ")
    assert sorted(tab.locator(".bg-length li").all_inner_texts()) == [w.upper() for w in expected["words"]]
    visit(tab, "#boggle/tools", "boggle-tools")
    tab.fill("#my-board", BOARD.replace(" ", "\n"))
    tab.select_option("#wordlist", "")  # Standard again: a typed board gets every standard word
    tab.click("#solve-mine")
    wait_until(tab, "document.querySelectorAll('#mine-words li').length > 100")


def test_a_pasted_list_decides_letterboxed_checks(tab):
    ref, code = box_code("pasted words")
    visit(tab, "#letterboxed/tools", "letterboxed-tools")  # the word lists are in Tools
    tab.click("#wordlist-paste-open")
    tab.fill("#wordlist-name", "pasted words")
    tab.fill("#wordlist-text", BOX_WORDS)
    tab.click("#wordlist-paste-load")
    tab.wait_for_selector("#wordlist-paste", state="hidden")
    assert tab.inner_text("#wordlist-status") == "Loaded pasted words: 3 words."
    visit(tab, f"#letterboxed/p/{code}", "letterboxed", code)
    tab.keyboard.type("mytho")
    tab.keyboard.press("Enter")
    wait_until(tab, "document.querySelectorAll('#chain li').length === 1")
    assert tab.locator("#chain li").all_inner_texts() == ["MYTHO"]
    for _ in "mytho" + "o":  # back to the start (Backspace takes the played word back)
        tab.keyboard.press("Backspace")
    tab.keyboard.type("again")  # a standard word, not in the list
    tab.keyboard.press("Enter")
    wait_until(tab, "document.querySelector('#message').textContent.includes('not in the word list')")
    assert tab.inner_text("#message") == "AGAIN is not in the word list"


def test_bad_files_get_a_clear_message_and_the_page_stays_usable(tab):
    visit(tab, "#boggle/tools", "boggle-tools")
    chosen = tab.inner_text("#wordlist option:checked")
    assert load_file(tab, "photo.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR") == \
        "this is not a text file: a word list is plain text, one word a line"
    assert load_file(tab, "latin1.txt", "one\ntwo\nfr\xe9d\n".encode("latin-1")).startswith(
        "the word list is not UTF-8 text (line 3 cannot be read)")
    assert load_file(tab, "digits.txt", b"123\n4-5\n").startswith("the word list holds no usable word")
    assert tab.inner_text("#wordlist option:checked") == chosen  # nothing changed
    assert tab.is_enabled("#new") and tab.is_enabled("#solve-mine")


def test_a_link_without_its_list_says_so_and_opens_once_it_is_loaded(browser, site):
    ref, code = box_code("my words")
    context = browser.new_context(service_workers="block")
    try:
        page = open_site(context, f"{site}#letterboxed/p/{code}", "letterboxed")
        notice = page.locator("#wordlist-needed")
        assert notice.is_visible()
        assert notice.locator("p").first.inner_text() == \
            f"This puzzle needs the word list my words (id {ref[7:]}); load it to play"
        assert page.get_attribute("main", "data-code") is None
        load_file(page, "other.txt", b"hello\nworld\n")  # another list: still waiting, and it says so
        assert "another word list" in notice.inner_text()
        page.set_input_files("#wordlist-file", file("mine.txt", BOX_WORDS.encode()))
        ready(page, "letterboxed", code)
        assert page.url.endswith(f"#letterboxed/p/{code}") and page.locator("#wordlist-needed").count() == 0
        assert page.is_hidden("main .lb-list")  # the list panel leaves the play view with the notice
        page.reload()  # the list is kept in this browser: the link opens at once
        ready(page, "letterboxed", code)
        assert page.locator("#wordlist-needed").count() == 0
        page.keyboard.type("mytho")
        page.keyboard.press("Enter")
        wait_until(page, "document.querySelectorAll('#chain li').length === 1")
        page.evaluate("location.hash = '#letterboxed/tools'")  # Tools: the puzzle last open, its list kept
        ready(page, "letterboxed-tools", code)
        assert page.inner_text("#wordlist-using") == "This puzzle uses the word list my words."
        assert "mine.txt (3 words)" in page.locator("#wordlist option").all_inner_texts()
    finally:
        context.close()


def test_axe_finds_nothing_serious_in_the_panel_the_paste_dialog_and_the_notice(tab):
    from test_site_a11y import axe_in_both_schemes

    visit(tab, "#boggle/tools", "boggle-tools")
    load_file(tab, "anagrams.txt", ANAGRAMS)  # the check's outcome, with a rejected line, is shown
    assert axe_in_both_schemes(tab) == {"light": [], "dark": []}
    tab.click("#wordlist-paste-open")
    assert axe_in_both_schemes(tab) == {"light": [], "dark": []}
    tab.keyboard.press("Escape")
    unknown = letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": None,
                                  "lexicon": "custom:0000000000", "lexicon_name": "nobody's"})
    visit(tab, f"#letterboxed/p/{unknown}", "letterboxed")
    tab.wait_for_selector("#wordlist-needed")
    assert axe_in_both_schemes(tab) == {"light": [], "dark": []}


def test_too_big_a_file_is_refused_before_it_is_read_and_a_list_can_be_removed(tab):
    visit(tab, "#boggle/tools", "boggle-tools")
    assert load_file(tab, "huge.txt", b"ab\n" * (1_400_000 + 1)) == "the word list is 4.0 MB; it can be at most 4 MB"
    load_file(tab, "gone.txt", b"plates\nstaple\n")
    assert tab.inner_text("#wordlist option:checked") == "gone.txt (2 words)"
    browser_asked = []
    tab.on("dialog", lambda dialog: (browser_asked.append(dialog.message), dialog.dismiss()))
    tab.click("#wordlist-remove")
    tab.wait_for_selector("#ask[open]")  # the page's own dialog asks first
    assert tab.inner_text("#ask-title") == "Remove gone.txt?"
    assert tab.evaluate("document.activeElement.id") == "ask-no"
    tab.click("#ask-no")  # Cancel: the list stays
    tab.wait_for_selector("#ask", state="detached")
    assert tab.inner_text("#wordlist option:checked") == "gone.txt (2 words)"
    tab.click("#wordlist-remove")
    tab.click("#ask-yes")
    wait_until(tab, "document.querySelector('#wordlist-status').textContent === 'Removed gone.txt.'")
    assert "gone.txt (2 words)" not in tab.locator("#wordlist option").all_inner_texts()
    assert tab.inner_text("#wordlist option:checked") == "Standard" and tab.is_disabled("#wordlist-remove")
    assert browser_asked == []  # never the browser's confirm()
