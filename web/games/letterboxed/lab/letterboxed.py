# Solve today's Letter Boxed: the daily the site shows today (your local date), in
# English. The solver proves the fewest words, over everyday words and over every word.
import datetime

from wordgames.games import run

today = datetime.date.today().isoformat()
puzzle = list(run("letterboxed", "generate", {"daily": today, "lang": "en"}))[-1]
print(f"Letter Boxed No. {puzzle['number']} ({today}):", " ".join(side.upper() for side in puzzle["sides"]))

solved = list(run("letterboxed", "solve", {"sides": puzzle["sides"], "lang": "en"}))[-1]
if solved["everyday_best"]:
    print("everyday words:", " - ".join(solved["everyday_best"]).upper())
print(f"fewest words: {solved['min_words']}, best:", " - ".join(solved["best"]).upper())
pairs = sorted(solved["two_word_solutions"], key=lambda pair: (len(pair[0] + pair[1]), pair))
print(f"{len(pairs)} two-word solutions; the shortest:")
for first, second in pairs[:5]:
    print(f"  {first.upper()} - {second.upper()}")
