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

``solve`` runs the search twice.  First over the *everyday* (common) words only:
that solution, fewest words then fewest letters, is the one a player could have
found, and it comes first (``{"type": "solution", ..., "everyday": true}``).  Then
over every accepted word: the two-word solutions stream in batches (``pairs``)
and the proven optimum follows (``"everyday": false``).  The result keeps the
full-list fields (``min_words``, ``best``, ``letters``, ``two_word_solutions``)
and adds ``everyday_min_words`` and ``everyday_best`` (null when the everyday
words cannot solve the board).

Par is the fewest everyday words, proven by the same search.  The daily puzzle's
difficulty (its par) follows the day of the week (:data:`DAILY_SCHEDULE`):
Monday and Tuesday 2, Wednesday to Sunday 3.  Every generated board also has a
two-word solution over the full word list, and none in one word.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterator
from functools import lru_cache

from .. import codes, daily
from ..lexicon import ACCEPTED, ALPHABETS, COMMON, Lexicon, normalize, resolve
from ..rng import Rng
from .base import Event, PuzzleError, final, integer, language, progress, require, result, seed_of

NAME = "letterboxed"
#: The byte that marks this game's share codes (see :mod:`wordgames.codes`); never reuse one.
CODE_TAG = 1
SIDES = 4
PER_SIDE = 3
LETTERS = SIDES * PER_SIDE
FULL = (1 << LETTERS) - 1
MIN_WORD = 3
CODE_VERSION = 1
PAIRS_PER_EVENT = 200
MAX_ATTEMPTS = 2000
#: The daily puzzle's difficulty (par) by day of the week, Monday first: easy at
#: the start of the week, as newspaper puzzles are.  Not 4: with 21,000 everyday
#: English words about 1 built board in 2,000 needs four of them (minutes of search
#: in the browser), and a Bokmål one takes 5 s (median, CPython; 12 s in Pyodide).
DAILY_SCHEDULE = (2, 2, 3, 3, 3, 3, 3)


# -- boards -------------------------------------------------------------------------
def parse_sides(sides: str | list[str]) -> tuple[str, ...]:
    """Four sides of three distinct letters, from ``"ABC,DEF,GHI,JKL"`` or a list."""
    parts = sides.split(",") if isinstance(sides, str) else list(sides)
    parts = [normalize(str(p)) for p in parts]
    if len(parts) != SIDES or any(len(p) != PER_SIDE for p in parts):
        raise PuzzleError("a board is 4 sides of 3 letters, written like ABC,DEF,GHI,JKL")
    letters = "".join(parts)
    if not letters.isalpha():
        odd = next(c for c in letters if not c.isalpha())
        raise PuzzleError(f"{odd!r} is not a letter")
    repeated = sorted({c for c in letters if letters.count(c) > 1})
    if repeated:
        raise PuzzleError(f"every letter must be different; {', '.join(repeated).upper()} repeats")
    return tuple(parts)


def puzzle_of(params: dict) -> dict:
    """The puzzle an action is about: from ``code`` or from ``sides`` (and ``lang``)."""
    if params.get("code"):
        return decode(str(params["code"]))
    sides = parse_sides(require(params, "sides"))
    return {"sides": list(sides), "lang": str(params.get("lang") or "en"), "par": None}


def side_index(sides: tuple[str, ...] | list[str]) -> dict[str, int]:
    return {letter: s for s, side in enumerate(sides) for letter in side}


def playable_words(sides: tuple[str, ...] | list[str], lexicon: Lexicon,
                   common_only: bool = False) -> list[str]:
    """Every word of the lexicon (or only its common ones) that fits the board, sorted.

    A depth-first walk of the lexicon's automaton that follows only edges whose
    letter is on the board and on another side than the letter before.
    """
    wanted = (COMMON,) if common_only else (ACCEPTED, COMMON)  # never a blocked word
    side_of_code = [-1] * 256
    for letter, side in side_index(sides).items():
        side_of_code[ord(letter)] = side
    first, labels, targets, tiers = lexicon.first, lexicon.labels, lexicon.targets, lexicon.tiers
    found = []
    stack = [(lexicon.root, "", -1)]
    while stack:
        node, prefix, last_side = stack.pop()
        if tiers[node] in wanted and len(prefix) >= MIN_WORD:
            found.append(prefix)
        for edge in range(first[node], first[node + 1]):
            side = side_of_code[labels[edge]]
            if side >= 0 and side != last_side:
                stack.append((targets[edge], prefix + chr(labels[edge]), side))
    found.sort()
    return found


def _mask(word: str, bit: dict[str, int]) -> int:
    mask = 0
    for letter in word:
        mask |= bit[letter]
    return mask


# -- solving ------------------------------------------------------------------------
class _Covers:
    """The words that start with one letter, grouped by the set of letters they use.

    :meth:`covering` finds the groups that use every letter of a set, by intersecting
    one bitset (over the groups) per needed letter instead of testing every group.
    """

    def __init__(self, groups: dict[int, list[str]]) -> None:
        self.masks = sorted(groups)
        self.words = [sorted(groups[m], key=lambda w: (len(w), w)) for m in self.masks]
        self.having = [0] * LETTERS
        for index, mask in enumerate(self.masks):
            for letter in range(LETTERS):
                if mask >> letter & 1:
                    self.having[letter] |= 1 << index
        self.everything = (1 << len(self.masks)) - 1

    def covering(self, need: int) -> Iterator[int]:
        """Indices of the groups whose letters include every letter of ``need``."""
        hits = self.everything
        letter = 0
        while need and hits:
            if need & 1:
                hits &= self.having[letter]
            need >>= 1
            letter += 1
        while hits:
            lowest = hits & -hits
            yield lowest.bit_length() - 1
            hits ^= lowest


def solve_board(sides: tuple[str, ...] | list[str], lexicon: Lexicon,
                common_only: bool = False) -> Iterator[Event]:
    """The exact search; see the module docstring.  Ends with a ``result`` event."""
    words = playable_words(sides, lexicon, common_only)
    yield progress(stage="words", playable=len(words))
    bit = {letter: 1 << i for i, letter in enumerate("".join(sides))}
    masks = {w: _mask(w, bit) for w in words}
    by_start: dict[str, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    for w in words:
        by_start[w[0]][masks[w]].append(w)
    covers = {letter: _Covers(groups) for letter, groups in by_start.items()}

    pairs = yield from _two_word_solutions(words, masks, covers)
    singles = sorted((len(w), (w,)) for w in words if masks[w] == FULL)
    best = singles[0] if singles else min(
        ((len(a) + len(b), (a, b)) for a, b in pairs), default=None)
    layer = 1 if singles else 2

    if best is None:
        # No solution in one or two words: search layer by layer from the two-word states.
        moves_from: dict[str, dict[tuple[str, int], tuple[int, str]]] = defaultdict(dict)
        for w in words:
            _offer(moves_from[w[0]], (w[-1], masks[w]), (len(w), w))
        frontier: dict[tuple[str, int], tuple[int, tuple[str, ...]]] = {}
        for w in words:
            _offer(frontier, (w[-1], masks[w]), (len(w), (w,)))
        seen = set(frontier)
        while frontier:
            frontier = yield from _expand(frontier, moves_from, seen, layer)
            seen.update(frontier)
            yield progress(stage="search", words=layer + 1, states=len(seen))
            best = _best_finish(frontier, covers)
            layer += 1
            if best is not None:
                break

    if best is None:
        yield result(min_words=None, best=[], letters=None, playable=len(words),
                     two_word_solutions=pairs, solvable=False)
        return
    yield {"type": "solution", "words": list(best[1]), "letters": best[0]}
    yield result(min_words=layer, best=list(best[1]), letters=best[0], playable=len(words),
                 two_word_solutions=pairs, solvable=True)


def _offer(states: dict, state: tuple, value: tuple) -> None:
    """Keep ``value`` for ``state`` if it beats what is there (fewer letters, then order)."""
    old = states.get(state)
    if old is None or value < old:
        states[state] = value


def _expand(frontier: dict, moves_from: dict, seen: set, layer: int) -> Iterator[Event]:
    """The states one more word away that no earlier layer reached."""
    following: dict[tuple[str, int], tuple[int, tuple[str, ...]]] = {}
    for count, ((end, mask), (letters, chain)) in enumerate(sorted(frontier.items())):
        for (next_end, move_mask), (length, word) in moves_from[end].items():
            state = (next_end, mask | move_mask)
            if state not in seen:
                _offer(following, state, (letters + length, chain + (word,)))
        if count % 2000 == 1999:
            yield progress(stage="search", words=layer + 1, states=len(seen) + len(following))
    return following


def _best_finish(frontier: dict, covers: dict) -> tuple[int, tuple[str, ...]] | None:
    """The best way to finish the board from some frontier state with one more word."""
    best = None
    for (end, mask), (letters, chain) in frontier.items():
        group = covers.get(end)
        if group is None:
            continue
        for index in group.covering(FULL & ~mask):
            word = group.words[index][0]
            candidate = (letters + len(word), chain + (word,))
            if best is None or candidate < best:
                best = candidate
    return best


def has_two_word_solution(sides: tuple[str, ...] | list[str], words: list[str]) -> bool:
    """Whether two of ``words`` (playable on the board) chain to use every letter."""
    bit = {letter: 1 << i for i, letter in enumerate("".join(sides))}
    by_start: dict[str, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    ends: set[tuple[str, int]] = set()
    for w in words:
        mask = _mask(w, bit)
        by_start[w[0]][mask].append(w)
        ends.add((w[-1], mask))
    covers = {letter: _Covers(groups) for letter, groups in by_start.items()}
    for joint, mask in sorted(ends):
        group = covers.get(joint)
        if group is not None and next(group.covering(FULL & ~mask), None) is not None:
            return True
    return False


def _two_word_solutions(words: list[str], masks: dict[str, int], covers: dict) -> Iterator[Event]:
    """Stream every two-word solution in batches; return them all, shortest first."""
    by_last: dict[tuple[str, int], list[str]] = defaultdict(list)
    for w in words:
        by_last[w[-1], masks[w]].append(w)
    pairs: list[list[str]] = []
    batch_start = 0
    for (joint, mask), firsts in sorted(by_last.items()):
        group = covers.get(joint)
        if group is None:
            continue
        for index in group.covering(FULL & ~mask):
            pairs.extend([a, b] for a in firsts for b in group.words[index])
        if len(pairs) - batch_start >= PAIRS_PER_EVENT:
            yield {"type": "pairs", "pairs": pairs[batch_start:]}
            batch_start = len(pairs)
    if len(pairs) > batch_start:
        yield {"type": "pairs", "pairs": pairs[batch_start:]}
    pairs.sort(key=lambda p: (len(p[0]) + len(p[1]), p))
    return pairs


def solve(params: dict) -> Iterator[Event]:
    """Solve ``sides`` (or ``code``): the best everyday solution first, then the proven
    optimum over every word (fewest words, then fewest letters) and every 2-word solution."""
    puzzle = puzzle_of(params)
    lexicon = resolve({**params, "lang": puzzle["lang"]})
    everyday = None
    for event in solve_board(puzzle["sides"], lexicon, common_only=True):
        if event["type"] == "progress":
            yield {**event, "everyday": True}
        elif event["type"] == "result":
            everyday = event
    if everyday["solvable"]:
        yield {"type": "solution", "words": everyday["best"], "letters": everyday["letters"],
               "everyday": True}
    for event in solve_board(puzzle["sides"], lexicon):
        if event["type"] == "solution":
            yield {**event, "everyday": False}
        elif event["type"] == "result":
            yield {**event, "everyday_min_words": everyday["min_words"],
                   "everyday_best": everyday["best"] if everyday["solvable"] else None}
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


@lru_cache(maxsize=4)
def _pair_counts(lexicon: Lexicon) -> Counter:
    """How often each two letters stand side by side in the lexicon's common words."""
    counts: Counter = Counter()
    for word in lexicon.common_words:
        for a, b in zip(word, word[1:]):
            counts[a + b] += 1
            counts[b + a] += 1
    return counts


def _hardest(choices: list[list[tuple[str, ...]]], pairs: Counter) -> list[tuple[str, ...]]:
    """The side choice that strands the most frequent letter pairs on one side."""
    def stranded(groups: list[tuple[str, ...]]) -> int:
        return sum(pairs[a + b] for g in groups for a, b in ((g[0], g[1]), (g[0], g[2]), (g[1], g[2])))
    return max(choices, key=stranded)


def generate(params: dict) -> Iterator[Event]:
    """A board built backwards from a chain of common words; par is proven by the solver.

    ``difficulty`` (2 to 4) is the fewest *common* words that solve the board, which
    is also its par; no board has a one-word solution, even among rare words, and
    every board has a two-word solution over the full word list.  For difficulty 3
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
        letters = frozenset(w)
        if (len(w) >= MIN_WORD and len(letters) <= LETTERS - difficulty + 1
                and letters <= alphabet and all(a != b for a, b in zip(w, w[1:]))):
            letter_sets[w] = letters
    pool = sorted(letter_sets)
    if not pool:
        raise PuzzleError("the word list has no words to build a board from")
    by_first: dict[str, list[str]] = defaultdict(list)
    for w in pool:
        by_first[w[0]].append(w)
    pairs = _pair_counts(lexicon)

    for attempt in range(1, MAX_ATTEMPTS + 1):
        if attempt % 10 == 0:
            yield progress(stage="generate", attempt=attempt)
        chain = _chain(rng, by_first, pool, letter_sets, difficulty)
        choices = _side_choices(chain) if chain else []
        if not choices:
            continue
        groups = rng.choice(choices) if difficulty == 2 else _hardest(choices, pairs)
        sides = ["".join(rng.shuffled(g)) for g in rng.shuffled(groups)]
        words = playable_words(sides, lexicon)
        if any(len(set(w)) == LETTERS for w in words):
            continue  # a one-word solution
        if difficulty > 2 and (has_two_word_solution(sides, playable_words(sides, lexicon, common_only=True))
                               or not has_two_word_solution(sides, words)):
            continue  # par 2, or no two-word solution over all words (par 2 has one in everyday words)
        solved = final(solve_board(sides, lexicon, common_only=True))
        if solved["min_words"] == difficulty:
            puzzle = {"sides": sides, "lang": lang, "par": difficulty}
            yield result(**puzzle, code=encode(puzzle), seed=seed, difficulty=difficulty,
                         answer=chain, best=solved["best"], attempts=attempt, **extra)
            return
    raise PuzzleError(f"no board needing {difficulty} words was found for this seed; try another")


# -- moves ----------------------------------------------------------------------------
def check_word(puzzle: dict, played: list[str], word: str, lexicon: Lexicon) -> str | None:
    """Why ``word`` cannot be played next, or None if it can."""
    side_of = side_index(puzzle["sides"])
    shown = word.upper()
    missing = [c for c in word if c not in side_of]
    if missing:
        return f"{missing[0].upper()} is not on the board"
    if played and word[0] != played[-1][-1]:
        return f"{shown} must start with {played[-1][-1].upper()}, the last letter of {played[-1].upper()}"
    for a, b in zip(word, word[1:]):
        if side_of[a] == side_of[b]:
            pair = f"{a}{b}".upper()
            return (f"{pair}: the same letter cannot be used twice in a row" if a == b
                    else f"{pair}: consecutive letters must come from different sides")
    if len(word) < MIN_WORD:
        return f"{shown} is too short: words need at least {MIN_WORD} letters"
    if word not in lexicon:
        return f"{shown} is not in the word list"
    return None


def check(params: dict) -> Iterator[Event]:
    """Judge ``word`` played after ``played`` (a list of words) on a puzzle."""
    puzzle = puzzle_of(params)
    lexicon = resolve({**params, "lang": puzzle["lang"]})
    played = [normalize(w) for w in params.get("played") or []]
    for earlier, earlier_played in enumerate(played):
        if check_word(puzzle, played[:earlier], earlier_played, lexicon):
            raise PuzzleError("the words played so far do not form a valid chain")
    word = normalize(str(require(params, "word")))
    reason = check_word(puzzle, played, word, lexicon)
    chain = played if reason else played + [word]
    used = {c for w in chain for c in w}
    remaining = [c for c in "".join(puzzle["sides"]) if c not in used]
    yield result(ok=reason is None, reason=reason, word=word, played=chain,
                 remaining=remaining, solved=not remaining)


# -- codes ----------------------------------------------------------------------------
def encode(puzzle: dict) -> str:
    """The share code of a puzzle: language, par and the twelve letters."""
    alphabet = ALPHABETS[puzzle["lang"]]
    letters = [alphabet.index(c) for c in "".join(puzzle["sides"])]
    payload = bytes([list(ALPHABETS).index(puzzle["lang"]), puzzle["par"] or 0] + letters)
    return codes.pack(CODE_TAG, CODE_VERSION, payload)


def decode(code: str) -> dict:
    """The puzzle of a share code; raises :class:`~wordgames.codes.CodeError` if malformed."""
    version, payload = codes.unpack(CODE_TAG, code.strip())
    if version != CODE_VERSION:
        raise codes.CodeError(f"this Letter Boxed code is version {version}; "
                              f"this site reads version {CODE_VERSION}")
    if len(payload) != 2 + LETTERS:
        raise codes.CodeError("this Letter Boxed code has the wrong length")
    languages = list(ALPHABETS)
    if payload[0] >= len(languages):
        raise codes.CodeError("this Letter Boxed code names an unknown language")
    lang = languages[payload[0]]
    alphabet = ALPHABETS[lang]
    if any(i >= len(alphabet) for i in payload[2:]):
        raise codes.CodeError("this Letter Boxed code holds a letter outside the alphabet")
    letters = "".join(alphabet[i] for i in payload[2:])
    if len(set(letters)) != LETTERS:
        raise codes.CodeError("this Letter Boxed code repeats a letter")
    par = payload[1]
    if par > 12:
        raise codes.CodeError("this Letter Boxed code has an impossible par")
    sides = [letters[i:i + PER_SIDE] for i in range(0, LETTERS, PER_SIDE)]
    return {"sides": sides, "lang": lang, "par": par or None}


def open_code(params: dict) -> Iterator[Event]:
    """Decode ``code`` into a puzzle (the page's way into a description link)."""
    puzzle = decode(str(require(params, "code")))
    yield result(**puzzle, code=encode(puzzle))


ACTIONS = {"generate": generate, "solve": solve, "check": check, "decode": open_code}
