"""Best-board search with ENABLE2K: how often, and how fast, it reaches the best board known.

On 4x4 that is 3,625 (PERS / LATG / SINE / TERS), the proven best; on 5x5 it is 10,406
(LIGDR / MANES / IETIL / DSRAC / SEPES), the best published, found by hill climbing.
Both count words of three letters or more.  Each run is a seeded best_board search
(seed ``bench-K``, or ``NAME-K`` with ``--seeds NAME``) with a time budget; the report gives
each run's best score and the time it was first reached.  A run stops early once it reaches the target.

    python benchmarks/boggle_best.py [--runs 10] [--seconds 120] [--jobs 2] [--seeds fresh]
    python benchmarks/boggle_best.py --size 5 --runs 1 --seconds 600
"""

from __future__ import annotations

import argparse
import time
from multiprocessing import Pool

from common import ROOT

ENABLE = ROOT / "tests" / "data" / "enable2k.txt"
BEST_KNOWN = {4: (3625, "PERS LATG SINE TERS"), 5: (10406, "LIGDR MANES IETIL DSRAC SEPES")}


def one_run(task: tuple[int, str, int]) -> str:
    """One seeded search; a line of report."""
    from wordgames.games import boggle

    size, seed, seconds = task
    target = BEST_KNOWN[size][0]
    started = time.perf_counter()
    best, when, steps, board = 0, 0.0, 0, ""
    for event in boggle.best_board({"size": size, "seconds": seconds, "seed": seed, "min_length": 3,
                                    "wordlist": str(ENABLE)}):
        if event["type"] == "board" and event["score"] > best:
            best, when, board, steps = event["score"], time.perf_counter() - started, event["board"], event["step"]
            if best >= target:
                break
        if event["type"] == "result":
            steps = event["steps"]
    elapsed = time.perf_counter() - started
    return (f"  seed {seed}: best {best} ({board}) first at {when:.0f} s; {steps} solver walks "
            f"({steps / elapsed:.0f}/s){' REACHED' if best >= target else ''}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=4, choices=sorted(BEST_KNOWN))
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--seconds", type=int, default=120)
    parser.add_argument("--jobs", type=int, default=1, help="runs at once (one a core)")
    parser.add_argument("--seeds", default="bench", help="the seeds' name: NAME-0, NAME-1, ...")
    args = parser.parse_args()
    target, board = BEST_KNOWN[args.size]
    tasks = [(args.size, f"{args.seeds}-{run}", args.seconds) for run in range(args.runs)]
    lines = []
    with Pool(args.jobs) as pool:
        for line in pool.imap(one_run, tasks):
            print(line, flush=True)
            lines.append(line)
    reached = sum(line.endswith("REACHED") for line in lines)
    print(f"{args.size}x{args.size}: reached {target} ({board}) in {reached} of {args.runs} runs of {args.seconds} s")


if __name__ == "__main__":
    main()
