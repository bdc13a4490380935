// The page's only door to the engine: request(game, action, params) gives a Job whose
// events arrive as an async stream, with cancel(). The page knows nothing of Python.
//
// A watchdog replaces a worker that stops answering while a job runs (a slice that
// never ends): the job fails with a readable message and a new worker boots (from
// the browser's cache), so the next request works without a reload. No spare is
// booted ahead of time, so a visit downloads the interpreter once.
//
// The worker starts with the first request, or with start(): a view that plays without the
// engine (a daily from its day pack) lets the shell start it in the background once it is up.

import { reportError } from "./errors.js";
import { engineText, t } from "./i18n.js";
import { adoptFirstWorker, startedEarly, WORKER_URL, workerScript } from "./worker-start.js";

/**
 * A job that failed. From an engine's error event it carries the event's code and params
 * too, and its message is in the player's language (the engine's English for a code the
 * page does not know yet).
 */
export class EngineError extends Error {
  constructor(message, { code = null, params = {} } = {}) {
    super(message);
    this.code = code;
    this.params = params;
  }

  static of(event) {
    return new EngineError(engineText(event), { code: event.code ?? null, params: event.params ?? {} });
  }
}

class Job {
  constructor(id, engine, message) {
    this.id = id;
    this.engine = engine;
    this.message = message; // what the worker is sent: {type: "run", game, action, params} or a stall
    this.sent = false;
    this.buffer = [];
    this.waiting = null;
    this.finished = false;
    this.failure = null;
    this.cancelled = false;
  }

  push(event) {
    if (this.cancelled) return; // events already on their way when the player cancelled
    this.buffer.push(event);
    this.wake();
  }

  finish(failure = null) {
    if (this.finished) return;
    this.finished = true;
    this.failure = failure;
    this.wake();
  }

  wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** Stop the job: no further events are delivered, and the stream ends. */
  cancel() {
    if (this.finished || this.cancelled) return;
    this.cancelled = true;
    this.buffer.length = 0;
    this.engine.cancel(this);
  }

  async *[Symbol.asyncIterator]() {
    for (;;) {
      if (this.buffer.length) {
        yield this.buffer.shift();
      } else if (this.finished) {
        if (this.failure) throw this.failure;
        return;
      } else {
        await new Promise((resolve) => { this.waiting = resolve; });
      }
    }
  }

  /** The final `result` event; rejects with an EngineError on an `error` event. */
  async result(onEvent = () => {}) {
    let final = null;
    for await (const event of this) {
      if (event.type === "error") throw EngineError.of(event);
      if (event.type === "result") final = event;
      else onEvent(event);
    }
    if (!final) throw new EngineError(t(this.cancelled ? "engine.cancelled" : "engine.no_result"));
    return final;
  }
}

/** The worker's boot phases as engine:PHASE marks in the page's performance timeline (DevTools, benchmarks). */
function markPhases({ phases, origin }) {
  for (const [name, ms] of Object.entries(phases)) {
    performance.mark(`engine:${name}`, { startTime: origin + ms - performance.timeOrigin });
  }
}

/** One worker and its boot: the page's first (started early by worker-start.js) or a new one. */
class WorkerHost {
  /** `background`: the worker's downloads go at low priority (nothing waits for them yet). */
  constructor(onStatus, { background = false } = {}) {
    this.ready = new Promise((resolve, reject) => {
      const onmessage = ({ data }) => {
        if (data.type === "booting") onStatus(data);
        else if (data.type === "ready") { this.info = data; markPhases(data); resolve(this); }
        else if (data.type === "snapshot") this.onSnapshot?.(data);
        else if (data.type === "uncaught") reportError(data.message);
        else if (data.type === "fatal") {
          reject(new EngineError(t("engine.cannot_start", { reason: engineText(data) }), { code: data.code }));
        } else this.onJobMessage?.(data);
      };
      // An error with no message is a worker script that did not load: the connection.
      // After the boot, an error is one the worker did not catch (errors.js tells the player).
      const onerror = (event) => {
        event.preventDefault?.();
        if (this.info) reportError(event.message || t("engine.worker_failed"));
        reject(new EngineError(t("engine.cannot_start", { reason: event.message || t("engine.worker_failed") }),
          { code: event.message ? null : NETWORK }));
      };
      this.worker = adoptFirstWorker(onmessage, onerror);
      if (!this.worker) {
        const url = new URL(WORKER_URL);
        if (background) url.searchParams.set("priority", "low");
        this.worker = new Worker(workerScript(url), { type: "module" });
        Object.assign(this.worker, { onmessage, onerror });
      }
    });
    this.ready.catch(() => {});
  }
}

// A boot that fails for want of a connection (the code boot.network: a download that ran out of
// tries in the worker, or a script the worker could not import) starts a new worker after a pause,
// again and again for about half a minute. Then the page says the connection failed and offers
// Try again (retry()). Jobs wait for the engine through all of it.
const NETWORK = "boot.network";
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];
const RETRY_WINDOW_MS = 30_000;

export class Engine {
  /**
   * @param {object} options
   * @param {(status: {stage: string, loaded?: number, total?: number}) => void} [options.onStatus]
   *   boot progress for a loading indicator: stage "download" (bytes loaded of total), "python",
   *   "engine"; "offline" when the connection failed and only retry() goes on
   * @param {number} [options.watchdogMs] silence during a job after which the worker is replaced
   * @param {(kept: boolean) => void} [options.onSnapshot] after a plain boot: whether the worker
   *   kept Python's memory snapshot for the next boot
   */
  constructor({ onStatus = () => {}, watchdogMs = 8000, onSnapshot = () => {} } = {}) {
    this.onStatus = onStatus;
    this.onSnapshot = onSnapshot;
    this.watchdogMs = watchdogMs;
    this.jobs = new Map(); // every unfinished job; those not `sent` wait for a worker that is up
    this.nextId = 1;
    this.restarts = 0;
    this.booted = false;
    this.awaited = 0; // requests made before the engine was up: the player waits for those
    this.status = { stage: "download" }; // how far the boot is (for a request that starts waiting)
    this.host = null; // the worker booting or up
    this.live = null; // the worker up, once it is
    this.ready = new Promise((resolve, reject) => { this.resolveReady = resolve; this.rejectReady = reject; });
    this.ready.catch(() => {});
    if (startedEarly) this.start();
  }

  /** Start the worker unless it is started; `background` when nothing waits for it yet. */
  start({ background = false } = {}) {
    if (this.host) return;
    this.background = background;
    this.bootAnew();
  }

  /** After the connection failed: boot a new worker, or hand the worker up the job whose download failed. */
  retry() {
    if (this.live) {
      this.report({ stage: "puzzle" });
      this.flush();
    } else {
      this.report({ stage: "download" });
      this.bootAnew();
    }
  }

  /** Boot a worker with a new half minute of tries. */
  bootAnew(options = {}) {
    clearTimeout(this.pause);
    this.tries = 0;
    this.since = performance.now();
    this.boot(options);
  }

  /** Boot a worker; the jobs waiting go to it once it is up. `quiet`: no boot progress (a watchdog's restart). */
  boot({ quiet = false } = {}) {
    const host = new WorkerHost(quiet ? () => {} : (status) => this.report(status), { background: this.background });
    host.onJobMessage = (data) => this.receive(host, data);
    host.onSnapshot = ({ kept }) => this.onSnapshot(kept);
    this.host = host;
    host.ready.then(() => this.up(host), (error) => this.bootFailed(host, error));
  }

  report(status) {
    this.status = status;
    this.onStatus(status);
  }

  up(host) {
    if (host !== this.host) return;
    this.live = host;
    this.booted = true;
    this.resolveReady(host.info);
    this.flush();
  }

  bootFailed(host, error) {
    if (host !== this.host) return;
    host.worker?.terminate(); // and its downloads: a worker that failed its boot (or never started) is of no use
    if (error.code !== NETWORK) { // a new worker would meet it again (a wheel that fails its check)
      for (const job of this.jobs.values()) job.finish(error);
      this.jobs.clear();
      this.rejectReady(error);
    } else if (performance.now() - this.since < RETRY_WINDOW_MS) {
      this.pause = setTimeout(() => this.boot(), RETRY_DELAYS_MS[Math.min(this.tries++, RETRY_DELAYS_MS.length - 1)]);
    } else {
      this.report({ stage: "offline" });
    }
  }

  /** Start `game.action(params)`; returns a Job (async iterable of events). */
  request(game, action, params = {}) {
    return this.submit({ type: "run", game, action, params });
  }

  /** Block the worker for `ms` milliseconds: a diagnostic that trips the watchdog. */
  stall(ms) {
    return this.submit({ type: "stall", ms });
  }

  submit(message) {
    this.start();
    const job = new Job(this.nextId++, this, message);
    this.jobs.set(job.id, job);
    if (!this.booted) {
      this.awaited += 1;
      this.onStatus(this.status); // the player waits from now: show how far the boot is
    }
    if (this.live) this.send(job);
    return job;
  }

  /** Send the worker up every job that waits for it. */
  flush() {
    for (const job of this.jobs.values()) if (!job.sent) this.send(job);
  }

  send(job) {
    job.sent = true;
    this.live.worker.postMessage({ ...job.message, id: job.id });
    this.armWatchdog();
  }

  cancel(job) {
    if (job.sent) {
      this.live.worker.postMessage({ type: "cancel", id: job.id });
    } else {
      this.jobs.delete(job.id);
      job.finish();
    }
  }

  receive(host, data) {
    if (host !== this.live) return;
    const job = this.jobs.get(data.id);
    this.armWatchdog();
    if (!job) return;
    if (data.type === "events") {
      for (const event of data.events) job.push(event);
    } else if (data.type === "done" || data.type === "cancelled") {
      this.jobs.delete(job.id);
      job.finish();
    } else if (data.type === "failed" && data.code === NETWORK) { // a lexicon it could not download
      job.sent = false;
      this.report({ stage: "offline" });
    } else if (data.type === "failed") {
      this.jobs.delete(job.id);
      job.finish(new EngineError(t("engine.internal", { reason: data.message })));
    }
  }

  armWatchdog() {
    clearTimeout(this.watchdog);
    if ([...this.jobs.values()].some((job) => job.sent)) {
      this.watchdog = setTimeout(() => this.replaceWorker(), this.watchdogMs);
    }
  }

  /** A new engine like this one, with a worker of its own: for work beside this one's (start() boots it). */
  another() {
    return new Engine({ watchdogMs: this.watchdogMs });
  }

  /** End the worker for good (an engine made for one task, once it is over): its jobs end as cancelled. */
  close() {
    clearTimeout(this.watchdog);
    clearTimeout(this.pause);
    this.host?.worker?.terminate();
    this.host = this.live = null;
    for (const job of this.jobs.values()) {
      job.cancelled = true;
      job.finish();
    }
    this.jobs.clear();
  }

  /** The watchdog fired: end the stuck worker and its jobs, and boot a new one for the jobs to come. */
  replaceWorker() {
    this.live.worker.terminate();
    this.live = null;
    this.restarts += 1;
    for (const job of this.jobs.values()) {
      if (!job.sent) continue;
      this.jobs.delete(job.id);
      job.finish(new EngineError(t("engine.stopped")));
    }
    this.bootAnew({ quiet: true });
  }
}
