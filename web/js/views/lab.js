// The Lab (#lab): Python cells on the site's own Pyodide, with the engine installed, and
// examples ready to run (web/lab/*.py).
//
// PyScript (npm @pyscript/core, self-hosted in pyscript/) makes the cells: each
// <script type="py-editor" env="lab"> becomes an editor whose Run button runs its code in a
// Web Worker, one Python for all the cells of the env. The env's first script is a set-up
// node: its config points PyScript at pyodide/pyodide.mjs (nothing from another origin) and
// its code, web/lab/boot.py, installs micropip and the engine wheel (checked against
// wheels/lock.json) and reports over a BroadcastChannel. This Python is the Lab's own,
// separate from the engine worker the games use.
//
// PyScript loads once per document (it defines elements and watches the DOM), so its module
// stays when the player leaves; each mount adds the scripts anew (env-override: a fresh
// Python) and unmount ends that Python (its worker terminated).
//
// The player's word lists (web/js/wordlist.js, the ones the game views keep) are files for
// that Python: boot.py asks for them before it says it is ready, and the page sends each
// kept list's text over the channel (and a list loaded while the Lab is open); boot.py writes
// wordlists/ID.txt and wordlists/index.json.

import { LAB_EXAMPLES } from "../../games/index.js";
import { language, LANGUAGES, t } from "../i18n.js";
import { $, el } from "../site.js";
import { defineView } from "../view.js";
import { checkAndKeep, fileSource, keptLists, keptText, listName, progressText } from "../wordlist.js";

export const { mount, update, unmount } = defineView("lab", labView);

const SITE = new URL("../../", import.meta.url);
/** The examples, in order: web/games/GAME/lab/NAME.py, named NAME. */
const EXAMPLES = LAB_EXAMPLES.map(([game, file]) => ({ path: `games/${game}/lab/${file}`, name: file.replace(/\.py$/, "") }));

let pyscript = null;
/** PyScript's module and styles, loaded once per document (tried again after a failure). */
function loadPyScript() {
  pyscript ??= (async () => {
    if (!document.querySelector("link[data-pyscript]")) {
      document.head.append(el("link", { rel: "stylesheet", href: new URL("pyscript/core.css", SITE).href, "data-pyscript": "" }));
    }
    await import("../../pyscript/core.js");
  })().catch((error) => {
    pyscript = null;
    throw error;
  });
  return pyscript;
}

async function source(path) {
  const response = await fetch(new URL(path, SITE));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

// PyScript writes a cell's output with `output.innerText += line` for each printed line,
// which lays the page out again every time: 800 lines took 54 s. The output node keeps the
// text in hand and puts it down once a frame instead (0.9 s); its other writes, the clearing
// at each run and an error's line, put the pending text down first. An error comes as
// markup around Python's text: it is shown as text (never parsed as HTML), in a span.
const ERROR = ["<span style='color:red'>", "</span>\n"];
function batchOutput(node) {
  if (node.dataset.batched) return;
  node.dataset.batched = "true";
  const text = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "innerText");
  const html = Object.getOwnPropertyDescriptor(Element.prototype, "innerHTML");
  let pending = null;
  const put = () => {
    if (pending === null) return;
    const value = pending;
    pending = null;
    text.set.call(node, value);
  };
  Object.defineProperties(node, {
    innerText: {
      configurable: true,
      get: () => pending ?? text.get.call(node),
      set: (value) => {
        if (pending === null) requestAnimationFrame(put);
        pending = value;
      },
    },
    innerHTML: {
      configurable: true,
      get: () => { put(); return html.get.call(node); },
      set: (value) => { pending = null; node.textContent = value; }, // PyScript clears with "": never markup
    },
  });
  // PyScript would parse an error's markup, Python's text inside, as HTML; this node takes
  // that text out and puts it down as text. Overriding the method is what keeps it from HTML.
  node.insertAdjacentHTML = (position, markup) => {
    put();
    const [open, close] = ERROR;
    const message = markup.startsWith(open) && markup.endsWith(close) ? markup.slice(open.length, -close.length) : markup;
    node.append(el("span", { class: "lab-error" }, message), "\n");
  };
}

// Into each editor (PyScript makes them without it): what CodeMirror's lineWrapping
// extension sets, important because CodeMirror's own sheets come later.
const WRAP = ".cm-content { white-space: pre-wrap !important; word-break: break-word; overflow-wrap: anywhere; flex-shrink: 1 !important; }";

/** Contrast of an sRGB colour against white (WCAG). */
function contrastOnWhite(rgb) {
  const [r, g, b] = rgb.map((c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

// CodeMirror's highlight colours that read below 4.5:1 on the white code area (the orange
// of f-strings, the red of a syntax error) are darkened in its own style sheets, one editor's.
function darkenFaintColours(root) {
  for (const sheet of root.adoptedStyleSheets) {
    for (const rule of sheet.cssRules) {
      const rgb = rule.style?.color?.match(/^rgb\((\d+), (\d+), (\d+)\)$/)?.slice(1).map(Number);
      if (!rgb || contrastOnWhite(rgb) >= 4.5) continue;
      let darker = rgb;
      while (contrastOnWhite(darker) < 4.5) darker = darker.map((c) => Math.floor(c * 0.9));
      rule.style.color = `rgb(${darker.join(", ")})`;
    }
  }
}

const SLOW_MS = 500; // progress is shown for a check that takes longer

/** Every list kept in this browser with its text, as boot.py writes them. */
async function keptWithTexts() {
  const lists = await keptLists();
  const texts = await Promise.all(lists.map((list) => keptText(list.id)));
  return lists.flatMap((list, i) => (texts[i] ? [{ ...list, text: texts[i].text }] : []));
}

/**
 * The Word lists panel: Load a file (checked by the engine as in the games, kept in this
 * browser) and the lists kept here, each with its file in the Lab's Python. send(lists)
 * hands lists (with their texts) to that Python.
 */
function wordListsPanel(shell, send) {
  const lang = el("select", { id: "lab-wl-lang" },
    ...LANGUAGES.map((code) => el("option", { value: code }, t(`lang.${code}`))));
  lang.value = language();
  const fileInput = el("input", { type: "file", id: "lab-wl-file", accept: ".txt,text/plain", hidden: true,
    "aria-label": t("wl.file") });
  const status = el("p", { id: "lab-wl-status", class: "solve-status", "aria-live": "polite" });
  const kept = el("ul", { id: "lab-wl-lists", class: "wl-details" });
  const panel = el("section", { class: "panel lab-wordlists", "aria-labelledby": "lab-wl-title" },
    el("h2", { id: "lab-wl-title" }, t("lab.wl.title")),
    el("p", { class: "help" }, t("lab.wl.help")),
    el("div", { class: "row" },
      el("label", {}, el("span", {}, t("common.language")), " ", lang),
      el("button", { type: "button", id: "lab-wl-load", onclick: () => fileInput.click() }, t("wl.load_file")),
      fileInput),
    status, kept);
  let busy = false;

  async function list() {
    const lists = await keptLists();
    kept.replaceChildren(...lists.map((entry) => el("li", {}, t("lab.wl.item", {
      name: listName(entry), words: t("wl.words", { count: entry.words }), lang: t(`lang.${entry.lang}`),
      file: `wordlists/${entry.id}.txt` }))));
  }

  async function loadFile() {
    const file = fileInput.files[0];
    fileInput.value = "";
    if (!file || busy) return;
    busy = true;
    status.setAttribute("aria-busy", "true");
    let progress = t("wl.checking");
    let slow = false;
    const timer = setTimeout(() => { slow = true; status.textContent = progress; }, SLOW_MS);
    try {
      const source = { ...(await fileSource(file)), lang: lang.value };
      let text = null; // read once the engine has accepted the file (so it is UTF-8)
      const read = async () => (text ??= await file.text());
      const { summary, saved } = await checkAndKeep(shell.engine, source, read, (event) => {
        if (event.type !== "progress") return;
        progress = progressText(event);
        if (slow) status.textContent = progress;
      });
      send([{ id: summary.id, name: summary.name, lang: summary.lang, words: summary.words, text: await read() }]);
      await list();
      status.textContent = [
        t("lab.wl.loaded", { name: listName(summary), words: t("wl.words", { count: summary.words }),
          file: `wordlists/${summary.id}.txt` }),
        summary.rejected_count ? t("wl.rejected", { count: summary.rejected_count }).replace(/:$/, ".") : "",
        saved ? "" : t("wl.not_saved"),
      ].filter(Boolean).join(" ");
    } catch (error) {
      status.textContent = error.message;
    } finally {
      clearTimeout(timer);
      busy = false;
      status.removeAttribute("aria-busy");
    }
  }

  fileInput.addEventListener("change", loadFile, { signal: shell.signal });
  list();
  return panel;
}

function labView(route, shell) {
  const channel = new BroadcastChannel(`wordgames-lab/${crypto.randomUUID()}`);
  let stopped = false;
  let editorsReady = null; // the first cell's editor is on the page
  const outputs = new Map(); // section -> its output text, kept across a Stop

  function stage(text, { done = false, failed = false } = {}) {
    $("#lab-stage").textContent = text;
    $("#lab-progress").hidden = done || failed;
    $(".lab-status").classList.toggle("failed", failed);
  }

  /** A py-editor script of the env "lab" (its code is text, never markup). */
  function script(code, attributes = {}) {
    const node = el("script", { type: "py-editor", env: "lab", ...attributes });
    node.textContent = code;
    return node;
  }

  // A cell's editor is on the page (again after a Stop): its run button and code get labels
  // in the player's language, long lines wrap (no sideways scrolling, on a phone either),
  // and its output gets the batched writes.
  function editorMade(section, title) {
    const run = section.querySelector(".py-editor-run-button");
    run?.setAttribute("aria-label", t("lab.run"));
    run?.setAttribute("title", t("lab.run"));
    section.querySelector(".py-editor-input")?.setAttribute("aria-label", t("lab.cell", { title }));
    const editor = section.querySelector(".py-editor-input > div")?.shadowRoot; // CodeMirror's, open
    if (editor && !editor.querySelector("style[data-lab]")) {
      editor.querySelector(".cm-content")?.setAttribute("aria-label", t("lab.cell", { title }));
      editor.append(el("style", { "data-lab": "" }, WRAP));
      darkenFaintColours(editor);
    }
    const output = section.querySelector(".py-editor-output");
    if (!output) return;
    if (outputs.has(section)) output.textContent = outputs.get(section);
    outputs.delete(section);
    batchOutput(output);
  }

  // The ■ button stops a running cell at once: PyScript would first ask with an English
  // confirm(); here the button means what it shows. PyScript then makes every cell anew
  // (their code kept) and starts Python again, which reruns boot.py; the cells' output is
  // kept too, the stopped one's with a line that says so.
  function stopWithoutAsking(event) {
    const button = event.target.closest?.(".py-editor-run-button.running");
    if (!button) return;
    for (const section of document.querySelectorAll("#lab-cells .lab-cell")) {
      const text = section.querySelector(".py-editor-output")?.innerText ?? "";
      outputs.set(section, section.contains(button) ? `${text}${t("lab.stopped")}\n` : text);
    }
    const ask = window.confirm;
    window.confirm = () => true;
    setTimeout(() => { window.confirm = ask; });
    stage(t("lab.stage.python"));
  }

  /** Lists (with their texts) to the Lab's Python, which writes them into wordlists/. */
  const send = (wordlists) => { if (!stopped) channel.postMessage(JSON.stringify({ wordlists })); };

  channel.onmessage = ({ data }) => {
    const message = JSON.parse(data);
    if (message.stage === "engine") stage(t("lab.stage.engine"));
    else if (message.stage === "wordlists") keptWithTexts().then(send, () => send([]));
    else if (message.stage === "ready") {
      stage(t("lab.ready", message), { done: true });
      editorsReady.then(() => { if (!stopped) shell.ready(); });
    } else if (message.stage === "failed") {
      stage(t("lab.failed", { message: message.code === "integrity" ? t("boot.integrity", message) : message.message }),
        { failed: true });
    }
  };

  async function start() {
    const [boot, ...codes] = await Promise.all([source("lab/boot.py"), ...EXAMPLES.map(({ path }) => source(path))]);
    await loadPyScript();
    if (stopped) return;
    stage(t("lab.stage.python"));
    const config = { interpreter: new URL("pyodide/pyodide.mjs", SITE).href, lab: { site: SITE.href, channel: channel.name } };
    const setup = script(boot, { setup: "", "env-override": "", config: JSON.stringify(config) });
    const sections = EXAMPLES.map(({ name }, i) => {
      const title = t(`lab.example.${name}`);
      const cell = script(codes[i]);
      const section = el("section", { class: "lab-cell", "data-example": name }, el("h2", {}, title), cell);
      section.addEventListener("py-editor", () => editorMade(section, title));
      return section;
    });
    editorsReady = new Promise((resolve) => sections[0].addEventListener("py-editor", resolve, { once: true }));
    $("#lab-cells").addEventListener("click", stopWithoutAsking, { capture: true, signal: shell.signal });
    $("#lab-cells").append(setup, ...sections);
  }

  $("#lab-cells").before(wordListsPanel(shell, send));

  /** Ask the service worker to keep the Lab's files (it caches them only for players who open it). */
  async function keepOffline() {
    if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
    const registration = await navigator.serviceWorker.ready;
    const reply = new MessageChannel();
    const kept = new Promise((resolve) => { reply.port1.onmessage = ({ data }) => resolve(data); });
    registration.active?.postMessage({ type: "keep-on-use" }, [reply.port2]);
    if ((await kept) && !stopped) $("#lab-offline").hidden = false;
  }

  start().catch((error) => { if (!stopped) stage(t("lab.failed", { message: error.message }), { failed: true }); });
  keepOffline().catch(() => {});

  return {
    update: () => false,
    stop() {
      stopped = true;
      channel.close();
      // End the Lab's Python: now, or as soon as PyScript has made its worker.
      for (const node of document.querySelectorAll("#lab-cells script[setup]")) {
        if (node.xworker) node.xworker.terminate();
        else node.addEventListener("py-editor", () => node.xworker?.terminate(), { once: true });
      }
    },
  };
}
