"""Boggle in the built site, in headless Chromium: daily round, typing, tracing, results,
best-board search, solve my board, links and saved progress. The tests share one page."""

from __future__ import annotations


import pytest

from conftest import code_of, final, pinned_day, ready, visit
from wordgames.games import boggle

pytestmark = pytest.mark.browser

PLATES = boggle.encode({"rows": 4, "cols": 4, "faces": list("persla") + ["t", "g"] + list("sineters"),
                        "lang": "en", "min_length": 3})


def daily():
    return final("boggle", "generate", {"daily": pinned_day(), "lang": "en"})


def type_word(page, word):
    """Type a word and wait for the verdict: one more found word, or a reason."""
    count = page.locator("#found li").count()
    page.fill("#type-word", word)
    page.press("#type-word", "Enter")
    page.wait_for_function(f"document.querySelectorAll('#found li').length === {count + 1} || "
                           "(document.querySelector('#message').textContent !== '' && "
                           "!document.querySelector('#message').classList.contains('good'))")


@pytest.mark.daily
def test_daily_round_with_typed_words_is_scored(tab):
    expected = daily()
    visit(tab, "#boggle", "boggle", expected["code"])
    assert tab.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {pinned_day()}"
    assert tab.locator("#grid .bg-cell").all_inner_texts() == [f.upper() if f != "qu" else "Qu" for f in expected["faces"]]
    assert tab.inner_text("#clock") == "3:00"  # the clock waits for Start
    assert tab.is_visible("#start") and tab.is_disabled("#type-word")
    tab.click("#start")
    assert tab.is_hidden("#start") and tab.is_enabled("#type-word")
    solved = final("boggle", "solve", {"code": expected["code"]})
    words = sorted(solved["words"], key=len, reverse=True)[:4]
    for word in words:
        type_word(tab, word)
        assert tab.inner_text("#message") == f"+{boggle.points(word)} {word.upper()}"
    assert tab.inner_text("#score") == f"{sum(boggle.points(w) for w in words)} points"
    type_word(tab, words[0])
    assert "already found" in tab.inner_text("#message")
    tab.click("#end")
    tab.wait_for_function("document.querySelector('#results-summary').textContent.startsWith('You found')")
    summary = tab.inner_text("#results-summary")
    assert f"You found 4 of {solved['count']} words" in summary and f"of {solved['score']} points" in summary
    tab.wait_for_selector("#stats-dialog[open]")  # a daily's end: statistics with the outcome, in view
    assert tab.inner_text("#stats-dialog .outcome") == summary and tab.inner_text("#stat-played") == "1"
    tab.click("#stats-close")
    assert sorted(tab.locator(".bg-length li.got").all_inner_texts()) == sorted(w.upper() for w in words)
    assert tab.is_disabled("#type-word") and tab.inner_text("#clock") == "0:00"


def test_trace_a_word_by_dragging(tab):
    visit(tab, f"#boggle/p/{PLATES}", "boggle", PLATES)
    assert tab.inner_text("#puzzle-label") == "Shared board"
    tab.click("#start")
    path = final("boggle", "solve", {"code": PLATES})["paths"]["plates"]
    box = tab.locator("#grid").bounding_box()
    size = box["width"] / 4

    def centre(cell):
        return box["x"] + size * (cell[1] + 0.5), box["y"] + size * (cell[0] + 0.5)

    tab.mouse.move(*centre(path[0]))
    tab.mouse.down()
    for cell in path[1:]:
        tab.mouse.move(*centre(cell), steps=6)
    assert tab.inner_text("#trace-word") == "PLATES"
    tab.mouse.up()
    tab.wait_for_function("document.querySelectorAll('#found li').length === 1")
    assert tab.inner_text("#message") == "+3 PLATES"
    assert tab.locator("#found li").all_inner_texts() == ["PLATES 3"]


def test_best_board_search_cancels_and_restarts(tab):
    visit(tab, "#boggle", "boggle")
    tab.select_option("#best-seconds", "15")
    tab.click("#best-start")
    tab.wait_for_function("document.querySelector('#best-board').textContent.length > 0", timeout=30_000)
    tab.click("#best-cancel")
    tab.wait_for_function("document.querySelector('#best-status').textContent.startsWith('Cancelled.')")
    assert tab.is_enabled("#best-start") and tab.is_disabled("#best-cancel")
    tab.click("#best-start")
    tab.wait_for_function("document.querySelector('#best-status').textContent.startsWith('Best so far')",
                          timeout=30_000)
    rows = tab.inner_text("#best-board").split("\n")
    assert len(rows) == 4 and all(len(r) == 4 for r in rows)
    tab.click("#best-cancel")
    tab.wait_for_function("document.querySelector('#best-status').textContent.startsWith('Cancelled.')")


def test_share_link_and_solve_my_board(tab, site):
    expected = daily()
    visit(tab, "#boggle", "boggle", expected["code"])
    tab.click("#share")
    link = tab.input_value("#share-link")
    assert link == f"{site}#boggle/daily/{pinned_day()}/{expected['code']}"
    visit(tab, f"#boggle/p/{expected['code']}", "boggle", expected["code"])
    assert tab.inner_text("#puzzle-label") == "Shared board"
    tab.fill("#my-board", "PERS\nLATG\nSINE\nTERS")
    tab.click("#solve-mine")
    tab.wait_for_function("document.querySelector('#mine-status').textContent.includes('points')")
    mine = final("boggle", "solve", {"board": "PERS LATG SINE TERS"})
    assert tab.inner_text("#mine-status").startswith(f"{mine['count']:,} words, {mine['score']:,} points")  # Intl's 1,234
    assert tab.locator("#mine-words li").count() == mine["count"]
    tab.fill("#my-board", "PE1S")
    tab.click("#solve-mine")
    tab.wait_for_function("document.querySelector('#mine-status').textContent.includes('cannot be a face')")
    tab.fill("#my-board", "PERS\nLATG\nSINE\nTERS")
    tab.click("#play-mine")  # the board opens as a round, by its link
    ready(tab, "boggle", mine["code"])
    assert tab.url.endswith(f"#boggle/p/{mine['code']}")
    assert tab.locator("#grid .bg-cell").all_inner_texts()[:4] == ["P", "E", "R", "S"]


def test_found_words_survive_a_reload_and_bad_links_are_explained(tab):
    visit(tab, "#boggle", "boggle")
    code = code_of(tab)
    word = sorted(final("boggle", "solve", {"code": code})["words"], key=len)[-1]
    tab.click("#start")
    type_word(tab, word)
    tab.reload()
    ready(tab, "boggle", code)
    assert tab.locator("#found li").all_inner_texts() == [f"{word.upper()} {boggle.points(word)}"]
    assert tab.inner_text("#start") == "Resume" and tab.is_disabled("#type-word")  # paused across the reload
    visit(tab, "#boggle/p/AQIAAw", "boggle", code, keep_progress=True)
    reason = final("boggle", "decode", {"code": "AQIAAw"})["message"]
    assert tab.inner_text("#banner") == f"This board link does not work: {reason}. Here is today's board instead."
    assert tab.locator("#found li").all_inner_texts() == [f"{word.upper()} {boggle.points(word)}"]
