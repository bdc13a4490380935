"""Best-board search: iterated local search for the highest-scoring board."""

from __future__ import annotations

import time
from collections.abc import Generator, Iterator

from ...custom import resolve
from ...grid import grid
from ...languages import DEFAULT
from ...lexicon import Lexicon
from ...rng import Rng
from ..base import Event, integer, progress, result
from .board import board_text, default_min_length
from .codec import described
from .solver import board_score, letter_scores

# -- best boards ---------------------------------------------------------------------------
#: The search puts on the board only the lexicon's most common letters: those that make up
#: this share (per cent) of all the letters in its words (16 of 26 in English).
COMMON_SHARE = 90
#: A kicked board's local best replaces the current board unless it scores more than this below it.
KICK_TOLERANCE = 40
#: A kick changes one to this many cells.
MOST_KICKED = 3
#: After this many local bests without beating the climb's own best, the search starts afresh.
STALE_LOCAL_BESTS = 60
#: Letter tables kept: the search forgets them all once it has this many.
KEPT_TABLES = 1024

Moves = Generator[Event, None, int]


def common_letters(lexicon: Lexicon, share: int = COMMON_SHARE) -> list[str]:
    """The fewest most frequent letters of ``lexicon`` that make up ``share`` per cent of its letters."""
    counts = lexicon.letter_counts
    total, covered, letters = sum(counts.values()), 0, []
    for letter in sorted(counts, key=lambda letter: (-counts[letter], letter)):
        if covered * 100 >= total * share:
            break
        letters.append(letter)
        covered += counts[letter]
    return sorted("qu" if letter == "q" else letter for letter in letters)


def best_board(params: dict) -> Iterator[Event]:
    """Iterated local search over the letters of a board, streaming every improvement.

    A *climb* moves to a better neighbouring board until there is none: first by
    putting at a cell the letter that scores most there (:func:`letter_scores`: one
    walk of the solver scores every letter at a cell), looking again only at the
    cells around a change; then by swapping two cells, each swap one solve.  A *kick*
    changes one to :data:`MOST_KICKED` random cells and the board climbs again; the
    new local best replaces the current board unless it is more than
    :data:`KICK_TOLERANCE` points worse, so the search drifts across plateaus of
    near-equal boards.  After :data:`STALE_LOCAL_BESTS` local bests without a new
    best of its own, the climb starts again from a random board.  A local best whose
    swaps were all tried (a kick the letter moves undid, most often) skips them the next
    time it is reached: they would find nothing, and the letter tables of the last
    boards' cells are kept for the same reason.  The letters are the lexicon's common
    ones (:func:`common_letters`).

    Runs ``seconds`` (default 30) or ``steps`` (letter tables and solves, a kept table
    counted as one too), whichever ends first.
    """
    seed = str(params.get("seed") or "best")
    size = integer(params, "size", 4, 3, 6)
    seconds = integer(params, "seconds", 30, 1, 3600)
    steps = integer(params, "steps", 10**9, 1, 10**9)
    lang = str(params.get("lang") or DEFAULT)
    lexicon = resolve({**params, "lang": lang})
    min_length = integer(params, "min_length", default_min_length(size, size), 2, size * size)
    letters = common_letters(lexicon)
    wild_letters = tuple(letters)
    rng = Rng(f"boggle/best/{lang}/{size}/{seed}")
    cells = size * size
    near = grid(size, size).neighbours
    deadline = time.monotonic() + seconds
    search = {"step": 0, "best": -1, "board": []}
    swapped_out: set[tuple[str, ...]] = set()  # local bests that no swap improves (only looked up)
    tables: dict[tuple, tuple[dict[str, int], int]] = {}  # letter_table's, by board and cell

    def running() -> bool:
        return search["step"] < steps and time.monotonic() < deadline

    def scored(board: list[str], score: int) -> Iterator[Event]:
        """Counts a step; reports ``board`` if it is the best yet, and the search's progress."""
        search["step"] += 1
        if score > search["best"]:
            search["best"], search["board"] = score, list(board)
            yield {"type": "board", "board": board_text(size, size, board), "score": score, "step": search["step"]}
        yield progress(stage="climbing", step=search["step"], score=score, best=search["best"])

    def solve(board: list[str]) -> Moves:
        score = board_score(board, size, size, lexicon, min_length)
        yield from scored(board, score)
        return score

    def letter_table(board: list[str], cell: int) -> tuple[dict[str, int], int]:
        """:func:`letter_scores` at ``cell``, kept for the last boards' cells: a kick that the
        letter moves undo comes back to a board whose cells' tables were all made before."""
        key = (*board, cell)
        if key not in tables:
            if len(tables) >= KEPT_TABLES:
                tables.clear()
            tables[key] = letter_scores(board, size, size, cell, lexicon, min_length, wild_letters)
        return tables[key]

    def best_letters(board: list[str], score: int, looking: set[int]) -> Moves:
        """Best-letter moves at the cells in ``looking`` (a move adds the cells around it) until none improves."""
        while looking and running():
            cell = rng.choice(sorted(looking))
            looking.discard(cell)
            scores, other = letter_table(board, cell)
            letter = max(rng.shuffled(letters), key=lambda f: (scores.get(f, other), f == board[cell]))
            if scores.get(letter, other) > score:
                board[cell], score = letter, scores.get(letter, other)
                looking.update(near[cell], (cell,))
            yield from scored(board, score)
        return score

    def best_swap(board: list[str], score: int) -> Generator[Event, None, tuple[int, set[int]]]:
        """The first swap of two different letters that scores more, made; the cells it touched."""
        pairs = [(a, b) for a in range(cells) for b in range(a) if board[a] != board[b]]
        for a, b in rng.shuffled(pairs):
            if not running():
                break
            board[a], board[b] = board[b], board[a]
            swapped = yield from solve(board)
            if swapped > score:
                return swapped, {a, b, *near[a], *near[b]}
            board[a], board[b] = board[b], board[a]
        return score, set()

    def climb(board: list[str], score: int, looking: set[int]) -> Moves:
        """Letter moves, then swaps, until neither improves; leaves ``board`` at its local best.

        A board whose swaps were all tried before (a kick undone by the letter moves, most often)
        is not tried again: those solves would find nothing.
        """
        score = yield from best_letters(board, score, looking)
        while running() and tuple(board) not in swapped_out:
            score, looking = yield from best_swap(board, score)
            if not looking:
                if running():
                    swapped_out.add(tuple(board))
                break
            score = yield from best_letters(board, score, looking)
        return score

    def fresh() -> Generator[Event, None, tuple[list[str], int]]:
        """A random board of common letters, climbed."""
        board = [rng.choice(letters) for _ in range(cells)]
        score = yield from solve(board)
        score = yield from climb(board, score, set(range(cells)))
        return board, score

    current, current_score = yield from fresh()
    own_best, stale = current_score, 0
    while running():
        if stale >= STALE_LOCAL_BESTS:
            current, current_score = yield from fresh()
            own_best, stale = current_score, 0
            continue
        trial, kicked = list(current), set()
        for _ in range(rng.between(1, MOST_KICKED)):
            cell = rng.below(cells)
            trial[cell] = rng.choice(letters)
            kicked.update(near[cell], (cell,))
        score = yield from solve(trial)
        score = yield from climb(trial, score, kicked)
        if score >= current_score - KICK_TOLERANCE:
            current, current_score = trial, score
        own_best, stale = (score, 0) if score > own_best else (own_best, stale + 1)
    puzzle = {"rows": size, "cols": size, "faces": search["board"], "lang": lang, "min_length": min_length}
    yield result(**described(puzzle), score=search["best"], steps=search["step"])
