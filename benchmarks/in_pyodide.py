"""Run a benchmark script inside Pyodide under Node, with the built engine wheel."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_in_pyodide(script: str, timeout: int = 1800) -> str:
    """Run ``script`` in Pyodide (the wheel from dist/ installed); return its stdout."""
    wheels = sorted((ROOT / "dist" / "wheels").glob("wordgames-*.whl"))
    if not wheels:
        raise SystemExit("run `python build.py` first: dist/wheels/ has no engine wheel")
    done = subprocess.run([shutil.which("node") or "node", str(ROOT / "tests" / "pyodide_run.mjs"),
                           str(wheels[-1])], input=script, capture_output=True, text=True,
                          timeout=timeout)
    if done.returncode:
        raise SystemExit(f"Pyodide run failed:\n{done.stderr[-3000:]}")
    return done.stdout


def run_benchmark_in_pyodide(path: str) -> str:
    """Run the ``main()`` of the benchmark script at ``path`` in Pyodide."""
    source = Path(path).read_text(encoding="utf-8")
    source = source.replace("from __future__ import annotations\n", "")
    return run_in_pyodide(f"__name__ = 'benchmark'\n{source}\nmain()\n")
