"""The daily habit (issue #13, parts 5-7) in headless Chromium: the site installs (its web
manifest, its icons rendered from one SVG), follows the system's dark mode or the player's
choice, has a colour-blind-safe palette, and explains each game the first time it opens."""

from __future__ import annotations

import json
import re
import struct
import threading
import urllib.request
from html.parser import HTMLParser

import pytest

import build
from conftest import code_of, final, open_site, ready, visit
from test_site_strands import drag  # the page's own gestures, as the Strands tests trace them
from waiting import wait_until

pytestmark = pytest.mark.browser

DIST = build.DIST


def png_size(path) -> tuple[int, int]:
    """Width and height from a PNG's header (its IHDR chunk comes first)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


class Head(HTMLParser):
    """The <link>, <meta> and <script> elements of index.html, as attribute dicts."""

    def __init__(self):
        super().__init__()
        self.links, self.metas, self.scripts = [], [], []

    def handle_starttag(self, tag, attrs):
        if tag == "script":
            self.scripts.append(dict(attrs))
        elif tag == "link":
            self.links.append(dict(attrs))
        elif tag == "meta":
            self.metas.append(dict(attrs))


def head() -> Head:
    parser = Head()
    parser.feed((DIST / "index.html").read_text(encoding="utf-8"))
    return parser


def link(rel: str) -> dict:
    found = [attrs for attrs in head().links if attrs.get("rel") == rel]
    assert len(found) == 1, f"one <link rel={rel}> expected, found {found}"
    return found[0]


# -- installable --------------------------------------------------------------------------
def manifest() -> dict:
    return json.loads((DIST / link("manifest")["href"]).read_text(encoding="utf-8"))


def test_the_manifest_has_what_an_install_needs():
    data = manifest()
    assert data["name"] == "wordgames"
    assert data["short_name"] and len(data["short_name"]) <= 12
    assert data["description"]
    assert data["display"] == "standalone"
    for field in ("start_url", "scope"):  # relative, so the site installs under any path
        assert data[field] == "./", (field, data[field])
    assert "id" not in data or not data["id"].startswith(("/", ".")), "an id would resolve against the origin"
    for field in ("theme_color", "background_color"):
        assert re.fullmatch(r"#[0-9a-f]{6}", data[field]), (field, data[field])
    purposes = {purpose for icon in data["icons"] for purpose in icon.get("purpose", "any").split()}
    assert purposes >= {"any", "maskable"}
    assert {icon["sizes"] for icon in data["icons"]} >= {"192x192", "512x512"}
    for shortcut in data.get("shortcuts", []):
        assert shortcut["url"].startswith("./#"), shortcut


def test_every_icon_is_a_png_of_its_listed_size():
    for icon in manifest()["icons"]:
        path = DIST / icon["src"]
        assert not icon["src"].startswith(("/", "http")) and path.is_file(), icon
        assert icon["type"] == "image/png"
        width, height = map(int, icon["sizes"].split("x"))
        assert png_size(path) == (width, height), icon
    apple = DIST / link("apple-touch-icon")["href"]
    assert png_size(apple) == (180, 180)
    # All of them made at build time from the one source, and cached for offline play.
    assert (build.ROOT / "tools" / "icon.svg").is_file()  # a build input, not served
    assert not list((build.ROOT / "web").rglob("*.png"))
    sw = (DIST / "sw.js").read_text()
    listed = [icon["src"] for icon in manifest()["icons"]] + [link("apple-touch-icon")["href"], "manifest.webmanifest"]
    for path in listed:
        assert f'"{path}"' in sw, path


def test_the_head_links_the_manifest_icons_and_theme_colours(site):
    metas = head().metas
    colours = {meta.get("media"): meta["content"] for meta in metas if meta.get("name") == "theme-color"}
    assert set(colours) == {"(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"}
    assert colours["(prefers-color-scheme: light)"] != colours["(prefers-color-scheme: dark)"]
    for rel in ("manifest", "apple-touch-icon"):
        with urllib.request.urlopen(site + link(rel)["href"]) as response:  # the local test server
            assert response.status == 200
            if rel == "manifest":
                assert response.headers["Content-Type"] == "application/manifest+json"
                json.loads(response.read())


@pytest.fixture(scope="module")
def subpath_site():
    """dist/ under /wordgames/, as a GitHub Pages project site."""
    server = build.Server(prefix="/wordgames/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/wordgames/"
    server.shutdown()


def test_chromium_reads_the_manifest_under_a_subpath(browser, subpath_site):
    context = browser.new_context(service_workers="block")
    try:
        page = open_site(context, subpath_site, "home")
        cdp = context.new_cdp_session(page)
        found = cdp.send("Page.getAppManifest")
        assert found["url"] == f"{subpath_site}manifest.webmanifest"
        assert found["errors"] == []
        parsed = found["manifest"]
        assert parsed["startUrl"] == subpath_site and parsed["scope"] == subpath_site
        assert parsed["id"] == subpath_site  # its own app, not every app of the origin
        assert [icon["url"] for icon in parsed["icons"]] == [
            f"{subpath_site}{icon['src']}" for icon in manifest()["icons"]]
        # Nothing stops an install but this test browser's incognito profile.
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert {error["errorId"] for error in errors} <= {"in-incognito"}, errors
    finally:
        context.close()


# -- dark mode, the player's choice and the palette --------------------------------------
# The WCAG relative luminance and contrast ratio of computed colours, in the page.
CONTRAST_JS = """
window.luminance = (colour) => {
    const [r, g, b] = colour.match(/[\\d.]+/g).slice(0, 3).map((v) => Number(v) / 255)
        .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
window.contrast = (a, b) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
};
"""

# Text colour / what it sits on, as theme.css pairs them.
PAIRS = [("--ink", "--paper"), ("--ink", "--card"), ("--muted", "--paper"), ("--muted", "--card"),
         ("--good", "--paper"), ("--good", "--card"), ("--bad", "--paper"), ("--bad", "--card"),
         ("--accent-text", "--card"), ("--on-state", "--blue"), ("--on-state", "--yellow"),
         ("--ink", "--trace-bg"), ("--ink", "--line"), ("--on-selected", "--selected"),
         ("--on-good", "--good-bg"), ("--card", "--ink"), ("--banner-ink", "--banner-bg")]


def page_colours(page) -> dict:
    """The page's background (the root's, which paints the canvas) and its text colour."""
    return page.evaluate("""() => ({
        background: getComputedStyle(document.documentElement).backgroundColor,
        text: getComputedStyle(document.body).color,
        bodyBackground: getComputedStyle(document.body).backgroundColor,
    })""")


def is_dark(page) -> bool:
    colours = page_colours(page)
    background, text = (page.evaluate("(c) => luminance(c)", colours[key]) for key in ("background", "text"))
    assert colours["bodyBackground"] in ("rgba(0, 0, 0, 0)", colours["background"])  # the body shows the root's
    assert (background < 0.05 and text > 0.7) or (background > 0.85 and text < 0.05), colours
    return background < 0.05


def choose(page, name: str, value: str) -> None:
    """Make a choice in the Settings dialog of the header, and close it."""
    page.click("#settings-button")
    page.check(f"#settings input[name={name}][value={value}]")
    page.click("#settings-close")
    assert page.is_hidden("#settings")


@pytest.fixture
def dark_context(browser):
    context = browser.new_context(service_workers="block", color_scheme="dark")
    context.add_init_script(CONTRAST_JS)
    yield context
    context.close()


def test_dark_mode_follows_the_system_and_the_players_choice(dark_context, site):
    page = open_site(dark_context, site, "home")
    assert is_dark(page)
    assert page.get_attribute("html", "data-theme") == "auto"
    page.emulate_media(color_scheme="light")
    assert not is_dark(page)
    page.emulate_media(color_scheme="dark")
    assert is_dark(page)

    choose(page, "theme", "light")  # overrides the system, and survives a reload
    assert not is_dark(page)
    page.reload()
    ready(page, "home")
    assert not is_dark(page)
    assert page.get_attribute("html", "data-theme") == "light"
    theme_colours = page.eval_on_selector_all("meta[name=theme-color]", "(metas) => metas.map((m) => m.content)")
    assert theme_colours == ["#ffffff", "#ffffff"]  # the browser's frame follows the choice too
    page.click("#settings-button")
    assert page.is_checked("#settings input[name=theme][value=light]")
    page.keyboard.press("Escape")
    assert page.is_hidden("#settings")

    page.emulate_media(color_scheme="light")
    choose(page, "theme", "dark")
    assert is_dark(page)
    page.reload()
    ready(page, "home")
    assert is_dark(page)
    choose(page, "theme", "auto")  # the system again
    assert not is_dark(page)


def test_the_first_paint_has_the_chosen_theme(dark_context, site):
    """A page that chose Light in a dark system paints light from its first paint: settings.js
    is render-blocking (so the choice is applied before any paint in every browser that
    knows blocking="render"), not applied once the view mounts."""
    settings = [attrs for attrs in head().scripts if attrs.get("src") == "app/js/settings.js"]
    assert settings == [{"type": "module", "src": "app/js/settings.js", "blocking": "render"}]
    page = open_site(dark_context, site, "home")
    choose(page, "theme", "light")
    dark_context.add_init_script("""
        window.firstPaint = null;
        new PerformanceObserver((list) => {
            if (window.firstPaint === null && list.getEntries().length)
                window.firstPaint = getComputedStyle(document.documentElement).backgroundColor;
        }).observe({ type: "paint", buffered: true });
    """)
    page.reload()
    ready(page, "home")
    wait_until(page, "window.firstPaint !== null")
    assert page.evaluate("luminance(window.firstPaint)") > 0.85


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("palette", ["standard", "contrast"])
def test_text_keeps_aa_contrast(dark_context, site, scheme, palette):
    page = open_site(dark_context, site, "home")
    page.emulate_media(color_scheme=scheme)
    choose(page, "palette", palette)
    low = page.evaluate("""(pairs) => pairs.map(([ink, ground]) => {
        const probe = document.createElement("span");
        probe.style.color = `var(${ink})`;
        probe.style.backgroundColor = `var(${ground})`;
        document.body.append(probe);
        const style = getComputedStyle(probe);
        const ratio = contrast(style.color, style.backgroundColor);
        probe.remove();
        return [ink, ground, Math.round(ratio * 100) / 100];
    }).filter(([, , ratio]) => ratio < 4.5)""", PAIRS)
    assert low == [], f"{scheme}, {palette}: text below 4.5:1"
    # And every text the home view and its dialogs show, against what it sits on.
    page.click("#settings-button")
    low = page.evaluate("""() => {
        const ground = (node) => {
            for (; node; node = node.parentElement) {
                const colour = getComputedStyle(node).backgroundColor;
                if (!/rgba\\(.*, 0\\)$/.test(colour)) return colour;
            }
            return getComputedStyle(document.documentElement).backgroundColor;
        };
        return [...document.querySelectorAll("body *")].filter((node) =>
            node.checkVisibility() && !(node instanceof SVGElement) && !node.disabled &&
            [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent.trim()))
          .map((node) => [node.id || node.className || node.tagName,
                          contrast(getComputedStyle(node).color, ground(node))])
          .filter(([, ratio]) => ratio < 4.5);
    }""")
    assert low == [], f"{scheme}, {palette}: text below 4.5:1"


def test_the_palette_changes_a_found_words_colour(tab):
    tab.evaluate(CONTRAST_JS + "undefined")
    visit(tab, "#strands", "strands")
    puzzle = final("strands", "decode", {"code": code_of(tab)})
    word = puzzle["words"][0]
    drag(tab, puzzle, puzzle["placements"][word])
    wait_until(tab, "document.querySelectorAll('#found li').length === 1")
    row, col = puzzle["placements"][word][0]

    def found_colours():
        return tab.evaluate("""(cell) => {
            const chip = getComputedStyle(document.querySelector("#found li"));
            const first = getComputedStyle(document.querySelector(`#grid [data-cell='${cell}']`));
            return [chip.backgroundColor, first.backgroundColor, contrast(chip.color, chip.backgroundColor)];
        }""", row * puzzle["cols"] + col)

    try:
        standard = found_colours()
        choose(tab, "palette", "contrast")
        assert tab.get_attribute("html", "data-palette") == "contrast"
        contrast = found_colours()
        assert contrast[0] != standard[0] and contrast[1] != standard[1], (standard, contrast)
        assert contrast[0] == contrast[1]  # the cells and the list say it alike
        assert tab.inner_text("#message") == word.upper()  # its tick is drawn by CSS, not text
        assert tab.inner_text("#found li") == word.upper()
        assert min(standard[2], contrast[2]) >= 4.5
        choose(tab, "palette", "standard")
        assert found_colours() == standard
    finally:
        tab.evaluate("() => localStorage.removeItem('wordgames/settings/palette')")


# -- how to play --------------------------------------------------------------------------
#: Whether How to play is open, asked once a first visit's would be: it opens once the view is painted,
#: in a task of its own (help.js, site.js's afterPaint), and this asks in a task queued after that one.
HELP_OPEN = """() => new Promise((answer) => requestAnimationFrame(() => setTimeout(() =>
  answer(document.querySelector("#help")?.matches(":modal") ?? false))))"""


def help_open(page) -> bool:
    return page.evaluate(HELP_OPEN)


#: The test's own record of whether How to play was open when the view became ready (<main data-ready>).
OPEN_AT_READY = """new MutationObserver((changes, observer) => {
  if (!document.querySelector("#view[data-ready]")) return;
  window.helpOpenAtReady = document.querySelector("#help")?.open ?? false;
  observer.disconnect();
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });"""


def test_how_to_play_opens_on_a_first_visit_only(browser, site):
    context = browser.new_context(service_workers="block", help_seen=False)
    errors = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.add_init_script(OPEN_AT_READY)
        page.goto(f"{site}#unboggle")
        ready(page, "unboggle")  # the view is ready behind the dialog: it does not wait for it
        assert page.evaluate("window.helpOpenAtReady") is False  # the view is painted before the dialog opens
        page.wait_for_selector("#help[open]")
        assert help_open(page)
        assert page.inner_text("#help h2") == "How Unboggle works"
        assert page.locator("#help svg").count() == 1 and 3 <= page.locator("#help li").count() <= 5
        page.keyboard.press("Escape")
        assert not help_open(page)

        page.evaluate("location.hash = ''")
        ready(page, "home")
        assert page.is_hidden("#help-button")  # no help on the home view
        page.evaluate("location.hash = '#unboggle'")
        ready(page, "unboggle")  # the second visit: no dialog
        assert not help_open(page)
        page.reload()
        ready(page, "unboggle")
        assert not help_open(page)

        page.click("#help-button")  # from the header, at any time
        assert help_open(page) and page.inner_text("#help h2") == "How Unboggle works"
        page.click("#help-close")
        assert not help_open(page)

        page.evaluate("location.hash = '#strands/create'")  # the creator shares Strands' help
        ready(page, "strands-create")
        page.wait_for_selector("#help[open]")
        assert page.inner_text("#help h2") == "How to play Strands"
        page.evaluate("location.hash = ''")  # leaving the view closes its help
        ready(page, "home")
        assert not help_open(page)
        page.evaluate("location.hash = '#strands/create'")
        ready(page, "strands-create")
        assert not help_open(page)
        page.click("#help-button")
        assert page.inner_text("#help h2") == "How to play Strands"
        page.click("#help-close")
    finally:
        context.close()
    assert not errors, errors


def test_the_documented_flag_skips_every_first_visit_help(browser, site):
    context = browser.new_context(service_workers="block", help_seen=False)
    context.add_init_script("localStorage.setItem('wordgames/help/seen', 'true')")
    try:
        page = open_site(context, f"{site}#unboggle", "unboggle")
        assert not help_open(page) and page.is_visible("#help-button")
    finally:
        context.close()
