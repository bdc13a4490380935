"""The JavaScript is lint-clean (ESLint, configured in eslint.config.js, finds nothing) and its unit
tests pass: the page's modules under Node's own test runner (tests/js/, browser-free)."""

from __future__ import annotations

import subprocess

import build
from conftest import ROOT

ESLINT = ROOT / "node_modules" / ".bin" / "eslint"


def test_eslint_finds_nothing():
    assert ESLINT.exists(), "ESLint is an npm devDependency: npm ci (build.py test installs it)"
    done = subprocess.run([str(ESLINT), "--max-warnings", "0", "."], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr


def test_js_unit_tests_pass():
    build.page_catalogues(ROOT / "web" / "i18n")  # what web/js/i18n.js imports, as the build writes it
    # The files by name: Node 21 and later no longer search a folder given to --test.
    files = sorted(str(path.relative_to(ROOT)) for path in (ROOT / "tests" / "js").glob("*.test.mjs"))
    assert files, "no tests/js/*.test.mjs"
    done = subprocess.run(["node", "--test", *files], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
