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

import { engineText, t } from "./i18n.js";
import { adoptFirstWorker, startedEarly, WORKER_URL } from "./worker-start.js";

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
  constructor(id, engine) {
    this.id = id;
    this.engine = engine;
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

/** One worker and its boot: the page's first (started early by worker-start.js) or a new one. */
class WorkerHost {
  /** `background`: the worker's downloads go at low priority (nothing waits for them yet). */
  constructor(onStatus, { background = false } = {}) {
    this.ready = new Promise((resolve, reject) => {
      const onmessage = ({ data }) => {
        if (data.type === "booting") onStatus(data);
        else if (data.type === "ready") { this.info = data; resolve(this); }
        else if (data.type === "fatal") reject(new EngineError(t("engine.cannot_start", { reason: engineText(data) })));
        else this.onJobMessage?.(data);
      };
      const onerror = (event) => {
        event.preventDefault?.();
        reject(new EngineError(t("engine.cannot_start", { reason: event.message || t("engine.worker_failed") })));
      };
      this.worker = adoptFirstWorker(onmessage, onerror);
      if (!this.worker) {
        const url = new URL(WORKER_URL);
        if (background) url.searchParams.set("priority", "low");
        this.worker = new Worker(url, { type: "module" });
        Object.assign(this.worker, { onmessage, onerror });
      }
    });
    this.ready.catch(() => {});
  }
}

export class Engine {
  /**
   * @param {object} options
   * @param {(status: {stage: string, loaded?: number, total?: number}) => void} [options.onStatus]
   *   boot progress for a loading indicator: stage "download" (bytes loaded of total), "python", "engine"
   * @param {number} [options.watchdogMs] silence during a job after which the worker is replaced
   */
  constructor({ onStatus = () => {}, watchdogMs = 8000 } = {}) {
    this.onStatus = onStatus;
    this.watchdogMs = watchdogMs;
    this.jobs = new Map();
    this.nextId = 1;
    this.restarts = 0;
    this.booted = false;
    this.awaited = 0; // requests made before the engine was up: the player waits for those
    this.status = { stage: "download" }; // how far the boot is (for a request that starts waiting)
    this.host = null;
    const started = new Promise((resolve) => { this.started = resolve; });
    this.ready = started.then(() => this.host.ready).then((host) => {
      this.booted = true;
      return host.info;
    });
    if (startedEarly) this.start();
  }

  /** Start the worker unless it is started; `background` when nothing waits for it yet. */
  start({ background = false } = {}) {
    if (this.host) return;
    this.host = this.spawn((status) => { this.status = status; this.onStatus(status); }, { background });
    this.started();
  }

  spawn(onStatus = this.onStatus, options = {}) {
    const host = new WorkerHost(onStatus, options);
    host.onJobMessage = (data) => this.receive(host, data);
    return host;
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
    const job = new Job(this.nextId++, this);
    this.jobs.set(job.id, job);
    const host = this.host;
    if (!this.booted) {
      this.awaited += 1;
      this.onStatus(this.status); // the player waits from now: show how far the boot is
    }
    host.ready.then(
      () => {
        if (host !== this.host) { job.finish(new EngineError(t("engine.restarted"))); return; }
        host.worker.postMessage({ ...message, id: job.id });
        this.armWatchdog();
      },
      (error) => { this.jobs.delete(job.id); job.finish(error); },
    );
    return job;
  }

  cancel(job) {
    this.host.worker.postMessage({ type: "cancel", id: job.id });
  }

  receive(host, data) {
    if (host !== this.host) return;
    const job = this.jobs.get(data.id);
    this.armWatchdog();
    if (!job) return;
    if (data.type === "events") {
      for (const event of data.events) job.push(event);
    } else if (data.type === "done" || data.type === "cancelled") {
      this.jobs.delete(job.id);
      job.finish();
    } else if (data.type === "failed") {
      this.jobs.delete(job.id);
      job.finish(new EngineError(t("engine.internal", { reason: data.message })));
    }
  }

  armWatchdog() {
    clearTimeout(this.watchdog);
    if (this.jobs.size) this.watchdog = setTimeout(() => this.replaceWorker(), this.watchdogMs);
  }

  /** The watchdog fired: end the stuck worker and boot a new one. */
  replaceWorker() {
    const stuck = this.host;
    stuck.worker.terminate();
    this.restarts += 1;
    this.host = this.spawn(() => {});
    this.ready = this.host.ready.then((host) => host.info);
    for (const job of this.jobs.values()) {
      job.finish(new EngineError(t("engine.stopped")));
    }
    this.jobs.clear();
  }
}
