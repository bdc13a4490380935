// A day pack's file (wordgames/daypack.py), daily/LANG/GAME/DATE.json: its JSON, fetched once a
// visit, or null (missing, damaged, offline). packs.js checks what it holds. The document's first
// script (worker-start.js) asks for the pack of a daily's route here, beside the first look's
// chunk rather than after it: on a slow link a request round sooner (benchmarks/README.md, "The
// first look"). So this module imports nothing, and lands in the small chunk of the scripts that
// run before that one (tools/bundle.mjs).

const asked = new Map(); // a pack's address -> the promise of its JSON or null

/** The JSON of the pack of `game`'s daily of `date` in `lang`, or null; fetched once a visit. */
export function packFile(lang, game, date) {
  const url = new URL(`../daily/${lang}/${game}/${date}.json`, import.meta.url).href;
  if (!asked.has(url)) asked.set(url, fetchJSON(url));
  return asked.get(url);
}

/** The address of every pack asked for in this visit (the service worker is asked to keep them: shell.js). */
export const packsAsked = () => [...asked.keys()];

async function fetchJSON(url) {
  try {
    const response = await fetch(url);
    return response.ok ? await response.json() : null;
  } catch {
    return null; // offline without it, or not JSON: the engine makes the daily
  }
}
