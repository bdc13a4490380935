"""What a language costs a player (issue 43): its lexicon's size raw and gzipped, its load time,
and Letter Boxed and Strands generate times, for each language the engine offers.

    python benchmarks/language_costs.py [--seeds 12]            # CPython
    python benchmarks/language_costs.py [--seeds 12] --pyodide  # the same, in Pyodide under Node
"""

import gzip
import statistics
import sys
import time

from common import run


def option(name, default):
    return type(default)(sys.argv[sys.argv.index(name) + 1]) if name in sys.argv else default


def seconds(function) -> float:
    started = time.perf_counter()
    function()
    return time.perf_counter() - started


def main():
    from importlib import resources

    from wordgames.games import run as run_action
    from wordgames.lexicon import LANGUAGES, Lexicon

    def last(game, action, params):
        return list(run_action(game, action, params))[-1]

    seeds = option("--seeds", 12)
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}), medians of {seeds} seeds:")
    print("lang  lexicon MB / gzipped  load ms  Letter Boxed generate s  Strands daily generate s")
    for lang in LANGUAGES:
        data = (resources.files("wordgames") / "data" / f"{lang}.lex").read_bytes()
        load = statistics.median(seconds(lambda data=data: Lexicon.from_bytes(data)) for _ in range(5))
        last("letterboxed", "solve", {"sides": "abc,def,ghi,jkl", "lang": lang})  # the lexicon loaded once
        letterboxed = statistics.median(seconds(lambda s=s, lang=lang: last("letterboxed", "generate", {
            "seed": f"bench-{s}", "lang": lang, "difficulty": 3})) for s in range(seeds))
        strands = statistics.median(seconds(lambda d=d, lang=lang: last("strands", "generate", {
            "daily": f"2027-01-{d + 1:02d}", "lang": lang})) for d in range(seeds))
        print(f"{lang:4}  {len(data) / 1e6:10.2f} / {len(gzip.compress(data)) / 1e6:.2f}  {load * 1000:7.1f}"
              f"  {letterboxed:23.2f}  {strands:24.2f}")


if __name__ == "__main__":
    run(main, __file__)
