"""The site in Chromium: cold first view, game switches and cancel, against a bare Pyodide boot.

Each run uses a fresh browser context (empty cache, no service worker) against the
built dist/ served on localhost, and measures, all by the browser's own clock (as the
bare boot is), not by Playwright's round trips:

* cold first view: from navigation start to ``<main data-ready>`` on ``#letterboxed``
  (a MutationObserver the benchmark adds marks the moment);
* game switches: letterboxed -> boggle -> strands -> letterboxed -> unboggle ->
  boggle -> letterboxed by route change in the same visit, each from setting the hash
  until ``data-ready`` (first visits to a game include making its daily puzzle);
* interpreter downloads: requests for ``pyodide.asm.wasm`` (packed or not) during the visit;
* cancel: a slow Letter Boxed solve is cancelled after its first events, from
  ``cancel()`` until the job's stream ends (p95 over the runs' cancels);
* a bare Pyodide boot: the same self-hosted Pyodide loaded in a module worker and
  nothing else, in the same browser, in its own fresh context.

Targets (issue #11): switch median <= 0.15x the bare boot, cold view <= 1.2x.

    python build.py && python benchmarks/browser_cold_start.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import threading

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
import build

BARE_BOOT = """async (pyodideUrl) => {
  const source = `import { loadPyodide } from "${pyodideUrl}pyodide.mjs";
    await loadPyodide({ indexURL: "${pyodideUrl}" });
    postMessage("up");`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })),
                            { type: "module" });
  const started = performance.now();
  return await new Promise((resolve) => {
    worker.onmessage = () => { resolve(performance.now() - started); worker.terminate(); };
  });
}"""

# Start a long job, cancel it as soon as `first` events arrive, and time cancel() until the
# stream ends; then check that the engine still answers. Two jobs: a Letter Boxed solve of a
# board with ~30,000 two-word solutions, asked as the page asks it (the result keeps the 300
# pairs shown), cancelled at its first pairs, and a best-board search (cancelled mid-search).
CANCEL = """async ([times, game, action, params, first]) => {
  const engine = window.wordgames.engine;
  const elapsed = [];
  for (let i = 0; i < times; i += 1) {
    const job = engine.request(game, action, params);
    let started = null;
    for await (const event of job) {
      if (event.type === first && started === null) { started = performance.now(); job.cancel(); }
    }
    elapsed.push(performance.now() - started);
    await engine.request("letterboxed", "decode", { code: document.querySelector("main").dataset.code }).result();
  }
  return elapsed;
}"""
JOBS = {
    "Letter Boxed solve": ("letterboxed", "solve", {"sides": "ers,tni,lka,dog", "lang": "nb", "pairs_limit": 300},
                           "pairs"),
    "Boggle best board": ("boggle", "best_board", {"size": 4, "seconds": 60, "seed": "bench"}, "board"),
}
CANCELS_PER_VISIT = 5

SWITCHES = ["boggle", "strands", "letterboxed", "unboggle", "boggle", "letterboxed"]

# Added to every page before its scripts: a performance mark "ready:VIEW" the moment
# <main> gets data-ready (the page's contract), read back by the browser's clock.
MARK_READY = """new MutationObserver(() => {
  const main = document.querySelector("main[data-ready]");
  if (main && !performance.getEntriesByName(`ready:${main.dataset.view}`).length) {
    performance.mark(`ready:${main.dataset.view}`);
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });"""

# Set the route and time it until that view has data-ready, in the page.
SWITCH = """(view) => new Promise((resolve) => {
  const started = performance.now();
  const done = () => {
    if (!document.querySelector(`main[data-view='${view}'][data-ready]`)) return false;
    resolve(performance.now() - started);
    return true;
  };
  const watch = new MutationObserver(() => { if (done()) watch.disconnect(); });
  watch.observe(document.querySelector("main"), { attributes: true });
  location.hash = view;
})"""


def ready(page, view):
    page.wait_for_selector(f"main[data-view='{view}'][data-ready]", timeout=120_000)


def one_visit(browser, site):
    """Cold view, switch times, wasm downloads and cancel times, from one fresh context."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(MARK_READY)
    page = context.new_page()
    wasm = []
    page.on("request", lambda request: wasm.append(request.url) if "pyodide.asm.wasm" in request.url else None)
    page.goto(f"{site}#letterboxed")
    ready(page, "letterboxed")
    cold = page.evaluate("performance.getEntriesByName('ready:letterboxed')[0].startTime")
    switches = [page.evaluate(SWITCH, view) for view in SWITCHES]
    page.evaluate("() => { location.hash = 'letterboxed'; }")
    cancel = {name: page.evaluate(CANCEL, [CANCELS_PER_VISIT, *job]) for name, job in JOBS.items()}
    context.close()
    return cold, switches, len(wasm), cancel


def bare_boot(browser, site):
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.goto(f"{site}404-bare-boot")  # any same-origin page; the worker loads Pyodide itself
    elapsed = page.evaluate(BARE_BOOT, f"{site}app/pyodide/")
    context.close()
    return elapsed


def main():
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    colds, switches, downloads, cancels, bares = [], [], [], {}, []
    with sync_playwright() as playwright:
        options = {"args": build.CHROMIUM_ARGS}
        if build.CHROMIUM.exists():
            options["executable_path"] = str(build.CHROMIUM)
        browser = playwright.chromium.launch(**options)
        for _ in range(runs):  # interleaved, so machine noise hits both sides alike
            cold, switch, wasm, cancel = one_visit(browser, site)
            colds.append(cold)
            switches.extend(switch)
            downloads.append(wasm)
            for name, times in cancel.items():
                cancels.setdefault(name, []).extend(times)
            bares.append(bare_boot(browser, site))
        browser.close()
    server.shutdown()
    bare = statistics.median(bares)
    cold, switch = statistics.median(colds), statistics.median(switches)

    def p95(values):
        return sorted(values)[max(0, round(0.95 * len(values)) - 1)]

    print(f"Chromium, {runs} cold visits (medians):")
    print(f"  bare Pyodide boot in a worker        {bare:7.0f} ms")
    print(f"  cold first view (#letterboxed ready) {cold:7.0f} ms  ratio {cold / bare:.2f} (target <= 1.2)")
    print(f"    all cold views: {', '.join(f'{c:.0f}' for c in colds)} ms;"
          f" bare boots: {', '.join(f'{b:.0f}' for b in bares)} ms")
    print(f"  game switch to data-ready            {switch:7.0f} ms  ratio {switch / bare:.3f} (target <= 0.15)")
    print(f"    all switches: {', '.join(f'{s:.0f}' for s in switches)} ms")
    print(f"  interpreter downloads per visit      {max(downloads)} (target 1)")
    for name, times in cancels.items():
        print(f"  cancel {name}, p95 of {len(times)}: {p95(times):.0f} ms, median {statistics.median(times):.0f} ms"
              " (target p95 <= 100)")


if __name__ == "__main__":
    main()
