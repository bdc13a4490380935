// Letter Boxed's creator (#letterboxed/create): the player's words in, boards out. The engine's
// create checks the words (every impossibility comes back as a message in the player's language,
// with the words that would add missing letters), places their letters and proves each board's par
// as the search streams, with Cancel. Each board is listed small with its par in everyday words, the
// fewest words over the whole list and its two-word solutions; "Your words are the answer" keeps
// only boards where the player's chain is the one shortest everyday solution. The board picked gets
// a link (with an optional title and author's name, engine action title) that opens it ready to play,
// and a line for the gallery. The draft (words, choices, boards and the one picked) is kept.

import { engineText, known, language, t } from "../../js/i18n.js";
import { $, announce, el, localDate, pageUrl, store, svg } from "../../js/site.js";
import { defineView } from "../../js/view.js";
import { wordListPanel } from "../../js/wordlist.js";
import { GAME } from "./puzzle.js";

const DRAFT = `${GAME}/creator`;
const SIZE = 120; // the small board's drawing, in its own units
const LOW = 24;
const HIGH = SIZE - LOW;

export const { mount, update, unmount } = defineView("letterboxed-create", creatorView);

/** A message as a sentence: its first letter a capital, a full stop at the end. */
function sentence(text) {
  const trimmed = String(text ?? "").trim();
  if (!trimmed) return "";
  return trimmed[0].toUpperCase() + trimmed.slice(1) + (/[.!?]$/.test(trimmed) ? "" : ".");
}

/** A board drawn small: the square and its letters, read clockwise from the top side. */
function smallBoard(sides) {
  const along = (i) => LOW + ((HIGH - LOW) * (i + 1)) / 4;
  const place = [(i) => [along(i), LOW - 12], (i) => [HIGH + 12, along(i)], (i) => [along(i), HIGH + 12], (i) => [LOW - 12, along(i)]];
  const dot = [(i) => [along(i), LOW], (i) => [HIGH, along(i)], (i) => [along(i), HIGH], (i) => [LOW, along(i)]];
  const label = t("lbc.board_label", { sides: sides.map((side) => side.toUpperCase()).join(" ") });
  return svg("svg", { class: "lbc-board", viewBox: `0 0 ${SIZE} ${SIZE}`, role: "img", "aria-label": label },
    svg("rect", { class: "frame", x: LOW, y: LOW, width: HIGH - LOW, height: HIGH - LOW }),
    ...sides.flatMap((side, s) => [...side].flatMap((letter, i) => {
      const [x, y] = place[s](i);
      const [cx, cy] = dot[s](i);
      return [svg("circle", { class: "dot", cx, cy, r: 3.5 }), svg("text", { class: "letter", x, y }, letter.toUpperCase())];
    })));
}

const isObject = (value) => !!value && typeof value === "object" && !Array.isArray(value);
const count = (value) => Number.isInteger(value) && value >= 0;
const SIDE = /^\p{Ll}{3}$/u;

/** Whether `board` is a board the list can show: its code, four sides of three letters, and its counts. */
const isBoard = (board) => isObject(board) && typeof board.code === "string" && Array.isArray(board.sides) &&
  board.sides.length === 4 && board.sides.every((side) => typeof side === "string" && SIDE.test(side)) &&
  count(board.par) && count(board.min_words) && count(board.two_word_count) &&
  (board.par_solutions === undefined || count(board.par_solutions));

const plain = (value) => typeof value === "string" || Number.isFinite(value);
/** Whether `note` is an engine message the list of notes can say: its code, its parameters (texts and numbers). */
const isNote = (note) => isObject(note) && typeof note.code === "string" && isObject(note.params) &&
  Object.values(note.params).every((value) => plain(value) || (Array.isArray(value) && value.every(plain)));

/**
 * The kept draft (`saved`, what store.get gives) as the form takes it: {words, lang, answer, title,
 * author (null: none kept), made (the boards made, or null), picked (an index of made's boards, or
 * null)}; whatever in it is not what the form keeps is left out, and `lang` is the interface's then.
 */
export function draftOf(saved, interfaceLang) {
  const draft = isObject(saved) ? saved : {};
  const text = (value) => (typeof value === "string" ? value : "");
  const made = isObject(draft.made) && Array.isArray(draft.made.arrangements) && draft.made.arrangements.every(isBoard) &&
    Array.isArray(draft.made.notes) && draft.made.notes.every(isNote)
    ? { arrangements: draft.made.arrangements, notes: draft.made.notes.map(({ code, params }) => ({ code, params })),
      refused: count(draft.made.refused) ? draft.made.refused : 0, answer: draft.made.answer === true,
      lang: known(draft.made.lang, interfaceLang) }
    : null;
  return { words: text(draft.words), lang: known(draft.lang, interfaceLang),
    answer: draft.answer === true, title: text(draft.title), author: typeof draft.author === "string" ? draft.author : null,
    made, picked: made && Number.isInteger(draft.picked) && made.arrangements[draft.picked] ? draft.picked : null };
}

/** What a board's lines say: its par, the fewest words, its two-word solutions, and the answer. */
export function facts(board, answer) {
  const lines = [t("lbc.par", { count: board.par }), t("lbc.min", { count: board.min_words }),
    board.two_word_count ? t("lbc.pairs", { count: board.two_word_count }) : t("lbc.no_pairs")];
  if (answer) {
    lines.push(board.answer_unique ? t("lbc.unique")
      : board.par_solutions ? t("lbc.shared_par", { count: board.par_solutions - 1 }) : t("lbc.not_par"));
  }
  return lines;
}

/** A gallery line: the fields with no tab or line break inside, joined by tabs. */
function galleryLine(...fields) {
  return fields.map((field) => String(field).replace(/[\t\r\n]+/g, " ").trim()).join("\t");
}

function creatorView(route, shell) {
  const engine = shell.engine;
  let job = null;
  let titling = 0; // the link asked for last; an older answer is dropped
  let made = null; // {arrangements, notes, refused, answer, lang}
  let picked = null; // the index of the board picked
  let shared = null; // the picked board's puzzle with its title: {code, lang, title, author}
  const words = $("#lbc-words");
  const status = $("#lbc-status");
  const problem = $("#lbc-problem");

  function saveDraft() {
    store.set(DRAFT, { words: words.value, lang: $("#lbc-lang").value, answer: $("#lbc-answer").checked,
      title: $("#lbc-title").value, author: $("#lbc-author").value, made, picked });
  }

  // -- the words' problems ----------------------------------------------------------------
  function showProblem(text, suggest = []) {
    problem.textContent = sentence(text);
    words.setAttribute("aria-invalid", String(!!text));
    $("#lbc-suggest").replaceChildren(...suggest.map(({ word, letters }) => el("li", {},
      el("button", { type: "button", class: "small", onclick: () => addWord(word) },
        t("lbc.add_word", { word: word.toUpperCase(), letters })))));
  }

  /** A suggested word joins the player's, and the boards are made again. */
  function addWord(word) {
    words.value = `${words.value.trim().replace(/[,;\s]+$/, "")}, ${word}`;
    words.focus();
    make();
  }

  // -- the boards ---------------------------------------------------------------------------
  function boardItem(board, index, answer) {
    const radio = el("input", { type: "radio", name: "lbc-board", value: String(index), id: `lbc-board-${index}`,
      onchange: () => pick(index) });
    return el("li", {}, el("label", { class: "lbc-card", for: `lbc-board-${index}` }, radio, smallBoard(board.sides),
      el("span", { class: "lbc-facts" },
        el("strong", {}, t("lbc.board_n", { number: index + 1 })),
        ...facts(board, answer).map((line) => el("span", {}, line)))));
  }

  function showBoards(boards, answer) {
    $("#lbc-choices").hidden = !boards.length;
    $("#lbc-boards").replaceChildren(...boards.map((board, i) => boardItem(board, i, answer)));
  }

  function showNotes(notes, refused) {
    const texts = notes.map((note) => engineText(note));
    if (refused) texts.push(t("lbc.refused", { count: refused }));
    $("#lbc-notes").replaceChildren(...texts.map((text) => el("li", {}, sentence(text))));
  }

  function progressText(event) {
    if (event.stage === "checking" || event.stage === "solving" || event.stage === "counting") {
      return t("lbc.checking", { tried: event.tried ?? 0, of: event.of ?? 0, found: event.found ?? 0 });
    }
    if (event.stage === "suggesting") return t("lbc.suggesting");
    return t("lbc.placing");
  }

  async function make() {
    if (job) return;
    if (!words.value.trim()) {
      showProblem(t("lbc.no_words"));
      words.focus();
      return;
    }
    showProblem("");
    showNotes([], 0);
    showBoards([], false);
    showShare(null);
    made = null;
    picked = null;
    saveDraft();
    $("#lbc-make").disabled = true;
    $("#lbc-cancel").disabled = false;
    status.textContent = t("lbc.placing");
    const answer = $("#lbc-answer").checked;
    const streamed = [];
    let last = null; // the last progress: the checking counts stay shown while a board is solved
    try {
      job = engine.request(GAME, "create", { words: words.value, lang: $("#lbc-lang").value, answer,
        ...(await lists.params()) });
      const result = await job.result((event) => {
        if (event.type === "arrangement") {
          streamed.push(event);
          showBoards(streamed, answer);
        } else if (event.type === "progress") {
          last = event.stage === "solving" || event.stage === "counting" ? { ...last, ...event, stage: "checking" } : event;
          status.textContent = progressText(last);
        }
      });
      made = { arrangements: result.arrangements, notes: result.notes, refused: result.refused, answer, lang: result.lang };
      showMade();
      saveDraft();
      showResults();
    } catch (error) {
      if (job?.cancelled) { // the boards found so far stay
        made = streamed.length ? { arrangements: streamed, notes: [], refused: 0, answer, lang: $("#lbc-lang").value } : null;
        if (made) showMade();
        status.textContent = t("lbc.cancelled", { count: streamed.length });
        saveDraft();
      } else {
        status.textContent = t("lbc.none");
        const suggest = (error.params?.suggest ?? []).map((word, i) => ({ word, letters: error.params.suggest_letters?.[i] ?? "" }));
        showProblem(error.message, suggest);
      }
    } finally {
      announce(problem.textContent || status.textContent);
      job = null;
      $("#lbc-make").disabled = false;
      $("#lbc-cancel").disabled = true;
    }
  }

  /** On a phone the boards stand below the form and the word lists: bring their heading into view. */
  function showResults() {
    const heading = $("#lbc-boards-title");
    if (heading.getBoundingClientRect().top < innerHeight) return;
    heading.scrollIntoView({ block: "start", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  }

  /** The boards made (on an earlier visit too), the one picked and its link. */
  function showMade() {
    const count = made.arrangements.length;
    const none = made.notes.some((note) => note.code === "lbcreate.answer_none");
    status.textContent = t(made.answer && !none ? "lbc.made_answer" : "lbc.made", { count });
    showNotes(made.notes, made.refused);
    showBoards(made.arrangements, made.answer);
    if (picked !== null && made.arrangements[picked]) {
      $(`#lbc-board-${picked}`).checked = true;
      pick(picked);
    }
  }

  // -- sharing ------------------------------------------------------------------------------
  function pick(index) {
    picked = index;
    saveDraft();
    $("#lbc-share").hidden = false;
    retitle();
  }

  /** The picked board's link, with the title and name typed (the engine writes the code); the
   * share panel is aria-busy until the link says what was typed last. */
  async function retitle() {
    if (picked === null || !made?.arrangements[picked]) return;
    const ticket = ++titling;
    const board = made.arrangements[picked];
    saveDraft();
    $("#lbc-share").setAttribute("aria-busy", "true");
    try {
      const puzzle = await engine.request(GAME, "title",
        { code: board.code, title: $("#lbc-title").value, author: $("#lbc-author").value }).result();
      if (ticket !== titling) return;
      $("#lbc-share-problem").textContent = "";
      showShare(puzzle);
    } catch (error) {
      if (ticket !== titling) return;
      $("#lbc-share-problem").textContent = sentence(error.message);
      showShare(null, true);
    } finally {
      if (ticket === titling) $("#lbc-share").removeAttribute("aria-busy");
    }
  }

  function showShare(puzzle, keepOpen = false) {
    shared = puzzle;
    $("#lbc-share").hidden = !puzzle && !keepOpen;
    $("#lbc-link").value = puzzle ? pageUrl(`${GAME}/p/${puzzle.code}`) : "";
    $("#lbc-play").href = puzzle ? `#${GAME}/p/${puzzle.code}` : `#${GAME}`;
    $("#lbc-play").hidden = !puzzle;
    $("#lbc-copy").textContent = t("share.copy_link");
    $("#lbc-entry").hidden = true;
    $("#lbc-entry-status").textContent = "";
  }

  async function copyLink() {
    if (!shared) return;
    try {
      await navigator.clipboard.writeText($("#lbc-link").value);
      $("#lbc-copy").textContent = t("common.copied");
    } catch {
      $("#lbc-link").select();
    }
  }

  async function copyEntry() {
    if (!shared) return;
    const entryStatus = $("#lbc-entry-status");
    const missing = !shared.title ? "#lbc-title" : !shared.author ? "#lbc-author" : null;
    if (missing) {
      entryStatus.textContent = t(missing === "#lbc-title" ? "lbc.title_needed" : "sm.author_needed");
      $(missing).focus();
      return;
    }
    store.set("gallery/author", shared.author);
    const entry = $("#lbc-entry");
    entry.value = galleryLine(localDate(), shared.author, shared.title, shared.code);
    entry.hidden = false;
    try {
      await navigator.clipboard.writeText(entry.value);
      entryStatus.textContent = t("sm.entry_copied", { lang: shared.lang });
    } catch {
      entryStatus.textContent = t("sm.entry_select", { lang: shared.lang });
      entry.focus();
      entry.select();
    }
    announce(entryStatus.textContent);
  }

  // -- wiring -------------------------------------------------------------------------------
  const draft = draftOf(store.get(DRAFT, null), language());
  words.value = draft.words;
  $("#lbc-lang").value = draft.lang;
  $("#lbc-answer").checked = draft.answer;
  $("#lbc-title").value = draft.title;
  $("#lbc-author").value = draft.author ?? (store.get("gallery/author", "") || "");
  const lists = wordListPanel(shell, GAME, { lang: () => $("#lbc-lang").value });
  if (draft.made) {
    ({ made, picked } = draft);
    showMade();
  }
  words.addEventListener("input", () => { showProblem(""); saveDraft(); });
  words.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); make(); } });
  $("#lbc-lang").addEventListener("change", saveDraft);
  $("#lbc-answer").addEventListener("change", saveDraft);
  for (const id of ["#lbc-title", "#lbc-author"]) $(id).addEventListener("input", retitle);
  $("#lbc-make").addEventListener("click", make);
  $("#lbc-cancel").addEventListener("click", () => job?.cancel());
  $("#lbc-copy").addEventListener("click", copyLink);
  $("#lbc-entry-copy").addEventListener("click", copyEntry);
  shell.ready(); // the form is taken at once; the engine answers once it is up

  return {
    update() { return true; }, // one route only
    stop() { job?.cancel(); titling += 1; },
  };
}
