"""The Lab (#lab): PyScript's editor cells on the site's own Pyodide, with the engine installed.

One browser context for the module, with its service worker: every request of the page, its
workers and the service worker is recorded, and any to another origin is refused and fails
the module. The first visit runs the first example; then the network goes down, and the Lab
starts again from the cache, runs a cell and says plainly that micropip cannot install. A
tampered engine wheel stops the Lab with a message."""

import os
import subprocess
import sys

import pytest

from conftest import BOOT_MS, ROOT, ready, tamper_with_the_wheel
from wordgames import custom
from wordgames.games import run
from waiting import wait_until

pytestmark = pytest.mark.browser

OFFLINE = "You are offline: micropip can only install the engine here."


def example_in_cpython(name: str) -> str:
    """What the Lab example NAME.py (web/games/GAME/lab/) prints when CPython runs it with this engine."""
    done = subprocess.run([sys.executable, str(next(ROOT.glob(f"web/games/*/lab/{name}.py")))], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def lab(browser, site):
    """A page at #lab, ready (Python up, engine installed), and the list of every request."""
    origin = site.rstrip("/")
    local = (f"{origin}/", f"blob:{origin}/", "data:")
    requests = []
    context = browser.new_context(service_workers="allow")
    context.on("request", lambda request: requests.append(request.url))
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(local) else route.abort())
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    outside = lambda: [url for url in requests if not url.startswith(local)]  # noqa: E731
    page.goto(f"{site}#lab")
    try:
        ready(page, "lab")
    finally:
        assert not outside(), f"requests to another origin: {outside()}"
    yield page
    context.close()
    assert not outside(), f"requests to another origin: {outside()}"
    assert not errors, f"errors in the page: {errors}"


def run_cell(page, example: str, until: str) -> str:
    """Run an example's cell with its button; its output once it holds ``until``."""
    cell = page.locator(f"[data-example='{example}']")
    cell.locator(".py-editor-output").evaluate("(node) => { node.textContent = ''; }")
    cell.locator(".py-editor-run-button").click()
    cell.locator(".py-editor-output", has_text=until).wait_for(timeout=BOOT_MS)
    wait_until(page, "(cell) => !cell.querySelector('.py-editor-run-button.running')",
                           arg=cell.element_handle(), timeout=BOOT_MS)
    return cell.locator(".py-editor-output").inner_text()


def test_the_first_example_solves_todays_letter_boxed(lab):
    assert lab.is_hidden("#lab-progress")
    output = run_cell(lab, "letterboxed", "two-word solutions")
    assert output.strip() == example_in_cpython("letterboxed").strip()
    # And it is a solution: the words chain and use all twelve letters of the day's board.
    heading, *rest = output.strip().splitlines()
    date = heading.split("(")[1].split(")")[0]
    board = list(run("letterboxed", "generate", {"daily": date, "lang": "en"}))[-1]
    first, second = next(line for line in rest if line.startswith("fewest words")).split(": ")[-1].lower().split(" - ")
    assert first[-1] == second[0] and set(first + second) == set("".join(board["sides"]))


def test_leaving_the_lab_ends_its_python_and_coming_back_starts_another(lab):
    [python] = [worker for worker in lab.workers if worker.url.startswith("blob:")]  # the Lab's
    with python.expect_event("close"):
        lab.evaluate("location.hash = ''")
        ready(lab, "home")
    lab.evaluate("location.hash = '#lab'")
    ready(lab, "lab")
    assert len([worker for worker in lab.workers if worker.url.startswith("blob:")]) == 1
    output = run_cell(lab, "wordlist", "of them on the board")  # a lexicon of the player's words
    assert "PERS LATG SINE TERS: 9 of them on the board" in output and "PLASTER " in output


def test_stop_ends_a_running_cell_at_once_and_python_starts_again(lab):
    cell = lab.locator("[data-example='best_board']")
    cell.locator(".cm-line").first.click()
    lab.keyboard.press("ControlOrMeta+Home")
    lab.keyboard.type("# mine\n")  # the player's edit
    cell.locator(".py-editor-run-button").click()
    cell.locator(".py-editor-output", has_text="better").wait_for(timeout=BOOT_MS)  # climbing (up to 10 s)
    cell.locator(".py-editor-run-button.running").click()  # no question asked
    assert lab.inner_text("#lab-stage") == "Starting Python…"
    lab.wait_for_selector("#lab-stage:has-text('Ready: Python')", timeout=BOOT_MS)
    assert cell.locator(".cm-line").first.inner_text() == "# mine"  # the player's code is kept
    output = cell.locator(".py-editor-output").inner_text()  # and what it printed, and that it stopped
    assert output.startswith("start  ABCD EFGH IKLM NOPR  0\nbetter ") and output.rstrip().endswith("■ Stopped.")
    assert "ways to tile the grid with these words: 1" in run_cell(lab, "strands", "play it")


def load_word_list(page, name: str, data: bytes) -> str:
    """Choose a file in the Lab's Word lists and wait for the check's outcome; the status line."""
    before = page.inner_text("#lab-wl-status")
    page.set_input_files("#lab-wl-file", {"name": name, "mimeType": "text/plain", "buffer": data})
    wait_until(page, "(before) => { const s = document.querySelector('#lab-wl-status');"
                           " return s.textContent !== before && !s.hasAttribute('aria-busy'); }", arg=before)
    return page.inner_text("#lab-wl-status")


def test_a_word_list_file_is_checked_kept_and_a_file_for_the_labs_python(lab):
    words = b"plaster\nlisten, silent\nzebra\nx\n"
    ref = custom.register(custom.read(words, "en", "mine.txt"))
    path = f"wordlists/{ref.removeprefix('custom:')}.txt"
    assert load_word_list(lab, "mine.txt", words) == f"Loaded mine.txt: 4 words, in your Python as {path}. 1 item was left out."
    assert lab.locator("#lab-wl-lists li").all_inner_texts() == [f"mine.txt (4 words, English): {path}"]
    output = run_cell(lab, "wordlist", "of them on the board")
    assert output.startswith(f"your word list 'mine.txt' ({path})\n4 words in the list\n  line 4: 'x' refused: ")
    found = [line.split()[0] for line in output.split("of them on the board\n")[1].splitlines()]
    assert "PERS LATG SINE TERS: 2 of them on the board" in output and found == ["PLASTER", "LISTEN"]
    # A file that is not text: the games' clear message, and the Lab goes on as before.
    assert load_word_list(lab, "bad.txt", b"\xff\xfe\x00bad") == (
        "this is not a text file: a word list is plain text, one word a line")
    assert lab.locator("#lab-wl-lists li").count() == 1
    assert "2 of them on the board" in run_cell(lab, "wordlist", "of them on the board")
    # A new Python (the Lab opened again) gets the kept list from this browser before it is ready.
    lab.evaluate("location.hash = ''")
    ready(lab, "home")
    lab.evaluate("location.hash = '#lab'")
    ready(lab, "lab")
    assert run_cell(lab, "wordlist", "of them on the board").startswith(f"your word list 'mine.txt' ({path})\n")


def test_the_lab_works_offline_after_one_visit(lab):
    lab.wait_for_selector("#lab-offline", state="visible", timeout=BOOT_MS)  # the service worker kept its files
    lab.context.set_offline(True)
    try:
        lab.reload()
        ready(lab, "lab")
        output = run_cell(lab, "boggle", "points")
        solved = list(run("boggle", "solve", {"board": "PERS LATG SINE TERS", "lang": "en"}))[-1]
        assert output.startswith(f"PERS LATG SINE TERS: {solved['count']} words, {solved['score']} points")
        # micropip installs nothing offline, and says why.
        cell = lab.locator("[data-example='strands']")
        cell.locator(".cm-content").click()
        lab.keyboard.press("ControlOrMeta+A")
        lab.keyboard.type('import micropip\nawait micropip.install("six")\n')
        assert OFFLINE in run_cell(lab, "strands", OFFLINE)
    finally:
        lab.context.set_offline(False)


def test_a_tampered_engine_wheel_is_refused_with_a_message(context, site):
    tamper_with_the_wheel(context)
    page = context.new_page()
    page.goto(f"{site}#lab")
    page.wait_for_selector(".lab-status.failed", timeout=BOOT_MS)
    assert page.inner_text("#lab-stage").startswith("The Lab could not start: the engine wheel failed its integrity check")
    assert page.get_attribute("main", "data-ready") is None
