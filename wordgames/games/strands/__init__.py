"""Strands: a theme's words and a spangram that tile a grid of letters exactly.

The grid (6 columns by 8 rows unless told otherwise) is cut into paths of
touching cells (all eight directions), one per word, using every cell once.
No two paths, and no path with itself, may use both diagonals of one 2x2 block.
The spangram names the theme and touches two opposite sides of the grid.

This package is the game; each idea has its own module:

- :mod:`.rules`: sizes and word rules, and :func:`problems`, every reason an input cannot make a board;
- :mod:`.tiling`: the search for non-crossing paths of given lengths that tile the grid (:func:`tile`);
- :mod:`.lettering`: words written on the paths as they are laid, so that none traces elsewhere;
- :mod:`.cover`: exact cover over every placement of the words, so a board has one answer (:func:`covers`);
- :mod:`.layout`: a board from words: paths, letters and the one-cover check (:func:`lay_out`);
- :mod:`.themes`: the curated daily themes, the words drawn from them and the schedule;
- :mod:`.codec`: share codes (:func:`encode`, :func:`decode`) and the rules a solution keeps;
- :mod:`.manual`: a creator's hand-drawn paths checked, the rest placed around them, the verdict;
- here: the actions (``generate``, ``create``, ``inspect``, ``place``, ``solve``, ``check``, ``hint``,
  ``decode``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import islice

from ...custom import resolve
from ...grid import grid
from ...lexicon import ALPHABETS, load
from ...messages import Message, reason_fields
from ...rng import Rng
from ..base import Event, PuzzleError, integer, language, progress, require, result, seed_of
from ..boggle import find_words
from .codec import CODE_TAG, CODE_VERSION, decode, encode, solution_fault
from .cover import COVER_LIMIT, covers, elsewhere, flaws, placements, traces_elsewhere, uniqueness
from .layout import MAX_LAYOUTS, described, lay_out
from .manual import check_paths, complete, verdict
from .rules import (
    COLS,
    MAX_CLUE_LENGTH,
    MAX_SIDE,
    MIN_SIDE,
    MIN_WORD_LENGTH,
    ROWS,
    blocked_words,
    clean_word,
    longest_spangram,
    problems,
    word_list,
)
from .themes import ROUNDS_PER_THEME, SUBSETS_PER_THEME, _day_number, nested, pick_words, schedule, themes
from .tiling import FIRST_BUDGET, MAX_BUDGET, tile, tile_around, tile_lettered

__all__ = [
    "ACTIONS", "CODE_TAG", "CODE_VERSION", "COLS", "COVER_LIMIT", "DAILY_LAYOUTS", "FIRST_BUDGET", "MAX_BUDGET",
    "MAX_CLUE_LENGTH", "MAX_LAYOUTS", "MAX_SIDE", "MIN_SIDE", "MIN_WORD_LENGTH", "NAME", "ROUNDS_PER_THEME", "ROWS",
    "SUBSETS_PER_THEME",
    "blocked_words", "check", "check_paths", "clean_word", "complete", "covers", "create", "decode", "described",
    "elsewhere", "encode", "flaws", "generate", "hint", "inspect", "judgments", "lay_out", "longest_spangram", "nested",
    "open_code", "parse_grid", "pick_words", "place", "placements", "problems", "schedule", "solution_fault", "solve",
    "themes", "tile", "tile_around", "tile_lettered", "traces_elsewhere", "uniqueness", "verdict", "word_list",
]

NAME = "strands"

#: Layouts lettered after tiling for each subset of a daily theme's words whose lettered search
#: ran out (a creator's board gets :data:`MAX_LAYOUTS`).
DAILY_LAYOUTS = 4


# -- creating -------------------------------------------------------------------------------------
def _size(params: dict) -> tuple[int, int]:
    return (integer(params, "rows", ROWS, MIN_SIDE, MAX_SIDE),
            integer(params, "cols", COLS, MIN_SIDE, MAX_SIDE))


def _clue_problem(clue: str, lang: str) -> Message | None:
    if not clue:
        return Message("strands.no_clue")
    if len(clue) > MAX_CLUE_LENGTH:
        return Message("strands.clue_long", length=len(clue), max=MAX_CLUE_LENGTH)
    if blocked_words(re.findall(r"\w+", clue.lower()), lang):
        return Message("strands.clue_blocked")
    return None


def inspect(params: dict) -> Iterator[Event]:
    """What a creator has typed so far: the letter count and every problem, without laying out.

    ``problems`` are English sentences; ``problem_codes`` the same as codes and parameters
    (see :mod:`wordgames.messages`), for the page to show in the player's language.
    """
    clue = " ".join(str(params.get("clue") or "").split())
    spangram = clean_word(params.get("spangram") or "")
    words = word_list(params.get("words") or "")
    rows, cols = _size(params)
    lang = language(params)
    found = [p for p in [_clue_problem(clue, lang)] if p]
    found += problems(spangram, words, lang, rows, cols) if spangram else [Message("strands.no_spangram")]
    if not words:
        found.append(Message("strands.no_words"))
    sentences = [Message("strands.problems", problems=[p]) for p in found]
    yield result(letters=len(spangram) + sum(map(len, words)), cells=rows * cols,
                 problems=[str(s) for s in sentences], problem_codes=[s.data() for s in sentences])


def _drawn(params: dict, words: list[str], rows: int, cols: int) -> tuple[list[list[int] | None], list[bool]]:
    """The drawn ``paths`` ({word, cells: [[row, column], ...], pinned}) as cell lists in the words' order."""
    paths: list[list[int] | None] = [None] * len(words)
    pinned = [False] * len(words)
    given = params.get("paths") or []
    if not isinstance(given, list) or not all(isinstance(item, dict) for item in given):
        raise PuzzleError(Message("strands.manual.paths_format"))
    for item in given:
        word = clean_word(item.get("word") or "")
        if word not in words:
            raise PuzzleError(Message("strands.manual.unknown_word", word=word.upper()))
        try:
            cells = [(int(r), int(c)) for r, c in item.get("cells") or []]
        except (TypeError, ValueError):
            raise PuzzleError(Message("board.path_format")) from None
        index = words.index(word)
        paths[index] = [r * cols + c if 0 <= r < rows and 0 <= c < cols else -1 for r, c in cells] or None
        pinned[index] = bool(item.get("pinned"))
    return paths, pinned


def place(params: dict) -> Iterator[Event]:
    """Check a creator's hand-drawn ``paths`` and, on a full grid, whether it has one cover.

    The input is as for ``create``; ``paths`` lists ``{word, cells, pinned}``.  The
    result gives each word's path with its ``problems`` (codes and parameters) and
    ``messages`` (English), the input's own problems, the ``empty`` cells, and once
    every cell is used by sound paths the verdict (:func:`.manual.verdict`: the
    puzzle's ``code``, ``covers``, a ``second`` reading).  With ``complete`` the
    engine first lays out the words that are not pinned around those that are.
    """
    clue = " ".join(str(params.get("clue") or "").split())
    spangram = clean_word(params.get("spangram") or "")
    words = [spangram, *word_list(params.get("words") or "")]
    rows, cols = _size(params)
    lang = language(params)
    found = [p for p in [_clue_problem(clue, lang)] if p]
    found += problems(spangram, words[1:], lang, rows, cols) if spangram else [Message("strands.no_spangram")]
    paths, pinned = _drawn(params, words, rows, cols)
    if params.get("complete"):
        if found:
            raise PuzzleError(Message("strands.problems", problems=found))
        if any(problems_of for problems_of, keep in zip(check_paths(words, paths, rows, cols), pinned) if keep):
            raise PuzzleError(Message("strands.manual.fix_first"))
        kept = [path if keep else None for path, keep in zip(paths, pinned)]
        seed = str(params.get("seed") or "|".join([clue, *words]))
        report = None
        for item in complete(clue, words, kept, lang, rows, cols, seed):
            if item.get("type") == "progress":
                yield item
            else:
                report = item
        paths = [[r * cols + c for r, c in report["placements"][word]] for word in words]
    faults = check_paths(words, paths, rows, cols)
    used = {c for path, faulty in zip(paths, faults) if path and not faulty for c in path}
    finished = not found and not any(faults) and len(used) == rows * cols
    report = verdict(clue, words, paths, lang, rows, cols) if finished else {}
    yield result(
        rows=rows, cols=cols, spangram=spangram, words=words[1:], empty=rows * cols - len(used), finished=finished,
        problems=[p.data() for p in found], messages=[str(p) for p in found],
        paths=[{"word": word, "cells": [list(divmod(c, cols)) for c in path or []], "pinned": keep,
                "problems": [p.data() for p in faulty], "messages": [str(p) for p in faulty]}
               for word, path, keep, faulty in zip(words, paths, pinned, faults)],
        **{key: value for key, value in report.items() if key not in ("rows", "cols", "spangram", "words")})


def create(params: dict) -> Iterator[Event]:
    """Lay out a creator's puzzle: ``clue``, ``spangram``, ``words`` and an optional ``seed``."""
    clue = " ".join(str(params.get("clue") or "").split())
    lang = language(params)
    problem = _clue_problem(clue, lang)
    if problem:
        raise PuzzleError(Message("strands.problems", problems=[problem]))
    spangram = clean_word(require(params, "spangram"))
    words = word_list(require(params, "words"))
    rows, cols = _size(params)
    seed = str(params.get("seed") or "|".join([clue, spangram, *words]))
    yield from lay_out(clue, spangram, words, seed, lang, rows, cols)


def generate(params: dict) -> Iterator[Event]:
    """A daily (``daily``: a date) or seeded puzzle from the curated themes.

    A daily (or a seed that is a date, as daily seed links are) takes the
    theme :func:`schedule` gives its number; any other seed shuffles the
    catalogue.  The seed then picks subsets of the theme's pool with the
    letters the grid needs, no word nested in another, and lays each out
    (:func:`lay_out`: the lettered search, then :data:`DAILY_LAYOUTS` layouts
    lettered after tiling should it run out): the first board with one cover on
    which no theme word traces elsewhere is kept.  While none is, the subsets are
    laid out again with layouts seeded anew, up to :data:`ROUNDS_PER_THEME`
    rounds; then the one-cover board with the fewest such words is kept.  A
    theme with no one-cover board gives way to the next theme in order.
    """
    seed, extra = seed_of(params)
    lang = language(params)
    catalogue = themes(lang)
    rng = Rng(f"{NAME}/daily/{lang}/{seed}")
    number = _day_number(seed)
    if number is None:
        order = rng.shuffled(catalogue)
    else:
        order = [catalogue[i] for i in schedule(lang, number, len(catalogue))]
    for theme in order:
        subsets = list(islice(pick_words(theme["pool"], ROWS * COLS - len(theme["spangram"]),
                                         rng.fork(theme["clue"]), spangram=theme["spangram"]), SUBSETS_PER_THEME))
        best = None
        for round_number in range(ROUNDS_PER_THEME):
            layout_seed = seed if round_number == 0 else f"{seed}/round {round_number}"
            for words in subsets:
                board = None
                for event in lay_out(theme["clue"], theme["spangram"], words, layout_seed, lang, layouts=DAILY_LAYOUTS):
                    if event["type"] == "result":
                        board = event
                    else:
                        yield event
                if best is None or flaws(board) < flaws(best):
                    best = board
                if flaws(best) == (False, 0):
                    break
            if best is None or flaws(best) == (False, 0):
                break
        if best and best["covers"] == 1:
            yield {**best, "seed": seed, **extra}
            return
    raise PuzzleError(Message("strands.no_theme"))


def parse_grid(text, lang: str) -> tuple[int, int, list[str]]:
    """``(rows, cols, letters)`` from rows of letters (a list, or text split by commas or spaces)."""
    lines = text if isinstance(text, (list, tuple)) else re.split(r"[\s,;/]+", str(text))
    lines = [clean_word(line) for line in lines if str(line).strip()]
    if not lines:
        raise PuzzleError(Message("strands.grid_empty"))
    if len({len(line) for line in lines}) != 1:
        raise PuzzleError(Message("strands.grid_ragged"))
    rows, cols = len(lines), len(lines[0])
    if not (MIN_SIDE <= rows <= MAX_SIDE and MIN_SIDE <= cols <= MAX_SIDE):
        raise PuzzleError(Message("strands.grid_size", low=MIN_SIDE, high=MAX_SIDE))
    letters = [c for line in lines for c in line]
    odd = sorted(set(letters) - set(ALPHABETS[lang]))
    if odd:
        raise PuzzleError(Message("board.not_in_alphabet", letter=repr(odd[0]), lang=lang))
    return rows, cols, letters


def solve(params: dict) -> Iterator[Event]:
    """Every cover of ``grid`` by ``words``, and the dictionary words on it. Two words' paths
    never cross, but one word's path may cross itself diagonally, as published puzzles' do
    (NYT's of 2024-11-08 has PINCH so); generated and hand-drawn puzzles never have one."""
    lang = language(params)
    if params.get("code"):
        puzzle = decode(str(params["code"]))
        rows, cols, letters, words = puzzle["rows"], puzzle["cols"], puzzle["letters"], puzzle["words"]
        lang = puzzle["lang"]
    else:
        rows, cols, letters = parse_grid(require(params, "grid"), lang)
        words = word_list(require(params, "words"))
    if len(set(words)) != len(words):
        raise PuzzleError(Message("strands.fault.twice"))
    total = sum(map(len, words))
    if total != rows * cols:
        raise PuzzleError(Message("strands.cannot_cover", total=total, cells=rows * cols))
    found = []
    for cover in covers(letters, rows, cols, words, crossing_itself=True):
        if cover is None:
            yield progress(stage="covering", covers=len(found))
        else:
            found.append({w: [list(divmod(c, cols)) for c in cover[w]] for w in words})
            yield {"type": "cover", "cover": found[-1]}
    lexicon = resolve({**params, "lang": lang})
    on_grid = sorted(find_words(letters, rows, cols, lexicon, MIN_WORD_LENGTH))
    yield result(covers=found, count=len(found), complete=len(found) < COVER_LIMIT,
                 dictionary_words=on_grid)


def _path_of(params: dict, rows: int, cols: int) -> list[int]:
    try:
        cells = [int(r) * cols + int(c) for r, c in params.get("path") or []]
    except (TypeError, ValueError):
        raise PuzzleError(Message("board.path_format")) from None
    return cells


def check(params: dict) -> Iterator[Event]:
    """Judge a traced ``path``: a theme word, the spangram, another word, or why not.

    ``found`` lists the theme words found so far (their cells are taken) and
    ``words`` the other words found.  The result has ``ok``, ``kind`` (``theme``,
    ``spangram`` or ``word``), the ``word`` and its ``cells``, or a ``reason``.
    A theme word (or the spangram) traced on any free cells that spell it is
    found: its ``cells`` are then the puzzle's own, and ``elsewhere`` says the
    trace was not on them.
    """
    puzzle = decode(str(require(params, "code")))
    rows, cols, letters = puzzle["rows"], puzzle["cols"], puzzle["letters"]
    cells = _path_of(params, rows, cols)
    found = set(word_list(params.get("found") or []))
    others = set(word_list(params.get("words") or []))
    taken = {c for word, path in zip(puzzle["words"], puzzle["paths"]) if word in found for c in path}
    board = grid(rows, cols)
    word = "".join(letters[c] for c in cells) if all(0 <= c < board.size for c in cells) else ""

    def verdict(reason=None, kind=None, shown=cells, elsewhere=False):
        return result(ok=reason is None, reason=reason and str(reason), **reason_fields(reason), kind=kind,
                      word=word, cells=[list(divmod(c, cols)) for c in shown], elsewhere=elsewhere)

    if not cells or not board.is_path(cells):
        yield verdict(Message("move.not_touching"))
        return
    if taken & set(cells):
        yield verdict(Message("move.taken"))
        return
    for index, (theme_word, path) in enumerate(zip(puzzle["words"], puzzle["paths"])):
        if word == theme_word:
            if word in found:
                yield verdict(Message("move.already_found", word=word.upper()))
            else:
                yield verdict(kind="spangram" if index == 0 else "theme", shown=path,
                              elsewhere=set(cells) != set(path))
            return
    lexicon = load(puzzle["lang"])
    if len(word) < MIN_WORD_LENGTH:
        yield verdict(Message("move.short", min=MIN_WORD_LENGTH))
    elif word in others:
        yield verdict(Message("move.already_found", word=word.upper()))
    elif word not in lexicon:
        yield verdict(Message("word.not_in_list", word=word.upper()))
    else:
        yield verdict(kind="word")


def hint(params: dict) -> Iterator[Event]:
    """The next theme word to hint (theme words before the spangram): its path."""
    puzzle = decode(str(require(params, "code")))
    found = set(word_list(params.get("found") or []))
    order = list(zip(puzzle["words"], puzzle["paths"]))
    for word, path in order[1:] + order[:1]:
        if word not in found:
            yield result(cells=[list(divmod(c, puzzle["cols"])) for c in path])
            return
    raise PuzzleError(Message("strands.all_found"))


def judgments(puzzle: dict) -> dict:
    """What judging a daily needs without the engine (its day pack): every word of
    :data:`MIN_WORD_LENGTH` letters or more a player may trace on the grid that is not a theme
    word, sorted (blocked words never among them). The theme words and spangram with their own
    cells are the puzzle's (``spangram``, ``words``, ``placements``, in the code's order); the
    page's judge applies :func:`check`'s and :func:`hint`'s rules to them."""
    board = decode(puzzle["code"])
    on_grid = find_words(board["letters"], board["rows"], board["cols"], load(board["lang"]), MIN_WORD_LENGTH)
    return {"words": sorted(set(on_grid) - set(board["words"]))}


def open_code(params: dict) -> Iterator[Event]:
    """Decode ``code`` into a puzzle (the page's way into a shared link)."""
    yield result(**described(decode(str(require(params, "code")))))


ACTIONS = {"generate": generate, "create": create, "inspect": inspect, "place": place, "solve": solve,
           "check": check, "hint": hint, "decode": open_code}
