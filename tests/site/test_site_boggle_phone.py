"""Boggle's daily on a phone (issue 38), in headless Chromium at 390x844 with touch: the clock chosen
before Start applies, Start leaves the keyboard closed, Pause hides the dice and stops the clock, a
started board stays started across a reload, and today's round played by script to the end of its
clock: the dice never move, the layout does not shift, every control is a finger's size, nothing
scrolls sideways, and the finish shows the rank and the player's words."""

from __future__ import annotations

import datetime
import json

import pytest

from conftest import final, pinned_day, ready
from phone import board_box, horizontal_scroll, phone_context, shifts_since_input, small_targets, start_counting
from wordgames.games import boggle
from waiting import wait_until

pytestmark = pytest.mark.browser

#: The ranks of web/games/boggle/game.js: the least share (percent) of the everyday maximum.
RANKS = [0, 10, 20, 35, 50]
RANK_NAMES = ["Beginner", "Good", "Great", "Amazing", "Genius"]


def rank_of(score: int, everyday: int) -> int:
    return max(i for i, least in enumerate(RANKS) if 100 * score >= least * everyday)


def faces_shown(page) -> list[str]:
    return page.locator("#grid [role=gridcell]").evaluate_all("(cells) => cells.map((cell) => cell.textContent)")


def stats_record(page, day: str) -> dict | None:
    stored = json.loads(page.evaluate("() => localStorage.getItem('wordgames/stats')") or "null")
    return stored and stored["records"].get(f"boggle/en/{day}")


@pytest.fixture
def phone(browser, site):
    """A fresh phone (its own storage), at today's daily, Python booted."""
    context = phone_context(browser)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site}#boggle")
    ready(page, "boggle", final("boggle", "generate", {"daily": pinned_day(), "lang": "en"})["code"])
    yield page
    context.close()
    assert not errors, errors


def test_todays_daily_plays_to_the_end_of_its_clock_on_a_phone(phone):
    page = phone
    code = page.get_attribute("main", "data-code")
    solved = final("boggle", "solve", {"code": code})
    everyday = solved["everyday_score"]
    # The player's words: the longest everyday words until Good (10% of the everyday points).
    words, score = [], 0
    for word in sorted(solved["everyday"], key=lambda w: (-len(w), w)):
        if 10 * score >= everyday:
            break
        words.append(word)
        score += boggle.points(word)
    assert 10 * score >= everyday and len(words) >= 2
    page.select_option("#timer", "120")  # the clock chosen before Start is the round's
    assert page.inner_text("#clock") == "2:00"
    grid = board_box(page, "#grid")
    assert faces_shown(page) == [""] * 16
    moved = []

    def check(step: str) -> None:
        if board_box(page, "#grid") != grid:
            moved.append((step, board_box(page, "#grid")))

    start_counting(page)
    page.tap("#start")
    page.wait_for_selector("#pause:not([hidden])")
    check("start")
    assert page.evaluate("document.activeElement.id") != "type-word"  # no keyboard over the dice
    assert page.inner_text("#clock") == "2:00" and "" not in faces_shown(page)
    page.clock.run_for(3_000)
    assert page.inner_text("#clock") == "1:57"
    page.tap("#pause")  # Pause: the dice face down, the clock still
    check("pause")
    assert faces_shown(page) == [""] * 16 and page.inner_text("#start") == "Resume"
    page.clock.run_for(10_000)
    assert page.inner_text("#clock") == "1:57"
    page.tap("#start")
    check("resume")
    assert "" not in faces_shown(page)
    # A word not on the board, and a long one: messages take their fixed place.
    for typed in [*words, "qzxqzxqzxqzxqzx"]:
        page.tap("#type-word")
        for key in typed:
            page.keyboard.press(key)
            check(f"{typed}: {key}")
        found = page.locator("#found li").count()
        page.keyboard.press("Enter")
        wait_until(page, f"document.querySelectorAll('#found li').length > {found} || "
                               "(document.querySelector('#message').textContent !== '' && "
                               "!document.querySelector('#message').classList.contains('good'))")
        check(f"{typed}: message {page.inner_text('#message')!r}")
    assert page.locator("#found li").count() == len(words)
    assert page.locator("#found").is_visible()  # the found words under the board, in view
    assert page.evaluate("document.querySelector('#found').getBoundingClientRect().top") < 844
    assert small_targets(page) == [] and not horizontal_scroll(page)
    page.clock.run_for(121_000)  # the clock runs out
    page.wait_for_selector(".finish.celebrate")
    page.wait_for_selector(".bg-length button.word", state="attached")
    check("finish")
    assert moved == []
    assert shifts_since_input(page) < 0.01
    assert small_targets(page) == [] and not horizontal_scroll(page)
    rank = rank_of(score, everyday)
    assert rank >= 1
    assert page.inner_text(".finish-rank") == RANK_NAMES[rank]
    assert page.get_attribute(".finish", "data-rank") == RANK_NAMES[rank]
    assert page.inner_text(".finish-detail") == f"{score} of {everyday} everyday points"
    assert page.locator(".finish-ladder li").all_inner_texts() == [
        "Beginner (0%)", "Good (10%)", "Great (20%)", "Amazing (35%)", "Genius (50%)"]
    assert page.inner_text(".finish-ladder li.reached") == page.locator(".finish-ladder li").nth(rank).inner_text()
    assert page.locator(".finish-mine li").all_inner_texts() == [w.upper() for w in words]
    missed = sorted((w for w in solved["everyday"] if w not in words), key=lambda w: (-len(w), w))[:12]
    assert page.locator(".finish-best li").all_inner_texts() == [w.upper() for w in missed]
    record = stats_record(page, pinned_day())
    assert (record["solved"], record["score"], record["max"]) == (True, score, everyday)
    page.tap(".finish-share")
    assert page.input_value("#share-link").endswith(f"#boggle/daily/{pinned_day()}/{code}")
    assert f"{RANK_NAMES[rank]}: {score} of {everyday} everyday points" in page.input_value("#share-text")
    page.keyboard.press("Escape")
    page.reload()  # a later visit: the finish again, without the celebration
    ready(page, "boggle", code)
    page.wait_for_selector(".finish")
    assert page.locator(".finish.celebrate").count() == 0 and page.inner_text(".finish-rank") == RANK_NAMES[rank]


def test_a_started_board_never_comes_back_fresh(phone):
    page = phone
    code = page.get_attribute("main", "data-code")
    page.tap("#start")
    page.wait_for_selector("#pause:not([hidden])")
    page.clock.run_for(7_000)
    page.reload()
    ready(page, "boggle", code)
    assert page.inner_text("#clock") == "2:53" and page.inner_text("#start") == "Resume"
    assert faces_shown(page) == [""] * 16 and page.is_hidden("#timer")  # paused, its clock no longer chosen
    page.tap("#start")
    assert "" not in faces_shown(page)


def test_a_beginner_round_is_played_not_solved(browser, site, phone):
    page = phone
    day = (datetime.date.fromisoformat(pinned_day()) - datetime.timedelta(days=1)).isoformat()
    board = final("boggle", "generate", {"daily": day, "lang": "en"})
    page.evaluate("(day) => { location.hash = `#boggle/daily/${day}`; }", day)
    ready(page, "boggle", board["code"])
    solved = final("boggle", "solve", {"code": board["code"]})
    word = min(solved["everyday"], key=lambda w: (len(w), w))
    assert 10 * boggle.points(word) < solved["everyday_score"]
    page.tap("#start")
    page.fill("#type-word", word)
    page.press("#type-word", "Enter")
    page.wait_for_selector("main[data-found='1']", state="attached")
    page.tap("#end")
    page.wait_for_selector(".finish")
    assert page.inner_text(".finish-rank") == "Beginner" and page.text_content(".finish-kicker") == "Round over"
    assert stats_record(page, day)["solved"] is False
    page.evaluate("() => { location.hash = '#archive'; }")
    ready(page, "archive")
    mark = page.inner_text(f"a[data-game='boggle'][data-date='{day}']")
    assert mark.endswith(" · Played · Beginner")  # the round is over: played, with its rank, not "Started"
    assert page.get_attribute(f"li:has(> a[data-game='boggle'][data-date='{day}'])", "class") == "played"
