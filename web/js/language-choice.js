// Which interface language a player has: their choice in Settings (in the store at CHOICE:
// "auto" or a language's code) or, on "auto", the browser's: the first of navigator.languages
// whose primary subtag a language claims (its language.json's "browser"), else the default.
// i18n.js speaks it; the document's first script (worker-start.js) reads it to name today's day
// pack before any catalogue has loaded, so this module imports none.

import { LANGUAGES as OFFERED } from "../i18n/languages.js";

/** The codes of the languages, the default first. */
export const LANGUAGES = OFFERED.map((offered) => offered.code);
/** The default language, whose texts every other language falls back on. */
export const DEFAULT = LANGUAGES[0];
/** The store's key (storage.js) of the player's choice. */
export const CHOICE = "settings/language";

/** The interface language the browser asks for: the first of its languages that one of ours claims, else the default. */
export function browserLanguage(languages = navigator.languages ?? [navigator.language]) {
  for (const tag of languages ?? []) {
    const primary = String(tag).toLowerCase().split("-")[0];
    const claimed = OFFERED.find((offered) => offered.browser.includes(primary));
    if (claimed) return claimed.code;
  }
  return DEFAULT;
}

/** The language a stored choice gives: the language it names, else (on "auto", or anything unknown) the browser's. */
export function languageOf(choice) {
  return LANGUAGES.includes(choice) ? choice : browserLanguage();
}
