// localStorage as the page uses it (site.js's store reads and writes through here). A record the
// browser will not keep (site data blocked, a private window, a full quota) is said once, in the
// page's status area and the player's language, and lives on in memory for the visit, so the game
// plays on whole. A full quota first gives up what the page can make again (the dailies it keeps,
// which their packs or the engine give back) and tries once more.

import { t } from "./i18n.js";

const REBUILDABLE = /^wordgames\/\w+\/dailies\//; // GAME/dailies/LANG
const unkept = new Map(); // name -> the text this visit could not keep
let told = false;

/** The text stored under `name` (this visit's own if the browser would not keep it); null if none. */
export function keptText(name) {
  if (unkept.has(name)) return unkept.get(name);
  try {
    return localStorage.getItem(name);
  } catch (error) {
    notKept(error);
    return null;
  }
}

/** Store `text` under `name`; if the browser refuses, say so (once) and keep it for this visit. */
export function keep(name, text) {
  try {
    write(name, text);
    unkept.delete(name);
  } catch (error) {
    unkept.set(name, text);
    notKept(error);
  }
}

function write(name, text) {
  try {
    localStorage.setItem(name, text);
  } catch (error) {
    if (error.name !== "QuotaExceededError" || !freeRebuildable()) throw error;
    localStorage.setItem(name, text);
  }
}

/** Remove the records the page can make again; whether there were any. */
function freeRebuildable() {
  const names = Object.keys(localStorage).filter((name) => REBUILDABLE.test(name));
  for (const name of names) localStorage.removeItem(name);
  return names.length > 0;
}

/** Say once, in the status area, that progress in this browser will not be kept, and why. */
function notKept(error) {
  if (told) return;
  told = true; // first: saying it reads the language, which may fail here too
  const notice = document.getElementById("storage-notice");
  notice.hidden = false;
  const text = document.getElementById("storage-text");
  text.dataset.i18n = error?.name === "QuotaExceededError" ? "storage.full" : "storage.blocked"; // a new language rewrites it
  text.textContent = t(text.dataset.i18n);
  document.getElementById("storage-close").onclick = () => { notice.hidden = true; };
}
