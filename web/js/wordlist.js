// A player's own word lists: checked and compiled by the engine (run("wordlist", "load"),
// wordgames/custom.py), kept in this browser in IndexedDB (a list may be megabytes, too
// much for localStorage), and loaded into the worker again when a view needs one (the
// worker forgets them when the page closes or the watchdog replaces it).
//
// wordListPanel() is the "Word list" panel the Boggle and Letter Boxed views share:
// Standard or one of the player's lists for new boards and typed-in boards, Load a
// file, Paste, Remove, and what the check found; and the notice a shared puzzle shows
// when it needs a list this browser does not have, until the player loads it.

import { $, el, store } from "./site.js";
import { askPlayer } from "./ask.js";
import { engineText, t } from "./i18n.js";

const DB_NAME = "wordgames";
const LISTS = "wordlists"; // {id, name, lang, words, added}
const TEXTS = "wordlist-texts"; // {id, text, compiled}: apart, so listing the lists reads neither
const MAX_BYTES = 4 * 1024 * 1024; // as wordgames/custom.py MAX_BYTES
const PREFIX = "custom:";
const SLOW_MS = 500; // progress is shown for a check that takes longer
const REASONS_SHOWN = 5;

// -- the lists kept in this browser (IndexedDB) ---------------------------------------------
let opening = null;

function database() {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LISTS, { keyPath: "id" });
      request.result.createObjectStore(TEXTS, { keyPath: "id" });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => { opening = null; reject(request.error); };
  });
  return opening;
}

/** Run work(stores...) in one transaction; resolves with what the last request gave once it commits. */
async function transaction(mode, work) {
  const db = await database();
  return new Promise((resolve, reject) => {
    const tx = db.transaction([LISTS, TEXTS], mode);
    let last = null;
    const request = work(tx.objectStore(LISTS), tx.objectStore(TEXTS));
    if (request) request.onsuccess = () => { last = request.result; };
    tx.oncomplete = () => resolve(last);
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
}

/** The lists kept here (name, lang, words, added), oldest first; none if storage fails. */
export async function keptLists() {
  try {
    const all = await transaction("readonly", (lists) => lists.getAll());
    return (all ?? []).sort((a, b) => a.added.localeCompare(b.added));
  } catch {
    return [];
  }
}

/** A kept list's {text, compiled}; null if there is none or storage fails. */
export async function keptText(id) {
  try {
    return await transaction("readonly", (lists, texts) => texts.get(id));
  } catch {
    return null;
  }
}

async function keep(summary, text) {
  const entry = { id: summary.id, name: summary.name, lang: summary.lang, words: summary.words,
    added: new Date().toISOString() };
  await transaction("readwrite", (lists, texts) => {
    lists.put(entry);
    return texts.put({ id: summary.id, text, compiled: summary.compiled });
  });
}

async function drop(id) {
  await transaction("readwrite", (lists, texts) => { lists.delete(id); return texts.delete(id); });
}

// -- the lists in the worker ----------------------------------------------------------------------
const inWorker = { restarts: null, ids: new Set() };

function inWorkerNow(engine) {
  if (inWorker.restarts !== engine.restarts) { // a new worker knows no list
    inWorker.restarts = engine.restarts;
    inWorker.ids.clear();
  }
  return inWorker.ids;
}

/** Check and load a list in the worker: {text} or {data} (base64), name, lang. Resolves with its summary. */
async function check(engine, source, onProgress) {
  const summary = await engine.request("wordlist", "load", source).result(onProgress);
  inWorkerNow(engine).add(summary.id);
  return summary;
}

/** Check a list in the worker and keep it in this browser: {summary, saved} (saved: kept for next time). */
export async function checkAndKeep(engine, source, text, onProgress) {
  const summary = await check(engine, source, onProgress);
  let saved = true;
  try { await keep(summary, await text()); } catch { saved = false; }
  return { summary, saved };
}

/** A file as run("wordlist", "load") takes it: {data (base64), name}; throws a clear error if it is too big or unreadable. */
export async function fileSource(file) {
  if (file.size > MAX_BYTES) {
    throw new Error(t("wordlist.too_big", { size: (file.size / 2 ** 20).toFixed(1), max: MAX_BYTES / 2 ** 20 }));
  }
  const url = await new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return { data: url.slice(url.indexOf(",") + 1), name: file.name };
}

/**
 * Make sure the worker has the list a puzzle (or a lexicon reference) needs, from this
 * browser's copy: true when it has (or none is needed), false when this browser has no copy.
 * The copy's compiled lexicon loads at once; if the engine cannot read it (a newer engine),
 * the list is checked again from its text.
 */
export async function ensure(engine, ref) {
  if (!ref) return true;
  const id = ref.slice(PREFIX.length);
  if (inWorkerNow(engine).has(id)) return true;
  const [entry, saved] = await Promise.all([keptLists().then((all) => all.find((l) => l.id === id)), keptText(id)]);
  if (!entry || !saved) return false;
  let restored = null;
  if (saved.compiled) {
    restored = await engine.request("wordlist", "restore", { compiled: saved.compiled }).result().catch(() => null);
  }
  const summary = restored?.id === id ? restored : await check(engine, { text: saved.text, name: entry.name, lang: entry.lang });
  inWorkerNow(engine).add(summary.id);
  return summary.id === id;
}

export const listName = (list) => list.name || t("wl.unnamed", { id: list.id });

/** What a progress event of run("wordlist", "load") says. */
export const progressText = (event) => (event.stage === "checking"
  ? t("wl.checking_lines", { done: event.done, total: event.total }) : t("wl.compiling", { count: event.words }));

// -- the panel --------------------------------------------------------------------------------------
/**
 * The "Word list" panel of a game view, put into the view's <aside> after its first panel.
 * lang() is the language chosen in the view. Returns what the view calls:
 *   params()              {lexicon} of the chosen list for generate and typed boards ({} for Standard)
 *   ready(puzzle)         the puzzle's list is in the worker (loaded from this browser if need be),
 *                         and the panel shows the lists kept for the view's language
 *   missing(puzzle, then) show that the puzzle needs a list; then() once the player has loaded it
 *   clearMissing()        take that notice away
 */
export function wordListPanel(shell, game, { lang }) {
  const engine = shell.engine;
  const choice = (language = lang()) => `${game}/wordlist/${language}`;
  const select = el("select", { id: "wordlist" });
  const fileInput = el("input", { type: "file", id: "wordlist-file", accept: ".txt,text/plain", hidden: true,
    "aria-label": t("wl.file") });
  const remove = el("button", { type: "button", id: "wordlist-remove" }, t("wl.remove"));
  const using = el("p", { id: "wordlist-using", class: "solve-status" });
  const status = el("div", { id: "wordlist-status", class: "solve-status", "aria-live": "polite" });
  const details = el("ul", { id: "wordlist-details", class: "wl-details" });
  const words = el("textarea", { id: "wordlist-text", rows: 8, spellcheck: false, autocapitalize: "off" });
  const nameBox = el("input", { id: "wordlist-name", value: t("wl.paste_default") });
  const pasteError = el("p", { id: "wordlist-paste-error", class: "message", "aria-live": "polite" });
  const dialog = el("dialog", { id: "wordlist-paste", "aria-labelledby": "wordlist-paste-title" },
    el("h2", { id: "wordlist-paste-title" }, t("wl.paste_title")),
    el("p", { class: "help" }, t("wl.paste_help")),
    el("label", {}, t("wl.paste_name"), nameBox),
    el("label", {}, t("wl.paste_words"), words),
    pasteError,
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", id: "wordlist-paste-load", onclick: () => loadPasted() }, t("wl.check_load")),
      el("button", { type: "button", onclick: () => dialog.close() }, t("common.cancel"))));
  const panel = el("section", { class: "panel wordlist", "aria-labelledby": "wordlist-title" },
    el("h2", { id: "wordlist-title" }, t("wl.title")),
    el("p", { class: "help" }, t("wl.help")),
    using,
    el("div", { class: "row" }, el("label", {}, el("span", {}, t("wl.choose")), " ", select)),
    el("div", { class: "row" },
      el("button", { type: "button", id: "wordlist-load", onclick: () => fileInput.click() }, t("wl.load_file")),
      el("button", { type: "button", id: "wordlist-paste-open", onclick: () => openPaste() }, t("wl.paste")),
      remove, fileInput),
    status, details, dialog);
  // A view without an aside (a game's play view) shows no panel, only the notice of a missing list.
  const aside = $("main aside");
  aside?.insertBefore(panel, aside.querySelector(".panel")?.nextSibling ?? null);
  let wanted = null; // {id, name, then}: the list a shared puzzle waits for
  let notice = null;
  let busy = false;

  async function refill() {
    const kept = await keptLists();
    if (!panel.isConnected) return; // the view was left while the lists were read
    const here = kept.filter((list) => list.lang === lang());
    const chosen = store.get(choice(), "");
    select.replaceChildren(el("option", { value: "" }, t("wl.standard")),
      ...here.map((list) => el("option", { value: list.id },
        t("wl.option", { name: listName(list), words: t("wl.words", { count: list.words }) }))));
    select.value = here.some((list) => list.id === chosen) ? chosen : "";
    remove.disabled = !select.value;
  }

  function report(summary) {
    const lines = [];
    const short = summary.too_short?.[game];
    if (short) lines.push(t("wl.too_short", { count: short, game: t(`name.${game}`), min: summary.game_min[game] }));
    if (summary.blocked) lines.push(t("wl.blocked", { count: summary.blocked }));
    if (summary.duplicates) lines.push(t("wl.duplicates", { count: summary.duplicates }));
    if (summary.rejected_count) {
      lines.push(t("wl.rejected", { count: summary.rejected_count }));
      for (const item of summary.rejected.slice(0, REASONS_SHOWN)) {
        lines.push(t("wl.line", { line: item.line, reason: engineText(item) }));
      }
      const more = summary.rejected_count - Math.min(REASONS_SHOWN, summary.rejected.length);
      if (more > 0) lines.push(t("wl.rejected_more", { count: more }));
    }
    details.replaceChildren(...lines.map((line) => el("li", {}, line)));
  }

  /** Check a list in the engine, keep it here and choose it; reports in the panel (and the paste dialog). */
  async function load(source, text, say = (message) => { status.textContent = message; }) {
    if (busy) return false;
    busy = true;
    status.setAttribute("aria-busy", "true");
    details.replaceChildren();
    let progress = t("wl.checking");
    let slow = false; // progress is shown only once the check has taken SLOW_MS
    const timer = setTimeout(() => { slow = true; say(progress); }, SLOW_MS);
    try {
      const { summary, saved } = await checkAndKeep(engine, { ...source, lang: wanted?.lang ?? lang() }, text, (event) => {
        if (event.type !== "progress") return;
        progress = progressText(event);
        if (slow) say(progress);
      });
      clearTimeout(timer);
      store.set(choice(summary.lang), summary.id);
      await refill();
      say("");
      status.textContent = t("wl.loaded", { name: listName(summary), words: t("wl.words", { count: summary.words }) }) +
        (saved ? "" : ` ${t("wl.not_saved")}`);
      report(summary);
      if (wanted) found(summary);
      return true;
    } catch (error) {
      clearTimeout(timer);
      say(error.message);
      return false;
    } finally {
      busy = false;
      status.removeAttribute("aria-busy");
    }
  }

  async function loadFile() {
    const file = fileInput.files[0];
    fileInput.value = "";
    if (!file) return;
    const source = await fileSource(file).catch((error) => {
      details.replaceChildren();
      status.textContent = error.message;
      return null;
    });
    if (source) await load(source, () => file.text());
  }

  function openPaste() {
    pasteError.textContent = "";
    dialog.showModal();
    words.focus();
  }

  async function loadPasted() {
    const text = words.value;
    if (await load({ text, name: nameBox.value }, async () => text, (message) => { pasteError.textContent = message; })) {
      dialog.close();
      words.value = "";
    }
  }

  async function removeChosen() {
    const id = select.value;
    const list = (await keptLists()).find((l) => l.id === id);
    if (!list || !await askPlayer({ title: t("wl.remove_ask.title", { name: listName(list) }),
      body: t("wl.remove_ask.body"), yes: t("wl.remove"), no: t("common.cancel") })) return;
    try { await drop(id); } catch (error) { status.textContent = error.message; return; }
    engine.request("wordlist", "forget", { lexicon: PREFIX + id }).result().catch(() => {});
    inWorkerNow(engine).delete(id);
    store.set(choice(), "");
    details.replaceChildren();
    await refill();
    status.textContent = t("wl.removed", { name: listName(list) });
  }

  /** A list was loaded while a shared puzzle waits: open it if it is the one, else say so. */
  function found(summary) {
    if (summary.id !== wanted.id) {
      notice.querySelector(".wl-other").textContent = t("wl.other_list", { got: summary.id, id: wanted.id });
      return;
    }
    const { then } = wanted;
    clearMissing();
    then();
  }

  function clearMissing() {
    wanted = null;
    notice?.remove();
    notice = null;
  }

  select.addEventListener("change", () => {
    store.set(choice(), select.value);
    remove.disabled = !select.value;
    details.replaceChildren();
    status.textContent = "";
  }, { signal: shell.signal });
  fileInput.addEventListener("change", loadFile, { signal: shell.signal });
  remove.addEventListener("click", removeChosen, { signal: shell.signal });
  $("#lang")?.addEventListener("change", refill, { signal: shell.signal }); // a view without a choice of language has none
  refill();

  return {
    async params() {
      const id = store.get(choice(), "");
      try {
        return id && (await ensure(engine, PREFIX + id)) ? { lexicon: PREFIX + id } : {};
      } catch (error) { // the engine could not take the list: the standard one it is, and the panel says why
        status.textContent = error.message;
        return {};
      }
    },

    async ready(puzzle) {
      const filled = panel.isConnected ? refill() : null; // the view may have set its language
      using.textContent = puzzle?.lexicon
        ? t("wl.using", { name: puzzle.lexicon_name || t("wl.unnamed", { id: puzzle.lexicon.slice(PREFIX.length) }) }) : "";
      const [, isReady] = await Promise.all([filled, ensure(engine, puzzle?.lexicon)]); // the choice shown, the list in
      return isReady;
    },

    missing(puzzle, then) {
      clearMissing();
      const id = puzzle.lexicon.slice(PREFIX.length);
      wanted = { id, lang: puzzle.lang, then };
      const text = engineText({ code: puzzle.lexicon_name ? "wordlist.missing" : "wordlist.missing_id",
        params: { name: puzzle.lexicon_name, id } });
      notice = el("div", { class: "banner wl-needed", role: "alert", id: "wordlist-needed" },
        el("p", {}, text),
        el("p", { class: "wl-other" }),
        el("div", { class: "row" },
          el("button", { type: "button", class: "primary", id: "wordlist-needed-load", onclick: () => fileInput.click() },
            t("wl.needed_load")),
          el("button", { type: "button", onclick: () => openPaste() }, t("wl.paste"))));
      if (!panel.isConnected) notice.append(fileInput, dialog); // no panel in the view: the notice has them
      $("main .play").prepend(notice);
    },

    clearMissing,
  };
}
