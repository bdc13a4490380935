# A best-board search with a score of your own: a hill climb over a 4x4 Boggle board.
# At each cell, one walk of the solver with that cell wild finds the words every letter
# would make there; the letter your score likes best stays. Change `score` and run again.
import time

from wordgames.games.boggle.board import board_text
from wordgames.games.boggle.solver import find_words
from wordgames.lexicon import load

lexicon = load("en")
SIZE, MIN_LENGTH = 4, 3
LETTERS = "abcdefghiklmnoprstuwy"  # the letters a cell may take


def score(words):
    """Your score of a board's words: here, one point for each word of six letters or more."""
    return sum(1 for word in words if len(word) >= 6)


def scores_at(board, cell):
    """The score of the board with each letter at ``cell``."""
    found = find_words(board, SIZE, SIZE, lexicon, MIN_LENGTH, wild=cell)
    anyway = {word for word, letter in found if not letter}
    return {letter: score(anyway | {word for word, at in found if at == letter}) for letter in LETTERS}


board = list("abcdefghiklmnopr")  # a dull start
best = score(find_words(board, SIZE, SIZE, lexicon, MIN_LENGTH))
print(f"start  {board_text(SIZE, SIZE, board)}  {best}")
deadline = time.monotonic() + 10  # seconds at most
improved = True
while improved and time.monotonic() < deadline:
    improved = False
    for cell in range(SIZE * SIZE):
        scores = scores_at(board, cell)
        letter = max(LETTERS, key=lambda letter: (scores[letter], letter == board[cell]))
        if scores[letter] > best:
            board[cell], best, improved = letter, scores[letter], True
            print(f"better {board_text(SIZE, SIZE, board)}  {best}")
long_words = sorted((word for word in find_words(board, SIZE, SIZE, lexicon, MIN_LENGTH) if len(word) >= 6),
                    key=lambda word: (-len(word), word))
print(f"best   {board_text(SIZE, SIZE, board)}  {best}:", ", ".join(long_words[:12]), "…")
