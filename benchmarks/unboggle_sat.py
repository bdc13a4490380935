"""Unboggle search vs the seed article's SAT encoding solved by a real CDCL solver.

The encoding: every letter of every word gets a row and a column written as binary
integers; clauses forbid coordinates off the board, consecutive letters that do not
touch, one word using a cell twice, and two different letters sharing a cell.
python-sat's MiniSat 2.2 solves it.  Both run on the same seeded suite: 10 and 15
words on 4x4, and 20 to 25 words on 5x5, each list the words of a board rolled from
the dice with the seed printed beside it (the four 20-word lists of the first suite,
seeds ``unboggle-bench/20/5/0`` to ``3``, and twelve more, ``unboggle-bench/5x5/0``
to ``11``, of 20 to 25 words), plus impossible lists.

    pip install python-sat
    python benchmarks/unboggle_sat.py [--limit 60] [--only 5x5]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from itertools import combinations, product

import common  # noqa: F401  (puts the project on sys.path)

IMPOSSIBLE = [
    ("more letters than cells", "abcdefgh,ijklmnop,rstu", 4, 4),
    ("a letter with nine neighbours", "ab,ac,ad,ae,af,ag,ah,ai,aj,klmnop", 4, 4),
    ("five letters that all touch", "ab,ac,ad,ae,bc,bd,be,cd,ce,de,fghi", 3, 3),
]


def rolled(seed, count, size):
    """The first ``count`` words, shuffled, of a ``size`` x ``size`` board rolled from the English dice."""
    from wordgames.games import boggle
    from wordgames.lexicon import load
    from wordgames.rng import Rng

    rng = Rng(seed)
    faces = [die[rng.below(6)] for die in rng.shuffled(boggle.dice_for("en", size, size))]
    return ",".join(rng.shuffled(sorted(boggle.find_words(faces, size, size, load("en"), 3)))[:count])


def suite():
    """``(group, seed, words, rows, cols)`` for every list."""
    cases = []
    for count, size, copies in ((10, 4, 8), (15, 4, 6), (20, 5, 4)):
        for k in range(copies):
            seed = f"unboggle-bench/{count}/{size}/{k}"
            group = "20-25 words 5x5" if size == 5 else f"{count} words {size}x{size}"
            cases.append((group, seed, rolled(seed, count, size), size, size))
    for k in range(12):
        seed = f"unboggle-bench/5x5/{k}"
        cases.append(("20-25 words 5x5", seed, rolled(seed, 20 + k % 6, 5), 5, 5))
    return cases + [(f"impossible: {name}", "-", words, rows, cols) for name, words, rows, cols in IMPOSSIBLE]


def sat_solve(words, rows, cols, limit):
    """True/False from MiniSat on the binary-coordinate encoding, or None past ``limit`` s."""
    from pysat.solvers import Minisat22

    from wordgames.games.unboggle import tokens

    bits_r, bits_c = max(1, (rows - 1).bit_length()), max(1, (cols - 1).bit_length())
    counter = [0]

    def fresh():
        counter[0] += 1
        return counter[0]

    positions = []  # (face, row bits, col bits)
    for word in words:
        positions.append([(f, [fresh() for _ in range(bits_r)], [fresh() for _ in range(bits_c)])
                          for f in tokens(word)])

    def differs(bits, value):
        """Literals that are true unless ``bits`` spell ``value``."""
        return [-b if value >> i & 1 else b for i, b in enumerate(bits)]

    clauses = []
    for word in positions:
        for _, rb, cb in word:
            clauses += [differs(rb, r) for r in range(rows, 1 << bits_r)]
            clauses += [differs(cb, c) for c in range(cols, 1 << bits_c)]
        for (_, r1, c1), (_, r2, c2) in zip(word, word[1:]):
            for a, b, c, d in product(range(rows), range(cols), range(rows), range(cols)):
                if not (max(abs(a - c), abs(b - d)) == 1):
                    clauses.append(differs(r1, a) + differs(c1, b) + differs(r2, c) + differs(c2, d))
        for (_, r1, c1), (_, r2, c2) in combinations(word, 2):
            for a, b in product(range(rows), range(cols)):
                clauses.append(differs(r1, a) + differs(c1, b) + differs(r2, a) + differs(c2, b))
    flat = [p for word in positions for p in word]
    for (f1, r1, c1), (f2, r2, c2) in combinations(flat, 2):
        if f1 != f2:
            for a, b in product(range(rows), range(cols)):
                clauses.append(differs(r1, a) + differs(c1, b) + differs(r2, a) + differs(c2, b))
    with Minisat22(bootstrap_with=clauses, use_timer=True) as solver:
        import threading
        timer = threading.Timer(limit, solver.interrupt)
        timer.start()
        outcome = solver.solve_limited(expect_interrupt=True)
        timer.cancel()
    return outcome


def ours(words, rows, cols, limit):
    """True/False from the Unboggle search, or None past ``limit`` seconds."""
    from wordgames.games import unboggle

    started = time.perf_counter()
    events = unboggle.solve({"words": words, "size": f"{rows}x{cols}"})
    for event in events:
        if event["type"] == "result":
            return not event["impossible"]
        if time.perf_counter() - started > limit:
            events.close()
            return None
    return None


def timed(function, *args):
    started = time.perf_counter()
    outcome = function(*args)
    return outcome, time.perf_counter() - started


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--limit", type=float, default=60.0, help="seconds per instance and method")
    parser.add_argument("--only", default="", help="run only the groups whose name holds this text")
    args = parser.parse_args()
    groups: dict[str, list] = {}
    show = {True: "board", False: "proof", None: "timeout"}
    for name, seed, words, rows, cols in suite():
        if args.only not in name:
            continue
        mine, mine_s = timed(ours, words, rows, cols, args.limit)
        theirs, theirs_s = timed(sat_solve, words.split(","), rows, cols, args.limit)
        if mine is not None and theirs is not None:
            assert mine == theirs, (name, words, mine, theirs)
        groups.setdefault(name, []).append((mine, mine_s, theirs, theirs_s))
        print(f"  {name:40} {seed:24} {len(words.split(',')):2} words  ours {mine_s:7.2f} s ({show[mine]})"
              f"   SAT {theirs_s:7.2f} s ({show[theirs]})", flush=True)
    print(f"{sys.implementation.name} {sys.version.split()[0]}, limit {args.limit:.0f} s an instance:")
    for name, rows in groups.items():
        mine_times = [r[1] for r in rows]
        sat_times = [r[3] for r in rows]
        print(f"  {name:40} {len(rows):2} lists: ours median {statistics.median(mine_times):6.2f} s,"
              f" worst {max(mine_times):6.2f} s, {sum(r[0] is None for r in rows)} timeouts"
              f" | SAT median {statistics.median(sat_times):6.2f} s, worst {max(sat_times):6.2f} s,"
              f" {sum(r[2] is None for r in rows)} timeouts")


if __name__ == "__main__":
    main()
