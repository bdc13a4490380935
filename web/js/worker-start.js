// The document's first script, which runs before the first look's chunk has arrived (index.html
// loads it async; tools/bundle.mjs keeps it and what it imports in a small chunk of their own), so
// it imports only small modules that need no catalogue. It reports errors nobody caught from then on
// (errors.js, imported first), and does two things at once:
// - On home's or a daily's route, it starts loading the view (a daily's with its game's own chunk),
//   and a daily's day pack, beside the first look's chunk rather than after it (below).
// - When the first view needs the engine (not a daily, nor home), it starts the engine's first
//   worker, so the interpreter's download begins while the page's modules load. A daily (or home)
//   needs no engine to be shown and played: its day pack serves it, and the Engine (engine.js)
//   starts the worker after that view is interactive, at low priority, so Python never competes
//   with the first look. The worker's messages wait here until the Engine adopts it; later workers
//   are started by the Engine itself.
// When the browser asks to save data, no worker starts early, nor in the background: the
// interpreter and the word lists download only when the player first asks for something that
// needs the engine (shell.js, afterFirstView).

import "./errors.js"; // first: what fails after this is reported
import { localDate } from "./days.js";
import { CHOICE, LANGUAGES, languageOf } from "./language-choice.js";
import { packFile } from "./pack-file.js";
import { store } from "./storage.js";

export const WORKER_URL = new URL("../worker/engine-worker.mjs", import.meta.url);

// The Content-Security-Policy requires Trusted Types: a worker's script (the engine's, the service
// worker) comes through this one policy, which admits the site's own scripts only.
const policy = self.trustedTypes?.createPolicy("wordgames", {
  createScriptURL(url) {
    if (new URL(url, location.href).origin !== location.origin) throw new TypeError(`not this site's script: ${url}`);
    return url;
  },
});

/** `url` as a worker's script URL the policy admits (the URL itself where Trusted Types are absent). */
export const workerScript = (url) => policy?.createScriptURL(String(url)) ?? url;

/** The games whose dailies come in day packs: index.html names them (build.py writes it from the engine). */
const DAILIES = document.querySelector('meta[name="wordgames-dailies"]')?.content.split(" ").filter(Boolean) ?? [];
/**
 * Each daily game's own chunks, which its view imports beyond the first look's (tools/bundle.mjs):
 * index.html names them (GAME=URL,URL ...); none in the unbundled sources.
 */
const DAILY_CHUNKS = Object.fromEntries((document.querySelector('meta[name="wordgames-daily-chunks"]')?.content ?? "")
  .split(" ").filter((pair) => pair.includes("=")).map((pair) => {
    const [game, urls] = pair.split("=");
    return [game, urls.split(",")];
  }));
/** Home, and a game's daily (today's or a named day's, without a code): a day pack serves them. */
const PACKED = new RegExp(`^#?(?:(?:${DAILIES.join("|")})(?:/daily/\\d{4}-\\d{2}-\\d{2})?)?$`);
const packed = PACKED.test(location.hash); // this visit's first route

/**
 * Whether the browser asks to save data (the player's Data Saver; a static site cannot read the
 * Save-Data request header, so the script's signal). Read once: a visit keeps the mode it began in.
 */
export const savingData = navigator.connection?.saveData === true;

const worker = savingData || packed ? null : new Worker(workerScript(WORKER_URL), { type: "module" });
const early = [];
if (worker) {
  worker.onmessage = (event) => early.push(["message", event]);
  worker.onerror = (event) => { event.preventDefault?.(); early.push(["error", event]); };
}
let adopted = false;

/**
 * The first worker with `onmessage` and `onerror` set, and the messages and errors it sent
 * before now handed to them in order; null when none was started early, or once taken.
 */
export function adoptFirstWorker(onmessage, onerror) {
  if (adopted || !worker) return null;
  adopted = true;
  worker.onmessage = onmessage;
  worker.onerror = onerror;
  for (const [kind, event] of early.splice(0)) (kind === "message" ? onmessage : onerror)(event);
  return worker;
}

/** Whether the first view's worker was started early (the Engine then starts at once). */
export const startedEarly = worker !== null;

// The route's view (home's, or a daily game's own: games/GAME/view.js, web/games/README.md) and a
// daily's pack start loading now too, beside the first look's chunk, not after it: on a slow link a
// request round sooner (benchmarks/README.md, "The first look"). The shell's own import() of the
// view and its ask for the pack then find them loaded or under way; a failure is the shell's to
// report. The pack is in the game's puzzle language as its view first chooses it (packs.js,
// packAhead): the one the player last played it in, else the interface language. The store is read
// quietly (peek): a record it cannot read is the shell's to set aside, in the player's language.
const [dailyGame, , dailyDate = localDate()] = packed ? location.hash.slice(1).split("/") : [];
if (DAILIES.includes(dailyGame)) {
  for (const href of DAILY_CHUNKS[dailyGame] ?? []) { // beside the view's small entry, not after it
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
  import(`../games/${dailyGame}/view.js`).catch(() => {});
  const lang = store.peek(`${dailyGame}/lang`, languageOf(store.peek(CHOICE, "auto")));
  if (LANGUAGES.includes(lang)) packFile(lang, dailyGame, dailyDate);
} else if (packed) {
  import("./views/home.js").catch(() => {});
}
