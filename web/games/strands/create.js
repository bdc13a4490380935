// Strands creator: a clue, a spangram and theme words in; a laid-out board, its solution
// and a share link out. The engine checks the input as it is typed (inspect), lays the
// board out with its search streaming (create, with Cancel) and encodes the link; in
// manual mode the creator draws the paths (./strands-manual.js). Both modes' work stays in
// the saved draft, so switching between them loses nothing.
// A problem shows under the field it concerns (its aria-describedby), and only once the
// player has typed in that field (or filled it on an earlier visit, or pressed Generate).
// A checked board with one answer can be copied as a line of the gallery
// (gallery/<lang>.txt: date, author, clue and code, separated by tabs).
// Empty fields offer an example (in the player's language) to try; Generate with a field
// still empty says what is missing and asks the engine nothing.

import { engineText, known, language, t } from "../../js/i18n.js";
import { $, announce, el, localDate, pageUrl, store, svg } from "../../js/site.js";
import { whenWritten } from "../../js/tabs.js";
import { boardRows } from "../../js/tracer.js";
import { defineView } from "../../js/view.js";
import { isGrid } from "./grid.js";
import { clean, manualEditor } from "./manual.js";

const GAME = "strands";
const FIELDS = ["clue", "spangram", "words"];
/** The field each of inspect's problem codes is about (the ones naming a word: that word's field). */
const FIELD_OF_CODE = {
  "strands.no_clue": "clue", "strands.clue_long": "clue", "strands.clue_blocked": "clue",
  "strands.no_spangram": "spangram", "strands.spangram_short": "spangram", "strands.spangram_long": "spangram",
  "strands.no_words": "words", "strands.no_theme_word": "words", "strands.word_short": "words",
  "strands.letters_add": "words", "strands.letters_remove": "words",
};

/**
 * The kept draft (`saved`, what store.get gives) as the creator takes it: {fields (the clue,
 * spangram, words and language typed, each a text or absent), mode, board (the board laid out,
 * one the creator can draw, or null), manual (the paths drawn, as kept: the editor reads them)};
 * null when `saved` is no draft at all.
 */
export function draftOf(saved) {
  if (!saved || typeof saved !== "object" || Array.isArray(saved)) return null;
  const fields = Object.fromEntries(["clue", "spangram", "words"]
    .filter((name) => typeof saved[name] === "string").map((name) => [name, saved[name]]));
  if (known(saved.lang, null)) fields.lang = saved.lang;
  const board = saved.board;
  const drawable = isGrid(board) && Number.isInteger(board.covers) && board.covers >= 0 && Array.isArray(board.elsewhere) &&
    board.elsewhere.every((word) => typeof word === "string");
  return { fields, mode: saved.mode === "manual" ? "manual" : "auto", board: drawable ? board : null,
    manual: saved.manual ?? null };
}

/** What the creator says of a board laid out: more than one answer, its words found elsewhere, or one answer. */
export function verdict(result) {
  if (result.covers !== 1) {
    return t(result.covers >= 100 ? "sc.very_many_covers" : "sc.many_covers", { count: result.covers });
  }
  if (result.elsewhere.length) {
    return t("sc.elsewhere", { words: result.elsewhere.map((w) => w.toUpperCase()).join(", ") });
  }
  return t("sc.unique");
}

/** The innermost coded message of a problem's data ({code, params}), past the sentence wrapper. */
function innermost(data) {
  if (!data || typeof data !== "object") return null;
  for (const inner of data.params?.problems ?? []) {
    const found = innermost(inner);
    if (found) return found;
  }
  return data.code && data.code !== "strands.problems" ? data : null;
}

/** Whether ``text`` names ``word`` (upper case, as the engine's messages do) as a whole word. */
function names(text, word) {
  const escaped = word.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return !!word && new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(text);
}

/** A gallery line: the fields with no tab or line break inside, joined by tabs. */
function galleryLine(date, author, clue, code) {
  return [date, author, clue, code].map((field) => String(field).replace(/[\t\r\n]+/g, " ").trim()).join("\t");
}

/**
 * The field a problem of inspect concerns: by its code where the engine gives one, else by
 * its (English) text: the spangram or a theme word it names, or what it speaks of.
 */
function fieldOf(text, data, { spangram, words }) {
  const coded = innermost(data);
  if (coded && FIELD_OF_CODE[coded.code]) return FIELD_OF_CODE[coded.code];
  if (coded?.params?.word) return clean(String(coded.params.word)) === clean(spangram) ? "spangram" : "words";
  if (names(text, clean(spangram))) return "spangram";
  if (words.split(/[,;\n]+/).map(clean).some((word) => names(text, word))) return "words";
  if (/\bclue\b/i.test(text)) return "clue";
  if (/\btheme words?\b/i.test(text)) return "words";
  if (/\bspangram\b/i.test(text)) return "spangram";
  return "words";
}

export const { mount, update, unmount } = defineView("strands-create", creatorView);

function creatorView(route, shell) {
  const engine = shell.engine;
  let job = null;
  let inspecting = 0;
  let board = null; // the board laid out automatically
  let handMade = null; // the board drawn by hand, once checked
  let mode = "auto";
  let editor = null; // the manual mode's editor
  const typed = new Set(); // the fields whose problems are shown
  const saved = draftOf(store.get(`${GAME}/creator`, null));

  function input() {
    return { clue: $("#clue").value, spangram: $("#spangram").value, words: $("#words").value, lang: $("#lang").value };
  }

  async function inspect() {
    const ticket = ++inspecting;
    const params = input();
    saveDraft();
    try {
      const report = await engine.request(GAME, "inspect", params).result();
      if (ticket !== inspecting) return;
      const count = $("#count");
      count.textContent = t("sc.count", { letters: report.letters, cells: report.cells });
      count.classList.toggle("good", report.letters === report.cells);
      const byField = Object.fromEntries(FIELDS.map((name) => [name, []]));
      report.problems.forEach((text, i) => byField[fieldOf(text, report.problem_codes?.[i], params)]
        .push(engineText({ ...report.problem_codes?.[i], message: text }))); // in the player's language
      showProblems(byField);
    } catch (error) {
      if (ticket === inspecting) showProblems({ words: [error.message] });
    }
  }

  /** Each field's problems under it, once the player has typed there. */
  function showProblems(byField) {
    for (const name of FIELDS) {
      const shown = typed.has(name) ? byField[name] ?? [] : [];
      $(`#${name}-problems`).replaceChildren(...shown.map((text) => el("li", {}, text)));
      $(`#${name}`).setAttribute("aria-invalid", String(shown.length > 0));
    }
  }

  function drawBoard(result) {
    const { rows, cols } = result;
    const laid = [result.spangram, ...result.words].map((word) => [word, result.placements[word]]);
    const kindAt = new Map();
    for (const [word, path] of laid) {
      for (const [r, c] of path) kindAt.set(r * cols + c, word === result.spangram ? "spangram" : "theme");
    }
    const letters = result.grid.join("");
    $(".st-wrap").style.setProperty("--st-aspect", `${cols} / ${rows}`);
    boardRows($("#grid"), rows, cols, (cell) =>
      el("div", { class: `st-cell ${kindAt.get(cell) ?? ""}`, role: "cell" }, letters[cell]));
    const overlay = $("#lines");
    overlay.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    overlay.setAttribute("preserveAspectRatio", "none");
    overlay.replaceChildren(...laid.map(([word, path]) => svg("polyline", {
      class: word === result.spangram ? "spangram" : "theme", "vector-effect": "non-scaling-stroke",
      points: path.map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(" "),
    })));
    $("#preview-clue").textContent = result.clue;
    $("#solution").replaceChildren(...[result.spangram, ...result.words].map((word) =>
      el("li", { class: word === result.spangram ? "spangram" : "theme" }, word)));
  }

  /** "Try an example" only while every field is empty: it never replaces the player's work. */
  const offerExample = () => { $("#example-row").hidden = FIELDS.some((name) => $(`#${name}`).value.trim()); };

  function tryExample() {
    for (const name of FIELDS) {
      $(`#${name}`).value = t(`sc.${name}_example`);
      typed.add(name);
    }
    $("#lang").value = language();
    offerExample();
    edited();
    generate();
  }

  async function generate() {
    if (job) return;
    FIELDS.forEach((name) => typed.add(name)); // Generate shows every problem
    inspect();
    const status = $("#status");
    const missing = FIELDS.find((name) => !$(`#${name}`).value.trim());
    if (missing) { // nothing to lay out yet: the problems under the fields say what to fill in
      status.textContent = t("sc.fill_in");
      announce(status.textContent);
      $(`#${missing}`).focus();
      return;
    }
    $("#generate").disabled = true;
    $("#cancel").disabled = false;
    $("#link-box").hidden = true;
    status.textContent = t("sc.laying_out");
    job = engine.request(GAME, "create", input());
    try {
      const result = await job.result((event) => {
        if (event.stage === "checking") {
          status.textContent = t("sc.checking", { layout: event.layout, covers: t("sc.covers", { count: event.covers }),
            elsewhere: t("sc.words_n", { count: event.elsewhere.length }) });
        } else if (event.stage === "laying out") {
          status.textContent = t("sc.restart", { restarts: event.restarts });
        }
      });
      board = result;
      saveDraft();
      drawBoard(result);
      status.textContent = verdict(result);
      showLink(result);
    } catch (error) {
      status.textContent = error.message;
    } finally {
      announce(status.textContent);
      job = null;
      $("#generate").disabled = false;
      $("#cancel").disabled = true;
    }
  }

  /** The draft: the fields, the mode, the board laid out and the paths drawn (not written again as it is kept). */
  function saveDraft() {
    const draft = { ...input(), mode, board, manual: editor?.state() ?? saved?.manual ?? null };
    if (JSON.stringify(draft) !== JSON.stringify(store.get(`${GAME}/creator`, null))) store.set(`${GAME}/creator`, draft);
  }

  /** Show a draft (draftOf's) fields, mode and board laid out (the paths drawn are the editor's). */
  function showDraft(draft) {
    for (const [name, value] of Object.entries(draft.fields)) $(`#${name}`).value = value;
    ({ mode, board } = draft);
    if (board) {
      drawBoard(board);
      $("#status").textContent = verdict(board);
    }
  }

  /**
   * Another tab saved its draft: the last write wins, and this tab shows it, unless the player
   * is typing here. With one of the draft's fields focused (in a page that has the focus: not a
   * tab the player has left), this tab keeps its own draft whole
   * (its fields and paths belong together) and overwrites nothing: the player's next keystroke
   * writes it, and then it is the other tab that takes it.
   */
  function takeDraft() {
    const draft = draftOf(store.get(`${GAME}/creator`, null));
    if (!draft || job) return;
    const fields = ["clue", "spangram", "words", "lang"].map((name) => $(`#${name}`));
    if (document.hasFocus() && fields.includes(document.activeElement)) return;
    showDraft(draft);
    offerExample();
    if (!board) {
      for (const id of ["#grid", "#lines", "#solution"]) $(id).replaceChildren();
      $("#status").textContent = t("sc.start");
    }
    handMade = null;
    for (const name of FIELDS) if ($(`#${name}`).value.trim()) typed.add(name);
    editor.load(draft.manual);
    showMode();
    inspect();
    if (mode === "manual") editor.refresh();
  }

  /** Show the mode chosen, with its board's clue and link. */
  function showMode() {
    $("#auto-area").hidden = mode !== "auto";
    $("#manual-area").hidden = mode !== "manual";
    $("#generate").hidden = mode !== "auto";
    $("#cancel").hidden = mode !== "auto";
    for (const radio of document.querySelectorAll("input[name=sc-mode]")) radio.checked = radio.value === mode;
    $("#preview-clue").textContent = mode === "auto" ? board?.clue ?? "" : input().clue;
    showLink(mode === "auto" ? board : handMade);
  }

  /** The share link (and the gallery entry) of a checked board, or nothing. */
  function showLink(puzzle) {
    $("#link-box").hidden = !puzzle;
    $("#entry").hidden = true;
    $("#entry-status").textContent = "";
    if (!puzzle) return;
    $("#link").value = pageUrl(`${GAME}/p/${puzzle.code}`);
    $("#play").href = `#${GAME}/p/${puzzle.code}`;
    $("#copy").textContent = t("share.copy_link");
    $("#copy-entry").disabled = puzzle.covers !== 1;
    if (puzzle.covers !== 1) $("#entry-status").textContent = t("sm.gallery_unique");
  }

  async function copyEntry() {
    const puzzle = mode === "auto" ? board : handMade;
    const author = $("#author").value.replace(/\s+/g, " ").trim();
    if (!puzzle) return;
    if (!author) {
      $("#entry-status").textContent = t("sm.author_needed");
      $("#author").focus();
      return;
    }
    store.set("gallery/author", author);
    const line = galleryLine(localDate(), author, puzzle.clue, puzzle.code);
    const entry = $("#entry");
    entry.value = line;
    entry.hidden = false;
    try {
      await navigator.clipboard.writeText(line);
      $("#entry-status").textContent = t("sm.entry_copied", { lang: puzzle.lang });
    } catch {
      $("#entry-status").textContent = t("sm.entry_select", { lang: puzzle.lang });
      entry.focus();
      entry.select();
    }
    announce($("#entry-status").textContent);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText($("#link").value);
      $("#copy").textContent = t("common.copied");
    } catch {
      $("#link").select();
    }
  }

  $("#lang").value = language(); // the words' language: at first the interface language
  if (saved) showDraft(saved);
  editor = manualEditor(shell, {
    input,
    saved: saved?.manual,
    changed(puzzle) {
      handMade = puzzle;
      saveDraft();
      if (mode === "manual") showLink(puzzle);
    },
  });
  /** After the fields change, manual mode checks its paths again (on the switch to it, if hidden now). */
  const edited = () => {
    if (mode !== "manual") return;
    $("#preview-clue").textContent = input().clue;
    editor.refresh();
  };
  for (const name of FIELDS) {
    if ($(`#${name}`).value.trim()) typed.add(name); // typed on an earlier visit
    $(`#${name}`).addEventListener("input", () => { typed.add(name); inspect(); edited(); offerExample(); });
  }
  $("#example").addEventListener("click", tryExample);
  $("#lang").addEventListener("input", () => { inspect(); edited(); });
  $("#generate").addEventListener("click", generate);
  $("#cancel").addEventListener("click", () => job?.cancel());
  $("#copy").addEventListener("click", copyLink);
  $("#copy-entry").addEventListener("click", copyEntry);
  $("#author").value = store.get("gallery/author", "") || "";
  for (const radio of document.querySelectorAll("input[name=sc-mode]")) {
    radio.addEventListener("change", () => {
      mode = radio.value === "manual" ? "manual" : "auto";
      if (mode === "manual") editor.refresh();
      saveDraft();
      showMode();
    });
  }
  showMode();
  offerExample();
  whenWritten(() => `${GAME}/creator`, takeDraft, shell.signal);
  shell.ready(); // the form is taken at once; its checks arrive once the engine is up
  inspect();
  if (mode === "manual") editor.refresh();

  return {
    update() { return true; }, // one route only
    stop() { job?.cancel(); editor.stop(); inspecting += 1; },
  };
}
