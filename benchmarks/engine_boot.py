"""The engine's boot in Chromium, WebKit and Firefox: its first boot and its boot from the saved snapshot.

Each run starts the engine's browser afresh (an empty profile: no cache, no service worker, no
snapshot) through the smoke scenarios' drivers (tests/browsers/drivers.py) and, by the page's own
clock (``performance.now()``, from the navigation's start), measures:

* first boot: ``#letterboxed`` until ``<html data-engine=ready>`` (Python booted plainly, the
  wheel installed), then the page keeps a memory snapshot (``data-engine-snapshot=kept``);
* snapshot boot: a reload until ``data-engine=ready`` with ``data-engine-snapshot=restored``.

The page's state is polled every 20 ms (no driver here can add an observer before the page's
scripts run), so each time is late by up to 20 ms plus one round trip of the driver.

``--phases`` also prints where each boot went: the worker's own marks (``engine:PHASE`` in the
page's performance timeline, web/js/engine.js), by the worker's clock from its start, medians.

    python build.py && python benchmarks/engine_boot.py [--runs 5] [--engines chromium,webkit,firefox]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time

import common

sys.path[1:1] = [str(common.ROOT / "tests"), str(common.ROOT / "tests" / "browsers")]

# isort: split
from drivers import ENGINES, Playwright  # noqa: E402

import build  # noqa: E402

STATE = """() => ({ engine: document.documentElement.dataset.engine ?? null,
                   snapshot: document.documentElement.dataset.engineSnapshot ?? null, at: performance.now() })"""


def until(driver, done, timeout_s: float = 180) -> dict:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        state = driver.evaluate(STATE)
        if done(state):
            return state
        time.sleep(0.02)
    raise TimeoutError(f"the page did not get there in {timeout_s} s: {driver.evaluate(STATE)}")


PHASES = """() => Object.fromEntries(performance.getEntriesByType("mark")
    .filter((mark) => mark.name.startsWith("engine:")).map((mark) => [mark.name.slice(7), mark.startTime]))"""


def phases_from_worker(driver) -> dict[str, float]:
    """The boot's phases (ms), from the worker's start."""
    marks = driver.evaluate(PHASES)
    return {name: at - marks["worker"] for name, at in marks.items()}


def one_run(engine: str, site: str) -> tuple[float, float, str, dict, dict]:
    # Chromium's real clock: Playwright's fake one (the tests' pinned day) runs on across a reload.
    driver = Playwright("chromium", pin_clock=False) if engine == "chromium" else ENGINES[engine]()
    try:
        driver.open(f"{site}#letterboxed")
        first = until(driver, lambda s: s["engine"] == "ready")["at"]
        first_phases = phases_from_worker(driver)
        until(driver, lambda s: s["snapshot"] in ("kept", "not kept"))
        driver.reload()
        restored = until(driver, lambda s: s["engine"] == "ready")
        return (first, restored["at"], f"{driver.version} ({restored['snapshot']})", first_phases,
                phases_from_worker(driver))
    finally:
        driver.close()


def print_phases(title: str, runs: list[dict]) -> None:
    """Each phase's median time (s) from the worker's start, in the order they came."""
    names = sorted(set().union(*runs), key=lambda name: statistics.median(r.get(name, 0) for r in runs))
    cells = [f"{name} {statistics.median(r[name] for r in runs if name in r) / 1000:.2f}" for name in names]
    print(f"  {title}: " + ", ".join(cells), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--phases", action="store_true", help="also print the medians of the worker's phases")
    args = parser.parse_args()
    server = build.Server(prefix="/wordgames/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/wordgames/"
    print(f"| engine | first boot (median of {args.runs}) | snapshot boot | first / Chromium's | all first boots "
          "| all snapshot boots |")
    print("| --- | --- | --- | --- | --- | --- |")
    chromium = None
    try:
        for engine in args.engines.split(","):
            runs = [one_run(engine, site) for _ in range(args.runs)]
            first = statistics.median(r[0] for r in runs)
            snapshot = statistics.median(r[1] for r in runs)
            chromium = chromium or (first if engine == "chromium" else None)
            ratio = f"{first / chromium:.2f}" if chromium else "-"
            firsts = ", ".join(f"{r[0] / 1000:.1f}" for r in runs)
            snapshots = ", ".join(f"{r[1] / 1000:.1f}" for r in runs)
            print(f"| {runs[0][2]} | {first / 1000:.1f} s | {snapshot / 1000:.1f} s | {ratio} | {firsts} "
                  f"| {snapshots} |", flush=True)
            if args.phases:
                for boot, at in (("first", 3), ("snapshot", 4)):
                    print_phases(f"{engine}, {boot} boot", [run[at] for run in runs])
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
