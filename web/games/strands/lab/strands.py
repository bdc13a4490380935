# Lay out a Strands puzzle from your own words: a clue, a spangram and theme words whose
# letters fill the 8x6 grid exactly (48 letters). The engine places them so that the
# words have one way to tile the grid, and gives the share code of the puzzle.
from wordgames.games import run

words = ["hammer", "wrench", "pliers", "chisel", "mallet", "level", "file"]
params = {"clue": "In the toolbox", "spangram": "handtools", "words": words, "lang": "en"}
for event in run("strands", "create", params):
    if event["type"] == "error":
        print(event["message"])
    elif event["type"] == "result":
        print("\n".join(" ".join(row) for row in event["grid"]))
        for word, cells in event["placements"].items():
            print(f"{word.upper():<10}", " ".join(f"{row + 1},{column + 1}" for row, column in cells))
        print("ways to tile the grid with these words:", event["covers"])
        print(f"play it: #strands/p/{event['code']}")
