"""The engine wheel inside real Pyodide (Python 3.14) under Node gives what CPython gives."""

import json
import shutil
import subprocess

import pytest

from conftest import ROOT, final
from wordgames.games import run

pytestmark = pytest.mark.pyodide

SEEDS = [("en", 2, "alpha"), ("en", 3, "2026-11-22"), ("nb", 3, "beta"), ("en", 4, "iota")]
UNBOGGLE = [{"words": "plates,steal,rinse,silent,queen,listen", "size": "4x4", "seed": "p"},
            {"words": "ab,ac,ad,ae,bc,bd,be,cd,ce,de,fghi", "size": "3x3"}]
STRANDS = [("generate", {"daily": "2026-11-22"}), ("generate", {"seed": "p", "lang": "nb"}),
           ("create", {"clue": "On the syllabus", "spangram": "collegecourse",
                       "words": "exam,homework,lecture,paper,quiz,reading"}),
           ("solve", {"grid": "CEXGRE OMANIU LLEDET RQGARC EUECOE PMIZUL AOEWRS PHKROE",
                      "words": "exam,homework,lecture,paper,quiz,reading,collegecourse"})]
LETTERBOXED_CREATE = [{"words": "orphans surgical", "answer": True}, {"words": "langdistanse bopel", "lang": "nb"},
                      {"words": "mighty yearn"}]

SCRIPT = """
import json, sys
from wordgames.games import run
out = {"python": sys.version.split()[0], "boards": [], "solve": None, "lexicon": None}
for lang, difficulty, seed in %s:
    out["boards"].append([e for e in run("letterboxed", "generate",
                          {"seed": seed, "lang": lang, "difficulty": difficulty})][-1])
out["solve"] = [e for e in run("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL"})][-1]
out["boggle"] = [[e for e in run("boggle", "generate", {"seed": "p", "size": n, "lang": lang})][-1]
                 for n, lang in ((4, "en"), (5, "en"), (6, "en"), (4, "nb"))]
out["boggle_solve"] = [e for e in run("boggle", "solve", {"board": "PERS LATG SINE TERS"})][-1]
out["best"] = [e for e in run("boggle", "best_board", {"size": 4, "steps": 30, "seed": "p"})][-1]
out["unboggle"] = [[e for e in run("unboggle", "solve", params)][-1] for params in %s]
out["strands"] = [[e for e in run("strands", action, params)][-1] for action, params in %s]
out["letterboxed_create"] = [[e for e in run("letterboxed", "create", params)] for params in json.loads(%r)]
from wordgames.lexicon import load
out["lexicon"] = [len(load("en")), len(load("nb")), load("nb").tier("blåbær")]
print("RESULT" + json.dumps(out))
"""


@pytest.fixture(scope="module")
def pyodide_output():
    wheels = sorted((ROOT / "dist" / "app" / "wheels").glob("wordgames-*.whl"))
    if not wheels or not (ROOT / "node_modules" / "pyodide").exists():
        pytest.fail("run `python build.py` first: the Pyodide test needs dist/ and node_modules/")
    node = shutil.which("node")
    assert node, "Node.js is needed to run Pyodide"
    script = SCRIPT % (json.dumps(SEEDS), json.dumps(UNBOGGLE), json.dumps(STRANDS),
                       json.dumps(LETTERBOXED_CREATE))
    done = subprocess.run([node, str(ROOT / "tests" / "pyodide" / "pyodide_run.mjs"), str(wheels[-1])],
                          input=script, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    line = next(out for out in done.stdout.splitlines() if out.startswith("RESULT"))
    return json.loads(line[len("RESULT"):])


def test_runs_python_3_14(pyodide_output):
    assert pyodide_output["python"].startswith("3.14")


def test_same_seed_same_board_as_cpython(pyodide_output):
    for (lang, difficulty, seed), board in zip(SEEDS, pyodide_output["boards"]):
        assert board == final("letterboxed", "generate", {"seed": seed, "lang": lang, "difficulty": difficulty})


def test_same_boggle_boards_words_and_search_as_cpython(pyodide_output):
    boards = [final("boggle", "generate", {"seed": "p", "size": n, "lang": lang})
              for n, lang in ((4, "en"), (5, "en"), (6, "en"), (4, "nb"))]
    assert pyodide_output["boggle"] == boards
    assert pyodide_output["boggle_solve"] == final("boggle", "solve", {"board": "PERS LATG SINE TERS"})
    assert pyodide_output["best"] == final("boggle", "best_board", {"size": 4, "steps": 30, "seed": "p"})


def test_same_unboggle_boards_and_proofs_as_cpython(pyodide_output):
    assert pyodide_output["unboggle"] == [final("unboggle", "solve", params) for params in UNBOGGLE]


def test_same_strands_boards_and_covers_as_cpython(pyodide_output):
    assert pyodide_output["strands"] == [final("strands", action, params) for action, params in STRANDS]


def test_same_letterboxed_creations_as_cpython(pyodide_output):
    """Every event of the creator, progress included, in the same order: the same placements tried."""
    assert pyodide_output["letterboxed_create"] == [list(run("letterboxed", "create", params))
                                                     for params in LETTERBOXED_CREATE]


def test_same_solution_and_lexicons(pyodide_output):
    from wordgames.lexicon import load

    assert pyodide_output["solve"] == final("letterboxed", "solve", {"sides": "GIY,ERO,HNM,TAL"})
    assert pyodide_output["lexicon"] == [len(load("en")), len(load("nb")), load("nb").tier("blåbær")]
