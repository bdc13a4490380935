"""Strands board creation: our layout search vs the seed article's method, same theme sets.

Theme sets are the curated daily themes, each with a seeded subset of its pool
that fills the 48 cells (the same sets the tests check).  Ours is the whole
``create`` action: layout search, letters, the exact-cover uniqueness check and
the choice among layouts.  The reference is the method of the article the issue
cites, done faithfully: drop one random diagonal of every 2x2 block (so paths
cannot cross), lay the spangram as a BFS shortest path from one side to the
other lengthened by a random longest-path search, then lay each word (longest
first) by a random depth-first longest-path search from a random free cell,
restarting everything when a step times out or leaves cells no word can fill;
it gives up after ``--timeout`` seconds.  It checks no uniqueness.

    python benchmarks/strands_create.py [--sets 200] [--timeout 5]
    python benchmarks/strands_create.py --pyodide
"""

import statistics
import sys
import time
from collections import deque

from common import run


def option(name, default):
    return type(default)(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def reference_create(spangram, words, rng, timeout, rows=8, cols=6):
    """The article's method; the cells of each path, or None when it gives up."""
    deadline = time.monotonic() + timeout
    size = rows * cols
    while time.monotonic() < deadline:
        graph = {cell: set() for cell in range(size)}
        for r in range(rows):
            for c in range(cols):
                for dr, dc in ((0, 1), (1, 0)):
                    if r + dr < rows and c + dc < cols:
                        graph[r * cols + c].add((r + dr) * cols + c + dc)
                        graph[(r + dr) * cols + c + dc].add(r * cols + c)
                if r + 1 < rows and c + 1 < cols:
                    a, b = ((r * cols + c, (r + 1) * cols + c + 1) if rng.below(2)
                            else (r * cols + c + 1, (r + 1) * cols + c))
                    graph[a].add(b)
                    graph[b].add(a)
        free = set(range(size))
        span = _spangram(graph, free, len(spangram), rows, cols, rng, deadline)
        if span is None:
            continue
        free -= set(span)
        paths = [span]
        for word in sorted(words, key=len, reverse=True):
            path = _longest_path(graph, free, len(word), rng, min(deadline, time.monotonic() + 0.05))
            if path is None:
                break
            free -= set(path)
            paths.append(path)
        if not free:
            return paths
    return None


def _spangram(graph, free, length, rows, cols, rng, deadline):
    """BFS shortest path left to right, then a random search for one of exactly ``length``."""
    start = rng.below(rows) * cols
    parent, queue = {start: None}, deque([start])
    while queue:
        cell = queue.popleft()
        for nxt in sorted(graph[cell]):
            if nxt not in parent:
                parent[nxt] = cell
                queue.append(nxt)
    end = min((c for c in parent if c % cols == cols - 1), key=lambda c: _depth(parent, c))
    if _depth(parent, end) + 1 > length:
        return None
    return _random_path(graph, free, start, length, rng, min(deadline, time.monotonic() + 0.2),
                        ends=lambda cell: cell % cols == cols - 1)


def _depth(parent, cell):
    depth = 0
    while parent[cell] is not None:
        cell, depth = parent[cell], depth + 1
    return depth


def _longest_path(graph, free, length, rng, deadline):
    """A random depth-first search from a random free cell for a path of ``length`` cells."""
    return _random_path(graph, free, rng.choice(sorted(free)), length, rng, deadline, ends=lambda cell: True)


def _random_path(graph, free, start, length, rng, deadline, ends):
    """Depth-first, neighbours in random order: a path of ``length`` free cells whose last cell ``ends``."""

    def extend(path):
        if time.monotonic() > deadline:
            return None
        if len(path) == length:
            return list(path) if ends(path[-1]) else None
        for nxt in rng.shuffled(sorted(graph[path[-1]] & free - set(path))):
            path.append(nxt)
            found = extend(path)
            path.pop()
            if found:
                return found
        return None

    return extend([start])


def summary(label, times, successes, total):
    times = sorted(times)
    if not times:
        return f"  {label}: no success out of {total}"
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (f"  {label}: success {successes}/{total} ({100 * successes / total:.0f}%), "
            f"median {statistics.median(times) * 1000:.0f} ms, 95th percentile {p95 * 1000:.0f} ms "
            f"(of successes)")


def main():
    from wordgames.games import run as run_action, strands
    from wordgames.games.base import final
    from wordgames.rng import Rng

    sets, timeout = option("--sets", 200), option("--timeout", 5.0)
    catalogue = strands.themes("en")
    theme_sets = []
    for i in range(sets):
        rng = Rng(f"theme set {i}")
        theme = rng.choice(catalogue)
        theme_sets.append((theme, next(strands.pick_words(theme["pool"], 48 - len(theme["spangram"]), rng))))
    print(f"{sys.implementation.name} {sys.version.split()[0]}: {sets} theme sets of 48 letters")

    ours, unique, no_strays = [], 0, 0
    for i, (theme, words) in enumerate(theme_sets):
        started = time.perf_counter()
        board = final(run_action("strands", "create", {"clue": theme["clue"], "spangram": theme["spangram"],
                                                       "words": words, "seed": str(i)}))
        ours.append(time.perf_counter() - started)
        unique += board["covers"] == 1
        no_strays += board["covers"] == 1 and not board["elsewhere"]
    print(summary("ours (layout + uniqueness check)", ours, len(ours), sets))
    print(f"    one cover: {unique}/{sets}; one cover and no theme word traceable elsewhere: {no_strays}/{sets}")

    theirs = []
    for i, (theme, words) in enumerate(theme_sets):
        started = time.perf_counter()
        paths = reference_create(theme["spangram"], words, Rng(f"reference {i}"), timeout)
        if paths is not None:
            theirs.append(time.perf_counter() - started)
    print(summary(f"reference (layout only, gives up after {timeout:g} s)", theirs, len(theirs), sets))
    if theirs:
        print(f"  median ratio: {statistics.median(theirs) / statistics.median(ours):.1f}x")


if __name__ == "__main__":
    run(main, __file__)
