"""The page asks in its own <dialog> (web/js/ask.js), never with the browser's confirm(), alert() or prompt().

Those block the page, cannot be styled or translated in their buttons, and a phone shows them as the browser's, not
the game's. This reads the code of web/ and worker/ (JavaScript, and the Python the worker runs, which could reach
them through pyodide's js module) with its comments left out.
"""

from __future__ import annotations

import re

from conftest import ROOT

SOURCES = ("web", "worker")
SUFFIXES = {".js", ".mjs", ".cjs", ".html", ".py"}
# confirm( alone, or on window/self/globalThis/top/parent/js; not another object's method (list.prompt(...)).
CALL = re.compile(r"(?:(?<![\w$.])|(?<![\w$])(?:window|self|globalThis|top|parent|js)\s*\.\s*)"
                  r"(confirm|alert|prompt)\s*\(")
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
LINE_COMMENT = re.compile(r"(?:^|\s)(?://|#(?![\w{]))[^\n]*")


def browser_dialogs(text: str) -> list[str]:
    """Each call of the browser's confirm/alert/prompt in a source text, comments left out."""
    code = LINE_COMMENT.sub("", BLOCK_COMMENT.sub("", text))
    return [match.group(0) for match in CALL.finditer(code)]


def test_the_check_finds_the_calls_it_is_for():
    assert browser_dialogs('if (!window.confirm(t("x"))) return;') == ["window.confirm("]
    assert browser_dialogs("alert ('hi'); globalThis.prompt('name?')") == ["alert (", "globalThis.prompt("]
    assert browser_dialogs("js.window.confirm('sure?')") == ["window.confirm("]
    assert browser_dialogs("// confirm(); in a comment\n/* alert() */ askPlayer({})") == []
    assert browser_dialogs("list.prompt(x); reconfirm(y); this.alertBox()") == []


def test_no_browser_dialogs_in_the_page_or_the_worker():
    found = []
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in SUFFIXES and path.is_file():
                calls = browser_dialogs(path.read_text(encoding="utf-8"))
                found += [f"{path.relative_to(ROOT)}: {call}" for call in calls]
    assert found == [], "ask in the page's own dialog (web/js/ask.js askPlayer) instead"
