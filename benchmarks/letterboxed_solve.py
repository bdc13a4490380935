"""Exact Letter Boxed solver vs a reference implementation of the naive method.

The reference does what most published solvers do: it builds a nested-dict trie
of the same words, walks it to list the playable words, then searches every path
of up to three words in the word graph (bitmasks for the letters used), keeping
the fewest words, then fewest letters, and every two-word solution.  It cannot
prove anything beyond three words.  ``naive-stop`` is the same search stopping
at the first length that has a solution.

    python benchmarks/letterboxed_solve.py            # CPython
    python benchmarks/letterboxed_solve.py --pyodide  # the same, in Pyodide under Node
"""

import statistics
import sys
import time

from common import dict_trie, run

BOARDS = 12



def reference_solve(sides, trie, stop_early):
    side = {c: i for i, s in enumerate(sides) for c in s}
    bit = {c: 1 << i for i, c in enumerate("".join(sides))}
    full = (1 << 12) - 1
    words = []
    stack = [(trie, "", -1)]
    while stack:
        node, prefix, last = stack.pop()
        if "$" in node and len(prefix) >= 3:
            words.append(prefix)
        for letter, child in node.items():
            if letter != "$" and letter in side and side[letter] != last:
                stack.append((child, prefix + letter, side[letter]))
    mask = {}
    for w in words:
        m = 0
        for c in w:
            m |= bit[c]
        mask[w] = m
    starting = {}
    for w in words:
        starting.setdefault(w[0], []).append(w)
    best, pairs = None, []
    for a in words:
        ma = mask[a]
        if ma == full:
            best = min(best or (9, 99), (1, len(a)))
        for b in starting.get(a[-1], ()):
            mab = ma | mask[b]
            if mab == full:
                pairs.append((a, b))
                best = min(best or (9, 99), (2, len(a) + len(b)))
            if stop_early and best and best[0] <= 2:
                continue
            for c in starting.get(b[-1], ()):
                if mab | mask[c] == full:
                    best = min(best or (9, 99), (3, len(a) + len(b) + len(c)))
    return best, pairs


def boards():
    from wordgames.games import run

    found = []
    for i in range(BOARDS):
        difficulty = 2 if i % 2 else 3
        event = list(run("letterboxed", "generate", {"seed": f"bench-{i}", "difficulty": difficulty}))[-1]
        found.append(event["sides"])
    return found


def median_ms(function, *args):
    times = []
    for _ in range(3):
        started = time.perf_counter()
        result = function(*args)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), result


def main():
    from wordgames.games.base import final
    from wordgames.games.letterboxed import solve_board
    from wordgames.lexicon import load

    lexicon = load("en")
    trie = dict_trie(list(lexicon))
    rows = []
    for sides in boards():
        fast_ms, fast = median_ms(lambda s: final(solve_board(s, lexicon)), sides)
        started = time.perf_counter()
        naive, pairs = reference_solve(sides, trie, stop_early=False)
        naive_ms = (time.perf_counter() - started) * 1000
        started = time.perf_counter()
        stop, _ = reference_solve(sides, trie, stop_early=True)
        stop_ms = (time.perf_counter() - started) * 1000
        if naive and naive[0] <= 3:
            assert (fast["min_words"], fast["letters"]) == naive, (sides, fast, naive)
        assert sorted(map(list, pairs)) == sorted(fast["two_word_solutions"])
        rows.append((fast_ms, naive_ms, stop_ms))
        print(f"  {','.join(sides)}: exact {fast_ms:7.1f} ms   naive {naive_ms:8.1f} ms"
              f"   naive-stop {stop_ms:7.1f} ms   words {fast['playable']}", flush=True)
    fast, naive, stop = (statistics.median(column) for column in zip(*rows))
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}), {len(rows)} boards:")
    print(f"  exact solver median {fast:.1f} ms (worst {max(r[0] for r in rows):.1f} ms)")
    print(f"  naive median {naive:.1f} ms: exact is {naive / fast:.0f}x faster "
          f"(median of per-board ratios {statistics.median(r[1] / r[0] for r in rows):.0f}x)")
    print(f"  naive-stop median {stop:.1f} ms: exact is {stop / fast:.1f}x faster")


if __name__ == "__main__":
    run(main, __file__)
