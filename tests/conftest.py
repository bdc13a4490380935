"""Shared fixtures: built lexicons, a small word list, and the run-to-result helper."""

from __future__ import annotations

import sys
import threading
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


# -- the built site in Chromium (browser tests) ----------------------------------------
BOOT_MS = 90_000


@pytest.fixture(scope="session")
def site():
    if not (build.DIST / "wheels" / "lock.json").exists():
        pytest.fail("run `python build.py` first: the browser tests need dist/")
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        options = {"args": build.CHROMIUM_ARGS}
        if build.CHROMIUM.exists():
            options["executable_path"] = str(build.CHROMIUM)
        browser = playwright.chromium.launch(**options)
        yield browser
        browser.close()


@pytest.fixture
def context(browser):
    context = browser.new_context(service_workers="block")
    yield context
    context.close()


