"""The smoke scenarios (scenarios.json) played in any engine through a Driver (drivers.py).

A step waits on the page's contract (``main[data-view][data-ready]``, ``html[data-engine]``,
``main[data-found]``) by polling it with a bounded timeout, never by sleeping for a while.
The words a step plays come from the engine itself, from the share code the page shows
(``main[data-code]``), so a scenario holds whatever day the page plays."""

from __future__ import annotations

import json
import time
from pathlib import Path

from conftest import BOOT_MS, final
from wordgames.languages import LANGUAGES
from wordgames.messages import catalogue_groups

SCENARIOS = json.loads((Path(__file__).with_name("scenarios.json")).read_text(encoding="utf-8"))
STEP_MS = 60_000  # a step that needs no boot (the machine may be busy)

#: Checks run in the page: each a function of one argument, returning a truthy value when met.
SELECTOR = "(selector) => document.querySelector(selector) !== null"
TEXT = "([selector, text]) => (document.querySelector(selector)?.textContent ?? '').includes(text)"
CONTROLLED = "() => navigator.serviceWorker?.controller != null"
ERROR = "() => document.documentElement.dataset.error ?? null"
SIDE_SCROLL = """() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth,
                       window: innerWidth })"""
CLOSE_DIALOGS = "() => document.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close())"
GO = "(route) => { document.querySelectorAll('dialog[open]').forEach((d) => d.close()); location.hash = route; }"
FORGET = """() => Object.keys(localStorage).filter((key) => key.includes("/progress/"))
    .forEach((key) => localStorage.removeItem(key))"""
FILL = """([selector, value]) => {
    const field = document.querySelector(selector);
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.dispatchEvent(new Event("change", { bubbles: true }));
}"""


class ScenarioFailed(AssertionError):
    pass


def catalogue_text(value: str) -> str:
    """``nb:key`` is the Bokmål catalogue's text for key (``en:key`` the English, ``sv:key`` the
    Swedish); else ``value`` itself."""
    lang, _, key = value.partition(":")
    if lang in LANGUAGES and key:
        return catalogue_groups(lang)["page"][key]
    return value


class Smoke:
    """Plays the scenarios in one engine; ``timings`` holds each scenario's seconds."""

    def __init__(self, driver, site: str, stop_server):
        self.driver, self.site, self.stop_server = driver, site, stop_server
        self.timings: dict[str, float] = {}
        self.facts: dict[str, object] = {}  # what the engine answered (persistent storage)

    # -- waiting on the page's contract ------------------------------------------------
    def until(self, check: str, arg=None, timeout_ms: int = STEP_MS, what: str = ""):
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            value = self.driver.evaluate(check, arg)
            if value:
                return value
            error = self.driver.evaluate(ERROR)
            if error is not None:
                raise ScenarioFailed(f"the page showed an error ({error}) while waiting for {what or arg}")
            if time.monotonic() > deadline:
                raise ScenarioFailed(f"waited {timeout_ms} ms for {what or arg}")
            time.sleep(0.1)  # a poll's interval: the wait ends on the page's state, not on time

    def ready(self, view: str, timeout_ms: int = BOOT_MS) -> None:
        self.until(SELECTOR, f"main[data-view='{view}'][data-ready]", timeout_ms)

    def go(self, route: str, view: str) -> None:
        """Follow ``route`` by way of home, so the view mounts afresh (as conftest.visit does)."""
        self.driver.evaluate(GO, "")
        self.ready("home")
        self.driver.evaluate(GO, route)
        self.ready(view)

    # -- the words the engine finds in the puzzle shown -------------------------------
    def shown(self) -> str:
        code = self.driver.evaluate("() => document.querySelector('main').dataset.code ?? null")
        assert code, "the view shows no puzzle code (main[data-code])"
        return code

    def word(self, game: str) -> None:
        code = self.shown()
        if game == "letterboxed":
            self.driver.type(final("letterboxed", "solve", {"code": code})["best"][0])
        elif game == "boggle":
            self.until(SELECTOR, "#type-word:not([disabled])", what="Boggle's word field")
            self.driver.click("#type-word")
            self.driver.type(sorted(final("boggle", "solve", {"code": code})["words"], key=len)[-1])
        else:
            raise ValueError(f"no typed word for {game}")
        self.driver.press("Enter")

    def solve(self, game: str) -> None:
        """Play the engine's best solution of the Letter Boxed shown, on from the words already played."""
        assert game == "letterboxed", f"no solve step for {game}"
        best = final("letterboxed", "solve", {"code": self.shown()})["best"]
        played = self.driver.evaluate("() => document.querySelectorAll('#chain li').length")
        for count, word in enumerate(best[played:], played):
            self.driver.type(word if count == 0 else word[1:])  # a later word starts with the last letter
            self.driver.press("Enter")
            self.until(SELECTOR, f"main[data-found='{count + 1}']", what=f"{word} to be accepted")

    def storage(self) -> None:
        """Once asked (a daily was solved), the page says what the browser answered: the notice
        where it refused (or has no StorageManager), none while it has not answered (Firefox asks
        the player), and Settings' line as the browser keeps storage or not."""
        self.until("() => localStorage.getItem('wordgames/settings/persist')",
                   what="the page to ask for persistent storage")
        # the answer and the notice read together: the browser may answer between two reads
        asked, notice = self.driver.evaluate("""() => [localStorage.getItem('wordgames/settings/persist'),
            !document.getElementById('persist-notice').hidden]""")
        answer = json.loads(asked)["value"]
        kept = self.driver.evaluate("async () => await navigator.storage?.persisted?.() ?? false")
        assert (answer, notice) in (("granted", False), ("refused", True), ("asked", False)), (answer, notice)
        assert kept is (answer == "granted"), f"the browser keeps storage: {kept}; it answered {answer}"
        self.driver.evaluate(CLOSE_DIALOGS)  # the daily's statistics
        self.driver.click("#settings-button")
        self.until(SELECTOR, f"#settings-storage[data-kept='{str(kept).lower()}']", what="Settings' storage line")
        expected = catalogue_text("en:settings.storage." + ("kept" if kept else "at_risk"))
        self.until(TEXT, ["#settings-storage", expected], what="Settings to say what the browser answered")
        self.driver.press("Escape")
        self.facts.update(answer=answer, kept=kept)

    def tap(self, game: str) -> None:
        """Tap each cell of the spangram, then the last again (the page's tap gesture)."""
        assert game == "strands", f"no traced word for {game}"
        puzzle = final("strands", "decode", {"code": self.shown()})
        cells = [row * puzzle["cols"] + col for row, col in puzzle["placements"][puzzle["spangram"]]]
        for cell in [*cells, cells[-1]]:
            self.driver.click(f"#grid [data-cell='{cell}']")

    # -- steps ------------------------------------------------------------------------
    def views(self, no_side_scroll: bool) -> None:
        for route, view in SCENARIOS["views"]:
            self.go(route, view)
            if no_side_scroll:
                box = self.driver.evaluate(SIDE_SCROLL)
                assert box["scroll"] <= box["width"], f"{route} scrolls sideways at {box['window']} px: {box}"

    def step(self, step: dict) -> None:
        if "views" in step:
            self.views(step.get("no_side_scroll", False))
        elif "go" in step:
            self.go(step["go"], step["ready"])
        elif "reload" in step:
            self.driver.reload()
            self.ready(step["ready"])
        elif "until" in step:
            self.until(SELECTOR, step["until"], BOOT_MS)
        elif "text" in step:
            selector, text = step["text"]
            self.until(TEXT, [selector, catalogue_text(text)], what=f"{selector} to say {text}")
        elif "found" in step:
            self.until(SELECTOR, f"main[data-found='{step['found']}']",
                       what=f"{step['found']} word(s) accepted (main[data-found])")
        elif "word" in step:
            self.word(step["word"])
        elif "solve" in step:
            self.solve(step["solve"])
        elif "storage" in step:
            self.storage()
        elif "tap" in step:
            self.tap(step["tap"])
        elif "click" in step:
            self.until(SELECTOR, step["click"], what=step["click"])
            self.driver.click(step["click"])
        elif "key" in step:
            self.driver.press(step["key"])
        elif "fill" in step or "select" in step:
            self.driver.evaluate(FILL, step.get("fill") or step["select"])
        elif "forget" in step:
            self.driver.evaluate(FORGET)
        elif "controlled" in step:
            self.until(CONTROLLED, what="the service worker to control the page")
        elif "window" in step:
            self.driver.window(*step["window"])
        elif "offline" in step:
            self.stop_server()
        else:
            raise ValueError(f"unknown step {step}")

    def play(self) -> None:
        """Every scenario in order; a failure names the scenario and its step."""
        self.driver.open(self.site)
        self.ready("home")
        for scenario in SCENARIOS["scenarios"]:
            started = time.monotonic()
            for number, step in enumerate(scenario["steps"], 1):
                try:
                    self.step(step)
                except Exception as error:
                    raise ScenarioFailed(f"{scenario['name']!r}, step {number} {json.dumps(step)}: {error}") from error
            error = self.driver.evaluate(ERROR)
            assert error is None, f"{scenario['name']!r}: the page showed an error: {error}"
            self.timings[scenario["name"]] = round(time.monotonic() - started, 1)
