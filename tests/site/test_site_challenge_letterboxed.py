"""Challenge a friend in Letter Boxed (issue 39), end to end in Chromium: each player in a browser
context of their own, with nothing on any server. The sender solves the daily and sends the link;
the friend sees who challenges them and the result to beat (no word of it), plays against the
ghost line (which they can turn off) by keyboard only, sees both games side by side with the
winner, and answers back; a third player sees all three games. A damaged, cut or forged link gets
a clear message and still opens its puzzle; a daily played from a challenge counts once in the
statistics; Bokmål; axe on the new screens at 360 px in light and dark."""

from __future__ import annotations

import base64
import json
import re
import zlib
from types import SimpleNamespace

import pytest
from playwright.sync_api import expect

from challenge_players import player
from conftest import final, pinned_day, ready, visit
from phone import horizontal_scroll, small_targets
from test_site_a11y import axe_in_both_schemes
from wordgames.messages import catalogue_groups

pytestmark = [pytest.mark.browser, pytest.mark.daily]

CATALOGUE = {lang: catalogue_groups(lang)["page"] for lang in ("en", "nb")}
VIEW = "letterboxed"


# -- the puzzle and the games played on it ------------------------------------------------------
def daily(lang: str = "en") -> dict:
    return final("letterboxed", "generate", {"daily": pinned_day(), "lang": lang})


def solutions(puzzle: dict) -> tuple[list[str], list[str]]:
    """Two games of the daily: two words (the shortest pair, everyday words where the day has
    such a pair), and a chain of three (a word that leads into a pair and leaves a letter for its
    second word). Some days' everyday best takes three words, so the pair is not it."""
    solved = final("letterboxed", "solve", {"code": puzzle["code"]})
    letters = set("".join(puzzle["sides"]))
    pairs = sorted(map(tuple, solved["everyday_two_word_solutions"] or solved["two_word_solutions"]))
    three = next([c, a, b] for a, b in pairs for c, _ in pairs if c[-1] == a[0] and set(c + a) != letters)
    return list(min(pairs, key=lambda pair: (len(pair[0] + pair[1]), pair))), three


def seconds(text: str) -> int:
    minutes, secs = text.split(":")
    return int(minutes) * 60 + int(secs)


# -- a player ------------------------------------------------------------------------------------
def no_errors(page) -> None:
    assert page.errors == [], page.errors
    assert page.get_attribute("html", "data-error") is None


def type_word(page, word: str, first: bool) -> None:
    """Type a word (a later word starts with the carried letter) and Enter; wait for it in the chain."""
    count = page.locator("#chain li").count()
    page.keyboard.type(word if first else word[1:])
    page.keyboard.press("Enter")
    expect(page.locator("#chain li")).to_have_count(count + 1)


def key_to(page, target: str, key: str = "Tab") -> None:
    """Press ``key`` until the element of id or class ``target`` has the focus."""
    for _ in range(60):
        if page.evaluate("(target) => document.activeElement?.id === target || "
                         "!!document.activeElement?.classList.contains(target)", target):
            return
        page.keyboard.press(key)
    raise AssertionError(f"{key} never reached {target}")


def open_link(page, link: str, code: str) -> None:
    """Follow a challenge link in the page, as a friend does who opens it."""
    page.goto(link)
    ready(page, VIEW, code)


def send_link(page, button: str) -> str:
    """Press ``button`` (Challenge a friend, or Answer back): the link its dialog shows, then close it."""
    page.click(button)
    page.wait_for_selector("#challenge-send[open]")
    link = page.input_value("#challenge-link")
    page.click("#challenge-send .primary")
    expect(page.locator("#challenge-send")).to_have_count(0)
    return link


def table(page) -> list[dict]:
    """The comparison under the finish: each column's name, result, and moves as (seconds, WORD)."""
    columns = []
    for column in page.locator(".challenge-table .challenge-player").all():
        moves = [re.fullmatch(r"(\d+:\d\d)\s+(\S+)", text.strip()).groups() for text in column.locator("li").all_inner_texts()]
        columns.append({"name": column.locator("h3").inner_text(), "result": column.locator(".challenge-result").inner_text(),
                        "moves": [(seconds(at), word) for at, word in moves],
                        "winner": "winner" in column.get_attribute("class")})
    return columns


def statistics_played(page) -> str:
    page.click(".finish-stats")
    page.wait_for_selector("#stats-dialog[open]")
    played = page.inner_text("#stat-played")
    page.click("#stats-close")
    return played


@pytest.fixture(scope="module")
def puzzle():
    found = daily()
    best, three = solutions(found)
    return SimpleNamespace(code=found["code"], best=best, three=three)


@pytest.fixture(scope="module")
def alice(browser, site, puzzle):
    """The sender: solves the daily in three words, about a minute apart, and sends the link."""
    page = player(browser, site, "Alice")
    visit(page, "#letterboxed", VIEW, puzzle.code)
    for i, word in enumerate(puzzle.three):
        page.keyboard.type(word if i == 0 else word[1:])
        page.clock.fast_forward(20_000 if i == 0 else 60_000)  # the clock runs from the first letter
        page.keyboard.press("Enter")
        expect(page.locator("#chain li")).to_have_count(i + 1)
    page.wait_for_selector(".finish")
    link = send_link(page, ".finish-challenge")
    yield SimpleNamespace(page=page, link=link)
    no_errors(page)
    page.context.close()


# -- sender, friend, and a third player ---------------------------------------------------------
def test_a_friend_plays_against_the_sender_and_a_third_player_sees_all_three(browser, site, puzzle, alice):
    link = alice.link
    hash_ = link[link.index("#"):]
    assert len(link) < 2000 and hash_.startswith(f"#letterboxed/c/{pinned_day()}~{puzzle.code}/")
    payload = hash_.rsplit("/", 1)[1]
    assert not [word for word in puzzle.three if word in payload.lower()]  # no word can be read in the link
    # The sender's challenge is kept in their Challenges, as sent.
    visit(alice.page, "#challenges", "challenges", keep_progress=True)
    assert alice.page.locator(".challenge-entry").count() == 1
    assert "sent" in alice.page.inner_text(".challenge-entry-title")

    # The friend opens the link: who challenges them and the result to beat, and no word.
    bob = player(browser, site, "Bob")
    open_link(bob, link, puzzle.code)
    intro = bob.locator("#challenge-intro")
    expect(intro).to_be_visible()
    said = intro.inner_text()
    assert re.search(r"Alice challenges you: solved in 3 words, 2:\d\d\.", said), said
    assert not [word for word in puzzle.three if word.upper() in said.upper()], said
    assert bob.locator("#chain li").count() == 0 and bob.inner_text("#current") == ""
    assert bob.locator(".finish, .challenge-table").count() == 0

    # Keyboard only from here: Enter on Play (the dialog's focus), the words typed, Tab to Answer back.
    assert bob.evaluate("document.activeElement.id") == "challenge-play"
    bob.keyboard.press("Enter")
    expect(intro).to_have_count(0)
    ghost = bob.locator(".ghost-text")
    expect(ghost).to_have_text(re.compile(r"^Alice had 0 words at 0:0\d$"))
    bob.clock.fast_forward(30_000)
    expect(ghost).to_have_text(re.compile(r"^Alice had 1 word at 0:3\d$"))
    # The ghost line can be turned off, and on again.
    toggle = bob.locator(".ghost-toggle")
    key_to(bob, "ghost-toggle", "Shift+Tab")
    bob.keyboard.press("Enter")
    expect(ghost).to_have_text("")
    expect(toggle).to_have_text("Show how Alice stood")
    bob.keyboard.press("Enter")
    expect(ghost).to_have_text(re.compile(r"^Alice had 1 word at 0:3\d$"))
    type_word(bob, puzzle.best[0], first=True)  # a letter typed anywhere goes to the word
    visit(bob, hash_, VIEW, puzzle.code, keep_progress=True)  # opened again mid-game: no intro twice
    expect(bob.locator("#chain li")).to_have_count(1)
    assert bob.locator("#challenge-intro").count() == 0
    bob.clock.fast_forward(60_000)
    expect(ghost).to_have_text(re.compile(r"^Alice had 2 words at 1:3\d$"))
    type_word(bob, puzzle.best[1], first=False)

    # The end: both games side by side, every move with its time, and the winner by the stated rule.
    bob.wait_for_selector(".finish .challenge-table, .challenge-table")
    expect(bob.locator(".ghost")).to_be_hidden()
    assert bob.inner_text("#challenge-table-title") == "You won"
    assert bob.inner_text(".challenge-table .challenge-rule") == CATALOGUE["en"]["challenge.rule.letterboxed"]
    columns = table(bob)
    assert [c["name"] for c in columns] == ["Alice", "You"] and [c["winner"] for c in columns] == [False, True]
    assert [word for _, word in columns[0]["moves"]] == [w.upper() for w in puzzle.three]
    assert [word for _, word in columns[1]["moves"]] == [w.upper() for w in puzzle.best]
    alice_times = [at for at, _ in columns[0]["moves"]]
    assert 20 <= alice_times[0] < 30 and alice_times[1] - alice_times[0] >= 60 and alice_times[2] - alice_times[1] >= 60
    bob_times = [at for at, _ in columns[1]["moves"]]
    assert 30 <= bob_times[0] < 40 and 90 <= bob_times[1] < 100
    assert re.fullmatch(r"solved in 2 words, 1:3\d", columns[1]["result"])
    key_to(bob, "challenge-answer")
    bob.keyboard.press("Enter")
    bob.wait_for_selector("#challenge-send[open]")
    answer = bob.input_value("#challenge-link")
    bob.keyboard.press("Escape")
    assert len(answer) < 2000 and answer != link

    # A third player, on a 360 px phone: the intro names both, the end shows all three games.
    carol = player(browser, site, "Carol", viewport={"width": 360, "height": 780}, has_touch=True)
    open_link(carol, answer, puzzle.code)
    intro = carol.locator("#challenge-intro")
    expect(intro).to_be_visible()
    said = intro.inner_text()
    assert re.search(r"Bob challenges you: solved in 2 words, 1:3\d\.", said), said
    assert re.search(r"Also played: Alice, solved in 3 words, 2:\d\d\.", said), said
    assert not [word for word in puzzle.three + puzzle.best if word.upper() in said.upper()], said
    assert axe_in_both_schemes(carol) == {"light": [], "dark": []}  # the intro dialog
    assert small_targets(carol) == [] and not horizontal_scroll(carol)
    carol.click("#challenge-play")
    type_word(carol, puzzle.best[0], first=True)
    carol.clock.fast_forward(300_000)
    type_word(carol, puzzle.best[1], first=False)
    carol.wait_for_selector(".challenge-table")
    assert carol.inner_text("#challenge-table-title") == "Bob won"  # same words and letters: the quicker
    columns = table(carol)
    assert [c["name"] for c in columns] == ["Alice", "Bob", "You"]
    assert [c["winner"] for c in columns] == [False, True, False]
    assert [len(c["moves"]) for c in columns] == [3, 2, 2] and columns[2]["moves"][1][0] >= 300
    carol.locator(".challenge-table").scroll_into_view_if_needed()
    assert axe_in_both_schemes(carol) == {"light": [], "dark": []}  # the finish with the table
    assert small_targets(carol) == [] and not horizontal_scroll(carol)
    # Her Challenges keep the table of all three, received.
    visit(carol, "#challenges", "challenges", keep_progress=True)
    entry = carol.locator(".challenge-entry")
    expect(entry).to_have_count(1)
    assert "received" in entry.locator(".challenge-entry-title").inner_text()
    assert table(carol)[2]["name"] == "Carol" and table(carol)[1]["winner"]
    assert axe_in_both_schemes(carol) == {"light": [], "dark": []}
    # Bob's Challenges hold the one he answered, with his game added.
    visit(bob, "#challenges", "challenges", keep_progress=True)
    assert [c["name"] for c in table(bob)] == ["Alice", "Bob"]
    for page in (bob, carol):
        no_errors(page)
        page.context.close()


def test_giving_up_in_tools_ends_a_challenge_with_the_table(browser, site, puzzle, alice):
    page = player(browser, site, "Gus")
    open_link(page, alice.link, puzzle.code)
    page.click("#challenge-play")
    type_word(page, puzzle.best[0], first=True)
    page.clock.fast_forward(45_000)
    # Tools, by the header's More menu's route: show the answers (give up), then back to the challenge.
    page.goto(f"{site}#letterboxed/tools")
    ready(page, "letterboxed-tools", puzzle.code)
    page.click("#solve")
    page.wait_for_selector("#give-up[open]")
    page.click("#give-up-yes")
    expect(page.locator("#best .everyday")).to_be_visible(timeout=90_000)
    assert page.get_attribute("#tools-play", "href") == alice.link[alice.link.index("#"):]
    page.click("#tools-play")
    ready(page, VIEW, puzzle.code)
    page.wait_for_selector(".challenge-table")
    assert page.locator("#challenge-intro").count() == 0 and page.locator(".ghost").count() == 0
    assert page.inner_text(".finish-rank") == CATALOGUE["en"]["rank.letterboxed.revealed"]
    columns = table(page)
    assert [c["name"] for c in columns] == ["Alice", "You"] and columns[0]["winner"]
    assert columns[1]["result"] == "gave up after 1 word" and columns[1]["moves"][0][1] == puzzle.best[0].upper()
    assert page.inner_text("#challenge-table-title") == "Alice won"
    no_errors(page)
    page.context.close()


# -- statistics ---------------------------------------------------------------------------------
def test_a_daily_played_from_a_challenge_counts_once_in_the_statistics(browser, site, puzzle, alice):
    # A friend who plays the daily from the challenge: it counts as today's daily, once.
    dan = player(browser, site)
    open_link(dan, alice.link, puzzle.code)
    dan.click("#challenge-play")
    for i, word in enumerate(puzzle.best):
        type_word(dan, word, first=i == 0)
    dan.wait_for_selector(".challenge-table")
    assert statistics_played(dan) == "1"
    visit(dan, "#letterboxed", VIEW, puzzle.code, keep_progress=True)  # the daily itself: already solved
    dan.wait_for_selector(".finish")
    assert dan.locator("#challenge-intro").count() == 0 and statistics_played(dan) == "1"
    no_errors(dan)
    dan.context.close()

    # A player who solved today's daily first, then opens a challenge of it: no second game, the
    # table of their game and the sender's at once, and still one daily played.
    erin = player(browser, site)
    visit(erin, "#letterboxed", VIEW, puzzle.code)
    for i, word in enumerate(puzzle.best):
        type_word(erin, word, first=i == 0)
    erin.wait_for_selector(".finish")
    assert statistics_played(erin) == "1"
    open_link(erin, alice.link, puzzle.code)
    erin.wait_for_selector(".challenge-table")
    assert erin.locator("#challenge-intro").count() == 0
    assert [c["name"] for c in table(erin)] == ["Alice", "You"] and erin.inner_text("#challenge-table-title") == "You won"
    assert statistics_played(erin) == "1"
    no_errors(erin)
    erin.context.close()


# -- damaged and forged links -----------------------------------------------------------------
def forged_payload(data, version: int = 1) -> str:
    """A payload as challenge.js wrote one in version 1 (deflate-raw JSON, Fletcher-16; still read), of any content."""
    squeeze = zlib.compressobj(wbits=-15)
    body = bytes([version]) + squeeze.compress(json.dumps(data).encode()) + squeeze.flush()
    a = b = 0
    for byte in body:
        a = (a + byte) % 255
        b = (b + a) % 255
    return base64.urlsafe_b64encode(body + bytes([b, a])).decode().rstrip("=")


@pytest.fixture
def tab(browser, site):
    page = player(browser, site)
    yield page
    no_errors(page)
    page.context.close()


def test_a_damaged_cut_or_forged_link_says_so_and_still_opens_its_puzzle(tab, site, puzzle, alice):
    head, payload = alice.link.rsplit("/", 1)
    damaged = payload[:10] + ("A" if payload[10] != "A" else "B") + payload[11:]
    for bad, reason in ((f"{head}/{damaged}", "damaged"), (f"{head}/{payload[: len(payload) // 2]}", "damaged"),
                        (f"{head}/", "damaged"), (f"{head}/{forged_payload([4, 0, []], version=4)}", "newer"),
                        (f"{head}/{forged_payload([3, 0, []], version=3)}", "damaged"),
                        (f"{head}/{forged_payload([1, 0, [['Mallory', 1, [[5, 'not a word!']]]]])}", "damaged")):
        open_link(tab, bad, puzzle.code)  # the puzzle is here to play
        expect(tab.locator("#banner")).to_have_text(CATALOGUE["en"][f"challenge.{reason}"])
        assert tab.locator("#challenge-intro").count() == 0 and tab.locator(".ghost").count() == 0
        assert tab.get_attribute("html", "data-error") is None
        # home in the same document: a reload here would end the engine's boot five times over,
        # and a fresh-clone run once saw Chromium's renderer crash on such a reload
        tab.goto(f"{site}#")
        ready(tab, "home")
    # A well-formed forged game: its name is only ever text.
    forged = forged_payload([1, 0, [["<img src=x>Mallory", 1, [[5, "ab"]]]]])
    open_link(tab, f"{head}/{forged}", puzzle.code)
    intro = tab.locator("#challenge-intro")
    expect(intro).to_be_visible()
    assert "<img src=x>Mallory challenges you" in intro.inner_text() and intro.locator("img").count() == 0
    tab.keyboard.press("Escape")
    expect(tab.locator(".ghost-text")).to_have_text(re.compile(r"^<img src=x>Mallory had 0 words at 0:0\d$"))
    # A puzzle part that is no puzzle: today's daily instead (once Python is up to read the code),
    # with a banner that says why, and not the games of another puzzle.
    tab.goto(site)
    ready(tab, "home")
    tab.goto(f"{site}#letterboxed/c/{pinned_day()}~AAAAAAAAAAAA/{payload}")
    ready(tab, VIEW)
    assert tab.inner_text("#banner").endswith(CATALOGUE["en"]["banner.broken.puzzle"].split("{reason}")[1])
    assert tab.get_attribute("main", "data-code") == puzzle.code  # today's daily
    assert tab.locator("#challenge-intro").count() == 0 and tab.locator(".ghost").count() == 0


# -- Bokmål -------------------------------------------------------------------------------------
def test_a_challenge_in_bokmal(browser, site, puzzle, alice):
    nb = CATALOGUE["nb"]
    page = player(browser, site, "Kari", locale="nb-NO")
    open_link(page, alice.link, puzzle.code)  # an English daily, challenged to a Norwegian player
    assert page.get_attribute("html", "lang") == "nb"
    intro = page.locator("#challenge-intro")
    expect(intro.locator("h2")).to_have_text(nb["challenge.intro.title"])
    said = intro.inner_text()
    assert re.search(r"Alice utfordrer deg: .+3.+2:\d\d\.", said), said
    page.click("#challenge-play")
    expect(page.locator(".ghost-text")).to_have_text(re.compile(r"^Alice hadde 0 ord ved 0:0\d$"))
    expect(page.locator(".ghost-toggle")).to_have_text(nb["challenge.ghost_off"])
    for i, word in enumerate(puzzle.best):
        type_word(page, word, first=i == 0)
    page.wait_for_selector(".challenge-table")
    assert page.inner_text("#challenge-table-title") == nb["challenge.winner"].format(name=nb["challenge.you"])
    assert [c["name"] for c in table(page)] == ["Alice", nb["challenge.you"]]
    assert page.inner_text("#challenge-answer") == nb["challenge.answer"]
    no_errors(page)
    page.context.close()
