"""Lexicon load time and memory vs a plain dict-of-dicts trie of the same words.

Both start from bytes already in memory (the packaged ``.lex`` file, and the
word list text for the trie), so only the work of loading is measured.

    python benchmarks/lexicon_load.py            # CPython
    python benchmarks/lexicon_load.py --pyodide  # the same, in Pyodide under Node
"""

import gc
import statistics
import sys
import time
import tracemalloc

from common import dict_trie, run


def measure(function, argument, repeat):
    times = []
    for _ in range(repeat):
        gc.collect()
        started = time.perf_counter()
        function(argument)
        times.append(time.perf_counter() - started)
    gc.collect()
    tracemalloc.start()
    kept = function(argument)
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return statistics.median(times), size


def main():
    from importlib import resources

    from wordgames.lexicon import Lexicon

    data = (resources.files("wordgames") / "data" / "en.lex").read_bytes()
    lexicon = Lexicon.from_bytes(data)
    text = "\n".join(lexicon)
    load_s, load_bytes = measure(Lexicon.from_bytes, data, 5)
    trie_s, trie_bytes = measure(lambda t: dict_trie(t.split()), text, 2)
    print(f"{sys.implementation.name} {sys.version.split()[0]} ({sys.platform}), "
          f"English lexicon, {len(lexicon)} words:")
    print(f"  lexicon   load {load_s * 1000:7.1f} ms   memory {load_bytes / 1e6:6.1f} MB"
          f"   (file {len(data) / 1e6:.1f} MB)")
    print(f"  dict trie load {trie_s * 1000:7.1f} ms   memory {trie_bytes / 1e6:6.1f} MB")
    print(f"  lexicon loads {trie_s / load_s:.0f}x faster in {trie_bytes / load_bytes:.0f}x less memory")


if __name__ == "__main__":
    run(main, __file__)
