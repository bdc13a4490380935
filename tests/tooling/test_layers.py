"""Modules stand in layers, and nothing imports its way back up.

The engine: import-linter checks the contracts of pyproject.toml ([tool.importlinter]):
messages, then the lexicon, a player's own word lists (custom), share codes (codes), the games
(each game over games/base.py; no game imports the registry, wordgames/games/__init__.py), and at
the top the worker, the CLI, the audit, the gallery and the day packs. import-linter reads every
import statement, those inside functions too, and a module of the package outside the layers
breaks the contract as well. The page: the static imports of its modules form no circle.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT


def lint_imports(cwd: Path) -> subprocess.CompletedProcess:
    """import-linter's lint-imports on the package and the contracts in cwd."""
    command = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", command, "--no-cache", "--no-logo"], cwd=cwd,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(cwd)})


def test_the_engine_keeps_its_layers():
    done = lint_imports(ROOT)
    assert "No module named" not in done.stderr, "import-linter is a test tool: pip install -e '.[test]'"
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout


UP = "\n\ndef _up():\n    {import_}\n    return None\n"  # an import inside a function counts too


@pytest.mark.parametrize(("path", "added", "broken"), [
    ("wordgames/messages.py", UP.format(import_="from .lexicon import load"),
     "wordgames.messages is not allowed to import wordgames.lexicon"),
    ("wordgames/lexicon.py", UP.format(import_="from .custom import read"),
     "wordgames.lexicon is not allowed to import wordgames.custom"),
    ("wordgames/codes.py", UP.format(import_="from .games import GAMES"),
     "wordgames.codes is not allowed to import wordgames.games"),
    ("wordgames/games/base.py", "\nfrom . import boggle\n",
     "Inside the games: base knows no game BROKEN"),
    ("wordgames/games/boggle/codec.py", UP.format(import_="from .. import GAMES"),
     "No game imports the registry of games, which imports them BROKEN"),
    ("wordgames/helper.py", '"""A new module, in no layer yet."""\n',
     "The following modules are not listed as layers:\n\n- wordgames.helper"),
])
def test_an_import_up_breaks_the_contract(tmp_path, path, added, broken):
    shutil.copytree(ROOT / "wordgames", tmp_path / "wordgames",
                    ignore=shutil.ignore_patterns("__pycache__", "data"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    module = tmp_path / path
    module.write_text((module.read_text() if module.exists() else "") + added)
    done = lint_imports(tmp_path)
    assert done.returncode != 0 and broken in done.stdout, done.stdout + done.stderr


# -- the page -------------------------------------------------------------------------------------
#: A static import or re-export: `import x, { y as z } from "./m.js"`, `export { a } from "./m.js"`,
#: `import "./m.js"`. A dynamic import(), which loads when called, is no edge.
STATIC_IMPORT = re.compile(r"""^[ \t]*(?:import|export)\b[\w\s{},*$]*?\bfrom\s*["']([^"']+)["']"""
                           r"""|^[ \t]*import\s*["']([^"']+)["']""", re.MULTILINE)


def imports_of(path: Path) -> set[Path]:
    """The files of the repository a module imports statically (a file only built, like Pyodide, is left out)."""
    found = set()
    for match in STATIC_IMPORT.finditer(path.read_text(encoding="utf-8")):
        specifier = match.group(1) or match.group(2)
        if specifier.startswith((".", "/")):
            target = (path.parent / specifier).resolve()
            if target.is_file():
                found.add(target)
    return found


def module_graph(roots: list[Path]) -> dict[Path, set[Path]]:
    """Each module reachable from roots, with the modules it imports."""
    graph: dict[Path, set[Path]] = {}
    waiting = [root.resolve() for root in roots]
    while waiting:
        module = waiting.pop()
        if module not in graph:
            graph[module] = imports_of(module)
            waiting.extend(graph[module])
    return graph


def a_circle(graph: dict) -> list | None:
    """A circle of imports (its modules, the first again at the end), or None."""
    done, path = set(), []

    def visit(module) -> list | None:
        if module in path:
            return path[path.index(module):] + [module]
        if module in done:
            return None
        path.append(module)
        for imported in sorted(graph.get(module, ())):
            if circle := visit(imported):
                return circle
        path.pop()
        done.add(module)
        return None

    return next((circle for module in sorted(graph) if (circle := visit(module))), None)


def test_the_import_reader_sees_static_imports_only(tmp_path):
    (tmp_path / "b.js").write_text("export const b = 1;\n")
    (tmp_path / "c.js").write_text("")
    (tmp_path / "d.js").write_text("")
    (tmp_path / "a.js").write_text('import { b,\n  b as bee } from "./b.js";\nexport * from "./c.js";\n'
                                   'import "./d.js";\nconst e = await import("./e.js");\n'
                                   'import { f } from "./missing.js";\n')
    assert imports_of(tmp_path / "a.js") == {(tmp_path / name).resolve() for name in ("b.js", "c.js", "d.js")}
    assert a_circle({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}}) == ["a", "b", "c", "a"]
    assert a_circle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_the_pages_modules_import_no_circle():
    graph = module_graph([*(ROOT / "web" / "js").rglob("*.js"), *(ROOT / "web" / "games").rglob("*.js"),
                          *(ROOT / "worker").glob("*.mjs")])
    js = (ROOT / "web" / "js").resolve()
    assert js / "i18n.js" in graph[js / "shell.js"] and js / "storage.js" in graph[js / "i18n.js"]  # it reads them
    circle = a_circle(graph)
    assert circle is None, " -> ".join(str(module.relative_to(ROOT.resolve())) for module in circle)
