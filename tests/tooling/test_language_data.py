"""A language is a folder of data (issue #43): no code names one.

Each language is wordgames/languages/LANG/ (language.json, catalogue.json, strands.txt) and its
word lists wordlists/LANG/; the engine, the build and the page read them. Outside that data, no
module of wordgames/, web/, worker/ or build.py names a language's code (comments, docstrings and
tests aside): a new language then needs no code. A name is a string literal (or an HTML attribute
value) that is a code, or a key or a path made with one (``lang.nb``, ``nb.json``,
``strands-nb.txt``). The browser's codes that map to a language (Bokmål's ``no`` and ``nn``) are
data too, but are not looked for: ``no`` is also the English word (``lb.give_up.no``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from conftest import ROOT
from wordgames.languages import LANGUAGES

#: Every language's code.
CODES = sorted(LANGUAGES)
#: Where the check looks: the code of the engine, the page, the worker and the build.
SCOPE = ("wordgames", "web", "worker", "build.py")
#: What it leaves out, and why.
ASIDE = (
    "wordgames/languages/*/*",  # the languages' data
    "web/i18n/*",  # made by build.py from that data (not in git)
    "web/lab/*.py", "web/games/*/lab/*.py",  # the Lab's examples: Python a player reads and edits, in English
)
JS_COMMENTS = re.compile(r"/\*.*?\*/|(?<![:\\\"'`])//[^\n]*|<!--.*?-->", re.S)
JS_STRINGS = re.compile(r"""(["'`])((?:\\.|(?!\1).)*?)\1""", re.S)


def names_a_language(text: str) -> bool:
    """Is a string literal a code, or a key or a path made with one (``lang.nb``, ``i18n/nb.js``)?"""
    if any(c.isspace() for c in text):
        return False
    return re.search(rf"(?:^|[./-])({'|'.join(CODES)})(?:$|[./])", text) is not None


def python_strings(source: str) -> list[str]:
    """The string literals of Python source, its docstrings (and other bare strings) aside."""
    tree = ast.parse(source)
    documentation = {id(node.value) for node in ast.walk(tree)
                     if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    return [node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in documentation]


def page_strings(source: str) -> list[str]:
    """The string literals of JavaScript (and the attribute values of HTML), comments aside."""
    return [match.group(2) for match in JS_STRINGS.finditer(JS_COMMENTS.sub("", source))]


def languages_named(root: Path = ROOT) -> dict[str, list[str]]:
    """Each file of SCOPE under ``root`` (but ASIDE) that names a language, with what it names."""
    found = {}
    files = [path for part in SCOPE for path in ([root / part] if (root / part).is_file() else
                                                  sorted((root / part).rglob("*")))]
    for path in files:
        name = path.relative_to(root).as_posix()
        if not path.is_file() or any(Path(name).match(pattern) for pattern in ASIDE):
            continue
        if path.suffix == ".py":
            strings = python_strings(path.read_text(encoding="utf-8"))
        elif path.suffix in (".js", ".mjs", ".html"):
            strings = page_strings(path.read_text(encoding="utf-8"))
        else:
            continue
        named = [text for text in strings if names_a_language(text)]
        if named:
            found[name] = named
    return found


def test_no_code_names_a_language():
    assert len(CODES) >= 2
    assert languages_named() == {}


def test_the_check_finds_a_language_named_in_code(tmp_path):
    (tmp_path / "web" / "js").mkdir(parents=True)
    (tmp_path / "web" / "js" / "view.js").write_text(
        '// "nb" in a comment is fine\n/* so is "en" */\nconst ok = "none";\n'
        'export const lang = (stored) => (stored === "nb" ? "nb" : "en");\n')
    (tmp_path / "web" / "index.html").write_text(
        '<!-- <option value="nb"> --><select><option value="nb" data-i18n="lang.nb">Norsk</option></select>\n')
    (tmp_path / "wordgames").mkdir()
    (tmp_path / "wordgames" / "dice.py").write_text(
        '"""Bokmål\'s dice, "nb"."""\n\n\ndef dice(lang="no"):\n    """For "nb"."""\n'
        '    return load(f"strands-{lang}.txt") if lang == "nb" else ("no words", "en.json")  # "nn"\n')
    (tmp_path / "wordgames" / "languages" / "nb").mkdir(parents=True)
    (tmp_path / "wordgames" / "languages" / "nb" / "language.json").write_text('{"code": "nb"}')
    (tmp_path / "web" / "lab").mkdir()
    (tmp_path / "web" / "lab" / "example.py").write_text('run("letterboxed", "generate", {"lang": "en"})\n')
    assert languages_named(tmp_path) == {
        "web/index.html": ["nb", "lang.nb"],
        "web/js/view.js": ["nb", "nb", "en"],
        "wordgames/dice.py": ["nb", "en.json"],
    }
