"""One state across tabs, in Chromium (issue #32, item 1): two pages of one browser on each daily
game. What one tab plays shows in the other within a second and on a fresh visit; a word found
in either counts once; the statistics count the daily once. Writes merge with what another tab
wrote since (Boggle's found words are a union); two Letter Boxed chains keep the one already
kept, and the tab whose words gave way says so."""

from __future__ import annotations

import contextlib
import json

import pytest

from conftest import BOOT_MS, final, open_site, pinned_day
from test_messages import EN
from test_site_strands import drag, other_words, tap
from wordgames.games.boggle.board import points
from waiting import wait_until

pytestmark = pytest.mark.browser

#: Another tab's write shows in a tab within this many milliseconds: it comes with the storage
#: event (nothing polls), so a page that only read its records again on a visit would fail. Not a
#: speed target: under two test workers on two cores a second was sometimes too short.
AT_ONCE_MS = 5_000


def daily(game: str) -> dict:
    return final(game, "generate", {"daily": pinned_day(), "lang": "en"})


@contextlib.contextmanager
def two_tabs(browser, site, route: str, view: str, code: str):
    """Two pages of one new browser context on ``route``, each with ``view`` ready on ``code``;
    the context, for a fresh visit; uncaught errors in either page fail the test at the end."""
    context = browser.new_context(service_workers="block")
    errors = []
    context.on("weberror", lambda error: errors.append(str(error.error)))
    try:
        first = open_site(context, f"{site}{route}", view, code)
        second = open_site(context, f"{site}{route}", view, code)
        yield context, first, second
        assert not errors, errors
    finally:
        context.close()


def found(page, count: int, timeout: int = AT_ONCE_MS) -> None:
    """Wait until the view shows ``count`` words found."""
    page.wait_for_selector(f"main[data-found='{count}']", state="attached", timeout=timeout)


def written_unheard(page, key: str, value: dict) -> None:
    """Store a progress record from ``page``'s own document, which gets no storage event for it:
    as if another tab had written it and the news had not reached this one yet."""
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  [f"wordgames/{key}", json.dumps({"version": 1, "value": value})])


def played_once(page) -> None:
    """The statistics the page shows: the daily played once."""
    if not page.is_visible("#stats-dialog[open]"):
        page.click("#stats-button")
    page.wait_for_selector("#stats-dialog[open]")
    assert page.inner_text("#stat-played") == "1"


@pytest.mark.daily
def test_letter_boxed_played_in_two_tabs_is_one_chain(browser, site):
    puzzle = daily("letterboxed")
    words = puzzle["answer"]
    with two_tabs(browser, site, "#letterboxed", "letterboxed", puzzle["code"]) as (context, *tabs):
        for count, word in enumerate(words, start=1):  # the tabs take turns, each from where the chain stands
            player, other = tabs[count % 2], tabs[(count + 1) % 2]
            player.keyboard.type(word if count == 1 else word[1:])
            player.keyboard.press("Enter")
            found(player, count, timeout=BOOT_MS)
            found(other, count)
            assert other.locator("#chain li").all_text_contents() == words[:count]
        player.wait_for_selector(".finish.celebrate")  # the tab that played the last word
        assert other.get_attribute("body", "data-solved") == "true"
        other.wait_for_selector(".finish", timeout=AT_ONCE_MS)  # the other tab shows the finish at once
        for tab in tabs:
            tab.click(".finish-stats")
            played_once(tab)
            assert tab.inner_text("#stat-solved") == "100"
        fresh = open_site(context, f"{site}#letterboxed", "letterboxed", puzzle["code"])
        found(fresh, len(words))
        assert fresh.locator("#chain li").all_text_contents() == words


@pytest.mark.daily
def test_two_letter_boxed_chains_keep_the_one_already_kept(browser, site):
    """The second tab plays on from the first word, not yet told that another tab's chain has
    replaced it: its first letter's write finds the other chain, which stands, in both tabs and on
    a fresh visit, and the second tab says so."""
    puzzle = daily("letterboxed")
    first_word, second_word = puzzle["answer"][:2]
    key = f"letterboxed/progress/{puzzle['code']}"
    with two_tabs(browser, site, "#letterboxed", "letterboxed", puzzle["code"]) as (context, one, two):
        one.keyboard.type(first_word)
        one.keyboard.press("Enter")
        found(one, 1, timeout=BOOT_MS)
        found(two, 1)
        kept = [second_word]  # another chain, begun with another word
        written_unheard(two, key, {"played": kept, "current": kept[0][-1], "solved": False, "revealed": False})
        wait_until(one, f"document.querySelector('#chain').textContent === {json.dumps(kept[0])}",
                              timeout=AT_ONCE_MS)
        two.keyboard.type(second_word[1])
        wait_until(two, f"document.querySelector('#message').textContent === {json.dumps(EN['lb.tabs_kept'])}")
        for tab in (one, two):
            assert tab.locator("#chain li").all_text_contents() == kept
            assert tab.get_attribute("main", "data-found") == "1"
        fresh = open_site(context, f"{site}#letterboxed", "letterboxed", puzzle["code"])
        assert fresh.locator("#chain li").all_text_contents() == kept


def start(page) -> None:
    page.click("#start")
    wait_until(page, "!document.querySelector('#type-word').disabled", timeout=BOOT_MS)


def clock_lost(page, window_ms: int) -> tuple[float, int]:
    """The clock watched for about ``window_ms`` by the page's own timer: (the seconds that went
    by, the seconds the clock lost), from its first change to its last one in that time."""
    page.evaluate("""() => {
        const clock = document.querySelector("#clock");
        let shown = clock.textContent;
        window.clockChanges = [];
        new MutationObserver(() => {
            if (clock.textContent !== shown) window.clockChanges.push([performance.now(), clock.textContent]);
            shown = clock.textContent;
        }).observe(clock, { childList: true, characterData: true, subtree: true });
    }""")
    wait_until(page, "window.clockChanges.length > 1 && "
               f"window.clockChanges.at(-1)[0] - window.clockChanges[0][0] >= {window_ms}", timeout=BOOT_MS)
    (first_at, first), *_, (last_at, last) = page.evaluate("window.clockChanges")
    seconds = [int(minutes) * 60 + int(rest) for minutes, rest in (text.split(":") for text in (first, last))]
    return (last_at - first_at) / 1000, seconds[0] - seconds[1]


def type_word(page, word: str) -> None:
    page.fill("#type-word", word)
    page.press("#type-word", "Enter")


@pytest.mark.daily
def test_boggle_played_in_two_tabs_counts_each_word_once(browser, site):
    board = daily("boggle")
    words = final("boggle", "solve", {"code": board["code"]})["words"][:4]
    key = f"boggle/progress/{board['code']}"
    with two_tabs(browser, site, "#boggle", "boggle", board["code"]) as (context, one, two):
        start(one)
        start(two)
        # Both clocks run, each tab hearing the other's every second: the round still loses one
        # second a second (it lost two, each tab counting the other's second again on its own). A
        # tab that takes the other's later clock may jump a second once, to agree with it.
        went_by, lost = clock_lost(one, 6_000)
        assert lost <= went_by + 1.5, f"the clock lost {lost} s in {went_by:.1f} s"
        type_word(one, words[0])
        found(one, 1, timeout=BOOT_MS)
        found(two, 1)
        type_word(two, words[1])
        found(two, 2, timeout=BOOT_MS)
        found(one, 2)
        type_word(two, words[0])  # found in the other tab: it counts once
        again = EN["move.already_found"].replace("{word}", words[0].upper())
        wait_until(two, f"document.querySelector('#message').textContent === {json.dumps(again)}")
        assert two.get_attribute("main", "data-found") == "2"
        # A word another tab found that this one has not heard of yet: the next write keeps both.
        heard = two.evaluate(f"JSON.parse(localStorage.getItem('wordgames/{key}')).value")
        written_unheard(two, key, {**heard, "found": [*heard["found"], {"word": words[2], "score": points(words[2])}]})
        found(one, 3)
        type_word(two, words[3])
        found(two, 4, timeout=BOOT_MS)
        found(one, 4)
        expected = {words[0], words[1], words[2], words[3]}
        for tab in (one, two):
            assert {item.split()[0] for item in tab.locator("#found li").all_text_contents()} == expected
        one.click("#end")
        one.wait_for_selector("#finish-place .finish.celebrate")  # the tab that ended: its finish, celebrated
        two.wait_for_selector("body[data-ended='true']", timeout=AT_ONCE_MS)
        two.wait_for_selector("#finish-place .finish", timeout=AT_ONCE_MS)  # ended in the other tab: no celebration
        assert two.get_attribute("#finish-place .finish", "class") == "finish"
        assert two.is_visible("#results") and not two.is_visible("#stats-dialog[open]")
        for tab in (one, two):
            assert tab.locator("#finish-place .finish-mine li").count() == 4  # each word once
            tab.click("#finish-place .finish-stats")  # the statistics, from the finish
            played_once(tab)
        fresh = open_site(context, f"{site}#boggle", "boggle", board["code"])
        found(fresh, 4)
        assert fresh.get_attribute("body", "data-ended") == "true"


@pytest.mark.daily
def test_strands_played_in_two_tabs_is_one_game(browser, site):
    puzzle = daily("strands")
    order = [*puzzle["words"], puzzle["spangram"]]
    (other, path), = other_words(puzzle, 1)
    with two_tabs(browser, site, "#strands", "strands", puzzle["code"]) as (context, *tabs):
        drag(tabs[0], puzzle, path)  # a word that is not a theme word shows in the other tab too
        tabs[0].wait_for_selector("#others li", timeout=BOOT_MS)
        tabs[1].wait_for_selector(f"#others li:has-text('{other}')", timeout=AT_ONCE_MS)
        for count, word in enumerate(order, start=1):
            player, watcher = tabs[count % 2], tabs[(count + 1) % 2]
            player.bring_to_front()  # a player plays in the tab in front (a hidden one gets few frames)
            (tap if count % 2 else drag)(player, puzzle, puzzle["placements"][word])
            found(player, count, timeout=BOOT_MS)
            found(watcher, count)
        player.wait_for_selector("#finish-slot .finish.celebrate")
        watcher.wait_for_selector("#finish-slot .finish")  # solved in the other tab: its finish, no celebration
        assert watcher.get_attribute("#finish-slot .finish", "class") == "finish"
        assert watcher.get_attribute("body", "data-solved") == "true"
        assert watcher.locator("#found li").all_text_contents() == order
        for tab in tabs:
            tab.click(".finish-stats")  # the statistics, from the finish
            played_once(tab)
            assert tab.inner_text("#stat-solved") == "100"
        fresh = open_site(context, f"{site}#strands", "strands", puzzle["code"])
        found(fresh, len(order))
        assert fresh.locator("#others li").all_text_contents() == [other]


# -- the player's choices and inputs: another tab's write shows here; a field being typed in keeps its text


def value_is(page, selector: str, value: str, timeout: int = AT_ONCE_MS) -> None:
    """Wait until the field ``selector`` of ``page`` holds ``value``."""
    wait_until(page, "([selector, value]) => document.querySelector(selector).value === value",
                           arg=[selector, value], timeout=timeout)


def test_word_language_chosen_in_one_tab_is_chosen_in_the_other(browser, site):
    board = daily("boggle")
    with two_tabs(browser, site, "#boggle/tools", "boggle-tools", None) as (context, one, two):
        playing = open_site(context, f"{site}#boggle", "boggle", board["code"])  # the daily, in a third tab
        assert two.input_value("#lang") == "en"
        one.select_option("#lang", "nb")  # the language is chosen in Tools
        value_is(two, "#lang", "nb")
        assert playing.get_attribute("main", "data-code") == board["code"]  # the board shown stays
        fresh = open_site(context, f"{site}#boggle/tools", "boggle-tools")
        assert fresh.input_value("#lang") == "nb"


def test_boggle_timer_chosen_in_one_tab_is_chosen_in_the_other(browser, site):
    board = daily("boggle")
    with two_tabs(browser, site, "#boggle", "boggle", board["code"]) as (context, one, two):
        assert two.input_value("#timer") == "180"
        one.select_option("#timer", "240")
        value_is(two, "#timer", "240")
        two.select_option("#timer", "120")
        value_is(one, "#timer", "120")
        # Untimed shows the dice at once: the round begins (in both tabs, which share it), and
        # the other tab holds the choice too.
        one.select_option("#timer", "0")
        value_is(two, "#timer", "0")
        fresh = open_site(context, f"{site}#boggle", "boggle", board["code"])
        assert fresh.input_value("#timer") == "0"


def test_unboggle_input_solved_in_one_tab_shows_in_the_other(browser, site):
    with two_tabs(browser, site, "#unboggle", "unboggle", None) as (context, one, two):
        one.fill("#input", "plates, steal, rinse")
        one.select_option("#size", "5x5")
        one.click("#solve")
        value_is(two, "#input", "plates, steal, rinse")
        value_is(two, "#size", "5x5")


def test_strands_creator_draft_typed_in_one_tab_shows_in_the_other(browser, site):
    with two_tabs(browser, site, "#strands/create", "strands-create", None) as (context, one, two):
        draft = {"#clue": "On the farm", "#spangram": "farmyard", "#words": "goat, sheep, horse"}
        for selector, text in draft.items():
            one.fill(selector, text)
        for selector, text in draft.items():
            value_is(two, selector, text)
        assert two.input_value("#clue") == "On the farm"
        one.locator("#words").blur()  # the player leaves the first tab (its fields keep no focus)
        two.fill("#words", "goat, sheep, horse, cow")  # and back: the last write wins
        value_is(one, "#words", "goat, sheep, horse, cow")


def test_a_field_being_typed_in_is_not_overwritten_by_another_tab(browser, site):
    """Unboggle's words, focused and being typed in, keep this tab's text when another tab solves
    its own words; the size, not focused, follows the other tab; this tab's Solve then wins."""
    with two_tabs(browser, site, "#unboggle", "unboggle", None) as (context, one, two):
        two.click("#input")
        two.keyboard.type("plates, ")
        one.fill("#input", "rinse, silent")
        one.select_option("#size", "5x5")
        one.click("#solve")
        value_is(two, "#size", "5x5")  # the other tab's write has reached this one
        assert two.evaluate("document.activeElement.id") == "input"
        two.keyboard.type("steal")
        assert two.input_value("#input") == "plates, steal"
        two.click("#solve")
        value_is(one, "#input", "plates, steal")
