"""Rectangular grids of cells, numbered row by row, with all eight neighbours.

Boggle, Unboggle and Strands all trace words through neighbouring cells; this is
the one place that knows what "neighbouring" means, and when two diagonal steps
cross (Strands forbids it).

Each 2x2 block of cells has two diagonals.  A diagonal step is named by one bit:
bit ``2k`` for the down-right diagonal of block ``k`` and bit ``2k + 1`` for its
down-left one, so a set of diagonal steps is an integer and two sets cross when
one holds the partner bit of the other (:func:`crossing`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache


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
        #: ``diagonal_bits[a * size + b]``: the bit of the step from ``a`` to ``b`` if it
        #: is diagonal, else 0.
        self.diagonal_bits: list[int] = [0] * (self.size * self.size)
        #: ``crossed_by[bit]``: the two cells of the diagonal that crosses diagonal ``bit``.
        self.crossed_by: dict[int, tuple[int, int]] = {}
        for r in range(rows - 1):
            for c in range(cols - 1):
                block = r * (cols - 1) + c
                top_left, top_right = r * cols + c, r * cols + c + 1
                bottom_left, bottom_right = top_left + cols, top_right + cols
                down_right, down_left = 1 << (2 * block), 1 << (2 * block + 1)
                for (a, b), bit in (((top_left, bottom_right), down_right),
                                    ((top_right, bottom_left), down_left)):
                    self.diagonal_bits[a * self.size + b] = self.diagonal_bits[b * self.size + a] = bit
                self.crossed_by[down_right] = (top_right, bottom_left)
                self.crossed_by[down_left] = (top_left, bottom_right)

    def position(self, cell: int) -> tuple[int, int]:
        return divmod(cell, self.cols)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.neighbours[a]

    def diagonals(self, cells: Sequence[int]) -> int:
        """The diagonal steps of a path, as bits."""
        size, bits = self.size, self.diagonal_bits
        mask = 0
        for a, b in zip(cells, cells[1:]):
            mask |= bits[a * size + b]
        return mask

    def is_path(self, cells: Sequence[int]) -> bool:
        """True if ``cells`` are distinct cells of this grid, each next to the one before."""
        return (len(set(cells)) == len(cells) and all(0 <= c < self.size for c in cells)
                and all(self.adjacent(a, b) for a, b in zip(cells, cells[1:])))


_EVEN_BITS = int("01" * 256, 2)  # bit 2k of every block: its down-right diagonal


def crossing(diagonals: int) -> int:
    """The diagonals that cross those in ``diagonals`` (each block's other diagonal)."""
    return ((diagonals & _EVEN_BITS) << 1) | ((diagonals >> 1) & _EVEN_BITS)


@cache
def grid(rows: int, cols: int) -> Grid:
    """The (shared, immutable) grid of a size."""
    return Grid(rows, cols)
