"""The community gallery: players' puzzles of any game kept as lines of text, checked before they are shown.

``gallery/<lang>.txt`` holds one puzzle a line, four fields separated by tabs::

    YYYY-MM-DD<TAB>author<TAB>clue<TAB>CODE

the day it was added (the gallery lists the newest first), the author's name as
they give it, the clue (a Letter Boxed puzzle's title), and the share code (as in
``#GAME/p/CODE``).  The code's tag byte (:mod:`wordgames.codes`) says whose game it
is: Strands or Letter Boxed (:data:`CHECKS`).  Blank lines and lines starting with
``#`` are comments.  :func:`check_text` holds every entry to the engine: the code
decodes (so it shows no blocked word), it is in the file's language, the clue is the
code's own, the author's name is short and clean, no code comes twice, and then the
game's own check: a Strands board has exactly one cover; a Letter Boxed board (with
the standard word list) has a solution in everyday words whose length, proven by the
solver, is the code's par, and no word solves it alone.  Each problem names its file
and line, for the build to print.  The messages are for the people who add puzzles
(in English, like the build's), not for players.
"""

from __future__ import annotations

import base64
import binascii
import datetime
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .codes import CodeError
from .custom import resolve
from .games import letterboxed, strands
from .games.letterboxed import solve_board
from .games.strands import uniqueness
from .games.strands.rules import MAX_CLUE_LENGTH, blocked_words
from .lexicon import ALPHABETS

FIELDS = ("date", "author", "clue", "code")
MAX_AUTHOR_LENGTH = 40


@dataclass(frozen=True)
class Entry:
    """One checked puzzle of the gallery: its ``game`` and what the page needs to mark it solved
    (``words``: a Strands puzzle's words, the spangram included; ``par``: a Letter Boxed par)."""

    date: str
    author: str
    clue: str
    code: str
    words: int | None
    line: int
    game: str = "strands"
    par: int | None = None

    def data(self) -> dict:
        """The entry as the page reads it (``gallery/<lang>.json``)."""
        facts = {"words": self.words} if self.game == "strands" else {"par": self.par}
        return {"game": self.game, "date": self.date, "author": self.author, "clue": self.clue, "code": self.code,
                **facts}


def _strands(code: str, lang: str, clue: str, author: str) -> dict:
    """A Strands entry's check: its clue and one cover; ``{"words": count}``."""
    puzzle = _opened(strands.decode, code, lang)
    if puzzle["clue"] != clue:
        raise ValueError(f"the clue {clue!r} is not the code's clue {puzzle['clue']!r}")
    covers = uniqueness(puzzle["letters"], puzzle["rows"], puzzle["cols"], puzzle["words"],
                        puzzle["paths"])["covers"]
    if covers != 1:
        raise ValueError(f"the board has {covers} ways to place its words; a gallery puzzle needs exactly one")
    return {"words": len(puzzle["words"])}


def _solved(sides: list[str], lexicon, common_only: bool) -> dict:
    """The solver's proven result for a board (the pairs not kept)."""
    return [event for event in solve_board(sides, lexicon, common_only=common_only, pairs_limit=0)
            if event["type"] == "result"][-1]


def _letterboxed(code: str, lang: str, clue: str, author: str) -> dict:
    """A Letter Boxed entry's check: its title (and author, if the code has one), the standard
    list, and a par the solver proves with no one-word solution; ``{"par": par}``."""
    puzzle = _opened(letterboxed.decode, code, lang)
    if puzzle.get("title") != clue:
        raise ValueError(f"the clue {clue!r} is not the code's title {puzzle.get('title', '')!r}")
    if puzzle.get("author") and puzzle["author"] != author:
        raise ValueError(f"the author {author!r} is not the code's author {puzzle['author']!r}")
    if puzzle.get("lexicon"):
        raise ValueError("the puzzle needs a player's own word list; a gallery puzzle uses the standard one")
    lexicon = resolve(puzzle)
    everyday = _solved(puzzle["sides"], lexicon, True)
    if not everyday["solvable"]:
        raise ValueError("the everyday words cannot solve the board")
    if everyday["min_words"] != puzzle["par"]:
        raise ValueError(f"the code's par is {puzzle['par']}, but the solver proves {everyday['min_words']} "
                         "everyday words")
    if _solved(puzzle["sides"], lexicon, False)["min_words"] == 1:
        raise ValueError("a single word solves the board")
    return {"par": puzzle["par"]}


#: Each game the gallery holds, by its codes' tag: its name and its entries' check.
CHECKS: dict[int, tuple[str, Callable[[str, str, str, str], dict]]] = {
    strands.CODE_TAG: ("strands", _strands), letterboxed.CODE_TAG: ("letterboxed", _letterboxed)}


def _game_of(code: str) -> tuple[str, Callable[[str, str, str, str], dict]]:
    """The game whose code this is, by its tag byte (Strands when unreadable: its decoder says why)."""
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raw = b""
    return CHECKS.get(raw[1] if len(raw) > 1 else strands.CODE_TAG, CHECKS[strands.CODE_TAG])


def _opened(decode: Callable[[str], dict], code: str, lang: str) -> dict:
    """The puzzle of a code in the file's language; ValueError when it does not open or is another's."""
    try:
        puzzle = decode(code)
    except CodeError as error:
        raise ValueError(f"the code does not open: {error}") from None
    if puzzle["lang"] != lang:
        raise ValueError(f"the code is a puzzle in {puzzle['lang']}, but this is the {lang} gallery")
    return puzzle


def check_text(text: str, lang: str, name: str) -> tuple[list[Entry], list[str]]:
    """The good entries of one gallery file and a problem for each bad one (``name:line: reason``)."""
    entries, problems, seen = [], [], {}
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            entry = _entry(line, lang, number)
            if entry.code in seen:
                raise ValueError(f"the same puzzle as line {seen[entry.code]}")
        except ValueError as problem:
            problems.append(f"{name}:{number}: {problem}")
            continue
        seen[entry.code] = number
        entries.append(entry)
    return entries, problems


def _entry(line: str, lang: str, number: int) -> Entry:
    """One line as an Entry; ValueError with the reason when it is not a good one."""
    fields = [field.strip() for field in line.rstrip("\r\n").split("\t")]
    if len(fields) != len(FIELDS):
        raise ValueError(f"expected {len(FIELDS)} fields separated by tabs (date, author, clue, code), "
                         f"found {len(fields)}")
    date, author, clue, code = fields
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date) or not _is_date(date):
        raise ValueError(f"{date!r} is not a date of the form YYYY-MM-DD")
    if not author:
        raise ValueError("the author's name is empty")
    if len(author) > MAX_AUTHOR_LENGTH:
        raise ValueError(f"the author's name is {len(author)} characters long; at most {MAX_AUTHOR_LENGTH}")
    if not clue:
        raise ValueError("the clue is empty")
    if len(clue) > MAX_CLUE_LENGTH:
        raise ValueError(f"the clue is {len(clue)} characters long; at most {MAX_CLUE_LENGTH}")
    if blocked_words(re.findall(r"\w+", author.lower()) or [author], lang):
        raise ValueError("the author's name holds a word the game never shows")
    game, check = _game_of(code)
    facts = check(code, lang, clue, author)
    return Entry(date, author, clue, code, facts.get("words"), number, game, facts.get("par"))


def _is_date(text: str) -> bool:
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


def check_file(path: Path, name: str | None = None) -> tuple[list[Entry], list[str]]:
    """The entries and problems of ``gallery/<lang>.txt`` (its language is the file's name)."""
    path = Path(path)
    name = name or str(path)
    lang = path.stem
    if path.suffix != ".txt" or lang not in ALPHABETS:
        return [], [f"{name}: a gallery file is named after its language: "
                    f"{', '.join(f'{code}.txt' for code in ALPHABETS)}"]
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return [], [f"{name}: not UTF-8 text"]
    return check_text(text, lang, name)


def newest_first(entries: list[Entry]) -> list[dict]:
    """The entries as the page lists them: by date, newest first (a later line first on one day)."""
    return [entry.data() for entry in sorted(entries, key=lambda e: (e.date, e.line), reverse=True)]


def main(argv: list[str]) -> int:
    """``python -m wordgames gallery check FILE...``: print each file's problems, or that it is good.

    The exit status is 0 when every file is good, 1 when one has a problem, 2 on a usage error."""
    if len(argv) < 2 or argv[0] != "check":
        print("usage: python -m wordgames gallery check gallery/en.txt [gallery/nb.txt ...]", file=sys.stderr)
        return 2
    status = 0
    for name in argv[1:]:
        try:
            entries, problems = check_file(Path(name), name)
        except OSError as error:
            entries, problems = [], [f"{name}: {error.strerror}"]
        for problem in problems:
            print(problem)
        if problems:
            status = 1
        else:
            print(f"{name}: {len(entries)} puzzles, all good")
    return status
