"""Python's memory snapshot in Chromium: the first boot keeps one, the next boot restores it and
the engine works from it, and a damaged snapshot costs a plain boot (which keeps a new one)."""

from __future__ import annotations

import gzip

import pytest

from conftest import final, ready

pytestmark = pytest.mark.browser

SNAPSHOT = "html[data-engine-snapshot='{}']"
SEED = "snapshot"  # a seeded puzzle: only the engine makes it (no day pack holds it)

#: Puts ``bytes`` in place of every snapshot kept (the worker keeps them in Cache Storage).
DAMAGE = """async (bytes) => {
  const cache = await caches.open("engine-snapshot");
  const keys = await cache.keys();
  for (const key of keys) await cache.put(key, new Response(new Uint8Array(bytes)));
  return keys.length;
}"""


def engine_plays(page, how: str) -> None:
    """A new document boots the engine (``how``: from the snapshot or plainly) and plays a
    seeded Letter Boxed puzzle with it: the puzzle is the one CPython makes, and a word counts."""
    puzzle = final("letterboxed", "generate", {"seed": SEED, "lang": "en"})
    page.goto(f"{page.context.site}#letterboxed/seed/{SEED}")
    ready(page, "letterboxed", puzzle["code"])
    page.wait_for_selector(SNAPSHOT.format(how), state="attached")
    page.keyboard.type(puzzle["answer"][0])
    page.keyboard.press("Enter")
    page.wait_for_selector("main[data-found='1']", state="attached")


@pytest.fixture
def context(browser, site):
    context = browser.new_context(service_workers="block")
    context.site = site
    yield context
    context.close()


def test_the_second_boot_restores_the_snapshot_the_first_kept(context):
    first = context.new_page()
    engine_plays(first, "kept")
    assert first.get_attribute("html", "data-engine") == "ready"
    second = context.new_page()  # a new document: a new worker, which finds the snapshot
    engine_plays(second, "restored")


@pytest.mark.parametrize("damage", [b"not a snapshot", gzip.compress(bytes(1 << 20))], ids=["not gzip", "not Pyodide's"])
def test_a_damaged_snapshot_costs_a_plain_boot_which_keeps_a_new_one(context, damage):
    engine_plays(context.new_page(), "kept")
    page = context.new_page()
    page.goto(f"{context.site}#")
    ready(page, "home")
    assert page.evaluate(DAMAGE, list(damage)) == 1
    page.close()
    engine_plays(context.new_page(), "kept")  # the damaged one is dropped, Python boots plainly
    engine_plays(context.new_page(), "restored")
