"""Shared fixtures: built lexicons, a small word list, and the run-to-result helper."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (compiles the lexicons if they are missing or stale)

build.lexicon()

from wordgames.games import run  # noqa: E402
from wordgames.lexicon import load  # noqa: E402

ENABLE = ROOT.parent / "shared" / "testdata" / "enable2k.txt"


def final(game: str, action: str, params: dict) -> dict:
    """Run an action to the end and return its last event (``result`` or ``error``)."""
    events = list(run(game, action, params))
    assert events, "an action must yield at least one event"
    assert events[-1]["type"] in ("result", "error")
    assert all(e["type"] not in ("result", "error") for e in events[:-1])
    return events[-1]


@pytest.fixture(scope="session")
def en():
    return load("en")


@pytest.fixture(scope="session")
def nb():
    return load("nb")
