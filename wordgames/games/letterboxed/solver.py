"""The exact solver: the fewest words (then letters) that use all twelve letters, proven.

It works on states ``(last letter, set of letters used)``: at most 12 x 4096 of
them.  All two-word solutions come first (for each word, the words that start
with its last letter and cover the rest, found by intersecting one bitset per
missing letter).  If there are none, a breadth-first search adds one word per
layer, so the first layer that covers all twelve letters gives the proven fewest
words; a state reached in an earlier layer is never expanded again (any solution
through it later would be longer), which bounds the search and proves a board
unsolvable when a layer adds no new state.  Within the winning layer the fewest
letters win.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator

from ...lexicon import COMMON, PLAYABLE, Lexicon
from ..base import Event, progress, result
from .board import FULL, LETTERS, _mask, playable_words

PAIRS_PER_EVENT = 200


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
                common_only: bool = False, pairs_limit: int | None = None) -> Iterator[Event]:
    """The exact search; see the module docstring.  Ends with a ``result`` event whose
    ``two_word_solutions`` are the shortest first (at most ``pairs_limit`` of them, when
    given) and ``two_word_count`` counts them all."""
    words = playable_words(sides, lexicon, (COMMON,) if common_only else PLAYABLE)
    yield progress(stage="words", playable=len(words))
    bit = {letter: 1 << i for i, letter in enumerate("".join(sides))}
    masks = {w: _mask(w, bit) for w in words}
    by_start: dict[str, dict[int, list[str]]] = defaultdict(lambda: defaultdict(list))
    for w in words:
        by_start[w[0]][masks[w]].append(w)
    covers = {letter: _Covers(groups) for letter, groups in by_start.items()}

    pairs = yield from _two_word_solutions(words, masks, covers)
    count = len(pairs)
    limit = count if pairs_limit is None else pairs_limit
    pairs = yield from _shortest_first(pairs, max(1, limit))
    singles = sorted((len(w), (w,)) for w in words if masks[w] == FULL)
    best = singles[0] if singles else (len(pairs[0][0]) + len(pairs[0][1]), tuple(pairs[0])) if pairs else None
    pairs = pairs[:limit]
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
                     two_word_solutions=pairs, two_word_count=count, solvable=False)
        return
    yield {"type": "solution", "words": list(best[1]), "letters": best[0]}
    yield result(min_words=layer, best=list(best[1]), letters=best[0], playable=len(words),
                 two_word_solutions=pairs, two_word_count=count, solvable=True)


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
    """Stream every two-word solution in batches, as found; return them all."""
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
    return pairs


def _shortest_first(pairs: list[list[str]], limit: int) -> Iterator[Event]:
    """The first ``limit`` of ``pairs`` by fewest letters, then in alphabetical order.

    Pairs are grouped by their length and only the groups needed are sorted, one group
    a step, so a cancel is never held up by one long sort of tens of thousands of pairs.
    """
    yield progress(stage="sorting", count=len(pairs))
    by_length: dict[int, list[list[str]]] = defaultdict(list)
    for pair in pairs:
        by_length[len(pair[0]) + len(pair[1])].append(pair)
    ordered: list[list[str]] = []
    for length in sorted(by_length):
        if len(ordered) >= limit:
            break
        yield progress(stage="sorting", count=len(pairs))
        ordered.extend(sorted(by_length[length])[:limit - len(ordered)])
    return ordered
