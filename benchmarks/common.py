"""What the benchmarks share: the reference trie, and running one in CPython or in Pyodide.

A benchmark script defines ``main()`` and ends with
``if __name__ == "__main__": run(main, __file__)``: with ``--pyodide`` on the
command line the same script runs inside Pyodide under Node, with the built
engine wheel and this module installed there.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def dict_trie(words):
    """The straightforward reference structure: nested dicts, ``"$"`` marks a word."""
    root = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = True
    return root


def run_in_pyodide(script: str, timeout: int = 1800) -> str:
    """Run ``script`` in Pyodide (the wheel from dist/ installed); return its stdout."""
    wheels = sorted((ROOT / "dist" / "app" / "wheels").glob("wordgames-*.whl"))
    if not wheels:
        raise SystemExit("run `python build.py` first: dist/app/wheels/ has no engine wheel")
    done = subprocess.run([shutil.which("node") or "node", str(ROOT / "tests" / "pyodide" / "pyodide_run.mjs"),
                           str(wheels[-1])], input=script, capture_output=True, text=True,
                          timeout=timeout)
    if done.returncode:
        raise SystemExit(f"Pyodide run failed:\n{done.stderr[-3000:]}")
    return done.stdout


def run(main, path: str) -> None:
    """Run ``main`` here, or with ``--pyodide`` the whole script at ``path`` in Pyodide (same arguments)."""
    if "--pyodide" not in sys.argv:
        main()
        return
    arguments = [a for a in sys.argv if a != "--pyodide"]
    installer = (f"import sys\nopen('/home/pyodide/common.py', 'w').write({Path(__file__).read_text()!r})\n"
                 f"sys.path.insert(0, '/home/pyodide')\nsys.argv = {arguments!r}\n__name__ = 'benchmark'\n")
    print(run_in_pyodide(installer + Path(path).read_text(encoding="utf-8") + "\nmain()\n"), end="")
