"""Home and the header on a phone (issue #38): today's state of each daily on its card (done with its
rank, in progress, not started), the streak across games, one countdown, the statistics in one tap,
the header's menu of each game's declared views, 44 px targets and no sideways scroll on every
screen, focus rings for the keyboard only, and axe clean on home in light, dark and high contrast.

The page's clock is pinned (conftest's TEST_TIME, 10:00 on TEST_DAY) and its statistics are seeded
in localStorage before it loads."""

from __future__ import annotations

import datetime
import json
import re

import pytest
from playwright.sync_api import expect

from conftest import TEST_DAY, ready
from phone import horizontal_scroll, page_at_home, phone_context, small_targets
from test_site_a11y import axe_problems

pytestmark = pytest.mark.browser


def day(offset: int) -> str:
    return (TEST_DAY + datetime.timedelta(days=offset)).isoformat()


def solved(on: str, **result) -> dict:
    return {"on": on, "solved": True, "revealed": False, **result}


#: Today: Letter Boxed solved at par, a Boggle round in progress, nothing of Strands. Before it, a
#: solved daily on each of the two days before (of other games), and one solved a day late.
RECORDS = {
    f"letterboxed/en/{day(0)}": solved(day(0), words=3, par=3),
    f"boggle/en/{day(0)}": {"on": day(0), "solved": False, "revealed": False, "score": 14, "found": 5},
    f"boggle/en/{day(-1)}": solved(day(-1), score=60, max=200, found=20),
    f"strands/nb/{day(-2)}": solved(day(-2), hints=1, found=7),
    f"letterboxed/en/{day(-4)}": solved(day(-3), words=4, par=3),
}
SEED = """(records) => {
  if (localStorage.getItem("wordgames/stats") === null)
    localStorage.setItem("wordgames/stats", JSON.stringify({ version: 1, records }));
}"""


def seeded(browser, scheme: str = "light", palette: str | None = None):
    context = phone_context(browser, scheme)
    context.add_init_script(f"({SEED})({json.dumps(RECORDS)})")
    if palette:
        context.add_init_script(f"localStorage.setItem('wordgames/settings/palette', "
                                f"JSON.stringify({{ version: 1, value: {json.dumps(palette)} }}))")
    return context


@pytest.fixture(scope="module")
def home(browser, site):
    """A phone at home with the records seeded (one page for the module)."""
    with page_at_home(seeded(browser), site) as page:
        yield page


def go(page, hash_: str, view: str) -> None:
    page.evaluate("""(hash) => {
        document.querySelectorAll("dialog[open]").forEach((dialog) => dialog.close());
        location.hash = hash;
    }""", hash_)
    ready(page, view)


def state(page, game: str) -> tuple[str | None, str]:
    tag = page.locator(f"#game-{game} .tag")
    return tag.get_attribute("data-state"), tag.inner_text().strip()


def test_each_card_shows_todays_state(home):
    go(home, "#", "home")
    assert state(home, "letterboxed") == ("done", "Par")  # GAMES.letterboxed.daily.rank: words 3, par 3
    assert home.locator("#game-letterboxed .tag .state-mark .tick").count() == 1  # and a tick
    assert state(home, "boggle") == ("playing", "14 points so far")
    assert state(home, "strands") == ("new", "Play today's puzzle")
    assert home.locator("#game-strands .tag .tick").count() == 0
    # Unboggle has no daily: its card stays a plain link, without a state or statistics.
    assert home.get_attribute("#game-unboggle", "data-today") is None
    assert home.locator("#stats-unboggle").count() == 0
    # The Lab left the cards for the footer.
    assert home.locator("main a[href='#lab']").count() == 0
    assert home.locator("footer a[href='#lab']").is_visible()


def test_a_card_follows_the_games_word_language(home):
    """The card reads the record of the language the player plays the game in (Bokmål here)."""
    home.evaluate("() => localStorage.setItem('wordgames/strands/lang', JSON.stringify({ version: 1, value: 'nb' }))")
    try:
        home.evaluate(f"() => {{ const s = JSON.parse(localStorage.getItem('wordgames/stats'));"
                      f" s.records['strands/nb/{day(0)}'] = {{ on: '{day(0)}', solved: false, revealed: false, hints: 0,"
                      f" found: 3 }}; localStorage.setItem('wordgames/stats', JSON.stringify(s)); }}")
        go(home, "#archive", "archive")
        go(home, "#", "home")
        assert state(home, "strands") == ("playing", "3 words found")
    finally:
        home.evaluate("() => localStorage.removeItem('wordgames/strands/lang')")
        home.evaluate(f"() => {{ const s = JSON.parse(localStorage.getItem('wordgames/stats'));"
                      f" delete s.records['strands/nb/{day(0)}']; localStorage.setItem('wordgames/stats', JSON.stringify(s)); }}")


def test_the_streak_and_one_countdown(home):
    go(home, "#", "home")
    # Today, yesterday and the day before each had a daily solved on its day (three games); the
    # solve a day late does not reach further back.
    assert home.inner_text("#home-streak") == "3"
    assert home.inner_text("#home-streak-label") == "days in a row"
    countdown = home.locator("#home-countdown")
    first = countdown.inner_text()
    assert re.fullmatch(r"1[34]:\d\d:\d\d", first), first  # 10:00 now: 14 hours to midnight
    expect(countdown).not_to_have_text(first, timeout=5_000)  # it ticks
    assert home.locator("[role=timer]").count() == 1
    number = (TEST_DAY - datetime.date(2026, 10, 31)).days  # daily No. 1 is on 2026-11-01
    assert home.inner_text("#today-date") == f"{TEST_DAY:%A, %B} {TEST_DAY.day} · No. {number}"


def test_statistics_open_in_one_tap(home):
    go(home, "#", "home")
    home.tap("#stats-letterboxed")
    home.wait_for_selector("#stats-dialog[open]")
    assert home.inner_text("#stats-title") == "Statistics · Letter Boxed"
    assert home.inner_text("#stat-played") == "2"  # today's and the late one, in English
    home.tap("#stats-close")
    home.tap("#stats-boggle")
    home.wait_for_selector("#stats-dialog[open]")
    assert home.inner_text("#stats-title") == "Statistics · Boggle"
    home.tap("#stats-close")


def declared_routes(page) -> dict[str, list[tuple[str, str]]]:
    """Each game's views at a route under it (#GAME/...), as the page declares them: {game: [(view, route)]}."""
    return page.evaluate("""async () => {
        const { VIEWS } = await import(new URL("app/games/index.js", document.baseURI).href);
        const routes = {};
        for (const [view, { game, route }] of Object.entries(VIEWS)) {
            if (route && route.startsWith(`${game}/`)) (routes[game] ??= []).push([view, route]);
        }
        return routes;
    }""")


def test_the_header_menu_reaches_each_games_declared_views(home):
    routes = declared_routes(home)
    assert routes, "no game declares a view at a route under its own"
    for game, views in routes.items():
        for view, route in views:
            go(home, f"#{game}", game)
            assert home.is_visible("#view-icon .game-icon")  # the game's icon by its title
            home.tap("#menu-button")
            link = home.locator(f"#game-menu a[href='#{route}']")
            expect(link).to_be_visible()
            assert link.inner_text().strip()  # titled from the catalogue
            assert home.locator("#game-menu a[href='#archive']").is_visible()
            assert home.locator("#game-menu a[href='#lab']").is_visible()
            assert small_targets(home) == []  # the open menu's links too
            link.tap()
            ready(home, view)
            assert home.is_hidden("#game-menu")
            assert home.is_visible("#menu-button")  # the game's other views from here too


def test_the_header_statistics_are_the_games(home):
    go(home, "#letterboxed", "letterboxed")
    home.tap("#stats-button")
    home.wait_for_selector("#stats-dialog[open]")
    assert home.inner_text("#stats-title") == "Statistics · Letter Boxed"
    home.tap("#stats-close")
    go(home, "#", "home")
    assert home.is_hidden("#stats-button") and home.is_hidden("#menu-button")


def open_dialog(page, name: str) -> None:
    if name == "settings":
        go(page, "#", "home")
        page.tap("#settings-button")
        page.wait_for_selector("#settings[open]")
    elif name == "statistics":
        go(page, "#", "home")
        page.tap("#stats-letterboxed")
        page.wait_for_selector("#stats-dialog[open]")
        page.tap("#stats-dialog summary")  # moving statistics: its field and buttons
    elif name == "how-to-play":
        go(page, "#letterboxed", "letterboxed")
        page.tap("#help-button")
        page.wait_for_selector("#help[open]")


@pytest.mark.parametrize("screen", ["home", "archive", "gallery", "settings", "statistics", "how-to-play"])
def test_every_control_is_a_44px_target_and_nothing_scrolls_sideways(home, screen):
    if screen in ("home", "archive", "gallery"):
        go(home, "#" if screen == "home" else f"#{screen}", screen)
        if screen == "gallery":
            home.wait_for_selector("#gallery-list li")
    else:
        open_dialog(home, screen)
    try:
        assert small_targets(home) == []
        assert not horizontal_scroll(home)
    finally:
        home.evaluate("() => document.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close())")


def outline(page) -> str:
    return page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")


def test_a_focus_ring_for_the_keyboard_not_for_a_tap(home):
    go(home, "#letterboxed", "letterboxed")
    home.tap("#menu-button")
    assert home.evaluate("document.activeElement.id") == "menu-button"
    assert outline(home) == "none"  # a tap: no ring
    home.tap("#view-title")  # closes the menu (light dismiss)
    assert home.is_hidden("#game-menu")
    home.locator("#stats-button").focus()
    home.keyboard.press("Tab")  # the keyboard: a ring
    assert home.evaluate("document.activeElement.id") == "menu-button"
    assert outline(home) == "solid"


@pytest.mark.parametrize(("scheme", "palette"), [("light", None), ("dark", None), ("light", "contrast"),
                                                 ("dark", "contrast")])
def test_axe_finds_nothing_serious_on_home(browser, site, scheme, palette):
    context = seeded(browser, scheme, palette)
    try:
        page = context.new_page()
        page.goto(site)
        ready(page, "home")
        assert page.get_attribute("html", "data-palette") == (palette or "standard")
        assert axe_problems(page) == []
    finally:
        context.close()
