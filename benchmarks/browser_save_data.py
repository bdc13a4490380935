"""An English Letter Boxed daily played to its end on a phone's link, with and without Save-Data:
the bytes moved and the renderer's private memory.

The link is browser_slow_link.py's (1.6 Mbit/s, 150 ms a response, GitHub Pages' gzip and cache
time, bytes counted headers included). Each run is a new player in a new browser: the page's clock
pinned to the benchmark's day, the service worker on. With Save-Data, DevTools' data saver switch
(``Emulation.setDataSaverOverride``) sets ``navigator.connection.saveData`` before the page loads.
The player types the day's answer chain (from the engine in CPython) the moment the board shows,
until the finish; then the benchmark waits for the service worker's install, and until the link
has been quiet for 5 s (without Save-Data: the engine's background download and boot, and the
finish's best solution in everyday words, which needs the lexicon). Then it reads, for every
renderer process of the browser (Chromium's SystemInfo.getProcessInfo), its private memory from
/proc/PID/smaps_rollup (Private_Clean + Private_Dirty, what the task manager calls the memory
footprint on Linux), and adds them up: the page, its workers and the service worker.

    python3 build.py && python3 benchmarks/browser_save_data.py [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import threading
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
from browser_slow_link import DAY, SKIP_HELP, SlowLinkServer, chromium_options, version

from wordgames.games import run

ENGINE_READY = "html[data-engine='ready']"
QUIET_S = 5.0


def answer() -> tuple[str, list[str]]:
    """The day's English Letter Boxed daily: its code and its answer chain."""
    puzzle = list(run("letterboxed", "generate", {"daily": DAY.date().isoformat(), "lang": "en"}))[-1]
    return puzzle["code"], puzzle["answer"]


def private_memory(browser) -> int:
    """Bytes of private memory of every renderer process of ``browser``."""
    session = browser.new_browser_cdp_session()
    processes = session.send("SystemInfo.getProcessInfo")["processInfo"]
    session.detach()
    total = 0
    for process in processes:
        if process["type"] != "renderer":
            continue
        rollup = Path(f"/proc/{process['id']}/smaps_rollup").read_text()
        total += sum(int(line.split()[1]) * 1024 for line in rollup.splitlines()
                     if line.startswith(("Private_Clean:", "Private_Dirty:")))
    return total


def play_to_the_end(playwright, server, site: str, code: str, words: list[str], save_data: bool) -> dict:
    """One new player's daily, played to its finish: bytes moved, private memory, whether the engine came up."""
    browser = playwright.chromium.launch(**chromium_options())
    try:
        context = browser.new_context(bypass_csp=True)  # service workers on
        context.add_init_script(SKIP_HELP)
        context.clock.install(time=DAY)
        page = context.new_page()
        if save_data:
            context.new_cdp_session(page).send("Emulation.setDataSaverOverride", {"dataSaverEnabled": True})
        before = server.link.totals[-1]
        page.goto(f"{site}#letterboxed")
        page.wait_for_selector("main[data-view='letterboxed'][data-ready]", state="attached")
        if page.get_attribute("main", "data-code") != code:
            raise SystemExit("the page showed another puzzle than the engine's daily: is dist/ being rebuilt?")
        for word in words:
            count = page.locator("#chain li").count()
            page.keyboard.type(word if count == 0 else word[1:])
            page.keyboard.press("Enter")
            page.wait_for_selector(f"#chain li >> nth={count}", state="attached")
        page.wait_for_selector(".finish")
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        if not save_data:
            page.wait_for_selector(ENGINE_READY, state="attached")
        server.link.wait_until_quiet(QUIET_S)
        moved = server.link.totals[-1] - before
        engine = page.get_attribute("html", "data-engine") == "ready"
        paths = [path for path, *_ in server.link.log]
        memory = private_memory(browser)
        context.close()
        server.link.log.clear()
        return {"bytes": moved, "memory": memory, "engine": engine,
                "engine files": sum(1 for path in paths if path.startswith(("/app/pyodide/", "/app/wheels/",
                                                                              "/app/lexicons/")))}
    finally:
        browser.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    code, words = answer()
    server = SlowLinkServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    results = {True: [], False: []}
    with sync_playwright() as playwright:
        for number in range(1, options.runs + 1):
            for save_data in (True, False):  # interleaved, so machine noise hits both alike
                started = time.monotonic()
                result = play_to_the_end(playwright, server, site, code, words, save_data)
                results[save_data].append(result)
                print(f"run {number}, {'Save-Data' if save_data else 'no Save-Data'}: {json.dumps(result)} "
                      f"({time.monotonic() - started:.0f} s)", flush=True)
    server.shutdown()
    print(f"\nwordgames {version()}, the English Letter Boxed daily of {DAY.date()} played to its end "
          f"({' '.join(words)}), medians of {options.runs} runs:\n")
    print("| | bytes moved | renderer private memory | engine files fetched |")
    print("| --- | ---: | ---: | ---: |")
    for save_data in (True, False):
        rows = results[save_data]
        print(f"| {'Save-Data' if save_data else 'without Save-Data'} "
              f"| {statistics.median(r['bytes'] for r in rows) / 1e6:.2f} MB "
              f"| {statistics.median(r['memory'] for r in rows) / 1e6:.0f} MB "
              f"| {statistics.median(r['engine files'] for r in rows):.0f} |")


if __name__ == "__main__":
    main()
