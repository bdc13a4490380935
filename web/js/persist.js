// Progress that the browser keeps. Safari deletes what a site stored after 7 days without a
// visit unless the site is on the Home Screen; other browsers may clear it when the disk runs
// short. Once the player has something to lose (a solved daily: stats.js calls keepProgress),
// the page asks for persistent storage, once. Where the browser says no, the player is told,
// once, how to keep their progress (the Home Screen, or a backup with the statistics' Export),
// in #persist-notice; Settings always shows what the browser answers (#settings-storage).
// The answer is kept under wordgames/settings/persist: "granted" or "refused". A page with no
// StorageManager (not a secure context) cannot ask: Settings says its progress may go.

import { language, t } from "./i18n.js";
import { store } from "./site.js";

const ASKED = "settings/persist";

/** Ask for persistent storage the first time the player solves a daily; say so once if refused. */
export async function keepProgress() {
  if (!globalThis.navigator?.storage || store.get(ASKED, null) !== null) return;
  const granted = await persisted() || await navigator.storage.persist?.().catch(() => false) || false;
  store.set(ASKED, granted ? "granted" : "refused");
  if (granted) return;
  const notice = document.getElementById("persist-notice");
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
