"""A small, explicit, portable pseudo-random number generator.

Puzzles must come out the same in CPython 3.11+ and in Pyodide, today and in
years, so the engine never uses :mod:`random`, :func:`hash` or set order.
This module implements xoshiro256** (Blackman & Vigna, 2018) seeded from the
SHA-256 of a text seed.  Every operation is defined on integers only.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64


class Rng:
    """xoshiro256** seeded from text: ``Rng("letterboxed/2026-11-22")``."""

    def __init__(self, seed: str) -> None:
        digest = hashlib.sha256(seed.encode("utf-8")).digest()
        self._s = [int.from_bytes(digest[i:i + 8], "little") for i in range(0, 32, 8)]
        if not any(self._s):  # the all-zero state is the one state xoshiro must avoid
            self._s[0] = 1
        self.seed = seed

    def next_u64(self) -> int:
        """The next 64-bit output."""
        s = self._s
        result = (_rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if not 0 < n <= 1 << 64:
            raise ValueError("below() needs a bound from 1 to 2**64")
        shift = 64 - (n - 1).bit_length()
        while True:
            candidate = self.next_u64() >> shift
            if candidate < n:
                return candidate

    def between(self, low: int, high: int) -> int:
        """A uniform integer with ``low <= x <= high``."""
        return low + self.below(high - low + 1)

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise IndexError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        copy = list(items)
        self.shuffle(copy)
        return copy

    def fork(self, label: str) -> Rng:
        """An independent stream named by ``label``, derived from this seed."""
        return Rng(f"{self.seed}\x1f{label}")
