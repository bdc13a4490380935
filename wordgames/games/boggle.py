"""Boggle: find words along paths of neighbouring dice.

A word is traced through cells that touch (all eight directions), each cell at
most once per word; it counts once however many paths spell it.  The Q face is
"Qu" and counts as two letters.  Scores by length: 3-4 letters 1, 5 -> 2,
6 -> 3, 7 -> 5, 8 or more -> 11.

Boards are lists of faces in row order: a face is one letter, a multi-letter face
such as ``"qu"`` or ``"th"``, or ``""`` for a blank face that blocks every path.
As text a board is written row by row, rows separated by spaces or slashes:
``Q`` is the Qu face, ``(TH)`` a multi-letter face and ``.`` a blank.

The solver (:func:`find_words`) is the hot loop of the game and of
:func:`best_board`: a depth-first walk of the lexicon automaton with a bitmask
of used cells, which picks the edges to follow with one AND of two letter sets
(what the node continues with, what lies around the cell).
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterator
from functools import cache

from .. import codes
from ..grid import grid
from ..lexicon import ALPHABETS, LANGUAGES, Lexicon, load, normalize, resolve
from ..rng import Rng
from .base import Event, PuzzleError, integer, language, progress, require, result, seed_of

NAME = "boggle"
#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 2
CODE_VERSION = 1
MIN_SIDE, MAX_SIDE = 3, 8


def _dice(text: str) -> tuple[tuple[str, ...], ...]:
    """Dice written as six letters each (``Q`` is the Qu face)."""
    return tuple(tuple("qu" if c == "q" else c for c in die.lower()) for die in text.split())


#: The real dice sets.  4x4: Boggle (1987 "new" dice) and the classic (pre-1987) set;
#: 5x5: Big Boggle; 6x6: Super Big Boggle (2011), with one die of two-letter faces
#: and one with three blank faces.
DICE = {
    "4x4": _dice("AAEEGN ABBJOO ACHOPS AFFKPS AOOTTW CIMOTU DEILRX DELRVY "
                 "DISTTY EEGHNW EEINSU EHRTVW EIOSST ELRTTY HIMNQU HLNNRZ"),
    "4x4-classic": _dice("AACIOT ABILTY ABJMOQ ACDEMP ACELRS ADENVZ AHMORS BIFORX "
                         "DENOSW DKNOTU EEFHIY EGKLUY EGINTV EHINPS ELPSTU GILRUW"),
    "5x5": _dice("AAAFRS AAEEEE AAFIRS ADENNN AEEEEM AEEGMU AEGMNN AFIRSY BJKQXZ "
                 "CCNSTW CEIILT CEILPT CEIPST DDLNOR DHHLOR DHHNOT DHLNOR EIIITT "
                 "EMOTTT ENSSSU FIPRSY GORRVW HIPRRY NOOTUW OOOTTU"),
    "6x6": _dice("AAAFRS AAEEEE AAEEOO AAFIRS ABDEIO ADENNN AEEEEM AEEGMU AEGMNN AEILMN "
                 "AEINOU AFIRSY BBJKXZ CCENST CDDLNN CEIITT CEIPST CFGNUY DDHNOT DHHLOR "
                 "DHHNOW DHLNOR EHILRS EIILST EILPST EMTTTO ENSSSU GORRVW HIRSTV HOPRST "
                 "IPRSYY JKQWXZ NOOTUW OOOTTU")
           + (("an", "er", "he", "in", "qu", "th"), ("e", "i", "o", "", "", "")),
}
SIZES = {4: "4x4", 5: "5x5", 6: "6x6"}
SPECIAL_FACES = ("qu", "an", "er", "he", "in", "th", "")
#: The common (everyday) words a generated board of each size aims for: about the
#: 75th percentile of boards rolled from the English dice (medians are 41, 57 and
#: 81), so a board takes about four rolls.
QUALITY_FLOOR = {4: 55, 5: 80, 6: 100}
#: The fewest everyday words any generated board holds: if no roll of the first
#: :data:`ROLLS` reaches the floor, the best is kept only when it has this many,
#: and the dice are rolled on until a board does.
MIN_EVERYDAY = 40
ROLLS, MAX_ROLLS = 200, 5000
#: A roll showing one letter more often than this is rolled again (4x4: at most
#: four of one letter; the bigger boards have more dice of the common letters).
MOST_OF_ONE_LETTER = {4: 4, 5: 5, 6: 6}
#: Bokmål letters per 10,000 in running text: each word of wordfreq 3.1.1's
#: Bokmål list that is an accepted word counts its letters weighted by its
#: frequency (``wordlists/letter_frequencies.py nb``).  The dice are made from it.
NB_LETTERS = {"a": 529, "b": 152, "c": 4, "d": 464, "e": 1655, "f": 226, "g": 366, "h": 184,
              "i": 562, "j": 129, "k": 458, "l": 568, "m": 353, "n": 774, "o": 431, "p": 153,
              "q": 0, "r": 900, "s": 596, "t": 843, "u": 143, "v": 241, "w": 1, "x": 1, "y": 66,
              "z": 1, "å": 78, "æ": 27, "ø": 98}
VOWELS = frozenset("aeiouyæøå")


def points(word: str) -> int:
    """Points for a word (its length in letters, Qu counting two)."""
    n = len(word)
    return 1 if n <= 4 else 2 if n == 5 else 3 if n == 6 else 5 if n == 7 else 11


def default_min_length(rows: int, cols: int) -> int:
    return 3 if rows * cols <= 16 else 4


# -- dice -----------------------------------------------------------------------------
@cache
def norwegian_dice(count: int) -> tuple[tuple[str, ...], ...]:
    """Dice for Norwegian from Bokmål letter frequencies, as no published set exists.

    ``6 * count`` faces are shared out in proportion to :data:`NB_LETTERS` by the
    largest-remainder method (Q left out: it appears only in loan words, and a Q
    face means Qu), so E, about a sixth of Bokmål letters, gets about a sixth of
    the faces.  A letter with more faces than half the dice goes on in pairs, as
    on the real English dice (AAEEGN, EEINSU), the others one face a die: the
    pairs, then the single faces, each go onto the die with the most free faces
    that lacks that letter, preferring the die with fewest of its kind (vowel or
    consonant).  E then sits on half of the dice, two faces each, instead of on
    every die: a board shows as many E on average but far less often five or more.
    """
    letters = sorted((c for c in NB_LETTERS if c != "q"), key=lambda c: (-NB_LETTERS[c], c))
    total_faces, total = 6 * count, sum(NB_LETTERS[c] for c in letters)
    shares = {c: total_faces * NB_LETTERS[c] // total for c in letters}
    by_remainder = sorted(letters, key=lambda c: (-(total_faces * NB_LETTERS[c] % total), c))
    for c in by_remainder[:total_faces - sum(shares.values())]:
        shares[c] += 1
    step = {c: 2 if shares[c] > count // 2 else 1 for c in letters}
    pieces = [(letter, min(step[letter], shares[letter] - start)) for letter in letters
              for start in range(0, shares[letter], step[letter])]
    pieces.sort(key=lambda piece: -piece[1])  # pairs first, in letter order (a stable sort)
    dice: list[list[str]] = [[] for _ in range(count)]
    for letter, size in pieces:
        vowel = letter in VOWELS
        die = min((d for d in dice if len(d) + size <= 6 and letter not in d),
                  key=lambda d: (len(d), sum((f in VOWELS) == vowel for f in d)))
        die.extend([letter] * size)
    return tuple(tuple(die) for die in dice)


def dice_for(lang: str, rows: int, cols: int, classic: bool = False) -> tuple[tuple[str, ...], ...]:
    if lang == "nb":
        return norwegian_dice(rows * cols)
    key = "4x4-classic" if classic and rows * cols == 16 else SIZES.get(rows) if rows == cols else None
    if key is None:
        raise PuzzleError("dice exist for 4x4, 5x5 and 6x6 boards")
    return DICE[key]


# -- boards -----------------------------------------------------------------------------
CELL = re.compile(r"\(([^\W\d_]+)\)|(\.)|([^\W\d_])")


def parse_board(text: str) -> tuple[int, int, list[str]]:
    """``(rows, cols, faces)`` from text such as ``"PERS LATG SINE TERS"``."""
    lines = [line for line in re.split(r"[\s/,;]+", normalize(str(text))) if line]
    if not lines:
        raise PuzzleError("the board is empty; write it row by row, like PERS LATG SINE TERS")
    rows = []
    for line in lines:
        cells, position = [], 0
        for match in CELL.finditer(line):
            if match.start() != position:
                break
            multi, blank, letter = match.groups()
            cells.append(multi if multi else "" if blank else "qu" if letter == "q" else letter)
            position = match.end()
        if position != len(line):
            raise PuzzleError(f"{line[position:position + 1]!r} cannot be a face: use letters, "
                              "Q for Qu, (TH) for a two-letter face and . for a blank")
        rows.append(cells)
    if len({len(r) for r in rows}) != 1:
        raise PuzzleError("every row of the board must have the same number of cells")
    if not (MIN_SIDE <= len(rows) <= MAX_SIDE and MIN_SIDE <= len(rows[0]) <= MAX_SIDE):
        raise PuzzleError(f"a board has {MIN_SIDE} to {MAX_SIDE} rows and columns")
    return len(rows), len(rows[0]), [face for row in rows for face in row]


def board_text(rows: int, cols: int, faces: list[str]) -> str:
    def cell(face: str) -> str:
        return "." if not face else "Q" if face == "qu" else face.upper() if len(face) == 1 else f"({face.upper()})"
    return " ".join("".join(cell(f) for f in faces[r * cols:(r + 1) * cols]) for r in range(rows))


# -- solving -------------------------------------------------------------------------------
def find_words(faces: list[str], rows: int, cols: int, lexicon: Lexicon,
               min_length: int, wild: int = -1) -> dict:
    """Every word of ``lexicon`` on the board, each with one path (cells in row order).

    A depth-first walk of the automaton over paths of cells, with sets of cells
    and sets of letters as integers.  At each step one AND of the letters the
    node continues with and the letters around the cell picks the edges worth
    following, and one AND of the free neighbours and the cells showing a letter
    gives where each edge can go, so dead ends cost almost nothing.

    With ``wild`` (a cell), that cell stands for every letter at once (Q as Qu) and
    the keys are ``(word, letter)``: the letter the wild cell took, ``""`` for paths
    that avoid it.  One such walk tells what every letter would score there.
    """
    board = grid(rows, cols)
    first, targets, playable = lexicon.first, lexicon.targets, lexicon.playable
    child_letters, letter_bits = lexicon.child_letters, lexicon.letter_bits
    alphabet = lexicon.alphabet
    every_letter = (1 << len(alphabet)) - 1
    # By letter position: cells showing that one letter, and cells where a longer
    # face starts with it (the wild cell is in both: Q there is Qu).  By cell: the
    # letters its face starts with.
    single = [0] * len(alphabet)
    longer = [0] * len(alphabet)
    starts = [0] * len(faces)
    for cell, face in enumerate(faces):
        if cell == wild:
            starts[cell] = every_letter
            for position, letter in enumerate(alphabet):
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
                  min_length: int) -> tuple[dict[str, int], int]:
    """What the board scores with each letter at ``cell``: ``(scores, score of any other letter)``.

    One walk of :func:`find_words` with ``cell`` wild: words that avoid the cell
    count for every letter; the others only for the letter they pass through.
    """
    found = find_words(faces, rows, cols, lexicon, min_length, wild=cell)
    anyway = {word for word, letter in found if not letter}
    extra: dict[str, set[str]] = {}
    for word, letter in found:
        if letter and word not in anyway:
            extra.setdefault(letter, set()).add(word)
    base = score_of(anyway)
    return {letter: base + score_of(words) for letter, words in extra.items()}, base


def score_of(words) -> int:
    return sum(points(w) for w in words)


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


# -- puzzles ------------------------------------------------------------------------------
def puzzle_of(params: dict) -> dict:
    """The board an action is about: ``code``, or ``board`` text (with ``lang``, ``min_length``)."""
    if params.get("code"):
        return decode(str(params["code"]))
    rows, cols, faces = parse_board(require(params, "board"))
    lang = language(params)
    alphabet = set(ALPHABETS[lang])
    odd = [f for f in faces if f and not set(f) <= alphabet]
    if odd and not params.get("wordlist"):
        raise PuzzleError(f"{odd[0].upper()} is not a letter of the {LANGUAGES[lang]} alphabet")
    min_length = integer(params, "min_length", default_min_length(rows, cols), 2, rows * cols)
    return {"rows": rows, "cols": cols, "faces": faces, "lang": lang, "min_length": min_length}


def _described(puzzle: dict) -> dict:
    """The puzzle as the page and the CLI show it; ``code`` is None if a face has no share code."""
    table = _face_table(puzzle["lang"])
    shareable = all(face in table for face in puzzle["faces"])
    return {**puzzle, "board": board_text(puzzle["rows"], puzzle["cols"], puzzle["faces"]),
            "code": encode(puzzle) if shareable else None}


def solve(params: dict) -> Iterator[Event]:
    """Every word on a board with its path and score, from ``lang``'s list or ``wordlist``."""
    puzzle = puzzle_of(params)
    lexicon = resolve({**params, "lang": puzzle["lang"]})
    yield progress(stage="solving")
    found = find_words(puzzle["faces"], puzzle["rows"], puzzle["cols"], lexicon, puzzle["min_length"])
    words = sorted(found)
    cols = puzzle["cols"]
    paths = {w: [list(divmod(c, cols)) for c in found[w]] for w in words}
    yield result(**_described(puzzle), words=words, paths=paths, score=score_of(words), count=len(words))


def generate(params: dict) -> Iterator[Event]:
    """A seeded roll of the dice of a size (4, 5 or 6; 4 unless ``size`` says otherwise).

    The dice are shuffled and rolled again until a board holds
    :data:`QUALITY_FLOOR` everyday (common) words; if none of the first
    :data:`ROLLS` does, the best of them is kept when it has at least
    :data:`MIN_EVERYDAY`, and otherwise the rolling goes on until a board has
    that many.  A roll with more than :data:`MOST_OF_ONE_LETTER` of one letter
    is never kept.  ``daily`` (a date) sets the seed to that date's and adds the
    puzzle ``number``; the daily board is ``{"daily": DATE, "lang": LANG}``, 4x4.
    """
    seed, extra = seed_of(params)
    size = integer(params, "size", 4, 4, 6)
    lang = language(params)
    classic = str(params.get("dice") or "") == "classic"
    dice = dice_for(lang, size, size, classic)
    lexicon = load(lang)
    min_length = default_min_length(size, size)
    rng = Rng(f"{NAME}/{lang}/{size}/{'classic' if classic else 'new'}/{seed}")
    best = None
    for attempt in range(1, MAX_ROLLS + 1):
        if attempt % 10 == 0:
            yield progress(stage="rolling", attempt=attempt)
        order = rng.shuffled(dice)
        faces = [die[rng.below(6)] for die in order]
        if max(Counter(faces).values()) > MOST_OF_ONE_LETTER[size]:
            continue
        found = find_words(faces, size, size, lexicon, min_length)
        common = sum(1 for w in found if lexicon.is_common(w))
        if best is None or common > best[0]:
            best = (common, faces)
        if common >= QUALITY_FLOOR[size] or (attempt >= ROLLS and best[0] >= MIN_EVERYDAY):
            break
    else:
        raise PuzzleError(f"no roll of these dice held {MIN_EVERYDAY} everyday words; try another seed")
    puzzle = {"rows": size, "cols": size, "faces": best[1], "lang": lang, "min_length": min_length}
    yield result(**_described(puzzle), seed=seed, common_words=best[0], attempts=attempt, **extra)


# -- best boards ---------------------------------------------------------------------------
#: A new local best is kept unless it scores more than this below the current one.
KICK_TOLERANCE = 40


def best_board(params: dict) -> Iterator[Event]:
    """Iterated local search over the letters of a board, streaming every improvement.

    A *climb* visits the cells in random order and puts at each one the letter that
    scores most there (:func:`letter_scores`: one walk of the solver scores all
    letters at a cell), until a whole round improves nothing.  Then a *kick*
    changes one to three random cells and the board climbs again; the new local
    best replaces the current one unless it is more than :data:`KICK_TOLERANCE`
    points worse, so the search drifts across plateaus of near-equal boards.
    Letters are the single letters (and Qu) of the size's dice.  Runs ``seconds``
    (default 30) or ``steps`` (cells scored), whichever ends first.
    """
    seed = str(params.get("seed") or "best")
    size = integer(params, "size", 4, 3, 6)
    seconds = integer(params, "seconds", 30, 1, 3600)
    steps = integer(params, "steps", 10**9, 1, 10**9)
    lang = str(params.get("lang") or "en")
    lexicon = resolve({**params, "lang": lang})
    min_length = integer(params, "min_length", default_min_length(size, size), 2, size * size)
    dice = dice_for(lang, 4 if size == 3 else size, 4 if size == 3 else size)
    letters = sorted({f for die in dice for f in die if len(f) == 1 or f == "qu"})
    rng = Rng(f"{NAME}/best/{lang}/{size}/{seed}")
    cells = size * size
    deadline = time.monotonic() + seconds
    search = {"step": 0, "best": 0, "board": []}

    def running() -> bool:
        return search["step"] < steps and time.monotonic() < deadline

    def climb(board: list[str], score: int) -> Iterator[Event]:
        """Best-letter moves until a round of every cell changes nothing; leaves ``board`` there."""
        improved = True
        while improved and running():
            improved = False
            for cell in rng.shuffled(range(cells)):
                if not running():
                    break
                search["step"] += 1
                scores, other = letter_scores(board, size, size, cell, lexicon, min_length)
                letter = max(rng.shuffled(letters), key=lambda f: (scores.get(f, other), f == board[cell]))
                if scores.get(letter, other) > score:
                    board[cell], score, improved = letter, scores.get(letter, other), True
                    if score > search["best"]:
                        search["best"], search["board"] = score, list(board)
                        yield {"type": "board", "board": board_text(size, size, board), "score": score,
                               "step": search["step"]}
                yield progress(stage="climbing", step=search["step"], score=score, best=search["best"])
        search["score"] = score

    current = [rng.choice(letters) for _ in range(cells)]
    search["best"], search["board"] = score_of(find_words(current, size, size, lexicon, min_length)), list(current)
    yield {"type": "board", "board": board_text(size, size, current), "score": search["best"], "step": 0}
    yield from climb(current, search["best"])
    current_score = search["score"]
    while running():
        trial = list(current)
        for _ in range(rng.between(1, 3)):
            trial[rng.below(cells)] = rng.choice(letters)
        yield from climb(trial, score_of(find_words(trial, size, size, lexicon, min_length)))
        if search["score"] >= current_score - KICK_TOLERANCE:
            current, current_score = trial, search["score"]
    puzzle = {"rows": size, "cols": size, "faces": search["board"], "lang": lang, "min_length": min_length}
    yield result(**_described(puzzle), score=search["best"], steps=search["step"])


# -- moves ---------------------------------------------------------------------------------
def check(params: dict) -> Iterator[Event]:
    """Judge a word typed (``word``) or traced (``path``, a list of [row, col]) by a player.

    ``found`` lists the words already found; the result says ``ok``, the ``word``,
    its ``path`` and ``score``, or a ``reason`` a player can read.
    """
    puzzle = puzzle_of(params)
    rows, cols, faces = puzzle["rows"], puzzle["cols"], puzzle["faces"]
    lexicon = resolve({**params, "lang": puzzle["lang"]})
    found = {normalize(str(w)) for w in params.get("found") or []}
    if params.get("path"):
        try:
            cells = [int(r) * cols + int(c) for r, c in params["path"]]
        except (TypeError, ValueError):
            raise PuzzleError("a traced path is a list of [row, column] pairs") from None
        if not grid(rows, cols).is_path(cells) or any(not faces[c] for c in cells):
            yield result(ok=False, reason="Those cells do not form a path of touching dice", word="")
            return
        word = "".join(faces[c] for c in cells)
        path = tuple(cells)
    else:
        word = normalize(str(require(params, "word")))
        path = find_path(faces, rows, cols, word) if word.isalpha() else None
    shown = word.upper()
    if len(word) < puzzle["min_length"]:
        reason = f"{shown} is too short: words need at least {puzzle['min_length']} letters"
    elif path is None:
        reason = f"{shown} is not on the board"
    elif word in found:
        reason = f"You already found {shown}"
    elif word not in lexicon:
        reason = f"{shown} is not in the word list"
    else:
        reason = None
    yield result(ok=reason is None, reason=reason, word=word,
                 path=[list(divmod(c, cols)) for c in path] if path else None,
                 score=points(word) if reason is None else 0)


# -- codes -----------------------------------------------------------------------------------
def _face_table(lang: str) -> list[str]:
    return list(ALPHABETS[lang]) + list(SPECIAL_FACES)


def encode(puzzle: dict) -> str:
    """The share code of a board: language, minimum word length, size and faces."""
    table = _face_table(puzzle["lang"])
    payload = bytes([list(ALPHABETS).index(puzzle["lang"]), puzzle["min_length"],
                     puzzle["rows"], puzzle["cols"]] + [table.index(f) for f in puzzle["faces"]])
    return codes.pack(CODE_TAG, CODE_VERSION, payload)


def decode(code: str) -> dict:
    """The board of a share code; raises :class:`~wordgames.codes.CodeError` if malformed."""
    version, payload = codes.unpack(CODE_TAG, code.strip())
    if version != CODE_VERSION:
        raise codes.CodeError(f"this Boggle code is version {version}; this site reads version {CODE_VERSION}")
    if len(payload) < 4:
        raise codes.CodeError("this Boggle code is too short")
    lang_id, min_length, rows, cols = payload[:4]
    if lang_id >= len(ALPHABETS):
        raise codes.CodeError("this Boggle code names an unknown language")
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE) or len(payload) != 4 + rows * cols:
        raise codes.CodeError("this Boggle code has an impossible size")
    if not 2 <= min_length <= rows * cols:
        raise codes.CodeError("this Boggle code has an impossible minimum word length")
    lang = list(ALPHABETS)[lang_id]
    table = _face_table(lang)
    if any(i >= len(table) for i in payload[4:]):
        raise codes.CodeError("this Boggle code holds a face that does not exist")
    return {"rows": rows, "cols": cols, "faces": [table[i] for i in payload[4:]], "lang": lang,
            "min_length": min_length}


def open_code(params: dict) -> Iterator[Event]:
    """Decode ``code`` into a board (the page's way into a description link)."""
    yield result(**_described(decode(str(require(params, "code")))))


ACTIONS = {"generate": generate, "solve": solve, "check": check, "decode": open_code,
           "best_board": best_board}
