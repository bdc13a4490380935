"""Laying out paths: non-crossing paths of given lengths that tile a grid exactly.

A layout exists whenever the lengths sum to the number of cells and the
spangram is at least as long as the grid's shorter side: a boustrophedon through
the grid cut into the words' lengths, spangram first, is then one.  So every
input is either against a rule that :func:`.rules.problems` names, or has a
layout, which :class:`_Tiler` finds by a real search rather than that dull snake.
:func:`tile` restarts the search with doubling budgets.  Letters come later
(:mod:`.layout`).
"""

from __future__ import annotations

from collections.abc import Iterator

from ...grid import crossing, grid
from ...rng import Rng
from ..base import Event, progress
from .lettering import Lettering, Unlettered

#: Search steps of the first try at a layout; each restart doubles them, up to the cap.
FIRST_BUDGET, MAX_BUDGET = 1000, 1000 * 2 ** 8

#: Search steps (nodes, and steps of traces looked for elsewhere) of each try of
#: :func:`tile_lettered`, and of all its tries.
LETTERED_TRY, LETTERED_BUDGET = 20000, 160000


# -- laying out paths -----------------------------------------------------------------------
class _OutOfBudget(Exception):
    """The search used up its nodes; the caller restarts it with more."""


class _Tiler:
    """Depth-first search for non-crossing paths of given lengths that tile a grid.

    The spangram goes first, from a cell on one side until it has touched the
    opposite one.  Then, repeatedly, the free cell with the fewest free neighbours
    (the most constrained) is covered by a path of one of the remaining lengths,
    starting there if possible, else passing through it.  After every placement the
    free cells are split into connected regions (a diagonal whose crossing partner
    is taken no longer connects); each region must be filled exactly by some of the
    remaining lengths, or the branch is cut.  Paths grow towards the cells with the
    fewest onward neighbours first (Warnsdorff's rule), so they hug walls and
    leave compact regions behind.  ``rng`` only breaks ties, so each seed gives a
    different, equally valid layout.  With a ``lettering``, each path also gets a word
    and a reading direction as it is laid (:class:`.lettering.Lettering`), and the steps of
    its checks count against the budget.
    """

    def __init__(self, rows: int, cols: int, spangram_length: int, lengths: list[int],
                 rng: Rng, budget: int, fixed: list[list[int]] = (), lettering=None) -> None:
        self.grid = grid(rows, cols)
        self.rows, self.cols, self.size = rows, cols, rows * cols
        self.masks = self.grid.neighbour_masks
        self.bits = self.grid.diagonal_bits
        self.crosses = [crossing(bit) if bit else 0 for bit in self.bits]
        self.rank = [0] * self.size
        for order, cell in enumerate(rng.shuffled(range(self.size))):
            self.rank[cell] = order
        self.rng = rng
        self.free = (1 << self.size) - 1
        self.blocked = [0] * self.size  # blocked[c]: neighbours c may not step to (crossing)
        self.spangram_length = spangram_length
        self.lengths = sorted(lengths, reverse=True)  # the lengths still to place
        self.placed: list[list[int]] = []
        self.nodes, self.budget = 0, budget
        self.lettering = lettering or Unlettered()
        for path in fixed:  # a creator's pinned paths, there before the search
            self._place(list(path))
        self.fixed = len(self.placed)

    # -- placing and lifting paths --------------------------------------------------------
    def _block(self, cells: list[int], on: bool) -> None:
        size, bits, crossed_by, blocked = self.size, self.bits, self.grid.crossed_by, self.blocked
        for a, b in zip(cells, cells[1:]):
            bit = bits[a * size + b]
            if bit:
                p, q = crossed_by[bit]
                if on:
                    blocked[p] |= 1 << q
                    blocked[q] |= 1 << p
                else:
                    blocked[p] &= ~(1 << q)
                    blocked[q] &= ~(1 << p)

    def _place(self, cells: list[int]) -> None:
        for c in cells:
            self.free &= ~(1 << c)
        self._block(cells, True)
        self.placed.append(cells)

    def _lift(self) -> None:
        cells = self.placed.pop()
        for c in cells:
            self.free |= 1 << c
        self._block(cells, False)

    # -- pruning ----------------------------------------------------------------------------
    def _regions(self) -> list[tuple[int, int, int]]:
        """``(size, fewest paths, cells)`` of each connected region of free cells.

        A dead end (a free cell with one free neighbour) must end a path, so a
        region with ``d`` of them needs at least ``ceil(d / 2)`` paths.
        """
        masks, blocked, free = self.masks, self.blocked, self.free
        found = []
        rest = free
        while rest:
            region = frontier = rest & -rest
            dead_ends = 0
            while frontier:
                reach = 0
                while frontier:
                    low = frontier & -frontier
                    cell = low.bit_length() - 1
                    around = masks[cell] & ~blocked[cell] & free
                    if around & (around - 1) == 0:
                        dead_ends += 1
                    reach |= around
                    frontier ^= low
                frontier = reach & ~region
                region |= frontier
            found.append((region.bit_count(), (dead_ends + 1) // 2, region))
            rest &= ~region
        return found

    def _feasible(self) -> bool:
        """Can the remaining lengths be shared out so each region is filled exactly?"""
        if not self.lengths:
            return True
        regions = self._regions()
        if min(size for size, _, _ in regions) < self.lengths[-1]:
            return False
        return _share_out(regions, self.lengths)

    def _lengths_for(self, cell: int) -> list[int]:
        """The remaining lengths (longest first) a path covering ``cell`` may have.

        A length qualifies when the other lengths can still fill every region with
        it placed in ``cell``'s region.
        """
        regions = self._regions()
        home = next(i for i, (_, _, cells) in enumerate(regions) if cells >> cell & 1)
        allowed = []
        for length in sorted(set(self.lengths), reverse=True):
            rest = list(self.lengths)
            rest.remove(length)
            if length <= regions[home][0] and _share_out(regions, rest, home, length):
                allowed.append(length)
        return allowed

    # -- growing paths ------------------------------------------------------------------------
    def _step_options(self, cell: int, used: int, own: int) -> list[int]:
        """Free neighbours a path may step to from ``cell``, fewest onward exits first.

        Every call is one node of the search and counts against its budget.
        """
        self.nodes += 1
        if self.nodes + self.lettering.steps > self.budget:
            raise _OutOfBudget
        masks, free, blocked, size = self.masks, self.free, self.blocked, self.size
        options = masks[cell] & free & ~used & ~blocked[cell]
        found = []
        while options:
            low = options & -options
            nxt = low.bit_length() - 1
            options ^= low
            if not self.crosses[cell * size + nxt] & own:
                exits = (masks[nxt] & free & ~used & ~low & ~blocked[nxt]).bit_count()
                found.append((exits, self.rank[nxt], nxt))
        found.sort()
        return [nxt for _, _, nxt in found]

    def _grow(self, cell: int, steps: int, used: int, own: int) -> Iterator[tuple[list[int], int, int]]:
        """Every way to go ``steps`` cells on from ``cell``: (cells after it, cells used, diagonals)."""
        if steps == 0:
            yield [], used, own
            return
        size = self.size
        for nxt in self._step_options(cell, used, own):
            for rest, mask, diagonals in self._grow(nxt, steps - 1, used | 1 << nxt,
                                                    own | self.bits[cell * size + nxt]):
                yield [nxt, *rest], mask, diagonals

    def _paths_through(self, cell: int, length: int) -> Iterator[list[int]]:
        """Paths of ``length`` cells through ``cell``: those starting there first."""
        for before in range((length - 1) // 2 + 1):
            after = length - 1 - before
            for tail, used, own in self._grow(cell, after, 1 << cell, 0):
                if not before:
                    yield [cell, *tail]
                    continue
                for head, _, _ in self._grow(cell, before, used, own):
                    if before == after and head[0] > tail[0]:
                        continue  # the same path, met from its other end
                    yield [*reversed(head), cell, *tail]

    def _spangram_paths(self) -> Iterator[list[int]]:
        """Random paths of the spangram's length from one side that touch the opposite side.

        Each is the first path of a depth-first walk from a random side cell taking
        neighbours in random order; consecutive paths of one walk would split the
        grid alike, so every path starts a new walk.
        """
        starts = self._spangram_starts()
        while True:
            start, distance = self.rng.choice(starts)
            path = next(self._reach(start, self.spangram_length - 1, distance, 1 << start, 0, [start]), None)
            if path:
                yield path

    def _every_spangram_path(self) -> Iterator[list[int]]:
        """Every spangram path from the free side cells (in a random order of starts), then no more."""
        for start, distance in self.rng.shuffled(self._spangram_starts()):
            if self.free >> start & 1:
                yield from self._reach(start, self.spangram_length - 1, distance, 1 << start, 0, [start])

    def _spangram_starts(self) -> list[tuple[int, object]]:
        """``(cell, distance to the opposite side)`` of each side cell a spangram may start from."""
        rows, cols, length = self.rows, self.cols, self.spangram_length
        ends = []
        if length >= cols:
            ends += [(lambda c: c % cols == 0, lambda c: cols - 1 - c % cols),
                     (lambda c: c % cols == cols - 1, lambda c: c % cols)]
        if length >= rows:
            ends += [(lambda c: c < cols, lambda c: rows - 1 - c // cols),
                     (lambda c: c >= (rows - 1) * cols, lambda c: c // cols)]
        return [(start, distance) for on_side, distance in ends for start in range(self.size) if on_side(start)]

    def _reach(self, cell, steps, distance, used, own, path) -> Iterator[list[int]]:
        if distance(cell) == 0:
            distance = _touched
        if steps == 0:
            if distance is _touched:
                yield list(path)
            return
        if distance(cell) > steps:
            return
        for nxt in self.rng.shuffled(self._step_options(cell, used, own)):
            path.append(nxt)
            yield from self._reach(nxt, steps - 1, distance, used | 1 << nxt,
                                   own | self.bits[cell * self.size + nxt], path)
            path.pop()

    # -- the search -------------------------------------------------------------------------
    def _most_constrained(self) -> int:
        masks, free, blocked, rank = self.masks, self.free, self.blocked, self.rank
        best_key, best = None, -1
        rest = free
        while rest:
            low = rest & -rest
            cell = low.bit_length() - 1
            rest ^= low
            key = ((masks[cell] & free & ~blocked[cell]).bit_count(), rank[cell])
            if best_key is None or key < best_key:
                best_key, best = key, cell
        return best

    def _fill(self) -> bool:
        if not self.lengths:
            return True
        cell = self._most_constrained()
        for length in self._lengths_for(cell):
            self.lengths.remove(length)
            for cells in self._paths_through(cell, length):
                for path in self.lettering.readings(cells):
                    self._place(path)
                    if self._feasible() and self._fill():
                        return True
                    self._lift()
            self.lengths.append(length)
            self.lengths.sort(reverse=True)
        return False

    def search(self) -> list[list[int]]:
        """The spangram's path and then one path per length (or :class:`_OutOfBudget`)."""
        for spangram in self._spangram_paths():
            for path in self.lettering.readings(spangram, spangram=True):
                self._place(path)
                if self._feasible() and self._fill():
                    return list(self.placed)
                self._lift()
        raise AssertionError("the spangram paths never run out")

    def search_around(self) -> list[list[int]] | None:
        """The paths added around the fixed ones (the spangram's first, unless it is fixed).

        Exhaustive: None means no completion exists (or :class:`_OutOfBudget`).
        """
        spangrams = self._every_spangram_path() if self.spangram_length else [None]
        for spangram in spangrams:
            if spangram:
                self._place(spangram)
            if self._feasible() and self._fill():
                return self.placed[self.fixed:]
            if spangram:
                self._lift()
        return None

    def regions_fit(self) -> bool:
        """Can the empty cells' regions be filled exactly by every length left, the spangram's too?"""
        lengths = sorted([*self.lengths, *([self.spangram_length] if self.spangram_length else [])], reverse=True)
        regions = self._regions() if self.free else []
        return sum(size for size, _, _ in regions) == sum(lengths) and (
            not lengths or min(size for size, _, _ in regions) >= lengths[-1] and _share_out(regions, lengths))

    def region_sizes(self) -> list[int]:
        return sorted(size for size, _, _ in self._regions()) if self.free else []


def _touched(cell: int) -> int:
    """The distance to the far side once the path has touched it."""
    return 0


def _share_out(regions: list[tuple[int, int, int]], lengths: list[int],
               home: int = -1, placed: int = 0) -> bool:
    """Can ``lengths`` (longest first) fill each region exactly, with enough paths in each?

    ``regions`` are ``(size, fewest paths, cells)``; a path of length ``placed`` is
    already in region ``home`` when ``home`` is given.
    """
    room = [size for size, _, _ in regions]
    paths = [0] * len(regions)
    need = [fewest for _, fewest, _ in regions]
    if home >= 0:
        room[home] -= placed
        paths[home] += 1

    def fit(i: int) -> bool:
        if i == len(lengths):
            return all(p >= n for p, n in zip(paths, need))
        tried = set()
        for j, space in enumerate(room):
            if space >= lengths[i] and (space, paths[j], need[j]) not in tried:
                tried.add((space, paths[j], need[j]))
                room[j] -= lengths[i]
                paths[j] += 1
                if fit(i + 1):
                    return True
                room[j] += lengths[i]
                paths[j] -= 1
        return False

    return fit(0)


def tile(rows: int, cols: int, spangram_length: int, lengths: list[int],
         rng: Rng) -> Iterator[Event | list[list[int]]]:
    """Paths for the spangram and each length; yields progress while it restarts.

    Each try gets a node budget; a try that runs out restarts with fresh tie-breaks
    and twice the budget (up to :data:`MAX_BUDGET`, then that budget again), so an
    unlucky early choice never traps the search.  The last item is the layout.
    """
    budget, attempt = FIRST_BUDGET, 0
    while True:
        attempt += 1
        tiler = _Tiler(rows, cols, spangram_length, lengths, rng.fork(f"try {attempt}"), budget)
        try:
            paths = tiler.search()
        except _OutOfBudget:
            yield progress(stage="laying out", restarts=attempt, nodes=budget)
            budget = min(2 * budget, MAX_BUDGET)
            continue
        yield paths
        return


def tile_lettered(rows: int, cols: int, words: list[str], rng: Rng,
                  budget: int = LETTERED_BUDGET) -> Iterator[Event | list[list[int]] | None]:
    """Paths for ``words`` (the spangram first), in their order, each word written on its
    path so that no word can be traced on other cells (:mod:`.lettering`).

    Tries of :data:`LETTERED_TRY` steps, each with fresh tie-breaks (so a new
    spangram path), until ``budget`` steps are spent; yields progress after each
    try that runs out.  The last item is the paths, or None.
    """
    for attempt in range(1, budget // LETTERED_TRY + 1):
        lettering = Lettering(rows, cols, words)
        tiler = _Tiler(rows, cols, len(words[0]), [len(w) for w in words[1:]], rng.fork(f"try {attempt}"),
                       LETTERED_TRY, lettering=lettering)
        try:
            placed = tiler.search()
        except _OutOfBudget:
            yield progress(stage="lettering", restarts=attempt, nodes=tiler.nodes, steps=lettering.steps)
            continue
        yield lettering.paths(placed)
        return
    yield None


def tile_around(rows: int, cols: int, fixed: list[list[int]], spangram_length: int, lengths: list[int],
                rng: Rng) -> Iterator[Event | tuple[str, object]]:
    """Paths of ``lengths`` (and of the spangram, unless ``spangram_length`` is 0) around ``fixed``.

    Yields progress, then one outcome: ``("paths", new paths)`` (the spangram's
    first), ``("regions", sizes)`` when the empty cells fall into regions the
    lengths cannot fill, ``("none", nodes)`` when an exhaustive search found no
    way, or ``("budget", nodes)`` when tries up to :data:`MAX_BUDGET` ran out.
    """
    def tiler(budget: int, attempt: int) -> _Tiler:
        return _Tiler(rows, cols, spangram_length, lengths, rng.fork(f"around {attempt}"), budget, fixed)

    first = tiler(FIRST_BUDGET, 0)
    if not first.regions_fit():
        yield "regions", first.region_sizes()
        return
    budget, attempt, spent = FIRST_BUDGET, 0, 0
    while True:
        attempt += 1
        search = tiler(budget, attempt)
        try:
            paths = search.search_around()
        except _OutOfBudget:
            spent += budget
            if budget >= MAX_BUDGET:
                yield "budget", spent
                return
            yield progress(stage="laying out", restarts=attempt, nodes=budget)
            budget = min(2 * budget, MAX_BUDGET)
            continue
        yield ("paths", paths) if paths is not None else ("none", spent + search.nodes)
        return
