"""Waiting on a page under the site's own Content-Security-Policy.

Playwright's ``wait_for_function`` compiles its text inside the page, and the policy (no
``eval``) refuses that, so the tests would have to switch the policy off to use it. A test
waits with ``wait_until`` instead: it asks the page with ``evaluate`` (run by the browser's
debugger, outside the policy) a few times a second until the answer is truthy.
"""

from __future__ import annotations

import time

from playwright.sync_api import Error, TimeoutError

#: Seconds between two questions to the page.
POLL = 0.05


def wait_until(page, expression: str, arg=None, *, timeout: float = 30_000):
    """Ask ``page`` (or a frame) for ``expression`` until its value is truthy, and return it.

    ``expression`` is what ``page.evaluate`` takes: a JavaScript expression, or a function
    called with ``arg``. A navigation while asking is waited out, as ``wait_for_function``
    does. After ``timeout`` milliseconds, Playwright's ``TimeoutError`` names the expression."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        try:
            value = page.evaluate(expression, arg)
        except Error as error:
            if "context was destroyed" not in str(error) and "navigat" not in str(error):
                raise
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{timeout:.0f} ms went by and this never held: {expression}")
        time.sleep(POLL)
