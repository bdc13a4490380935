"""Pyodide's memory snapshot for the game worker, in Chromium: a bare boot against a boot from
a snapshot (issue #21, item 4).

Each boot runs in a new module worker of one page (the files come from the HTTP cache after the
first), timed by the browser's clock from the worker's start until the engine can be imported:
``loadPyodide`` as engine-worker.mjs calls it (trimmed standard library, the lock from
wheels/lock.json), the wheel unpacked and ``wordgames.worker`` imported (then each boot
imports a module of the engine not imported before, to show it works). The snapshot is made
by a boot with ``_makeSnapshot: true`` after that import (``pyodide.makeMemorySnapshot()``),
put in Cache Storage as a service worker would keep it, and each snapshot boot reads it from
there (``_loadSnapshot``) inside its timing. Bare and snapshot boots alternate, so machine
noise hits both alike. It prints the medians and the snapshot's size, raw and gzipped (the browser's CompressionStream).

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

# The worker: boots as asked and answers with the milliseconds it took (and the snapshot made).
WORKER = """import { loadPyodide } from "%(site)spyodide/pyodide.mjs";
const started = performance.now();
const site = "%(site)s";
const lock = await (await fetch(site + "wheels/lock.json")).json();
const wheel = new Uint8Array(await (await fetch(site + "wheels/" + lock.wheel)).arrayBuffer());
const options = { indexURL: site + "pyodide/", packageBaseUrl: site + "pyodide/", lockFileContents: lock.pyodide_lock,
                  stdLibURL: site + "pyodide/python_stdlib-trimmed.zip" };
onmessage = async ({ data: how }) => {
  if (how === "snapshot") {
    const cached = await (await caches.open("snapshot")).match(site + "snapshot");
    options._loadSnapshot = new Uint8Array(await cached.arrayBuffer());
  }
  if (how === "make") options._makeSnapshot = true;
  const pyodide = await loadPyodide(options);
  pyodide.unpackArchive(wheel, "wheel");
  pyodide.pyimport("wordgames.worker");
  const ms = performance.now() - started;
  // The engine works: a module not imported before the snapshot, from the wheel and the library.
  const codes = pyodide.runPython("import json, wordgames.codes as c; json.dumps(sorted(c.__dict__)[:3])");
  if (!codes.startsWith("[")) throw new Error(codes);
  if (how !== "make") postMessage({ ms });
  else postMessage({ ms, snapshot: pyodide.makeMemorySnapshot() });
};
postMessage("listening");
"""

BOOT = """async ([source, how]) => {
  const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })), { type: "module" });
  const answer = await new Promise((resolve, reject) => {
    worker.onerror = (event) => reject(new Error(event.message));
    worker.onmessage = ({ data }) => {
      if (data === "listening") worker.postMessage(how);
      else resolve(data);
    };
  });
  worker.terminate();
  if (!answer.snapshot) return { ms: answer.ms };
  await (await caches.open("snapshot")).put(new URL("snapshot", location.href), new Response(answer.snapshot));
  const gzipped = new Response(new Blob([answer.snapshot]).stream().pipeThrough(new CompressionStream("gzip")));
  return { ms: answer.ms, size: answer.snapshot.length, gzipped: (await gzipped.arrayBuffer()).byteLength };
}"""


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    source = WORKER % {"site": site}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium_options())
        page = browser.new_page()
        page.goto(f"{site}404-snapshot")  # any same-origin page: the workers load Pyodide themselves
        page.evaluate(BOOT, [source, "bare"])  # warms the HTTP cache and the compiled WebAssembly
        made = page.evaluate(BOOT, [source, "make"])
        bare, restored = [], []
        for _ in range(runs):
            bare.append(page.evaluate(BOOT, [source, "bare"])["ms"])
            restored.append(page.evaluate(BOOT, [source, "snapshot"])["ms"])
        browser.close()
    server.shutdown()
    print(f"boot that makes the snapshot: {made['ms']:.0f} ms")
    print(f"snapshot: {made['size']:,} bytes, gzip {made['gzipped']:,} bytes")
    print(f"bare boot: median {statistics.median(bare):.0f} ms ({', '.join(f'{ms:.0f}' for ms in bare)})")
    ratio = statistics.median(restored) / statistics.median(bare)
    print(f"boot from the snapshot: median {statistics.median(restored):.0f} ms "
          f"({', '.join(f'{ms:.0f}' for ms in restored)}), ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
