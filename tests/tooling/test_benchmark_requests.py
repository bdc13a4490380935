"""benchmarks/browser_engine.py's requests still run: the first of every group, in CPython.

The benchmark sends the same requests to a browser's worker; the browser half needs a built site
and a Pyodide boot, so it is not run here (``--quick`` runs it by hand in about two minutes).
"""

from __future__ import annotations

import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "benchmarks"))

import browser_engine  # noqa: E402


def test_every_group_first_request_gives_its_result():
    codes = []
    for name, game, action, requests, keys in browser_engine.groups(quick=True, seconds=1):
        if not requests:  # Letter Boxed's solve: the boards its generate made
            requests = [{"code": code, "lang": "en", "pairs_limit": 300} for code in codes]
        ran = browser_engine.in_cpython(game, action, requests[0], keys)
        assert set(ran["result"]) == set(keys), name
        assert all(value is not None for value in ran["result"].values()), (name, ran["result"])
        if action == "generate":
            codes.append(ran["result"]["code"])
    assert codes, "Letter Boxed's generate made no board to solve"
