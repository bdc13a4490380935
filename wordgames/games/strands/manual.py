"""Manual layouts: a creator's hand-drawn paths checked, the rest placed around pinned ones, and the verdict.

In the creator's manual mode a word is placed by drawing its path over empty
cells; the word's letters fill the cells in the order drawn.  :func:`check_paths`
names every rule a drawn path breaks (a code and parameters, see
:mod:`wordgames.messages`), :func:`complete` lays the remaining words out around
the pinned paths with the search of :mod:`.tiling`, and :func:`verdict` tells
whether a full grid has exactly one cover, or gives a second reading.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...grid import crossing, grid
from ...messages import Message
from ...rng import Rng
from ..base import Event, PuzzleError, progress
from .cover import covers, elsewhere, flaws
from .layout import MAX_LAYOUTS, _letters, _polish, described
from .tiling import tile_around


# -- checking drawn paths -----------------------------------------------------------------------
def check_paths(words: list[str], paths: list[list[int] | None], rows: int, cols: int) -> list[list[Message]]:
    """Every rule each drawn path breaks (spangram first; None for a word not drawn yet).

    A path is judged on its own (inside the grid, each cell once, touching steps,
    as many cells as letters, no crossing of itself, the spangram's two opposite
    sides), then against the paths of the words before it (a shared cell, a
    crossing diagonal): a clash is named on the later word.
    """
    board = grid(rows, cols)
    found: list[list[Message]] = []
    taken, across = 0, 0  # the cells and diagonals of the sound paths before
    owner: dict[int, str] = {}
    for index, (word, path) in enumerate(zip(words, paths)):
        shown = word.upper()
        problems: list[Message] = []
        found.append(problems)
        if not path:
            continue
        if any(not 0 <= c < board.size for c in path):
            problems.append(Message("strands.manual.outside", word=shown))
            continue
        if len(set(path)) != len(path):
            problems.append(Message("strands.manual.repeat", word=shown))
        jumps = [i + 1 for i, (a, b) in enumerate(zip(path, path[1:])) if not board.adjacent(a, b)]
        if jumps:
            problems.append(Message("strands.manual.not_touching", word=shown, step=jumps[0]))
        if len(path) != len(word):
            problems.append(Message("strands.manual.length", word=shown, cells=len(path), count=len(word)))
        diagonals = board.diagonals(path)
        if diagonals & crossing(diagonals):
            problems.append(Message("strands.manual.cross_self", word=shown))
        shared = sorted({owner[c] for c in path if taken >> c & 1}, key=words.index)
        if shared:
            problems.append(Message("strands.manual.overlap", word=shown, other=shared[0].upper()))
        crossed = sorted({owner[c] for c in _crossed_cells(board, diagonals & crossing(across))}, key=words.index)
        if crossed:
            problems.append(Message("strands.manual.cross", word=shown, other=crossed[0].upper()))
        if index == 0 and len(path) == len(word) and not problems and not _spans(board, path):
            problems.append(Message("strands.manual.sides", word=shown))
        if not problems:
            for c in path:
                owner[c] = word
                taken |= 1 << c
            across |= diagonals
    return found


def _crossed_cells(board, diagonals: int) -> list[int]:
    """The cells of the diagonals that cross those in ``diagonals``."""
    cells = []
    while diagonals:
        low = diagonals & -diagonals
        diagonals ^= low
        p, q = board.crossed_by[low]
        cells += [p, q]
    return cells


def _spans(board, path: list[int]) -> bool:
    """Does the path touch two opposite sides of the grid?"""
    rows_touched = {c // board.cols for c in path}
    cols_touched = {c % board.cols for c in path}
    return {0, board.cols - 1} <= cols_touched or {0, board.rows - 1} <= rows_touched


# -- the verdict on a full grid ------------------------------------------------------------------
def verdict(clue: str, words: list[str], paths: list[list[int]], lang: str, rows: int, cols: int) -> dict:
    """A full, sound layout as a puzzle (its code), with ``covers`` (1, or 2 for two or more),
    ``second`` (another reading, word -> [row, column] cells, or None) and ``elsewhere``."""
    letters = _letters(words, paths, rows * cols)
    intended = {(word, frozenset(path)) for word, path in zip(words, paths)}
    found, second = 0, None
    for cover in covers(letters, rows, cols, words, limit=2):
        if cover is None:
            continue
        found += 1
        if second is None and {(w, frozenset(p)) for w, p in cover.items()} != intended:
            second = {w: [list(divmod(c, cols)) for c in cover[w]] for w in words}
    puzzle = {"rows": rows, "cols": cols, "lang": lang, "clue": clue, "letters": letters,
              "words": words, "paths": paths}
    return {**described(puzzle), "covers": found, "second": second,
            "elsewhere": elsewhere(letters, rows, cols, words, paths)}


# -- placing the rest ------------------------------------------------------------------------------
def complete(clue: str, words: list[str], kept: list[list[int] | None], lang: str, rows: int, cols: int,
             seed: str) -> Iterator[Event | dict]:
    """Lay out the words without a path in ``kept`` around those with one; the last item is the verdict.

    Like :func:`.layout.lay_out`, up to :data:`MAX_LAYOUTS` layouts are tried and the
    first with one cover and no word traceable elsewhere is kept, else the best.
    Kept paths never change.  Raises :class:`PuzzleError` with the reason when the
    words cannot be placed around them.
    """
    fixed = [path for path in kept if path]
    free = [i for i, path in enumerate(kept) if not path]
    if not free:
        yield verdict(clue, words, [list(p) for p in kept], lang, rows, cols)
        return
    spangram_free = free[0] == 0
    theme_free = [i for i in free if i]
    rng = Rng(f"strands/manual/{lang}/{rows}x{cols}/{seed}")
    best = None
    for attempt in range(1, MAX_LAYOUTS + 1):
        layout_rng = rng.fork(f"layout {attempt}")
        outcome = None
        for item in tile_around(rows, cols, fixed, len(words[0]) if spangram_free else 0,
                                [len(words[i]) for i in theme_free], layout_rng):
            if isinstance(item, tuple):
                outcome = item
            else:
                yield item
        kind, value = outcome
        if kind != "paths":
            if best:
                break  # a later try that gives up changes nothing: keep the best found
            raise PuzzleError(_why_not(kind, value, [words[i] for i in free]))
        paths = _assign(words, kept, free, value, layout_rng)
        paths = _polish(words, paths, rows, cols, movable=set(free))
        report = verdict(clue, words, paths, lang, rows, cols)
        rank = flaws(report)
        yield progress(stage="checking", layout=attempt, covers=report["covers"], elsewhere=report["elsewhere"])
        if best is None or rank < best[0]:
            best = (rank, report)
        if rank == (False, 0):
            break
    yield best[1]


def _assign(words: list[str], kept: list[list[int] | None], free: list[int], new: list[list[int]],
            rng: Rng) -> list[list[int]]:
    """Every word's path: the kept ones, and the new ones given to the free words by length
    (equal lengths shuffled, each read either way); the spangram's new path is the first."""
    paths = [list(path) if path else None for path in kept]
    if free[0] == 0:
        paths[0], new = new[0], new[1:]
    by_length: dict[int, list[list[int]]] = {}
    for path in new:
        by_length.setdefault(len(path), []).append(path)
    for group in by_length.values():
        rng.shuffle(group)
    for i in free:
        if i:
            paths[i] = by_length[len(words[i])].pop()
    return [path[::-1] if i in free and rng.below(2) else path for i, path in enumerate(paths)]


def _why_not(kind: str, value, words: list[str]) -> Message:
    shown = ", ".join(word.upper() for word in words)
    if kind == "regions":
        return Message("strands.manual.regions", words=shown, sizes=", ".join(map(str, value)))
    if kind == "none":
        return Message("strands.manual.no_room", words=shown, nodes=value)
    return Message("strands.manual.gave_up", words=shown, nodes=value)
