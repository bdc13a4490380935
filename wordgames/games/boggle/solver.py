"""The word walk: every word of a lexicon on a board, and one word's path.

The solver (:func:`find_words`) is the hot loop of the game: a depth-first walk of
the lexicon automaton with a bitmask of used cells, which picks the edges to follow
with one AND of two letter sets (what the node continues with, what lies around the
cell).  The best-board search (:mod:`.best`) makes thousands of walks that need only
a score (:func:`board_score`, :func:`letter_scores`): they take the same walk without
paths, through boards of one-letter faces.
"""

from __future__ import annotations

import functools

from ...grid import grid
from ...lexicon import Lexicon
from .board import points, score_of


# -- solving -------------------------------------------------------------------------------
def find_words(faces: list[str], rows: int, cols: int, lexicon: Lexicon,
               min_length: int, wild: int = -1, wild_letters: tuple[str, ...] = ()) -> dict:
    """Every word of ``lexicon`` on the board, each with one path (cells in row order).

    A depth-first walk of the automaton over paths of cells, with sets of cells
    and sets of letters as integers.  At each step one AND of the letters the
    node continues with and the letters around the cell picks the edges worth
    following, and one AND of the free neighbours and the cells showing a letter
    gives where each edge can go, so dead ends cost almost nothing.

    With ``wild`` (a cell), that cell stands for every letter at once (Q as Qu) and
    the keys are ``(word, letter)``: the letter the wild cell took, ``""`` for paths
    that avoid it.  One such walk tells what every letter would score there, or
    only the ``wild_letters`` if given (a shorter walk).
    """
    board = grid(rows, cols)
    first, targets, playable = lexicon.first, lexicon.targets, lexicon.playable
    child_letters, letter_bits = lexicon.child_letters, lexicon.letter_bits
    alphabet = lexicon.alphabet
    # By letter position: cells showing that one letter, and cells where a longer
    # face starts with it (the wild cell is in both: Q there is Qu).  By cell: the
    # letters its face starts with.
    single = [0] * len(alphabet)
    longer = [0] * len(alphabet)
    starts = [0] * len(faces)
    for cell, face in enumerate(faces):
        if cell == wild:
            taken = {letter[0] for letter in wild_letters} or set(alphabet)
            for position, letter in enumerate(alphabet):
                if letter in taken:
                    starts[cell] |= 1 << position
                    (longer if letter == "q" else single)[position] |= 1 << cell
        elif face and face[0] in letter_bits:
            starts[cell] = bit = letter_bits[face[0]]
            if len(face) == 1:
                single[bit.bit_length() - 1] |= 1 << cell
            else:
                longer[bit.bit_length() - 1] |= 1 << cell
    any_longer = any(longer)
    # The walk starts at a virtual cell after the last one, next to every cell.
    start = len(faces)
    neighbours = [*board.neighbour_masks, (1 << start) - 1]
    letters_near = []  # by cell: the letters its neighbours' faces start with
    for around in [*board.neighbours, range(start)]:
        near = 0
        for cell in around:
            near |= starts[cell]
        letters_near.append(near)
    wild_bit = 1 << wild if wild >= 0 else 0
    wild_face = [""]  # the face the wild cell shows on the path being walked
    found: dict = {}
    path: list[int] = []  # the cells of the word so far, after the start

    def visit(cell: int, node: int, used: int, word: str) -> None:
        path.append(cell)
        if playable[node] and len(word) >= min_length:
            key = (word, wild_face[0] if used & wild_bit else "") if wild_bit else word
            if key not in found:
                found[key] = tuple(path[1:])
        present = child_letters[node]
        letters = present & letters_near[cell]
        if letters:
            free = neighbours[cell] & ~used
            edges = first[node]
            while letters:
                bit = letters & -letters
                letters ^= bit
                position = bit.bit_length() - 1
                hits = free & single[position]
                longer_hits = free & longer[position] if any_longer else 0
                if hits or longer_hits:
                    child = targets[edges + (present & (bit - 1)).bit_count()]
                    letter = alphabet[position]
                    while hits:
                        low = hits & -hits
                        hits ^= low
                        if low == wild_bit:
                            wild_face[0] = letter
                        visit(low.bit_length() - 1, child, used | low, word + letter)
                    if longer_hits:
                        enter_longer(longer_hits, child, used, word)
        path.pop()

    def enter_longer(cells: int, node: int, used: int, word: str) -> None:
        """Step into ``cells`` (multi-letter faces, or the wild cell as Qu), past their first letter at ``node``."""
        while cells:
            low = cells & -cells
            cells ^= low
            cell = low.bit_length() - 1
            face = faces[cell]
            if cell == wild:
                face = wild_face[0] = "qu"
            child = node
            for letter in face[1:]:
                child = lexicon.child(child, letter) if child >= 0 else -1
            if child >= 0:
                visit(cell, child, used | low, word + face)

    visit(start, lexicon.root, 0, "")
    return found


def letter_scores(faces: list[str], rows: int, cols: int, cell: int, lexicon: Lexicon,
                  min_length: int, letters: tuple[str, ...] = ()) -> tuple[dict[str, int], int]:
    """What the board scores with each letter at ``cell``: ``(scores, score of any other letter)``.

    One walk with ``cell`` wild (taking only ``letters`` if given): words that avoid
    the cell count for every letter; the others only for the letter they pass through.
    """
    if letters and _single_letters(faces) and _single_letters(letters):
        anyway, through = _word_sets(faces, rows, cols, lexicon, cell, letters)
        points_of = _points_by_length(min_length, len(faces)).__getitem__
        base = sum(map(points_of, map(len, anyway)))
        scores = {}
        for letter, words in through.items():
            more = sum(map(points_of, map(len, words - anyway)))
            if more:
                scores[letter] = base + more
        return scores, base
    found = find_words(faces, rows, cols, lexicon, min_length, wild=cell, wild_letters=letters)
    anyway = {word for word, letter in found if not letter}
    base = score_of(anyway)
    scores = {}
    for word, letter in found:
        if letter and word not in anyway:
            scores[letter] = scores.get(letter, base) + points(word)
    return scores, base


def board_score(faces: list[str], rows: int, cols: int, lexicon: Lexicon, min_length: int) -> int:
    """The board's score: :func:`find_words`' words scored, by a walk that keeps no paths."""
    if not _single_letters(faces):
        return score_of(find_words(faces, rows, cols, lexicon, min_length))
    words, _ = _word_sets(faces, rows, cols, lexicon)
    return sum(map(_points_by_length(min_length, len(faces)).__getitem__, map(len, words)))


def _single_letters(faces) -> bool:
    return all(len(face) <= 1 for face in faces)


@functools.cache
def _points_by_length(min_length: int, longest: int) -> tuple[int, ...]:
    """Points by a word's length up to ``longest``, 0 below ``min_length``."""
    return tuple(points("x" * n) if n >= min_length else 0 for n in range(longest + 1))


def _word_sets(faces: list[str], rows: int, cols: int, lexicon: Lexicon,
               wild: int = -1, wild_letters: tuple[str, ...] = ()) -> tuple[set[str], dict[str, set[str]]]:
    """The words on a board of one-letter faces, without paths, shortest included:
    ``(words whose path avoids wild, {letter: words through the wild cell showing it})``.

    The same walk as :func:`find_words`, for the best-board search's many walks: a
    node's word is taken once per letter (not once per cell), and a cell is entered
    only if the node continues with a letter around it.  Cells are walked as their bits.
    """
    board = grid(rows, cols)
    first, targets, playable = lexicon.first, lexicon.targets, lexicon.playable
    child_letters, letter_bits = lexicon.child_letters, lexicon.letter_bits
    start = len(faces)
    cells_with: dict[int, int] = {}  # by letter bit: the cells showing the letter (wild: every letter)
    letter_of: dict[int, str] = {}
    starts = [0] * start  # by cell: its letters' bits
    anyway: set[str] = set()
    add = anyway.add  # plain()'s, bound once
    through: dict[str, set[str]] = {}
    wild_words: dict[int, set[str]] = {}  # by letter bit: through[letter]
    wild_bit = 1 << wild if wild >= 0 else 0
    for cell, face in enumerate(faces):
        for letter in wild_letters if cell == wild else (face,) if face in letter_bits else ():
            bit = letter_bits[letter]
            starts[cell] |= bit
            cells_with[bit] = cells_with.get(bit, 0) | 1 << cell
            letter_of[bit] = letter
            if cell == wild:
                wild_words[bit] = through[letter] = set()
    # By cell bit, the start (a virtual cell next to every cell) included: the cells around
    # it, and the letters they show.
    around: dict[int, int] = {}
    letters_near: dict[int, int] = {}
    for cell, cells in enumerate([*board.neighbours, range(start)]):
        near = 0
        for other in cells:
            near |= starts[other]
        around[1 << cell] = sum(1 << other for other in cells)
        letters_near[1 << cell] = near

    def visit(here: int, node: int, present: int, letters: int, used: int, word: str, words: set[str]) -> None:
        """Walks on from cell bit ``here`` at ``node`` (``present``: its letters; ``letters``: those
        around ``here``), taking words into ``words``."""
        free = around[here] & ~used
        edges = first[node]
        while letters:
            bit = letters & -letters
            letters ^= bit
            hits = free & cells_with[bit]
            if hits:
                child = targets[edges + (present & (bit - 1)).bit_count()]
                longer = word + letter_of[bit]
                if playable[child]:
                    if hits & wild_bit:
                        wild_words[bit].add(longer)
                    if hits != wild_bit:
                        words.add(longer)
                onward = child_letters[child]
                if onward:
                    while hits:
                        low = hits & -hits
                        hits ^= low
                        more = onward & letters_near[low]
                        if more:
                            visit(low, child, onward, more, used | low, longer,
                                  wild_words[bit] if low == wild_bit else words)

    def plain(here: int, node: int, present: int, letters: int, used: int, word: str) -> None:
        """:func:`visit` without a wild cell: every word goes to ``anyway``."""
        free = around[here] & ~used
        edges = first[node]
        while letters:
            bit = letters & -letters
            letters ^= bit
            hits = free & cells_with[bit]
            if hits:
                child = targets[edges + (present & (bit - 1)).bit_count()]
                longer = word + letter_of[bit]
                if playable[child]:
                    add(longer)
                onward = child_letters[child]
                if onward:
                    while hits:
                        low = hits & -hits
                        hits ^= low
                        more = onward & letters_near[low]
                        if more:
                            plain(low, child, onward, more, used | low, longer)

    root, everywhere = lexicon.root, 1 << start
    present = child_letters[root]
    if wild_bit:
        visit(everywhere, root, present, present & letters_near[everywhere], 0, "", anyway)
    else:
        plain(everywhere, root, present, present & letters_near[everywhere], 0, "")
    return anyway, through


def find_path(faces: list[str], rows: int, cols: int, word: str) -> tuple[int, ...] | None:
    """One path that spells ``word`` on the board, or None."""
    neighbours = grid(rows, cols).neighbours

    def extend(cell: int, rest: str, used: int) -> tuple[int, ...] | None:
        face = faces[cell]
        if not face or not rest.startswith(face):
            return None
        rest = rest[len(face):]
        if not rest:
            return (cell,)
        for nxt in neighbours[cell]:
            if not used >> nxt & 1:
                tail = extend(nxt, rest, used | 1 << nxt)
                if tail:
                    return (cell,) + tail
        return None

    for cell in range(len(faces)):
        found = extend(cell, word, 1 << cell)
        if found:
            return found
    return None
