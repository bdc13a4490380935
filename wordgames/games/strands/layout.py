"""Laying out a board: paths from :mod:`.tiling`, words on them, letters, and the check for one cover."""

from __future__ import annotations

from collections.abc import Iterator

from ...languages import DEFAULT
from ...messages import Message
from ...rng import Rng
from ..base import Event, PuzzleError, progress, result
from .codec import encode
from .cover import flaws, traces_elsewhere, uniqueness
from .rules import COLS, ROWS, problems
from .tiling import tile, tile_lettered

#: Layouts tried for one board: the first whose words trace nowhere else is kept.
MAX_LAYOUTS = 12


# -- laying out a board -------------------------------------------------------------------------
def lay_out(clue: str, spangram: str, words: list[str], seed: str, lang: str = DEFAULT,
            rows: int = ROWS, cols: int = COLS, layouts: int = MAX_LAYOUTS) -> Iterator[Event]:
    """Lay out a board, streaming progress; the last event is the puzzle (a ``result``).

    First a search that writes the words as it lays their paths, so that no word
    traces elsewhere (:func:`.tiling.tile_lettered`; such a board has one cover).
    Should it run out of budget, up to ``layouts`` layouts are lettered after
    tiling: the first whose solution is the only cover and whose words trace
    nowhere else is kept, else the best seen (one cover before many, then fewest
    words that trace elsewhere).  The result's ``layouts`` is that layout's number,
    0 for the lettered search.
    """
    found = problems(spangram, words, lang, rows, cols)
    if found:
        raise PuzzleError(Message("strands.problems", problems=found))
    rng = Rng(f"strands/{lang}/{rows}x{cols}/{seed}")
    board = yield from _lettered(spangram, words, rows, cols, rng)
    if board is None:
        board = yield from _best_of(spangram, words, rows, cols, rng, layouts)
    letters, ordered, paths, report, attempt = board
    puzzle = {"rows": rows, "cols": cols, "lang": lang, "clue": clue, "letters": letters,
              "words": ordered, "paths": paths}
    yield result(**described(puzzle), **report, layouts=attempt)


def _lettered(spangram: str, words: list[str], rows: int, cols: int, rng: Rng):
    """The board of the lettered search, ``(letters, words, paths, report, 0)``, or None."""
    ordered, paths = [spangram, *words], None
    for item in tile_lettered(rows, cols, ordered, rng.fork("lettered")):
        if isinstance(item, dict):
            yield item
        else:
            paths = item
    if paths is None:
        return None
    letters = _letters(ordered, paths, rows * cols)
    return letters, ordered, paths, uniqueness(letters, rows, cols, ordered, paths), 0


def _best_of(spangram: str, words: list[str], rows: int, cols: int, rng: Rng, layouts: int):
    """The best of up to ``layouts`` layouts lettered after tiling: ``(letters, words, paths, report, attempt)``."""
    best = None
    for attempt in range(1, layouts + 1):
        layout_rng = rng.fork(f"layout {attempt}")
        layout = None
        for item in tile(rows, cols, len(spangram), [len(w) for w in words], layout_rng):
            if isinstance(item, list):
                layout = item
            else:
                yield item
        ordered, paths = _assign([spangram, *words], layout, layout_rng)
        paths = _polish(ordered, paths, rows, cols)
        letters = _letters(ordered, paths, rows * cols)
        report = uniqueness(letters, rows, cols, ordered, paths)
        rank = flaws(report)
        yield progress(stage="checking", layout=attempt, **report)
        if best is None or rank < best[0]:
            best = (rank, (letters, ordered, paths, report, attempt))
        if rank == (False, 0):
            break
    return best[1]


def _assign(words: list[str], layout: list[list[int]], rng: Rng) -> tuple[list[str], list[list[int]]]:
    """Give each word a path of its length (equal lengths shuffled) and a reading direction.

    The spangram keeps the first path.  Returns the words in the puzzle's order
    (spangram, then theme words as given) with their paths.
    """
    spangram, theme = words[0], words[1:]
    free_paths: dict[int, list[list[int]]] = {}
    for path in layout[1:]:
        free_paths.setdefault(len(path), []).append(path)
    for group in free_paths.values():
        rng.shuffle(group)
    paths = [layout[0]] + [free_paths[len(w)].pop() for w in theme]
    paths = [path[::-1] if rng.below(2) else path for path in paths]
    return [spangram, *theme], paths


def _letters(words: list[str], paths: list[list[int]], size: int) -> list[str]:
    letters = [""] * size
    for word, path in zip(words, paths):
        for letter, cell in zip(word, path):
            letters[cell] = letter
    return letters


def _stray_placements(words: list[str], paths: list[list[int]], rows: int, cols: int) -> tuple[int, int]:
    """(words that trace somewhere else, placements somewhere else) of a lettered layout."""
    letters = _letters(words, paths, rows * cols)
    strays = [traces_elsewhere(letters, rows, cols, word, path) for word, path in zip(words, paths)]
    return sum(1 for n in strays if n), sum(strays)


def _polish(words: list[str], paths: list[list[int]], rows: int, cols: int,
            movable: set[int] | None = None) -> list[list[int]]:
    """Reading directions and swaps of equal-length paths that leave fewer stray placements.

    Greedy: each change (reverse one word, or swap the paths of two words of one
    length) is kept when it lowers the count of words that trace elsewhere (then
    of such placements); two passes.  Only the words at ``movable`` (every word
    when None) change.
    """
    paths = [list(p) for p in paths]
    movable = set(range(len(words))) if movable is None else movable
    score = _stray_placements(words, paths, rows, cols)
    for _ in range(2):
        if score == (0, 0):
            break
        for i in sorted(movable):
            # Each change is made from the paths as they are now, after any change kept before it.
            partners = [None] + [j for j in range(i + 1, len(words))
                                 if j and i and j in movable and len(words[j]) == len(words[i])]
            for j in partners:
                trial = list(paths)
                if j is None:
                    trial[i] = paths[i][::-1]
                else:
                    trial[i], trial[j] = paths[j], paths[i]
                trial_score = _stray_placements(words, trial, rows, cols)
                if trial_score < score:
                    paths, score = trial, trial_score
    return paths


def described(puzzle: dict) -> dict:
    """The puzzle as the page and the CLI show it: grid rows, placements and its code."""
    rows, cols, letters = puzzle["rows"], puzzle["cols"], puzzle["letters"]
    return {
        "clue": puzzle["clue"], "lang": puzzle["lang"], "rows": rows, "cols": cols,
        "grid": ["".join(letters[r * cols:(r + 1) * cols]).upper() for r in range(rows)],
        "spangram": puzzle["words"][0], "words": puzzle["words"][1:],
        "placements": {w: [list(divmod(c, cols)) for c in p] for w, p in zip(puzzle["words"], puzzle["paths"])},
        "code": encode(puzzle),
    }
