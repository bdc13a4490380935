"""Challenge a friend in Boggle (issue 39), end to end in headless Chromium at 360 px: Ann plays
today's daily and sends it; Bo, in a browser of his own a day later, sees who challenges him and
nothing of her words, plays on her clock with her standing beside his, and at the end sees both
games, the words found by both, by him only and by her only, and the winner; he answers back and
Cy, in a Bokmål browser, plays against both of them. A link of eight strong rounds shows every
move of each. A forged link says so and still opens its board, and so does a link whose games
were played on another board; the daily counts once in Bo's statistics, on its own day; Bo plays
with the keyboard only; axe finds nothing serious on the new screens in light and dark.

The clock of each page is Playwright's (conftest.pin_clock): a round's seconds pass with
clock.run_for, never with waits."""

from __future__ import annotations

import base64
import datetime
import json
import re
import subprocess

import pytest
from playwright.sync_api import expect

from conftest import ROOT, TEST_TIME, final, pinned_day, ready, visit
from test_site_a11y import axe_in_both_schemes
from wordgames.games import boggle
from wordgames.messages import catalogue_groups
from wordgames.rng import Rng

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
PLATES = boggle.encode({"rows": 4, "cols": 4, "faces": list("persla") + ["t", "g"] + list("sineters"),
                        "lang": "en", "min_length": 3})
#: When Ann typed each of her words, in seconds of her round (her clock is the daily's 3 minutes).
ANN_AT = [20, 60, 100]
#: Every word the interface itself says, in either language: a board word among them could not be told
#: from a spoiler, so the players find others.
INTERFACE_WORDS = {word for lang in ("en", "nb") for word in re.findall(
    r"\w+", json.dumps(catalogue_groups(lang), ensure_ascii=False).lower())}
DAMAGED = ("This challenge link is damaged or cut off, so the other games in it cannot be shown. "
           "Its puzzle is here to play.")
CHANGED = ("The games in this challenge do not match this board's word list (it may have changed since the "
           "link was made), so they cannot be shown. Its board is here to play.")
#: The page's codec (web/js/challenge.js) under Node: the hash of {challenge, words, room} on stdin.
CODEC = """import "./tests/js/browser-globals.mjs";
import { fittedHash } from "./web/js/challenge.js";
import { GAMES } from "./web/games/index.js";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const { challenge, words, room } = JSON.parse(input);
process.stdout.write(JSON.stringify(await fittedHash("boggle", challenge, { room, words, score: GAMES.boggle.challenge.score })));"""
#: A published site's address (benchmarks/challenge_links.py): the link must fit 2,000 characters behind it.
PUBLISHED = "https://wordgames-fan.github.io/wordgames/"


def name_script(name: str) -> str:
    """The name a player typed once in Settings, as the page keeps it."""
    return f"""try {{ localStorage.setItem("wordgames/settings/name",
        JSON.stringify({{ version: 1, value: {json.dumps(name)} }})); }} catch {{}}"""


class Players:
    """Each player's browser: a context of their own (storage, clock, language) at 360 px."""

    def __init__(self, browser, site):
        self.browser, self.site, self.contexts, self.errors = browser, site, [], []

    def page(self, name: str, *, locale: str = "en-US", clock: datetime.datetime = TEST_TIME):
        context = self.browser.new_context(service_workers="block", locale=locale, clock=clock, viewport=PHONE)
        context.add_init_script(name_script(name))
        self.contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda error: self.errors.append(f"{name}: {error}"))
        return page

    def close(self):
        for context in self.contexts:
            context.close()


@pytest.fixture(scope="module")
def players(browser, site):
    group = Players(browser, site)
    yield group
    group.close()
    assert not group.errors, group.errors


@pytest.fixture(scope="module")
def board():
    """Today's daily, and the words each player finds on it: Ann three short ones, Bo one of hers
    and the two longest (more points than hers), Cy one of Ann's. `secret`: the board's words that
    the interface never says, which no screen before Start may show."""
    daily = final("boggle", "generate", {"daily": pinned_day(), "lang": "en"})
    words = final("boggle", "solve", {"code": daily["code"]})["words"]
    secret = [w for w in words if w not in INTERFACE_WORDS]
    short = sorted(w for w in secret if len(w) <= 4)[:3]
    longest = sorted((w for w in secret if w not in short), key=lambda w: (-len(w), w))[:2]
    return {"code": daily["code"], "ann": short, "bo": [short[0], *longest], "cy": [short[1]],
            "secret": secret, "words": words}


def type_word(page, word: str) -> None:
    """Type a word and press Enter (the keyboard only); wait until it is found."""
    count = page.locator("#found li").count()
    page.keyboard.type(word)
    page.keyboard.press("Enter")
    expect(page.locator("#found li")).to_have_count(count + 1)


def no_error(page) -> None:
    assert page.get_attribute("html", "data-error") is None


def spoils(page, words) -> list[str]:
    """The words of ``words`` anywhere in the page's text (dialogs too) or in the fields' values."""
    text = page.evaluate("""() => [document.body.innerText,
        ...[...document.querySelectorAll("dialog[open]")].map((d) => d.innerText),
        ...[...document.querySelectorAll("input, textarea")].map((field) => field.value)].join(" ")""").lower()
    return [word for word in words if re.search(rf"\b{word}\b", text)]


def moves(page, column: int) -> list[tuple[int, str]]:
    """The moves of a column of the comparison: (seconds, word)."""
    shown = page.locator(".challenge-player").nth(column).locator(".challenge-moves li").all_inner_texts()
    return [(int(m) * 60 + int(s), word) for m, s, word in (re.fullmatch(r"(\d+):(\d\d)\s+(\S+)", text).groups()
                                                          for text in shown)]


def near(seconds: int, expected: int) -> bool:
    """A second of play as the page counted it: the page's clock also runs on its own between steps."""
    return expected <= seconds <= expected + 2


def link_of(page) -> str:
    """The link of the send dialog (Challenge a friend or Answer back)."""
    expect(page.locator("#challenge-send")).to_have_attribute("open", "")
    link = page.input_value("#challenge-link")
    page.click("#challenge-send button.primary")
    return link


# -- Ann plays today's daily and sends it ---------------------------------------------------
@pytest.fixture(scope="module")
def sent(players, board):
    """Ann's round on today's daily: three words at ANN_AT, then End round, then Challenge a friend."""
    ann = players.page("Ann")
    ann.goto(f"{players.site}#boggle")
    ready(ann, "boggle", board["code"])
    ann.click("#start")
    last = 0
    for at, word in zip(ANN_AT, board["ann"]):
        ann.clock.run_for((at - last) * 1000)
        last = at
        type_word(ann, word)
    ann.click("#end")
    expect(ann.locator(".finish .finish-challenge")).to_have_text("Challenge a friend")
    ann.click(".finish-challenge")
    return {"page": ann, "link": link_of(ann)}


def test_the_sender_gets_a_link_that_hides_her_words_and_keeps_it(sent, board):
    link, ann = sent["link"], sent["page"]
    prefix = f"#boggle/c/{pinned_day()}~{board['code']}/"
    assert prefix in link and len(link) < 2000
    payload = link.rsplit("/", 1)[1]
    assert base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))[0] == 3  # her moves: numbers into the board's words
    assert not any(word in link.lower() for word in board["ann"])
    no_error(ann)
    ann.evaluate("() => { location.hash = '#challenges'; }")
    ready(ann, "challenges")
    entry = ann.locator(".challenge-entry")
    expect(entry).to_have_count(1)
    expect(entry.locator(".challenge-entry-title")).to_contain_text("Boggle · sent")
    assert entry.locator(".challenge-player h3").all_inner_texts() == ["Ann"]
    assert [word for _, word in moves(entry, 0)] == [w.upper() for w in board["ann"]]


# -- Bo plays it, a day later, with the keyboard only --------------------------------------------
@pytest.fixture(scope="module")
def bo(players):
    return players.page("Bo", clock=TEST_TIME + datetime.timedelta(days=1))


@pytest.fixture(scope="module")
def at_intro(sent, bo, board):
    bo.goto(sent["link"])
    ready(bo, "boggle", board["code"])
    expect(bo.locator("#challenge-intro")).to_have_attribute("open", "")
    return bo


def test_the_challenge_screen_says_who_and_what_to_beat_and_no_word(at_intro, board):
    bo = at_intro
    points = sum(boggle.points(w) for w in board["ann"])
    # Her points, and when she found the last of them (1:40 of her round): no word.
    expect(bo.locator("#challenge-intro .challenge-from")).to_have_text(
        re.compile(rf"^Ann challenges you: {points} points, 1:4[0-2]\.$"))
    assert spoils(bo, board["secret"]) == []  # no word of the board, Ann's or any other
    assert bo.locator("#grid [role=gridcell]").all_inner_texts() == [""] * 16  # the dice face down
    assert bo.inner_text("#clock") == "3:00" and bo.is_hidden("#timer-choice")  # Ann's clock, not a choice
    assert axe_in_both_schemes(bo) == {"light": [], "dark": []}
    no_error(bo)


@pytest.fixture(scope="module")
def playing(at_intro, board):
    """Bo closes the intro and starts with the keyboard, and finds Ann's first word at 0:30."""
    bo = at_intro
    bo.keyboard.press("Enter")  # Play, the dialog's one button
    expect(bo.locator("#challenge-intro")).to_have_count(0)
    expect(bo.locator("#start")).to_be_focused()
    bo.keyboard.press("Enter")  # Start
    expect(bo.locator("#type-word")).to_be_focused()
    bo.clock.run_for(30_000)
    type_word(bo, board["bo"][0])
    return bo


def test_the_ghost_line_follows_the_clock_and_can_be_turned_off(playing):
    bo = playing
    ghost = bo.locator(".ghost-text")
    bo.clock.run_for(15_000)  # 0:45: Ann had her first word (0:20), not her second (1:00)
    expect(ghost).to_have_text(re.compile(r"^Ann had 1 point at 0:4[5-7]$"))
    bo.click(".ghost-toggle")
    expect(ghost).to_have_text("")
    expect(bo.locator(".ghost-toggle")).to_have_text("Show how Ann stood")
    bo.clock.run_for(20_000)  # 1:05: hidden, it stays hidden
    expect(ghost).to_have_text("")
    bo.click(".ghost-toggle")
    expect(ghost).to_have_text(re.compile(r"^Ann had 2 points at 1:0[5-7]$"))
    expect(bo.locator(".ghost-toggle")).to_have_text("Hide")
    # axe waits on timers, so the page's clock runs during it: checked after the exact times.
    assert axe_in_both_schemes(bo) == {"light": [], "dark": []}
    # Paused, the dice lie face down and neither clock moves: a pause is no time of play.
    bo.click("#pause")
    standing, clock = ghost.inner_text(), bo.inner_text("#clock")
    bo.clock.run_for(30_000)
    assert bo.locator("#grid [role=gridcell]").all_inner_texts() == [""] * 16
    expect(ghost).to_have_text(standing)
    assert bo.inner_text("#clock") == clock
    bo.click("#start")  # Resume
    bo.locator("#type-word").focus()


@pytest.fixture(scope="module")
def compared(playing, board):
    """Bo finds his two long words and ends the round with the keyboard: the table."""
    bo = playing
    bo.locator("#type-word").focus()
    for word in board["bo"][1:]:
        type_word(bo, word)
    bo.keyboard.press("Tab")  # the form's Enter
    bo.keyboard.press("Tab")
    expect(bo.locator("#end")).to_be_focused()
    bo.keyboard.press("Enter")
    expect(bo.locator(".challenge-table")).to_be_visible()
    return bo


def test_the_comparison_shows_both_games_the_shared_words_and_the_winner(compared, board):
    bo = compared
    table = bo.locator(".challenge-table")
    expect(table.locator("h2")).to_have_text("You won")  # more points than Ann
    expect(table.locator(".challenge-rule")).to_have_text("Most points wins; then the one who got there sooner.")
    assert table.locator(".challenge-player h3").all_inner_texts() == ["Ann", "You"]
    assert table.locator(".challenge-player.winner h3").all_inner_texts() == ["You"]
    ann_moves = moves(table, 0)
    assert [word for _, word in ann_moves] == [w.upper() for w in board["ann"]]
    assert all(near(at, expected) for (at, _), expected in zip(ann_moves, ANN_AT))
    bo_moves = moves(table, 1)
    assert [word for _, word in bo_moves] == [w.upper() for w in board["bo"]]
    assert near(bo_moves[0][0], 30) and bo_moves[0][0] <= bo_moves[1][0] <= bo_moves[2][0]
    groups = table.locator(".challenge-words")
    assert groups.locator("h3").all_inner_texts() == ["Found by you both: 1 word", "Only you: 2 words",
                                                      "Only Ann: 2 words"]
    assert groups.locator("p").all_inner_texts() == [
        board["ann"][0].upper(), " · ".join(w.upper() for w in board["bo"][1:]),
        " · ".join(w.upper() for w in board["ann"][1:])]
    assert bo.is_hidden(".ghost")  # the round is over
    assert axe_in_both_schemes(bo) == {"light": [], "dark": []}
    no_error(bo)


def test_a_daily_played_from_a_challenge_counts_once_on_its_own_day(compared, sent, board):
    bo = compared
    bo.click(".finish-stats")
    expect(bo.locator("#stats-dialog")).to_have_attribute("open", "")
    assert bo.inner_text("#stat-played") == "1"
    bo.click("#stats-close")
    # The link again: the round stands ended, with its table; no second round, no second count.
    bo.goto("about:blank")
    bo.goto(sent["link"])
    ready(bo, "boggle", board["code"])
    expect(bo.locator(".challenge-table")).to_be_visible()
    assert bo.locator("dialog[open]").count() == 0
    stats = json.loads(bo.evaluate("() => localStorage.getItem('wordgames/stats')"))
    boggle_days = [key for key in stats["records"] if key.startswith("boggle/")]
    assert boggle_days == [f"boggle/en/{pinned_day()}"]  # Ann's day, not Bo's (a day later)
    record = stats["records"][boggle_days[0]]
    assert record["score"] == sum(boggle.points(w) for w in board["bo"])
    assert record["on"] == (TEST_TIME + datetime.timedelta(days=1)).date().isoformat()


# -- Bo answers back; Cy plays against both, in Bokmål ---------------------------------------
@pytest.fixture(scope="module")
def answer(compared):
    bo = compared
    bo.click("#challenge-answer")
    expect(bo.locator("#challenge-send")).to_have_attribute("open", "")
    assert axe_in_both_schemes(bo) == {"light": [], "dark": []}
    return link_of(bo)


def test_answer_back_carries_three_players_in_bokmal(players, answer, board):
    assert len(answer) < 2000 and f"{pinned_day()}~{board['code']}/" in answer
    cy = players.page("Cy", locale="nb-NO")
    cy.goto(answer)
    ready(cy, "boggle", board["code"])
    intro = cy.locator("#challenge-intro")
    expect(intro).to_have_attribute("open", "")
    bo_points = sum(boggle.points(w) for w in board["bo"])
    ann_points = sum(boggle.points(w) for w in board["ann"])
    expect(intro.locator("h2")).to_have_text("Du er utfordret")
    expect(intro.locator(".challenge-from")).to_have_text(re.compile(rf"^Bo utfordrer deg: {bo_points} poeng, 1:\d\d\.$"))
    expect(intro.locator(".challenge-others li")).to_have_text(
        re.compile(rf"^Har også spilt: Ann, {ann_points} poeng, 1:4[0-2]\.$"))
    assert spoils(cy, board["secret"]) == []
    assert axe_in_both_schemes(cy) == {"light": [], "dark": []}
    cy.keyboard.press("Enter")  # Spill (Play)
    expect(cy.locator("#start")).to_be_focused()
    cy.keyboard.press("Enter")  # Start
    expect(cy.locator("#type-word")).to_be_focused()
    cy.clock.run_for(10_000)
    expect(cy.locator(".ghost-text")).to_have_text(re.compile(r"^Bo hadde 0 poeng ved 0:1\d$"))  # real time runs on a loaded machine
    type_word(cy, board["cy"][0])
    cy.clock.run_for(180_000)  # the clock runs out
    table = cy.locator(".challenge-table")
    expect(table).to_be_visible()
    expect(table.locator("h2")).to_have_text("Bo vant")
    assert table.locator(".challenge-player h3").all_inner_texts() == ["Ann", "Bo", "Du"]
    expect(table.locator(".challenge-player").nth(2).locator(".challenge-result")).to_have_text(
        f"{boggle.points(board['cy'][0])} poeng da tiden var ute")
    assert table.locator(".challenge-words h3").all_inner_texts() == ["Funnet av begge: 0 ord", "Bare du: 1 ord",
                                                                      "Bare Bo: 3 ord"]
    expect(cy.locator("#challenge-answer")).to_be_visible()  # three of eight: room for more
    cy.evaluate("() => { location.hash = '#challenges'; }")
    ready(cy, "challenges")
    assert cy.locator(".challenge-entry .challenge-player h3").all_inner_texts() == ["Ann", "Bo", "Cy"]
    assert axe_in_both_schemes(cy) == {"light": [], "dark": []}
    no_error(cy)


# -- eight strong rounds -------------------------------------------------------------------------
def eight_strong_rounds(board) -> tuple[list[dict], dict]:
    """Eight players of today's board, each 90 of its words (or every one, on a poorer board) in an
    order of their own, a word every 0 to 4 seconds; and the page's codec's {hash, leftOut} of
    them, for a link behind a published site's address."""
    players = []
    for i in range(8):
        rng, at, moves = Rng(f"challenge-boggle/eight/{i}"), 0, []
        for word in rng.shuffled(board["words"])[:90]:
            at = min(180, at + rng.between(0, 4))
            moves.append({"at": at, "word": word})
        players.append({"name": f"Player {i + 1} of eight!", "end": "time", "moves": moves})
    challenge = {"code": board["code"], "daily": pinned_day(), "clock": 180, "players": players}
    done = subprocess.run(["node", "--input-type=module", "-e", CODEC], cwd=ROOT, capture_output=True, text=True,
                          input=json.dumps({"challenge": challenge, "words": board["words"],
                                            "room": 2000 - len(PUBLISHED)}), check=True)
    return players, json.loads(done.stdout)


def test_a_table_of_eight_strong_rounds_shows_every_move(compared, board):
    bo = compared
    players, fitted = eight_strong_rounds(board)
    assert fitted["leftOut"] == 0 and len(PUBLISHED) + len(fitted["hash"]) <= 2000
    visit(bo, fitted["hash"], "boggle", board["code"], keep_progress=True)  # his round stands ended: the table
    table = bo.locator(".challenge-table")
    expect(table).to_be_visible()
    assert table.locator(".challenge-player h3").all_inner_texts() == [player["name"][:20] for player in players] + ["You"]
    assert table.locator(".challenge-left-out").count() == 0
    for i, player in enumerate(players):
        assert moves(table, i) == [(move["at"], move["word"].upper()) for move in player["moves"]], player["name"]
    expect(bo.locator(".challenge-full")).to_be_visible()  # eight and him: no room to answer back
    no_error(bo)


# -- a forged link ------------------------------------------------------------------------------
def forged(payload: str) -> str:
    """The payload with one character changed."""
    middle = len(payload) // 2
    return payload[:middle] + ("A" if payload[middle] != "A" else "B") + payload[middle + 1:]


@pytest.mark.parametrize("damage", ["forged", "cut", "another board"])
def test_a_damaged_link_says_so_and_still_opens_its_board(sent, damage):
    ann = sent["page"]
    payload = sent["link"].rsplit("/", 1)[1]
    # Whole, Ann's games are numbers into her board's words: on another board they cannot be read.
    bad = {"forged": forged(payload), "cut": payload[: len(payload) // 3], "another board": payload}[damage]
    visit(ann, f"#boggle/c/{PLATES}/{bad}", "boggle", PLATES)
    expect(ann.locator("#banner")).to_have_text(CHANGED if damage == "another board" else DAMAGED)
    assert ann.locator("dialog[open]").count() == 0 and ann.locator(".ghost").count() == 0
    assert ann.is_visible("#timer-choice")  # a round of her own, on the clock she chooses
    ann.click("#start")
    assert "".join(ann.locator("#grid [role=gridcell]").all_inner_texts()) == "PERSLATGSINETERS"
    no_error(ann)


def test_a_link_whose_board_is_damaged_opens_the_daily_with_a_message(sent, board):
    ann = sent["page"]
    payload = sent["link"].rsplit("/", 1)[1]
    visit(ann, f"#boggle/c/{pinned_day()}~{board['code'][:-3]}@@@/{payload}", "boggle")
    expect(ann.locator("#banner")).not_to_have_text("")
    assert ann.locator("dialog[open]").count() == 0
    no_error(ann)
