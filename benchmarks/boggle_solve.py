"""Boggle solver throughput vs a straightforward nested-dict trie DFS, same boards.

Boards are rolled with the real dice (4x4 and 5x5).  The reference builds a
nested-dict trie of the same words and walks the board recursively with a set of
visited cells and a growing prefix string.  Ours also records a path for every
word; the reference only finds the words.  Both solve every board in each of
``ROUNDS`` interleaved rounds and the fastest round of each counts, so a busy
machine slows both alike.

    python benchmarks/boggle_solve.py            # CPython
    python benchmarks/boggle_solve.py --pyodide  # the same, in Pyodide under Node
"""

import sys
import time

from common import dict_trie, run

BOARDS = 300
ROUNDS = 3


def reference_solve(faces, size, trie, min_length):
    found = set()

    def walk(cell, node, prefix, seen):
        for letter in faces[cell]:
            node = node.get(letter)
            if node is None:
                return
        prefix += faces[cell]
        if "$" in node and len(prefix) >= min_length:
            found.add(prefix)
        seen.add(cell)
        r, c = divmod(cell, size)
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, c + dc
                if (dr or dc) and 0 <= rr < size and 0 <= cc < size and rr * size + cc not in seen:
                    walk(rr * size + cc, node, prefix, seen)
        seen.discard(cell)

    for cell in range(size * size):
        walk(cell, trie, "", set())
    return found


def main():
    from wordgames.games import boggle
    from wordgames.lexicon import load
    from wordgames.rng import Rng

    lexicon = load("en")
    trie = dict_trie(list(lexicon))
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}), English, {BOARDS} boards a size, "
          f"best of {ROUNDS} rounds:")
    for size in (4, 5):
        rng = Rng(f"bench-{size}")
        dice = boggle.dice_for("en", size, size)
        boards = [[die[rng.below(6)] for die in rng.shuffled(dice)] for _ in range(BOARDS)]
        min_length = boggle.default_min_length(size, size)
        fast = slow = float("inf")
        for _ in range(ROUNDS):
            started = time.perf_counter()
            ours = [boggle.find_words(b, size, size, lexicon, min_length) for b in boards]
            fast = min(fast, time.perf_counter() - started)
            started = time.perf_counter()
            theirs = [reference_solve(b, size, trie, min_length) for b in boards]
            slow = min(slow, time.perf_counter() - started)
        assert all(set(a) == b for a, b in zip(ours, theirs))
        words = sum(map(len, ours)) / BOARDS
        print(f"  {size}x{size}: {BOARDS / fast:7.0f} boards/s (reference {BOARDS / slow:6.0f} boards/s): "
              f"{slow / fast:.1f}x; {words:.0f} words a board")


if __name__ == "__main__":
    run(main, __file__)
