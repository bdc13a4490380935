# Every word on a Boggle board, each with one path: the cells it uses, as row and column
# counted from 1 (Q is Qu). Change the board (rows apart by spaces) and run it again.
from wordgames.games import run

board = "PERS LATG SINE TERS"
solved = list(run("boggle", "solve", {"board": board, "lang": "en"}))[-1]
print(f"{board}: {solved['count']} words, {solved['score']} points")
for word in sorted(solved["words"], key=lambda word: (-len(word), word)):
    path = " ".join(f"{row + 1},{column + 1}" for row, column in solved["paths"][word])
    print(f"{word.upper():<12} {path}")
