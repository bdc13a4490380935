"""Challenge a friend (issue 39) in Strands, in headless Chromium: a daily solved and sent, played
against in another browser context (the intro gives no word away, the ghost line follows the
challenger and turns off, the table names the winner), answered back to a third context, kept in
the Challenges list and counted once in statistics; forged and mutated links; Bokmål; axe.

Each player's page holds its clock (Playwright's clock, paused) before the puzzle opens, so the
play clock counts exactly the seconds each test runs it for."""

from __future__ import annotations

import base64
import json
import random
import string
import zlib

import pytest
from playwright.sync_api import expect

from challenge_players import player
from conftest import final, pinned_day, ready, visit
from test_site_a11y import axe_in_both_schemes, trace_by_keyboard
from test_site_strands import drag, other_words
from waiting import wait_until

pytestmark = pytest.mark.browser

ENDS = ["playing", "solved", "gave-up", "time"]


# -- the challenge code of version 1, as docs/ARCHITECTURE.md writes it down (a second writer of it;
# the page still reads version 1's links) -----------------------------------------------------------
def payload(players, clock=0, version=1, data=None) -> str:
    """The PAYLOAD of a challenge link: ``players`` as [(name, end, [(seconds, word or None), ...])]."""
    if data is None:
        data = [version, clock, [[name, ENDS.index(end), [[at, word or ""] for at, word in moves]]
                                 for name, end, moves in players]]
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    squeezer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return sealed(bytes([version]) + squeezer.compress(raw) + squeezer.flush())


def sealed(body: bytes) -> str:
    """``body`` with its Fletcher-16 checksum, in base64url without padding."""
    a = b = 0
    for byte in body:
        a = (a + byte) % 255
        b = (b + a) % 255
    return base64.urlsafe_b64encode(body + bytes([b, a])).rstrip(b"=").decode()


def clock_text(seconds: int) -> str:
    return f"{seconds // 60}:{seconds % 60:02d}"


# -- players --------------------------------------------------------------------------------------
def hold_clock(page) -> None:
    """Stop the page's clock: from now on only ``page.clock.run_for`` moves it."""
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)  # seconds since the epoch


def open_link(page, link: str, code: str) -> None:
    """Follow a challenge link in ``page`` with its clock held, up to the puzzle."""
    hold_clock(page)
    page.evaluate("(hash) => { location.hash = hash; }", "#" + link.split("#", 1)[1])
    ready(page, "strands", code)


def found(page, puzzle: dict, count: int, word: str, path, by_keyboard: bool = False) -> None:
    """Trace ``word`` along ``path`` (by pointer, or by keyboard from a focused cell): the
    ``count``-th word the player has."""
    if by_keyboard:
        trace_by_keyboard(page, puzzle["cols"], path)
    else:
        drag(page, puzzle, path)
    wait_until(page, f"document.querySelectorAll('#found li, #others li').length === {count}")
    assert word in [text.lower() for text in page.locator("#found li, #others li").all_text_contents()]


def sent_link(page) -> str:
    """The link of the send dialog the page shows, which it then closes."""
    page.wait_for_selector("#challenge-send[open]")
    link = page.input_value("#challenge-link")
    page.click("#challenge-send .primary")
    return link


def columns(page) -> list[tuple[str, str, list[str]]]:
    """The table's players: (name, result, moves as read: time and word, one space between)."""
    return [(column.locator("h3").inner_text(), column.locator(".challenge-result").inner_text(),
             [" ".join(move.split()) for move in column.locator(".challenge-moves li").all_inner_texts()])
            for column in page.locator("#finish-slot .challenge-player").all()]


def test_send_play_against_answer_back_three_players(browser, site):
    """Ada solves today's daily and sends it; Bo plays it by keyboard alone against her, sees
    the table and answers back; a third player (no name) plays against both."""
    today = pinned_day()
    daily = final("strands", "generate", {"daily": today, "lang": "en"})
    code, theme = daily["code"], [*daily["words"], daily["spangram"]]
    others = other_words(daily, 3)
    ada = player(browser, site, "Ada")
    bo = player(browser, site, "Bo", viewport={"width": 360, "height": 740})
    cy = player(browser, site, viewport={"width": 360, "height": 740})
    try:
        # Ada: three other words, a hint, the theme words; ten seconds before each.
        hold_clock(ada)
        visit(ada, "#strands", "strands", code)
        assert ada.locator("#challenge-intro").count() == 0 and ada.locator(".ghost").count() == 0
        for i, (word, path) in enumerate(others):
            ada.clock.run_for(10_000)
            found(ada, daily, i + 1, word, path)
        ada.clock.run_for(10_000)
        ada.click("#hint")
        ada.wait_for_selector("#grid .st-cell.hinted")
        for i, word in enumerate(theme):
            ada.clock.run_for(10_000)
            found(ada, daily, len(others) + i + 1, word, daily["placements"][word])
        ada_time = 40 + 10 * len(theme)
        ada.wait_for_selector("#finish-slot .finish .finish-challenge")
        ada.click(".finish-challenge")
        link = sent_link(ada)
        part, secret = link.split("#strands/c/")[1].split("/")
        assert part == f"{today}~{code}" and len(link) < 2000
        assert not any(word in link.lower() for word in [*theme, *(w for w, _ in others)])

        # Bo: the intro says who challenges and the result to beat, and gives no word away.
        open_link(bo, link, code)
        intro = bo.locator("#challenge-intro[open]")
        assert intro.locator(".challenge-from").inner_text() == f"Ada challenges you: solved with 1 hint, {clock_text(ada_time)}."
        assert intro.locator(".challenge-rule").inner_text() == "Fewest hints wins; then the quicker time."
        shown = bo.evaluate("document.body.innerText").lower()
        assert not any(word in shown for word in [*theme, *(w for w, _ in others)])
        assert bo.locator("#grid .st-cell.hinted, #grid .st-cell.theme, #grid .st-cell.spangram").count() == 0
        assert bo.inner_text("#puzzle-label").startswith("Daily #")
        axe_on(bo, "the intro")
        bo.clock.run_for(60_000)  # the play clock waits for Play
        bo.keyboard.press("Enter")  # the dialog's Play has the focus
        bo.wait_for_selector("#challenge-intro", state="detached")
        ghost = bo.locator("#ghost-slot .ghost")
        assert ghost.locator(".ghost-text").inner_text() == "Ada had 0 words at 0:00"
        bo.clock.run_for(30_000)
        assert ghost.locator(".ghost-text").inner_text() == "Ada had 3 words at 0:30"
        bo.clock.run_for(15_000)
        assert ghost.locator(".ghost-text").inner_text() == "Ada had 3 words at 0:45"
        ghost.locator(".ghost-toggle").click()  # off: the line is empty, its button turns it on again
        assert ghost.locator(".ghost-text").inner_text() == "" and ghost.locator(".ghost-toggle").inner_text() == "Show how Ada stood"
        bo.clock.run_for(5_000)
        assert ghost.locator(".ghost-text").inner_text() == ""
        ghost.locator(".ghost-toggle").click()
        assert ghost.locator(".ghost-text").inner_text() == "Ada had 4 words at 0:50"  # the first theme word came at 0:50

        # By keyboard alone: Tab to the board, then every theme word, five seconds apart.
        for _ in range(60):
            if bo.evaluate("!!document.activeElement.closest('#grid [role=gridcell]')"):
                break
            bo.keyboard.press("Tab")
        for i, word in enumerate(theme):
            bo.clock.run_for(5_000)
            found(bo, daily, i + 1, word, daily["placements"][word], by_keyboard=True)
        bo_time = 50 + 5 * len(theme)
        bo.wait_for_selector("#finish-slot .challenge-table")
        assert bo.locator(".ghost").is_hidden()  # solved: the table takes over
        assert bo.inner_text("#challenge-table-title") == "You won"
        assert bo.inner_text("#finish-slot .challenge-rule") == "Fewest hints wins; then the quicker time."
        ada_moves = [f"{clock_text(10 * (i + 1))} {w.upper()}" for i, (w, _) in enumerate(others)] + ["0:40 hint"] + \
            [f"{clock_text(50 + 10 * i)} {w.upper()}" for i, w in enumerate(theme)]
        bo_moves = [f"{clock_text(55 + 5 * i)} {w.upper()}" for i, w in enumerate(theme)]
        assert columns(bo) == [("Ada", f"solved with 1 hint, {clock_text(ada_time)}", ada_moves),
                               ("You", f"solved with 0 hints, {clock_text(bo_time)}", bo_moves)]
        assert bo.inner_text("#finish-slot .challenge-player.winner h3") == "You"
        assert bo.locator("#finish-slot .challenge-words h3").all_inner_texts() == [
            f"Found by you both: {len(theme)} words", "Only you: 0 words", "Only Ada: 3 words"]
        assert bo.locator("#finish-slot .challenge-words p").all_inner_texts() == [
            " · ".join(w.upper() for w in theme), "–", " · ".join(w.upper() for w, _ in others)]
        assert bo.locator(".finish-challenge").count() == 0  # a received challenge is answered back
        axe_on(bo, "the table")

        # The daily from the challenge counts once, on its own day; opened again, it is solved.
        bo.click(".finish-stats")
        bo.wait_for_selector("#stats-dialog[open]")
        assert bo.inner_text("#stat-played") == "1"
        bo.click("#stats-close")
        visit(bo, "#strands", "strands", code, keep_progress=True)
        bo.wait_for_selector("#finish-slot .finish .finish-challenge")  # today's daily: solved, to send on
        bo.click(".finish-stats")
        bo.wait_for_selector("#stats-dialog[open]")
        assert bo.inner_text("#stat-played") == "1"
        bo.click("#stats-close")

        # Answer back, by keyboard: the link carries both games.
        bo.evaluate("(hash) => { location.hash = hash; }", "#" + link.split("#", 1)[1])
        bo.wait_for_selector("#finish-slot .challenge-table")
        for _ in range(80):
            if bo.evaluate("document.activeElement.id === 'challenge-answer'"):
                break
            bo.keyboard.press("Tab")
        bo.keyboard.press("Enter")
        bo.wait_for_selector("#challenge-send[open]")
        axe_on(bo, "the send dialog")
        answer = sent_link(bo)
        assert answer.split("/c/")[1].split("/")[0] == part and answer.split("/")[-1] != secret

        # A third player: both earlier games in the intro, then the table of three.
        open_link(cy, answer, code)
        assert cy.inner_text("#challenge-intro .challenge-from") == \
            f"Bo challenges you: solved with 0 hints, {clock_text(bo_time)}."
        assert cy.inner_text("#challenge-intro .challenge-others") == \
            f"Also played: Ada, solved with 1 hint, {clock_text(ada_time)}."
        cy.click("#challenge-play")
        assert cy.inner_text("#ghost-slot .ghost-text") == "Bo had 0 words at 0:00"
        for i, word in enumerate(theme):
            cy.clock.run_for(20_000)
            found(cy, daily, i + 1, word, daily["placements"][word])
            if i == 0:  # the link opened again mid-game: no intro a second time, the game goes on
                visit(cy, "#" + answer.split("#", 1)[1], "strands", code, keep_progress=True)
                assert cy.locator("#challenge-intro").count() == 0
                # the line follows the kept clock once play goes on (the view's first paint says 0:00)
                expect(cy.locator("#ghost-slot .ghost-text")).to_have_text("Bo had 0 words at 0:20")
        cy.wait_for_selector("#finish-slot .challenge-table")
        assert cy.inner_text("#challenge-table-title") == "Bo won"
        assert [(name, result) for name, result, _ in columns(cy)] == [
            ("Ada", f"solved with 1 hint, {clock_text(ada_time)}"),
            ("Bo", f"solved with 0 hints, {clock_text(bo_time)}"),
            ("You", f"solved with 0 hints, {clock_text(20 * len(theme))}")]
        assert cy.locator("#finish-slot .challenge-words h3").all_inner_texts()[2] == "Only Bo: 0 words"

        # The Challenges list: sent by Ada (her game alone), received by the third (all three).
        visit(ada, "#challenges", "challenges")
        assert ada.inner_text(".challenge-entry-title").startswith("Strands · sent ")
        assert ada.locator(".challenge-entry .challenge-player h3").all_inner_texts() == ["Ada"]
        visit(cy, "#challenges", "challenges", keep_progress=True)
        assert cy.locator(".challenge-entry").count() == 1
        assert cy.locator(".challenge-entry .challenge-player h3").all_inner_texts() == ["Ada", "Bo", "A friend"]
        assert cy.inner_text(".challenge-entry h2") == "Bo won"
        axe_on(cy, "the Challenges list")
        # Opened from the list, a link that holds the third player's own game: not added twice.
        cy.click(".challenge-entry a.button-link")
        cy.wait_for_selector("#finish-slot .challenge-table")
        assert [name for name, _, _ in columns(cy)] == ["Ada", "Bo", "You"]
        visit(cy, "#challenges", "challenges")
        assert cy.locator(".challenge-entry .challenge-player h3").all_inner_texts() == ["Ada", "Bo", "A friend"]
        for page in (ada, bo, cy):
            assert page.get_attribute("html", "data-error") is None
            assert page.errors == []
    finally:
        for page in (ada, bo, cy):
            page.context.close()


def axe_on(page, what: str) -> None:
    """axe finds nothing serious or critical on the page as it is, in light and dark. axe waits
    on timers, so the page's clock runs meanwhile: only while the play clock does not (before
    Play, after the end), or where exact times are no longer asserted."""
    page.clock.resume()
    try:
        assert axe_in_both_schemes(page) == {"light": [], "dark": []}, what
    finally:
        hold_clock(page)


# -- links that do not work --------------------------------------------------------------------------
DAMAGED = ("This challenge link is damaged or cut off, so the other games in it cannot be shown. "
           "Its puzzle is here to play.")


def banner(page) -> str:
    return "" if page.is_hidden("#banner") else page.inner_text("#banner")


def test_a_forged_link_says_so_and_still_opens_its_puzzle(tab):
    today = pinned_day()
    daily = final("strands", "generate", {"daily": today, "lang": "en"})
    code = daily["code"]
    good = payload([("Ada", "solved", [(10, daily["spangram"]), (20, None)])])
    base = f"#strands/c/{today}~{code}/"
    forged = good[:10] + ("A" if good[10] != "A" else "B") + good[11:]
    for games, message in [(forged, DAMAGED), (good[: len(good) // 2], DAMAGED), ("", DAMAGED),
                           # sealed right, but a name with a control character, a time that goes back, a word in capitals
                           (payload([("Ada\u0000", "solved", [])]), DAMAGED),
                           (payload([("Ada", "solved", [(20, "word"), (10, "other")])]), DAMAGED),
                           (payload([("Ada", "solved", [(20, "WORD")])]), DAMAGED),
                           (payload([], data=[1, 0, []]), DAMAGED),
                           (payload([("Ada", "solved", [])] * 9), DAMAGED),
                           (payload([("Ada", "solved", [])], version=3), DAMAGED),  # Boggle's numbered words
                           (payload([("Ada", "solved", [])], version=4),
                            "This challenge comes from a newer version of wordgames: reload the page to see it. "
                            "Its puzzle is here to play.")]:
        visit(tab, base + games, "strands", code)  # the puzzle opens, as the daily it is
        assert banner(tab) == message, games
        assert tab.locator("#challenge-intro").count() == 0 and tab.locator(".ghost").count() == 0
        assert tab.inner_text("#puzzle-label").startswith("Daily #") and tab.locator("#grid .st-cell").count() == 48
    # The games read, the name is text however it looks.
    visit(tab, base + payload([("<b>Ada</b>", "solved", [(12, None)])]), "strands", code)
    assert tab.inner_text("#challenge-intro .challenge-from") == "<b>Ada</b> challenges you: solved with 1 hint, 0:12."
    assert tab.locator("#challenge-intro b").count() == 0 and banner(tab) == ""
    # The puzzle part forged: the link says so, and today's daily opens without the games.
    tampered = code[:20] + ("B" if code[20] != "B" else "C") + code[21:]
    visit(tab, f"#strands/c/{today}~{tampered}/{good}", "strands", code)
    assert banner(tab).startswith("This puzzle link does not work")
    assert tab.locator("#challenge-intro").count() == 0 and tab.locator(".ghost").count() == 0
    visit(tab, f"#strands/c/not~a~puzzle/{good}", "strands", code)
    assert banner(tab) != "" and tab.locator("#challenge-intro").count() == 0
    assert tab.get_attribute("html", "data-error") is None


# -- many mutated links in one page --------------------------------------------------------------------
ALPHABET = string.ascii_letters + string.digits + "-_"


def mutated_links(today: str, code: str, count: int, seed: int = 39) -> list[tuple[str, str]]:
    """``count`` challenge links, each (kind, hash), from a seeded generator: good ones, and ones
    whose payload or puzzle part is changed, cut, lengthened, made up, or sealed right around
    games that are wrong."""
    rng = random.Random(seed)
    word = lambda: "".join(rng.choice("abcdefghijklmnopqrstuvwxyzæøå") for _ in range(rng.randint(0, 12)))  # noqa: E731

    def games():
        at = 0
        moves = []
        for _ in range(rng.randint(0, 30)):
            at += rng.randint(0, 30)
            moves.append((at, None if rng.random() < 0.2 else word() or None))
        return [(rng.choice(["Ada", "Bjørn", "", "Zoë"]), rng.choice(ENDS), moves) for _ in range(rng.randint(1, 8))]

    def changed(text: str) -> str:
        chars = list(text)
        edit = rng.randrange(4)
        at = rng.randrange(len(chars) + 1)
        if edit == 0 and chars:
            at = min(at, len(chars) - 1)
            chars[at] = rng.choice(ALPHABET.replace(chars[at], ""))
        elif edit == 1:
            chars = chars[:at]
        elif edit == 2:
            chars[at:at] = rng.choices(ALPHABET + "%/~.", k=rng.randint(1, 8))
        elif chars:
            del chars[min(at, len(chars) - 1)]
        return "".join(chars)

    def wrong() -> list:
        """Compact games sealed right, but wrong in one field."""
        data = [1, 0, [[name, ENDS.index(end), [[at, w or ""] for at, w in moves]] for name, end, moves in games()]]
        player = data[2][0]
        fault = rng.randrange(8)
        if fault == 0:
            player[0] = "x" * 21
        elif fault == 1:
            player[1] = rng.choice([-1, 4, "1", None])
        elif fault == 2:
            player[2] = [[-1, "word"]]
        elif fault == 3:
            player[2] = [[5, "Word"]]
        elif fault == 4:
            data[1] = rng.choice([-5, 1.5, "180", 10**9])
        elif fault == 5:
            data = data[:2]
        elif fault == 6:
            player[2] = [[1, "a" * 101]]  # longer than any board's word
        else:
            data = {"players": data[2]}
        return data

    part = f"{today}~{code}"
    links = []
    for i in range(count):
        kind = ("good", "payload", "payload", "sealed", "puzzle", "made up")[i % 6]
        if kind == "good":
            links.append((kind, f"#strands/c/{part}/{payload(games())}"))
        elif kind == "payload":
            links.append((kind, f"#strands/c/{part}/{changed(payload(games()))}"))
        elif kind == "sealed":
            links.append((kind, f"#strands/c/{part}/{payload([], data=wrong())}"))
        elif kind == "puzzle":
            links.append((kind, f"#strands/c/{changed(part)}/{payload(games())}"))
        else:
            text = "".join(rng.choices(ALPHABET + "~/%.", k=rng.randint(0, 120)))
            links.append((kind, f"#strands/c/{text}"))
    return links


#: Follow each hash by way of home (so the view mounts afresh) and note what it shows.
FOLLOW = """async (hashes) => {
    const main = document.querySelector("main");
    const until = (test) => new Promise((resolve) => {
        if (test()) return resolve();
        const observer = new MutationObserver(() => { if (test()) { observer.disconnect(); resolve(); } });
        observer.observe(main, { attributes: true });
    });
    const shown = [];
    for (const hash of hashes) {
        location.hash = "";
        await until(() => main.dataset.view === "home" && main.hasAttribute("data-ready"));
        location.hash = hash;
        await until(() => main.dataset.view === "strands" && main.hasAttribute("data-ready"));
        const banner = document.querySelector("#banner");
        shown.push({ intro: !!document.querySelector("#challenge-intro[open]"), message: banner.hidden ? "" : banner.textContent,
            code: main.dataset.code ?? null, cells: document.querySelectorAll("#grid .st-cell").length,
            error: document.documentElement.hasAttribute("data-error") });
    }
    return shown;
}"""


def test_mutated_links_each_give_a_message_or_a_puzzle(tab):
    today = pinned_day()
    code = final("strands", "generate", {"daily": today, "lang": "en"})["code"]
    links = mutated_links(today, code, 600)
    visit(tab, "#", "home")
    shown = tab.evaluate(FOLLOW, [link for _, link in links])
    counts = {}
    for (kind, link), seen in zip(links, shown, strict=True):
        outcome = "challenge" if seen["intro"] else "message" if seen["message"] else "nothing"
        counts[kind, outcome] = counts.get((kind, outcome), 0) + 1
        assert outcome != "nothing" and not (seen["intro"] and seen["message"]), (link, seen)
        assert seen["cells"] == 48 and not seen["error"], (link, seen)  # a puzzle is shown, never an error
        if kind in ("good", "payload", "sealed"):
            assert seen["code"] == code, (link, seen)  # the puzzle part is intact: its puzzle opens
        if kind == "good":
            assert outcome == "challenge", (link, seen)
        if kind == "sealed":
            assert seen["message"] == DAMAGED, (link, seen)
    print("mutated challenge links, (kind, outcome): count", dict(sorted(counts.items())))
    assert tab.get_attribute("html", "data-error") is None


# -- Bokmål ------------------------------------------------------------------------------------------
def test_a_challenge_in_bokmaal(browser, site):
    today = pinned_day()
    daily = final("strands", "generate", {"daily": today, "lang": "nb"})
    code, theme = daily["code"], [daily["spangram"], *daily["words"]]
    moves = [(20, None), *[(30 * (i + 1), w) for i, w in enumerate(theme)]]
    link = f"{site}#strands/c/{today}~{code}/{payload([('Åse', 'solved', moves)])}"
    page = player(browser, site, locale="nb-NO", viewport={"width": 360, "height": 740})
    try:
        open_link(page, link, code)
        ase = clock_text(30 * len(theme))
        assert page.inner_text("#challenge-intro h2") == "Du er utfordret"
        assert page.inner_text("#challenge-intro .challenge-from") == f"Åse utfordrer deg: løste den med 1 hint, {ase}."
        assert page.inner_text("#challenge-intro .challenge-rule") == "Færrest hint vinner; deretter raskest tid."
        page.click("#challenge-play")
        page.clock.run_for(30_000)
        assert page.inner_text("#ghost-slot .ghost-text") == "Åse hadde 1 ord ved 0:30"
        assert page.inner_text("#ghost-slot .ghost-toggle") == "Skjul"
        axe_on(page, "the ghost line in Bokmål")  # the play clock runs on meanwhile: no exact time after this
        for i, word in enumerate(theme):
            page.clock.run_for(10_000)
            found(page, daily, i + 1, word, daily["placements"][word])
        page.wait_for_selector("#finish-slot .challenge-table")
        assert page.inner_text("#challenge-table-title") == "Du vant"
        assert [name for name, _, _ in columns(page)] == ["Åse", "Du"]
        assert columns(page)[0][2][0] == "0:20 hint"
        words = page.locator("#finish-slot .challenge-words h3").all_inner_texts()
        assert words == [f"Funnet av begge: {len(theme)} ord", "Bare du: 0 ord", "Bare Åse: 0 ord"]
        assert page.inner_text("#challenge-answer") == "Svar tilbake"
        axe_on(page, "the table in Bokmål")
        assert page.get_attribute("html", "data-error") is None and page.errors == []
    finally:
        page.context.close()
