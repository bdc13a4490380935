"""Boards as text, and how words score.

Boards are lists of faces in row order: a face is one letter, a multi-letter face
such as ``"qu"`` or ``"th"``, or ``""`` for a blank face that blocks every path.
As text a board is written row by row, rows separated by spaces or slashes:
``Q`` is the Qu face, ``(TH)`` a multi-letter face and ``.`` a blank.  Scores by
length: 3-4 letters 1, 5 -> 2, 6 -> 3, 7 -> 5, 8 or more -> 11 (Qu counts two).
"""

from __future__ import annotations

import re

from ...lexicon import normalize
from ...messages import Message
from ..base import PuzzleError

MIN_SIDE, MAX_SIDE = 3, 8


def points(word: str) -> int:
    """Points for a word (its length in letters, Qu counting two)."""
    n = len(word)
    return 1 if n <= 4 else 2 if n == 5 else 3 if n == 6 else 5 if n == 7 else 11


def default_min_length(rows: int, cols: int) -> int:
    return 3 if rows * cols <= 16 else 4


# -- boards -----------------------------------------------------------------------------
CELL = re.compile(r"\(([^\W\d_]+)\)|(\.)|([^\W\d_])")


def parse_board(text: str) -> tuple[int, int, list[str]]:
    """``(rows, cols, faces)`` from text such as ``"PERS LATG SINE TERS"``."""
    lines = [line for line in re.split(r"[\s/,;]+", normalize(str(text))) if line]
    if not lines:
        raise PuzzleError(Message("board.empty"))
    rows = []
    for line in lines:
        cells, position = [], 0
        for match in CELL.finditer(line):
            if match.start() != position:
                break
            multi, blank, letter = match.groups()
            cells.append(multi if multi else "" if blank else "qu" if letter == "q" else letter)
            position = match.end()
        if position != len(line):
            raise PuzzleError(Message("board.bad_face", char=repr(line[position:position + 1])))
        rows.append(cells)
    if len({len(r) for r in rows}) != 1:
        raise PuzzleError(Message("board.ragged"))
    if not (MIN_SIDE <= len(rows) <= MAX_SIDE and MIN_SIDE <= len(rows[0]) <= MAX_SIDE):
        raise PuzzleError(Message("board.size", low=MIN_SIDE, high=MAX_SIDE))
    return len(rows), len(rows[0]), [face for row in rows for face in row]


def board_text(rows: int, cols: int, faces: list[str]) -> str:
    def cell(face: str) -> str:
        return "." if not face else "Q" if face == "qu" else face.upper() if len(face) == 1 else f"({face.upper()})"
    return " ".join("".join(cell(f) for f in faces[r * cols:(r + 1) * cols]) for r in range(rows))


def score_of(words) -> int:
    return sum(points(w) for w in words)
