"""The Lab (#lab) in Chromium, served as it is and with cross-origin isolation (COOP/COEP).

Each run uses a fresh browser context (empty cache, no service worker) against the built dist/
served on localhost, and measures:

* ready: navigation to ``#lab`` until ``<main data-ready>`` (PyScript, the Lab's Python and the
  engine wheel installed; the engine worker of the games boots at the same time);
* print: a cell that prints 800 lines, from its ▶ until the last line is on the page;
* stop: ■ on a running cell until the Lab's new Python is ready again.

The isolated server adds ``Cross-Origin-Opener-Policy: same-origin`` and
``Cross-Origin-Embedder-Policy: require-corp`` to every response (what a service worker would
have to add on a static host), which gives ``SharedArrayBuffer``; the script also says whether a
cell can reach the page's ``window`` (PyScript's synchronous proxy, which needs it).

    python build.py && python benchmarks/browser_lab.py [--runs 3]
"""

from __future__ import annotations

import argparse
import functools
import statistics
import threading
import time

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
import build

PRINT = 'for i in range(800): print(i, "x" * 40)\nprint("end")\n'  # typed: no line may open a block
WINDOW = 'from pyscript import window\nprint("title:", window.document.title)\n'
RUNNING = "!document.querySelector('[data-example=strands] .py-editor-run-button.running')"


class Isolated(build.Handler):
    def end_headers(self) -> None:
        self.send_header("Cross-Origin-Opener-Policy", "same-origin")
        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()


def serve(handler) -> str:
    server = build.Server()
    server.RequestHandlerClass = functools.partial(handler, directory=str(build.DIST))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def run_cell(page, code: str) -> tuple[float, str]:
    """Type ``code`` into the Strands example's cell and run it: seconds until done, and its output."""
    page.locator("[data-example=strands] .cm-content").click()
    page.keyboard.press("ControlOrMeta+A")
    page.keyboard.type(code)
    started = time.perf_counter()
    page.evaluate("document.querySelector('[data-example=strands] .py-editor-run-button').click()")
    page.wait_for_function(RUNNING, timeout=300_000)
    return time.perf_counter() - started, page.inner_text("[data-example=strands] .py-editor-output")


def visit(browser, site: str) -> dict:
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    started = time.perf_counter()
    page.goto(f"{site}#lab")
    page.wait_for_selector("main[data-view=lab][data-ready]", state="attached", timeout=300_000)
    ready = time.perf_counter() - started
    printed, output = run_cell(page, PRINT)
    assert output.rstrip().endswith("end"), output[-200:]
    _, window = run_cell(page, WINDOW)
    page.click("[data-example=best_board] .py-editor-run-button")
    page.wait_for_selector("[data-example=best_board] .py-editor-output:has-text('better')", timeout=300_000)
    started = time.perf_counter()
    page.click("[data-example=best_board] .py-editor-run-button.running")
    page.wait_for_selector("#lab-stage:has-text('Ready: Python')", timeout=300_000)
    stopped = time.perf_counter() - started
    isolated = page.evaluate("crossOriginIsolated")
    context.close()
    return {"ready": ready, "print": printed, "stop": stopped, "isolated": isolated,
            "window": window.strip().startswith("title:")}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        options = {"args": build.CHROMIUM_ARGS}
        if build.CHROMIUM.exists():
            options["executable_path"] = str(build.CHROMIUM)
        browser = playwright.chromium.launch(**options)
        for name, handler in (("as served", build.Handler), ("COOP/COEP", Isolated)):
            site = serve(handler)
            runs = [visit(browser, site) for _ in range(args.runs)]
            median = {key: statistics.median(run[key] for run in runs) for key in ("ready", "print", "stop")}
            print(f"{name:10} isolated {runs[0]['isolated']!s:5}  window from a cell {runs[0]['window']!s:5}  "
                  f"ready {median['ready']:.1f} s  print 800 lines {median['print']:.2f} s  "
                  f"stop to ready {median['stop']:.1f} s  (medians of {args.runs})")
        browser.close()


if __name__ == "__main__":
    main()
