"""The code is lint-clean: ruff, configured in pyproject.toml ([tool.ruff]), finds nothing."""

from __future__ import annotations

import subprocess
import sys

from conftest import ROOT

CHECKED = ["wordgames", "tests", "benchmarks", "wordlists", "build.py", "setup.py"]


def test_ruff_finds_nothing():
    paths = [name for name in CHECKED if (ROOT / name).exists()]
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", *paths],
                          cwd=ROOT, capture_output=True, text=True)
    assert "No module named ruff" not in done.stderr, "ruff is a test tool: pip install -e '.[test]'"
    assert done.returncode == 0, done.stdout + done.stderr
