"""Strands in the built site, in headless Chromium: a daily played to the end with hints,
the creator, a made puzzle solved from its link in a fresh browser, links. The tests share
one page but for the fresh browser."""

from __future__ import annotations


import pytest

from conftest import code_of, final, open_site, ready, pinned_day, visit
from wordgames.games import boggle
from wordgames.lexicon import load
from waiting import wait_until

pytestmark = pytest.mark.browser


def centre(page, puzzle, cell):
    page.locator("#grid").scroll_into_view_if_needed()  # the whole board in view
    box = page.locator("#grid").bounding_box()
    width, height = box["width"] / puzzle["cols"], box["height"] / puzzle["rows"]
    return box["x"] + width * (cell[1] + 0.5), box["y"] + height * (cell[0] + 0.5)


def drag(page, puzzle, path):
    page.mouse.move(*centre(page, puzzle, path[0]))
    page.mouse.down()
    for cell in path[1:]:
        page.mouse.move(*centre(page, puzzle, cell), steps=5)
    page.mouse.up()


def tap(page, puzzle, path):
    for cell in [*path, path[-1]]:
        page.mouse.click(*centre(page, puzzle, cell))


def wait_for_count(page, selector, count):
    """Wait until ``selector`` matches ``count`` items, or a reason is shown."""
    wait_until(page, f"document.querySelectorAll('{selector}').length === {count} || "
                           "(document.querySelector('#message').textContent !== '' && "
                           "!document.querySelector('#message').classList.contains('good'))")
    assert page.locator(selector).count() == count, page.inner_text("#message")


def other_words(puzzle, count):
    """Dictionary words on the grid that are not theme words, each with a path."""
    letters = list("".join(puzzle["grid"]).lower())
    found = boggle.find_words(letters, puzzle["rows"], puzzle["cols"], load("en"), 4)
    theme = {puzzle["spangram"], *puzzle["words"]}
    words = sorted((w for w in found if w not in theme), key=lambda w: (len(w), w))[:count]
    assert len(words) == count
    return [(w, [divmod(c, puzzle["cols"]) for c in found[w]]) for w in words]


@pytest.mark.daily
def test_play_the_daily_to_the_end_with_hints(tab):
    today = pinned_day()
    expected = final("strands", "generate", {"daily": today, "lang": "en"})
    visit(tab, "#strands", "strands", expected["code"])
    puzzle = final("strands", "decode", {"code": code_of(tab)})
    assert (puzzle["grid"], puzzle["clue"]) == (expected["grid"], expected["clue"])
    assert tab.inner_text("#clue") == expected["clue"]
    assert tab.inner_text("#puzzle-label") == f"Daily #{expected['number']} · {today}"
    assert tab.is_disabled("#hint")

    for i, (word, path) in enumerate(other_words(puzzle, 6)):
        drag(tab, puzzle, path)
        wait_for_count(tab, "#others li", i + 1)
        assert tab.inner_text("#message").startswith(f"{word.upper()} is a word")
        if i == 2:
            assert tab.is_enabled("#hint") and tab.inner_text("#hint-meter-label") == "1 hint ready"
            tab.click("#hint")
            first = expected["placements"][expected["words"][0]]
            wait_until(tab, f"document.querySelectorAll('#grid .st-cell.hinted').length === {len(first)}")
            assert tab.is_disabled("#hint")
    tab.click("#hint")  # a second hint while the first is active shows its letter order
    wait_until(tab, "document.querySelectorAll('#grid .st-cell .order').length > 0")
    assert tab.locator("#grid .st-cell .order").all_inner_texts() != []

    order = [*expected["words"], expected["spangram"]]
    for i, word in enumerate(order):
        (tap if i % 2 else drag)(tab, puzzle, expected["placements"][word])
        wait_for_count(tab, "#found li", i + 1)
    assert tab.locator("#grid .st-cell.theme").count() + tab.locator("#grid .st-cell.spangram").count() == 48
    assert tab.locator("#lines polyline.spangram").count() == 1
    tab.wait_for_selector("#finish-slot .finish.celebrate")  # a daily ends on its finish, with the rank
    assert tab.inner_text(".finish-rank") == "Good" and tab.inner_text(".finish-detail") == f"2 hints · {len(order)} words"
    assert tab.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in order]
    tab.click(".finish-stats")
    tab.wait_for_selector("#stats-dialog[open]")
    assert tab.inner_text("#stat-played") == "1" and tab.inner_text("#stat-bars").count("\n") >= 4
    tab.click("#stats-close")
    tab.click(".finish-share")
    text = tab.input_value("#share-text")
    assert f"“{expected['clue']}”" in text and f"#strands/daily/{today}/{expected['code']}" in text
    emoji = text.split("\n")[2:-1]
    assert "".join(emoji) == "💡💡" + "🔵" * len(expected["words"]) + "🟡"
    assert all(len(line) <= 4 * 2 for line in emoji)  # four to a line (each emoji is two UTF-16 units)
    tab.reload()
    ready(tab, "strands", expected["code"])
    assert tab.locator("#found li").count() == len(order)
    assert tab.inner_text("#progress").startswith(f"{len(order)} of {len(order)}")
    assert tab.get_attribute("#finish-slot .finish", "class") == "finish"  # shown again, without the celebration


def test_create_share_and_solve_in_a_fresh_browser(browser, tab, site):
    visit(tab, "#strands/create", "strands-create")
    assert tab.inner_text("#view-title") == "Make a Strands puzzle"
    clue = "<b>On</b> the syllabus & more"
    tab.fill("#clue", clue)
    tab.fill("#spangram", "College course")
    tab.fill("#words", "exam, homework, lecture, paper, quiz, ok")
    wait_until(tab, "document.querySelector('#words-problems').textContent.includes('OK is too short')")
    assert tab.inner_text("#count") == "43 of 48 letters"
    tab.fill("#words", "exam, homework, lecture, paper, quiz, reading")
    wait_until(tab, "document.querySelector('#count').textContent === '48 of 48 letters'")
    assert tab.locator(".st-problems li").count() == 0
    tab.click("#generate")
    wait_until(tab, "document.querySelector('#status').textContent.startsWith('One answer only')",
                          timeout=60_000)
    assert tab.inner_text("#preview-clue") == clue and tab.locator("#preview-clue b").count() == 0
    assert tab.locator("#grid .st-cell").count() == 48 and tab.locator("#lines polyline").count() == 7
    link = tab.input_value("#link")
    assert link.startswith(f"{site}#strands/p/")
    assert not any(w in link.lower() for w in ("homework", "lecture", "reading", "collegecourse"))
    code = link.split("/p/")[1]
    board = final("strands", "decode", {"code": code})
    assert board["clue"] == clue and board["spangram"] == "collegecourse"
    tab.click("#play")  # "Play it" opens the puzzle in this page
    ready(tab, "strands", code)
    assert tab.inner_text("#puzzle-label") == "Shared puzzle"

    fresh = browser.new_context(service_workers="block")
    try:
        other = open_site(fresh, link, "strands", code)
        assert other.inner_text("#clue") == clue and other.locator("#clue b").count() == 0
        assert other.inner_text("#puzzle-label") == "Shared puzzle"
        assert other.text_content(".st-clue-label") == "Theme"  # not "Today's theme"
        for i, word in enumerate([board["spangram"], *board["words"]]):
            drag(other, board, board["placements"][word])
            wait_for_count(other, "#found li", i + 1)
        other.wait_for_selector("#finish-slot .finish")
        assert other.inner_text(".finish-rank") == "Perfect" and other.locator(".finish-stats").count() == 0
        tampered = code[:30] + ("B" if code[30] != "B" else "C") + code[31:]
        visit(other, f"#strands/p/{tampered}", "strands")
        assert "This puzzle link does not work" in other.inner_text("#banner")
        assert other.inner_text("#puzzle-label").startswith("Daily #")
    finally:
        fresh.close()


def test_creator_keeps_input_and_explains_impossible_words(tab):
    visit(tab, "#strands/create", "strands-create")
    tab.fill("#clue", "Flowers")
    tab.fill("#spangram", "sun")
    tab.fill("#words", "rose, tulip")
    tab.click("#generate")
    wait_until(tab, "document.querySelector('#status').textContent.includes('needs at least 6')")
    assert "add 36 letters" in tab.inner_text("#status")
    tab.reload()
    ready(tab, "strands-create")
    assert tab.input_value("#words") == "rose, tulip" and tab.input_value("#spangram") == "sun"
    assert tab.input_value("#clue") == "Flowers"
    wait_until(tab, "document.querySelector('#count').textContent === '12 of 48 letters'")


def test_creator_shows_a_problem_under_its_field_once_typed_there(tab):
    """Nothing is wrong before anything is typed; then each problem shows under the field it
    concerns (its aria-describedby), and only once that field was typed in."""
    tab.evaluate("() => localStorage.removeItem('wordgames/strands/creator')")
    visit(tab, "#strands/create", "strands-create")
    assert tab.locator(".st-problems li").count() == 0
    for field in ("clue", "spangram", "words"):
        assert f"{field}-problems" in tab.get_attribute(f"#{field}", "aria-describedby").split()
    tab.fill("#spangram", "sun")
    wait_until(tab, "document.querySelector('#count').textContent === '3 of 48 letters'")
    tab.wait_for_selector("#spangram-problems li")
    assert "SUN has 3 letters" in tab.inner_text("#spangram-problems")
    assert tab.get_attribute("#spangram", "aria-invalid") == "true"
    # The clue and the theme words are missing, but they were not typed in yet.
    assert tab.locator("#clue-problems li, #words-problems li").count() == 0
    assert tab.get_attribute("#clue", "aria-invalid") == "false"
    tab.fill("#words", "rose, ok")
    wait_until(tab, "document.querySelector('#words-problems').textContent.includes('OK is too short')")
    assert "add 39 letters" in tab.inner_text("#words-problems")
    assert tab.locator("#spangram-problems li").count() == 1 and tab.locator("#clue-problems li").count() == 0
    tab.fill("#clue", "Flowers")
    tab.fill("#clue", "")
    wait_until(tab, "document.querySelector('#clue-problems').textContent.includes('clue')")
    tab.fill("#spangram", "sunflowers")
    wait_until(tab, "document.querySelectorAll('#spangram-problems li').length === 0")
    assert tab.get_attribute("#spangram", "aria-invalid") == "false"


#: A shared 4x4 puzzle, one word a row (spangram SPAN, then HORN, STOP, HELP), on which STOP
#: also traces ending on the P of HELP and SPAN ending on the N of HORN.
ELSEWHERE_CODE = "AQQABAQEVGVzdBIPAA0HDhENEhMODwcECw8EBAAEBAQEBAQEBAQIBAQEBAwEBAT11w"


def marked(page, kind):
    """The cells the grid shows as part of a found word of ``kind`` (theme or spangram)."""
    return page.evaluate(f"[...document.querySelectorAll('#grid .st-cell.{kind}')].map((n) => Number(n.dataset.cell))")


def test_a_theme_word_traced_on_other_free_cells_is_found_on_its_own(tab):
    puzzle = final("strands", "decode", {"code": ELSEWHERE_CODE})
    assert puzzle["grid"] == ["SPAN", "HORN", "STOP", "HELP"]
    visit(tab, f"#strands/p/{ELSEWHERE_CODE}", "strands", ELSEWHERE_CODE)
    drag(tab, puzzle, [(2, 0), (2, 1), (2, 2), (3, 3)])
    wait_for_count(tab, "#found li", 1)
    assert tab.inner_text("#found li") == "STOP" and tab.inner_text("#message") == "STOP"
    assert marked(tab, "theme") == [8, 9, 10, 11]  # its own row, not the P of HELP
    assert tab.get_attribute("#lines polyline.theme", "points") == "0.5,2.5 1.5,2.5 2.5,2.5 3.5,2.5"
    assert tab.inner_text("#others-count") == "(0)" and tab.inner_text("#hint-meter-label") == "3 more words for a hint"

    drag(tab, puzzle, [(3, 0), (3, 1), (3, 2), (3, 3)])  # HELP, on the cell STOP was traced over
    wait_for_count(tab, "#found li", 2)
    tap(tab, puzzle, [(0, 0), (0, 1), (0, 2), (1, 3)])  # SPAN ending on the N of HORN
    wait_for_count(tab, "#found li", 3)
    assert marked(tab, "spangram") == [0, 1, 2, 3] and tab.inner_text("#message") == "SPANGRAM! SPAN"
    drag(tab, puzzle, [(1, 0), (1, 1), (1, 2), (1, 3)])
    wait_for_count(tab, "#found li", 4)
    tab.wait_for_selector("#finish-slot .finish")
    assert marked(tab, "theme") == list(range(4, 16))
    tab.click(".finish-share")
    assert tab.input_value("#share-text").split("\n")[2] == "🔵🔵🟡🔵"  # the share's steps, as if each was traced in place
    tab.keyboard.press("Escape")
