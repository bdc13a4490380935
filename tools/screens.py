"""The README's screenshots: each daily game on a phone, while playing and at its finish.

Run from the project's root after `python3 build.py`:

    python3 tools/screens.py [--out docs/screens] [--games letterboxed,boggle,strands] [--play-only]

It serves dist/, opens each game's daily in Chromium at 390x844 with touch, in light and dark, with
the page's clock pinned to build.TEST_DAY at 10:00 (the same puzzles on every run), and plays it by
script as the browser tests do: the engine (wordgames, in this process) gives the words. It writes
docs/screens/GAME-play-{light,dark}.png (a word or two in) and GAME-finish-{light,dark}.png (the
daily solved, or the round over: the finish panel in view).
"""

from __future__ import annotations

import argparse
import datetime
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from wordgames.games import run  # noqa: E402

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
GAMES = ("letterboxed", "boggle", "strands")
BOOT_MS = 120_000
FINISH_MS = 30_000


def final(game: str, action: str, params: dict) -> dict:
    """The engine's last event of an action (its result)."""
    return list(run(game, action, params))[-1]


def ready(page, view: str) -> None:
    page.wait_for_selector(f"main[data-view='{view}'][data-ready][data-code]", state="attached", timeout=BOOT_MS)


def code_of(page) -> str:
    return page.get_attribute("main", "data-code")


def close_dialogs(page) -> None:
    page.evaluate("() => document.querySelectorAll('dialog[open]').forEach((dialog) => dialog.close())")


def show_finish(page) -> bool:
    """Wait for the finish panel and bring it into view; False when the page has none."""
    try:
        page.wait_for_selector(".finish", timeout=FINISH_MS)
    except Exception:  # noqa: BLE001 (Playwright's TimeoutError: no finish panel in this build)
        return False
    close_dialogs(page)
    page.evaluate("() => document.querySelector('.finish').scrollIntoView({ block: 'start' })")
    page.evaluate("() => window.scrollBy(0, -80)")  # the solved board's edge above it
    return True


# -- each game, played by script ---------------------------------------------------------------
def letterboxed_type(page, words, first_count=0) -> None:
    for i, word in enumerate(words):
        count = first_count + i
        page.keyboard.type(word if count == 0 else word[1:])
        page.keyboard.press("Enter")
        page.wait_for_function(f"document.querySelectorAll('#chain li').length === {count + 1}")


def letterboxed_play(page) -> list[str]:
    best = final("letterboxed", "solve", {"code": code_of(page)})["best"]
    letterboxed_type(page, best[:1])
    page.keyboard.type(best[1][1:3])  # the next word begun
    return best


def letterboxed_finish(page, best) -> None:
    for _ in range(2):
        page.keyboard.press("Backspace")
    letterboxed_type(page, best[1:], first_count=1)


def boggle_play(page) -> list[str]:
    page.tap("#start")
    words = sorted(final("boggle", "solve", {"code": code_of(page)})["paths"], key=lambda w: (-len(w), w))[:4]
    for word in words:
        count = page.locator("#found li").count()
        page.fill("#type-word", word)
        page.press("#type-word", "Enter")
        page.wait_for_function(f"document.querySelectorAll('#found li').length === {count + 1}")
    page.evaluate("() => document.activeElement.blur()")  # the phone's keyboard down
    return words


def boggle_finish(page, _words) -> None:
    page.tap("#end")


def strands_centre(page, puzzle, cell):
    box = page.locator("#grid").bounding_box()
    width, height = box["width"] / puzzle["cols"], box["height"] / puzzle["rows"]
    return box["x"] + width * (cell[1] + 0.5), box["y"] + height * (cell[0] + 0.5)


def strands_drag(page, puzzle, word) -> None:
    count = page.locator("#found li").count()
    path = puzzle["placements"][word]
    page.mouse.move(*strands_centre(page, puzzle, path[0]))
    page.mouse.down()
    for cell in path[1:]:
        page.mouse.move(*strands_centre(page, puzzle, cell), steps=4)
    page.mouse.up()
    page.wait_for_function(f"document.querySelectorAll('#found li').length === {count + 1}")


def strands_play(page) -> dict:
    puzzle = final("strands", "decode", {"code": code_of(page)})
    page.evaluate("() => window.scrollTo(0, 0)")
    for word in puzzle["words"][:2]:
        strands_drag(page, puzzle, word)
    return puzzle


def strands_finish(page, puzzle) -> None:
    for word in [*puzzle["words"][2:], puzzle["spangram"]]:
        page.evaluate("() => window.scrollTo(0, 0)")
        strands_drag(page, puzzle, word)


PLAY = {"letterboxed": (letterboxed_play, letterboxed_finish), "boggle": (boggle_play, boggle_finish),
        "strands": (strands_play, strands_finish)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs" / "screens"))
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--play-only", action="store_true", help="only the play shots")
    args = parser.parse_args()
    if not (build.DIST / "index.html").exists():
        sys.exit("no dist/: run python3 build.py first")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    day = datetime.date.fromisoformat(build.TEST_DAY)
    server = build.Server()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    missing = []
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            options = {"args": build.CHROMIUM_ARGS}
            if build.CHROMIUM.exists():
                options["executable_path"] = str(build.CHROMIUM)
            browser = playwright.chromium.launch(**options)
            for game in args.games.split(","):
                play, finish = PLAY[game]
                for scheme in ("light", "dark"):
                    context = browser.new_context(service_workers="block", color_scheme=scheme, bypass_csp=True,
                                                  **PHONE)
                    context.clock.install(time=datetime.datetime.combine(day, datetime.time(10, 0)))
                    context.add_init_script("localStorage.setItem('wordgames/help/seen', 'true')")
                    page = context.new_page()
                    page.goto(f"{site}#{game}")
                    ready(page, game)
                    state = play(page)
                    page.evaluate("() => window.scrollTo(0, 0)")
                    page.screenshot(path=str(out / f"{game}-play-{scheme}.png"))
                    print(out / f"{game}-play-{scheme}.png")
                    if not args.play_only:
                        finish(page, state)
                        if show_finish(page):
                            page.screenshot(path=str(out / f"{game}-finish-{scheme}.png"))
                            print(out / f"{game}-finish-{scheme}.png")
                        else:
                            missing.append(f"{game} ({scheme})")
                    context.close()
            browser.close()
    finally:
        server.shutdown()
    if missing:
        sys.exit(f"no finish panel (.finish) appeared for: {', '.join(missing)}")


if __name__ == "__main__":
    main()
