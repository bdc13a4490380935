"""Unboggle: build a Boggle board that holds every word of a list, or prove none exists.

Every word must trace through touching cells (all eight directions), no cell twice
within one word; different words may share cells.  Qu is one cell, as in Boggle.

Words that lie inside another word (or its reverse) are dropped first: placing the
longer word places them too.  Then necessary conditions give short reasons a player
understands (:func:`impossibility`): more letters than cells, or a letter that needs
more distinct neighbours than its cells can have.  Otherwise two searches race
(:func:`race`), each placing words as paths over cells:

* the displacement search (:mod:`.displacement`), a local search that lets a word
  throw out the words in its way, finds boards fast but can prove nothing;
* the exhaustive search (:mod:`.exhaustive`), most constrained word first, tries
  every placement, so when it runs out that is the proof.

Empty cells of the board found get rolled dice (:func:`fill`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ...grid import grid
from ...lexicon import ALPHABETS, load, normalize
from ...messages import Message, reason_fields
from ...rng import Rng
from .. import boggle
from ..base import Event, PuzzleError, progress, require, result
from .displacement import DisplacementSearch
from .exhaustive import ExhaustiveSearch

NAME = "unboggle"
#: Reserved: Unboggle shares its boards as Boggle codes, but the tag stays its own.
CODE_TAG = 3
MAX_WORDS = 60
#: Boards open in Boggle with words of at least this many letters.
MIN_LENGTH = 3
#: The displacement search's share of the race, against the exhaustive search's 1.
DISPLACEMENT_SHARE = 3
#: Cells visited by the two searches between progress events (a few milliseconds of CPython).
PROGRESS_WORK = 4_000


def tokens(word: str) -> tuple[str, ...]:
    """A word as the faces it needs: ``queen`` -> ``("qu", "e", "e", "n")``."""
    faces, i = [], 0
    while i < len(word):
        if word[i] == "q":
            if word[i + 1:i + 2] != "u":
                raise PuzzleError(Message("unboggle.q", word=word.upper()))
            faces.append("qu")
            i += 2
        else:
            faces.append(word[i])
            i += 1
    return tuple(faces)


def parse_words(words: str | list[str], cells: int) -> list[str]:
    """Normalized, de-duplicated words, checked one by one with readable errors.

    Commas, semicolons and any white space (spaces, tabs, newlines) separate words, in a
    text and in each item of a list: ``"cat dog, bird"`` is three words, as on the page
    and the command line (``--words "cat dog bird"``).
    """
    if isinstance(words, (list, tuple)):
        text = ",".join(str(item) for item in words)
    else:
        text = str(words)  # a text as it is; a number is then checked as a word
    items = text.replace(";", " ").replace(",", " ").split()
    cleaned: list[str] = []
    for item in items:
        word = normalize(item)
        if not word:
            continue
        if not word.isalpha():
            raise PuzzleError(Message("unboggle.not_word", item=repr(item.strip())))
        faces = tokens(word)
        if len(faces) < 2:
            raise PuzzleError(Message("move.too_short", word=word.upper(), min=2))
        if len(faces) > cells:
            raise PuzzleError(Message("unboggle.too_long", word=word.upper(), length=len(faces), cells=cells))
        if word not in cleaned:
            cleaned.append(word)
    if not cleaned:
        raise PuzzleError(Message("unboggle.no_words"))
    if len(cleaned) > MAX_WORDS:
        raise PuzzleError(Message("unboggle.too_many", max=MAX_WORDS, count=len(cleaned)))
    return cleaned


def language_of(words: list[str]) -> str:
    """The first language (in the order of their numbers: English first) whose dice hold every letter."""
    letters = set("".join(words))
    for lang, alphabet in ALPHABETS.items():
        if letters <= set(alphabet):
            return lang
    odd = min(letters - set("".join(ALPHABETS.values())))
    shown = odd.upper() if len(odd.upper()) == 1 else odd  # ß has no one-letter capital
    raise PuzzleError(Message("unboggle.no_die", letter=shown))


def parse_size(text: str) -> tuple[int, int]:
    try:
        rows, cols = (int(part) for part in str(text).lower().split("x"))
    except ValueError:
        raise PuzzleError(Message("unboggle.size_format", given=repr(text))) from None
    if not (3 <= rows <= 6 and 3 <= cols <= 6):
        raise PuzzleError(Message("unboggle.size_range"))
    return rows, cols


def _contained(inner: tuple[str, ...], outer: tuple[str, ...]) -> bool:
    n = len(inner)
    reverse = outer[::-1]
    return any(outer[i:i + n] == inner or reverse[i:i + n] == inner for i in range(len(outer) - n + 1))


def _redundant(word: str, faces_of: dict[str, tuple[str, ...]]) -> bool:
    """True if placing another word always places ``word`` too."""
    faces = faces_of[word]
    for other, outer in faces_of.items():
        if other == word:
            continue
        if len(outer) > len(faces) and _contained(faces, outer):
            return True
        if outer == faces[::-1] and other < word:  # the same cells read backwards
            return True
    return False


def impossibility(faces_of: dict[str, tuple[str, ...]], rows: int, cols: int) -> Message | None:
    """A short reason why no board can exist, from necessary conditions, or None."""
    cells = rows * cols
    need: Counter = Counter()
    for faces in faces_of.values():
        for face, count in Counter(faces).items():
            need[face] = max(need[face], count)
    total = sum(need.values())
    if total > cells:
        listed = ", ".join(f"{f.upper()}×{n}" if n > 1 else f.upper() for f, n in sorted(need.items()))
        return Message("unboggle.cells", total=total, listed=listed, rows=rows, cols=cols, cells=cells)
    spare = cells - total
    most_neighbours = max(len(n) for n in grid(rows, cols).neighbours)
    for face in sorted(need):
        around = {f for faces in faces_of.values() for a, b in zip(faces, faces[1:])
                  for f in ((b,) if a == face else (a,) if b == face else ()) if f != face}
        if any(a == b == face for faces in faces_of.values() for a, b in zip(faces, faces[1:])):
            around.add(face)
        at_most = need[face] + spare
        if len(around) > most_neighbours * at_most:
            return Message("unboggle.neighbours_room" if at_most > 1 else "unboggle.neighbours",
                           letter=face.upper(), count=len(around), letters=", ".join(sorted(f.upper() for f in around)),
                           most=most_neighbours, **({"room": at_most} if at_most > 1 else {}))
    return None


def solve(params: dict) -> Iterator[Event]:
    """A board holding every word (``words``) on a grid of ``size`` (like ``4x4``), or a proof.

    Streams progress (:func:`race`): partial boards tried, the board with the most
    words placed so far, and ``done``, the share of the exhaustive search's first-word
    placements already explored.  The result has ``board`` (rows), ``paths`` (word ->
    [[row, col], ...]) and ``code`` (to play it in Boggle), or ``impossible: true`` and
    a ``reason``.  Empty cells get letters that add as few other words as they can
    (:func:`fill`, seeded by ``seed``); ``extra_words`` lists the ones left.
    """
    rows, cols = parse_size(params.get("size") or "4x4")
    words = parse_words(require(params, "words"), rows * cols)
    lang = language_of(words)
    load(lang)  # before any event: a browser that lacks the word list fetches it and runs this again
    faces_of = {w: tokens(w) for w in words}
    kept = {w: f for w, f in faces_of.items() if not _redundant(w, faces_of)}
    reason = impossibility(kept, rows, cols)
    if reason:
        reason = Message("unboggle.impossible", reason=reason)
        yield result(impossible=True, reason=str(reason), **reason_fields(reason), words=words)
        return
    ordered = [faces for _, faces in sorted(kept.items(), key=lambda item: (-len(item[1]), item[0]))]
    yield progress(stage="search", nodes=0, placed=0, words=len(ordered), done=0.0,
                   board=boggle.board_text(rows, cols, [""] * (rows * cols)))
    exhaustive = ExhaustiveSearch(ordered, rows, cols)
    displacement = DisplacementSearch(ordered, rows, cols, Rng(f"{NAME}/displacement"))
    winner = yield from race(displacement, exhaustive, rows, cols)
    nodes = exhaustive.nodes + displacement.steps
    if winner is None:
        reason = Message("unboggle.exhausted", nodes=exhaustive.nodes)
        yield result(impossible=True, words=words, nodes=nodes, reason=str(reason), **reason_fields(reason))
        return
    rng = Rng(f"{NAME}/{params.get('seed') or 'fill'}/{','.join(words)}")
    board = list(winner.board)
    extra = yield from fill(board, rows, cols, words, lang, rng)
    paths = {}
    for word in words:
        path = boggle.find_path(board, rows, cols, word)
        paths[word] = [list(divmod(c, cols)) for c in path]
    puzzle = {"rows": rows, "cols": cols, "faces": board, "lang": lang, "min_length": MIN_LENGTH}
    text = boggle.board_text(rows, cols, board)
    yield result(impossible=False, board=text.split(), paths=paths, words=words,
                 nodes=nodes, extra_words=extra, code=boggle.encode(puzzle))


def race(displacement: DisplacementSearch, exhaustive: ExhaustiveSearch, rows: int, cols: int) -> Iterator[Event]:
    """Run both searches by turns until one ends: returns the one that placed every word,
    or None when the exhaustive search has proven that no board exists.

    The search that has done less work (cells visited), the displacement search's
    counted :data:`DISPLACEMENT_SHARE` times smaller, goes next, for one path search or
    partial board: so a list the displacement search places quickly costs little more
    than that search alone, and an impossible list is still proven.  Every
    :data:`PROGRESS_WORK` cells a progress event tells the boards tried, the most words
    placed by either and that board, and the exhaustive search's ``done``.
    """
    runs = [(displacement, displacement.run(), DISPLACEMENT_SHARE), (exhaustive, exhaustive.run(), 1)]
    reported = 0
    while True:
        search, run, share = min(runs, key=lambda entry: entry[0].work / entry[2])
        try:
            next(run)
        except StopIteration as stop:
            return search if stop.value else None
        work = displacement.work + exhaustive.work
        if work - reported >= PROGRESS_WORK:
            reported = work
            placed, board = max(displacement.most_placed, exhaustive.most_placed, key=lambda best: best[0])
            yield progress(stage="search", nodes=exhaustive.nodes + displacement.steps, placed=placed,
                           words=len(exhaustive.words), board=boggle.board_text(rows, cols, board),
                           done=round(exhaustive.done, 3))


def fill(board: list[str], rows: int, cols: int, words: list[str], lang: str, rng: Rng) -> Iterator[Event]:
    """Roll a die into each empty cell, with the face that spells fewest words the player did not ask for.

    The dice are ``lang``'s smallest square set with a die for every cell (4x4,
    5x5 or 6x6; blank and two-letter faces left out), shuffled, each used once,
    so the board looks rolled.  Cells are filled in a seeded order; at each, one
    walk of the Boggle solver with the cell wild (:func:`boggle.find_words`) tells
    which words of ``lang`` every letter would add through it, and the face adding
    fewest wins, ties going to the die drawn first.  Returns the unwanted words on
    the finished board, sorted.
    """
    lexicon = load(lang)
    wanted = set(words)
    side = next(side for side in (4, 5, 6) if rows * cols <= side * side)
    dice = boggle.dice_for(lang, side, side)
    dice = [[face for face in rng.shuffled(die) if len(face) == 1 or face == "qu"] for die in rng.shuffled(dice)]
    empty = [cell for cell, face in enumerate(board) if not face]
    for done, cell in enumerate(rng.shuffled(empty)):
        yield progress(stage="filling", filled=done, empty=len(empty))
        found = boggle.find_words(board, rows, cols, lexicon, MIN_LENGTH, wild=cell)
        anyway = {word for word, letter in found if not letter}
        added: dict[str, int] = {}
        for word, letter in found:
            if letter and word not in wanted and word not in anyway:
                added[letter] = added.get(letter, 0) + 1
        die, face = min(((die, face) for die in dice for face in die), key=lambda pair: added.get(pair[1], 0))
        board[cell] = face
        dice.remove(die)
    return sorted(set(boggle.find_words(board, rows, cols, lexicon, MIN_LENGTH)) - wanted)


ACTIONS = {"solve": solve}
