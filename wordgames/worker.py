"""The Python side of the Web Worker: pull an action's events in time slices.

``worker/engine-worker.mjs`` boots Pyodide, installs this package and, for each
request, makes a :class:`Job` and calls :meth:`Job.pull` until it reports
``done``, yielding to the browser's event loop between slices so that a cancel
message is seen.  Each slice crosses the JavaScript boundary once, as JSON text.
"""

from __future__ import annotations

import json
import time

from .games import run
from .languages import LANGUAGES as FOLDERS


class Job:
    """One running action: ``run(game, action, params)`` pulled slice by slice."""

    def __init__(self, game: str, action: str, params_json: str) -> None:
        self.events = run(game, action, json.loads(params_json))

    def pull(self, ms: float) -> str:
        """The events produced within ``ms`` milliseconds, as ``{"events": [...], "done": bool}`` JSON."""
        deadline = time.monotonic() + ms / 1000
        batch = []
        for event in self.events:
            batch.append(event)
            finished = event["type"] in ("result", "error")
            if finished or time.monotonic() >= deadline:
                return json.dumps({"events": batch, "done": finished})
        return json.dumps({"events": batch, "done": True})

    def close(self) -> None:
        """Stop the action (its generator's ``finally`` blocks run)."""
        self.events.close()


def stall(ms: float) -> None:
    """Keep the thread busy for ``ms`` milliseconds: a diagnostic that trips the page's watchdog."""
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        pass


def lexicon_path(language: str) -> str:
    """Where the built-in lexicon of ``language`` is read from (:func:`wordgames.lexicon.load`):
    the site's wheel has none, and the worker writes each one there the first time an action
    ends in the error ``lexicon.not_built`` for it."""
    path = FOLDERS[language].lexicon_file
    path.parent.mkdir(exist_ok=True)
    return str(path)
