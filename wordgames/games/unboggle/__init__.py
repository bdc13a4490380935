"""Unboggle: build a Boggle board that holds every word of a list, or prove none exists.

Every word must trace through touching cells (all eight directions), no cell twice
within one word; different words may share cells.  Qu is one cell, as in Boggle.

The search places one word at a time, each as a path over cells that are empty or
already hold the right letter:

* words that lie inside another word (or its reverse) are dropped first: placing
  the longer word places them too;
* the most constrained word goes next: the one with the fewest possible paths on
  the board so far (forward checking: a word with no path left ends the branch;
  each count stops once it passes the fewest found so far);
* paths that reuse placed letters are tried before paths that need new cells;
* the first path is restricted to the grid's symmetry classes (rotations and
  reflections), so no board is explored twice in mirrored form;
* a branch ends when the empty cells left cannot hold the letters still missing;
* the search restarts with a doubling budget of partial boards and a freshly
  shuffled order among equally good paths (seeded, so runs repeat), which cuts the
  heavy tail of unlucky early choices; the last run has no budget and is complete,
  so an impossible list is still proven impossible.

Before searching, necessary conditions give short reasons a player understands:
more letters than cells, or a letter that needs more distinct neighbours than
its cells can have.  If the search itself runs out, that is the proof.
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

NAME = "unboggle"
#: Reserved: Unboggle shares its boards as Boggle codes, but the tag stays its own.
CODE_TAG = 3
MAX_WORDS = 60
PROGRESS_EVERY = 200
#: Boards open in Boggle with words of at least this many letters.
MIN_LENGTH = 3
#: Partial boards allowed to each randomized run before the final, complete one.
RESTART_BUDGETS = tuple(250 * 2 ** k for k in range(9))


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
    text = words if isinstance(words, str) else ",".join(str(item) for item in words)
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
    """The language whose dice hold every letter: English if it can, else Norwegian (Bokmål)."""
    letters = set("".join(words))
    for lang in ("en", "nb"):
        if letters <= set(ALPHABETS[lang]):
            return lang
    odd = min(letters - set(ALPHABETS["en"]) - set(ALPHABETS["nb"]))
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


def _symmetry_classes(rows: int, cols: int) -> set[int]:
    """One cell of each orbit under the grid's rotations and reflections."""
    def images(r: int, c: int) -> set[tuple[int, int]]:
        found = {(r, c), (rows - 1 - r, c), (r, cols - 1 - c), (rows - 1 - r, cols - 1 - c)}
        if rows == cols:
            found |= {(b, a) for a, b in found}
        return found

    keep = set()
    for r in range(rows):
        for c in range(cols):
            if min(images(r, c)) == (r, c):
                keep.add(r * cols + c)
    return keep


class _Search:
    """The backtracking search over word placements (see the module docstring)."""

    def __init__(self, faces_of: dict[str, tuple[str, ...]], rows: int, cols: int,
                 rng: Rng | None = None, budget: int | None = None) -> None:
        self.faces_of = faces_of
        self.rng, self.budget = rng, budget
        self.rows, self.cols = rows, cols
        self.neighbour_masks = grid(rows, cols).neighbour_masks
        self.board: list[str] = [""] * (rows * cols)
        self.cells_showing: dict[str, int] = {"": (1 << rows * cols) - 1}  # face -> cells, "" = empty
        self.paths: dict[str, tuple[int, ...]] = {}
        self.nodes = 0
        self.best: tuple[int, str] = (0, self.text())  # most words placed so far, and that board
        self.done = 0.0  # share of the first word's placements already explored
        self.start_mask = sum(1 << cell for cell in _symmetry_classes(rows, cols))
        self.need: Counter = Counter()
        for faces in faces_of.values():
            for face, count in Counter(faces).items():
                self.need[face] = max(self.need[face], count)

    def placements(self, faces: tuple[str, ...], first: bool, limit: int) -> list[tuple[int, ...]]:
        """The paths for ``faces`` over empty or matching cells.

        Stops once more than ``limit`` are found: the caller only needs the word
        with the fewest paths, and a longer list is thrown away.
        """
        neighbours = self.neighbour_masks
        empty = self.cells_showing[""]
        steps = [empty | self.cells_showing.get(face, 0) for face in faces]  # where each letter may go
        last = len(faces) - 1
        found: list[tuple[int, ...]] = []
        path: list[int] = []

        def extend(cell: int, depth: int, used: int) -> bool:
            path.append(cell)
            if depth == last:
                found.append(tuple(path))
                stop = len(found) > limit
            else:
                stop = False
                options = neighbours[cell] & steps[depth + 1] & ~used
                while options and not stop:
                    low = options & -options
                    options ^= low
                    stop = extend(low.bit_length() - 1, depth + 1, used | low)
            path.pop()
            return stop

        starts = steps[0] & (self.start_mask if first else ~0)
        while starts:
            low = starts & -starts
            starts ^= low
            if extend(low.bit_length() - 1, 0, low):
                break
        return found

    def place(self, changes: list[tuple[int, str]]) -> None:
        """Write each ``(cell, face)``; the face ``""`` empties the cell again."""
        for cell, face in changes:
            bit = 1 << cell
            self.cells_showing[self.board[cell]] &= ~bit
            self.board[cell] = face
            self.cells_showing[face] = self.cells_showing.get(face, 0) | bit

    def room_left(self) -> bool:
        showing = self.cells_showing
        missing = sum(max(0, n - showing.get(f, 0).bit_count()) for f, n in self.need.items())
        return missing <= showing[""].bit_count()

    def run(self) -> Iterator[Event]:
        """Yields progress; returns True when every word is placed (board and paths set),
        False when no placement exists, None when the budget ran out first."""
        remaining = [w for w in self.faces_of if w not in self.paths]
        if not remaining:
            return True
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            return None
        if len(self.paths) > self.best[0]:
            self.best = (len(self.paths), self.text())
        if self.nodes % PROGRESS_EVERY == 0:
            yield progress(stage="search", nodes=self.nodes, placed=self.best[0],
                           words=len(self.faces_of), board=self.best[1], done=round(self.done, 3))
        first = not self.paths
        options = None
        for word in remaining:
            limit = len(options[1]) - 1 if options else 10**9  # only strictly fewer paths win
            paths = self.placements(self.faces_of[word], first, limit)
            if not paths:
                return False
            if len(paths) <= limit:
                options = (word, paths)
        word, paths = options
        if self.rng:
            self.rng.shuffle(paths)
        paths.sort(key=lambda p: -sum(1 for c in p if self.board[c]))  # most reuse first; stable
        faces = self.faces_of[word]
        for index, path in enumerate(paths):
            if first:
                self.done = index / len(paths)
            fresh = [(c, f) for c, f in zip(path, faces) if not self.board[c]]
            self.place(fresh)
            self.paths[word] = path
            outcome = (yield from self.run()) if self.room_left() else False
            if outcome is True:
                return True
            del self.paths[word]
            self.place([(cell, "") for cell, _ in fresh])
            if outcome is None:  # out of budget: give up this run
                return None
        return False

    def text(self) -> str:
        return boggle.board_text(self.rows, self.cols, self.board)


def solve(params: dict) -> Iterator[Event]:
    """A board holding every word (``words``) on a grid of ``size`` (like ``4x4``), or a proof.

    Streams progress: partial boards tried, the board with the most words placed so
    far, and ``done``, the share of the current run's first-word placements already
    explored (the whole search space hangs below them).  The result has ``board`` (rows),
    ``paths`` (word -> [[row, col], ...]) and ``code`` (to play it in Boggle), or
    ``impossible: true`` and a ``reason``.  Empty cells get letters that add as few
    other words as they can (:func:`fill`, seeded by ``seed``); ``extra_words`` lists
    the ones left.
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
    ordered = dict(sorted(kept.items(), key=lambda item: (-len(item[1]), item[0])))
    yield progress(stage="search", nodes=0, placed=0, words=len(ordered), done=0.0,
                   board=boggle.board_text(rows, cols, [""] * (rows * cols)))
    nodes = 0
    for attempt, budget in enumerate(RESTART_BUDGETS + (None,)):
        shuffle = Rng(f"{NAME}/restart/{attempt}") if budget is not None else None
        search = _Search(ordered, rows, cols, shuffle, budget)
        found = yield from search.run()
        nodes += search.nodes
        if found is not None:
            break
    if not found:
        reason = Message("unboggle.exhausted", nodes=search.nodes)
        yield result(impossible=True, words=words, nodes=nodes, reason=str(reason), **reason_fields(reason))
        return
    rng = Rng(f"{NAME}/{params.get('seed') or 'fill'}/{','.join(words)}")
    board = list(search.board)
    extra = yield from fill(board, rows, cols, words, lang, rng)
    paths = {}
    for word in words:
        path = boggle.find_path(board, rows, cols, word)
        paths[word] = [list(divmod(c, cols)) for c in path]
    puzzle = {"rows": rows, "cols": cols, "faces": board, "lang": lang, "min_length": MIN_LENGTH}
    text = boggle.board_text(rows, cols, board)
    yield result(impossible=False, board=text.split(), paths=paths, words=words,
                 nodes=nodes, extra_words=extra, code=boggle.encode(puzzle))


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
