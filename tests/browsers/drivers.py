"""One small interface over three browser drivers, for the smoke scenarios (smoke.py):

    open(url)  evaluate(function_source, arg)  type(text)  press(key)  click(selector)
    reload()  window(width, height)  close()

- Chromium: Playwright (as every other browser test), its clock pinned to the tests' day.
  Where the system has no WebKit or Firefox below but Playwright's own builds are installed
  (Ubuntu, whose Firefox is a snap), those run through Playwright instead.
- WebKit: WebKitGTK's MiniBrowser in automation mode, through WebKitWebDriver, with Selenium,
  on an Xvfb display of its own (Debian: webkit2gtk-driver, xvfb, xauth).
- Firefox: Firefox ESR over WebDriver BiDi with npm puppeteer-core (no geckodriver), driven
  from firefox.mjs, a Node process that takes one JSON command a line.

``python3 build.py test`` installs all of them (build.setup_tests); a missing one fails its
engine's test saying what to install.
"""

from __future__ import annotations

import glob
import json
import os
import shutil
import signal
import subprocess
import time
from pathlib import Path

from conftest import TEST_TIME, chromium_options

HERE = Path(__file__).resolve().parent
WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/*/webkit2gtk-4.1/MiniBrowser"
FIREFOX = "/usr/bin/firefox-esr"
INSTALL = ("python3 build.py test installs it; by hand: apt-get install --no-install-recommends "
           "webkit2gtk-driver xvfb xauth firefox-esr, pip install selenium, npm ci")


def need(path: str | None, what: str) -> str:
    if not path or not Path(path).exists():
        raise RuntimeError(f"{what} is missing ({path or 'not found'}): {INSTALL}")
    return path


def minibrowser() -> str:
    found = sorted(glob.glob(MINIBROWSER))
    return need(found[0] if found else None, "WebKitGTK's MiniBrowser")


class Playwright:
    """An engine through Playwright: Chromium always; WebKit and Firefox where the system's are
    missing but Playwright's own builds are installed (Ubuntu, as on GitHub's runners)."""

    def __init__(self, kind: str = "chromium", pin_clock: bool = True):
        """``pin_clock``: the pages' clock reads the tests' day (Playwright's fake clock, whose
        ``performance.now()`` runs on across a reload: a benchmark leaves it off)."""
        from playwright.sync_api import sync_playwright

        self._playwright = sync_playwright().start()
        launcher = getattr(self._playwright, kind)
        self._browser = launcher.launch(**(chromium_options() if kind == "chromium" else {}))
        self.version = f"{kind.capitalize()} {self._browser.version}{'' if kind == 'chromium' else ' (Playwright)'}"
        self._context = self._browser.new_context()
        if pin_clock:
            self._context.clock.install(time=TEST_TIME)
        self.page = self._context.new_page()

    def open(self, url):
        self.page.goto(url)

    def evaluate(self, source, arg=None):
        return self.page.evaluate(source, arg)

    def type(self, text):
        self.page.keyboard.type(text)

    def press(self, key):
        self.page.keyboard.press(key)

    def click(self, selector):
        self.page.click(selector)

    def reload(self):
        self.page.reload()

    def window(self, width, height):
        self.page.set_viewport_size({"width": width, "height": height})

    def close(self):
        self._browser.close()
        self._playwright.stop()


def playwrights(kind: str) -> bool:
    """Whether Playwright's own build of ``kind`` (webkit, firefox) is installed."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        return Path(getattr(playwright, kind).executable_path).exists()


def system_or_playwrights(system, kind: str, needs: list[str]):
    """The system's engine when its files are there, else Playwright's build, else a clear failure."""
    def start():
        if all(glob.glob(path) for path in needs) or not playwrights(kind):
            return system()
        return Playwright(kind)
    return start


class Xvfb:
    """An X display of its own (Xvfb picks a free number and writes it to a pipe)."""

    def __init__(self):
        need(shutil.which("Xvfb"), "Xvfb")
        read, write = os.pipe()
        self.process = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                                         "-nolisten", "tcp"], pass_fds=[write], stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            self.process.kill()
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


#: Whether an element holds the same place on screen over two animation frames (the page's scroll too).
STILL = """(selector) => new Promise((resolve) => {
    const place = () => JSON.stringify([document.querySelector(selector)?.getBoundingClientRect(), scrollX, scrollY]);
    const before = place();
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(place() === before)));
})"""
STILL_S = 10  # then the click goes on as it is (and a step that depends on it says what it missed)


def wait_still(driver, selector) -> None:
    """Wait until ``selector`` stands still, as Playwright's click does before clicking: WebDriver
    and puppeteer find the element's centre, then send the pointer there, and an element still
    moving between the two (a smooth scroll in progress, such as a finished daily's scroll to its
    result) takes the click somewhere else (in WebKit under load, the header's Settings button,
    whose click landed on the board)."""
    deadline = time.monotonic() + STILL_S
    while not driver.evaluate(STILL, selector) and time.monotonic() < deadline:
        pass  # STILL itself waits two frames: the wait ends on the page's state, not on time


class WebKit:
    name = "webkit"

    def __init__(self):
        from selenium import webdriver
        from selenium.webdriver.common.action_chains import ActionChains
        from selenium.webdriver.common.keys import Keys

        binary = minibrowser()
        need(WEBKIT_DRIVER, "WebKitWebDriver")
        self._keys, self._actions = Keys, ActionChains
        self.xvfb = Xvfb()
        options = webdriver.WebKitGTKOptions()
        options.binary_location = binary
        options.add_argument("--automation")
        service = webdriver.WebKitGTKService(executable_path=WEBKIT_DRIVER,
                                             env={**os.environ, "DISPLAY": self.xvfb.display})
        try:
            self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            self.xvfb.stop()
            raise
        self.driver.set_window_size(1024, 900)
        self.version = f"WebKitGTK {self.driver.capabilities['browserVersion']}"

    def open(self, url):
        self.driver.get(url)

    def evaluate(self, source, arg=None):
        # WebDriver's Execute Script awaits a promise the script returns.
        return self.driver.execute_script(f"return ({source})(arguments[0]);", arg)

    def type(self, text):
        self._actions(self.driver).send_keys(text).perform()

    def press(self, key):
        self._actions(self.driver).send_keys(getattr(self._keys, key.upper())).perform()

    def click(self, selector):
        """Click ``selector`` once it stands still (:func:`wait_still`)."""
        from selenium.webdriver.common.by import By

        wait_still(self, selector)
        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def reload(self):
        self.driver.refresh()

    def window(self, width, height):
        """The page's viewport at ``width`` x ``height``: the window's frame comes on top."""
        self.driver.set_window_size(width, height)
        inner = self.evaluate("() => [innerWidth, innerHeight]")
        self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def close(self):
        try:
            self.driver.quit()
        finally:
            self.xvfb.stop()


class Firefox:
    name = "firefox"

    def __init__(self):
        need(FIREFOX, "Firefox ESR")
        need(str(HERE.parents[1] / "node_modules" / "puppeteer-core" / "package.json"), "npm puppeteer-core")
        self.process = subprocess.Popen(["node", str(HERE / "firefox.mjs"), FIREFOX], cwd=HERE, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True)
        self.version = self.call("version")

    def call(self, op, *args):
        self.process.stdin.write(json.dumps({"op": op, "args": list(args)}) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"firefox.mjs ended (exit {self.process.wait()}); its error is above")
        answer = json.loads(line)
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer.get("value")

    def open(self, url):
        self.call("goto", url)

    def evaluate(self, source, arg=None):
        return self.call("evaluate", source, arg)

    def type(self, text):
        self.call("type", text)

    def press(self, key):
        self.call("press", key)

    def click(self, selector):
        """Click ``selector`` once it stands still (:func:`wait_still`)."""
        wait_still(self, selector)
        self.call("click", selector)

    def reload(self):
        self.call("reload")

    def window(self, width, height):
        self.call("viewport", width, height)

    def close(self):
        """Close Firefox; if it does not go within half a minute, end the Node process and its Firefox."""
        try:
            self.call("close")
            self.process.wait(timeout=30)
        except (RuntimeError, OSError, subprocess.TimeoutExpired):
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()


ENGINES = {"chromium": Playwright,
           "webkit": system_or_playwrights(WebKit, "webkit", [WEBKIT_DRIVER, MINIBROWSER, "/usr/bin/Xvfb"]),
           "firefox": system_or_playwrights(Firefox, "firefox", [FIREFOX])}
