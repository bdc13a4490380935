// The interface language: one of the languages build.py lists in i18n/languages.js (one folder of
// data each, wordgames/languages/LANG/; no code here names one). Every string the page shows comes
// from a catalogue, i18n/LANG.js (plain modules that build.py writes from each language's
// catalogue.json and the languages' names: the page's texts and the engine's messages), by key.
// The default language's (English), which every other language falls back on, comes with this
// module (i18n/fallback.js); another language's catalogue is loaded when it is first chosen
// (loadLanguage), so a visit in the default language never downloads another one.
//
//   loadLanguage()      the catalogue of the language in use, loaded (the shell awaits it)
//
//   t(key, params)      the text of key in the player's language, with {name} filled in
//   translate(root)     the static text of markup: data-i18n="key" sets an element's text,
//                       data-i18n-attr="aria-label:key placeholder:key2" its attributes,
//                       data-i18n-letters="key" the letters of a drawing (an example in the
//                       player's language): its <text> elements, in order, one letter each
//   engineText(event)   an engine message (an error event, or a verdict's reason_code):
//                       its code in the catalogue, or the engine's English if the code is new
//
// The language is the player's choice in Settings or, on "auto", the browser's
// (language-choice.js says which). <html lang> follows it. A change fires "wordgames:language"
// on window; the shell then translates the page again and mounts the view anew (progress is
// kept in the browser).
//
// Catalogue values are strings or, for a count, {"one": ..., "other": ...} chosen by
// Intl.PluralRules on the parameter "count". Numbers are formatted with Intl in the
// chosen language; a parameter that is an engine message ({code, params}) shows as that
// message, a list of them joined by "; "; a value starting with "^" gets a capital first
// letter. A string parameter whose value names something the catalogue knows as
// "name.VALUE" or "alphabet.VALUE" (a language code, a game) also gives NAME_name and
// NAME_alphabet, so a message can say "det engelske alfabetet". wordgames/messages.py
// reads the engine's messages the same way.

import fallback from "../i18n/fallback.js";
import { CHOICE, DEFAULT, LANGUAGES, languageOf } from "./language-choice.js";
import { sayWith, store } from "./storage.js";

export { browserLanguage, DEFAULT, LANGUAGES } from "./language-choice.js";
const CATALOGUES = { [DEFAULT]: fallback }; // and each other language once loaded
const loading = { [DEFAULT]: Promise.resolve() };
export const CHANGED = "wordgames:language";

/** A stored language (a game's word language, say) if it is one of ours, else the fallback. */
export function known(lang, otherwise = language()) {
  return LANGUAGES.includes(lang) ? lang : otherwise;
}

/** The player's choice: "auto" (the browser's language) or a language's code. */
export function languageChoice() {
  const choice = store.get(CHOICE, "auto");
  return LANGUAGES.includes(choice) ? choice : "auto";
}

let current = null;

/** The interface language in use: a language's code. */
export function language() {
  if (!current) current = languageOf(store.get(CHOICE, "auto"));
  return current;
}

/** The catalogue of a language (the one in use unless named) loaded; until then its texts are English. */
export function loadLanguage(lang = language()) {
  loading[lang] ??= import(`../i18n/${lang}.js`).then((module) => { CATALOGUES[lang] = module.default; });
  return loading[lang];
}

/** Remember a choice ("auto" or a language's code) and switch the page to it. */
export function chooseLanguage(choice) {
  store.set(CHOICE, LANGUAGES.includes(choice) ? choice : "auto");
  return refresh();
}

/** Follow the stored choice (after a change here or in another tab), once its catalogue is here. */
export async function refresh() {
  const before = current;
  current = null;
  await loadLanguage();
  applyLanguage();
  if (language() !== before) window.dispatchEvent(new CustomEvent(CHANGED, { detail: language() }));
}

/** <html lang> for the language in use. */
export function applyLanguage() {
  document.documentElement.lang = language();
}

/** Is there a text for key? */
export function has(key) {
  return Object.hasOwn(CATALOGUES[DEFAULT], key) || Object.hasOwn(CATALOGUES[language()] ?? {}, key);
}

function lookup(key) {
  const own = CATALOGUES[language()] ?? {};
  if (Object.hasOwn(own, key)) return own[key];
  if (Object.hasOwn(CATALOGUES[DEFAULT], key)) return CATALOGUES[DEFAULT][key];
  return key;
}

let numberFormat = null;
let plurals = null;
let formatsFor = null;

function formats() {
  if (formatsFor !== language()) {
    formatsFor = language();
    numberFormat = null; // made when first needed (formatNumber)
    plurals = new Intl.PluralRules(formatsFor);
  }
}

/**
 * A number written the way the language writes it (1,045 or 1 045). A whole number from 0 to 999
 * is its digits in every language offered (tests/js/i18n.test.mjs checks each), so it needs no
 * Intl.NumberFormat: the first one a page makes costs about 50 ms here, four times that on a
 * slow phone, and the first look shows only such numbers.
 */
export function formatNumber(number) {
  if (Number.isInteger(number) && number >= 0 && number < 1000) return String(number);
  formats();
  numberFormat ??= new Intl.NumberFormat(formatsFor);
  return numberFormat.format(number);
}

const dateFormats = new Map();

/** A date (YYYY-MM-DD) written out in the language: "Nov 12, 2026", "12. nov. 2026". */
export function formatDate(date, options = { dateStyle: "medium" }) {
  const key = `${language()} ${JSON.stringify(options)}`;
  if (!dateFormats.has(key)) dateFormats.set(key, new Intl.DateTimeFormat(language(), { timeZone: "UTC", ...options }));
  return dateFormats.get(key).format(new Date(`${date}T12:00:00Z`));
}

function shown(value) {
  if (Array.isArray(value)) return value.map(shown).join("; ");
  if (value && typeof value === "object" && typeof value.code === "string") {
    return has(value.code) ? t(value.code, value.params ?? {}) : value.code;
  }
  if (typeof value === "number") return formatNumber(value);
  return String(value ?? "");
}

/** The text of key in the interface language, with params filled in (see above). */
export function t(key, params = {}) {
  let template = lookup(key);
  if (template && typeof template === "object") {
    formats();
    const count = Number(params.count);
    template = template[Number.isFinite(count) ? plurals.select(count) : "other"] ?? template.other;
  }
  const values = { ...params };
  for (const [name, value] of Object.entries(params)) {
    if (typeof value !== "string") continue;
    for (const kind of ["name", "alphabet"]) {
      const derived = `${name}_${kind}`;
      if (!(derived in values) && has(`${kind}.${value}`)) values[derived] = lookup(`${kind}.${value}`);
    }
  }
  let text = String(template).replace(/\{(\w+)\}/g, (whole, name) => (name in values ? shown(values[name]) : whole));
  if (text.startsWith("^")) text = text.slice(1, 2).toUpperCase() + text.slice(2);
  return text;
}

/**
 * The text of an engine message in the interface language: an error (EngineError or an
 * error event: code, params, message) or a verdict's reason (reason_code, reason_params,
 * reason). A code the catalogue does not know shows the engine's English.
 */
export function engineText(message) {
  if (!message) return "";
  const code = message.reason_code ?? message.code;
  const params = message.reason_params ?? message.params ?? {};
  const english = message.reason ?? message.message ?? "";
  return typeof code === "string" && has(code) ? t(code, params) : english;
}

/** Translate the marked markup under root (an element, a fragment or the document). */
export function translate(root = document) {
  const marked = (selector) => [...(root.matches?.(selector) ? [root] : []), ...root.querySelectorAll(selector)];
  for (const node of marked("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of marked("[data-i18n-attr]")) {
    for (const pair of node.dataset.i18nAttr.split(/\s+/).filter(Boolean)) {
      const [attribute, key] = pair.split(":");
      node.setAttribute(attribute, t(key));
    }
  }
  for (const node of marked("[data-i18n-letters]")) {
    const letters = [...t(node.dataset.i18nLetters)];
    node.querySelectorAll("text").forEach((text, index) => { text.textContent = letters[index] ?? ""; });
  }
  return root;
}

// A choice made in another tab of the site shows here too.
window.addEventListener("storage", (event) => { if (event.key === `wordgames/${CHOICE}`) refresh(); });

sayWith(t); // storage.js says what it cannot keep in the player's language
