"""The Strands pages in headless Chromium: a daily played to the end with hints, the creator, links."""

from __future__ import annotations

import datetime

import pytest

from conftest import BOOT_MS, final
from wordgames.games import boggle
from wordgames.lexicon import load

pytestmark = pytest.mark.browser


def open_puzzle(context, url):
    page = context.new_page()
    page.goto(url)
    page.wait_for_function("window.wordgames?.state.puzzle && document.querySelectorAll('#grid .st-cell').length > 0",
                           timeout=BOOT_MS)
    return page


def centre(page, cell):
    box = page.locator("#grid").bounding_box()
    puzzle = page.evaluate("window.wordgames.state.puzzle")
    width, height = box["width"] / puzzle["cols"], box["height"] / puzzle["rows"]
    return box["x"] + width * (cell[1] + 0.5), box["y"] + height * (cell[0] + 0.5)


def drag(page, path):
    page.mouse.move(*centre(page, path[0]))
    page.mouse.down()
    for cell in path[1:]:
        page.mouse.move(*centre(page, cell), steps=5)
    page.mouse.up()


def tap(page, path):
    for cell in [*path, path[-1]]:
        page.mouse.click(*centre(page, cell))


def wait_for_count(page, expression, count):
    page.wait_for_function(f"{expression} === {count} || document.querySelector('#message').textContent"
                           " && !document.querySelector('#message').classList.contains('good')")
    assert page.evaluate(expression) == count, page.inner_text("#message")


def other_words(puzzle, count):
    """Dictionary words on the grid that are not theme words, each with a path."""
    letters = list("".join(puzzle["grid"]).lower())
    found = boggle.find_words(letters, puzzle["rows"], puzzle["cols"], load("en"), 4)
    theme = {puzzle["spangram"], *puzzle["words"]}
    words = sorted((w for w in found if w not in theme), key=lambda w: (len(w), w))[:count]
    assert len(words) == count
    return [(w, [divmod(c, puzzle["cols"]) for c in found[w]]) for w in words]


def test_play_the_daily_to_the_end_with_hints(context, site):
    page = open_puzzle(context, f"{site}strands.html")
    today = datetime.date.today().isoformat()
    expected = final("strands", "generate", {"daily": today})
    puzzle = page.evaluate("window.wordgames.state.puzzle")
    assert (puzzle["grid"], puzzle["clue"]) == (expected["grid"], expected["clue"])
    assert page.inner_text("#clue") == expected["clue"]
    assert page.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {today}"
    assert page.is_disabled("#hint")

    for i, (word, path) in enumerate(other_words(puzzle, 6)):
        drag(page, path)
        wait_for_count(page, "window.wordgames.state.others.length", i + 1)
        assert page.inner_text("#message").startswith(f"{word.upper()} is a word")
        if i == 2:
            assert page.is_enabled("#hint") and page.inner_text("#hint-meter-label") == "1 hint ready"
            page.click("#hint")
            first = expected["placements"][expected["words"][0]]
            page.wait_for_function(f"document.querySelectorAll('#grid .st-cell.hinted').length === {len(first)}")
            assert page.is_disabled("#hint")
    page.click("#hint")  # a second hint while the first is active shows its letter order
    page.wait_for_function("document.querySelectorAll('#grid .st-cell .order').length > 0")
    assert page.locator("#grid .st-cell .order").all_inner_texts() != []

    order = [*expected["words"], expected["spangram"]]
    for i, word in enumerate(order):
        (tap if i % 2 else drag)(page, expected["placements"][word])
        wait_for_count(page, "window.wordgames.state.found.length", i + 1)
    assert page.locator("#grid .st-cell.theme").count() + page.locator("#grid .st-cell.spangram").count() == 48
    assert page.locator("#lines polyline.spangram").count() == 1
    page.wait_for_selector("#win[open]")
    emoji = page.evaluate("document.querySelector('#win-emoji').textContent").split("\n")
    assert "".join(emoji) == "💡💡" + "🔵" * len(expected["words"]) + "🟡"
    assert all(len(line) <= 4 * 2 for line in emoji)  # four to a line (each emoji is two UTF-16 units)
    page.click("#win-share")
    text = page.input_value("#share-text")
    assert f"“{expected['clue']}”" in text and "#strands/p/" in text
    page.reload()
    page.wait_for_function("window.wordgames?.state.puzzle && "
                           "window.wordgames.state.found.length === 1 + window.wordgames.state.puzzle.words.length",
                           timeout=BOOT_MS)
    assert page.inner_text("#progress").startswith(f"{len(order)} of {len(order)}")


def test_create_share_and_solve_in_a_fresh_page(browser, context, site):
    page = context.new_page()
    page.goto(f"{site}strands-create.html")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    clue = "<b>On</b> the syllabus & more"
    page.fill("#clue", clue)
    page.fill("#spangram", "College course")
    page.fill("#words", "exam, homework, lecture, paper, quiz, ok")
    page.wait_for_function("document.querySelector('#problems').textContent.includes('OK is too short')")
    assert page.inner_text("#count") == "43 of 48 letters"
    page.fill("#words", "exam, homework, lecture, paper, quiz, reading")
    page.wait_for_function("document.querySelector('#count').textContent === '48 of 48 letters'")
    assert page.locator("#problems li").count() == 0
    page.click("#generate")
    page.wait_for_function("document.querySelector('#status').textContent.startsWith('One answer only')")
    assert page.inner_text("#preview-clue") == clue and page.locator("#preview-clue b").count() == 0
    assert page.locator("#grid .st-cell").count() == 48 and page.locator("#lines polyline").count() == 7
    link = page.input_value("#link")
    assert "strands.html#strands/p/" in link
    assert not any(w in link.lower() for w in ("homework", "lecture", "reading", "collegecourse"))
    board = page.evaluate("window.wordgames.board")

    fresh = browser.new_context(service_workers="block")
    try:
        other = open_puzzle(fresh, link)
        assert other.inner_text("#clue") == clue and other.locator("#clue b").count() == 0
        assert other.inner_text("#puzzle-label") == "Shared puzzle"
        for i, word in enumerate([board["spangram"], *board["words"]]):
            drag(other, board["placements"][word])
            wait_for_count(other, "window.wordgames.state.found.length", i + 1)
        other.wait_for_selector("#win[open]")
        code = link.split("/p/")[1]
        tampered = code[:30] + ("B" if code[30] != "B" else "C") + code[31:]
        bad = open_puzzle(fresh, f"{site}strands.html#strands/p/{tampered}")
        assert "does not work" in bad.inner_text("#banner")
    finally:
        fresh.close()


def test_creator_keeps_input_and_explains_impossible_words(context, site):
    page = context.new_page()
    page.goto(f"{site}strands-create.html")
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    page.fill("#clue", "Flowers")
    page.fill("#spangram", "sun")
    page.fill("#words", "rose, tulip")
    page.click("#generate")
    page.wait_for_function("document.querySelector('#status').textContent.includes('needs at least 6')")
    assert "add 36 letters" in page.inner_text("#status")
    page.reload()
    page.wait_for_function("document.body.dataset.engine === 'ready'", timeout=BOOT_MS)
    assert page.input_value("#words") == "rose, tulip" and page.input_value("#spangram") == "sun"
