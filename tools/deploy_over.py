"""Deploy one build of the site over another, as a returning player meets it (issue #31).

    python3 tools/deploy_over.py OLD_DIST NEW_DIST

Serves OLD_DIST at /site/, visits it in a Chromium profile with the Content-Security-Policy
enforced, plays today's Letter Boxed daily's first word and lets the service worker install;
then puts NEW_DIST in its place (its files stamped now: http.server revalidates by whole
seconds) and visits twice more, the second time once the new worker is active. Each visit
opens every view and says which build the document and its scripts are (meta and
html[data-build]: a build before issue #31 has neither), the word kept, the page errors and
console errors met, and the files the server did not have. Exits 1 when a view does not come
up, an error is met, the word is lost or the last visit does not run the new build.
"""

from __future__ import annotations

import datetime
import functools
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile
from pathlib import Path

from playwright.sync_api import TimeoutError as NotReady, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import build  # noqa: E402

VIEWS = {"home": "#", "letterboxed": "#letterboxed", "boggle": "#boggle", "unboggle": "#unboggle",
         "strands": "#strands", "strands-create": "#strands/create", "archive": "#archive", "gallery": "#gallery"}
WAIT_MS = 120_000
ACTIVATED = """(scope) => navigator.serviceWorker.getRegistration(scope).then((registration) =>
  new Promise((resolve) => {
    const worker = registration.waiting ?? registration.installing;
    if (!worker) return resolve(registration.active?.state ?? "none");
    worker.addEventListener("statechange", () => { if (worker.state === "activated") resolve("activated"); });
  }))"""


def first_word(site: Path, day: datetime.date, scratch: Path) -> str:
    """The first word of the daily's answer, by the engine of ``site``'s own wheel."""
    with zipfile.ZipFile(next(site.glob("**/wheels/wordgames-*.whl"))) as wheel:  # app/wheels/ since #31
        wheel.extractall(scratch / "engine")
    code = ("import json, sys; from wordgames.games import run; "
            f"print(json.dumps(list(run('letterboxed', 'generate', {{'daily': '{day}', 'lang': 'en'}}))[-1]))")
    out = subprocess.run([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(scratch / "engine")},
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)["answer"][0]


def place(site: Path, live: Path, copy: Path) -> None:
    """Deploy a copy of ``site``, stamped now, where ``live`` points."""
    shutil.copytree(site, copy)
    for path in copy.rglob("*"):
        os.utime(path)
    swap = live.with_name("swap")
    swap.symlink_to(copy)
    os.replace(swap, live)


def visit(context, url: str, word: str) -> tuple[bool, str | None, list[str]]:
    """One visit: every view, from Letter Boxed; whether all went well, the build of its
    scripts, and what it saw."""
    page, errors, seen, missing = context.new_page(), [], [], []
    page.on("pageerror", lambda error: errors.append(f"page error: {error}"))
    # A file the page asks for that the server lacks is listed, not an error: a page of the old
    # build asks for its own files cached on use (day packs, lexicons), which a deploy may have
    # replaced; the page must then come up without them (checked: every view ready).
    page.on("console", lambda message: message.type == "error" and "Failed to load resource" not in message.text
            and errors.append(f"console: {message.text}"))
    page.on("response", lambda response: response.status >= 400 and missing.append(
        f"HTTP {response.status}: {response.url.removeprefix(url)}"))
    page.goto(url + "#letterboxed")
    ok = ready = True
    for view, route in [("letterboxed", "#letterboxed"), *VIEWS.items()]:
        page.evaluate("(route) => { location.hash = route; }", route)
        try:
            page.wait_for_selector(f"main[data-view='{view}'][data-ready]", state="attached", timeout=WAIT_MS)
        except NotReady:  # (the views after it would not come up either)
            ok = ready = False
            seen.append(f"{view}: NOT READY")
            break
        if view == "letterboxed" and not seen:
            chain = page.locator("#chain li").all_inner_texts()
            ok &= chain == [word.upper()]
            seen.append(f"word kept: {chain}")
    meta = page.get_attribute("meta[name='wordgames-build']", "content")
    scripts = page.get_attribute("html", "data-build")
    seen.append(f"document {meta}, scripts {scripts}, every view ready: {ready}")
    ok &= meta == scripts and not errors
    page.close()
    return ok, scripts, seen + errors + missing


def main() -> None:
    old, new = (Path(arg).resolve() for arg in sys.argv[1:3])
    day = datetime.date.today()
    with tempfile.TemporaryDirectory() as scratch:
        scratch = Path(scratch)
        word = first_word(old, day, scratch)
        live = scratch / "live"
        live.symlink_to(old)
        server = build.Server(prefix="/site/")
        server.RequestHandlerClass = functools.partial(build.Handler, directory=str(live))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/site/"
        with sync_playwright() as playwright:
            options = {"executable_path": str(build.CHROMIUM)} if build.CHROMIUM.exists() else {}
            context = playwright.chromium.launch_persistent_context(
                str(scratch / "profile"), args=build.CHROMIUM_ARGS, **options)
            context.add_init_script('localStorage.setItem("wordgames/help/seen", "true")')
            page = context.new_page()
            page.goto(url + "#letterboxed")
            page.wait_for_selector("main[data-view='letterboxed'][data-ready]", state="attached", timeout=WAIT_MS)
            page.keyboard.type(word)
            page.keyboard.press("Enter")
            page.wait_for_selector("#chain li", timeout=WAIT_MS)
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            page.close()
            print(f"{day}: played {word} on {old}, service worker installed")
            place(new, live, scratch / "new")
            new_build = (new / "index.html").read_text().split('"wordgames-build" content="')[1].split('"')[0]
            ok = True
            for number in (1, 2):
                fine, running, seen = visit(context, url, word)
                ok &= fine and (number == 1 or running == new_build)
                print(f"visit {number} after the deploy: {'ok' if fine else 'FAILED'}", *seen, sep="\n  ")
                outside = context.new_page()  # no page of the site open: the new build may take over
                outside.goto(url.removesuffix("site/"))
                print(f"  the new worker: {outside.evaluate(ACTIVATED, url)}")
                outside.close()
            context.close()
        server.shutdown()
    print(f"the new build is {new_build}: {'ok' if ok else 'FAILED'}")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
