"""Best-board search: iterated local search for the highest-scoring board."""

from __future__ import annotations

import time
from collections.abc import Iterator

from ...custom import resolve
from ...rng import Rng
from ..base import Event, integer, progress, result
from .board import board_text, default_min_length, score_of
from .codec import described
from .dice import dice_for
from .solver import find_words, letter_scores

# -- best boards ---------------------------------------------------------------------------
#: A new local best is kept unless it scores more than this below the current one.
KICK_TOLERANCE = 40


def best_board(params: dict) -> Iterator[Event]:
    """Iterated local search over the letters of a board, streaming every improvement.

    A *climb* visits the cells in random order and puts at each one the letter that
    scores most there (:func:`letter_scores`: one walk of the solver scores all
    letters at a cell), until a whole round improves nothing.  Then a *kick*
    changes one to three random cells and the board climbs again; the new local
    best replaces the current one unless it is more than :data:`KICK_TOLERANCE`
    points worse, so the search drifts across plateaus of near-equal boards.
    Letters are the single letters (and Qu) of the size's dice.  Runs ``seconds``
    (default 30) or ``steps`` (cells scored), whichever ends first.
    """
    seed = str(params.get("seed") or "best")
    size = integer(params, "size", 4, 3, 6)
    seconds = integer(params, "seconds", 30, 1, 3600)
    steps = integer(params, "steps", 10**9, 1, 10**9)
    lang = str(params.get("lang") or "en")
    lexicon = resolve({**params, "lang": lang})
    min_length = integer(params, "min_length", default_min_length(size, size), 2, size * size)
    dice = dice_for(lang, 4 if size == 3 else size, 4 if size == 3 else size)
    letters = sorted({f for die in dice for f in die if len(f) == 1 or f == "qu"})
    rng = Rng(f"boggle/best/{lang}/{size}/{seed}")
    cells = size * size
    deadline = time.monotonic() + seconds
    search = {"step": 0, "best": 0, "board": []}

    def running() -> bool:
        return search["step"] < steps and time.monotonic() < deadline

    def climb(board: list[str], score: int) -> Iterator[Event]:
        """Best-letter moves until a round of every cell changes nothing; leaves ``board`` there."""
        improved = True
        while improved and running():
            improved = False
            for cell in rng.shuffled(range(cells)):
                if not running():
                    break
                search["step"] += 1
                scores, other = letter_scores(board, size, size, cell, lexicon, min_length)
                letter = max(rng.shuffled(letters), key=lambda f: (scores.get(f, other), f == board[cell]))
                if scores.get(letter, other) > score:
                    board[cell], score, improved = letter, scores.get(letter, other), True
                    if score > search["best"]:
                        search["best"], search["board"] = score, list(board)
                        yield {"type": "board", "board": board_text(size, size, board), "score": score,
                               "step": search["step"]}
                yield progress(stage="climbing", step=search["step"], score=score, best=search["best"])
        search["score"] = score

    current = [rng.choice(letters) for _ in range(cells)]
    search["best"], search["board"] = score_of(find_words(current, size, size, lexicon, min_length)), list(current)
    yield {"type": "board", "board": board_text(size, size, current), "score": search["best"], "step": 0}
    yield from climb(current, search["best"])
    current_score = search["score"]
    while running():
        trial = list(current)
        for _ in range(rng.between(1, 3)):
            trial[rng.below(cells)] = rng.choice(letters)
        yield from climb(trial, score_of(find_words(trial, size, size, lexicon, min_length)))
        if search["score"] >= current_score - KICK_TOLERANCE:
            current, current_score = trial, search["score"]
    puzzle = {"rows": size, "cols": size, "faces": search["board"], "lang": lang, "min_length": min_length}
    yield result(**described(puzzle), score=search["best"], steps=search["step"])
