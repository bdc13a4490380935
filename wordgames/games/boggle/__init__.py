"""Boggle: find words along paths of neighbouring dice.

A word is traced through cells that touch (all eight directions), each cell at
most once per word; it counts once however many paths spell it.  The Q face is
"Qu" and counts as two letters.

This package is the game; each idea has its own module:

- :mod:`.dice`: each language's dice, published or made from letter frequencies (:func:`dice_for`);
- :mod:`.board`: boards as text (:func:`parse_board`, :func:`board_text`) and points;
- :mod:`.solver`: the word walk, :func:`find_words`, the hot loop of everything else;
- :mod:`.best`: the best-board search (:func:`best_board`) over the lexicon's common letters;
- :mod:`.codec`: share codes (:func:`encode`, :func:`decode`);
- here: the actions (``generate``, ``solve``, ``check``, ``decode``, ``best_board``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from ... import custom
from ...custom import resolve
from ...grid import grid
from ...lexicon import ALPHABETS, load, normalize
from ...messages import Message, reason_fields
from ...rng import Rng
from ..base import Event, PuzzleError, final, integer, language, progress, require, result, seed_of
from .best import KICK_TOLERANCE, best_board, common_letters
from .board import MAX_SIDE, MIN_SIDE, board_text, default_min_length, parse_board, points, score_of
from .codec import CODE_TAG, CODE_VERSION, decode, described, encode
from .dice import SIZES, SPECIAL_FACES, dice_for, dice_sets, frequency_dice, made_dice
from .solver import board_score, find_path, find_words, letter_scores

__all__ = [
    "ACTIONS", "CODE_TAG", "CODE_VERSION", "KICK_TOLERANCE", "MAX_ROLLS", "MAX_SIDE", "MIN_EVERYDAY",
    "MIN_SIDE", "MOST_OF_ONE_LETTER", "NAME", "QUALITY_FLOOR", "ROLLS", "SIZES", "SPECIAL_FACES",
    "best_board", "board_score", "board_text", "check", "common_letters", "decode", "default_min_length", "described",
    "dice_for", "dice_sets", "encode", "find_path", "find_words", "frequency_dice", "generate", "judgments",
    "letter_scores", "made_dice", "open_code", "parse_board",
    "points", "puzzle_of", "score_of", "solve",
]

NAME = "boggle"
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


# -- puzzles ------------------------------------------------------------------------------
def puzzle_of(params: dict) -> dict:
    """The board an action is about: ``code``, or ``board`` text (with ``lang``, ``min_length``);
    ``lexicon`` (a player's list, ``custom:<id>``) ties it to that list."""
    if params.get("code"):
        return {**decode(str(params["code"])), **custom.fields(params)}
    rows, cols, faces = parse_board(require(params, "board"))
    lang = language(params)
    alphabet = set(ALPHABETS[lang])
    odd = [f for f in faces if f and not set(f) <= alphabet]
    if odd and not params.get("wordlist"):
        raise PuzzleError(Message("board.not_in_alphabet", letter=odd[0].upper(), lang=lang))
    min_length = integer(params, "min_length", default_min_length(rows, cols), 2, rows * cols)
    return {"rows": rows, "cols": cols, "faces": faces, "lang": lang, "min_length": min_length,
            **custom.fields(params)}


def solve(params: dict) -> Iterator[Event]:
    """Every word on a board with its path and score, from ``lang``'s list, the puzzle's
    own list (``lexicon``) or ``wordlist``; ``everyday`` the words of the everyday (common)
    tier among them and ``everyday_score`` their points (every word of a player's own list
    is everyday). ``score`` counts every accepted word."""
    puzzle = puzzle_of(params)
    lexicon = resolve({**params, **puzzle})
    yield progress(stage="solving")
    found = find_words(puzzle["faces"], puzzle["rows"], puzzle["cols"], lexicon, puzzle["min_length"])
    words = sorted(found)
    everyday = [w for w in words if lexicon.is_common(w)]
    cols = puzzle["cols"]
    paths = {w: [list(divmod(c, cols)) for c in found[w]] for w in words}
    yield result(**described(puzzle), words=words, paths=paths, score=score_of(words), count=len(words),
                 everyday=everyday, everyday_score=score_of(everyday))


def generate(params: dict) -> Iterator[Event]:
    """A seeded roll of the dice of a size (4, 5 or 6; 4 unless ``size`` says otherwise).

    The dice are shuffled and rolled again until a board holds
    :data:`QUALITY_FLOOR` everyday (common) words; if none of the first
    :data:`ROLLS` does, the best of them is kept when it has at least
    :data:`MIN_EVERYDAY`, and otherwise the rolling goes on until a board has
    that many.  A roll with more than :data:`MOST_OF_ONE_LETTER` of one letter
    is never kept.  ``daily`` (a date) sets the seed to that date's and adds the
    puzzle ``number``; the daily board is ``{"daily": DATE, "lang": LANG}``, 4x4.
    With a player's list (``lexicon``) every word of it counts as everyday, and the best
    of the first :data:`ROLLS` rolls is kept if it holds a word at all.
    """
    seed, extra = seed_of(params)
    size = integer(params, "size", 4, 4, 6)
    lang = language(params)
    classic = str(params.get("dice") or "") == "classic"
    if params.get("daily") and (size != 4 or classic):  # any other board of that date is not its daily
        raise PuzzleError(Message("generate.daily_standard"))
    dice = dice_for(lang, size, size, classic)
    tie = custom.fields(params)
    lexicon = resolve({"lang": lang, **tie}) if tie else load(lang)
    least = 1 if tie else MIN_EVERYDAY
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
        if common >= QUALITY_FLOOR[size] or (attempt >= ROLLS and best[0] >= least):
            break
    else:
        raise PuzzleError(Message("generate.no_roll_list") if tie else Message("generate.no_roll", count=least))
    puzzle = {"rows": size, "cols": size, "faces": best[1], "lang": lang, "min_length": min_length, **tie}
    yield result(**described(puzzle), seed=seed, common_words=best[0], attempts=attempt, **extra)


# -- moves ---------------------------------------------------------------------------------
def check(params: dict) -> Iterator[Event]:
    """Judge a word typed (``word``) or traced (``path``, a list of [row, col]) by a player.

    ``found`` lists the words already found; the result says ``ok``, the ``word``,
    its ``path`` and ``score``, or a ``reason`` a player can read.
    """
    puzzle = puzzle_of(params)
    rows, cols, faces = puzzle["rows"], puzzle["cols"], puzzle["faces"]
    lexicon = resolve({**params, **puzzle})
    found = {normalize(str(w)) for w in params.get("found") or []}
    if params.get("path"):
        try:
            cells = [int(r) * cols + int(c) for r, c in params["path"]]
        except (TypeError, ValueError):
            raise PuzzleError(Message("board.path_format")) from None
        if not grid(rows, cols).is_path(cells) or any(not faces[c] for c in cells):
            reason = Message("move.not_a_path")
            yield result(ok=False, reason=str(reason), **reason_fields(reason), word="")
            return
        word = "".join(faces[c] for c in cells)
        path = tuple(cells)
    else:
        word = normalize(str(require(params, "word")))
        path = find_path(faces, rows, cols, word) if word.isalpha() else None
    shown = word.upper()
    if len(word) < puzzle["min_length"]:
        reason = Message("move.too_short", word=shown, min=puzzle["min_length"])
    elif path is None:
        reason = Message("move.not_on_board", word=shown)
    elif word in found:
        reason = Message("move.already_found", word=shown)
    elif word not in lexicon:
        reason = Message("word.not_in_list", word=shown)
    else:
        reason = None
    yield result(ok=reason is None, reason=reason and str(reason), **reason_fields(reason), word=word,
                 path=[list(divmod(c, cols)) for c in path] if path else None,
                 score=points(word) if reason is None else 0)


def judgments(puzzle: dict) -> dict:
    """What judging a daily needs without the engine (its day pack): what :func:`solve` gives
    for the board (every word with its path, the score). The page's judge finds a typed word's
    path as :func:`find_path` does and looks the word up there."""
    return {"solve": final(solve({"code": puzzle["code"]}))}


def open_code(params: dict) -> Iterator[Event]:
    """Decode ``code`` into a board (the page's way into a description link)."""
    yield result(**described(decode(str(require(params, "code")))))


ACTIONS = {"generate": generate, "solve": solve, "check": check, "decode": open_code,
           "best_board": best_board}
