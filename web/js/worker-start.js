// The engine's first worker, started as soon as the document is parsed: index.html loads
// this module (it imports nothing) before the shell, so the interpreter's download begins
// while the shell's modules and the first view are still loading. The worker's messages
// wait here until the Engine (engine.js) adopts it; later workers (the watchdog's) are
// started by the Engine itself.

export const WORKER_URL = new URL("../worker/engine-worker.mjs", import.meta.url);

const worker = new Worker(WORKER_URL, { type: "module" });
const early = [];
worker.onmessage = (event) => early.push(["message", event]);
worker.onerror = (event) => { event.preventDefault?.(); early.push(["error", event]); };
let adopted = false;

/**
 * The first worker with `onmessage` and `onerror` set, and the messages and errors it sent
 * before now handed to them in order; null once taken (a later Engine starts its own).
 */
export function adoptFirstWorker(onmessage, onerror) {
  if (adopted) return null;
  adopted = true;
  worker.onmessage = onmessage;
  worker.onerror = onerror;
  for (const [kind, event] of early.splice(0)) (kind === "message" ? onmessage : onerror)(event);
  return worker;
}
