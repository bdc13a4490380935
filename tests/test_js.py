"""The JavaScript is lint-clean: ESLint, configured in eslint.config.js, finds nothing."""

from __future__ import annotations

import subprocess

from conftest import ROOT

ESLINT = ROOT / "node_modules" / ".bin" / "eslint"


def test_eslint_finds_nothing():
    assert ESLINT.exists(), "ESLint is an npm devDependency: npm ci (build.py test installs it)"
    done = subprocess.run([str(ESLINT), "--max-warnings", "0", "."], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
