"""How long a challenge link grows (issue 39: at most 2,000 characters for the longest real game).

Builds the longest games of each daily game from the engine's own puzzles and words, has the
page's real codec (web/js/challenge.js, under Node: challenge_links.mjs) write them, and prints
each link's length, with the puzzle's share code and a published site's address in front: the
link with every player's words as payload version 2 writes it (the words in the link's own
table) and as the page writes it (Boggle: version 3, each move a number into the board's word
list, the engine's solve), and the link the page writes (at most 2,000 characters: the earliest
players carried by their result alone while it would be longer):

- Boggle: the richest English 4x4 daily of a year; every word of its board found, spread over
  the 3-minute clock; a strong human round (90 of its words, the best players' count), and
  rounds of 60, 40 and 25 words. A round's words come at uneven times (a gap of 0 to twice
  the round's mean gap, each drawn with wordgames.rng), as a player's do.
- Letter Boxed: a long game of 20 words of 6 to 10 letters, each starting with the last
  letter of the one before, over 15 minutes.
- Strands: the daily with the most words in a year, every word found with a hint before each.

Each for 1 player and for 8 (the most a link holds), each player in an order of their own
(wordgames.rng) and with a 20-character name.

    python3 benchmarks/challenge_links.py [--days 365]
"""

from __future__ import annotations

import argparse
import datetime
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordgames.games import run  # noqa: E402
from wordgames.games.letterboxed.board import playable_words  # noqa: E402
from wordgames.lexicon import load  # noqa: E402
from wordgames.rng import Rng  # noqa: E402

FIRST_DAILY = datetime.date(2026, 11, 1)
#: A published site's address (README: https://USER.github.io/REPO/), as long as a real one.
BASE = "https://wordgames-fan.github.io/wordgames/"
LIMIT = 2000
MAX_MOVES = 500  # web/js/challenge.js: the most moves a player's game carries
#: Eight names of 20 characters, some with letters that take two bytes.
NAMES = ["Kristoffer Ødegården", "Marie-Louise Hansen", "Bjørn-Åge Solbakken", "Alexandria Kowalski",
         "Guðrún Sigurðardótt", "Jean-Baptiste Moreau", "Siobhán Ní Dhuibhir", "Maximilian Schröder"]


def final(game: str, action: str, params: dict) -> dict:
    return list(run(game, action, params))[-1]


def days(count: int) -> list[str]:
    return [(FIRST_DAILY + datetime.timedelta(days=i)).isoformat() for i in range(count)]


def spread(words: list[str | None], seconds: int) -> list[dict]:
    """The moves of a game: the words (None: a hint) at even times over ``seconds``."""
    return [{"at": (i + 1) * seconds // len(words), "word": word} for i, word in enumerate(words)]


def uneven(words: list[str], seconds: int, rng: Rng) -> list[dict]:
    """The moves of a round: the words at uneven times within ``seconds``, each gap 0 to twice
    the mean gap (``seconds`` over the words' count)."""
    most = 2 * seconds * 1000 // len(words)  # in thousandths of a second
    elapsed, moves = 0, []
    for word in words:
        elapsed += rng.between(0, most)
        moves.append({"at": min(seconds, elapsed // 1000), "word": word})
    return moves


def players(count: int, game: str, moves_of) -> list[dict]:
    """``count`` players, each with the moves ``moves_of(rng)`` gives in an order of their own."""
    return [{"name": NAMES[i], "end": "time" if game == "boggle" else "solved",
             "moves": moves_of(Rng(f"challenge-links/{game}/{i}"))} for i in range(count)]


def boggle(dates: list[str]) -> list[dict]:
    boards = [final("boggle", "generate", {"daily": date, "lang": "en"}) | {"daily": date} for date in dates]
    solved = {board["code"]: final("boggle", "solve", {"code": board["code"]}) for board in boards}
    richest = max(boards, key=lambda board: solved[board["code"]]["count"])
    words = solved[richest["code"]]["words"][:MAX_MOVES]
    about = f"{richest['daily']}, {len(words)} words"
    games = []
    for label, found in ((f"every word ({about})", len(words)), ("a strong round: 90 of its words", 90),
                         ("a long round: 60 of its words", 60), ("a good round: 40 of its words", 40),
                         ("an everyday round: 25 of its words", 25)):
        for count in (1, 8):
            games.append({"label": f"Boggle: {label}, {count} player{'s' * (count > 1)}", "game": "boggle",
                          "code": richest["code"], "daily": richest["daily"], "clock": 180,
                          "words": solved[richest["code"]]["words"],
                          "players": players(count, "boggle",
                                             lambda rng, found=found: uneven(rng.shuffled(words)[:found], 180, rng))})
    return games


def letterboxed(dates: list[str]) -> list[dict]:
    puzzle = final("letterboxed", "generate", {"daily": dates[0], "lang": "en"})
    words = [w for w in playable_words(puzzle["sides"], load("en")) if 6 <= len(w) <= 10]
    while any(word[-1] not in {w[0] for w in words} for word in words):  # only words a chain goes on from
        starts = {w[0] for w in words}
        words = [word for word in words if word[-1] in starts]
    by_first = {}
    for word in words:
        by_first.setdefault(word[0], []).append(word)

    def chain(rng: Rng) -> list[dict]:
        played = [rng.choice(words)]
        while len(played) < 20:
            fresh = [w for w in by_first[played[-1][-1]] if w not in played]
            if not fresh:  # a dead end: this player takes the last word back and tries another
                played.pop()
                fresh = [w for w in (by_first[played[-1][-1]] if played else words) if w not in played]
            played.append(rng.choice(fresh))
        return spread(played, 15 * 60)

    return [{"label": f"Letter Boxed: 20 words of 6-10 letters ({dates[0]}), {count} player{'s' * (count > 1)}",
             "game": "letterboxed", "code": puzzle["code"], "daily": dates[0], "clock": 0,
             "players": players(count, "letterboxed", chain)} for count in (1, 8)]


def strands(dates: list[str]) -> list[dict]:
    puzzles = [final("strands", "generate", {"daily": date, "lang": "en"}) | {"daily": date} for date in dates]
    fullest = max(puzzles, key=lambda puzzle: (len(puzzle["words"]), len(puzzle["code"])))
    words = [*fullest["words"], fullest["spangram"]]

    def hinted(rng: Rng) -> list[dict]:
        return spread([move for word in rng.shuffled(words) for move in (None, word)], 10 * 60)

    return [{"label": f"Strands: {len(words)} words, a hint before each ({fullest['daily']}), "
                      f"{count} player{'s' * (count > 1)}",
             "game": "strands", "code": fullest["code"], "daily": fullest["daily"], "clock": 0,
             "players": players(count, "strands", hinted)} for count in (1, 8)]


def lengths(games: list[dict]) -> list[dict]:
    """Each game's link and payload length, as the page's codec writes it."""
    done = subprocess.run(["node", str(ROOT / "benchmarks" / "challenge_links.mjs")],
                          input=json.dumps([game | {"base": BASE} for game in games]),
                          capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--days", type=int, default=365, help="dailies searched for the richest board")
    args = parser.parse_args()
    dates = days(args.days)
    print(f"{'game':<80} {'every word, v2':>14} {'every word':>10} {'page link':>9}  players by result alone")
    for row in lengths([*boggle(dates), *letterboxed(dates), *strands(dates)]):
        mark = "" if row["whole"] <= LIMIT else f"  (whole: over {LIMIT:,}"
        mark += ("" if row["readable"] else ", refused by the reader") + (")" if mark else "")
        if row["link"] > LIMIT:
            raise SystemExit(f"{row['label']}: the page wrote a link of {row['link']:,} characters")
        print(f"{row['label']:<80} {row['v2']:>14,} {row['whole']:>10,} {row['link']:>9,}  {row['leftOut']}{mark}")


if __name__ == "__main__":
    main()
