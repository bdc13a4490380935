"""Browser cold start: navigation to an interactive daily board, vs a bare Pyodide boot.

Each run uses a fresh browser context (empty cache, no service worker) against the
built dist/ served on localhost.  The bare boot loads the same self-hosted
Pyodide in a module worker and nothing else, in the same browser.

    python build.py && python benchmarks/browser_cold_start.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time

import common  # noqa: F401  (puts the project on sys.path)

import build  # noqa: E402

BARE_BOOT = """async (pyodideUrl) => {
  const source = `import { loadPyodide } from "${pyodideUrl}pyodide.mjs";
    const started = performance.now();
    await loadPyodide({ indexURL: "${pyodideUrl}" });
    postMessage(performance.now() - started);`;
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })),
                            { type: "module" });
  const started = performance.now();
  return await new Promise((resolve) => {
    worker.onmessage = () => { resolve(performance.now() - started); worker.terminate(); };
  });
}"""


def main():
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    page_ms, bare_ms = [], []
    with sync_playwright() as playwright:
        options = {"args": build.CHROMIUM_ARGS}
        if build.CHROMIUM.exists():
            options["executable_path"] = str(build.CHROMIUM)
        browser = playwright.chromium.launch(**options)
        for _ in range(runs):
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            started = time.perf_counter()
            page.goto(f"{site}letterboxed.html")
            page.wait_for_function("document.querySelectorAll('#board g[data-letter]').length === 12",
                                   timeout=120_000)
            page_ms.append((time.perf_counter() - started) * 1000)
            context.close()
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            page.goto(f"{site}index.html")
            bare_ms.append(page.evaluate(BARE_BOOT, f"{site}pyodide/"))
            context.close()
        browser.close()
    server.shutdown()
    interactive, bare = statistics.median(page_ms), statistics.median(bare_ms)
    print(f"Chromium, {runs} cold runs each (median):")
    print(f"  navigation -> interactive daily board {interactive:7.0f} ms")
    print(f"  bare Pyodide boot in a worker          {bare:7.0f} ms")
    print(f"  ratio {interactive / bare:.2f} (the rest: page, wheel check and install, lexicon, daily puzzle)")


if __name__ == "__main__":
    main()
