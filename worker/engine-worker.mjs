// The engine's Web Worker: boots the self-hosted Pyodide once, installs the engine
// wheel after checking its sha256, and runs any (game, action, params) request by
// pulling the engine's event generator in time slices. It knows nothing of any game.
//
// Page -> worker:
//   {type: "run", id, game, action, params}   start a job
//   {type: "cancel", id}                       stop a job at the end of its slice
//   {type: "stall", id, ms}                    block the thread for ms (to test the watchdog)
// Worker -> page:
//   {type: "booting", stage}                   boot progress, for the loading indicator
//   {type: "ready", versions, bootMs}          ready for jobs
//   {type: "fatal", message}                   boot failed; the engine is unusable
//   {type: "events", id, events}               a slice's events (also a heartbeat)
//   {type: "done", id} | {type: "cancelled", id}
//   {type: "failed", id, message, detail}      the job raised an unexpected exception

import { loadPyodide } from "../pyodide/pyodide.mjs";

const SLICE_MS = 40;
const HEARTBEAT_MS = 250;
const SITE = new URL("../", import.meta.url);

// The Python side of the protocol: a job pulls events for at most `ms` and returns
// them as one JSON text, so each slice costs a single call across the boundary.
const BRIDGE = `
import json, time
from wordgames.games import run

class Job:
    def __init__(self, game, action, params_json):
        self.events = run(game, action, json.loads(params_json))

    def pull(self, ms):
        deadline = time.monotonic() + ms / 1000
        batch = []
        for event in self.events:
            batch.append(event)
            if event["type"] in ("result", "error") or time.monotonic() >= deadline:
                return json.dumps({"events": batch, "done": event["type"] in ("result", "error")})
        return json.dumps({"events": batch, "done": True})

    def close(self):
        self.events.close()

def stall(ms):
    end = time.monotonic() + ms / 1000
    while time.monotonic() < end:
        pass
`;

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

function describe(error) {
  const text = String(error && error.message ? error.message : error);
  const lines = text.trim().split("\n");
  return { message: lines[lines.length - 1], detail: text };
}

async function boot() {
  const started = performance.now();
  post({ type: "booting", stage: "Loading Python" });
  const indexURL = new URL("pyodide/", SITE).href;
  const pyodide = await loadPyodide({ indexURL, packageBaseUrl: indexURL });
  post({ type: "booting", stage: "Installing the word engine" });
  const lockResponse = await fetch(new URL("wheels/lock.json", SITE), { cache: "no-cache" });
  if (!lockResponse.ok) throw new Error(`cannot load wheels/lock.json (HTTP ${lockResponse.status})`);
  const lock = await lockResponse.json();
  const wheelResponse = await fetch(new URL(`wheels/${lock.wheel}`, SITE));
  if (!wheelResponse.ok) throw new Error(`cannot load the engine wheel (HTTP ${wheelResponse.status})`);
  const wheel = await wheelResponse.arrayBuffer();
  if (!crypto.subtle) throw new Error("this page must be opened over https or from localhost");
  const digest = [...new Uint8Array(await crypto.subtle.digest("SHA-256", wheel))]
    .map((b) => b.toString(16).padStart(2, "0")).join("");
  if (digest !== lock.sha256) {
    throw new Error(`the engine wheel failed its integrity check (sha256 ${digest.slice(0, 12)}…, expected ${lock.sha256.slice(0, 12)}…)`);
  }
  pyodide.unpackArchive(wheel, "wheel");
  const namespace = pyodide.globals.get("dict")();
  pyodide.runPython(BRIDGE, { globals: namespace });
  bridge = { Job: namespace.get("Job"), stall: namespace.get("stall") };
  const engine = pyodide.runPython("import importlib.metadata as m; m.version('wordgames')");
  const python = pyodide.runPython("import sys; sys.version.split()[0]");
  post({ type: "ready", versions: { pyodide: pyodide.version, python, engine },
         bootMs: Math.round(performance.now() - started) });
}

async function runJob({ id, game, action, params }) {
  let job;
  try {
    job = bridge.Job(game, action, JSON.stringify(params ?? {}));
  } catch (error) {
    post({ type: "failed", id, ...describe(error) });
    return;
  }
  let lastPost = performance.now();
  try {
    for (;;) {
      if (cancelled.delete(id)) {
        job.close();
        post({ type: "cancelled", id });
        return;
      }
      const slice = JSON.parse(job.pull(SLICE_MS));
      const now = performance.now();
      if (slice.events.length || now - lastPost >= HEARTBEAT_MS) {
        post({ type: "events", id, events: slice.events });
        lastPost = now;
      }
      if (slice.done) {
        post({ type: "done", id });
        return;
      }
      await breathe();
    }
  } catch (error) {
    post({ type: "failed", id, ...describe(error) });
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

boot().then(drain, (error) => post({ type: "fatal", message: describe(error).message }));
