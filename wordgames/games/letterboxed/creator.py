"""Letter Boxed's creator: boards built backwards from a player's own words.

The player gives one to :data:`MAX_WORDS` words.  They must chain (each starting with
the last letter of the one before; the creator may reorder them) and use exactly twelve
different letters together.  Every letter of the chain is then placed on every side it
can go, keeping only the placements in which consecutive letters of a word sit on
different sides (:func:`placements`); each such placement is a board the words solve.

The placements are tried in an order the seed decides (with ``answer``, the ones that
keep the most frequent letter pairs on one side first: they leave the fewest other
words).  For each, the solver proves the par in everyday words and the minimum over the
whole list and counts the two-word solutions; a board a single word solves is refused,
as generated boards are.  With ``answer`` ("your words are the answer") only boards on
which the chain is the one shortest everyday solution count (:func:`solutions_in`); when
none does, the result says so and lists the closest boards instead.

Whatever makes a board impossible is a :class:`~wordgames.games.base.PuzzleError` in the
player's words (:func:`check_words`, :func:`chain_order`, :func:`few_letters`,
:func:`no_placement`).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Generator, Iterator
from itertools import permutations

from ... import custom
from ...custom import resolve
from ...lexicon import ALPHABETS, COMMON, Lexicon, load, normalize
from ...messages import Message
from ...rng import Rng
from ..base import Event, PuzzleError, language, progress, result
from .board import DOUBLED, FULL, LETTERS, MIN_WORD, PER_SIDE, _mask, counting_pairs, playable_words
from .codec import encode
from .solver import _Covers, solve_board

MAX_WORDS = 5
#: The arrangements a creation lists at most.
ARRANGEMENTS = 10
#: The placements checked by the solver at most, without and with ``answer``.
TRIES, ANSWER_TRIES = 30, 60
#: Words suggested when letters are missing.
SUGGESTIONS = 6
#: Candidate words checked for a placement when suggesting (each check may search every placement).
SUGGESTION_CHECKS = 60
#: Search steps between two progress events (each step is a few microseconds).
STEPS_PER_EVENT = 500
_SEPARATORS = re.compile(r"[\s,;/\-\u2013\u2014]+")


# -- the words ------------------------------------------------------------------------------
def read_words(value) -> list[str]:
    """The words as given: a list, or text separated by spaces, commas, semicolons or dashes
    (anything else is read as its text)."""
    if isinstance(value, (list, tuple)):
        items = [str(item) for item in value]
    else:
        items = _SEPARATORS.split("" if value is None else str(value))
    return [w for w in (normalize(item) for item in items) if w]


def check_words(words: list[str], lang: str, lexicon: Lexicon, own_list: bool) -> list[str]:
    """Raise the first reason the words cannot make a board; return the words the player's
    own list lacks (offered anyway: with the built-in lists such a word is refused)."""
    if not words:
        raise PuzzleError(Message("lbcreate.no_words", max=MAX_WORDS))
    if len(words) > MAX_WORDS:
        raise PuzzleError(Message("lbcreate.too_many", count=len(words), max=MAX_WORDS))
    alphabet = ALPHABETS[lang]
    base = load(lang)
    unlisted = []
    for word in words:
        shown = word.upper()
        if not word.isalpha():
            raise PuzzleError(Message("lbcreate.not_word", word=shown))
        outside = "".join(sorted(set(word) - set(alphabet)))
        if outside:
            raise PuzzleError(Message("lbcreate.alphabet", word=shown, chars=outside.upper(), count=len(outside),
                                      lang=lang))
        if len(word) < MIN_WORD:
            raise PuzzleError(Message("lbcreate.too_short", word=shown, min=MIN_WORD))
        if base.offensive(word) or lexicon.is_blocked(word):
            raise PuzzleError(Message("lbcreate.blocked", word=shown))
        doubled = DOUBLED.search(word)
        if doubled:
            raise PuzzleError(Message("lbcreate.doubled", word=shown, pair=doubled.group().upper()))
        if word not in lexicon:
            if not own_list:
                raise PuzzleError(Message("lbcreate.not_in_list", word=shown))
            unlisted.append(word)
    if len(set(words)) < len(words):
        twice = next(w for w in words if words.count(w) > 1)
        raise PuzzleError(Message("lbcreate.twice", word=twice.upper()))
    letters = {c for w in words for c in w}
    if len(letters) > LETTERS:
        raise PuzzleError(Message("lbcreate.too_many_letters", count=len(letters), max=LETTERS))
    return unlisted


def chain_order(words: list[str]) -> list[str]:
    """The words in the first order (the given one if it does) in which each starts with the
    last letter of the one before; ``lbcreate.no_chain`` if none does."""
    for order in permutations(range(len(words))):
        chain = [words[i] for i in order]
        if all(a[-1] == b[0] for a, b in zip(chain, chain[1:])):
            return chain
    raise PuzzleError(Message("lbcreate.no_chain", words=", ".join(w.upper() for w in words)))


# -- placing the letters --------------------------------------------------------------------
def neighbours(chain: list[str]) -> dict[str, set[str]]:
    """For each letter, the letters it stands next to in some word: never its side-mates."""
    apart: dict[str, set[str]] = {c: set() for w in chain for c in w}
    for word in chain:
        for a, b in zip(word, word[1:]):
            apart[a].add(b)
            apart[b].add(a)
    return apart


def placements(apart: dict[str, set[str]]) -> Iterator[tuple[tuple[str, ...], ...] | None]:
    """Every way to put the letters (twelve) on four sides of three so that no two neighbours
    share a side, each partition once (sides in a fixed order).  A ``None`` comes every
    :data:`STEPS_PER_EVENT` steps of the search, so a caller can report and be cancelled."""
    stack: list[tuple[list[str], tuple[tuple[str, ...], ...]]] = [(sorted(apart), ())]
    steps = 0
    while stack:
        rest, groups = stack.pop()
        steps += 1
        if steps % STEPS_PER_EVENT == 0:
            yield None
        if not rest:
            yield groups
            continue
        head, others = rest[0], rest[1:]
        found = []
        for i, second in enumerate(others):
            if second in apart[head]:
                continue
            for third in others[i + 1:]:
                if third not in apart[head] and third not in apart[second]:
                    found.append(([c for c in others if c not in (second, third)], groups + ((head, second, third),)))
        stack.extend(reversed(found))  # popped in the order found: partitions come sorted


def no_placement(apart: dict[str, set[str]]) -> Message:
    """Why no placement exists: a letter with too many neighbours, or the neighbours all told."""
    crowded = max(sorted(apart), key=lambda c: len(apart[c]))
    if len(apart[crowded]) > LETTERS - PER_SIDE:
        return Message("lbcreate.crowded", letter=crowded.upper(), count=len(apart[crowded]),
                       most=LETTERS - PER_SIDE)
    return Message("lbcreate.no_placement")


def placeable(chain: list[str]) -> bool:
    """Whether the chain's letters fit a square (some placement keeps every word playable)."""
    return any(groups is not None for groups in placements(neighbours(chain)))


# -- too few letters ------------------------------------------------------------------------
def few_letters(chain: list[str], lexicon: Lexicon, lang: str, rng: Rng) -> Generator[Event, None, Message]:
    """The message for a chain with fewer than twelve letters: how many are missing and, when
    some exist, everyday words that would add exactly those at either end of the chain and
    still fit a square (``suggest``: at most :data:`SUGGESTIONS`, in seeded order, and
    ``suggest_letters``: the letters each adds)."""
    used = {c for w in chain for c in w}
    missing = LETTERS - len(used)
    suggest: list[str] = []
    if len(chain) < MAX_WORDS:
        alphabet, base = set(ALPHABETS[lang]), load(lang)
        first, last = chain[0][0], chain[-1][-1]
        candidates = [w for w in lexicon.common_words
                      if len(w) >= MIN_WORD and (w[0] == last or w[-1] == first) and w not in chain
                      and len(set(w) - used) == missing and set(w) <= alphabet and not DOUBLED.search(w)]
        for checked, word in enumerate(rng.shuffled(candidates)[:SUGGESTION_CHECKS]):
            yield progress(stage="suggesting", checked=checked)
            longer = chain + [word] if word[0] == last else [word] + chain
            if not base.offensive(word) and placeable(longer):
                suggest.append(word)
                if len(suggest) == SUGGESTIONS:
                    break
    if suggest:
        return Message("lbcreate.few_letters_suggest", used=len(used), count=missing, max=LETTERS,
                       words=", ".join(w.upper() for w in suggest), suggest=suggest,
                       suggest_letters=["".join(sorted(set(w) - used)).upper() for w in suggest])
    return Message("lbcreate.few_letters", used=len(used), count=missing, max=LETTERS, suggest=[], suggest_letters=[])


# -- judging a board ------------------------------------------------------------------------
def solutions_in(sides: list[str], words: list[str], length: int) -> Generator[Event, None, int]:
    """How many chains of exactly ``length`` of ``words`` (playable on the board) use every letter.

    Counts, layer by layer, the chains reaching each state ``(last letter, letters used)``;
    the last word comes from the words covering what is left (:class:`~.solver._Covers`).
    A chain that covers the board early and goes on is counted too, so ask for the fewest
    words only (then there is none).
    """
    bit = {letter: 1 << i for i, letter in enumerate("".join(sides))}
    moves: dict[str, dict[tuple[str, int], int]] = defaultdict(lambda: defaultdict(int))
    by_start: dict[str, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    layer: dict[tuple[str, int], int] = defaultdict(int)
    for w in words:
        mask = _mask(w, bit)
        moves[w[0]][w[-1], mask] += 1
        by_start[w[0]][mask].append(w)
        layer[w[-1], mask] += 1
    covers = {letter: _Covers(groups) for letter, groups in by_start.items()}
    if length == 1:
        return sum(count for (_, mask), count in layer.items() if mask == FULL)
    steps = 0
    for _ in range(length - 2):
        following: dict[tuple[str, int], int] = defaultdict(int)
        for (end, mask), count in sorted(layer.items()):
            for (next_end, move_mask), times in moves[end].items():
                following[next_end, mask | move_mask] += count * times
            steps += 1
            if steps % STEPS_PER_EVENT == 0:
                yield progress(stage="counting", states=len(following))
        layer = following
    total = 0
    for (end, mask), count in sorted(layer.items()):
        group = covers.get(end)
        if group is not None:
            total += count * sum(len(group.words[index]) for index in group.covering(FULL & ~mask))
        steps += 1
        if steps % STEPS_PER_EVENT == 0:
            yield progress(stage="counting", states=len(layer))
    return total


def _stepped(steps: Generator[None, None, object], stage: str) -> Generator[Event, None, object]:
    """What ``steps`` returns, with a progress event for each of its steps."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        yield progress(stage=stage)


def _solved(sides: list[str], lexicon: Lexicon, common_only: bool, tried: int) -> Generator[Event, None, dict]:
    """The solver's result, its progress passed on (and a step for a cancel between its events)."""
    outcome: dict = {}
    for event in solve_board(sides, lexicon, common_only=common_only, pairs_limit=0):
        if event["type"] == "result":
            outcome = event
        else:
            yield progress(stage="solving", tried=tried)
    return outcome


def everyday_verdict(sides: list[str], chain: list[str], lexicon: Lexicon, answer: bool,
                     tried: int) -> Generator[Event, None, dict | None]:
    """The board's par in everyday words (None when they cannot solve it) and, with ``answer``,
    whether the chain is the one shortest everyday solution: ``par_solutions`` counts the
    everyday solutions in par when the chain is one of them (None when it is not)."""
    everyday = yield from _solved(sides, lexicon, True, tried)
    if not everyday["solvable"]:
        return None
    verdict = {"par": everyday["min_words"], "everyday_best": everyday["best"],
               "everyday_two_word_count": everyday["two_word_count"]}
    if answer:
        in_par = None
        if len(chain) == verdict["par"]:
            in_par = yield from solutions_in(sides, playable_words(sides, lexicon, (COMMON,)), verdict["par"])
        verdict.update(par_solutions=in_par, answer_unique=in_par == 1)
    return verdict


def full_verdict(sides: list[str], lexicon: Lexicon, tried: int) -> Generator[Event, None, dict]:
    """The proven fewest words over the whole list, the best solution and the two-word count;
    ``{"one_word": word}`` instead when a single word solves the board."""
    full = yield from _solved(sides, lexicon, False, tried)
    if full["min_words"] == 1:
        return {"one_word": full["best"][0]}
    return {"min_words": full["min_words"], "best": full["best"], "two_word_count": full["two_word_count"]}


def _closeness(verdict: dict, tried: int) -> tuple:
    """How near a board comes to having the chain as its one shortest answer (smaller is nearer)."""
    solutions = verdict["par_solutions"]
    return solutions is None, solutions or 0, tried


# -- the action -------------------------------------------------------------------------------
def create(params: dict) -> Iterator[Event]:
    """Boards from the player's ``words`` (see the module's docstring): ``lang``, or a list of
    their own (``lexicon``, ``wordlist``); ``seed`` (text; the chain by default); ``answer``.

    Streams ``progress`` (``stage``: ``placing``, then ``checking`` with ``tried``, ``of`` and
    ``found``, and ``solving`` or ``counting`` within each board) and an ``arrangement`` per
    board kept: ``sides``, ``code``, ``par`` and ``everyday_best``, ``min_words`` and ``best``
    over the whole list, ``two_word_count`` and ``everyday_two_word_count``; with ``answer``,
    ``answer_unique`` and ``par_solutions``.  The ``result`` repeats them as ``arrangements``
    with the ``chain`` (the order used), ``letters``, ``seed``, ``placements`` (how many
    exist), ``tried``, ``refused`` (boards a single word solves), ``unlisted`` and ``notes``
    (messages: a word the player's list lacks, no board with the chain as its one answer).
    """
    lang = language(params)
    lexicon = resolve({**params, "lang": lang})
    own_list = bool(params.get("lexicon") or params.get("wordlist"))
    words = read_words(params.get("words"))
    answer = params.get("answer") in (True, "true", "1", "yes", 1)
    unlisted = check_words(words, lang, lexicon, own_list)
    chain = chain_order(words)
    seed = str(params.get("seed") or "-".join(chain))
    rng = Rng(f"letterboxed/create/{lang}/{seed}")
    letters = sorted({c for w in chain for c in w})
    if len(letters) < LETTERS:
        message = yield from few_letters(chain, lexicon, lang, rng.fork("suggest"))
        raise PuzzleError(message)
    if len(chain) == 1:
        raise PuzzleError(Message("lbcreate.one_word_only", word=chain[0].upper()))

    notes = [Message("lbcreate.unlisted", words=", ".join(w.upper() for w in unlisted), count=len(unlisted))
             ] if unlisted else []
    rare = next((w for w in chain if lexicon.tier(w) != COMMON), None)
    if answer and rare:
        notes.append(Message("lbcreate.answer_rare", word=rare.upper()))
    unique = answer and not rare  # only boards where the chain is the one shortest everyday solution
    apart = neighbours(chain)
    found = []
    for groups in placements(apart):
        if groups is None:
            yield progress(stage="placing", placements=len(found))
        else:
            found.append(groups)
    if not found:
        raise PuzzleError(no_placement(apart))
    order = rng.shuffled(found)
    if unique:  # the letter pairs words use most, kept apart on one side, leave the fewest other words
        pairs = yield from _stepped(counting_pairs(lexicon), "placing")
        order.sort(key=lambda g: -sum(pairs[a + b] + pairs[a + c] + pairs[b + c] for a, b, c in g))
    yield progress(stage="placing", placements=len(found))

    kept, closest, refused = [], [], []  # closest: (closeness, arrangement), nearest first
    tries = min(len(order), ANSWER_TRIES if unique else TRIES)
    for tried, groups in enumerate(order[:tries], 1):
        sides = ["".join(rng.shuffled(g)) for g in rng.shuffled(list(groups))]
        yield progress(stage="checking", tried=tried, of=tries, found=len(kept))
        verdict = yield from everyday_verdict(sides, chain, lexicon, unique, tried)
        if verdict is None:
            continue
        near = unique and not verdict["answer_unique"]
        if near and len(closest) == ARRANGEMENTS and _closeness(verdict, tried) >= closest[-1][0]:
            continue  # not near enough to be worth the full solve
        full = yield from full_verdict(sides, lexicon, tried)
        if "one_word" in full:
            refused.append(full["one_word"])
            continue
        puzzle = {"sides": sides, "lang": lang, "par": verdict["par"], **custom.fields(params)}
        arrangement = {"sides": sides, "code": encode(puzzle), **verdict, **full}
        if near:
            closest = sorted(closest + [(_closeness(verdict, tried), arrangement)])[:ARRANGEMENTS]
            continue
        kept.append(arrangement)
        yield {"type": "arrangement", **arrangement}
        if len(kept) == ARRANGEMENTS:
            break
    if unique and not kept and closest:
        notes.append(Message("lbcreate.answer_none", count=tries))
        kept = [arrangement for _, arrangement in closest]
        for arrangement in kept:
            yield {"type": "arrangement", **arrangement}
    if not kept:
        raise PuzzleError(Message("lbcreate.one_word", word=refused[0].upper()) if refused
                          else Message("lbcreate.unlisted_unsolvable", words=", ".join(w.upper() for w in unlisted),
                                       count=len(unlisted)) if unlisted
                          else Message("lbcreate.no_board"))
    yield result(words=words, chain=chain, letters=letters, lang=lang, seed=seed, answer=answer,
                 arrangements=kept, placements=len(found), tried=tried, refused=len(refused), unlisted=unlisted,
                 notes=[{**note.data(), "message": str(note)} for note in notes], **custom.fields(params))


__all__ = ["ARRANGEMENTS", "MAX_WORDS", "chain_order", "check_words", "create", "everyday_verdict", "full_verdict",
           "neighbours", "placeable", "placements", "read_words", "solutions_in"]
