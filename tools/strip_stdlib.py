"""Pyodide's standard library without comments and docstrings, for the game worker's trimmed zip.

``build.trimmed_stdlib`` runs this in Pyodide's own Python (``tools/strip_stdlib.mjs``), so that
the tokenizer is the one of the library's Python version and every build writes the same bytes.
Each comment is cut, and each statement that is nothing but a string literal (a docstring,
above all) becomes ``...``. Every line keeps its number, so a traceback still names the lines
of Pyodide's own sources. Each module is then checked: its syntax tree must be the original's,
node for node and line for line, with those strings as ``...``; if not, the build stops.

It saved a third of the zip of sources (801 KB -> 453 KB, deflated); the zip now holds the
stripped modules compiled (``tools/compile_stdlib.py``), without their docstrings.
"""

from __future__ import annotations

import ast
import io
import json
import tokenize

#: Tokens that do not end a statement or hold any of its text.
LAYOUT = {tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING}


def strip(source: str) -> str:
    """``source`` with its comments cut and its lone string statements made ``...``."""
    cuts = []  # (start, end, replacement)
    statement = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            cuts.append((token.start, token.end, ""))
        elif token.type in (tokenize.NEWLINE, tokenize.ENDMARKER):
            if statement and all(part.type == tokenize.STRING for part in statement):
                cuts.append((statement[0].start, statement[-1].end, "..."))
            statement = []
        elif token.type not in LAYOUT:
            statement.append(token)
    lines = io.StringIO(source).readlines()  # as the tokenizer counts them (not at \f or \x1c)
    for (first, column), (last, end_column), replacement in sorted(cuts, reverse=True):
        before, after = lines[first - 1][:column], lines[last - 1][end_column:]
        if not replacement:
            before = before.rstrip()
        lines[first - 1:last] = [before + replacement + "\n" * (last - first) + after]
    return "".join(lines)


class LoneStrings(ast.NodeTransformer):
    """A syntax tree with each statement that is a lone string literal made ``...``."""

    def visit_Expr(self, node: ast.Expr) -> ast.Expr:
        if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            node.value = ast.copy_location(ast.Constant(...), node.value)
        return node


def same_program(original: str, stripped: str) -> bool:
    """Whether ``stripped`` is ``original`` with only its lone strings made ``...``, every
    node on its line."""
    expected, got = LoneStrings().visit(ast.parse(original)), ast.parse(stripped)
    lines = [[getattr(node, "lineno", None) for node in ast.walk(tree)] for tree in (expected, got)]
    return ast.dump(expected) == ast.dump(got) and lines[0] == lines[1]


def strip_all(sources: str) -> str:
    """``{name: source}`` as JSON to the same with each source stripped; ValueError naming the
    modules whose stripped text is not the same program."""
    stripped = {name: strip(source) for name, source in json.loads(sources).items()}
    wrong = [name for name, source in json.loads(sources).items() if not same_program(source, stripped[name])]
    if wrong:
        raise ValueError(f"stripping changed the program of {', '.join(wrong)}")
    return json.dumps(stripped)
