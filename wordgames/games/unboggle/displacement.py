"""The displacement search: a local search that finds boards fast but proves nothing.

Words go on the board as paths, as in the exhaustive search, but a word may go where
it clashes with words already there: those are taken off (displaced) and wait to go
back on.  Each step:

* every waiting word gains weight, so a word that has waited long is dear to displace
  (the breakout method: the weights of unmet constraints grow until they are met);
* one waiting word, drawn at random, goes on the path that displaces the least weight,
  and of those the one that reuses most letters already on the board;
* words placed in the last :data:`TABU_STEPS` steps may not be displaced, so a word
  cannot at once throw out the word that has just thrown it out;
* when the board is full, each word moves to a path that shares more of its cells with
  other words, if one exists that displaces nothing (compaction frees cells);
* then every waiting word that fits without displacing anything goes on.

Cells no word passes through stay empty (``""``).  The search ends when every word is
on the board; on an impossible list it never ends, so Unboggle races it against the
exhaustive search (:func:`unboggle.race`), which proves.
"""

from __future__ import annotations

from collections.abc import Generator

from ...grid import grid
from ...rng import Rng

#: Steps for which a word just placed may not be displaced.
TABU_STEPS = 2
#: Most cells one path search may visit (5-10 ms of CPython); it keeps the best path so far.
PATH_VISITS = 10_000


class DisplacementSearch:
    """Places ``words`` (each a tuple of faces) on a ``rows`` x ``cols`` board."""

    def __init__(self, words: list[tuple[str, ...]], rows: int, cols: int, rng: Rng) -> None:
        self.words, self.rng = words, rng
        self.neighbours = grid(rows, cols).neighbour_masks
        self.board: list[str] = [""] * (rows * cols)
        self.occupants = [0] * (rows * cols)  # by cell: the words passing through it, as bits
        self.paths: list[tuple[int, ...] | None] = [None] * len(words)
        self.weight = [1] * len(words)
        self.placed_at = [-TABU_STEPS] * len(words)
        self.start_order = rng.shuffled(range(rows * cols))
        self.steps = 0
        self.work = 0  # cells visited by path searches: the race's measure of effort
        self.most_placed = (0, list(self.board))

    def run(self) -> Generator[None, None, bool]:
        """Yields after each path search (at most :data:`PATH_VISITS` cells); returns True once
        every word is on the board (``board`` and ``paths`` hold it)."""
        yield from self.settle()
        while True:
            waiting = [word for word, path in enumerate(self.paths) if path is None]
            if not waiting:
                return True
            self.steps += 1
            for word in waiting:
                self.weight[word] += 1
            word = self.rng.choice(waiting)
            path, displaced = self.cheapest_path(word, displacing=True)
            yield
            if path is None:  # every path would displace a word just placed
                continue
            for other in members(displaced):
                self.lift(other)
            self.put(word, path)
            compacted = False
            if "" not in self.board:
                compacted = yield from self.compact()
            if displaced or compacted:
                yield from self.settle()
            placed = sum(1 for path in self.paths if path is not None)
            if placed > self.most_placed[0]:
                self.most_placed = (placed, list(self.board))

    def put(self, word: int, path: tuple[int, ...], placing: bool = True) -> None:
        """Put ``word`` on ``path``; ``placing`` (not a move of a placed word) starts its tabu."""
        self.paths[word] = path
        if placing:
            self.placed_at[word] = self.steps
        for cell, face in zip(path, self.words[word]):
            self.board[cell] = face
            self.occupants[cell] |= 1 << word

    def lift(self, word: int) -> None:
        for cell in self.paths[word]:
            self.occupants[cell] &= ~(1 << word)
            if not self.occupants[cell]:
                self.board[cell] = ""
        self.paths[word] = None

    def settle(self) -> Generator[None, None, None]:
        """Place every waiting word that fits without displacing any, until none does."""
        placed_one = True
        while placed_one:
            placed_one = False
            for word in self.rng.shuffled([w for w, path in enumerate(self.paths) if path is None]):
                path, _ = self.cheapest_path(word, displacing=False)
                yield
                if path is not None:
                    self.put(word, path)
                    placed_one = True

    def compact(self) -> Generator[None, None, bool]:
        """Move each word to a path that leaves more cells to the others, where one displaces
        nothing; True if a word moved."""
        moved = False
        for word in self.rng.shuffled([w for w, path in enumerate(self.paths) if path is not None]):
            old = self.paths[word]
            own = sum(1 for cell in old if self.occupants[cell] == 1 << word)
            if not own:
                continue
            self.lift(word)
            path, _ = self.cheapest_path(word, displacing=False)
            yield
            fresh = sum(1 for cell in path if not self.board[cell]) if path else own
            self.put(word, path if fresh < own else old, placing=False)
            moved |= fresh < own
        return moved

    def cheapest_path(self, word: int, displacing: bool) -> tuple[tuple[int, ...] | None, int]:
        """The path for ``word`` that displaces the least weight, then reuses the most letters:
        ``(path, displaced words as bits)``, or ``(None, 0)``.  Without ``displacing``, only
        paths that displace nothing.  Branch and bound over paths, from a random start cell."""
        faces = self.words[word]
        last = len(faces) - 1
        board, occupants, weight, neighbours = self.board, self.occupants, self.weight, self.neighbours
        tabu = 0
        for other, path in enumerate(self.paths):
            if path is not None and self.steps - self.placed_at[other] < TABU_STEPS:
                tabu |= 1 << other
        best: list = [None, 0, 1 << 60, -1]  # path, displaced, cost, reuse
        visits = [PATH_VISITS]
        path: list[int] = []

        def extend(cell: int, depth: int, used: int, displaced: int, cost: int, reuse: int) -> None:
            visits[0] -= 1
            face = board[cell]
            if face == faces[depth]:
                reuse += 1
            elif face:
                if not displacing:
                    return
                new = occupants[cell] & ~displaced
                if new & tabu:
                    return
                displaced |= new
                while new:
                    low = new & -new
                    new ^= low
                    cost += weight[low.bit_length() - 1]
            if cost > best[2] or (cost == best[2] and reuse + last - depth <= best[3]):
                return
            path.append(cell)
            if depth == last:
                best[:] = [tuple(path), displaced, cost, reuse]
            else:
                options = neighbours[cell] & ~used
                while options and visits[0] > 0:
                    low = options & -options
                    options ^= low
                    extend(low.bit_length() - 1, depth + 1, used | low, displaced, cost, reuse)
            path.pop()

        turn = self.rng.below(len(self.start_order))
        for cell in self.start_order[turn:] + self.start_order[:turn]:
            if visits[0] <= 0:
                break
            extend(cell, 0, 1 << cell, 0, 0, 0)
        self.work += PATH_VISITS - visits[0]
        return best[0], best[1]


def members(bits: int):
    """The positions of the set bits of ``bits``, lowest first."""
    while bits:
        low = bits & -bits
        bits ^= low
        yield low.bit_length() - 1
