"""Words on paths as the search lays them, so that no word can be traced twice.

The search (:mod:`.tiling`) lays paths of given lengths.  Given the words too, it
writes a word on each path as it goes, in one reading direction or the other
(:class:`Lettering`).  Letters once written stay, so a word that a player could
trace on other cells than its own (:func:`.cover.traces_elsewhere`, a trace that
crosses itself too) stays traceable there: such a reading is never taken.  A
layout found this way has every word in one place only, and so one cover.
"""

from __future__ import annotations

from collections.abc import Iterator

from ...grid import grid


class Unlettered:
    """Paths without words: each path is laid as the search found it."""

    steps = 0

    def readings(self, cells: list[int], spangram: bool = False) -> Iterator[list[int]]:
        yield cells


class Lettering:
    """The letters written so far, and the words still to write, by length."""

    def __init__(self, rows: int, cols: int, words: list[str]) -> None:
        """``words``: the spangram, then the theme words."""
        self.neighbours = grid(rows, cols).neighbours
        self.letters = [""] * (rows * cols)
        self.words = list(words)
        self.left: dict[int, list[str]] = {}
        for word in words[1:]:
            self.left.setdefault(len(word), []).append(word)
        self.own: dict[str, int] = {}  # a written word -> its cells, as bits
        self.sharing = {word: [other for other in words if set(other) & set(word)] for word in words}
        self.steps = 0  # steps of traces looked for, the search's measure of this work

    def readings(self, cells: list[int], spangram: bool = False) -> Iterator[list[int]]:
        """``cells`` with each theme word of their length still to write (or the ``spangram``),
        both ways, that no word could then be traced elsewhere; the word stays written until
        the next reading."""
        left = [self.words[0]] if spangram else self.left[len(cells)]
        for index, word in enumerate(list(left)):
            del left[index]
            for path in (cells, cells[::-1]):
                self._write(word, path)
                if not any(self._stray(other, path) for other in self.sharing[word]):
                    yield path
                self._erase(word, path)
            left.insert(index, word)

    def paths(self, placed: list[list[int]]) -> list[list[int]]:
        """The paths of ``placed`` in the order of the words given."""
        by_cells = {sum(1 << c for c in path): path for path in placed}
        return [by_cells[self.own[word]] for word in self.words]

    def _write(self, word: str, path: list[int]) -> None:
        for letter, cell in zip(word, path):
            self.letters[cell] = letter
        self.own[word] = sum(1 << c for c in path)

    def _erase(self, word: str, path: list[int]) -> None:
        for cell in path:
            self.letters[cell] = ""
        del self.own[word]

    def _stray(self, word: str, cells: list[int]) -> bool:
        """Can ``word`` be traced through one of ``cells`` on written letters other than its own cells?"""
        letters, neighbours, own = self.letters, self.neighbours, self.own.get(word, -1)
        last, steps = len(word) - 1, 0

        def walk(first: int, start: int, end: int, stop: int, used: int) -> bool:
            """Grow the trace ``word[start..stop]`` (ending at ``end``) back to the word's start, then on."""
            nonlocal steps
            steps += 1
            if start:
                cell, at, step = first, start - 1, -1
            elif stop < last:
                cell, at, step = end, stop + 1, 1
            else:
                return used != own
            letter = word[at]
            for nxt in neighbours[cell]:
                if letters[nxt] == letter and not used >> nxt & 1 and (
                        walk(nxt, at, end, stop, used | 1 << nxt) if step < 0
                        else walk(first, start, nxt, at, used | 1 << nxt)):
                    return True
            return False

        found = any(walk(cell, at, cell, at, 1 << cell)
                    for cell in cells for at, letter in enumerate(word) if letter == letters[cell])
        self.steps += steps
        return found
