"""Pyodide's memory snapshot in Chromium: how long the site's engine takes to boot plainly and
from the snapshot the worker keeps (issue #21, item 4).

Each boot is a new page of one browser context (its files from the browser's HTTP cache after
the first), on a seeded Letter Boxed puzzle that only the engine can make, timed by the page's
clock from navigation start until ``<html data-engine="ready">``. Before a plain boot the
snapshot is deleted (the boot then makes and keeps a new one, ``data-engine-snapshot="kept"``);
a snapshot boot finds it (``"restored"``). Plain and snapshot boots alternate, so machine noise
hits both alike. It prints both medians, their ratio and the snapshot's size as kept (gzipped).

    python3 build.py && python3 benchmarks/browser_snapshot.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import threading

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
from browser_slow_link import chromium_options

import build

FORGET = """() => caches.delete("engine-snapshot")"""
KEPT_SIZE = """async () => {
  const cache = await caches.open("engine-snapshot");
  const [key] = await cache.keys();
  return (await (await cache.match(key)).arrayBuffer()).byteLength;
}"""


def boot(context, site: str, how: str) -> float:
    """Milliseconds from navigation start to the engine ready, in a new page; ``how`` the
    snapshot state the boot must end in ("kept" after a plain boot, or "restored")."""
    page = context.new_page()
    page.goto(f"{site}#letterboxed/seed/snapshot-benchmark")
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=120_000)
    ms = page.evaluate("performance.now()")
    page.wait_for_selector(f"html[data-engine-snapshot='{how}']", state="attached", timeout=120_000)
    page.close()
    return ms


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_options())
        context = browser.new_context(service_workers="block")
        boot(context, site, "kept")  # fills the HTTP cache
        plain, restored = [], []
        for _ in range(runs):
            page = context.new_page()
            page.goto(f"{site}404-snapshot")  # any page of the site: Cache Storage is the origin's
            page.evaluate(FORGET)
            page.close()
            plain.append(boot(context, site, "kept"))
            restored.append(boot(context, site, "restored"))
        page = context.new_page()
        page.goto(f"{site}404-snapshot")
        size = page.evaluate(KEPT_SIZE)
        browser.close()
    server.shutdown()
    print(f"snapshot kept: {size:,} bytes (gzipped)")
    print(f"plain boot: median {statistics.median(plain):.0f} ms ({', '.join(f'{ms:.0f}' for ms in plain)})")
    ratio = statistics.median(restored) / statistics.median(plain)
    print(f"boot from the snapshot: median {statistics.median(restored):.0f} ms "
          f"({', '.join(f'{ms:.0f}' for ms in restored)}), ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
