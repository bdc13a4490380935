// Progress that the browser keeps. Safari deletes what a site stored after 7 days without a
// visit unless the site is on the Home Screen; other browsers may clear it when the disk runs
// short. Once the player has something to lose (a solved daily: stats.js calls keepProgress),
// the page asks for persistent storage, once. Where the browser says no, the player is told,
// once, how to keep their progress (the Home Screen, or a backup with the statistics' Export),
// in #persist-notice; Settings always shows what the browser answers (#settings-storage).
// The answer is kept under wordgames/settings/persist: "asked" until the browser answers, then
// "granted" or "refused".

import { CHANGED, language, t } from "./i18n.js";
import { store } from "./site.js";

const ASKED = "settings/persist";

/**
 * Ask for persistent storage the first time the player solves a daily. The request is kept as
 * "asked" until the browser answers (Firefox asks the player first, who may never answer). A
 * browser without the StorageManager cannot keep storage on request: that is a refusal too.
 */
export async function keepProgress() {
  if (store.get(ASKED, null) !== null) return;
  store.set(ASKED, "asked");
  const storage = globalThis.navigator?.storage;
  const granted = Boolean(storage?.persist) && (await persisted() || await storage.persist().catch(() => false));
  store.set(ASKED, granted ? "granted" : "refused");
  if (granted) return;
  const notice = globalThis.document?.getElementById?.("persist-notice"); // (none under Node's tests)
  if (!notice) return;
  notice.hidden = false;
  document.getElementById("persist-close").onclick = () => { notice.hidden = true; };
}

/** Whether the browser keeps this site's storage for good. */
async function persisted() {
  return await globalThis.navigator?.storage?.persisted?.().catch(() => false) ?? false;
}

/** Write the state of storage into Settings: kept for good or not, and how much it holds. */
export async function showStorageState() {
  const state = document.getElementById("settings-storage");
  const used = document.getElementById("settings-storage-used");
  if (!state) return;
  const kept = await persisted();
  state.dataset.kept = String(kept);
  state.dataset.i18n = kept ? "settings.storage.kept" : "settings.storage.at_risk";
  state.textContent = t(state.dataset.i18n); // data-i18n: a new language rewrites it
  const { usage } = await navigator.storage?.estimate?.().catch(() => ({})) ?? {};
  used.hidden = !Number.isFinite(usage);
  if (used.hidden) return;
  const size = new Intl.NumberFormat(language(), { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
    .format(usage / 1e6);
  used.textContent = t("settings.storage.used", { size }); // written anew each time Settings opens
}

// A language chosen while Settings is open rewrites the storage line in it too.
window.addEventListener(CHANGED, () => { showStorageState(); });
