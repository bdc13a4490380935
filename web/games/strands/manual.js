// The Strands creator's manual mode: the creator picks a word (spangram first) and draws its
// path over empty cells, by drag, tap or keyboard (web/js/tracer.js); its letters fill the
// cells in the order drawn. The engine (place) checks every rule after each change, places
// the words that are not pinned around those that are ("Place the rest", with progress and
// Cancel), and once every cell is used says whether the board has exactly one cover, or
// gives a second reading, which a toggle draws. Undo takes back the last step of a trace or
// the last change to the words.

import { engineText, t } from "../../js/i18n.js";
import { $, announce, el, svg } from "../../js/site.js";
import { boardRows, Tracer } from "../../js/tracer.js";

const GAME = "strands";
const ROWS = 8;
const COLS = 6;
const MAX_UNDO = 100;

/** A word as the engine keeps it: lower case, without spaces, hyphens and apostrophes. */
export const clean = (text) => text.normalize("NFC").toLowerCase().replace(/[\s\-'\u2019]+/gu, "");

/** The puzzle's words as typed: the spangram first, then the theme words (each once). */
function wordsOf({ spangram, words }) {
  const list = [clean(spangram), ...words.split(/[,;\n]+/).map(clean)].filter(Boolean);
  return [...new Set(list)];
}

/**
 * Paths by word, from [word, path] pairs, in an object that has nothing else: a theme word such
 * as "constructor" is never taken for a path already drawn.
 */
const byWord = (entries) => Object.assign(Object.create(null), Object.fromEntries(entries));

/**
 * Saved work as the editor takes it: {paths: {word: {cells, pinned}}, chosen}; a path whose cells
 * are not all on the board, and anything else not of the work, is left out.
 */
export function workOf(work) {
  const given = work && typeof work === "object" && work.paths && typeof work.paths === "object" ? work : {};
  const onBoard = (path) => Array.isArray(path?.cells) && path.cells.every((c) => Number.isInteger(c) && c >= 0 && c < ROWS * COLS);
  return { paths: byWord(Object.entries(given.paths ?? {}).filter(([, path]) => onBoard(path))
    .map(([word, path]) => [word, { cells: path.cells, pinned: path.pinned !== false }])),
  chosen: typeof given.chosen === "string" ? given.chosen : null };
}

/**
 * The manual editor in the creator's page.
 * @param shell    the page shell (engine, signal)
 * @param input()  the creator's fields: {clue, spangram, words, lang}
 * @param saved    the editor's saved work ({paths: {word: {cells, pinned}}, chosen}) or null
 * @param changed(puzzle)  after every change: the work is to be saved; ``puzzle`` is the
 *                 checked board ({code, covers, clue, ...}) once every cell is used, else null
 */
export function manualEditor(shell, { input, saved, changed }) {
  const engine = shell.engine;
  let paths = byWord([]); // word -> {cells: [cell, ...], pinned}
  let chosen = null;
  let history = [];
  let report = null; // the engine's last verdict on these paths
  let checking = 0;
  let job = null;
  let showSecond = false;

  /** Take the saved work's paths and chosen word (what is not valid in it is left out). */
  function take(work) {
    ({ paths, chosen } = workOf(work));
  }
  take(saved);

  const words = () => wordsOf(input());
  const kind = (word) => (word === words()[0] ? "spangram" : "theme");

  /** cell -> [word, index in the word] of every drawn path (of the current words). */
  function lettersAt() {
    const at = new Map();
    for (const word of words()) {
      (paths[word]?.cells ?? []).forEach((cell, i) => at.set(cell, [word, i]));
    }
    return at;
  }

  // -- drawing ------------------------------------------------------------------------------
  function buildGrid() {
    $("#m-wrap").style.setProperty("--st-aspect", `${COLS} / ${ROWS}`);
    boardRows($("#m-grid"), ROWS, COLS, () => el("div", { class: "st-cell", role: "gridcell" }));
  }

  function render() {
    const list = words();
    if (chosen && !list.includes(chosen)) chosen = null;
    if (!chosen) chosen = list.find((word) => !paths[word]) ?? list[0] ?? null;
    const at = lettersAt();
    const trace = tracer.cells;
    const shownPaths = showSecond && report?.second ? secondPaths() : null;
    for (const node of $("#m-grid").querySelectorAll("[data-cell]")) {
      const cell = Number(node.dataset.cell);
      const traced = trace.indexOf(cell);
      const [word, i] = traced >= 0 ? [chosen, traced] : at.get(cell) ?? [null, 0];
      const letter = word ? word[i].toUpperCase() : "";
      const owner = shownPaths ? shownPaths.owner.get(cell) : word;
      node.className = ["st-cell", traced >= 0 ? "on" : owner && kind(owner), owner === chosen && traced < 0 && "chosen"]
        .filter(Boolean).join(" ");
      node.textContent = letter;
      node.setAttribute("aria-label", letter ? t("sm.cell", { letter, word: (owner ?? word).toUpperCase() })
        : t("sm.cell_empty"));
    }
    tracer.sync();
    drawLines(shownPaths);
    renderWords();
    renderTools();
  }

  /** The second reading as word -> cells, and cell -> word. */
  function secondPaths() {
    const lines = Object.entries(report.second).map(([word, cells]) => [word, cells.map(([r, c]) => r * COLS + c)]);
    return { lines, owner: new Map(lines.flatMap(([word, cells]) => cells.map((cell) => [cell, word]))) };
  }

  function drawLines(shownPaths) {
    const overlay = $("#m-lines");
    overlay.setAttribute("viewBox", `0 0 ${COLS} ${ROWS}`);
    overlay.setAttribute("preserveAspectRatio", "none");
    const line = (cells, cls) => svg("polyline", {
      class: cls, "vector-effect": "non-scaling-stroke",
      points: cells.map((cell) => `${(cell % COLS) + 0.5},${Math.floor(cell / COLS) + 0.5}`).join(" "),
    });
    const drawn = shownPaths ? shownPaths.lines : words().filter((w) => paths[w]).map((w) => [w, paths[w].cells]);
    const lines = drawn.map(([word, cells]) => line(cells, kind(word)));
    if (tracer.cells.length > 1) lines.push(line(tracer.cells, "trace"));
    overlay.replaceChildren(...lines);
  }

  function problemsOf(word) {
    const entry = report?.paths?.find((p) => p.word === word);
    return entry ? entry.problems.map((data, i) => engineText({ ...data, message: entry.messages[i] })) : [];
  }

  function renderWords() {
    $("#m-words").replaceChildren(...words().map((word) => {
      const path = paths[word];
      const faulty = problemsOf(word).length > 0;
      const state = !path ? t("sm.to_place") : faulty ? t("sm.has_problem") : path.pinned ? t("sm.pinned") : t("sm.placed");
      const button = el("button", {
        type: "button", class: `word sm-word ${kind(word)}${path ? " placed" : ""}${faulty ? " faulty" : ""}`,
        "aria-pressed": String(word === chosen),
      }, word.toUpperCase(), el("span", { class: "sm-state" }, ` · ${state}`));
      button.addEventListener("click", () => { chosen = word; tracer.clear(); render(); announce(t("sm.chosen", { word: word.toUpperCase() })); });
      return el("li", {}, button);
    }));
  }

  function renderTools() {
    const busy = !!job;
    const path = chosen && paths[chosen];
    $("#m-undo").disabled = busy || (!tracer.cells.length && !history.length);
    $("#m-clear").disabled = busy || !path;
    $("#m-pin").disabled = busy || !path;
    $("#m-pin").setAttribute("aria-pressed", String(!!path?.pinned));
    $("#m-complete").disabled = busy || !words().some((word) => !paths[word] || !paths[word].pinned);
    $("#m-cancel").disabled = !busy;
    $("#m-second-box").hidden = !report?.second;
  }

  /** The problems of the input and of each path, and the verdict, under the board. */
  function renderReport() {
    const items = [];
    for (const [i, data] of (report?.problems ?? []).entries()) items.push(engineText({ ...data, message: report.messages[i] }));
    for (const word of words()) items.push(...problemsOf(word));
    $("#m-problems").replaceChildren(...items.map((text) => el("li", {}, text)));
    const status = $("#m-status");
    if (!report) status.textContent = t("sm.start");
    else if (report.finished) status.textContent = verdictText(report);
    else if (items.length) status.textContent = t("sm.fix");
    else status.textContent = t("sm.empty", { count: report.empty });
    status.classList.toggle("good", !!report?.finished && report.covers === 1);
  }

  function verdictText(result) {
    if (result.covers !== 1) return t("sm.two_covers");
    if (result.elsewhere.length) {
      return t("sc.elsewhere", { words: result.elsewhere.map((w) => w.toUpperCase()).join(", ") });
    }
    return t("sm.unique");
  }

  // -- checking -------------------------------------------------------------------------------
  function params() {
    const list = words();
    return {
      ...input(),
      paths: list.filter((word) => paths[word]).map((word) => ({
        word, cells: paths[word].cells.map((cell) => [Math.floor(cell / COLS), cell % COLS]), pinned: paths[word].pinned,
      })),
    };
  }

  /** Ask the engine about the paths as they are now (a newer request makes an older answer moot). */
  async function check() {
    const ticket = ++checking;
    changed(null);
    try {
      const result = await engine.request(GAME, "place", params()).result();
      if (ticket !== checking) return;
      accept(result);
    } catch (error) {
      if (ticket !== checking) return;
      report = null;
      $("#m-status").textContent = error.message;
      $("#m-problems").replaceChildren();
    }
  }

  function accept(result) {
    report = result;
    if (!result.second) showSecond = false;
    $("#m-second").checked = showSecond;
    renderReport();
    render();
    announce($("#m-status").textContent);
    changed(result.finished ? result : null);
  }

  // -- editing ---------------------------------------------------------------------------------
  function remember() {
    history.push(JSON.stringify(paths));
    if (history.length > MAX_UNDO) history.shift();
  }

  function edit(change) {
    remember();
    change();
    report = null;
    render();
    check();
  }

  function submit(cells) {
    const word = chosen;
    if (!word || job) return;
    edit(() => { paths[word] = { cells, pinned: true }; });
    chosen = words().find((w) => !paths[w]) ?? word;
    render();
  }

  function undo() {
    if (tracer.cells.length) {
      tracer.cells.pop();
      render();
      return;
    }
    if (!history.length) return;
    paths = workOf({ paths: JSON.parse(history.pop()) }).paths;
    report = null;
    render();
    check();
  }

  async function placeRest() {
    if (job) return;
    const status = $("#m-status");
    status.textContent = t("sc.laying_out");
    checking += 1; // an answer about the paths before is moot
    job = engine.request(GAME, "place", { ...params(), complete: true });
    renderTools();
    try {
      const result = await job.result((event) => {
        if (event.stage === "checking") status.textContent = t("sm.checking", { layout: event.layout });
        else if (event.stage === "laying out") status.textContent = t("sc.restart", { restarts: event.restarts });
      });
      remember();
      paths = byWord(result.paths.map((entry) =>
        [entry.word, { cells: entry.cells.map(([r, c]) => r * COLS + c), pinned: entry.pinned }]));
      job = null;
      accept(result);
    } catch (error) {
      status.textContent = error.message; // the engine's reason, in the player's language
      announce(error.message);
    } finally {
      job = null;
      renderTools();
    }
  }

  const tracer = new Tracer($("#m-grid"), {
    shape: () => ({ rows: ROWS, cols: COLS }),
    enabled: () => !!chosen && !job,
    usable: (cell) => { const owner = lettersAt().get(cell); return !owner || owner[0] === chosen; },
    changed: () => {
      if (chosen && tracer.cells.length === chosen.length) { tracer.finish(); return; } // the word is drawn
      render();
    },
    submit,
    signal: shell.signal,
  });

  $("#m-undo").addEventListener("click", undo);
  $("#m-clear").addEventListener("click", () => { if (paths[chosen]) edit(() => { delete paths[chosen]; }); });
  $("#m-pin").addEventListener("click", () => {
    if (!paths[chosen]) return;
    paths[chosen].pinned = !paths[chosen].pinned;
    render();
    check();
  });
  $("#m-complete").addEventListener("click", placeRest);
  $("#m-cancel").addEventListener("click", () => job?.cancel());
  $("#m-second").addEventListener("change", () => { showSecond = $("#m-second").checked; render(); });
  buildGrid();
  render();
  renderReport();

  return {
    /** The work to save: the paths of every word drawn and the word chosen. */
    state: () => ({ paths, chosen }),
    /** After the creator's fields change: redraw and check again. */
    refresh() { report = null; render(); check(); },
    /** Show the work another tab saved ({paths, chosen}) in place of this tab's (refresh checks it). */
    load(work) {
      if (job) return; // this tab's Place the rest is under way: its result is the next write
      take(work);
      history = [];
      tracer.clear();
      report = null;
      render();
    },
    stop() { job?.cancel(); checking += 1; },
  };
}
