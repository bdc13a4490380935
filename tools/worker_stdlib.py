"""Every action of the engine run in Pyodide as the game worker runs it, and the standard
library modules that took.

The game worker boots on a trimmed copy of Pyodide's ``python_stdlib.zip``
(``build.trimmed_stdlib``) that holds only the modules listed in
``tools/worker-stdlib.txt``: those imported by Pyodide's start-up and by one run of every
action of every game and tool (:data:`CASES`), an unexpected exception included.  Record
the list again after a Pyodide upgrade or a new import in the engine:

    python3 tools/worker_stdlib.py            # needs node_modules/ and dist/ (python3 build.py)

``tests/pyodide/test_pyodide_stdlib.py`` runs the same actions on the trimmed zip, so a module the
list lacks fails the tests, not a player.
"""

from __future__ import annotations

import base64
import json
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = ROOT / "tools" / "worker-stdlib.txt"
FULL_STDLIB = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
RUNNER = ROOT / "tests" / "pyodide" / "pyodide_run.mjs"

UNBOGGLE = {"words": "plates,steal,rinse,silent,queen,listen", "size": "4x4", "seed": "p"}
CREATED = {"clue": "On the syllabus", "spangram": "collegecourse", "words": "exam,homework,lecture,paper,quiz,reading"}
WORDS = "plates\nstaple\npetals\npastel\nsalt\nlast\n"

#: The Python that runs in Pyodide: each case through wordgames.worker.Job (the worker's
#: way in), its last event kept; then an exception raised across JavaScript (the worker
#: reports an unexpected one by its text); then every module imported.
SCRIPT = """
import json, sys
from wordgames.worker import Job
ends = []
for game, action, params in json.loads(%r):
    job, events = Job(game, action, json.dumps(params)), []
    while True:
        pulled = json.loads(job.pull(1000))
        events += pulled["events"]
        if pulled["done"]:
            break
    ends.append(events[-1])
import pyodide_js
try:
    pyodide_js.runPython("raise ValueError('an unexpected exception')")
except Exception as error:
    assert "an unexpected exception" in str(error)
print("RESULT" + json.dumps({"ends": ends, "modules": sorted(sys.modules)}))
"""


def cases() -> list[tuple[str, str, dict]]:
    """One ``(game, action, params)`` for every action of every game and tool, both
    languages among them; the codes they need are made here, in CPython."""
    sys.path.insert(0, str(ROOT))
    from wordgames.games import run

    def final(game: str, action: str, params: dict) -> dict:
        return list(run(game, action, params))[-1]

    letterboxed = final("letterboxed", "generate", {"seed": "p", "lang": "en", "difficulty": 2})
    boggle = final("boggle", "generate", {"seed": "p", "size": 4, "lang": "nb"})
    strands = final("strands", "generate", {"seed": "p", "lang": "nb"})
    first_path = [[row, col] for row, col in strands["placements"][strands["words"][0]]]
    wordlist = final("wordlist", "load", {"text": WORDS, "lang": "en", "name": "mine"})
    return [
        ("letterboxed", "generate", {"daily": "2026-11-22", "lang": "en"}),
        ("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL"}),
        ("letterboxed", "check", {"code": letterboxed["code"], "played": [], "word": letterboxed["answer"][0]}),
        ("letterboxed", "decode", {"code": letterboxed["code"]}),
        ("letterboxed", "board", {"sides": "æøå bde fgh klm", "lang": "nb"}),
        ("letterboxed", "create", {"words": "orphans surgical", "answer": True}),
        ("letterboxed", "title", {"code": letterboxed["code"], "title": "For Ann", "author": "Kim"}),
        ("boggle", "generate", {"seed": "p", "size": 5, "lang": "en"}),
        ("boggle", "solve", {"board": "PERS LATG SINE TERS"}),
        ("boggle", "check", {"code": boggle["code"], "word": "gris"}),
        ("boggle", "decode", {"code": boggle["code"]}),
        ("boggle", "best_board", {"size": 4, "steps": 30, "seed": "p"}),
        ("unboggle", "solve", UNBOGGLE),
        ("strands", "generate", {"daily": "2026-11-22", "lang": "en"}),
        ("strands", "create", CREATED),
        ("strands", "inspect", CREATED),
        ("strands", "place", {**CREATED, "paths": [], "complete": True}),
        ("strands", "solve", {"code": strands["code"]}),
        ("strands", "check", {"code": strands["code"], "path": first_path}),
        ("strands", "hint", {"code": strands["code"]}),
        ("strands", "decode", {"code": strands["code"]}),
        ("wordlist", "load", {"data": base64.b64encode(WORDS.encode("utf-8-sig")).decode(), "lang": "en",
                              "name": "mine"}),
        ("wordlist", "restore", {"compiled": wordlist["compiled"]}),
        ("wordlist", "forget", {"lexicon": wordlist["ref"]}),
    ]


def run_in_pyodide(wheel: Path, stdlib: Path) -> dict:
    """Run every case in Pyodide under Node with ``stdlib`` as its standard library:
    ``{"ends": [each case's last event], "modules": [every module imported]}``."""
    script = SCRIPT % json.dumps(cases())
    done = subprocess.run(["node", str(RUNNER), str(wheel), str(stdlib)], input=script,
                          capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"Pyodide stopped: {done.stderr[-3000:]}")
    line = next(out for out in done.stdout.splitlines() if out.startswith("RESULT"))
    return json.loads(line[len("RESULT"):])


def stdlib_modules(modules: list[str], stdlib: Path = FULL_STDLIB) -> list[str]:
    """The names among ``modules`` that are a module or package of the zip ``stdlib`` (as
    source, or compiled as in the game worker's)."""
    with zipfile.ZipFile(stdlib) as archive:
        names = set(archive.namelist())
    stems = (module.replace(".", "/") for module in modules)
    return sorted(module for module, stem in zip(modules, stems)
                  if {f"{stem}.py", f"{stem}/__init__.py", f"{stem}.pyc", f"{stem}/__init__.pyc"} & names)


def main() -> None:
    wheel = max((ROOT / "dist" / "wheels").glob("wordgames-*.whl"))
    outcome = run_in_pyodide(wheel, FULL_STDLIB)
    failed = [end for end in outcome["ends"] if end["type"] != "result"]
    if failed:
        raise SystemExit(f"some actions did not give a result: {failed}")
    kept = stdlib_modules(outcome["modules"])
    LIST.write_text("# The standard library modules the game worker imports (Pyodide's start-up and every\n"
                    "# action): build.py keeps only these in pyodide/python_stdlib-trimmed.zip.\n"
                    "# Written by `python3 tools/worker_stdlib.py`; do not edit by hand.\n"
                    + "".join(f"{module}\n" for module in kept))
    print(f"{LIST.relative_to(ROOT)}: {len(kept)} modules")


if __name__ == "__main__":
    main()
