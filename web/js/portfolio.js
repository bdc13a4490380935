// A portfolio of searches: where the device has cores and memory to spare, one long seeded search
// (the best-board search) runs as several independent ones, each in an engine worker of its own,
// with seeds derived from the one given (SEED, SEED/1, SEED/2, ...), and the player gets the best
// of them. The page's engine runs the first search, so one search is exactly what it was before;
// the others boot their workers for the search and end them with it. To the caller it is one job:
// one stream of the best so far, one result, one cancel that stops them all.

/** The most searches at once, however many cores the device has. */
export const MOST_SEARCHES = 4;
/** Device memory (GB, as navigator.deviceMemory rounds it) for each search: an engine worker takes about 0.15 GB. */
const GB_A_SEARCH = 2;
/** Searches at once when the browser does not say how much memory the device has. */
const UNKNOWN_MEMORY_SEARCHES = 2;

/** How many searches a device runs at once: one a core, within its memory and MOST_SEARCHES; at least one. */
export function searchesFor({ cores, memory } = {}) {
  const byMemory = typeof memory === "number" && memory > 0 ? Math.floor(memory / GB_A_SEARCH) : UNKNOWN_MEMORY_SEARCHES;
  const byCores = Number.isInteger(cores) && cores > 0 ? cores : 1;
  return Math.max(1, Math.min(byCores, byMemory, MOST_SEARCHES));
}

/** The searches this browser's device runs at once. */
export const deviceSearches = () => searchesFor({ cores: navigator.hardwareConcurrency, memory: navigator.deviceMemory });

/**
 * Run `game.action(params)` as `searches` searches: the first on `engine` with `params` as
 * given, each other on an engine of its own with the seed `${params.seed}/${k}` and the seconds
 * left once its worker is up and `prepare(extraEngine)` has resolved (a player's word list put
 * into it, say; a falsy answer leaves that search out). Returns a job like the engine's:
 * `result(onEvent)` and `cancel()`. Events as one search's: a `board` only when it beats every
 * search's best, `progress` with `step` summed over the searches and `best` the best of all; the
 * result is the best search's, with `steps` summed and `searches` the number that ran. The
 * extra workers end with the search, however it ends.
 */
export function portfolio(engine, game, action, params, { searches = 1, prepare = async () => true } = {}) {
  return new Portfolio(engine, game, action, params, { searches, prepare });
}

class Portfolio {
  constructor(engine, game, action, params, { searches, prepare }) {
    this.started = performance.now();
    this.engine = engine;
    this.searches = searches;
    this.request = [game, action];
    this.params = params;
    this.prepare = prepare;
    this.jobs = [engine.request(game, action, params)];
    this.extras = []; // the extra engines made so far
    this.cancelled = false;
    this.ended = false; // once true, no search starts
    this.stopped = new Promise((resolve) => { this.stop = () => { this.ended = true; resolve(); }; });
  }

  /** Stop every search and end the extra workers. */
  cancel() {
    if (this.cancelled) return;
    this.cancelled = true;
    for (const job of this.jobs) job.cancel();
    this.close();
    this.stop();
  }

  close() {
    for (const extra of this.extras) extra.close();
  }

  /** The best search's result; rejects as the first search's job does (cancelled, an error). */
  async result(onEvent = () => {}) {
    let best = -Infinity;
    const steps = [];
    const relay = (k) => (event) => {
      if (this.cancelled) return;
      if (event.type === "board") {
        if (event.score <= best) return;
        best = event.score;
        onEvent(event);
      } else if (event.type === "progress") {
        steps[k] = event.step ?? 0;
        best = Math.max(best, event.best ?? -Infinity);
        onEvent({ ...event, step: steps.reduce((sum, n) => sum + (n ?? 0), 0), best });
      } else {
        onEvent(event);
      }
    };
    const others = Array.from({ length: this.searches - 1 }, (_, i) => this.extraSearch(i + 1, relay(i + 1)));
    try {
      const first = await this.jobs[0].result(relay(0));
      this.stop(); // an extra search that has not started by now is left out
      const finals = [first, ...await Promise.all(others)].filter(Boolean);
      const top = finals.reduce((a, b) => (b.score > a.score ? b : a));
      return { ...top, steps: finals.reduce((sum, f) => sum + (f.steps ?? 0), 0), searches: finals.length };
    } catch (error) {
      this.cancel();
      throw error;
    } finally {
      this.close();
    }
  }

  /**
   * Search `k` on an engine of its own, once it is up and prepared: its result, or null (left
   * out, failed or cancelled). Its worker boots after the page's engine is up, from what that
   * one downloaded: a first visit's search does not download the interpreter twice.
   */
  async extraSearch(k, onEvent) {
    const gone = this.stopped.then(() => false);
    try {
      if (!(await Promise.race([this.engine.ready.then(() => true), gone])) || this.ended) return null;
      const extra = this.engine.another();
      this.extras.push(extra);
      extra.start();
      if (!(await Promise.race([extra.ready.then(() => this.prepare(extra)), gone]))) return null;
      const left = Math.floor(this.params.seconds - (performance.now() - this.started) / 1000);
      if (this.ended || left < 1) return null;
      const job = extra.request(...this.request, { ...this.params, seed: `${this.params.seed}/${k}`, seconds: left });
      this.jobs.push(job);
      return await job.result(onEvent);
    } catch {
      return null; // a worker that could not start, or a search that failed: the others go on
    }
  }
}
