"""Rectangular grids of cells, numbered row by row, with all eight neighbours.

Boggle, Unboggle and Strands all trace words through neighbouring cells; this is
the one place that knows what "neighbouring" means.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache


class Grid:
    """``rows`` x ``cols`` cells; cell ``i`` is at row ``i // cols``, column ``i % cols``."""

    def __init__(self, rows: int, cols: int) -> None:
        self.rows, self.cols = rows, cols
        self.size = rows * cols
        self.neighbours: tuple[tuple[int, ...], ...] = tuple(
            tuple((r + dr) * cols + (c + dc)
                  for dr in (-1, 0, 1) for dc in (-1, 0, 1)
                  if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols)
            for r in range(rows) for c in range(cols))
        #: ``neighbour_masks[i]`` has bit ``j`` set for each neighbour ``j`` of cell ``i``.
        self.neighbour_masks: tuple[int, ...] = tuple(
            sum(1 << n for n in around) for around in self.neighbours)

    def position(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.cols)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.neighbours[a]

    def is_path(self, cells: Sequence[int]) -> bool:
        """True if ``cells`` are distinct cells of this grid, each next to the one before."""
        return (len(set(cells)) == len(cells) and all(0 <= c < self.size for c in cells)
                and all(self.adjacent(a, b) for a, b in zip(cells, cells[1:])))


@lru_cache(maxsize=None)
def grid(rows: int, cols: int) -> Grid:
    """The (shared, immutable) grid of a size."""
    return Grid(rows, cols)
