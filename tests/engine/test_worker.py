"""The worker's Python side (wordgames/worker.py), run in CPython as the Web Worker runs it."""

import json

from wordgames.worker import Job, stall


def pull_all(job, ms=40):
    slices = []
    while True:
        piece = json.loads(job.pull(ms))
        slices.append(piece)
        if piece["done"]:
            return slices


def test_a_job_streams_its_events_in_slices_and_ends_with_the_result():
    job = Job("letterboxed", "solve", json.dumps({"sides": "ers,tni,lka,dog", "lang": "nb"}))
    slices = pull_all(job, ms=5)
    events = [e for piece in slices for e in piece["events"]]
    assert len(slices) > 1  # a slow solve takes several slices
    assert events[-1]["type"] == "result" and all(e["type"] != "result" for e in events[:-1])
    assert [piece["done"] for piece in slices] == [False] * (len(slices) - 1) + [True]


def test_bad_input_ends_in_an_error_event():
    slices = pull_all(Job("letterboxed", "solve", json.dumps({"sides": "abc"})))
    assert slices[-1]["events"][-1]["type"] == "error" and slices[-1]["done"]


def test_close_stops_a_job_midway():
    job = Job("boggle", "best_board", json.dumps({"size": 4, "seconds": 30, "seed": "x"}))
    first = json.loads(job.pull(20))
    assert not first["done"]
    job.close()
    assert json.loads(job.pull(20)) == {"events": [], "done": True}


def test_stall_blocks_for_the_time_asked():
    import time
    started = time.monotonic()
    stall(30)
    assert time.monotonic() - started >= 0.03
