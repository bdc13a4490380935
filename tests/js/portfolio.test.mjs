// web/js/portfolio.js: how many searches a device runs at once, and a portfolio of searches on
// stand-in engines: extra engines only once the page's is up, derived seeds, the seconds left for a search that starts late, one stream of
// the best so far, the best result with the steps of all, one cancel that stops every search, and
// the extra engines ended however the search ends.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { MOST_SEARCHES, portfolio, searchesFor } from "../../web/js/portfolio.js";

/** A stand-in for one engine job: the test sends its events and ends it. */
class FakeJob {
  constructor(params) {
    this.params = params;
    this.cancelled = false;
    this.done = new Promise((resolve, reject) => { this.end = resolve; this.fail = reject; });
  }

  async result(onEvent) {
    this.onEvent = onEvent;
    return this.done;
  }

  send(event) {
    this.onEvent(event);
  }

  cancel() {
    this.cancelled = true;
    this.fail(new Error("Cancelled."));
  }
}

/** A stand-in for the Engine: its jobs, and the engines it made; `up` resolves its `ready`. */
class FakeEngine {
  constructor(made = []) {
    this.jobs = [];
    this.made = made;
    this.started = false;
    this.closed = false;
    this.ready = new Promise((resolve) => { this.up = resolve; });
  }

  another() {
    const engine = new FakeEngine(this.made);
    this.made.push(engine);
    return engine;
  }

  start() { this.started = true; }

  close() { this.closed = true; }

  request(game, action, params) {
    const job = new FakeJob(params);
    this.jobs.push(job);
    return job;
  }
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("searchesFor", () => {
  test("one search a core, within the device's memory (2 GB a search) and the most allowed", () => {
    assert.equal(searchesFor({ cores: 2, memory: 8 }), 2);
    assert.equal(searchesFor({ cores: 16, memory: 8 }), MOST_SEARCHES);
    assert.equal(searchesFor({ cores: 8, memory: 4 }), 2);
    assert.equal(searchesFor({ cores: 8, memory: 2 }), 1);
    assert.equal(searchesFor({ cores: 8, memory: 0.5 }), 1);
  });

  test("a browser that does not say: two at most without the memory, one without the cores", () => {
    assert.equal(searchesFor({ cores: 8 }), 2);
    assert.equal(searchesFor({ cores: 1 }), 1);
    assert.equal(searchesFor({ memory: 8 }), 1);
    assert.equal(searchesFor({}), 1);
  });
});

describe("portfolio", () => {
  const params = { size: 4, seconds: 60, seed: "abc" };

  test("one search is the engine's own request, as it was", async () => {
    const engine = new FakeEngine();
    const job = portfolio(engine, "boggle", "best_board", params);
    engine.up();
    await turn();
    assert.equal(engine.made.length, 0);
    assert.deepEqual(engine.jobs[0].params, params);
    const final = job.result(() => {});
    engine.jobs[0].end({ type: "result", score: 10, steps: 5 });
    assert.deepEqual(await final, { type: "result", score: 10, steps: 5, searches: 1 });
  });

  test("the searches' best as one stream and one result; the extra engines end with it", async () => {
    const engine = new FakeEngine();
    const job = portfolio(engine, "boggle", "best_board", params, { searches: 3 });
    const events = [];
    const final = job.result((event) => events.push(event));
    await turn();
    assert.equal(engine.made.length, 0, "the extra workers boot once the page's engine is up");
    engine.up();
    await turn();
    assert.equal(engine.made.length, 2);
    assert.ok(engine.made.every((extra) => extra.started));
    engine.made.forEach((extra) => extra.up());
    await turn();
    const [first, second, third] = [engine.jobs[0], ...engine.made.map((extra) => extra.jobs[0])];
    assert.deepEqual([first, second, third].map((j) => j.params.seed), ["abc", "abc/1", "abc/2"]);
    assert.ok([second, third].every((j) => j.params.seconds >= 59 && j.params.seconds <= 60));
    first.send({ type: "board", board: "A", score: 100 });
    second.send({ type: "board", board: "B", score: 90 }); // not better: not shown
    second.send({ type: "progress", step: 7, best: 90 });
    first.send({ type: "progress", step: 3, best: 100 });
    third.send({ type: "board", board: "C", score: 120 });
    assert.deepEqual(events, [
      { type: "board", board: "A", score: 100 },
      { type: "progress", step: 7, best: 100 },
      { type: "progress", step: 10, best: 100 },
      { type: "board", board: "C", score: 120 },
    ]);
    first.end({ type: "result", score: 100, steps: 30 });
    second.end({ type: "result", score: 90, steps: 40 });
    assert.ok(!engine.made[0].closed, "an extra ends with the portfolio, not before");
    third.end({ type: "result", score: 120, steps: 50, board: "C" });
    assert.deepEqual(await final, { type: "result", score: 120, steps: 120, board: "C", searches: 3 });
    assert.ok(engine.made.every((extra) => extra.closed));
  });

  test("cancel stops every search and ends the extra engines; the result rejects", async () => {
    const engine = new FakeEngine();
    const job = portfolio(engine, "boggle", "best_board", params, { searches: 2 });
    const final = job.result(() => {});
    engine.up();
    await turn();
    engine.made[0].up();
    await turn();
    const jobs = [engine.jobs[0], engine.made[0].jobs[0]];
    job.cancel();
    await assert.rejects(final, /Cancelled/);
    assert.ok(jobs.every((j) => j.cancelled));
    assert.ok(engine.made[0].closed);
  });

  test("an extra not up when the first search ends is left out; one its list fails is too", async () => {
    const engine = new FakeEngine();
    const job = portfolio(engine, "boggle", "best_board", params, // the second extra's list cannot be put in
      { searches: 3, prepare: async (extra) => extra !== engine.made[1] });
    const final = job.result(() => {});
    engine.up();
    await turn();
    engine.made[1].up();
    await turn();
    assert.equal(engine.made[1].jobs.length, 0);
    engine.jobs[0].end({ type: "result", score: 5, steps: 2 });
    assert.deepEqual(await final, { type: "result", score: 5, steps: 2, searches: 1 });
    engine.made[0].up(); // too late
    await turn();
    assert.equal(engine.made[0].jobs.length, 0);
    assert.ok(engine.made.every((extra) => extra.closed));
  });
});
