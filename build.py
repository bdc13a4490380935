"""Build, serve and test the static site.

    python build.py            # assemble dist/ (the whole static site)
    python build.py serve      # build, then serve dist/ on http://localhost:8000/
    python build.py test       # set up what is missing, build, run every test
    python build.py lexicon    # only compile wordlists/ into wordgames/data/

dist/ holds the pages (web/), the worker (worker/), Pyodide's runtime copied
from the npm package ``pyodide`` at the version pinned in package.json, the
engine wheel with ``wheels/lock.json`` (its name and sha256, checked by the
worker before it installs it) and a service worker that keeps the site usable
offline.  Every URL in the site is relative, so dist/ can be served from any
path, such as a GitHub Pages project site.
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
DATA = ROOT / "wordgames" / "data"
PYODIDE = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                 "python_stdlib.zip", "pyodide-lock.json")
CHROMIUM = Path("/usr/lib/chromium/chromium")  # Debian's; tests and benchmarks drive it headless
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]


def run(*command: str, **options) -> None:
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT, **options)


def lexicon() -> None:
    """Compile each language folder of wordlists/ into wordgames/data/<lang>.lex."""
    sys.path.insert(0, str(ROOT))
    from wordgames.lexicon import LANGUAGES, compile_folder

    DATA.mkdir(exist_ok=True)
    for language in LANGUAGES:
        source = ROOT / "wordlists" / language
        target = DATA / f"{language}.lex"
        newest = max(p.stat().st_mtime for p in source.glob("*.txt"))
        newest = max(newest, (ROOT / "wordgames" / "lexicon.py").stat().st_mtime)
        if target.exists() and target.stat().st_mtime >= newest:
            continue
        print(f"compiling {language} lexicon", flush=True)
        target.write_bytes(compile_folder(source, language).to_bytes())


def pyodide_version() -> str:
    return json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]


def npm_packages() -> None:
    """Install the npm packages of package-lock.json unless they are there already."""
    installed = PYODIDE / "package.json"
    if not installed.exists() or json.loads(installed.read_text())["version"] != pyodide_version():
        run("npm", "ci", "--no-audit", "--no-fund")


def wheel(into: Path) -> Path:
    """Build the engine wheel into ``into`` and return its path."""
    lexicon()
    into.mkdir(parents=True, exist_ok=True)
    run(sys.executable, "-m", "pip", "wheel", "--no-deps",
        "--quiet", "--wheel-dir", str(into), ".")
    shutil.rmtree(ROOT / "build", ignore_errors=True)
    return next(into.glob("wordgames-*.whl"))


def build() -> None:
    """Assemble dist/."""
    npm_packages()
    shutil.rmtree(DIST, ignore_errors=True)
    shutil.copytree(ROOT / "web", DIST)
    shutil.copytree(ROOT / "worker", DIST / "worker")
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE / name, DIST / "pyodide" / name)
    built = wheel(DIST / "wheels")
    digest = hashlib.sha256(built.read_bytes()).hexdigest()
    lock = {"wheel": built.name, "sha256": digest, "pyodide": pyodide_version()}
    (DIST / "wheels" / "lock.json").write_text(json.dumps(lock, indent=2) + "\n")
    write_service_worker()
    print(f"built {DIST} ({built.name}, sha256 {digest[:12]}…)")


def write_service_worker() -> None:
    """Fill in the service worker's list of files and a version that changes with them."""
    files = sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*")
                   if p.is_file() and p.name != "sw.js")
    version = hashlib.sha256()
    for name in files:
        version.update(name.encode() + hashlib.sha256((DIST / name).read_bytes()).digest())
    template = (DIST / "sw.js").read_text()
    (DIST / "sw.js").write_text(template.replace("__VERSION__", version.hexdigest()[:16])
                                .replace("__FILES__", json.dumps(["./"] + files)))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".whl": "application/zip"}

    def log_message(self, format: str, *args) -> None:
        if os.environ.get("WORDGAMES_LOG_REQUESTS"):
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """Serves dist/ on localhost; a browser hanging up mid-download is not an error."""

    daemon_threads = True

    def __init__(self, port: int = 0) -> None:
        super().__init__(("127.0.0.1", port), functools.partial(Handler, directory=str(DIST)))

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(port: int) -> None:
    with Server(port) as server:
        print(f"serving {DIST} at http://localhost:{port}/  (Ctrl-C stops)", flush=True)
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


def setup_tests() -> None:
    """Install what the tests need: Python packages, npm packages and a Chromium."""
    run(sys.executable, "-m", "pip", "install", "--quiet", "-e", ".[test]")
    if not CHROMIUM.exists() and shutil.which("apt-get") and os.geteuid() == 0:
        run("apt-get", "update", "-qq")
        run("apt-get", "install", "-y", "-qq", "chromium", env={**os.environ,
            "DEBIAN_FRONTEND": "noninteractive"})
    if not CHROMIUM.exists():  # not Debian: Playwright's own Chromium build
        run(sys.executable, "-m", "playwright", "install", "chromium")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", default="build",
                        choices=["build", "serve", "test", "lexicon"])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("pytest_args", nargs="*", help="extra arguments for pytest (test)")
    args = parser.parse_args()
    if args.command == "lexicon":
        lexicon()
        return
    if args.command == "test":
        setup_tests()
    build()
    if args.command == "serve":
        serve(args.port)
    elif args.command == "test":
        run(sys.executable, "-m", "pytest", *args.pytest_args)


if __name__ == "__main__":
    main()
