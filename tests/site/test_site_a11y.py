"""Every player (issue #14) in headless Chromium: axe-core finds nothing serious or critical on
any view or dialog, in the light and the dark scheme; the Boggle and Strands boards are ARIA
grids a whole word can be traced on with the keyboard; Letter Boxed's Enter leaves a focused
button alone; Boggle's result words are reached with Tab; a live region tells what happened;
every view fits a 360 px phone with touch targets of 44 px, and tracing by touch works.

axe-core comes from node_modules (npm, an exact devDependency in package.json) and is put
into the page as a script's text: nothing loads from another origin."""

from __future__ import annotations


import pytest

import build
from conftest import code_of, final, shared_page, visit
from test_site_strands import drag
from wordgames.games import boggle
from waiting import wait_until

pytestmark = pytest.mark.browser

AXE = build.ROOT / "node_modules" / "axe-core" / "axe.min.js"
PLATES = boggle.encode({"rows": 4, "cols": 4, "faces": list("persla") + ["t", "g"] + list("sineters"),
                        "lang": "en", "min_length": 3})
UNBOGGLE_WORDS = "plates steal\nrinse, silent"


# -- the views, each in a state worth checking -----------------------------------------------
def found_text(page) -> str:
    return page.inner_text("#found")


def end_round_on_plates(page) -> None:
    """The PLATES board, one word typed, the round ended: the finish and every word are shown."""
    visit(page, f"#boggle/p/{PLATES}", "boggle", PLATES)
    page.click("#start")
    page.fill("#type-word", "plates")
    page.press("#type-word", "Enter")
    wait_until(page, "document.querySelectorAll('#found li').length === 1")
    page.click("#end")
    page.wait_for_selector(".finish")
    page.wait_for_selector(".bg-length button.word", state="attached")


def show(page, name: str) -> None:
    """Open the view (or dialog) ``name`` in a state that shows what it has."""
    if name == "home":
        visit(page, "#", "home")
    elif name == "letterboxed":
        visit(page, "#letterboxed", "letterboxed")
        page.keyboard.type(final("letterboxed", "decode", {"code": code_of(page)})["sides"][0][0])
    elif name == "boggle":
        visit(page, f"#boggle/p/{PLATES}", "boggle", PLATES)
        page.click("#start")
        page.keyboard.press("Shift+Tab")  # from the word field back onto the board
        page.keyboard.press("Enter")
    elif name == "boggle-covered":  # the dice face down before Start
        visit(page, f"#boggle/p/{PLATES}", "boggle", PLATES)
    elif name == "boggle-finish":
        end_round_on_plates(page)
    elif name == "boggle-results":
        end_round_on_plates(page)
        page.click(".bg-length li.got button.word")
        page.wait_for_selector("#grid .bg-cell.hint")
    elif name == "boggle-tools":
        visit(page, "#boggle/tools", "boggle-tools")
        page.wait_for_selector("#wordlist-title")
    elif name == "unboggle":
        visit(page, "#unboggle", "unboggle")
        page.fill("#input", UNBOGGLE_WORDS)
        page.select_option("#size", "4x4")
        page.click("#solve")
        page.wait_for_selector("#play:not([hidden])", timeout=60_000)  # the board is found (in any language)
        page.hover("#words li:nth-child(1) button")
    elif name == "strands":
        visit(page, "#strands", "strands")
        puzzle = final("strands", "decode", {"code": code_of(page)})
        page.locator("#grid").scroll_into_view_if_needed()
        drag(page, puzzle, puzzle["placements"][puzzle["words"][0]])
        wait_until(page, "document.querySelectorAll('#found li').length === 1")
    elif name == "strands-create":
        visit(page, "#strands/create", "strands-create")
        page.fill("#clue", "Flowers")
        page.fill("#spangram", "sun")
        page.fill("#words", "rose, tulip, ok")
        page.wait_for_selector(".st-problems li")
    elif name == "strands-manual":  # the creator's manual mode, one word drawn by keyboard
        visit(page, "#strands/create", "strands-create")
        page.fill("#clue", "On the syllabus")
        page.fill("#spangram", "College course")
        page.fill("#words", "exam, homework, lecture, paper, quiz, reading")
        page.check("input[name=sc-mode][value=manual]")
        page.click("#m-words li:nth-child(2) button")
        page.locator("#m-grid [data-cell='1']").focus()
        for key in ("Enter", "ArrowRight", "Enter", "ArrowDown", "Enter", "ArrowLeft", "Enter"):
            page.keyboard.press(key)
        page.wait_for_selector("#m-words button.placed")
    elif name == "archive":
        visit(page, "#archive", "archive")
    elif name == "gallery":
        visit(page, "#gallery", "gallery")
        page.wait_for_selector("#gallery-list li")
    elif name == "lab":  # PyScript's editor cells, Python up
        visit(page, "#lab", "lab")
    elif name == "statistics":  # from Letter Boxed's finish
        visit(page, "#letterboxed", "letterboxed")
        words = final("letterboxed", "solve", {"code": code_of(page)})["everyday_best"]
        for i, word in enumerate(words):
            page.keyboard.type(word if i == 0 else word[1:])
            page.keyboard.press("Enter")
            wait_until(page, "(n) => document.querySelectorAll('#chain li').length === n", arg=i + 1)
        page.click(".finish-stats")
        page.wait_for_selector("#stats-dialog[open]")
    elif name == "letterboxed-tools":
        visit(page, "#letterboxed/tools", "letterboxed-tools")
    elif name == "how-to-play":
        visit(page, "#boggle", "boggle")
        page.click("#help-button")
        page.wait_for_selector("#help[open]")
    elif name == "settings":
        visit(page, "#", "home")
        page.click("#settings-button")
        page.wait_for_selector("#settings[open]")
    else:
        raise ValueError(name)


VIEWS = ["home", "letterboxed", "letterboxed-tools", "boggle", "boggle-covered", "boggle-finish", "boggle-results",
         "boggle-tools", "unboggle", "strands", "strands-create", "strands-manual", "archive", "gallery", "lab", "statistics",
         "how-to-play", "settings"]


def axe_problems(page) -> list[str]:
    """axe-core's violations of serious or critical impact on the page as it is."""
    if not page.evaluate("typeof window.axe === 'object'"):
        # Run by the browser's debugger, as evaluate is, axe comes in under the page's policy, which
        # refuses an added <script> (add_script_tag); the page's own scripts stay under it.
        page.evaluate(AXE.read_text(encoding="utf-8"))
    return page.evaluate("""async () => (await axe.run(document, { resultTypes: ["violations"] })).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(", ")}`)""")


@pytest.fixture(scope="module")
def nb_tab(browser, site):
    """The site in Norwegian Bokmål (a nb-NO browser)."""
    with shared_page(browser, site, locale="nb-NO") as page:
        yield page


def axe_in_both_schemes(page) -> dict[str, list[str]]:
    """axe's serious and critical findings with the system in light and in dark."""
    found = {}
    try:
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            found[scheme] = axe_problems(page)
    finally:
        page.emulate_media(color_scheme="light")
    return found


@pytest.mark.parametrize("language", ["en", "nb"])
@pytest.mark.parametrize("name", VIEWS)
def test_axe_finds_nothing_serious_in_light_and_dark(request, name, language):
    page = request.getfixturevalue({"en": "tab", "nb": "nb_tab"}[language])
    show(page, name)
    assert page.get_attribute("html", "lang") == language
    assert axe_in_both_schemes(page) == {"light": [], "dark": []}


# -- the keyboard ------------------------------------------------------------------------------
def focused_cell(page) -> int:
    return int(page.evaluate("document.activeElement.closest('[role=gridcell]').dataset.cell"))


def key_to(page, cols: int, target) -> None:
    """Move the board's focus to the cell ``target`` (row, col) with the arrow keys."""
    row, col = divmod(focused_cell(page), cols)
    for _ in range(abs(target[0] - row)):
        page.keyboard.press("ArrowDown" if target[0] > row else "ArrowUp")
    for _ in range(abs(target[1] - col)):
        page.keyboard.press("ArrowRight" if target[1] > col else "ArrowLeft")
    assert focused_cell(page) == target[0] * cols + target[1]


def trace_by_keyboard(page, cols: int, path) -> None:
    """Pick every cell of ``path`` (Enter and Space in turn), then the last one again to submit."""
    for i, cell in enumerate(path):
        key_to(page, cols, cell)
        page.keyboard.press("Enter" if i % 2 else " ")
    page.keyboard.press("Enter")


def roving(page) -> list[int]:
    """The cells of the board that Tab reaches."""
    return page.eval_on_selector_all("#grid [role=gridcell][tabindex='0']", "(cells) => cells.map((c) => +c.dataset.cell)")


def test_boggle_board_is_a_grid_a_word_is_traced_on_by_keyboard(tab):
    visit(tab, f"#boggle/p/{PLATES}", "boggle", PLATES)
    assert tab.locator("#grid[role=grid] > [role=row]").count() == 4
    assert tab.locator("#grid [role=row] > [role=gridcell]").count() == 16
    tab.click("#start")  # focus goes to the word field; the board is one Shift+Tab before it
    tab.keyboard.press("Shift+Tab")
    assert focused_cell(tab) == 0 and roving(tab) == [0]
    outline = tab.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"  # focus is visible

    tab.keyboard.press("ArrowRight")
    tab.keyboard.press("ArrowDown")
    assert focused_cell(tab) == 5 and roving(tab) == [5]
    tab.keyboard.press("Enter")
    tab.keyboard.press("ArrowRight")
    tab.keyboard.press(" ")
    assert tab.inner_text("#trace-word") == "AT"
    assert tab.locator("#grid [aria-selected=true]").count() == 2
    tab.keyboard.press("Escape")  # clears the word
    assert tab.inner_text("#trace-word") == "" and tab.locator("#grid [aria-selected=true]").count() == 0

    path = final("boggle", "solve", {"code": PLATES})["paths"]["plates"]
    trace_by_keyboard(tab, 4, path)
    wait_until(tab, "document.querySelectorAll('#found li').length === 1")
    assert tab.locator("#found li").all_inner_texts() == ["PLATES 3"]
    assert tab.inner_text("#announce") == "+3 PLATES"  # the live region
    assert tab.get_attribute("#announce", "role") == "status"
    assert focused_cell(tab) == path[-1][0] * 4 + path[-1][1]  # focus stays on the board

    trace_by_keyboard(tab, 4, path)  # the same word again: the reason is told
    wait_until(tab, "document.querySelector('#announce').textContent.includes('already')")


def test_strands_board_is_a_grid_a_word_is_traced_on_by_keyboard(tab):
    visit(tab, "#strands", "strands")
    puzzle = final("strands", "decode", {"code": code_of(tab)})
    assert tab.locator("#grid[role=grid] > [role=row]").count() == puzzle["rows"]
    tab.focus("#grid [role=gridcell][tabindex='0']")
    spangram = puzzle["placements"][puzzle["spangram"]]
    trace_by_keyboard(tab, puzzle["cols"], spangram)
    wait_until(tab, "document.querySelectorAll('#found li').length === 1")
    assert tab.inner_text("#found li") == puzzle["spangram"].upper()
    assert tab.inner_text("#announce") == f"SPANGRAM! {puzzle['spangram'].upper()}"
    assert focused_cell(tab) == spangram[-1][0] * puzzle["cols"] + spangram[-1][1]
    label = tab.get_attribute(f"#grid [data-cell='{spangram[0][0] * puzzle['cols'] + spangram[0][1]}']", "aria-label")
    assert label.endswith("in the spangram")


def test_enter_on_a_focused_letter_boxed_button_activates_that_button(tab):
    visit(tab, "#letterboxed", "letterboxed")
    sides = final("letterboxed", "decode", {"code": code_of(tab)})["sides"]
    tab.keyboard.type(sides[0][0] + sides[1][0] + sides[2][0])
    assert tab.inner_text("#current") == (sides[0][0] + sides[1][0] + sides[2][0]).upper()
    tab.focus("#delete")
    tab.keyboard.press("Enter")  # deletes a letter; no word is submitted
    assert tab.inner_text("#current") == (sides[0][0] + sides[1][0]).upper()
    tab.focus("#restart")
    tab.keyboard.press("Enter")
    assert tab.inner_text("#current") == ""
    assert tab.locator("#chain li").count() == 0 and tab.inner_text("#message") == ""
    tab.evaluate("document.activeElement.blur()")
    tab.keyboard.type(sides[0][0] + sides[1][0])
    tab.keyboard.press("Enter")  # away from any button, Enter submits the word
    wait_until(tab, "document.querySelector('#message').textContent !== ''")
    assert tab.inner_text("#announce") == tab.inner_text("#message")


def test_tab_reaches_boggle_result_words_which_show_their_path(tab):
    end_round_on_plates(tab)
    assert tab.inner_text("#announce") == f"Beginner. 3 of {final('boggle', 'solve', {'code': PLATES})['everyday_score']} everyday points"
    tab.focus("#grid [role=gridcell][tabindex='0']")
    for _ in range(10):  # a few Tabs from the board: the first result word
        tab.keyboard.press("Tab")
        if tab.evaluate("document.activeElement.matches('.bg-length button.word')"):
            break
    word = tab.evaluate("document.activeElement.textContent")
    assert tab.evaluate("document.activeElement.matches('.bg-length button.word')"), word
    assert tab.evaluate("getComputedStyle(document.activeElement).outlineStyle") != "none"
    tab.keyboard.press("Enter")
    path = final("boggle", "solve", {"code": PLATES})["paths"][word]
    assert tab.locator("#grid .bg-cell.hint").count() == len(path)
    assert tab.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    assert tab.inner_text("#announce").startswith(word.upper())
    assert tab.locator("#trace polyline").count() == 1


def test_reduced_motion_has_no_transitions(tab):
    visit(tab, "#strands", "strands")
    try:
        tab.emulate_media(reduced_motion="reduce")
        durations = tab.evaluate("""() => [...document.querySelectorAll("#boot-fill, #hint-fill, button")]
            .map((node) => getComputedStyle(node).transitionDuration)""")
        assert set(durations) == {"0s"}
        tab.emulate_media(reduced_motion="no-preference")
        assert tab.evaluate("getComputedStyle(document.querySelector('#hint-fill')).transitionDuration") != "0s"
    finally:
        tab.emulate_media(reduced_motion="no-preference")


# -- a phone -----------------------------------------------------------------------------------
PHONE = {"viewport": {"width": 360, "height": 740}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}


@pytest.fixture(scope="module")
def phone(browser, site):
    """A 360x740 touch screen, Python booted once for the module's phone tests."""
    with shared_page(browser, site, **PHONE) as page:
        yield page


@pytest.fixture(scope="module")
def nb_phone(browser, site):
    """The same phone in Norwegian Bokmål, whose words run longer."""
    with shared_page(browser, site, locale="nb-NO", **PHONE) as page:
        yield page


SMALL_TARGETS = """() => [...document.querySelectorAll(
        "button, select, input:not([type=hidden]):not([type=radio]), [role=gridcell], #board g[data-letter], .game-card")]
    .filter((node) => node.checkVisibility() && !node.closest("[inert]"))
    .map((node) => [node.id || node.dataset.cell || node.dataset.letter || node.textContent.trim().slice(0, 20),
                    node.getBoundingClientRect()])
    .filter(([, box]) => box.height < 44 - 0.5 || box.width < 44 - 0.5)
    .map(([name, box]) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`)"""


@pytest.mark.parametrize("language", ["en", "nb"])
@pytest.mark.parametrize("name", VIEWS)
def test_every_view_fits_a_phone_with_44px_targets(request, name, language):
    phone = request.getfixturevalue({"en": "phone", "nb": "nb_phone"}[language])  # Bokmål words run longer
    show(phone, name)
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    assert phone.evaluate(SMALL_TARGETS) == []


def test_the_header_keeps_the_date_on_one_line(phone):
    visit(phone, "#boggle", "boggle")
    box = phone.locator("#puzzle-label").bounding_box()
    line = phone.evaluate("parseFloat(getComputedStyle(document.querySelector('#puzzle-label')).lineHeight) || 0")
    assert phone.inner_text("#puzzle-label").startswith("Daily #")
    assert box["height"] < 2 * max(line, 18)  # one line
    assert box["x"] + box["width"] <= 360


def tap_cells(page, grid_box, rows, cols, path) -> None:
    width, height = grid_box["width"] / cols, grid_box["height"] / rows
    for row, col in [*path, path[-1]]:  # the last one again submits
        page.touchscreen.tap(grid_box["x"] + width * (col + 0.5), grid_box["y"] + height * (row + 0.5))


def test_tracing_by_touch(phone):
    visit(phone, f"#boggle/p/{PLATES}", "boggle", PLATES)
    phone.tap("#start")
    phone.evaluate("""() => { window.pointerTypes = [];
        document.addEventListener("pointerdown", (event) => window.pointerTypes.push(event.pointerType)); }""")
    phone.locator("#grid").scroll_into_view_if_needed()
    path = final("boggle", "solve", {"code": PLATES})["paths"]["plates"]
    tap_cells(phone, phone.locator("#grid").bounding_box(), 4, 4, path)
    wait_until(phone, "document.querySelectorAll('#found li').length === 1")
    # the text, not its rendering: once a slow machine's round is over the list is hidden, and
    # innerText then ignores the style that shows it in capitals
    assert phone.locator("#found li").all_text_contents() == ["plates 3"]
    assert phone.evaluate("window.pointerTypes") == ["touch"] * (len(path) + 1)  # taps, not clicks

    visit(phone, "#strands", "strands")
    puzzle = final("strands", "decode", {"code": code_of(phone)})
    phone.locator("#grid").scroll_into_view_if_needed()
    word = puzzle["words"][0]
    tap_cells(phone, phone.locator("#grid").bounding_box(), puzzle["rows"], puzzle["cols"],
              puzzle["placements"][word])
    wait_until(phone, "document.querySelectorAll('#found li').length === 1")
    assert phone.inner_text("#found li") == word.upper()
