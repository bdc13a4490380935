"""The Boggle page in headless Chromium: daily round, typing, tracing, results, search, links."""

from __future__ import annotations

import datetime

import pytest

from conftest import BOOT_MS, final
from wordgames.games import boggle

pytestmark = pytest.mark.browser


def open_board(context, url):
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("window.wordgames?.state.board && document.querySelectorAll('#grid .bg-cell').length > 0",
                           timeout=BOOT_MS)
    return page


def board_of(page):
    return page.evaluate("window.wordgames.state.board.board")


def type_word(page, word):
    count = page.evaluate("window.wordgames.state.found.length")
    page.fill("#type-word", word)
    page.press("#type-word", "Enter")
    page.wait_for_function(f"window.wordgames.state.found.length === {count + 1} || "
                           "document.querySelector('#message').textContent && !document.querySelector('#message').classList.contains('good')")


def test_daily_round_with_typed_words_is_scored(context, site):
    page = open_board(context, f"{site}boggle.html")
    today = datetime.date.today().isoformat()
    expected = final("boggle", "generate", {"daily": today, "size": 4})
    assert board_of(page) == expected["board"]
    assert page.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {today}"
    assert page.inner_text("#clock") in ("3:00", "2:59", "2:58")
    solved = final("boggle", "solve", {"board": expected["board"]})
    words = sorted(solved["words"], key=len, reverse=True)[:4]
    for word in words:
        type_word(page, word)
        assert page.inner_text("#message") == f"+{boggle.points(word)} {word.upper()}"
    assert page.inner_text("#score") == f"{sum(boggle.points(w) for w in words)} points"
    type_word(page, words[0])
    assert "already found" in page.inner_text("#message")
    page.click("#end")
    page.wait_for_function("document.querySelector('#results-summary').textContent.startsWith('You found')")
    summary = page.inner_text("#results-summary")
    assert f"You found 4 of {solved['count']} words" in summary and f"of {solved['score']} points" in summary
    assert sorted(page.locator(".bg-length li.got").all_inner_texts()) == sorted(w.upper() for w in words)


def test_trace_a_word_by_dragging(context, site):
    code = boggle.encode({"rows": 4, "cols": 4, "faces": list("persla") + ["t", "g"] + list("sineters"),
                          "lang": "en", "min_length": 3})
    page = open_board(context, f"{site}boggle.html#boggle/p/{code}")
    path = final("boggle", "solve", {"code": code})["paths"]["plates"]
    box = page.locator("#grid").bounding_box()
    size = box["width"] / 4

    def centre(cell):
        return box["x"] + size * (cell[1] + 0.5), box["y"] + size * (cell[0] + 0.5)

    page.mouse.move(*centre(path[0]))
    page.mouse.down()
    for cell in path[1:]:
        page.mouse.move(*centre(cell), steps=6)
    assert page.inner_text("#trace-word") == "PLATES"
    page.mouse.up()
    page.wait_for_function("window.wordgames.state.found.length === 1")
    assert page.inner_text("#message") == "+3 PLATES"


def test_best_board_search_cancels_and_restarts(context, site):
    page = open_board(context, f"{site}boggle.html")
    page.select_option("#best-seconds", "15")
    page.click("#best-start")
    page.wait_for_function("document.querySelector('#best-board').textContent.length > 0", timeout=30_000)
    page.click("#best-cancel")
    page.wait_for_function("document.querySelector('#best-status').textContent.startsWith('Cancelled.')")
    assert page.is_enabled("#best-start")
    page.click("#best-start")
    page.wait_for_function("document.querySelector('#best-status').textContent.startsWith('Best so far')",
                           timeout=30_000)
    rows = page.inner_text("#best-board").split("\n")
    assert len(rows) == 4 and all(len(r) == 4 for r in rows)
    page.click("#best-cancel")


def test_share_link_and_solve_my_board(browser, context, site):
    page = open_board(context, f"{site}boggle.html")
    page.click("#share")
    link = page.input_value("#share-link")
    assert "#boggle/p/" in link
    fresh = browser.new_context(service_workers="block")
    try:
        other = open_board(fresh, link)
        assert board_of(other) == board_of(page)
        other.fill("#my-board", "PERS\nLATG\nSINE\nTERS")
        other.click("#solve-mine")
        other.wait_for_function("document.querySelector('#mine-status').textContent.includes('points')")
        expected = final("boggle", "solve", {"board": "PERS LATG SINE TERS"})
        assert other.inner_text("#mine-status").startswith(f"{expected['count']} words, {expected['score']} points")
        other.fill("#my-board", "PE1S")
        other.click("#solve-mine")
        other.wait_for_function("document.querySelector('#mine-status').textContent.includes('cannot be a face')")
    finally:
        fresh.close()


def test_found_words_survive_a_reload_and_bad_links_are_explained(context, site):
    page = open_board(context, f"{site}boggle.html")
    word = sorted(final("boggle", "solve", {"board": board_of(page)})["words"], key=len)[-1]
    type_word(page, word)
    page.reload()
    page.wait_for_function("window.wordgames?.state.found.length === 1", timeout=BOOT_MS)
    assert page.locator("#found li").all_inner_texts() == [f"{word.upper()} {boggle.points(word)}"]
    bad = open_board(context, f"{site}boggle.html#boggle/p/AQIAAw")
    assert "does not work" in bad.inner_text("#banner")
