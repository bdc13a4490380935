// The player's display settings: the colour scheme (Auto follows the system; or Light, or
// Dark) and the palette of the games' coloured states (Standard, or High contrast: blue and
// orange, safe for colour-blind players, with marks and outlines where colour alone told
// states apart). Kept in this browser (localStorage wordgames/settings/theme and
// .../palette) and applied as <html data-theme data-palette>, whose colours css/theme.css
// holds. index.html loads this module in its head with blocking="render", so the first
// paint already has the chosen theme; before it runs (or without it) the page follows the
// system, through color-scheme. The dialog also holds the interface language (i18n.js:
// Auto follows the browser; or English, or Bokmål), and this module sets <html lang>
// before the first paint too. It ends with the state of the browser's storage (persist.js) and
// what the browser's Save-Data changes (worker-start.js, savingData).

import { applyLanguage, chooseLanguage, languageChoice, loadLanguage } from "./i18n.js";
import { showStorageState } from "./persist.js";
import { store } from "./site.js";
import { savingData } from "./worker-start.js";

export const THEMES = ["auto", "light", "dark"];
export const PALETTES = ["standard", "contrast"];
/** The browser's own colour around the page (the header's): address bar, app title bar. */
const CHROME = { light: "#ffffff", dark: "#1f1f23" };

/** The saved choices, or the defaults. */
export function settings() {
  const theme = store.get("settings/theme", "auto");
  const palette = store.get("settings/palette", "standard");
  return { theme: THEMES.includes(theme) ? theme : "auto", palette: PALETTES.includes(palette) ? palette : "standard" };
}

/** Show the page with these choices. */
export function apply({ theme, palette } = settings()) {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.dataset.palette = palette;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    const scheme = meta.media.includes("dark") ? "dark" : "light";
    meta.content = CHROME[theme === "auto" ? scheme : theme];
  }
}

/** Remember a choice ({theme} or {palette}) and show it. */
export function choose(change) {
  const next = { ...settings(), ...change };
  store.set("settings/theme", next.theme);
  store.set("settings/palette", next.palette);
  apply(next);
}

function openDialog() {
  const dialog = document.getElementById("settings");
  const chosen = { ...settings(), language: languageChoice() };
  for (const input of dialog.querySelectorAll("input[type=radio]")) input.checked = chosen[input.name] === input.value;
  document.getElementById("settings-name").value = store.get("settings/name", "") ?? "";
  document.getElementById("settings-data-saving").hidden = !savingData;
  document.getElementById("settings-data-normal").hidden = savingData;
  dialog.showModal();
  showStorageState();
}

function wire() {
  const dialog = document.getElementById("settings");
  document.getElementById("settings-button")?.addEventListener("click", openDialog);
  dialog?.addEventListener("change", (event) => {
    if (!event.target.matches("input[type=radio]")) return;
    if (event.target.name === "language") chooseLanguage(event.target.value);
    else choose({ [event.target.name]: event.target.value });
  });
  // The name challenges carry: text only, at most 20 characters (challenge.js cleans it again).
  document.getElementById("settings-name")?.addEventListener("input", (event) => {
    store.set("settings/name", event.target.value.slice(0, 20));
  });
  document.getElementById("settings-close")?.addEventListener("click", () => dialog.close());
  // A choice made in another tab of the site shows here too.
  window.addEventListener("storage", (event) => {
    if (event.key?.startsWith("wordgames/settings/")) apply();
  });
}

apply();
applyLanguage();
loadLanguage(); // asked for now, in the head, for the shell's first translation
wire();
