// The engine's Web Worker: boots the self-hosted Pyodide once, installs the engine
// wheel after checking its sha256, and runs any (game, action, params) request by
// pulling the engine's event generator in time slices (wordgames/worker.py is the
// Python side). It knows nothing of any game.
//
// Page -> worker:
//   {type: "run", id, game, action, params}   start a job
//   {type: "cancel", id}                       stop a job at the end of its slice
//   {type: "stall", id, ms}                    block the thread for ms (to test the watchdog)
// Worker -> page:
//   {type: "booting", stage, loaded, total}    boot progress: "download" (bytes so far), "engine"
//   {type: "ready", from, versions, phases, origin}  ready for jobs; from "snapshot" or a "plain" boot;
//                                              phases: ms by the worker's clock, from its timeOrigin
//   {type: "snapshot", kept}                   after a plain boot: its snapshot kept, or not
//   {type: "fatal", message, code, params}     boot failed; the engine is unusable (English
//                                              message; code and params for the page's catalogues)
//   {type: "events", id, events}               a slice's events (also a heartbeat)
//   {type: "done", id} | {type: "cancelled", id}
//   {type: "failed", id, message, detail}      the job raised an unexpected exception
//   {type: "uncaught", message}                a promise rejected with no handler (a bug)

import { loadPyodide } from "../pyodide/pyodide.mjs";
import { unxz } from "./xz.mjs";

// A cancel waits for the slice under way, and a slice overruns by its last step and its JSON:
// at 40 ms a cancel took 70-80 ms (median), at 20 ms 30-45 ms, for no measurable loss of speed.
const SLICE_MS = 20;
const HEARTBEAT_MS = 250;
const SITE = new URL("../", import.meta.url);

let bridge = null;
const queue = [];
const cancelled = new Set();
let running = false;
let currentId = null;

const channel = new MessageChannel();
const wakers = [];
channel.port1.onmessage = () => wakers.shift()?.();
// Let pending messages (a cancel) in between two slices, without timer clamping.
const breathe = () => new Promise((resolve) => { wakers.push(resolve); channel.port2.postMessage(0); });

function post(message) { self.postMessage(message); }

// The boot's phases by the worker's clock, sent with "ready" (the page puts them in its
// performance timeline as engine:PHASE marks: DevTools shows them, benchmarks/engine_boot.py reads them).
const phases = { worker: 0 };
const phase = (name) => { phases[name] = Math.round(performance.now()); };
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (...args) => {
  phase("compile");
  const result = await instantiateStreaming(...args);
  phase("compiled");
  return result;
};
/** When each engine file's last byte arrived (Resource Timing). */
function arrivals() {
  for (const entry of performance.getEntriesByType("resource")) {
    const file = new URL(entry.name).pathname.split("/").pop();
    if (/\.(mjs|xz|whl)$/.test(file)) phases[`${file.endsWith(".whl") ? "wheel" : file} in`] = Math.round(entry.responseEnd);
  }
}

// A promise rejected with no handler: the page tells the player (web/js/errors.js). An uncaught
// error reaches the page by itself, as the Worker's error event.
self.addEventListener("unhandledrejection", (event) => post({ type: "uncaught", message: describe(event.reason).message }));

/** An Error whose English text the page can also say by code (the catalogue: boot.CODE). */
function failure(code, params, text) {
  return Object.assign(new Error(text), { code: `boot.${code}`, params });
}

function describe(error) {
  const text = String(error && error.message ? error.message : error);
  const lines = text.trim().split("\n");
  return { message: lines[lines.length - 1], detail: text };
}

// Every download the engine needs (the interpreter, its standard library, the lock, the wheel,
// a lexicon) is tried again when it fails for want of a connection or with a server error (5xx),
// after 1, 2, 4, 8 and 15 seconds. Once those run out it fails with the code boot.network, and
// the page says the connection failed and offers to try again. Pyodide waits for good on an
// interpreter it could not fetch, so that failure also ends the boot (downloadFailed).
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15000];
let giveUp;
const downloadFailed = new Promise((resolve, reject) => { giveUp = reject; });
downloadFailed.catch(() => {});
const networkFetch = self.fetch.bind(self);

async function plainFetch(input, init) {
  for (let tries = 0; ; tries += 1) {
    const response = await networkFetch(input, init).catch(() => null); // null: no connection
    if (response && response.status < 500) return response;
    if (tries === RETRY_DELAYS_MS.length) break;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[tries]));
  }
  const file = new URL(input instanceof Request ? input.url : input, SITE).pathname.split("/").pop();
  const error = failure("network", { file }, `the connection failed while downloading ${file}`);
  giveUp(error);
  throw error;
}

// The interpreter and its standard library come packed with xz by build.py (pyodide/xz/NAME.xz,
// about 23% under the best gzip, and compressed whatever the host does): Pyodide asks for the
// plain file, and this worker fetches the packed one and unpacks it as it streams in (xz.mjs;
// WebAssembly still compiles while it downloads).
const PACKED = { "pyodide.asm.wasm": "application/wasm", "python_stdlib-trimmed.zip": "application/zip" };
const PYODIDE = new URL("pyodide/", SITE).href;
let decoder = null; // the xz decoder's WebAssembly module, compiled once

/** The packed copy of a plain file Pyodide asks for, and its type; or null. */
function packedCopy(input) {
  const url = new URL(input instanceof Request ? input.url : input, SITE);
  const name = url.href.startsWith(PYODIDE) ? url.pathname.split("/").pop() : null;
  return Object.hasOwn(PACKED, name) ? { url: new URL(`xz/${name}.xz`, PYODIDE), type: PACKED[name] } : null;
}

// Python starts once the interpreter and the library are in; the wheel is needed only after,
// so it is asked for once the interpreter has arrived: on a slow link it then downloads while
// Python starts, instead of taking its share of the link from the interpreter.
let interpreterArrived;
const interpreter = new Promise((resolve) => { interpreterArrived = resolve; });

// Every large download (the interpreter, its standard library, the wheel) is counted
// as it streams in, so the page can show one progress bar for all of them. A worker started
// behind a view that plays without it (engine.js: start({background})) fetches at low priority.
const download = { loaded: 0, total: 0 };
const PRIORITY = new URL(import.meta.url).searchParams.get("priority");
self.fetch = async (input, init) => {
  const copy = packedCopy(input);
  decoder ??= copy && plainFetch(new URL("xz/xz-decompress.wasm", PYODIDE)).then(async (found) => WebAssembly.compile(await found.arrayBuffer()));
  const response = await plainFetch(copy?.url ?? input, PRIORITY ? { priority: PRIORITY, ...init } : init);
  const size = Number(response.headers.get("content-length")) || 0;
  const arrived = copy?.type === "application/wasm" ? interpreterArrived : () => {};
  if (!response.body || (size < 100_000 && !copy) || !response.ok) { arrived(); return response; }
  download.total += size;
  const reader = response.body.getReader();
  const counted = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read().catch((error) => { arrived(); throw error; });
      if (done) { arrived(); controller.close(); return; }
      download.loaded += value.byteLength;
      post({ type: "booting", stage: "download", ...download });
      controller.enqueue(value);
    },
    cancel(reason) { arrived(); return reader.cancel(reason); },
  });
  if (!copy) return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  return new Response(unxz(counted, decoder), { headers: { "Content-Type": copy.type } });
};

async function sha256(buffer) {
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", buffer))]
    .map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** wheels/lock.json: the wheel's name and sha256, the standard library's, each lexicon's, and Pyodide's lock for this worker. */
async function fetchLock() {
  const response = await fetch(new URL("wheels/lock.json", SITE), { cache: "no-cache" });
  if (!response.ok) {
    throw failure("lock_http", { status: String(response.status) }, `cannot load wheels/lock.json (HTTP ${response.status})`);
  }
  return response.json();
}

/** The engine wheel, checked against the sha256 in the lock, and the lock. */
async function fetchWheel(lock) {
  const wheelResponse = await fetch(new URL(`wheels/${lock.wheel}`, SITE));
  if (!wheelResponse.ok) {
    throw failure("wheel_http", { status: String(wheelResponse.status) }, `cannot load the engine wheel (HTTP ${wheelResponse.status})`);
  }
  const wheel = await wheelResponse.arrayBuffer();
  if (!crypto.subtle) throw failure("https", {}, "this page must be opened over https or from localhost");
  const digest = await sha256(wheel);
  if (digest !== lock.sha256) {
    const params = { got: `${digest.slice(0, 12)}…`, expected: `${lock.sha256.slice(0, 12)}…` };
    throw failure("integrity", params, `the engine wheel failed its integrity check (sha256 ${params.got}, expected ${params.expected})`);
  }
  return { wheel, name: lock.wheel, lock };
}

// Each language's lexicon is its own file, gzipped by build.py (lexicons/LANG.lex.gz, the
// sha256 of those bytes in wheels/lock.json) so that it travels compressed whatever the host
// sends it as, fetched the first time an action ends in the engine's error "lexicon.not_built"
// for it (wordgames.lexicon.load): the action then runs again. The worker puts the file as
// fetched in the service worker's cache under the key sw.js gives a listed file, since the page
// that first needs it may not be under the service worker yet: it works offline from then on,
// and later deploys bring it up to date with the rest.
const lexicons = new Set(); // the languages whose lexicon is installed

async function installLexicon(lang) {
  const digest = bridge.lock.lexicons?.[lang];
  if (!digest) throw new Error(`the site has no ${lang} word list`);
  const path = `lexicons/${lang}.lex.gz`;
  const response = await plainFetch(new URL(path, SITE)); // not boot progress: the engine is up
  if (!response.ok) throw new Error(`cannot load the ${lang} word list (HTTP ${response.status})`);
  const packed = await response.arrayBuffer();
  if (await sha256(packed) !== digest) throw new Error(`the ${lang} word list failed its integrity check`);
  const data = await new Response(new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  bridge.writeLexicon(lang, new Uint8Array(data));
  lexicons.add(lang);
  caches.open("wordgames-files")
    .then((cache) => cache.put(new URL(`${path}?v=${digest.slice(0, 16)}`, SITE), new Response(packed)))
    .catch(() => {}); // no cache (storage full, private mode): only offline play is lost
}

/** The language of the lexicon a finished slice says is missing, or null. */
function missingLexicon(slice) {
  const last = slice.events[slice.events.length - 1];
  return slice.done && last?.type === "error" && last.code === "lexicon.not_built" ? last.params.lang : null;
}

// Pyodide's memory snapshot: the interpreter's memory once the engine is imported, kept after a
// plain boot in Cache Storage (gzipped, about 6 MB), so that a later boot restores it instead of
// starting Python anew (benchmarks/README: a tenth of the time). It is made before the first job,
// so it holds no game's state; it is keyed by the wheel, the standard library and Pyodide it was
// made with (Pyodide itself refuses one of another interpreter). A snapshot that does not restore
// to a working engine is deleted, and Python boots plainly and makes a new one.
const SNAPSHOTS = "engine-snapshot"; // not "wordgames-…": sw.js deletes those of older builds

const snapshotKey = (lock) => new URL(`snapshot?wheel=${lock.sha256}&stdlib=${lock.stdlib}&pyodide=${lock.pyodide}`, SITE);

/** The kept snapshot made with this lock, as bytes, or null (a first visit looks up nothing else). */
async function keptSnapshot(lock) {
  const cache = await caches.open(SNAPSHOTS);
  if ((await cache.keys()).length === 0) return null; // then no need to wait for the lock
  const response = await cache.match(snapshotKey(await lock));
  if (!response) return null;
  const unpacked = new Response(response.body.pipeThrough(new DecompressionStream("gzip")));
  return new Uint8Array(await unpacked.arrayBuffer());
}

/** Keep ``bytes`` as the snapshot for this lock, in place of any other. */
async function keepSnapshot(bytes, lock) {
  const key = snapshotKey(lock).href;
  const cache = await caches.open(SNAPSHOTS);
  await cache.put(key, new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))));
  for (const request of await cache.keys()) if (request.url !== key) await cache.delete(request);
}

/** Python with the engine imported: from ``snapshot`` when given, else a plain boot that can make one. */
async function startEngine(wheel, lock, snapshot) {
  const indexURL = new URL("pyodide/", SITE).href;
  // The standard library trimmed to what the engine imports, and Pyodide's lock without the
  // packages the engine never loads (build.py); the Lab has the whole of both.
  const stdLibURL = new URL("pyodide/python_stdlib-trimmed.zip", SITE).href;
  const lockFileContents = lock.then((found) => found.pyodide_lock);
  const how = snapshot ? { _loadSnapshot: snapshot } : { _makeSnapshot: true };
  const pyodide = await Promise.race([
    loadPyodide({ indexURL, packageBaseUrl: indexURL, stdLibURL, lockFileContents, ...how }), downloadFailed]);
  phase("python");
  const archive = await wheel;
  post({ type: "booting", stage: "engine" });
  pyodide.unpackArchive(archive.wheel, "wheel");
  const module = pyodide.pyimport("wordgames.worker");
  phase("imported");
  const pythonVersion = pyodide.runPython("import sys; sys.version.split()[0]"); // Python answers
  return { pyodide, module, archive, pythonVersion };
}

async function boot() {
  phase("boot");
  post({ type: "booting", stage: "download", ...download });
  const lock = fetchLock();
  const wheel = Promise.all([lock, interpreter]).then(([found]) => fetchWheel(found));
  wheel.catch(() => {});
  const snapshot = await keptSnapshot(lock).catch(() => null); // no Cache Storage: boot plainly
  phase("snapshot looked up");
  let engine = null;
  if (snapshot) {
    engine = await startEngine(wheel, lock, snapshot).catch(async (error) => {
      if (error.code === "boot.network") throw error;
      await caches.delete(SNAPSHOTS).catch(() => {}); // damaged, or of another build: made anew below
      return null;
    });
  }
  const from = engine ? "snapshot" : "plain";
  engine ??= await startEngine(wheel, lock, null);
  const { pyodide, module, archive, pythonVersion } = engine;
  if (from === "plain") { // before any job, so the snapshot holds no game's state
    const made = pyodide.makeMemorySnapshot();
    phase("snapshot made");
    keepSnapshot(made, archive.lock).then(() => post({ type: "snapshot", kept: true }),
                                          () => post({ type: "snapshot", kept: false }));
  }
  bridge = { Job: module.Job, stall: module.stall, lock: archive.lock,
             writeLexicon: (lang, data) => pyodide.FS.writeFile(module.lexicon_path(lang), data) };
  const version = archive.name.split("-")[1]; // wordgames-VERSION-py3-none-any.whl (importlib.metadata takes ~0.4 s)
  phase("ready");
  arrivals();
  post({ type: "ready", from, versions: { pyodide: pyodide.version, python: pythonVersion, engine: version },
         phases, origin: performance.timeOrigin });
}

async function runJob({ id, game, action, params }) {
  let job;
  const start = () => bridge.Job(game, action, JSON.stringify(params ?? {}));
  try {
    job = start();
  } catch (error) {
    post({ type: "failed", id, ...describe(error) });
    return;
  }
  let lastPost = performance.now();
  let eventsPosted = false;
  try {
    for (;;) {
      if (cancelled.delete(id)) {
        job.close();
        post({ type: "cancelled", id });
        return;
      }
      const slice = JSON.parse(job.pull(SLICE_MS));
      const lang = eventsPosted ? null : missingLexicon(slice);
      if (lang && !lexicons.has(lang)) {
        const heartbeat = setInterval(() => post({ type: "events", id, events: [] }), HEARTBEAT_MS);
        try { await installLexicon(lang); } finally { clearInterval(heartbeat); }
        job.destroy();
        job = start();
        continue;
      }
      const now = performance.now();
      if (slice.events.length || now - lastPost >= HEARTBEAT_MS) {
        post({ type: "events", id, events: slice.events });
        lastPost = now;
        eventsPosted ||= slice.events.length > 0;
      }
      if (slice.done) {
        post({ type: "done", id });
        return;
      }
      await breathe();
    }
  } catch (error) {
    post({ type: "failed", id, ...describe(error), code: error?.code ?? null });
  } finally {
    cancelled.delete(id);
    job.destroy();
  }
}

async function drain() {
  if (running || !bridge) return;
  running = true;
  while (queue.length) {
    const message = queue.shift();
    if (message.type === "stall") {
      bridge.stall(message.ms);
      post({ type: "done", id: message.id });
    } else if (cancelled.delete(message.id)) {
      post({ type: "cancelled", id: message.id });
    } else {
      currentId = message.id;
      await runJob(message);
      currentId = null;
    }
  }
  running = false;
}

self.onmessage = ({ data }) => {
  if (data.type !== "cancel") queue.push(data);
  else if (data.id === currentId || queue.some((m) => m.id === data.id)) cancelled.add(data.id);
  drain();
};

// A TypeError out of the boot is a fetch or an import (pyodide.asm.mjs) that could not reach the
// site: the page boots a new worker, whose imports start afresh.
boot().then(drain, (error) => post({ type: "fatal", message: describe(error).message,
  code: error?.code ?? (error instanceof TypeError ? "boot.network" : null), params: error?.params ?? {} }));
