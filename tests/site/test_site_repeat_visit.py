"""A repeat visit the same day shows the saved daily board before Python has started."""

import functools
import threading

import pytest

import build
from conftest import BOOT_MS, SKIP_HELP, chromium_options, pin_clock, ready

pytestmark = pytest.mark.browser


def test_saved_daily_is_on_screen_before_the_engine_is_up(context, site):
    page = context.new_page()
    page.goto(f"{site}#boggle")
    page.wait_for_selector("main[data-view='boggle'][data-ready]", timeout=BOOT_MS)
    code = page.get_attribute("main", "data-code")
    cells = page.locator("#grid [data-cell]").all_inner_texts()
    page.goto(f"{site}index.html?again#boggle")  # a new document: a new worker, Python boots again
    page.wait_for_selector("main[data-view='boggle'][data-ready]", timeout=BOOT_MS)
    assert page.get_attribute("html", "data-engine") is None  # the engine is still starting
    assert page.get_attribute("main", "data-code") == code
    assert page.locator("#grid [data-cell]").all_inner_texts() == cells
    assert page.is_hidden("#boot")  # the daily plays without it: no boot to wait for
    page.wait_for_selector("html[data-engine='ready']", state="attached", timeout=BOOT_MS)


class CountingServer(build.Server):
    """build.Server that keeps the path of every request it answers."""

    def __init__(self) -> None:
        super().__init__()
        self.paths = []
        server = self

        class Counting(build.Handler):
            def log_request(self, code="-", size="-") -> None:
                server.paths.append(self.path.split("?", 1)[0])

        self.RequestHandlerClass = functools.partial(Counting, directory=str(build.DIST))


def test_a_first_visit_downloads_the_interpreter_once_service_worker_included(browser, tmp_path):
    """In a real profile (a disk cache, the service worker on): the worker downloads the
    interpreter, and the service worker's install, once the view is up, takes it from the
    browser's HTTP cache instead of downloading it again."""
    server = CountingServer()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    context = browser.browser_type.launch_persistent_context(str(tmp_path / "profile"),
                                                             **chromium_options())
    try:
        pin_clock(context)
        context.add_init_script(SKIP_HELP)
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # installed: every listed file cached
        cached = page.evaluate("""caches.open("wordgames-files").then((cache) => cache.keys())
            .then((keys) => keys.map((request) => new URL(request.url).pathname))""")
    finally:
        context.close()
        server.shutdown()
    assert "/app/pyodide/xz/pyodide.asm.wasm.xz" in cached
    assert server.paths.count("/app/pyodide/xz/pyodide.asm.wasm.xz") == 1
    assert server.paths.count("/app/pyodide/xz/python_stdlib-trimmed.zip.xz") == 1
    assert "/app/pyodide/python_stdlib.zip" not in server.paths  # the Lab's whole standard library
    assert "/app/pyodide/pyodide.asm.wasm" not in server.paths  # and its plain interpreter
