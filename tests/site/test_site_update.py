"""A deploy reaching a returning player, in Chromium with the service worker on: two builds of
the site, the second with a view whose markup and module the first's scripts cannot run with,
served in turn from one address. A page runs one build at a time; the new build takes over on
the next visit once no page of the old one is open, or in a page left open at its next view
switch (with a game in progress there, when the player taps Reload); progress and statistics
come along, read through each record's version."""

from __future__ import annotations

import contextlib
import datetime
import functools
import json
import os
import re
import shutil
import threading
from pathlib import Path

import pytest

import build
from conftest import BOOT_MS, ROOT, SKIP_HELP, chromium_options, final, pin_clock, pinned_day, ready
from test_messages import NB
from waiting import wait_until

pytestmark = pytest.mark.browser

#: The second build's change: Letter Boxed's par line gets another id, in its markup and in its
#: module. The first build's module on the second's markup (or the reverse) fails at once.
SECOND = (("games/letterboxed/templates.html", 'id="par"', 'id="lb-par"'),
          ("games/letterboxed/view.js", '$("#par")', '$("#lb-par")'))

#: Every view of the shell and the route that opens it (the Lab has its own test).
VIEWS = {"home": "#", "letterboxed": "#letterboxed", "boggle": "#boggle", "unboggle": "#unboggle",
         "strands": "#strands", "strands-create": "#strands/create", "archive": "#archive", "gallery": "#gallery"}


@pytest.fixture(scope="module")
def builds(tmp_path_factory) -> tuple[Path, Path]:
    """Today's sources built, and built again with SECOND's change."""
    root = tmp_path_factory.mktemp("update")
    build.build(root / "first")
    pages = root / "pages"
    shutil.copytree(ROOT / "web", pages)
    for path, old, new in SECOND:
        text = (pages / path).read_text(encoding="utf-8")
        assert old in text
        (pages / path).write_text(text.replace(old, new), encoding="utf-8")
    build.build(root / "second", pages=pages)
    for path in (root / "second").rglob("*"):
        os.utime(path)  # later than the first's: http.server answers If-Modified-Since by whole seconds
    return root / "first", root / "second"


def name_of(site: Path) -> str:
    return re.search(r'<meta name="wordgames-build" content="([0-9a-f]+)">', (site / "index.html").read_text()).group(1)


class Host(build.Server):
    """build.Server serving the folder ``live`` links to; a deploy points the link at another build."""

    def __init__(self, live: Path) -> None:
        super().__init__(prefix="/site/")
        self.live = live
        self.RequestHandlerClass = functools.partial(build.Handler, directory=str(live))

    def deploy(self, site: Path) -> None:
        swap = self.live.with_name("swap")
        swap.symlink_to(site)
        os.replace(swap, self.live)


#: Run in a page outside the site's scope: once the registration's waiting worker is active,
#: body gets data-activated.
ACTIVATED = """(scope) => navigator.serviceWorker.getRegistration(scope).then((registration) => {
  const worker = registration.waiting;
  const done = () => { document.body.dataset.activated = ""; };
  if (!worker || worker.state === "activated") return done();
  worker.addEventListener("statechange", () => { if (worker.state === "activated") done(); });
})"""


def the_new_build_takes_over(context, url: str) -> None:
    """Wait, between two visits, for the browser to activate the waiting build, as it does once
    no page of the old one is open: watched from a page outside the site (the server's 404 at
    its root), which is no page of either build."""
    outside = context.new_page()
    outside.goto(url.removesuffix("site/"))
    outside.evaluate(ACTIVATED, url)
    outside.wait_for_selector("body[data-activated]", state="attached", timeout=BOOT_MS)
    outside.close()


def pack(site: Path, game: str, day: datetime.date) -> dict:
    return json.loads((site / build.APP / "daily" / "en" / game / f"{day}.json").read_text(encoding="utf-8"))


@contextlib.contextmanager
def returning_player(browser, site: Path, day: datetime.date, tmp_path: Path):
    """``site`` served at /site/ (a Host, to deploy others over it), and a player's browser
    profile, service worker on, its clock on ``day``: (host, url, context)."""
    live = tmp_path / "live"
    live.symlink_to(site)
    host = Host(live)
    threading.Thread(target=host.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{host.server_address[1]}/site/"
    context = browser.browser_type.launch_persistent_context(str(tmp_path / "profile"),
                                                             **chromium_options())
    try:
        pin_clock(context, datetime.datetime.combine(day, datetime.time(10)))
        context.add_init_script(SKIP_HELP)
        yield host, url, context
    finally:
        context.close()
        host.shutdown()


class Visit:
    """A page of the player's browser, its page errors collected."""

    def __init__(self, context, url: str, route: str) -> None:
        self.page = context.new_page()
        self.errors = []
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url + route)

    def go(self, view: str) -> None:
        self.page.evaluate("(route) => { location.hash = route; }", VIEWS[view])
        ready(self.page, view)

    def builds(self) -> tuple[str, str]:
        """The build of the document (its meta) and of its scripts (html[data-build])."""
        return (self.page.get_attribute("meta[name='wordgames-build']", "content"),
                self.page.get_attribute("html", "data-build"))

    def every_view(self) -> None:
        for view in VIEWS:
            self.go(view)
        assert not self.errors, self.errors


def test_a_deploy_reaches_a_returning_player_one_build_at_a_time(browser, builds, tmp_path):
    first, second = builds
    dates = sorted(path.stem for path in (first / build.APP / "daily" / "en" / "letterboxed").glob("*.json"))
    day = datetime.date.fromisoformat(dates[2])  # inside both builds' windows of packs
    chain = pack(first, "letterboxed", day)["puzzle"]["answer"]
    boggle_word = pack(first, "boggle", day)["judge"]["solve"]["words"][0]
    with returning_player(browser, first, day, tmp_path) as (host, url, context):
        # The first build: a Letter Boxed word, a Boggle word, the service worker installed.
        tab = Visit(context, url, "#letterboxed")
        ready(tab.page, "letterboxed")
        assert tab.builds() == (name_of(first), name_of(first))
        tab.page.keyboard.type(chain[0])
        tab.page.keyboard.press("Enter")
        tab.page.wait_for_selector("main[data-found='1']", state="attached")
        tab.go("boggle")
        tab.page.click("#start")
        wait_until(tab.page, "!document.querySelector('#type-word').disabled")
        tab.page.fill("#type-word", boggle_word)
        tab.page.press("#type-word", "Enter")
        tab.page.wait_for_selector("main[data-found='1']", state="attached")
        tab.page.evaluate("navigator.serviceWorker.ready.then(() => true)")

        host.deploy(second)
        # The tab left open keeps its build through game switches while no new build is installed.
        for view in ("strands", "boggle", "home", "letterboxed"):
            tab.go(view)
        assert tab.builds() == (name_of(first), name_of(first)) and not tab.errors, tab.errors

        # The next visit (the old tab still open): the cached build, while the new one installs.
        visit = Visit(context, url, "#letterboxed")
        ready(visit.page, "letterboxed")
        assert visit.builds() == (name_of(first), name_of(first))
        for page in (visit.page, tab.page):
            page.wait_for_selector("html[data-update='waiting']", state="attached", timeout=BOOT_MS)

        # The tab left open is in a game (a Letter Boxed word, not solved): a view switch keeps
        # its build and offers the new one, quietly, in a bar with Reload.
        assert tab.page.is_hidden("#update")
        tab.go("boggle")
        assert tab.builds() == (name_of(first), name_of(first))
        assert tab.page.inner_text("#update") == "A new version of the site is ready. Reload"
        tab.page.click("#update-reload")  # the new build takes over; the tab reloads into it, where it was
        tab.page.wait_for_selector(f"html[data-build='{name_of(second)}']", state="attached", timeout=BOOT_MS)
        ready(tab.page, "boggle")
        assert tab.builds() == (name_of(second), name_of(second)) and tab.page.is_hidden("#update")
        tab.page.wait_for_selector("main[data-found='1']", state="attached")  # the Boggle word kept

        # The other page of the old build sees the new build taken and offers it; in a game (the
        # Letter Boxed word) it keeps its build at a view switch, and with no game (the archive)
        # it moves to the new build at the next.
        visit.page.wait_for_selector("html[data-update='taken']", state="attached", timeout=BOOT_MS)
        assert visit.page.is_visible("#update")
        visit.go("archive")
        assert visit.builds() == (name_of(first), name_of(first)) and visit.page.is_visible("#update")
        visit.page.evaluate("location.hash = 'letterboxed'")
        visit.page.wait_for_selector(f"html[data-build='{name_of(second)}']", state="attached", timeout=BOOT_MS)
        ready(visit.page, "letterboxed")
        assert visit.builds() == (name_of(second), name_of(second))
        assert visit.page.locator("#chain li").all_inner_texts() == [chain[0].upper()]
        assert not tab.errors and not visit.errors, tab.errors + visit.errors
        tab.page.close()
        visit.page.close()
        the_new_build_takes_over(context, url)  # taken already: nothing waits

        # The visit after: the new build, whole, with the player's word, Boggle word and statistics.
        visit = Visit(context, url, "#letterboxed")
        ready(visit.page, "letterboxed")
        assert visit.builds() == (name_of(second), name_of(second))
        assert visit.page.locator("#chain li").all_inner_texts() == [chain[0].upper()]
        assert visit.page.is_visible("#lb-par")
        visit.page.click("#stats-button")
        visit.page.wait_for_selector("#stats-dialog[open]")
        assert visit.page.inner_text("#stat-played") == "1"
        visit.page.keyboard.press("Escape")
        visit.go("boggle")
        visit.page.wait_for_selector("main[data-found='1']", state="attached")
        visit.every_view()
        visit.page.close()

        # Offline after the update: the new build plays on.
        context.set_offline(True)
        visit = Visit(context, url, "#letterboxed")
        ready(visit.page, "letterboxed")
        assert visit.builds() == (name_of(second), name_of(second))
        visit.page.keyboard.type(chain[1][1:])
        visit.page.keyboard.press("Enter")
        visit.page.wait_for_selector("main[data-found='2']", state="attached")
        assert not visit.errors, visit.errors


#: Run in a page outside the site's scope: look for a new build as a visit does (the browser
#: fetches sw.js past the HTTP cache) and give the state its install ends in: "installed", or
#: "redundant" when it failed; "none" when sw.js is the active worker's.
INSTALL = """(scope) => navigator.serviceWorker.getRegistration(scope).then(async (registration) => {
  let found = registration.installing;
  registration.addEventListener("updatefound", () => { found = registration.installing; });
  await registration.update();
  const worker = found ?? registration.installing ?? registration.waiting;
  if (!worker) return "none";
  if (worker.state !== "installing") return worker.state === "redundant" ? "redundant" : "installed";
  return new Promise((resolve) => worker.addEventListener("statechange", () => {
    if (worker.state !== "installing") resolve(worker.state === "redundant" ? "redundant" : "installed");
  }));
})"""

#: The cache keys whose file is not the version (?v=) they are kept under.
MISKEPT = """() => caches.open("wordgames-files").then(async (cache) => {
  const miskept = [];
  for (const request of await cache.keys()) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await (await cache.match(request)).arrayBuffer()));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    if (!hex.startsWith(new URL(request.url).searchParams.get("v"))) miskept.push(request.url);
  }
  return miskept;
})"""


def install(context, url: str) -> tuple[str, list[str]]:
    """How the new build's install ends, and the cache keys holding another version than theirs,
    seen from a page outside the site (the server's 404 at its root), no page of either build."""
    outside = context.new_page()
    outside.goto(url.removesuffix("site/"))
    ended = outside.evaluate(INSTALL, url), outside.evaluate(MISKEPT)
    outside.close()
    return ended


def copy_deployed(site: Path, to: Path) -> Path:
    """A copy of ``site`` to deploy, its files stamped now: http.server answers If-Modified-Since
    by whole seconds, so each deploy's files must be later than any the browser holds."""
    shutil.copytree(site, to)
    for path in to.rglob("*"):
        os.utime(path)
    return to


def test_a_deploy_caught_half_done_is_never_installed(browser, builds, tmp_path):
    """The new build's sw.js is there but some files it lists are still the old build's, or not
    there yet: its install fails, the old worker stays in charge and every visit is the old build,
    whole; once the deploy is complete the new build installs and the next visit runs it."""
    first, second = builds
    dates = sorted(path.stem for path in (first / build.APP / "daily" / "en" / "letterboxed").glob("*.json"))
    day = datetime.date.fromisoformat(dates[2])
    word = pack(first, "letterboxed", day)["puzzle"]["answer"][0]

    def new_page_first(to: Path) -> None:  # the new sw.js and index.html over the old files
        for path in ("sw.js", "index.html"):
            shutil.copy(second / path, to / path)

    def one_missing(to: Path) -> None:  # the new files but one, not there yet
        (to / build.APP / "games" / "letterboxed" / "view.js").unlink()

    with returning_player(browser, first, day, tmp_path) as (host, url, context):
        visit = Visit(context, url, "#letterboxed")
        ready(visit.page, "letterboxed")
        visit.page.keyboard.type(word)
        visit.page.keyboard.press("Enter")
        visit.page.wait_for_selector("main[data-found='1']", state="attached")
        visit.page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        assert visit.builds() == (name_of(first), name_of(first)) and not visit.errors, visit.errors
        visit.page.close()

        for base, half_done in ((first, new_page_first), (second, one_missing)):
            half_done(copy_deployed(base, tmp_path / half_done.__name__))
            host.deploy(tmp_path / half_done.__name__)
            visit = Visit(context, url, "#letterboxed")
            ready(visit.page, "letterboxed")
            assert install(context, url) == ("redundant", [])  # failed, nothing kept under a wrong hash
            assert visit.builds() == (name_of(first), name_of(first))
            assert visit.page.locator("#chain li").all_inner_texts() == [word.upper()]
            visit.every_view()
            assert visit.page.get_attribute("html", "data-update") is None  # no build waiting
            assert visit.builds() == (name_of(first), name_of(first))
            visit.page.close()

        # The deploy complete: the new build installs, and the next visit once no page of the
        # old one is open runs it. (The browser may look for it between two visits, when no page
        # is open, and install it then: the next visit is then already the new build, whole.)
        host.deploy(copy_deployed(second, tmp_path / "whole"))
        visit = Visit(context, url, "#letterboxed")
        ready(visit.page, "letterboxed")
        if visit.builds() == (name_of(first), name_of(first)):
            visit.page.wait_for_selector("html[data-update='waiting']", state="attached", timeout=BOOT_MS)
            assert not visit.errors, visit.errors
            visit.page.close()
            the_new_build_takes_over(context, url)
            visit = Visit(context, url, "#letterboxed")
        ready(visit.page, "letterboxed")
        assert visit.builds() == (name_of(second), name_of(second))
        assert visit.page.locator("#chain li").all_inner_texts() == [word.upper()]
        visit.every_view()
        assert visit.builds() == (name_of(second), name_of(second))
        visit.page.close()


def test_saved_records_of_the_first_shape_are_read_and_one_that_cannot_be_is_set_aside(browser, site):
    """Records as every build before versions wrote them (version 1, no version on them) are read;
    one that is not JSON is set aside with a message in the player's language and the view comes
    up without it; one a newer build wrote is left alone; what is saved now carries its version."""
    day = pinned_day()
    letterboxed = final("letterboxed", "generate", {"daily": day, "lang": "en"})
    boggle = final("boggle", "generate", {"daily": day, "lang": "en"})
    word = letterboxed["answer"][0]
    version_one = {  # key: the stored text, exactly as the builds before versions wrote it
        "settings/language": '"nb"',
        "letterboxed/lang": '"en"',
        "boggle/lang": '"en"',
        f"letterboxed/progress/{letterboxed['code']}": json.dumps(
            {"played": [word], "current": word[-1], "solved": False, "revealed": False}),
        "stats": json.dumps({"version": 1, "records": {f"letterboxed/en/{day}": {
            "on": day, "solved": False, "revealed": False, "words": 1, "par": letterboxed["par"]}}}),
    }
    unreadable = {f"boggle/progress/{boggle['code']}": '{"found": [{"word": "'}
    newer = {"archive/lang": json.dumps({"version": 99, "value": {"lang": "en"}})}
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{site}#archive")
        ready(page, "archive")
        page.evaluate("""(records) => Object.entries(records)
            .forEach(([key, text]) => localStorage.setItem(`wordgames/${key}`, text))""",
                      {**version_one, **unreadable, **newer})
        page.goto(f"{site}index.html?again#letterboxed")
        ready(page, "letterboxed", letterboxed["code"])
        assert page.get_attribute("html", "lang") == "nb"
        assert page.locator("#chain li").all_inner_texts() == [word.upper()]
        page.click("#stats-button")
        page.wait_for_selector("#stats-dialog[open]")
        assert page.inner_text("#stat-played") == "1"
        page.keyboard.press("Escape")
        assert page.query_selector("#set-aside") is None

        page.evaluate("location.hash = 'boggle'")
        ready(page, "boggle", boggle["code"])
        assert page.inner_text("#set-aside").startswith(NB["store.set_aside"])
        stored = page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
            .map((key) => [key, localStorage.getItem(key)]))""")
        kept = {key: text for key, text in stored.items() if key.startswith("wordgames-set-aside/")}
        assert [(key.split("/", 2)[2], text) for key, text in kept.items()] == list(unreadable.items())
        assert f"wordgames/boggle/progress/{boggle['code']}" not in stored

        page.evaluate("location.hash = 'archive'")
        ready(page, "archive")
        page.select_option("#archive-lang", "nb")
        stored = page.evaluate("(key) => localStorage.getItem(key)", "wordgames/archive/lang")
        assert stored == newer["archive/lang"]  # a newer build's record: never overwritten
        page.evaluate("location.hash = 'letterboxed'")
        ready(page, "letterboxed", letterboxed["code"])
        page.keyboard.type(letterboxed["answer"][1][1:])
        page.keyboard.press("Enter")
        page.wait_for_selector("main[data-found='2']", state="attached")
        saved = json.loads(page.evaluate("(key) => localStorage.getItem(key)",
                                         f"wordgames/letterboxed/progress/{letterboxed['code']}"))
        assert saved["version"] == 1 and saved["value"]["played"] == [word, letterboxed["answer"][1]]
        assert not errors, errors
    finally:
        context.close()


#: What a build keeps at the site's root: its documents, the service worker and the web app
#: manifest. Service workers of builds before issue #31 served their own copy of every other file
#: they listed, and they listed nothing under app/ (build.APP).
ROOT_FILES = {"", "index.html", "lab.html", "sw.js", "manifest.webmanifest"}


def test_a_page_loads_nothing_an_older_build_could_serve_it_but_its_documents(browser, site):
    """Every view, the engine booted: each file the page asks of the site is under app/, or one of
    ROOT_FILES, whose answers never come from an older build's cache (a worker before #31 fetched
    pages from the network; sw.js and the manifest the browser checks itself)."""
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        asked = []
        page.on("request", lambda request: asked.append(request.url))
        page.goto(site)
        for view, route in VIEWS.items():
            page.evaluate("(route) => { location.hash = route; }", route)
            ready(page, view)
        page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=BOOT_MS)
    finally:
        context.close()
    paths = {url.removeprefix(site).split("?")[0].split("#")[0] for url in asked if url.startswith(site)}
    assert {f"{build.APP}/js/shell.js", f"{build.APP}/wheels/lock.json"} <= paths
    assert sorted(path for path in paths if path not in ROOT_FILES and not path.startswith(f"{build.APP}/")) == []
