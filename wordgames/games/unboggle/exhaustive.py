"""The exhaustive search: every way of placing the words, so that running out is a proof.

One word at a time goes on the board as a path over cells that are empty or already
hold its letter:

* the most constrained word goes next: the one with the fewest paths on the board so
  far (forward checking: a word with no path left ends the branch); each count stops
  once it passes the fewest found so far, or :data:`COUNT_LIMIT`;
* its paths that reuse placed letters are tried first;
* when every word has more than :data:`COUNT_LIMIT` paths (early on, on a big board),
  the longest word goes next and its paths are made one at a time, cells that show the
  letter before empty ones, so no long list is built and the search yields often;
* the first path is restricted to the grid's symmetry classes (rotations and
  reflections), so no board is explored twice in mirrored form;
* a branch ends when the empty cells left cannot hold the letters still missing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Generator, Iterator
from itertools import islice

from ...grid import grid
from .displacement import members

#: Paths counted for a word before it is taken to have too many to be the next one.
COUNT_LIMIT = 500


class ExhaustiveSearch:
    """Places ``words`` (each a tuple of faces, longest first) on a ``rows`` x ``cols`` board."""

    def __init__(self, words: list[tuple[str, ...]], rows: int, cols: int) -> None:
        self.words = words
        self.neighbours = grid(rows, cols).neighbour_masks
        self.board: list[str] = [""] * (rows * cols)
        self.showing: dict[str, int] = {"": (1 << rows * cols) - 1}  # face -> cells, "" = empty
        self.placed = [False] * len(words)
        self.first_cells = sum(1 << cell for cell in symmetry_classes(rows, cols))
        self.need: Counter = Counter()
        for faces in words:
            for face, count in Counter(faces).items():
                self.need[face] = max(self.need[face], count)
        self.nodes = 0  # partial boards
        self.work = 0  # cells visited by path searches: the race's measure of effort
        self.done = 0.0  # share of the first word's paths already explored
        self.most_placed = (0, list(self.board))

    def run(self) -> Generator[None, None, bool]:
        """Yields after each path count and each partial board; returns True when every word is
        placed (``board`` holds it), False when no placement exists."""
        remaining = [word for word, placed in enumerate(self.placed) if not placed]
        if not remaining:
            return True
        self.nodes += 1
        if len(self.words) - len(remaining) > self.most_placed[0]:
            self.most_placed = (len(self.words) - len(remaining), list(self.board))
        first = len(remaining) == len(self.words)
        chosen, options = None, None
        for word in remaining:
            limit = len(options) - 1 if options is not None else COUNT_LIMIT  # only strictly fewer win
            paths = list(islice(self.placements(word, first), limit + 1))
            yield
            if not paths:
                return False
            if len(paths) <= limit:
                chosen, options = word, paths
        if chosen is None:
            chosen = remaining[0]
            options = self.placements(chosen, first)
        else:
            options.sort(key=lambda path: -sum(1 for cell in path if self.board[cell]))  # most reuse first
        starts = list(members(self.first_cells)) if first else []
        faces = self.words[chosen]
        for index, path in enumerate(options):
            if first:  # a list is counted; paths made one at a time come start cell by start cell
                self.done = index / len(options) if isinstance(options, list) else starts.index(path[0]) / len(starts)
            fresh = [(cell, face) for cell, face in zip(path, faces) if not self.board[cell]]
            self.place(fresh)
            self.placed[chosen] = True
            outcome = (yield from self.run()) if self.room_left() else False
            if outcome:
                return True
            self.placed[chosen] = False
            self.place([(cell, "") for cell, _ in fresh])
            yield
        return False

    def placements(self, word: int, first: bool) -> Iterator[tuple[int, ...]]:
        """The paths for ``word`` over empty or matching cells, one at a time; at each step the
        cells that already show the letter come before the empty ones."""
        faces = self.words[word]
        empty = self.showing[""]
        showing = [self.showing.get(face, 0) for face in faces]
        neighbours, last = self.neighbours, len(faces) - 1
        path: list[int] = []

        def extend(cell: int, depth: int, used: int) -> Iterator[tuple[int, ...]]:
            self.work += 1
            path.append(cell)
            if depth == last:
                yield tuple(path)
            else:
                around = neighbours[cell] & ~used
                for group in (around & showing[depth + 1], around & empty):
                    for step in members(group):
                        yield from extend(step, depth + 1, used | 1 << step)
            path.pop()

        allowed = self.first_cells if first else ~0
        for group in (showing[0] & allowed, empty & allowed):
            for start in members(group):
                yield from extend(start, 0, 1 << start)

    def place(self, changes: list[tuple[int, str]]) -> None:
        """Write each ``(cell, face)``; the face ``""`` empties the cell again."""
        for cell, face in changes:
            bit = 1 << cell
            self.showing[self.board[cell]] &= ~bit
            self.board[cell] = face
            self.showing[face] = self.showing.get(face, 0) | bit

    def room_left(self) -> bool:
        showing = self.showing
        missing = sum(max(0, n - showing.get(f, 0).bit_count()) for f, n in self.need.items())
        return missing <= showing[""].bit_count()


def symmetry_classes(rows: int, cols: int) -> set[int]:
    """One cell of each orbit under the grid's rotations and reflections."""
    def images(r: int, c: int) -> set[tuple[int, int]]:
        found = {(r, c), (rows - 1 - r, c), (r, cols - 1 - c), (rows - 1 - r, cols - 1 - c)}
        if rows == cols:
            found |= {(b, a) for a, b in found}
        return found

    keep = set()
    for r in range(rows):
        for c in range(cols):
            if min(images(r, c)) == (r, c):
                keep.add(r * cols + c)
    return keep
