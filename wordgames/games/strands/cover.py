"""Exact cover: every way a grid's letters can be cut into a puzzle's words.

A finished board is checked by exact cover over every placement of the words on
its letters (:func:`covers`): the intended solution must be the only one, and
:func:`elsewhere` lists the theme words a player can also trace on other cells.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...grid import crossing, grid

#: Covers counted before the count is reported as "at least".
COVER_LIMIT = 100


# -- covers ------------------------------------------------------------------------------------
def placements(letters: list[str], rows: int, cols: int, word: str,
               crossing_itself: bool = False) -> list[tuple[int, ...]]:
    """Every path that spells ``word`` on the grid, without crossing itself unless ``crossing_itself``."""
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
            if letters[nxt] == letter and not used >> nxt & 1 and (crossing_itself or not crossing(bit) & own):
                path.append(nxt)
                extend(path, used | 1 << nxt, own | bit)
                path.pop()

    for start in range(size):
        if letters[start] == word[0]:
            extend([start], 1 << start, 0)
    return found


def covers(letters: list[str], rows: int, cols: int, words: list[str], limit: int = COVER_LIMIT,
           crossing_itself: bool = False) -> Iterator[dict[str, tuple[int, ...]] | None]:
    """Every way to tile the grid with one placement of each word, no two crossing (and no
    word crossing itself, unless ``crossing_itself``: a published puzzle's path may).

    Exact cover: the uncovered cell with the fewest placements that still fit is
    covered next, each way in turn.  Covers that differ only in the order a path
    is read are one cover.  Yields each cover (word -> path) as found, up to
    ``limit``, and ``None`` now and then so a caller can report progress.
    """
    g = grid(rows, cols)
    full = (1 << g.size) - 1
    options = []  # (word index, cells, diagonals, path)
    for index, word in enumerate(words):
        for path in placements(letters, rows, cols, word, crossing_itself):
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


def traces_elsewhere(letters: list[str], rows: int, cols: int, word: str, path: list[int]) -> int:
    """How many ways a player can trace ``word`` on cells other than its ``path``.

    Any path counts here, one that crosses itself too: a player may trace it, and
    the word found there counts as found (the ``check`` action).
    """
    return sum(1 for p in placements(letters, rows, cols, word, crossing_itself=True) if set(p) != set(path))


def elsewhere(letters: list[str], rows: int, cols: int, words: list[str], paths: list[list[int]]) -> list[str]:
    """The words of a board that a player can also trace on other cells than their own."""
    return [word for word, path in zip(words, paths) if traces_elsewhere(letters, rows, cols, word, path)]


def uniqueness(letters: list[str], rows: int, cols: int, words: list[str],
               paths: list[list[int]]) -> dict:
    """How many covers the board has (up to the limit) and which words trace elsewhere."""
    count = sum(1 for cover in covers(letters, rows, cols, words) if cover is not None)
    return {"covers": count, "elsewhere": elsewhere(letters, rows, cols, words, paths)}


def flaws(report: dict) -> tuple[bool, int]:
    """What keeps a board (a :func:`uniqueness` report) from the best, to compare: less is better.

    More than one cover first, then the number of words that trace elsewhere;
    ``(False, 0)`` is a board with one answer and every word in one place only.
    """
    return report["covers"] != 1, len(report["elsewhere"])
