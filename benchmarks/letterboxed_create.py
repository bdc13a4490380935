"""Letter Boxed's creator: the time to a first arrangement and to all of them (at most 10).

The inputs are 50 chains of two everyday English words and 50 of four, each using twelve
different letters with no letter doubled and fitting a square, drawn from the common tier
with wordgames.rng (the same inputs on every run and in Pyodide).  The creator runs once
first, so the lexicon's load is not timed.

    python benchmarks/letterboxed_create.py            # CPython
    python benchmarks/letterboxed_create.py --pyodide  # the same, in Pyodide under Node
    python benchmarks/letterboxed_create.py --length 2 --inputs 10 --answer  # one length, fewer, with the answer option
"""

import re
import statistics
import sys
import time

from common import run

INPUTS = 50
LENGTHS = (2, 4)


def option(name, default):
    return int(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def chains(length, count):
    """``count`` chains of ``length`` everyday words the creator accepts, drawn with a seeded rng."""
    from wordgames.games.letterboxed.creator import placeable
    from wordgames.lexicon import load
    from wordgames.rng import Rng

    rng = Rng(f"benchmark/letterboxed-create/{length}")
    words = [w for w in load("en").common_words if len(w) >= 3 and not re.search(r"(.)\1", w) and len(set(w)) <= 9]
    by_first = {}
    for w in words:
        by_first.setdefault(w[0], []).append(w)
    found = []
    while len(found) < count:
        chain = [rng.choice(words)]
        while len(chain) < length:
            used = {c for w in chain for c in w}
            left = length - len(chain)
            options = [w for w in by_first.get(chain[-1][-1], ()) if w not in chain
                       and len(used | set(w)) <= 12 - (left - 1) and (left > 1 or len(used | set(w)) == 12)]
            if not options:
                break
            chain.append(rng.choice(options))
        if len(chain) == length and len({c for w in chain for c in w}) == 12 and placeable(chain):
            found.append(chain)
    return found


def timed(words, answer):
    """(ms to the first arrangement, ms to the result, arrangements, longest ms between two
    events: what a cancel may wait, whether a board has the words as its one answer) of one creation."""
    from wordgames.games import run as run_action

    started = last = time.perf_counter()
    first, longest = None, 0.0
    for event in run_action("letterboxed", "create", {"words": words, "answer": answer}):
        now = time.perf_counter()
        longest, last = max(longest, now - last), now
        if event["type"] == "arrangement" and first is None:
            first = (now - started) * 1000
        if event["type"] in ("result", "error"):
            total = (now - started) * 1000
            boards = event.get("arrangements", [])
            unique = any(board.get("answer_unique") for board in boards)
            return first if first is not None else total, total, len(boards), longest * 1000, unique


def main():
    count, answer = option("--inputs", INPUTS), "--answer" in sys.argv
    timed(["orphans", "surgical"], answer)  # the lexicon's load and first caches, not timed
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}), {count} inputs per length"
          f"{', answer' if answer else ''}:")
    for length in [option("--length", 0)] if "--length" in sys.argv else LENGTHS:
        rows = [timed(chain, answer) for chain in chains(length, count)]
        firsts, totals, made, steps, unique = zip(*rows)
        print(f"  {length} words: first arrangement median {statistics.median(firsts):.0f} ms "
              f"(worst {max(firsts):.0f} ms); all median {statistics.median(totals):.0f} ms "
              f"(worst {max(totals):.0f} ms); arrangements median {statistics.median(made):.0f}, "
              f"none for {made.count(0)}; longest step between events median {statistics.median(steps):.0f} ms "
              f"(worst {max(steps):.0f} ms)" + (f"; the words the one answer for {sum(unique)}" if answer else ""),
              flush=True)


if __name__ == "__main__":
    run(main, __file__)
