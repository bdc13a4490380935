"""The English dailies on a phone's link: a first visit, the same day again, and the next day.

A local server gives dist/ the network of Lighthouse's mobile profile: 1.6 Mbit/s for the
whole connection (every response takes its turn on one token bucket), 150 ms before each
response, and gzip where GitHub Pages gzips (text types and WebAssembly, when the browser
accepts gzip; see benchmarks/README.md), with GitHub Pages' ``Cache-Control: max-age=600``.
It counts the bytes it sends, headers included. Chromium runs on a persistent profile, so the
HTTP cache and the service worker work as for a real player; the page's clock is pinned to
DAY (never the real date), and the next-day visit moves it a day.

For the Letter Boxed, Boggle and Strands dailies, each run takes a new profile through three
visits: the first; the same day again; the next day. Before each return visit the HTTP cache
is emptied (its ten minutes are over by then; the service worker's cache stays). Each visit
measures, by the browser's own clock from navigation start (a MutationObserver added to the
page marks each moment), with the bytes moved by then:

* letters on screen: the board drawn (Boggle's timed daily shows it face down until Start);
* view ready: ``<main data-ready>``;
* engine ready: ``<html data-engine="ready">``; on a build that never sets it, the moment the
  first word was judged stands in (marked *); "n/a" when it did not come within the timeout;
* first word accepted: a word of the day played the moment the board shows (typed in Letter
  Boxed, typed after Start in Boggle, tapped in Strands), until the page counts it
  (``<main data-found>``, or the words listed where the page has no such attribute). The
  lines of each run also give the first input, when the benchmark's first key or tap landed.
  The player starts in the task in which the page's letters appear (a promise of the same
  MutationObserver), not at a poll of Playwright's: its wait_for_selector looks every 500 ms
  after the first 270, which put the first key up to half a second after the letters.

It prints each run's visits, then a table of the medians for benchmarks/README.md. With
``--requests`` it also prints every response of each visit: when it was asked for and when its
last byte left, in seconds from the visit's start, and its bytes on the link (where the time goes).
With ``--first-look`` each run makes the first visit only, until its first word is judged (its
engine column is then n/a): the first view's critical path, in a minute.

    python3 build.py && python3 benchmarks/browser_slow_link.py [--runs 3] [--games boggle ...]
"""

from __future__ import annotations

import argparse
import bisect
import contextlib
import dataclasses
import datetime
import json
import re
import statistics
import subprocess
import tempfile
import threading
import time

from playwright.sync_api import TimeoutError as PlaywrightTimeout, sync_playwright

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
import build
from pages import PagesHandler, PagesServer
from wordgames.games import run

RATE = 1_600_000 / 8  # bytes a second: Lighthouse's mobile profile, 1.6 Mbit/s
LATENCY = 0.150  # seconds before each response
CHUNK = 4096  # bytes a response sends in one turn on the link

DAY = datetime.datetime(2026, 12, 14, 10, 0)  # the page's clock on the first and same-day visits
NEXT_DAY = DAY + datetime.timedelta(days=1)
GAMES = {"letterboxed": "Letter Boxed", "boggle": "Boggle", "strands": "Strands"}
BOARD = {"letterboxed": "#board [data-letter]", "boggle": "#grid [data-cell]", "strands": "#grid [data-cell]"}
# The player's words in the puzzle on screen, where the page has no <main data-found> yet.
WORDS_LISTED = {"letterboxed": "#chain li", "boggle": "#found li", "strands": "#found li"}
ENGINE_READY = "html[data-engine='ready']"
VISITS = ("first visit", "same day again", "next day")
MEASURES = ("letters on screen", "view ready", "engine ready", "first word accepted")

# Added to every page before Playwright's clock, so that it keeps the browser's own
# performance timeline (the clock replaces window.performance with a fake one). It marks when
# each watched selector first matches, each change in the count of the player's words, and
# the first key or tap of the benchmark's player.
MARK = """(() => {
  const clock = performance;
  const watched = %s;
  const listed = %s;
  const later = setTimeout; // the browser's: Playwright's clock replaces it once installed
  const seen = {};
  const noticed = {}; // name -> the resolve of a seenBy() promise
  const counts = [];
  const count = () => {
    const main = document.querySelector("main[data-found]");
    return main ? Number(main.dataset.found) : document.querySelectorAll(listed).length;
  };
  const look = () => {
    for (const [name, selector] of Object.entries(watched)) {
      if (!(name in seen) && document.querySelector(selector)) {
        seen[name] = clock.now();
        noticed[name]?.();
      }
    }
    const now = count();
    if (counts.length === 0 || counts.at(-1)[1] !== now) counts.push([clock.now(), now]);
  };
  const input = () => { seen.input ??= clock.now(); };
  // Resolves as soon as the watched `name` is seen (in the same task as the mutation that made it),
  // rejects after ms: what the player waits on. (Playwright's wait_for_selector polls, every 500 ms
  // after its first 270, so its player's first key landed up to half a second after the letters.)
  const seenBy = (name, ms) => name in seen ? Promise.resolve() : new Promise((resolve, reject) => {
    noticed[name] = resolve;
    later(() => reject(new Error(`${name} not seen in ${ms} ms`)), ms);
  });
  window.slowLink = { seen, seenBy, counts, count, now: () => clock.now(), realClock: clock instanceof Performance };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener("keydown", input, { capture: true });
  addEventListener("pointerdown", input, { capture: true });
})();"""
SKIP_HELP = """try { localStorage.setItem("wordgames/help/seen", "true"); } catch {}"""
SERVICE_WORKER_READY = """(ms) => Promise.race([navigator.serviceWorker.ready.then(() => true),
                                new Promise((resolve) => setTimeout(() => resolve(false), ms))])"""
CELL_CENTRES = """(cells) => {
  document.querySelector("#grid").scrollIntoView({ block: "nearest", behavior: "instant" });
  return cells.map((cell) => {
    const box = document.querySelector(`#grid [data-cell="${cell}"]`).getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2];
  });
}"""


# -- the link ----------------------------------------------------------------------------------

class Link:
    """One connection's bandwidth, shared by every response: a token bucket that fills at RATE
    and holds one CHUNK, from which each response takes a chunk at a time."""

    def __init__(self, rate: float) -> None:
        self.rate = rate
        self.lock = threading.Lock()
        self.paid_until = 0.0  # when the bucket has paid for every chunk handed out
        self.times, self.totals = [0.0], [0]  # after each chunk: time.monotonic(), bytes sent
        self.responding = 0
        self.last_busy = time.monotonic()
        self.log = []  # (path, asked, done, bytes) for every response, by time.monotonic()

    def carry(self, write, data: bytes) -> None:
        """Write ``data`` a chunk at a time, each once the bucket has paid for it."""
        view = memoryview(data)
        for start in range(0, len(view), CHUNK):
            chunk = view[start:start + CHUNK]
            with self.lock:
                now = time.monotonic()
                self.paid_until = max(self.paid_until, now - CHUNK / self.rate) + len(chunk) / self.rate
                arrives = self.paid_until
            time.sleep(max(0.0, arrives - time.monotonic()))
            write(chunk)
            with self.lock:
                self.last_busy = time.monotonic()
                self.times.append(self.last_busy)
                self.totals.append(self.totals[-1] + len(chunk))

    @contextlib.contextmanager
    def response(self):
        """Count a response as under way while it lasts."""
        with self.lock:
            self.responding += 1
        try:
            yield
        finally:
            with self.lock:
                self.responding -= 1
                self.last_busy = time.monotonic()

    def sent_by(self, moment: float) -> int:
        """Bytes sent from the start until ``moment`` (time.monotonic())."""
        with self.lock:
            return self.totals[bisect.bisect_right(self.times, moment) - 1]

    def wait_until_quiet(self, seconds: float = 2.0) -> None:
        """Return once no response has been under way for ``seconds``."""
        while self.responding or time.monotonic() - self.last_busy < seconds:
            time.sleep(0.2)


class LinkWriter:
    """A response's socket writer whose every write goes through the link."""

    def __init__(self, wfile, link: Link) -> None:
        self._wfile, self._link = wfile, link
        self.sent = 0  # bytes written through the link on this connection

    def write(self, data) -> int:
        self._link.carry(self._wfile.write, data)
        self.sent += len(data)
        return len(data)

    def __getattr__(self, name):
        return getattr(self._wfile, name)


class ShapedHandler(PagesHandler):
    """GitHub Pages' answers (pages.py) behind the link, LATENCY before each response."""

    def setup(self) -> None:
        super().setup()
        self.wfile = LinkWriter(self.wfile, self.server.link)

    def do_GET(self) -> None:
        link = self.server.link
        asked, before = time.monotonic(), self.wfile.sent
        with link.response():
            super().do_GET()
            self.wfile.flush()
        with link.lock:
            link.log.append((self.path, asked, time.monotonic(), self.wfile.sent - before))

    def send_head(self):
        time.sleep(LATENCY)
        return super().send_head()


class SlowLinkServer(PagesServer):
    """PagesServer with every response through one Link."""

    def __init__(self) -> None:
        super().__init__(handler=ShapedHandler)
        self.link = Link(RATE)


# -- the words of the day ------------------------------------------------------------------------

def dailies() -> dict[str, dict[datetime.date, dict]]:
    """Each game's English daily of DAY and NEXT_DAY from the engine in CPython: its share code,
    to check the page shows the same puzzle, and two moves that score on it: Letter Boxed the
    answer chain's first two words, Boggle two words of the board, Strands two theme words (as
    the cells to tap)."""
    def result(game, action, params):
        return list(run(game, action, params))[-1]

    by_game = {game: {} for game in GAMES}
    for day in (DAY.date(), NEXT_DAY.date()):
        daily = {game: result(game, "generate", {"daily": day.isoformat(), "lang": "en"}) for game in GAMES}
        strands = daily["strands"]
        moves = {"letterboxed": daily["letterboxed"]["answer"][:2],
                 "boggle": result("boggle", "solve", {"code": daily["boggle"]["code"]})["words"][:2],
                 "strands": [[row * strands["cols"] + col for row, col in strands["placements"][word]]
                             for word in strands["words"][:2]]}
        for game in GAMES:
            by_game[game][day] = {"code": daily[game]["code"], "moves": moves[game]}
    return by_game


def play(page, game: str, move, words_before: int) -> None:
    """Play one move as a player would: type the word (Letter Boxed carries the chain's last
    letter into the next word), press Start and type it (Boggle), or tap its cells (Strands)."""
    if game == "letterboxed":
        page.keyboard.type(move[1:] if words_before else move)
        page.keyboard.press("Enter")
    elif game == "boggle":
        page.click("#start")  # Start, or Resume on a round under way: the dice turn face up
        page.wait_for_selector("#type-word:enabled")
        page.fill("#type-word", move)
        page.press("#type-word", "Enter")
    else:
        centres = page.evaluate(CELL_CENTRES, move)
        for x, y in [*centres, centres[-1]]:  # the last cell again submits
            page.mouse.click(x, y)


# -- one visit -------------------------------------------------------------------------------------

def page_time_origin(page) -> float:
    """The time.monotonic() of the page's navigation start: the sample with the shortest round trip."""
    samples = []
    for _ in range(5):
        before = time.monotonic()
        now = page.evaluate("slowLink.now()")
        after = time.monotonic()
        samples.append((after - before, (before + after) / 2 - now / 1000))
    return min(samples)[1]


@dataclasses.dataclass
class Bench:
    """What every visit shares: the server's link, the site's address, whether the built site
    sets <html data-engine>, and how long to wait for each moment."""

    link: Link
    site: str
    engine_marked: bool
    timeout_ms: int
    requests: bool = False
    first_look: bool = False  # the first visit only, until its first word: no engine, no service worker


def visit(context, bench: Bench, game: str, daily: dict, move) -> dict:
    """One visit to ``game``'s daily, playing ``move``: each measure's (ms from navigation start,
    bytes moved by then), or None for a moment that never came."""
    page = context.new_page()
    started = time.monotonic()
    logged = len(bench.link.log)
    page.goto(f"{bench.site}#{game}", wait_until="commit")
    page.evaluate("(ms) => slowLink.seenBy('letters', ms)", bench.timeout_ms)
    words_before = page.evaluate("slowLink.count()")
    play(page, game, move, words_before)
    page.wait_for_function(f"slowLink.count() > {words_before}")
    if bench.engine_marked and not bench.first_look:
        with contextlib.suppress(PlaywrightTimeout):
            page.wait_for_selector(ENGINE_READY, state="attached")
    seen, counts, real_clock = page.evaluate("[slowLink.seen, slowLink.counts, slowLink.realClock]")
    origin = page_time_origin(page)
    shown = page.get_attribute("main", "data-code")
    installed = bench.first_look or page.evaluate(SERVICE_WORKER_READY, bench.timeout_ms)  # every file cached
    page.close()
    bench.link.wait_until_quiet(0.5 if bench.first_look else 2.0)
    assert real_clock, "the page's clock was Playwright's, not the browser's"
    if not installed:
        raise SystemExit(f"the service worker did not install within {bench.timeout_ms / 1000:.0f} s")
    if shown != daily["code"]:
        raise SystemExit(f"the page showed {shown}, the engine's daily is {daily['code']}: is dist/ being rebuilt?")

    accepted = next(at for at, count in counts if count > words_before)
    moments = {"letters on screen": seen.get("letters"), "view ready": seen.get("ready"),
               "engine ready": None if bench.first_look else seen.get("engine") if bench.engine_marked else accepted,
               "first word accepted": accepted, "first input": seen.get("input")}
    sent_before = bench.link.sent_by(started)
    if bench.requests:
        for path, asked, done, size in sorted(bench.link.log[logged:], key=lambda entry: entry[1]):
            print(f"  {asked - started:6.2f} s {done - started:6.2f} s {size:>10,} B  {path}")
    return {measure: None if at is None else (at, bench.link.sent_by(origin + at / 1000) - sent_before)
            for measure, at in moments.items()}


def empty_http_cache(context) -> None:
    """A return visit comes after GitHub Pages' ten minutes of freshness: empty the HTTP cache
    (the service worker's cache stays), so the page asks the network as it would then."""
    page = context.new_page()
    context.new_cdp_session(page).send("Network.clearBrowserCache")
    page.close()


def three_visits(playwright, bench: Bench, game: str, days: dict) -> dict:
    """A new player's profile through the first visit, the same day again and the next day."""
    today, tomorrow = days[DAY.date()], days[NEXT_DAY.date()]
    with tempfile.TemporaryDirectory() as profile:
        # bypass_csp: Playwright evaluates its wait_for_function text in the page, which the policy refuses
        context = playwright.chromium.launch_persistent_context(profile, bypass_csp=True, **chromium_options())
        context.set_default_timeout(bench.timeout_ms)
        try:
            watched = {"letters": BOARD[game], "ready": "main[data-ready]", "engine": ENGINE_READY}
            # before the clock is installed, so that MARK keeps the browser's own performance timeline
            context.add_init_script(MARK % (json.dumps(watched), json.dumps(WORDS_LISTED[game])))
            context.add_init_script(SKIP_HELP)  # the first visit's help dialog would take the keys
            context.clock.install(time=DAY)
            results = {"first visit": visit(context, bench, game, today, today["moves"][0])}
            if bench.first_look:
                return results
            empty_http_cache(context)
            results["same day again"] = visit(context, bench, game, today, today["moves"][1])
            context.clock.set_system_time(NEXT_DAY)
            empty_http_cache(context)
            results["next day"] = visit(context, bench, game, tomorrow, tomorrow["moves"][0])
            return results
        finally:
            context.close()


def chromium_options() -> dict:
    """Debian's Chromium where it is installed, else Playwright's own, with build.CHROMIUM_ARGS."""
    options = {"args": build.CHROMIUM_ARGS}
    if build.CHROMIUM.exists():
        options["executable_path"] = str(build.CHROMIUM)
    return options


def site_marks_engine_ready() -> bool:
    """Whether the built site's scripts ever set <html data-engine>."""
    scripts = [build.DIST / "index.html", *build.DIST.glob("app/js/**/*.js")]
    return any(re.search(r"data-engine|dataset\.engine", path.read_text()) for path in scripts)


# -- the report --------------------------------------------------------------------------------

def cell(samples, marked: bool) -> str:
    """'12.3 s · 4.56 MB', the medians of one measure over the runs ('n/a' if a run lacked it)."""
    if any(sample is None for sample in samples):
        return "n/a"
    at = statistics.median(ms for ms, _ in samples) / 1000
    moved = statistics.median(size for _, size in samples) / 1e6
    return f"{at:.1f} s · {moved:.2f} MB{' *' if marked else ''}"


def version() -> str:
    described = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=build.ROOT,
                               capture_output=True, text=True)
    return described.stdout.strip() or "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--games", nargs="+", choices=list(GAMES), default=list(GAMES))
    parser.add_argument("--timeout", type=int, default=180, help="seconds to wait for each moment")
    parser.add_argument("--requests", action="store_true", help="print every response's timing")
    parser.add_argument("--first-look", action="store_true",
                        help="the first visit only, until its first word is judged (issue 44's first look)")
    options = parser.parse_args()
    if not (build.DIST / "index.html").exists():
        raise SystemExit("run `python3 build.py` first: dist/ has no site")
    days = dailies()
    server = SlowLinkServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    bench = Bench(server.link, f"http://127.0.0.1:{server.server_address[1]}/", site_marks_engine_ready(),
                  options.timeout * 1000, options.requests, options.first_look)
    runs = {game: [] for game in options.games}
    with sync_playwright() as playwright:
        for number in range(1, options.runs + 1):  # the games interleaved, so machine noise hits each alike
            for game in options.games:
                runs[game].append(three_visits(playwright, bench, game, days[game]))
                for name, measures in runs[game][-1].items():
                    print(f"run {number}, {GAMES[game]}, {name}: " + "; ".join(
                        f"{measure} {'n/a' if value is None else f'{value[0]:.0f} ms, {value[1]:,} B'}"
                        for measure, value in measures.items()), flush=True)
    server.shutdown()

    print(f"\nwordgames {version()}, English dailies, medians of {options.runs} runs:\n")
    print(f"| daily | visit | {' | '.join(MEASURES)} |")
    print(f"| --- | --- |{' --- |' * len(MEASURES)}")
    stand_in = None if bench.engine_marked else "engine ready"
    for game, results in runs.items():
        for name in VISITS[:1] if options.first_look else VISITS:
            cells = [cell([result[name][measure] for result in results], measure == stand_in) for measure in MEASURES]
            print(f"| {GAMES[game]} | {name} | {' | '.join(cells)} |")
    if stand_in:
        print("\n* this build never sets <html data-engine>: the moment the first word was judged stands in.")


if __name__ == "__main__":
    main()
