"""Each language's lexicon is fetched the first time a puzzle in it needs the engine, never
before, and is kept for offline play."""

import threading

import pytest

from conftest import ready
from test_messages import EN, NB
from test_site_repeat_visit import CountingServer
from wordgames.games import letterboxed
from waiting import wait_until

pytestmark = pytest.mark.browser

ENGLISH = letterboxed.encode({"sides": ["giy", "ero", "hnm", "tal"], "lang": "en", "par": None})
BOKMAL = letterboxed.encode({"sides": ["ers", "tni", "lka", "dog"], "lang": "nb", "par": None})


@pytest.fixture
def counted_site():
    """The built site on a server that logs the path of every request."""
    server = CountingServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server, f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def play_a_word(page, code: str, typed: str, chain: list[str]) -> None:
    """Open the puzzle ``code``, type ``typed`` and see the engine, judging in the puzzle's
    language, accept it: the words played then read ``chain`` (a puzzle keeps its words across
    visits, and a next word starts with the last one's last letter, already in place). While the
    engine boots (offline, from the cache) the message says it is checking: that is no verdict."""
    page.evaluate("(route) => { location.hash = route; }", f"#letterboxed/p/{code}")
    ready(page, "letterboxed", code)
    page.keyboard.type(typed)
    page.keyboard.press("Enter")
    wait_until(page, "([length, checking]) => document.querySelectorAll('#chain li').length === length || "
                           "!['', ...checking].includes(document.querySelector('#message').textContent)",
                           arg=[len(chain), [EN["common.checking"], NB["common.checking"]]])
    assert page.locator("#chain li").all_inner_texts() == chain, page.inner_text("#message")


def test_an_english_visit_asks_for_no_other_lexicon_until_another_language_is_played(browser, counted_site):
    server, site = counted_site
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(site)
        ready(page, "home")
        play_a_word(page, ENGLISH, "the", ["THE"])
        assert server.paths.count("/app/lexicons/en.lex.gz") == 1
        assert not [path for path in server.paths if path.endswith(".lex.gz") and path != "/app/lexicons/en.lex.gz"]
        play_a_word(page, BOKMAL, "ski", ["SKI"])  # the first Bokmål puzzle fetches its lexicon, once
        assert server.paths.count("/app/lexicons/nb.lex.gz") == 1
        assert server.paths.count("/app/lexicons/en.lex.gz") == 1
    finally:
        context.close()


CACHED_LEXICONS = """() => caches.open("wordgames-files").then((cache) => cache.keys())
    .then((keys) => keys.map((request) => new URL(request.url).pathname).filter((path) => path.endsWith(".lex.gz")).sort())"""


def test_both_languages_play_offline_after_one_visit(browser, site):
    context = browser.new_context()  # the service worker runs
    try:
        page = context.new_page()
        page.goto(site)
        ready(page, "home")
        play_a_word(page, ENGLISH, "the", ["THE"])
        play_a_word(page, BOKMAL, "ski", ["SKI"])
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed: every listed file is cached
        wait_until(page, f"({CACHED_LEXICONS})().then((paths) => paths.length === 2)")
        assert page.evaluate(CACHED_LEXICONS) == ["/app/lexicons/en.lex.gz", "/app/lexicons/nb.lex.gz"]
        context.set_offline(True)
        offline = context.new_page()  # a new document: a new worker boots from the cache
        offline.goto(site)
        ready(offline, "home")
        play_a_word(offline, BOKMAL, "ld", ["SKI", "ILD"])
        play_a_word(offline, ENGLISH, "arn", ["THE", "EARN"])
    finally:
        context.close()
