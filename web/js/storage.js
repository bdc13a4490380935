// localStorage as the page uses it: the store of saved progress (at the end; the views take it
// from site.js) reads and writes through keptText and keep. A record the browser will not keep
// (site data blocked, a private window, a full quota) is said once, in the page's status area and
// the player's language, and lives on in memory for the visit, so the game plays on whole. A full
// quota first gives up what the page can make again (the dailies it keeps, which their packs or
// the engine give back) and tries once more.
//
// The player's language is itself a record (i18n.js reads its choice from the store), so this
// module imports nothing: i18n.js hands it its t() as it loads (sayWith). Every module that uses
// the store loads i18n.js first (site.js imports it), so a notice never goes untranslated.

let say = (key) => key; // i18n.js's t, once it is loaded

/** Say the notices with translate(key, params): i18n.js's t. */
export function sayWith(translate) {
  say = translate;
}

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
  text.textContent = say(text.dataset.i18n);
  document.getElementById("storage-close").onclick = () => { notice.hidden = true; };
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
  { keys: /^\w+\/timer$/, version: 1, valid: Number.isFinite, migrations: [] },
  { keys: /^help\/seen$/, version: 1, valid: (v) => v === true || (Array.isArray(v) && v.every(text)), migrations: [] },
  { keys: /^(\w+\/(progress|dailies)\/.+|\w+\/(input|creator|last))$/, version: 1, valid: object, migrations: [] },
  { keys: /^stats$/, inside: true, valid: (v) => object(v) && object(v.records) },
  { keys: /^challenges$/, version: 1, valid: (v) => object(v) && Array.isArray(v.entries), migrations: [] },
  { keys: /^challenge\/ghost$/, version: 1, valid: (v) => typeof v === "boolean", migrations: [] },
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
    const notice = document.createElement("div"); // the notice site.js's el() made
    notice.id = "set-aside";
    notice.className = "notice";
    notice.setAttribute("role", "status");
    const close = document.createElement("button");
    close.type = "button";
    close.addEventListener("click", () => notice.remove());
    close.append(say("common.close"));
    notice.append(say("store.set_aside"), " ", close);
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
  /**
   * A record's value as get() gives it, but quietly: one it cannot read stays where it is, and
   * nothing is said. For a read before the page has its language (worker-start.js's).
   */
  peek(key, fallback = null) {
    try {
      const stored = localStorage.getItem(`wordgames/${key}`);
      if (stored === null) return fallback;
      const value = read(kindOf(key), stored);
      return value === UNREADABLE || value === NEWER ? fallback : value;
    } catch {
      return fallback; // storage blocked: get() says so, later, in the player's language
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
