"""Shared fixtures: built lexicons, a small word list, and the run-to-result helper."""

from __future__ import annotations

import contextlib
import datetime
import os
import sys
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
#: The tests, by what they exercise (CONTRIBUTING, "What the tests cover"). A test may use another
#: group's helpers (the site's tests read the catalogues as tests/engine/test_messages.py does), so
#: every group's folder is on the path, whichever group pytest is asked to run.
GROUPS = ("engine", "pyodide", "tooling", "site", "js", "browsers")
sys.path[1:1] = [str(ROOT / "tests" / group) for group in GROUPS]

import build  # noqa: E402  (compiles the lexicons if they are missing or stale)

build.lexicon()

from wordgames.games import run  # noqa: E402
from wordgames.lexicon import load  # noqa: E402

ENABLE = ROOT / "tests" / "data" / "enable2k.txt"  # public domain; see tests/data/README.md

# Property tests never fail on time: a busy machine (two cores shared with a browser)
# makes any deadline flaky.  Under CI (CI=true, as .ci/run runs) the examples are also
# derandomized, so a run fails or passes the same way every time; elsewhere Hypothesis
# explores anew each run.  HYPOTHESIS_PROFILE=dev or =ci picks one by hand.
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("ci", settings.get_profile("dev"), derandomize=True, database=None, print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev"))


def final(game: str, action: str, params: dict) -> dict:
    """Run an action to the end and return its last event (``result`` or ``error``)."""
    events = list(run(game, action, params))
    assert events, "an action must yield at least one event"
    assert events[-1]["type"] in ("result", "error")
    assert all(e["type"] not in ("result", "error") for e in events[:-1])
    return events[-1]


@pytest.fixture(scope="session")
def en():
    return load("en")


@pytest.fixture(scope="session")
def nb():
    return load("nb")


# -- the day the tests play ---------------------------------------------------------------
#: Every browser page's clock reads this day (10:00 local, and runs on), whatever the machine's
#: date, so each test meets the same dailies on any day. Engine tests name their dates too.
#: A Monday (par 2) whose Bokmål boards all hold æ, ø or å. ``build.py test`` runs the tests
#: marked ``daily`` again on build.OTHER_TEST_DAYS, by setting WORDGAMES_TEST_DAY.
TEST_DAY = datetime.date.fromisoformat(os.environ.get("WORDGAMES_TEST_DAY") or build.TEST_DAY)
TEST_TIME = datetime.datetime.combine(TEST_DAY, datetime.time(10, 0))


def pinned_day() -> str:
    """The day the browser tests play, as the page writes it (YYYY-MM-DD)."""
    return TEST_DAY.isoformat()


def pin_clock(context, when: datetime.datetime = TEST_TIME):
    """Set the clock of every page of ``context`` to ``when`` (it runs on from there)."""
    context.clock.install(time=when)
    return context


# -- the built site in Chromium (browser tests) ----------------------------------------
# The site is one document (index.html): a view per game under <main id="view">, which
# carries data-view=NAME, data-ready once the view is interactive and data-code, the share
# code of the puzzle shown. Tests wait on those and on what the page shows, never on sleeps.
BOOT_MS = 90_000


def ready(page, view: str, code: str | None = None, timeout: int = BOOT_MS) -> None:
    """Wait until main shows ``view``, interactive, with the puzzle ``code`` when given."""
    selector = f"main[data-view='{view}'][data-ready]" + (f"[data-code='{code}']" if code else "")
    page.wait_for_selector(selector, state="attached", timeout=timeout)


def code_of(page) -> str | None:
    """The share code of the puzzle the view shows."""
    return page.get_attribute("main", "data-code")


def open_site(context, url: str, view: str, code: str | None = None):
    """A new page of ``context`` at ``url``, once ``view`` is interactive (Python boots)."""
    page = context.new_page()
    page.goto(url)
    ready(page, view, code)
    return page


FORGET_PROGRESS = """() => Object.keys(localStorage).filter((key) => key.includes("/progress/"))
    .forEach((key) => localStorage.removeItem(key))"""


def visit(page, route: str, view: str, code: str | None = None, keep_progress: bool = False) -> None:
    """Follow ``route`` (a hash) in the open page by way of the home view, so the view mounts
    afresh (the last one's jobs and timers stopped) even when the route is the one shown;
    progress saved in the browser is forgotten first unless ``keep_progress``."""
    page.evaluate("""() => {
        document.querySelectorAll("dialog[open]").forEach((dialog) => dialog.close());
        location.hash = "";
    }""")
    ready(page, "home")
    if not keep_progress:
        page.evaluate(FORGET_PROGRESS)
    page.evaluate("(route) => { location.hash = route; }", route)
    ready(page, view, code)


@pytest.fixture(scope="session")
def site():
    if not (build.DIST / build.APP / "wheels" / "lock.json").exists():
        pytest.fail("run `python build.py` first: the browser tests need dist/")
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


# The first visit to a game's view opens its "How to play" dialog; the page skips it when
# localStorage holds wordgames/help/seen = true (documented in README), as every browser
# context of the tests does unless it asks for a first visit with help_seen=False.
SKIP_HELP = """try { localStorage.setItem("wordgames/help/seen", "true"); } catch {}"""


def record_policy_violations(context) -> None:
    """Keep in ``context.csp_violations`` every securitypolicyviolation of its pages."""
    context.csp_violations = []
    context.expose_function("reportPolicyViolation", lambda text: context.csp_violations.append(text))
    context.add_init_script("""document.addEventListener("securitypolicyviolation", ({ violatedDirective,
        blockedURI, sourceFile, lineNumber }) =>
        window.reportPolicyViolation(`${violatedDirective} ${blockedURI} ${sourceFile}:${lineNumber}`));""")


class Browser:
    """Playwright's Browser, whose new contexts have seen every game's help and play TEST_DAY."""

    def __init__(self, browser):
        self._browser = browser

    def __getattr__(self, name):
        return getattr(self._browser, name)

    def new_context(self, *, help_seen: bool = True, clock: datetime.datetime | None = TEST_TIME,
                    bypass_csp: bool = False, **options):
        """A context whose pages' clocks read ``clock`` (TEST_TIME; None leaves the real one).

        Its pages run under the site's Content-Security-Policy, as a player's do, and
        ``context.csp_violations`` lists what the policy refused (tests/site/test_site_csp.py).
        Only a test that injects a tool into the page (axe) passes ``bypass_csp``; tests wait
        with ``waiting.wait_until``, since the policy refuses Playwright's wait_for_function."""
        context = self._browser.new_context(bypass_csp=bypass_csp, **options)
        record_policy_violations(context)
        if clock is not None:
            pin_clock(context, clock)
        if help_seen:
            context.add_init_script(SKIP_HELP)
        return context


def chromium_options() -> dict:
    """How the tests launch Chromium: Debian's where it is installed, else Playwright's own."""
    options = {"args": build.CHROMIUM_ARGS}
    if build.CHROMIUM.exists():
        options["executable_path"] = str(build.CHROMIUM)
    return options


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_options())
        yield Browser(browser)
        browser.close()


@pytest.fixture
def context(browser):
    """A fresh browser context (empty cache and storage): its first page boots Python."""
    context = browser.new_context(service_workers="block")
    yield context
    context.close()


def tamper_with_the_wheel(context) -> None:
    """Serve the context's pages an engine wheel with one byte flipped (its sha256 no longer matches)."""
    def corrupt(route):
        body = bytearray(route.fetch().body())
        body[100] ^= 0xFF
        route.fulfill(body=bytes(body), content_type="application/zip")

    context.route("**/wheels/*.whl", corrupt)


@contextlib.contextmanager
def shared_page(browser, site, **options):
    """One page of a new context (``options`` as Playwright's) at home, Python booted once,
    for a module's tests; uncaught errors in the page, or anything its policy refused, fail it
    at the end."""
    context = browser.new_context(service_workers="block", **options)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error) + " " + str(error.stack)))
    page.goto(site)
    ready(page, "home")
    yield page
    context.close()
    assert not errors, f"errors in the page: {errors}"
    assert not context.csp_violations, f"the policy refused: {context.csp_violations}"


@pytest.fixture(scope="module")
def tab(browser, site):
    """One page shared by a module's tests, so Python boots once: each test goes to its
    route with visit()."""
    with shared_page(browser, site) as page:
        yield page


#: From a click on a Cancel button until its status reads "Cancelled.", by the page's own clock: the
#: job's stream ends when the worker has stopped the search and said so.
CANCEL_LATENCY = """([statusSelector, cancelSelector]) => new Promise((resolve) => {
  const status = document.querySelector(statusSelector);
  let clicked = 0;
  new MutationObserver((records, observer) => {
    if (!status.textContent.startsWith("Cancelled.")) return;
    observer.disconnect();
    resolve(performance.now() - clicked);
  }).observe(status, { childList: true, characterData: true, subtree: true });
  clicked = performance.now();
  document.querySelector(cancelSelector).click();
})"""


def cancel_latency(tab, status: str, cancel: str) -> float:
    """Milliseconds, by the page's clock, from a click on ``cancel`` until ``status`` says it stopped."""
    return tab.evaluate(CANCEL_LATENCY, [status, cancel])
