"""The best-board search in the page's worker, in Chromium: how often it reaches the best board.

What ``boggle_best.py`` does in CPython, done the page's way: ENABLE2K goes to the worker as a
player's own list (``wordlist`` ``load``, as the Tools' word-list panel sends it), then each run is a
seeded ``best_board`` search on 4x4 (seed ``bench-K``, words of three letters or more) for
``--seconds``, through the page's engine.js (see ``browser_engine.py``), watched by the page's clock,
as the Tools run it: a portfolio of as many searches as the device runs at once (web/js/portfolio.js;
``--searches N`` sets it), each extra worker given the list as the first was.
A player's list loses the words the site blocks (519 of ENABLE2K's), so the proven best board,
PERS / LATG / SINE / TERS (3,625 with every word), scores less in the page: the script reports each
run's best and when it came, against that board's score under the same list, which a run
reaching it ends early.

    python build.py && python benchmarks/browser_boggle_best.py [--runs 10] [--seconds 120] [--searches N]
"""

from __future__ import annotations

import argparse
import threading

from browser_engine import RUN, open_engine

import build
from common import ROOT

ENABLE = ROOT / "tests" / "data" / "enable2k.txt"
BEST = "PERS LATG SINE TERS"

#: In the page: one seeded search as the Tools run it, a portfolio of ``searches`` (0: as many as
#: the device runs, web/js/portfolio.js), each extra engine given the list as the first was; its
#: best, when it first came, and the solver's walks of all the searches.
SEARCH = """async ({ params, target, searches, source }) => {
  const { deviceSearches, portfolio } = await import(new URL("app/js/portfolio.js", document.baseURI).href);
  const engine = window.benchmarkEngine;
  const count = searches || deviceSearches();
  const prepare = async (extra) => (await extra.request("wordlist", "load", source).result()).ref === params.lexicon;
  const started = performance.now();
  const job = portfolio(engine, "boggle", "best_board", params, { searches: count, prepare });
  let best = 0, when = 0, board = "", step = 0, ran = count;
  try {
    const final = await job.result((event) => {
      if (event.type === "board" && event.score > best) {
        best = event.score; when = performance.now() - started; board = event.board;
        if (best >= target) job.cancel();
      } else if (event.type === "progress") step = Math.max(step, event.step ?? 0);
    });
    step = final.steps;
    ran = final.searches;
  } catch (error) {
    if (best < target) throw error; // cancelled at the target: the run is over
  }
  return { best, when: when / 1000, board, steps: step, seconds: (performance.now() - started) / 1000, searches: ran };
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--seconds", type=int, default=120)
    parser.add_argument("--first", type=int, default=0, help="the first seed's number")
    parser.add_argument("--searches", type=int, default=0, help="searches at once (0: as many as the device runs)")
    args = parser.parse_args()
    server = build.Server(prefix="/wordgames/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/wordgames/"
    driver, versions = open_engine("chromium", site)
    try:
        source = {"text": ENABLE.read_text(encoding="utf-8"), "lang": "en", "name": "ENABLE2K"}
        listed = driver.evaluate(RUN, {"game": "wordlist", "action": "load", "params": source,
                                       "keys": ["ref", "words", "blocked"]})["result"]
        own = {"lexicon": listed["ref"], "lang": "en", "min_length": 3}
        target = driver.evaluate(RUN, {"game": "boggle", "action": "solve", "params": {"board": BEST, **own},
                                       "keys": ["score"]})["result"]["score"]
        print(f"{driver.version}, Pyodide {versions['pyodide']}: ENABLE2K as a player's list, "
              f"{listed['words']:,} words ({listed['blocked']} blocked); {BEST} scores {target:,} with it", flush=True)
        reached = 0
        for k in range(args.first, args.first + args.runs):
            run = driver.evaluate(SEARCH, {"params": {"size": 4, "seconds": args.seconds, "seed": f"bench-{k}", **own},
                                           "target": target, "searches": args.searches, "source": source})
            reached += run["best"] >= target
            print(f"  seed bench-{k}: best {run['best']} ({run['board']}) first at {run['when']:.0f} s; "
                  f"{run['steps']} solver walks ({run['steps'] / run['seconds']:.0f}/s) in {run['searches']} searches"
                  f"{' REACHED' if run['best'] >= target else ''}", flush=True)
        print(f"reached {target:,} ({BEST}) in {reached} of {args.runs} runs of {args.seconds} s")
    finally:
        driver.close()
        server.shutdown()


if __name__ == "__main__":
    main()
