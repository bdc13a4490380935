"""Lighthouse's mobile audit of the built site, served as GitHub Pages serves it.

Lighthouse (npm ``lighthouse`` 12.2.3, the last that runs on Node 20) audits a first visit with
its mobile profile: a phone's screen, a CPU slowed 4x and a simulated 1.6 Mbit/s link with 150 ms
round trips. It simulates the link from what the browser actually received, so the server
decides what it counts: dist/ is served here through pages.py (gzip where GitHub Pages gzips,
its cache time), as players receive it, and over HTTPS and HTTP/2 as GitHub Pages' CDN answers
(h2-front.mjs, with a certificate made for the run by ``openssl``). The protocol matters: over
HTTP/1.1 Lighthouse simulates six connections to the site, each with its own slow start, and
the first look's dozen requests wait for one; over HTTP/2 they share one connection.
``--http1`` audits over plain HTTP/1.1 instead, and ``--plain`` serves every file uncompressed
(over HTTP/1.1), for comparison; GitHub Pages does neither. ``--no-paint-holding`` turns off
Chromium's Paint Holding, which in this headless browser often holds the page's first frame
1-2 s past the moment it is painted (benchmarks/README.md, "LCP under 1.5 s"): a diagnosis, not
how a player's browser runs.

Each run audits every route given (default: the English Letter Boxed daily, the heaviest first
look) with a new browser profile, in the system Chromium (``CHROME_PATH``, else Debian's), and
prints the four category scores and the metrics behind performance; then the medians.
Lighthouse is installed with npm into .cache/lighthouse/ when it is not there.

    python3 build.py && python3 benchmarks/lighthouse.py [--runs 3] [--http1 | --plain] [ROUTE ...]
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import common  # noqa: F401  (puts the project on sys.path)

# isort: split
import build
from pages import PagesServer

VERSION = "12.2.3"
HOME = build.CACHE / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
FRONT = Path(__file__).with_name("h2-front.mjs")
METRICS = {"first-contentful-paint": "FCP", "largest-contentful-paint": "LCP", "speed-index": "SI",
           "total-blocking-time": "TBT", "cumulative-layout-shift": "CLS"}


def lighthouse() -> Path:
    """The lighthouse command, installed with npm into HOME the first time."""
    command = HOME / "node_modules" / ".bin" / "lighthouse"
    if not command.exists():
        HOME.mkdir(parents=True, exist_ok=True)
        subprocess.run([shutil.which("npm") or "npm", "install", "--no-save", "--prefix", str(HOME),
                        f"lighthouse@{VERSION}"], check=True)
    return command


@contextlib.contextmanager
def https_front(origin: str) -> Iterator[str]:
    """HTTPS and HTTP/2 in front of ``origin`` (h2-front.mjs) for the time of the block: its address."""
    if not shutil.which("openssl"):
        raise SystemExit("lighthouse.py needs openssl to make the HTTPS front's certificate (or run it with --http1)")
    with tempfile.TemporaryDirectory() as scratch:
        key, cert = Path(scratch) / "key.pem", Path(scratch) / "cert.pem"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1",
                        "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                        "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
        front = subprocess.Popen(["node", str(FRONT), origin, str(key), str(cert)], stdout=subprocess.PIPE, text=True)
        try:
            yield f"https://127.0.0.1:{int(front.stdout.readline())}/"
        finally:
            front.terminate()
            front.wait()


def audit(command: Path, url: str, *, paint_holding: bool = True) -> dict:
    """One Lighthouse run at ``url``: {category: score, metric: value} (ms, CLS unitless). The
    browser takes the HTTPS front's certificate, made for the run."""
    chrome = os.environ.get("CHROME_PATH") or str(build.CHROMIUM)
    flags = ["--headless=new", *build.CHROMIUM_ARGS]
    if url.startswith("https:"):
        flags.append("--ignore-certificate-errors")
    if not paint_holding:
        flags.append("--disable-features=PaintHolding")
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run([str(command), url, "--quiet", "--form-factor=mobile", "--output=json",
                        f"--output-path={report}", f"--chrome-flags={' '.join(flags)}"],
                       check=True, env={**os.environ, "CHROME_PATH": chrome})
        found = json.loads(report.read_text())
    scores = {name: found["categories"][name]["score"] for name in CATEGORIES}
    return scores | {name: found["audits"][name]["numericValue"] for name in METRICS}


def shown(name: str, value: float) -> str:
    if name in CATEGORIES:
        return f"{value:.2f}"
    return f"{value:.3f}" if name == "cumulative-layout-shift" else f"{value / 1000:.2f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("routes", nargs="*", default=["#letterboxed"], help="hashes to audit")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--http1", action="store_true", help="plain HTTP/1.1, without the HTTPS and HTTP/2 front")
    parser.add_argument("--plain", action="store_true", help="serve every file uncompressed (over HTTP/1.1)")
    parser.add_argument("--no-paint-holding", action="store_true", help="turn off Chromium's Paint Holding")
    options = parser.parse_args()
    if not (build.DIST / "index.html").exists():
        raise SystemExit("run `python3 build.py` first: dist/ has no site")
    command = lighthouse()
    server = PagesServer(handler=build.Handler) if options.plain else PagesServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    plain_http = options.http1 or options.plain
    results = {route: [] for route in options.routes}
    origin = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with contextlib.nullcontext(origin) if plain_http else https_front(origin) as site:
            for number in range(1, options.runs + 1):
                for route in options.routes:
                    found = audit(command, site + route, paint_holding=not options.no_paint_holding)
                    results[route].append(found)
                    print(f"run {number}, {route}: " + ", ".join(
                        f"{METRICS.get(name, name)} {shown(name, value)}" for name, value in found.items()), flush=True)
    finally:
        server.shutdown()
    served = ("uncompressed, over HTTP/1.1" if options.plain else "as GitHub Pages serves it (gzip), over HTTP/1.1"
              if options.http1 else "as GitHub Pages serves it (gzip, HTTPS, HTTP/2)")
    held = ", without Paint Holding" if options.no_paint_holding else ""
    print(f"\nLighthouse {VERSION}, mobile, dist/ {served}{held}, medians of {options.runs} runs:\n")
    names = [*CATEGORIES, *METRICS]
    print(f"| route | {' | '.join(METRICS.get(name, name) for name in names)} |")
    print(f"| --- |{' ---: |' * len(names)}")
    for route, runs in results.items():
        print(f"| {route} | " + " | ".join(shown(name, statistics.median(run[name] for run in runs))
                                           for name in names) + " |")


if __name__ == "__main__":
    main()
