"""Strands: a theme's words and a spangram that tile a grid of letters exactly.

The grid (6 columns by 8 rows unless told otherwise) is cut into paths of
touching cells (all eight directions), one per word, using every cell once.
No two paths, and no path with itself, may use both diagonals of one 2x2 block.
The spangram names the theme and touches two opposite sides of the grid.

Laying out a board (:func:`lay_out`) is a search for paths of the words' lengths
that tile the grid; letters come last.  A layout exists whenever the lengths sum
to the number of cells and the spangram is at least as long as the grid's
shorter side: a boustrophedon through the grid cut into the words' lengths,
spangram first, is then one.  So every input is either against a rule that
:func:`problems` names, or has a layout, which :class:`_Tiler` finds by a real
search rather than that dull snake.

A finished board is checked by exact cover over every placement of the words on
its letters (:func:`covers`): the intended solution must be the only one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from importlib import resources

from .. import codes, daily
from ..grid import crossing, grid
from ..lexicon import ALPHABETS, LANGUAGES, load, normalize, resolve
from ..rng import Rng
from .base import Event, PuzzleError, integer, language, progress, require, result, seed_of
from .boggle import find_words

NAME = "strands"
#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 4
CODE_VERSION = 1
ROWS, COLS = 8, 6
MIN_SIDE, MAX_SIDE = 3, 10
MIN_WORD_LENGTH = 4
MAX_CLUE_LENGTH = 80
#: Layouts tried for one board: the first whose words trace nowhere else is kept.
MAX_LAYOUTS = 12
#: Covers counted before the count is reported as "at least".
COVER_LIMIT = 100
#: Search steps of the first try at a layout; each restart doubles them, up to the cap.
FIRST_BUDGET, MAX_BUDGET = 1000, 1000 * 2 ** 8


# -- input ------------------------------------------------------------------------------
def clean_word(text: str) -> str:
    """A word as stored: NFC lower case, with spaces, hyphens and apostrophes removed."""
    return re.sub(r"[\s\-'\u2019]+", "", normalize(str(text)))


def word_list(value) -> list[str]:
    """Words given as a list or as text separated by commas, semicolons or lines."""
    if isinstance(value, str):
        items = re.split(r"[,;\n]+", value)
    elif isinstance(value, (list, tuple)):
        items = [str(v) for v in value]
    else:
        raise PuzzleError("give the words as a list, or as text separated by commas")
    return [w for w in (clean_word(item) for item in items) if w]


def problems(spangram: str, words: list[str], lang: str, rows: int, cols: int) -> list[str]:
    """Every reason these words cannot make a board, in words a creator can act on."""
    found = []
    alphabet = set(ALPHABETS[lang])
    for word in [spangram, *words]:
        odd = sorted(set(word) - alphabet)
        if odd:
            found.append(f"{word.upper()} has {', '.join(repr(c) for c in odd)}, which "
                         f"{'is' if len(odd) == 1 else 'are'} not in the {LANGUAGES[lang]} alphabet")
    for word in words:
        if len(word) < MIN_WORD_LENGTH:
            found.append(f"{word.upper()} is too short: theme words need at least {MIN_WORD_LENGTH} letters")
    seen = set()
    for word in [spangram, *words]:
        if word in seen:
            found.append(f"{word.upper()} appears twice")
        seen.add(word)
    shortest_side = min(rows, cols)
    if len(spangram) < shortest_side:
        found.append(f"the spangram {spangram.upper()} has {len(spangram)} letters; to touch two opposite "
                     f"sides of a {cols}x{rows} grid it needs at least {shortest_side}")
    if len(spangram) > longest_spangram(rows, cols):
        found.append(f"the spangram {spangram.upper()} has {len(spangram)} letters; keep it to "
                     f"{longest_spangram(rows, cols)} so the theme words have room")
    if not words:
        found.append("give at least one theme word besides the spangram")
    found.extend(f"{word.upper()} is not allowed in a puzzle" for word in blocked_words([spangram, *words], lang))
    total, cells = len(spangram) + sum(map(len, words)), rows * cols
    if total != cells:
        change = f"add {cells - total}" if total < cells else f"remove {total - cells}"
        found.append(f"the letters add up to {total}, but the grid has {cells} cells: {change} "
                     f"letter{'' if abs(cells - total) == 1 else 's'}")
    return list(dict.fromkeys(found))


def blocked_words(words: list[str], lang: str) -> list[str]:
    """The words that are or hold slurs or profanity (see :meth:`Lexicon.offensive`): no puzzle may show one."""
    lexicon = load(lang)
    return [word for word in words if lexicon.offensive(word)]


def longest_spangram(rows: int, cols: int) -> int:
    """The longest spangram allowed: 20 letters on the 6x8 grid (5/12 of the cells).

    Longer ones would leave the theme words a sliver of the grid; the rule keeps
    every accepted input quick to lay out.
    """
    return rows * cols * 5 // 12


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
    different, equally valid layout.
    """

    def __init__(self, rows: int, cols: int, spangram_length: int, lengths: list[int],
                 rng: Rng, budget: int) -> None:
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
        if self.nodes > self.budget:
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
        rows, cols, length = self.rows, self.cols, self.spangram_length
        ends = []
        if length >= cols:
            ends += [(lambda c: c % cols == 0, lambda c: cols - 1 - c % cols),
                     (lambda c: c % cols == cols - 1, lambda c: c % cols)]
        if length >= rows:
            ends += [(lambda c: c < cols, lambda c: rows - 1 - c // cols),
                     (lambda c: c >= (rows - 1) * cols, lambda c: c // cols)]
        starts = [(start, distance) for on_side, distance in ends
                  for start in range(self.size) if on_side(start)]
        while True:
            start, distance = self.rng.choice(starts)
            path = next(self._reach(start, length - 1, distance, 1 << start, 0, [start]), None)
            if path:
                yield path

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
                self._place(cells)
                if self._feasible() and self._fill():
                    return True
                self._lift()
            self.lengths.append(length)
            self.lengths.sort(reverse=True)
        return False

    def search(self) -> list[list[int]]:
        """The spangram's path and then one path per length (or :class:`_OutOfBudget`)."""
        for spangram in self._spangram_paths():
            self._place(spangram)
            if self._feasible() and self._fill():
                return list(self.placed)
            self._lift()
        raise AssertionError("the spangram paths never run out")


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


# -- covers ------------------------------------------------------------------------------------
def placements(letters: list[str], rows: int, cols: int, word: str) -> list[tuple[int, ...]]:
    """Every path that spells ``word`` on the grid without crossing itself."""
    g = grid(rows, cols)
    size, bits, neighbours = g.size, g.diagonal_bits, g.neighbours
    found = []

    def extend(path: list[int], used: int, own: int) -> None:
        if len(path) == len(word):
            found.append(tuple(path))
            return
        cell, letter = path[-1], word[len(path)]
        for nxt in neighbours[cell]:
            bit = bits[cell * size + nxt]
            if letters[nxt] == letter and not used >> nxt & 1 and not crossing(bit) & own:
                path.append(nxt)
                extend(path, used | 1 << nxt, own | bit)
                path.pop()

    for start in range(size):
        if letters[start] == word[0]:
            extend([start], 1 << start, 0)
    return found


def covers(letters: list[str], rows: int, cols: int, words: list[str],
           limit: int = COVER_LIMIT) -> Iterator[dict[str, tuple[int, ...]] | None]:
    """Every way to tile the grid with one placement of each word, no two crossing.

    Exact cover: the uncovered cell with the fewest placements that still fit is
    covered next, each way in turn.  Covers that differ only in the order a path
    is read are one cover.  Yields each cover (word -> path) as found, up to
    ``limit``, and ``None`` now and then so a caller can report progress.
    """
    g = grid(rows, cols)
    full = (1 << g.size) - 1
    options = []  # (word index, cells, diagonals, path)
    for index, word in enumerate(words):
        for path in placements(letters, rows, cols, word):
            options.append((index, sum(1 << c for c in path), g.diagonals(path), path))
    by_cell: list[list[int]] = [[] for _ in range(g.size)]
    for number, (_, cells, _, _) in enumerate(options):
        rest = cells
        while rest:
            low = rest & -rest
            by_cell[low.bit_length() - 1].append(number)
            rest ^= low
    all_words = (1 << len(words)) - 1
    seen: set[tuple[int, ...]] = set()
    chosen: list[int] = []
    nodes = 0

    def fitting(cell: int, covered: int, used_words: int, across: int) -> list[int]:
        return [n for n in by_cell[cell]
                if not used_words >> options[n][0] & 1 and not options[n][1] & covered
                and not options[n][2] & across]

    def search(covered: int, used_words: int, taken: int):
        nonlocal nodes
        nodes += 1
        if nodes % 2000 == 0:
            yield None
        if covered == full:
            if used_words == all_words:
                key = tuple(sorted((options[n][0], options[n][1]) for n in chosen))
                if key not in seen:
                    seen.add(key)
                    yield {words[options[n][0]]: options[n][3] for n in chosen}
            return
        best = None
        across = crossing(taken)
        rest = full & ~covered
        while rest:
            low = rest & -rest
            cell = low.bit_length() - 1
            rest ^= low
            fits = fitting(cell, covered, used_words, across)
            if best is None or len(fits) < len(best):
                best = fits
                if not fits:
                    return
        for n in best:
            _, cells, diagonals, _ = options[n]
            chosen.append(n)
            yield from search(covered | cells, used_words | 1 << options[n][0], taken | diagonals)
            chosen.pop()
            if len(seen) >= limit:
                return

    if sum(map(len, words)) == g.size:
        yield from search(0, 0, 0)


def uniqueness(letters: list[str], rows: int, cols: int, words: list[str],
               paths: list[list[int]]) -> dict:
    """How many covers the board has (up to the limit) and which words trace elsewhere."""
    count = sum(1 for cover in covers(letters, rows, cols, words) if cover is not None)
    elsewhere = [word for word, path in zip(words, paths)
                 if any(set(p) != set(path) for p in placements(letters, rows, cols, word))]
    return {"covers": count, "elsewhere": elsewhere}


# -- laying out a board -------------------------------------------------------------------------
def lay_out(clue: str, spangram: str, words: list[str], seed: str, lang: str = "en",
            rows: int = ROWS, cols: int = COLS) -> Iterator[Event]:
    """Lay out a board, streaming progress; the last event is the puzzle (a ``result``).

    Up to :data:`MAX_LAYOUTS` layouts are tried; the first whose solution is the
    only cover and whose words trace nowhere else is kept, else the best seen
    (one cover before many, then fewest words that trace elsewhere).
    """
    found = problems(spangram, words, lang, rows, cols)
    if found:
        raise PuzzleError(_sentence(found))
    rng = Rng(f"{NAME}/{lang}/{rows}x{cols}/{seed}")
    best = None
    for attempt in range(1, MAX_LAYOUTS + 1):
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
        rank = (report["covers"] != 1, len(report["elsewhere"]))
        yield progress(stage="checking", layout=attempt, **report)
        if best is None or rank < best[0]:
            best = (rank, letters, ordered, paths, report, attempt)
        if rank == (False, 0):
            break
    _, letters, ordered, paths, report, attempt = best
    puzzle = {"rows": rows, "cols": cols, "lang": lang, "clue": clue, "letters": letters,
              "words": ordered, "paths": paths}
    yield result(**described(puzzle), **report, layouts=attempt)


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
    strays = [sum(1 for p in placements(letters, rows, cols, word) if set(p) != set(path))
              for word, path in zip(words, paths)]
    return sum(1 for n in strays if n), sum(strays)


def _polish(words: list[str], paths: list[list[int]], rows: int, cols: int) -> list[list[int]]:
    """Reading directions and swaps of equal-length paths that leave fewer stray placements.

    Greedy: each change (reverse one word, or swap the paths of two words of one
    length) is kept when it lowers the count of words that trace elsewhere (then
    of such placements); two passes.
    """
    paths = [list(p) for p in paths]
    score = _stray_placements(words, paths, rows, cols)
    for _ in range(2):
        if score == (0, 0):
            break
        for i in range(len(words)):
            # Each change is made from the paths as they are now, after any change kept before it.
            partners = [None] + [j for j in range(i + 1, len(words)) if j and i and len(words[j]) == len(words[i])]
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


def _sentence(found: list[str]) -> str:
    text = "; ".join(found)
    return text[0].upper() + text[1:] + "."


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


# -- actions -------------------------------------------------------------------------------------
def _size(params: dict) -> tuple[int, int]:
    return (integer(params, "rows", ROWS, MIN_SIDE, MAX_SIDE),
            integer(params, "cols", COLS, MIN_SIDE, MAX_SIDE))


def _clue_problem(clue: str, lang: str) -> str | None:
    if not clue:
        return "give the puzzle a clue"
    if len(clue) > MAX_CLUE_LENGTH:
        return f"the clue is {len(clue)} characters long; keep it to {MAX_CLUE_LENGTH}"
    if blocked_words(re.findall(r"\w+", clue.lower()), lang):
        return "the clue uses a word that is not allowed in a puzzle"
    return None


def inspect(params: dict) -> Iterator[Event]:
    """What a creator has typed so far: the letter count and every problem, without laying out."""
    clue = " ".join(str(params.get("clue") or "").split())
    spangram = clean_word(params.get("spangram") or "")
    words = word_list(params.get("words") or "")
    rows, cols = _size(params)
    lang = language(params)
    found = [p for p in [_clue_problem(clue, lang)] if p]
    found += problems(spangram, words, lang, rows, cols) if spangram else ["give a spangram"]
    if not words:
        found.append("give the theme words")
    yield result(letters=len(spangram) + sum(map(len, words)), cells=rows * cols,
                 problems=[p[0].upper() + p[1:] + "." for p in found])


def create(params: dict) -> Iterator[Event]:
    """Lay out a creator's puzzle: ``clue``, ``spangram``, ``words`` and an optional ``seed``."""
    clue = " ".join(str(params.get("clue") or "").split())
    lang = language(params)
    problem = _clue_problem(clue, lang)
    if problem:
        raise PuzzleError(problem[0].upper() + problem[1:] + ".")
    spangram = clean_word(require(params, "spangram"))
    words = word_list(require(params, "words"))
    rows, cols = _size(params)
    seed = str(params.get("seed") or "|".join([clue, spangram, *words]))
    yield from lay_out(clue, spangram, words, seed, lang, rows, cols)


def themes(lang: str = "en") -> list[dict]:
    """The curated daily themes, in file order: each a clue, a spangram and a pool of candidate words."""
    try:
        text = resources.files("wordgames").joinpath(f"data/strands-{lang}.txt").read_text("utf-8")
    except FileNotFoundError:
        raise PuzzleError(f"there are no daily Strands themes in {LANGUAGES[lang]} yet") from None
    found = []
    for line in text.splitlines():
        if line.strip() and not line.startswith("#"):
            clue, spangram, pool = (part.strip() for part in line.split("|"))
            found.append({"clue": clue, "spangram": clean_word(spangram), "pool": pool.split()})
    return found


def nested(a: str, b: str) -> bool:
    """Does one of two words contain the other (BASKET and BASKETBALL)?"""
    return bool(a) and bool(b) and (a in b or b in a)


def pick_words(pool: list[str], total: int, rng: Rng, fewest: int = 5, most: int = 8,
               spangram: str = "") -> Iterator[list[str]]:
    """Subsets of ``pool`` (in a seeded order) with ``fewest`` to ``most`` words and ``total`` letters.

    No word of a subset contains another one or the spangram, or lies inside the
    spangram: a player who finds BASKET inside BASKETBALL should never be wrong.
    """
    order = [w for w in rng.shuffled(pool) if not nested(w, spangram)]
    chosen: list[str] = []

    def extend(start: int, left: int) -> Iterator[list[str]]:
        if left == 0 and len(chosen) >= fewest:
            yield list(chosen)
            return
        if len(chosen) == most:
            return
        for i in range(start, len(order)):
            word = order[i]
            if len(word) <= left and not any(nested(word, other) for other in chosen):
                chosen.append(word)
                yield from extend(i + 1, left - len(word))
                chosen.pop()

    yield from extend(0, total)


#: Subsets of one theme's pool laid out before the next theme is tried.
SUBSETS_PER_THEME = 3


def schedule(lang: str, number: int, size: int) -> list[int]:
    """Catalogue indices for daily puzzle ``number``: the day's theme first, then its fallbacks.

    The whole catalogue is put in one seeded order per language,
    ``Rng("strands/schedule/<lang>")``, and day ``n`` takes position
    ``(n - 1) % size``, cycle after cycle.  So a theme comes back exactly ``size``
    days later, never sooner: with 366 themes or more, no theme repeats within a
    year, across cycle boundaries too (its words are drawn anew each time).
    Should a theme give no board with one answer, the next themes of the order
    follow (wrapping round); every curated theme lays out, so the fallback is
    only a guard.  Adding themes changes the order, and so the dailies.
    """
    position = (number - 1) % size
    order = Rng(f"{NAME}/schedule/{lang}").shuffled(range(size))
    return order[position:] + order[:position]


def _day_number(seed: str) -> int | None:
    """The daily number of a seed that is a date (YYYY-MM-DD), else None."""
    try:
        date = daily.parse_date(seed)
    except ValueError:
        return None
    return daily.number_for(date) if date.isoformat() == seed else None


def generate(params: dict) -> Iterator[Event]:
    """A daily (``daily``: a date) or seeded puzzle from the curated themes.

    A daily (or a seed that is a date, as daily seed links are) takes the
    theme :func:`schedule` gives its number; any other seed shuffles the
    catalogue.  The seed then picks a subset of the theme's pool with the
    letters the grid needs, no word nested in another; a board is only kept
    when its solution is the only cover.  After :data:`SUBSETS_PER_THEME`
    subsets without one, the next theme in order is tried.
    """
    seed, extra = seed_of(params)
    lang = language(params)
    catalogue = themes(lang)
    rng = Rng(f"{NAME}/daily/{lang}/{seed}")
    number = _day_number(seed)
    if number is None:
        order = rng.shuffled(catalogue)
    else:
        order = [catalogue[i] for i in schedule(lang, number, len(catalogue))]
    for theme in order:
        subsets = pick_words(theme["pool"], ROWS * COLS - len(theme["spangram"]), rng.fork(theme["clue"]),
                             spangram=theme["spangram"])
        for _, words in zip(range(SUBSETS_PER_THEME), subsets):
            final = None
            for event in lay_out(theme["clue"], theme["spangram"], words, seed, lang):
                if event["type"] == "result":
                    final = event
                else:
                    yield event
            if final["covers"] == 1:
                yield {**final, "seed": seed, **extra}
                return
    raise PuzzleError("no theme gave a board with one answer")


def parse_grid(text, lang: str) -> tuple[int, int, list[str]]:
    """``(rows, cols, letters)`` from rows of letters (a list, or text split by commas or spaces)."""
    lines = text if isinstance(text, (list, tuple)) else re.split(r"[\s,;/]+", str(text))
    lines = [clean_word(line) for line in lines if str(line).strip()]
    if not lines:
        raise PuzzleError("the grid is empty; give its rows, like CEXGRE,OMANIU,...")
    if len({len(line) for line in lines}) != 1:
        raise PuzzleError("every row of the grid must have the same number of letters")
    rows, cols = len(lines), len(lines[0])
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise PuzzleError(f"a grid has {MIN_SIDE} to {MAX_SIDE} rows and columns")
    letters = [c for line in lines for c in line]
    odd = sorted(set(letters) - set(ALPHABETS[lang]))
    if odd:
        raise PuzzleError(f"{odd[0]!r} is not a letter of the {LANGUAGES[lang]} alphabet")
    return rows, cols, letters


def solve(params: dict) -> Iterator[Event]:
    """Every cover of ``grid`` by ``words`` (no crossing), and the dictionary words on it."""
    lang = language(params)
    if params.get("code"):
        puzzle = decode(str(params["code"]))
        rows, cols, letters, words = puzzle["rows"], puzzle["cols"], puzzle["letters"], puzzle["words"]
        lang = puzzle["lang"]
    else:
        rows, cols, letters = parse_grid(require(params, "grid"), lang)
        words = word_list(require(params, "words"))
    if len(set(words)) != len(words):
        raise PuzzleError("a word appears twice")
    total = sum(map(len, words))
    if total != rows * cols:
        raise PuzzleError(f"the words have {total} letters but the grid has {rows * cols} cells, "
                          "so they cannot cover it exactly")
    found = []
    for cover in covers(letters, rows, cols, words):
        if cover is None:
            yield progress(stage="covering", covers=len(found))
        else:
            found.append({w: [list(divmod(c, cols)) for c in cover[w]] for w in words})
            yield {"type": "cover", "cover": found[-1]}
    lexicon = resolve({**params, "lang": lang})
    on_grid = sorted(find_words(letters, rows, cols, lexicon, MIN_WORD_LENGTH))
    yield result(covers=found, count=len(found), complete=len(found) < COVER_LIMIT,
                 dictionary_words=on_grid)


def _path_of(params: dict, rows: int, cols: int) -> list[int]:
    try:
        cells = [int(r) * cols + int(c) for r, c in params.get("path") or []]
    except (TypeError, ValueError):
        raise PuzzleError("a traced path is a list of [row, column] pairs") from None
    return cells


def check(params: dict) -> Iterator[Event]:
    """Judge a traced ``path``: a theme word, the spangram, another word, or why not.

    ``found`` lists the theme words found so far (their cells are taken) and
    ``words`` the other words found.  The result has ``ok``, ``kind`` (``theme``,
    ``spangram`` or ``word``), the ``word`` and its ``cells``, or a ``reason``.
    """
    puzzle = decode(str(require(params, "code")))
    rows, cols, letters = puzzle["rows"], puzzle["cols"], puzzle["letters"]
    cells = _path_of(params, rows, cols)
    found = set(word_list(params.get("found") or []))
    others = set(word_list(params.get("words") or []))
    taken = {c for word, path in zip(puzzle["words"], puzzle["paths"]) if word in found for c in path}
    board = grid(rows, cols)
    word = "".join(letters[c] for c in cells) if all(0 <= c < board.size for c in cells) else ""

    def verdict(reason=None, kind=None):
        return result(ok=reason is None, reason=reason, kind=kind, word=word,
                      cells=[list(divmod(c, cols)) for c in cells])

    if not cells or not board.is_path(cells):
        yield verdict("Those letters do not touch one after another")
        return
    if taken & set(cells):
        yield verdict("Those letters belong to a word you have found")
        return
    for index, (theme_word, path) in enumerate(zip(puzzle["words"], puzzle["paths"])):
        if word == theme_word and set(cells) == set(path):
            if word in found:
                yield verdict(f"You already found {word.upper()}")
            else:
                yield verdict(kind="spangram" if index == 0 else "theme")
            return
    lexicon = load(puzzle["lang"])
    if len(word) < MIN_WORD_LENGTH:
        yield verdict(f"Too short: words have at least {MIN_WORD_LENGTH} letters")
    elif word in others:
        yield verdict(f"You already found {word.upper()}")
    elif word not in lexicon:
        yield verdict(f"{word.upper()} is not in the word list")
    else:
        yield verdict(kind="word")


def hint(params: dict) -> Iterator[Event]:
    """The next theme word to hint (theme words before the spangram): its path."""
    puzzle = decode(str(require(params, "code")))
    found = set(word_list(params.get("found") or []))
    order = list(zip(puzzle["words"], puzzle["paths"]))
    for word, path in order[1:] + order[:1]:
        if word not in found:
            yield result(cells=[list(divmod(c, puzzle["cols"])) for c in path])
            return
    raise PuzzleError("every word is found already")


# -- codes -----------------------------------------------------------------------------------------
def encode(puzzle: dict) -> str:
    """The share code: language, size, clue, letters and each path (spangram first).

    Letters are numbers in the language's alphabet and paths are a start cell and
    steps, so the answers never appear as text in a link.
    """
    rows, cols = puzzle["rows"], puzzle["cols"]
    alphabet = ALPHABETS[puzzle["lang"]]
    clue = puzzle["clue"].encode("utf-8")
    payload = bytearray([list(ALPHABETS).index(puzzle["lang"]), rows, cols, len(clue)]) + clue
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
        raise codes.CodeError(f"this Strands code is version {version}; this site reads version {CODE_VERSION}")
    reader = _Reader(data)
    lang_id, rows, cols, clue_length = reader.take(4)
    if lang_id >= len(ALPHABETS):
        raise codes.CodeError("this Strands code names an unknown language")
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise codes.CodeError("this Strands code has an impossible grid size")
    try:
        clue = bytes(reader.take(clue_length)).decode("utf-8")
    except UnicodeDecodeError:
        raise codes.CodeError("this Strands code has a damaged clue") from None
    lang = list(ALPHABETS)[lang_id]
    alphabet = ALPHABETS[lang]
    size = rows * cols
    indices = reader.take(size)
    if any(i >= len(alphabet) for i in indices):
        raise codes.CodeError("this Strands code holds a letter that does not exist")
    letters = [alphabet[i] for i in indices]
    paths = []
    for _ in range(reader.take(1)[0]):
        length, start = reader.take(2)
        if length < 1 or start >= size:
            raise codes.CodeError("this Strands code has a path that leaves the grid")
        path = [start]
        for step in reader.take(length - 1):
            if step >= len(_STEPS):
                raise codes.CodeError("this Strands code has a path that leaves the grid")
            r, c = divmod(path[-1], cols)
            r, c = r + _STEPS[step][0], c + _STEPS[step][1]
            if not (0 <= r < rows and 0 <= c < cols):
                raise codes.CodeError("this Strands code has a path that leaves the grid")
            path.append(r * cols + c)
        paths.append(path)
    if not reader.done():
        raise codes.CodeError("this Strands code has bytes left over")
    words = ["".join(letters[c] for c in path) for path in paths]
    puzzle = {"rows": rows, "cols": cols, "lang": lang, "clue": clue, "letters": letters,
              "words": words, "paths": paths}
    fault = solution_fault(puzzle)
    if fault:
        raise codes.CodeError(f"this Strands code is not a valid puzzle: {fault}")
    return puzzle


class _Reader:
    """Bytes read in order, with a clear error when they run out."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, count: int) -> list[int]:
        if self.at + count > len(self.data):
            raise codes.CodeError("this Strands code is cut short: the link may not have been copied in full")
        chunk = list(self.data[self.at:self.at + count])
        self.at += count
        return chunk

    def done(self) -> bool:
        return self.at == len(self.data)


def solution_fault(puzzle: dict) -> str | None:
    """Why a puzzle's solution breaks the rules, or None if it keeps them all."""
    rows, cols, paths, words = puzzle["rows"], puzzle["cols"], puzzle["paths"], puzzle["words"]
    board = grid(rows, cols)
    if len(paths) < 2:
        return "it needs a spangram and at least one theme word"
    if sorted(c for path in paths for c in path) != list(range(board.size)):
        return "its words do not cover every cell exactly once"
    if not all(board.is_path(path) for path in paths):
        return "a word does not run through touching cells"
    taken = 0
    for path in paths:
        diagonals = board.diagonals(path)
        if diagonals & crossing(diagonals) or diagonals & crossing(taken):
            return "two paths cross"
        taken |= diagonals
    spangram = [board.position(c) for c in paths[0]]
    if not ({c for _, c in spangram} >= {0, cols - 1} or {r for r, _ in spangram} >= {0, rows - 1}):
        return "the spangram does not touch two opposite sides"
    if any(len(w) < MIN_WORD_LENGTH for w in words[1:]):
        return "a theme word is too short"
    if len(set(words)) != len(words):
        return "a word appears twice"
    if blocked_words([*words, *re.findall(r"\w+", puzzle["clue"].lower())], puzzle["lang"]):
        return "it uses a word that is not allowed"
    if len(puzzle["clue"]) > MAX_CLUE_LENGTH or not puzzle["clue"].strip():
        return "its clue is empty or too long"
    return None


def open_code(params: dict) -> Iterator[Event]:
    """Decode ``code`` into a puzzle (the page's way into a shared link)."""
    yield result(**described(decode(str(require(params, "code")))))


ACTIONS = {"generate": generate, "create": create, "inspect": inspect, "solve": solve, "check": check,
           "hint": hint, "decode": open_code}
