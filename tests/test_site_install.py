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
from conftest import open_site, ready, visit

pytestmark = pytest.mark.browser

DIST = build.DIST


def png_size(path) -> tuple[int, int]:
    """Width and height from a PNG's header (its IHDR chunk comes first)."""
    head = path.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR", f"{path} is not a PNG"
    return struct.unpack(">II", head[16:24])


class Head(HTMLParser):
    """The <link> and <meta> elements of index.html, as attribute dicts."""

    def __init__(self):
        super().__init__()
        self.links, self.metas = [], []

    def handle_starttag(self, tag, attrs):
        if tag == "link":
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
    assert (build.ROOT / "web" / "icons" / "icon.svg").is_file()
    assert not list((build.ROOT / "web").rglob("*.png"))
    sw = (DIST / "sw.js").read_text()
    for path in [icon["src"] for icon in manifest()["icons"]] + [link("apple-touch-icon")["href"], "manifest.webmanifest"]:
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
