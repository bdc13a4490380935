"""The smoke scenarios (scenarios.json) in Chromium, WebKit and Firefox, one engine at a time,
each against the built site served under a subpath (as a GitHub Pages project site).

Run one engine alone: ``python3 -m pytest tests/browsers -k webkit``. build.py test runs this
folder after the other tests, on its own (the engines are heavy for a 2-core machine)."""

from __future__ import annotations

import threading
import time

import pytest
from drivers import ENGINES
from smoke import Smoke

import build

pytestmark = pytest.mark.smoke


@pytest.mark.parametrize("engine", list(ENGINES))
def test_every_scenario(engine):
    if not (build.DIST / build.APP / "wheels" / "lock.json").exists():
        pytest.fail("run `python build.py` first: the browser tests need dist/")
    server = build.Server(prefix="/wordgames/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/wordgames/"
    started = time.monotonic()
    driver = ENGINES[engine]()
    try:
        def stop_server():  # connections are refused from now on, as with no network
            server.shutdown()
            server.server_close()

        smoke = Smoke(driver, site, stop_server)
        smoke.play()
    finally:
        driver.close()
        server.shutdown()
        server.server_close()
    print(f"\n{driver.version}: {time.monotonic() - started:.0f} s, persistent storage {smoke.facts}, "
          f"by scenario {smoke.timings}")
