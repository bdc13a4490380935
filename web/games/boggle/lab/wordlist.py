# Your own word list: a lexicon built from the first list of yours in English that the Lab
# was given (Word lists, above: wordlists/index.json names them), else from the words below.
# custom.read checks them as the site does: letters of the language, 2 to 30 of them,
# blocked words dropped, and each refused item with its reason. Then every word of it on a
# Boggle board, with paths.
import json
from pathlib import Path

from wordgames.custom import read
from wordgames.games.boggle.board import parse_board
from wordgames.games.boggle.solver import find_words

WORDS = """
# one word a line, or several separated by commas or spaces; '#' starts a comment
plaster, pastel, slate, stale, least, steal, tales
listen, silent, tinsel, enlist, inlets
rest, tree, stern, greats, x, café
"""
board = "PERS LATG SINE TERS"

index = Path("wordlists/index.json")
kept = json.loads(index.read_text(encoding="utf-8")) if index.exists() else []
yours = [entry for entry in kept if entry["lang"] == "en"]
if yours:
    name, text = yours[0]["name"], Path(yours[0]["file"]).read_text(encoding="utf-8")
    print(f"your word list {name!r} ({yours[0]['file']})")
else:
    name, text = "my words", WORDS

wordlist = read(text, "en", name)
lexicon, rejected = wordlist.lexicon, wordlist.rejected
print(f"{len(lexicon.common_words)} words in the list")
for line, item, reason in rejected:
    print(f"  line {line}: {item!r} refused: {reason}")

rows, cols, faces = parse_board(board)
found = find_words(faces, rows, cols, lexicon, 3)
print(f"{board}: {len(found)} of them on the board")
for word in sorted(found, key=lambda word: (-len(word), word)):
    path = " ".join(f"{cell // cols + 1},{cell % cols + 1}" for cell in found[word])
    print(f"{word.upper():<10} {path}")
