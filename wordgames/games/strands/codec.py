"""Strands share codes: a puzzle to a short code and back, validated fully.

Letters are numbers in the language's alphabet and paths are a start cell and
steps, so the answers never appear as text in a link; :func:`decode` checks
every rule of the solution (:func:`solution_fault`), so a code that decodes is a
valid puzzle.
"""

from __future__ import annotations

import re

from ... import codes
from ...grid import crossing, grid
from ...languages import LANGUAGES, by_number
from ...lexicon import ALPHABETS
from ...messages import Message
from .rules import MAX_CLUE_LENGTH, MAX_SIDE, MIN_SIDE, MIN_WORD_LENGTH, blocked_words

#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 4
CODE_VERSION = 1
TITLE = "Strands"  # in the codes' messages


# -- codes -----------------------------------------------------------------------------------------
def encode(puzzle: dict) -> str:
    """The share code: language, size, clue, letters and each path (spangram first).

    Letters are numbers in the language's alphabet and paths are a start cell and
    steps, so the answers never appear as text in a link.
    """
    rows, cols = puzzle["rows"], puzzle["cols"]
    alphabet = ALPHABETS[puzzle["lang"]]
    clue = puzzle["clue"].encode("utf-8")
    payload = bytearray([LANGUAGES[puzzle["lang"]].number, rows, cols, len(clue)]) + clue
    payload += bytes(alphabet.index(letter) for letter in puzzle["letters"])
    payload.append(len(puzzle["paths"]))
    for path in puzzle["paths"]:
        payload += bytes([len(path), path[0]])
        payload += bytes(_STEPS.index((b // cols - a // cols, b % cols - a % cols))
                         for a, b in zip(path, path[1:]))
    return codes.pack(CODE_TAG, CODE_VERSION, bytes(payload))


_STEPS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def decode(code: str) -> dict:
    """The puzzle of a share code, fully validated; raises :class:`~wordgames.codes.CodeError`."""
    version, data = codes.unpack(CODE_TAG, str(code).strip())
    if version != CODE_VERSION:
        raise codes.CodeError(Message("code.version", game=TITLE, version=version, supported=CODE_VERSION))
    reader = _Reader(data)
    lang_id, rows, cols, clue_length = reader.take(4)
    lang = by_number(lang_id)
    if lang is None:
        raise codes.CodeError(Message("code.unknown_language", game=TITLE))
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise codes.CodeError(Message("code.bad_grid_size", game=TITLE))
    try:
        clue = bytes(reader.take(clue_length)).decode("utf-8")
    except UnicodeDecodeError:
        raise codes.CodeError(Message("code.bad_clue", game=TITLE)) from None
    alphabet = ALPHABETS[lang]
    size = rows * cols
    indices = reader.take(size)
    if any(i >= len(alphabet) for i in indices):
        raise codes.CodeError(Message("code.letter_unknown", game=TITLE))
    letters = [alphabet[i] for i in indices]
    paths = []
    for _ in range(reader.take(1)[0]):
        length, start = reader.take(2)
        if length < 1 or start >= size:
            raise codes.CodeError(Message("code.path_outside", game=TITLE))
        path = [start]
        for step in reader.take(length - 1):
            if step >= len(_STEPS):
                raise codes.CodeError(Message("code.path_outside", game=TITLE))
            r, c = divmod(path[-1], cols)
            r, c = r + _STEPS[step][0], c + _STEPS[step][1]
            if not (0 <= r < rows and 0 <= c < cols):
                raise codes.CodeError(Message("code.path_outside", game=TITLE))
            path.append(r * cols + c)
        paths.append(path)
    if not reader.done():
        raise codes.CodeError(Message("code.leftover", game=TITLE))
    words = ["".join(letters[c] for c in path) for path in paths]
    puzzle = {"rows": rows, "cols": cols, "lang": lang, "clue": clue, "letters": letters,
              "words": words, "paths": paths}
    fault = solution_fault(puzzle)
    if fault:
        raise codes.CodeError(Message("code.invalid", game=TITLE, fault=fault))
    return puzzle


class _Reader:
    """Bytes read in order, with a clear error when they run out."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, count: int) -> list[int]:
        if self.at + count > len(self.data):
            raise codes.CodeError(Message("code.cut_short", game=TITLE))
        chunk = list(self.data[self.at:self.at + count])
        self.at += count
        return chunk

    def done(self) -> bool:
        return self.at == len(self.data)


def solution_fault(puzzle: dict) -> Message | None:
    """Why a puzzle's solution breaks the rules, or None if it keeps them all."""
    rows, cols, paths, words = puzzle["rows"], puzzle["cols"], puzzle["paths"], puzzle["words"]
    board = grid(rows, cols)
    if len(paths) < 2:
        return Message("strands.fault.no_words")
    if sorted(c for path in paths for c in path) != list(range(board.size)):
        return Message("strands.fault.cover")
    if not all(board.is_path(path) for path in paths):
        return Message("strands.fault.not_path")
    taken = 0
    for path in paths:
        diagonals = board.diagonals(path)
        if diagonals & crossing(diagonals) or diagonals & crossing(taken):
            return Message("strands.fault.cross")
        taken |= diagonals
    spangram = [board.position(c) for c in paths[0]]
    if not ({c for _, c in spangram} >= {0, cols - 1} or {r for r, _ in spangram} >= {0, rows - 1}):
        return Message("strands.fault.sides")
    if any(len(w) < MIN_WORD_LENGTH for w in words[1:]):
        return Message("strands.fault.short_word")
    if len(set(words)) != len(words):
        return Message("strands.fault.twice")
    if blocked_words([*words, *re.findall(r"\w+", puzzle["clue"].lower())], puzzle["lang"]):
        return Message("strands.fault.blocked")
    if len(puzzle["clue"]) > MAX_CLUE_LENGTH or not puzzle["clue"].strip():
        return Message("strands.fault.clue")
    return None
