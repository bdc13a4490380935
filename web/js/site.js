// Helpers every view shares: safe DOM building (text only, never HTML), links,
// local dates, saved progress, messages and the share dialog.

import { t } from "./i18n.js";
import { keep, keptText } from "./storage.js";

/** Build an element; children are nodes or strings (always inserted as text). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && key !== "list") node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// The SVG namespace: a name, not an address anything is loaded from (written out, since
// parsing markup to learn it is an HTML sink the Content-Security-Policy's Trusted Types refuse).
const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG_NAMESPACE, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

export const $ = (selector) => document.querySelector(selector);

/** The player's local date as YYYY-MM-DD: it picks the daily puzzle. */
export function localDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const FIRST_DAILY = "2026-11-01"; // daily No. 1, as in wordgames/daily.py

/** The number of the daily of a date (YYYY-MM-DD): 1 on the first daily, counting on by day. */
export function dailyNumber(date) {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${FIRST_DAILY}T12:00:00Z`)) / 86_400_000) + 1;
}

/** The date (YYYY-MM-DD) ``days`` after ``date``. */
export function addDays(date, days) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Milliseconds until the next local midnight, when the next daily arrives. */
export function untilMidnight(now = new Date()) {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight - now;
}

/** A fresh random seed for "new puzzle" (only the seed is random; the puzzle follows from it). */
export function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => b.toString(36).padStart(2, "0")).join("").slice(0, 10);
}

/** The link a Share button gives: a daily's names its day (so it opens as "Daily #N"), any other puzzle's its code. */
export function shareLink(game, code, daily = null) {
  return pageUrl(daily ? `${game}/daily/${daily}/${code}` : `${game}/p/${code}`);
}

/** The full link of a route of this site (hash without or with its "#"). */
export function pageUrl(hash) {
  return `${location.origin}${location.pathname}#${hash.replace(/^#/, "")}`;
}

// -- saved progress: localStorage, a version on every record ----------------------------------
// Each kind of record kept in the browser: its keys, this build's version of its shape, a check
// of that shape, and the migrations from each older version to the next (migrations[0] takes
// version 1 to 2, and so on). A record is stored as {"version": N, "value": VALUE}; one without
// it is as every build before versions wrote it: version 1. The statistics carry their version
// inside ({version, records}) and stats.js migrates them.
const text = (value) => typeof value === "string";
const object = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const RECORDS = [
  { keys: /^(settings\/\w+|\w+\/lang|\w+\/wordlist\/\w+|gallery\/author)$/, version: 1, valid: text, migrations: [] },
  { keys: /^boggle\/timer$/, version: 1, valid: Number.isFinite, migrations: [] },
  { keys: /^help\/seen$/, version: 1, valid: (v) => v === true || (Array.isArray(v) && v.every(text)), migrations: [] },
  { keys: /^(\w+\/(progress|dailies)\/.+|unboggle\/input|strands\/creator)$/, version: 1, valid: object, migrations: [] },
  { keys: /^stats$/, inside: true, valid: (v) => object(v) && object(v.records) },
];
const SET_ASIDE = "wordgames-set-aside/"; // + the time it was set aside + "/" + the record's key

function kindOf(key) {
  const kind = RECORDS.find((record) => record.keys.test(key));
  if (!kind) throw new Error(`store: no kind of record for the key ${key}`);
  return kind;
}

/** The value of a record, brought up to this build's version; NEWER, or UNREADABLE. */
const NEWER = Symbol("newer");
const UNREADABLE = Symbol("unreadable");
function read(kind, stored) {
  let record;
  try {
    record = JSON.parse(stored);
  } catch {
    return UNREADABLE;
  }
  if (kind.inside) return kind.valid(record) ? record : UNREADABLE;
  let { version, value } = object(record) && Number.isInteger(record.version) && "value" in record ? record
    : { version: 1, value: record };
  if (version > kind.version) return NEWER; // a newer build wrote it: left alone
  for (; version < kind.version; version += 1) value = kind.migrations[version - 1](value);
  return kind.valid(value) ? value : UNREADABLE;
}

let toldSetAside = false;

/**
 * Keep a record this build cannot read under SET_ASIDE (never deleted), and say so once a page:
 * the view comes up without it.
 */
function setAside(key, stored) {
  localStorage.setItem(`${SET_ASIDE}${new Date().toISOString()}/${key}`, stored);
  localStorage.removeItem(`wordgames/${key}`);
  if (toldSetAside) return;
  toldSetAside = true;
  queueMicrotask(() => { // after the language is known: the first record read may be its choice
    const notice = el("div", { id: "set-aside", class: "notice", role: "status" }, t("store.set_aside"), " ",
      el("button", { type: "button", onclick: () => notice.remove() }, t("common.close")));
    document.getElementById("banner").after(notice);
  });
}

/** localStorage that never throws (private mode, full quota), each record versioned (RECORDS). */
export const store = {
  /** A record's value, migrated to this build's version; ``fallback`` when it is missing, unreadable (set aside) or newer. */
  get(key, fallback = null) {
    const kind = kindOf(key);
    try {
      const stored = keptText(`wordgames/${key}`);
      if (stored === null) return fallback;
      const value = read(kind, stored);
      if (value === UNREADABLE) setAside(key, stored);
      return value === UNREADABLE || value === NEWER ? fallback : value;
    } catch {
      return fallback;
    }
  },
  /** Save a record at this build's version; one a newer build wrote is left as it is. */
  set(key, value) {
    const kind = kindOf(key);
    try {
      const stored = keptText(`wordgames/${key}`);
      if (stored !== null && read(kind, stored) === NEWER) return;
      keep(`wordgames/${key}`, JSON.stringify(kind.inside ? value : { version: kind.version, value }));
    } catch { /* not saved */ }
  },
};

/**
 * Tell screen readers (the page's polite live region, #announce, which is not shown):
 * accepted words, the reasons a move was refused, results. The same text twice in a row
 * is told twice.
 */
export function announce(text) {
  const region = document.getElementById("announce");
  if (!region || !text) return;
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}

/** The message line under the board (#message): red for a problem, green when good; it is announced too. */
export function say(text, good = false) {
  const line = $("#message");
  line.textContent = text;
  line.classList.toggle("good", good);
  announce(text);
}

/** Show a short message that fades by itself. */
export function toast(message) {
  const node = el("div", { class: "toast", role: "status" }, message);
  document.body.append(node);
  setTimeout(() => node.remove(), 2600);
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    toast(t("common.copied"));
  } catch {
    toast(t("share.select"));
  }
}

/**
 * Share a result: the system share sheet where there is one (phones), otherwise a
 * dialog with the link and the result text, each with a copy button.
 */
export async function share(title, link, text) {
  if (navigator.share) {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      if (error.name === "AbortError") return; // the player closed the sheet
    }
  }
  document.querySelector("#share-dialog")?.remove();
  const linkBox = el("input", { id: "share-link", readOnly: true, value: link });
  const textBox = el("textarea", { id: "share-text", readOnly: true, value: text });
  const dialog = el("dialog", { id: "share-dialog" },
    el("h2", {}, title),
    el("label", {}, t("share.link"), linkBox),
    el("label", {}, t("share.result"), textBox),
    el("div", { class: "row" },
      el("button", { type: "button", onclick: () => copyText(link) }, t("share.copy_link")),
      el("button", { type: "button", onclick: () => copyText(text) }, t("share.copy_result")),
      el("button", { type: "button", class: "primary", onclick: () => dialog.close() }, t("common.close"))));
  document.body.append(dialog);
  dialog.showModal();
}
