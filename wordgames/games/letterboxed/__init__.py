"""Letter Boxed: twelve letters on the four sides of a square.

Words of three or more letters are chained, each starting with the last letter
of the one before; consecutive letters of a word never come from the same side.
The puzzle is solved when every letter has been used; fewer words is better.

The exact solver works on states ``(last letter, set of letters used)``: at most
12 x 4096 of them.  It searches them breadth first, one word per layer, so the
first layer that covers all twelve letters gives the proven fewest words; a state
reached in an earlier layer is never expanded again (any solution through it
later would be longer), which bounds the search and proves a board unsolvable
when a layer adds no new state.  Within the winning layer the fewest letters win.
The modules: :mod:`.board` (the square and its playable words), :mod:`.solver`
(the exact search), :mod:`.codec` (share codes); here, the actions.

``solve`` runs the search twice.  First over the *everyday* (common) words only:
that solution, fewest words then fewest letters, is the one a player could have
found, and it comes first (``{"type": "solution", ..., "everyday": true}``).  Then
over every accepted word: the two-word solutions stream in batches (``pairs``)
and the proven optimum follows (``"everyday": false``).  The result keeps the
full-list fields (``min_words``, ``best``, ``letters``, ``two_word_solutions``
shortest first, ``two_word_count``; ``pairs_limit`` keeps only the first pairs,
as the page does: it has shown the streamed ones already) and adds
``everyday_min_words`` and ``everyday_best`` (null when the everyday words
cannot solve the board).

Par is the fewest everyday words, proven by the same search.  The daily puzzle's
difficulty (its par) follows the day of the week (:data:`DAILY_SCHEDULE`):
Monday and Tuesday 2, Wednesday to Sunday 3.  Every generated board also has a
two-word solution over the full word list, and none in one word.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator

from ... import custom, daily
from ...custom import resolve
from ...languages import DEFAULT
from ...lexicon import ACCEPTED, ALPHABETS, COMMON, Lexicon, normalize
from ...messages import Message, reason_fields
from ...rng import Rng
from ..base import Event, PuzzleError, final, integer, language, progress, require, result, seed_of
from .board import (
    DOUBLED,
    FULL,
    LETTERS,
    MIN_WORD,
    PER_SIDE,
    SIDES,
    pair_counts,
    parse_sides,
    playable_words,
    read_typed_sides,
    side_index,
)
from .codec import CODE_TAG, CODE_VERSION, MAX_AUTHOR, MAX_TITLE, blocked_in, clean_text, decode, encode
from .creator import create
from .solver import PAIRS_PER_EVENT, has_two_word_solution, solve_board

__all__ = [
    "ACTIONS", "CODE_TAG", "CODE_VERSION", "DAILY_SCHEDULE", "FULL", "LETTERS", "MAX_ATTEMPTS", "MIN_WORD", "NAME",
    "PAIRS_PER_EVENT", "PER_SIDE", "SIDES", "check", "check_word", "create", "decode", "encode", "generate",
    "has_two_word_solution", "judgments", "open_code", "parse_sides", "playable_words", "puzzle_of",
    "read_typed_sides", "side_index",
    "solve",
    "solve_board",
]

NAME = "letterboxed"
MAX_ATTEMPTS = 2000
#: The daily puzzle's difficulty (par) by day of the week, Monday first: easy at
#: the start of the week, as newspaper puzzles are.  Not 4: with 21,000 everyday
#: English words about 1 built board in 2,000 needs four of them (minutes of search
#: in the browser), and a Bokmål one takes 5 s (median, CPython; 12 s in Pyodide).
DAILY_SCHEDULE = (2, 2, 3, 3, 3, 3, 3)


def puzzle_of(params: dict) -> dict:
    """The puzzle an action is about: from ``code`` or from ``sides`` (and ``lang``);
    ``lexicon`` (a player's list, ``custom:<id>``) ties it to that list."""
    if params.get("code"):
        return {**decode(str(params["code"])), **custom.fields(params)}
    sides = parse_sides(require(params, "sides"))
    return {"sides": list(sides), "lang": str(params.get("lang") or DEFAULT), "par": None, **custom.fields(params)}


def solve(params: dict) -> Iterator[Event]:
    """Solve ``sides`` (or ``code``): the best everyday solution first, then the proven
    optimum over every word (fewest words, then fewest letters) and every 2-word solution
    (the result keeps the shortest ``pairs_limit`` of them, when given, and counts all);
    ``everyday_two_word_solutions`` and ``everyday_two_word_count`` are the same for the
    pairs of two everyday words."""
    puzzle = puzzle_of(params)
    lexicon = resolve({**params, **puzzle})
    pairs_limit = None if params.get("pairs_limit") is None else integer(params, "pairs_limit", 0, 0, 10**9)
    everyday = None
    for event in solve_board(puzzle["sides"], lexicon, common_only=True, pairs_limit=pairs_limit):
        if event["type"] == "progress":
            yield {**event, "everyday": True}
        elif event["type"] == "result":
            everyday = event
    if everyday["solvable"]:
        yield {"type": "solution", "words": everyday["best"], "letters": everyday["letters"],
               "everyday": True}
    for event in solve_board(puzzle["sides"], lexicon, pairs_limit=pairs_limit):
        if event["type"] == "solution":
            yield {**event, "everyday": False}
        elif event["type"] == "result":
            unsolvable = None if event["solvable"] else Message("board.unsolvable", count=event["playable"])
            yield {**event, **reason_fields(unsolvable), "reason": unsolvable and str(unsolvable),
                   "everyday_min_words": everyday["min_words"],
                   "everyday_best": everyday["best"] if everyday["solvable"] else None,
                   "everyday_two_word_solutions": everyday["two_word_solutions"],
                   "everyday_two_word_count": everyday["two_word_count"]}
        else:
            yield event


# -- generating ---------------------------------------------------------------------


def _chain(rng: Rng, by_first: dict[str, list[str]], pool: list[str],
           letter_sets: dict[str, frozenset], length: int) -> list[str] | None:
    """A random chain of ``length`` words that uses exactly twelve letters, or None."""
    chain = [rng.choice(pool)]
    used = set(letter_sets[chain[0]])
    while len(chain) < length:
        last = len(chain) + 1 == length
        options = [w for w in by_first.get(chain[-1][-1], ())
                   if not letter_sets[w] <= used
                   and (len(used | letter_sets[w]) == LETTERS if last
                        else len(used | letter_sets[w]) < LETTERS - (length - len(chain) - 1))]
        if not options:
            return None
        chain.append(rng.choice(options))
        used |= letter_sets[chain[-1]]
    return chain if len(used) == LETTERS else None


def _side_choices(chain: list[str]) -> list[list[tuple[str, ...]]]:
    """Every way to put the chain's twelve letters on four sides of three so that no
    word has two side-mates in a row (each partition once, in a fixed order)."""
    letters = sorted({c for w in chain for c in w})
    apart: dict[str, set[str]] = {c: set() for c in letters}
    for word in chain:
        for a, b in zip(word, word[1:]):
            apart[a].add(b)
            apart[b].add(a)
    found: list[list[tuple[str, ...]]] = []

    def extend(rest: list[str], groups: list[tuple[str, ...]]) -> None:
        if not rest:
            found.append(groups)
            return
        head, others = rest[0], rest[1:]
        for i, second in enumerate(others):
            if second in apart[head]:
                continue
            for third in others[i + 1:]:
                if third not in apart[head] and third not in apart[second]:
                    extend([c for c in others if c not in (second, third)],
                           groups + [(head, second, third)])

    extend(letters, [])
    return found


def _hardest(choices: list[list[tuple[str, ...]]], pairs: Counter) -> list[tuple[str, ...]]:
    """The side choice that strands the most frequent letter pairs on one side."""
    def stranded(groups: list[tuple[str, ...]]) -> int:
        return sum(pairs[a + b] for g in groups for a, b in ((g[0], g[1]), (g[0], g[2]), (g[1], g[2])))
    return max(choices, key=stranded)


#: The tiers a board's two-word solution is looked for in: every word a player may
#: play but the rare ones.
STANDARD = (ACCEPTED, COMMON)


def generate(params: dict) -> Iterator[Event]:
    """A board built backwards from a chain of common words; par is proven by the solver.

    ``difficulty`` (2 to 4) is the fewest *common* words that solve the board, which
    is also its par; no board has a one-word solution, even among rare words, and
    every board has a two-word solution over the words of :data:`STANDARD` (so the
    rare tier, which came later, changes no board).  For difficulty 3
    and 4 the letters go on the sides that split the fewest frequent letter pairs,
    which leaves far fewer words to play.  ``daily`` (a date) sets the seed to that
    date's and adds the puzzle ``number``; without a ``difficulty`` it takes the
    day's from :data:`DAILY_SCHEDULE`.  Otherwise the difficulty defaults to 2.
    """
    seed, extra = seed_of(params)
    lang = language(params)
    default = 2
    if params.get("daily"):
        default = DAILY_SCHEDULE[daily.parse_date(str(params["daily"])).weekday()]
    difficulty = integer(params, "difficulty", default, 2, 4)
    lexicon = resolve({**params, "lang": lang})
    rng = Rng(f"{NAME}/{lang}/{difficulty}/{seed}")

    alphabet = set(ALPHABETS[lang])
    letter_sets = {}
    for w in lexicon.common_words:
        if len(w) >= MIN_WORD and not DOUBLED.search(w):
            letters = frozenset(w)
            if len(letters) <= LETTERS - difficulty + 1 and letters <= alphabet:
                letter_sets[w] = letters
    pool = sorted(letter_sets)
    if not pool:
        raise PuzzleError(Message("generate.no_words"))
    by_first: dict[str, list[str]] = defaultdict(list)
    for w in pool:
        by_first[w[0]].append(w)
    pairs = pair_counts(lexicon) if difficulty > 2 else None  # only _hardest needs them

    for attempt in range(1, MAX_ATTEMPTS + 1):
        if attempt % 10 == 0:
            yield progress(stage="generate", attempt=attempt)
        chain = _chain(rng, by_first, pool, letter_sets, difficulty)
        choices = _side_choices(chain) if chain else []
        if not choices:
            continue
        groups = rng.choice(choices) if difficulty == 2 else _hardest(choices, pairs)
        sides = ["".join(rng.shuffled(g)) for g in rng.shuffled(groups)]
        if any(len(set(w)) == LETTERS for w in playable_words(sides, lexicon)):
            continue  # a one-word solution, rare words included
        if difficulty > 2 and (has_two_word_solution(sides, playable_words(sides, lexicon, (COMMON,)))
                               or not has_two_word_solution(sides, playable_words(sides, lexicon, STANDARD))):
            continue  # par 2, or no two-word solution without rare words (par 2 has one in everyday words)
        solved = final(solve_board(sides, lexicon, common_only=True))
        if solved["min_words"] == difficulty:
            puzzle = {"sides": sides, "lang": lang, "par": difficulty, **custom.fields(params)}
            yield result(**puzzle, code=encode(puzzle), seed=seed, difficulty=difficulty,
                         answer=chain, best=solved["best"], attempts=attempt, **extra)
            return
    raise PuzzleError(Message("generate.no_board", difficulty=difficulty))


# -- moves ----------------------------------------------------------------------------
def check_word(puzzle: dict, played: list[str], word: str, lexicon: Lexicon) -> Message | None:
    """Why ``word`` cannot be played next, or None if it can."""
    side_of = side_index(puzzle["sides"])
    shown = word.upper()
    missing = [c for c in word if c not in side_of]
    if missing:
        return Message("move.not_on_board", word=missing[0].upper())
    if played and word[0] != played[-1][-1]:
        return Message("move.must_start", word=shown, letter=played[-1][-1].upper(), previous=played[-1].upper())
    for a, b in zip(word, word[1:]):
        if side_of[a] == side_of[b]:
            return Message("move.same_letter" if a == b else "move.same_side", pair=f"{a}{b}".upper())
    if len(word) < MIN_WORD:
        return Message("move.too_short", word=shown, min=MIN_WORD)
    if word not in lexicon:
        return Message("word.not_in_list", word=shown)
    return None


def check(params: dict) -> Iterator[Event]:
    """Judge ``word`` played after ``played`` (a list of words) on a puzzle."""
    puzzle = puzzle_of(params)
    lexicon = resolve({**params, **puzzle})
    played = [normalize(w) for w in params.get("played") or []]
    for earlier, earlier_played in enumerate(played):
        if check_word(puzzle, played[:earlier], earlier_played, lexicon):
            raise PuzzleError(Message("move.bad_chain"))
    word = normalize(str(require(params, "word")))
    reason = check_word(puzzle, played, word, lexicon)
    chain = played if reason else played + [word]
    used = {c for w in chain for c in w}
    remaining = [c for c in "".join(puzzle["sides"]) if c not in used]
    yield result(ok=reason is None, reason=reason and str(reason), **reason_fields(reason), word=word,
                 played=chain, remaining=remaining, solved=not remaining)


def judgments(puzzle: dict) -> dict:
    """What judging a daily needs without the engine (its day pack): every word a player may
    play on the board, sorted. The page's judge applies :func:`check_word`'s rules to them."""
    return {"words": playable_words(puzzle["sides"], resolve(puzzle))}


def open_code(params: dict) -> Iterator[Event]:
    """Decode ``code`` into a puzzle (the page's way into a description link)."""
    puzzle = decode(str(require(params, "code")))
    yield result(**puzzle, code=encode(puzzle))


def typed_board(params: dict) -> Iterator[Event]:
    """A board as a player types it (``sides``: ``ABC DEF GHI JKL`` or twelve letters in one run,
    see :func:`~.board.read_typed_sides`) in ``lang``: its sides and the share code that plays it,
    with ``par`` when given (the page gives the one its solve proved)."""
    lang = language(params)
    sides = read_typed_sides(str(params.get("sides") or ""), lang)
    par = integer(params, "par", 0, 0, LETTERS) or None
    puzzle = {"sides": list(sides), "lang": lang, "par": par, **custom.fields(params)}
    yield result(**puzzle, code=encode(puzzle))


def titled(params: dict) -> Iterator[Event]:
    """The puzzle of ``code`` with a ``title`` and an ``author`` (both optional, shown as text when
    it opens): its share code of version 2, or of version 1 when both are empty.  A title or name
    holding a word the game never shows is refused (``lbcreate.title_blocked``)."""
    opened = decode(str(require(params, "code")))
    puzzle = {key: value for key, value in opened.items() if key not in ("title", "author")}
    for field, most in (("title", MAX_TITLE), ("author", MAX_AUTHOR)):
        text = clean_text(params.get(field), most)
        if blocked_in(text, puzzle["lang"]):
            raise PuzzleError(Message(f"lbcreate.{field}_blocked"))
        if text:
            puzzle[field] = text
    yield result(**puzzle, code=encode(puzzle))


ACTIONS = {"generate": generate, "solve": solve, "check": check, "decode": open_code, "board": typed_board,
           "create": create, "title": titled}
