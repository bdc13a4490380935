"""The engine in the browser against CPython: the same requests, the same run, ratios.

Each request goes to a browser's worker the way the page sends it: through the page's own door
to the engine, ``web/js/engine.js`` (``Engine.request(game, action, params).result()``), imported
by a page of the built site (the page keeps its own Engine to itself, so the benchmark makes one
more: the same worker script, the same messages, one more worker). The browser times each
request by its own clock, from the request to its result. The same request also runs in this
process, through the Python side of the worker (``wordgames.worker.Job``, pulled in 20 ms slices
as the worker pulls it), just before the browser's turn, so a busy machine slows both alike.
Every request's result is checked to be the same on both sides (but the best-board search's,
which runs for a time).

* Letter Boxed: generate (seeds ``bench-0`` ...; difficulties 2 and 3), then solve each board made
  (``pairs_limit`` 300, as the Tools' solver asks);
* Boggle: solve dice boards, 4x4 and 5x5 (rolled as ``boggle_solve.py`` rolls them), boards a
  second; the best-board search (English, 4x4) for ``--seconds``, solver walks a second;
* Strands: create on the theme sets of ``strands_create.py``;
* Unboggle: the 16 lists of 20-25 words on 5x5 of ``unboggle_sat.py``.

Chromium runs through Playwright, WebKit and Firefox through the smoke suite's drivers
(tests/browsers/drivers.py), each browser in turn with a fresh profile.

    python build.py && python benchmarks/browser_engine.py [--engines chromium,webkit,firefox] [--quick]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time

import common

sys.path[1:1] = [str(common.ROOT / "tests"), str(common.ROOT / "tests" / "browsers")]

# isort: split
from drivers import ENGINES, Playwright  # noqa: E402

import build  # noqa: E402

#: In the page: an Engine of the page's own engine.js, kept on the window for the next calls;
#: resolves once its worker is up and has kept (or not) its memory snapshot, and the page's own
#: worker, booting behind the home view, has done the same (so neither works while timed).
START = """async () => {
  const { Engine } = await import(new URL("app/js/engine.js", document.baseURI).href);
  let snapshot;
  const kept = new Promise((resolve) => { snapshot = resolve; });
  const engine = new Engine({ onSnapshot: snapshot, watchdogMs: 600000 });
  window.benchmarkEngine = engine;
  engine.start();
  const info = await engine.ready;
  const until = Date.now() + 120000;
  await Promise.race([kept, new Promise((resolve) => setTimeout(resolve, 120000))]);
  while (!document.documentElement.dataset.engineSnapshot && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return info.versions;
}"""

#: In the page: one request, timed by the page's clock; the result's fields named in ``keys``.
RUN = """async ({ game, action, params, keys }) => {
  const started = performance.now();
  const result = await window.benchmarkEngine.request(game, action, params).result();
  const ms = performance.now() - started;
  return { ms, result: Object.fromEntries(keys.map((key) => [key, result[key] ?? null])) };
}"""


def in_cpython(game: str, action: str, params: dict, keys: list[str]) -> dict:
    """The request through the worker's Python side, here: ms and the result's ``keys``."""
    from wordgames.worker import Job

    started = time.perf_counter()
    job = Job(game, action, json.dumps(params))
    final = None
    while True:
        pulled = json.loads(job.pull(20))
        final = next((e for e in pulled["events"] if e["type"] in ("result", "error")), final)
        if pulled["done"]:
            break
    ms = (time.perf_counter() - started) * 1000
    assert final and final["type"] == "result", (game, action, params, final)
    return {"ms": ms, "result": {key: final.get(key) for key in keys}}


# -- the requests --------------------------------------------------------------------------
def boggle_boards(size: int, count: int) -> list[str]:
    from wordgames.games import boggle
    from wordgames.rng import Rng

    rng = Rng(f"bench-{size}")
    dice = boggle.dice_for("en", size, size)
    return [boggle.board_text(size, size, [die[rng.below(6)] for die in rng.shuffled(dice)]) for _ in range(count)]


def strands_sets(count: int) -> list[dict]:
    from wordgames.games import strands
    from wordgames.rng import Rng

    catalogue = strands.themes("en")
    found = []
    for i in range(count):
        rng = Rng(f"theme set {i}")
        theme = rng.choice(catalogue)
        words = next(strands.pick_words(theme["pool"], 48 - len(theme["spangram"]), rng))
        found.append({"clue": theme["clue"], "spangram": theme["spangram"], "words": words, "lang": "en",
                      "seed": str(i)})
    return found


def unboggle_lists() -> list[dict]:
    import unboggle_sat

    return [{"words": words, "size": f"{rows}x{cols}"}
            for group, _, words, rows, cols in unboggle_sat.suite() if group == "20-25 words 5x5"]


def groups(quick: bool, seconds: int) -> list[tuple[str, str, str, list[dict], list[str]]]:
    """(name, game, action, each request's params, the result's fields compared) of every group;
    Letter Boxed's solve is filled in with the boards its generate made."""

    def n(full: int, small: int) -> int:
        return small if quick else full

    return [
        ("Letter Boxed generate", "letterboxed", "generate",
         [{"seed": f"bench-{i}", "difficulty": 2 if i % 2 else 3, "lang": "en"} for i in range(n(8, 2))], ["code"]),
        ("Letter Boxed solve", "letterboxed", "solve", [], ["min_words", "letters", "playable"]),
        ("Boggle solve 4x4", "boggle", "solve", [{"board": b, "lang": "en"} for b in boggle_boards(4, n(60, 5))],
         ["count", "score"]),
        ("Boggle solve 5x5", "boggle", "solve", [{"board": b, "lang": "en"} for b in boggle_boards(5, n(40, 3))],
         ["count", "score"]),
        ("Boggle best board 4x4", "boggle", "best_board",
         [{"size": 4, "seconds": seconds, "seed": f"bench-{i}", "lang": "en"} for i in range(n(3, 1))],
         ["steps", "score"]),
        ("Strands create", "strands", "create", strands_sets(n(16, 2)), ["code", "covers"]),
        ("Unboggle, 16 lists of 20-25 words on 5x5", "unboggle", "solve", unboggle_lists()[:n(16, 2)],
         ["impossible"]),
    ]


WARM_UP = [("letterboxed", "solve", {"sides": ["abc", "def", "ghi", "jkl"], "lang": "en"}),
           ("boggle", "solve", {"board": "ABCD EFGH IJKL MNOP", "lang": "en"}),
           ("strands", "inspect", {"clue": "x", "spangram": "", "words": "", "lang": "en"}),
           ("unboggle", "solve", {"words": "cat,dog", "size": "4x4"})]


# -- one browser -------------------------------------------------------------------------
def measure(driver, plan) -> dict:
    """Every request in CPython, then in the browser: {group: [(cpython, browser), ...]}."""
    for game, action, params in WARM_UP:  # lexicons and tables built once: not timed
        in_cpython(game, action, params, [])
        driver.evaluate(RUN, {"game": game, "action": action, "params": params, "keys": []})
    pairs: dict[str, list] = {}
    codes = []
    for name, game, action, requests, keys in plan:
        if action == "solve" and game == "letterboxed":
            requests = [{"code": code, "lang": "en", "pairs_limit": 300} for code in codes]
        for params in requests:
            mine = in_cpython(game, action, params, keys)
            theirs = driver.evaluate(RUN, {"game": game, "action": action, "params": params, "keys": keys})
            if action != "best_board":
                assert mine["result"] == theirs["result"], (name, params, mine["result"], theirs["result"])
            if action == "generate":
                codes.append(mine["result"]["code"])
            pairs.setdefault(name, []).append((mine, theirs))
            print(f"    {name}: CPython {mine['ms']:8.0f} ms, browser {theirs['ms']:8.0f} ms "
                  f"({theirs['ms'] / mine['ms']:.2f}x) {json.dumps(theirs['result'])[:60]}", flush=True)
    return pairs


def rows(pairs: dict) -> list[tuple[str, str, str, float]]:
    """(what, CPython, browser, browser / CPython) of every group: the ratio is the median of the
    requests' ratios (each pair ran back to back), but for the best-board search's walks a second."""
    table = []
    for name, runs in pairs.items():
        mine = [r[0]["ms"] for r in runs]
        theirs = [r[1]["ms"] for r in runs]
        if "best board" in name:
            rate = [r[0]["result"]["steps"] / r[0]["ms"] * 1000 for r in runs]
            rate_b = [r[1]["result"]["steps"] / r[1]["ms"] * 1000 for r in runs]
            cp, br = statistics.median(rate), statistics.median(rate_b)
            table.append((f"{name}: solver walks a second, median of {len(runs)}", f"{cp:,.0f}", f"{br:,.0f}", cp / br))
        elif "Boggle solve" in name:
            cp, br = 1000 / statistics.median(mine), 1000 / statistics.median(theirs)
            table.append((f"{name}: boards a second, from the median request of {len(runs)} (one board each)",
                          f"{cp:,.0f}", f"{br:,.0f}", statistics.median(b / a for a, b in zip(mine, theirs))))
        else:
            ratio = statistics.median(b / a for a, b in zip(mine, theirs))
            table.append((f"{name}: median of {len(runs)} (worst)", f"{statistics.median(mine):,.0f} ms "
                          f"({max(mine):,.0f})", f"{statistics.median(theirs):,.0f} ms ({max(theirs):,.0f})", ratio))
    return table


def open_engine(kind: str, site: str):
    """The browser ``kind`` at the site's home, with the benchmark's Engine up: (driver, versions)."""
    driver = Playwright("chromium", pin_clock=False) if kind == "chromium" else ENGINES[kind]()
    if hasattr(driver, "driver"):  # Selenium: a request may take longer than WebDriver's 30 s
        driver.driver.set_script_timeout(600)
    driver.open(site)
    return driver, driver.evaluate(START)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engines", default="chromium", help="chromium,webkit,firefox")
    parser.add_argument("--seconds", type=int, default=10, help="each best-board search's time")
    parser.add_argument("--quick", action="store_true", help="a few requests a group")
    args = parser.parse_args()
    plan = groups(args.quick, args.seconds)
    server = build.Server(prefix="/wordgames/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/wordgames/"
    print(f"CPython {sys.version.split()[0]}; ratio = the browser's time / CPython's (or CPython's rate / "
          "the browser's), medians", flush=True)
    try:
        for kind in args.engines.split(","):
            started = time.monotonic()
            try:
                driver, versions = open_engine(kind, site)
            except Exception as error:  # an engine not installed here: say so, measure the others
                print(f"{kind}: cannot start: {str(error)[:300]}", flush=True)
                continue
            try:
                print(f"{driver.version}: Pyodide {versions['pyodide']}, Python {versions['python']}", flush=True)
                table = rows(measure(driver, plan))
            finally:
                driver.close()
            print(f"\n{driver.version} ({time.monotonic() - started:.0f} s)\n\n"
                  "| request | CPython | browser | browser / CPython |\n| --- | ---: | ---: | ---: |")
            for what, mine, theirs, ratio in table:
                print(f"| {what} | {mine} | {theirs} | {ratio:.2f} |", flush=True)
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
