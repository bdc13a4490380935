// Tools' "Solve your own board": the player types the letters of a board they have in front of
// them. typed.js reads them as they are typed and names a mistake at once, the square fills as
// they go, the engine confirms the whole board (action `board`: its share code), the solver
// streams (solving.js), and Play this board opens it in play by its code, with the par the
// solver proved once it has.

import { $, store } from "../../js/site.js";
import { engineText, t } from "../../js/i18n.js";
import { whenWritten } from "../../js/tabs.js";
import { GAME } from "./puzzle.js";
import { clearSolution, solveInto } from "./solving.js";
import { drawSquare } from "./square.js";
import { LETTERS, readTyped } from "./typed.js";

const INPUT = `${GAME}/input`; // what the player typed ({board}), kept for their return
const LANG = `${GAME}/lang`;

/** A catalogue message as a sentence: a capital first, a full stop last. */
const sentence = (text) => (text ? text[0].toUpperCase() + text.slice(1) + (/[.!?…]$/.test(text) ? "" : ".") : "");

/** Wire the panel (its elements are in templates.html); `lists` is the page's word list panel. */
export function typedBoard(shell, lists) {
  const engine = shell.engine;
  const field = $("#typed-board");
  const choice = $("#typed-lang");
  const message = $("#typed-message");
  const square = $("#typed-square");
  const play = $("#typed-play");
  const out = { status: $("#typed-status"), best: $("#typed-best"), count: $("#typed-pairs-count"),
    pairs: $("#typed-pairs"), rarer: $("#typed-rarer") };
  let confirmed = Promise.resolve(null); // the board the engine read from what is typed now (null: none)
  let ticket = 0; // what is typed now; an answer for an older text is dropped
  let solving = null; // {job, stopped}: the solve under way (its job once the board is confirmed)

  /** Read what is typed (`finished`: the player asked for it as it is) and show it; returns the reading. */
  function read(finished = false) {
    const reading = readTyped(field.value, choice.value, finished);
    drawSquare(square, reading.sides);
    const shown = reading.sides.map((side) => side.toUpperCase()).filter(Boolean).join(" ");
    square.setAttribute("aria-label", shown ? t("lb.typed.square", { sides: shown }) : t("lb.typed.square_empty"));
    const { problem } = reading;
    message.textContent = problem ? sentence(t(problem.code, problem.params))
      : reading.complete ? t("lb.typed.ready")
        : reading.count ? t("lb.typed.so_far", { count: reading.count, letters: LETTERS }) : "";
    message.classList.toggle("bad", !!problem);
    field.setAttribute("aria-invalid", String(!!problem));
    return reading;
  }

  /** What is typed changed: read it, forget the old board and its solution, and confirm a whole one with the engine. */
  function typed() {
    store.set(INPUT, { ...store.get(INPUT, {}), board: field.value });
    stop();
    clearSolution(out);
    const mine = ++ticket;
    play.hidden = true;
    const reading = read();
    if (!reading.complete) { confirmed = Promise.resolve(null); return; }
    confirmed = confirmBoard(mine);
  }

  /** The engine's reading of the board typed (its sides and code; `par` once proven), or null, its message shown. */
  async function confirmBoard(mine, par = undefined) {
    const params = { sides: field.value, lang: choice.value, ...(par ? { par } : {}), ...(await lists.params()) };
    try {
      const puzzle = await engine.request(GAME, "board", params).result();
      if (mine !== ticket) return null;
      play.href = `#${GAME}/p/${puzzle.code}`;
      play.hidden = false;
      return puzzle;
    } catch (error) {
      if (mine === ticket) message.textContent = sentence(error.message);
      return null;
    }
  }

  /** Stop the solve under way (before its job starts, too). */
  function stop() {
    if (!solving) return;
    solving.stopped = true;
    solving.job?.cancel();
  }

  async function solve() {
    if (solving) return;
    const reading = read(true);
    if (!reading.complete) { field.focus(); return; }
    const mine = ticket;
    const run = { job: null, stopped: false };
    solving = run;
    $("#typed-solve").disabled = true;
    $("#typed-cancel").disabled = false;
    out.status.textContent = t("common.solving");
    const puzzle = await confirmed;
    if (puzzle) await lists.ready(puzzle).catch(() => {}); // if it failed, the solve says which list it needs
    if (!puzzle || run.stopped || mine !== ticket) {
      out.status.textContent = run.stopped && mine === ticket ? t("engine.cancelled") : "";
      solving = null;
      ready();
      return;
    }
    const { job, done } = solveInto(engine, { code: puzzle.code }, out,
      { unsolvable: (result) => sentence(engineText(result)) });
    run.job = job;
    try {
      const result = await done;
      // Played from here, the board has the par the solver proved, in everyday words; a board
      // proven to have no solution is not offered to play.
      if (!result.solvable && mine === ticket) play.hidden = true;
      else if (result.everyday_min_words && mine === ticket) confirmed = confirmBoard(mine, result.everyday_min_words);
    } catch (error) {
      if (mine === ticket) out.status.textContent = error.message; // else the board changed: its solve is gone
    } finally {
      solving = null;
      ready();
    }
  }

  /** Solve on offer again; nothing once the view is gone (a solve may end after the player left). */
  function ready() {
    for (const [id, disabled] of [["#typed-solve", false], ["#typed-cancel", true]]) {
      const button = $(id);
      if (button) button.disabled = disabled;
    }
  }

  /** The language of the words, one choice with the Puzzles panel's (and the word list's). */
  function chooseLanguage(lang, from) {
    if (choice.value !== lang) choice.value = lang;
    const puzzles = $("#lang");
    if (from !== puzzles && puzzles.value !== lang) {
      puzzles.value = lang;
      puzzles.dispatchEvent(new Event("change")); // the word list panel follows it
    }
    typed();
  }

  const kept = store.get(INPUT, {}).board;
  field.value = typeof kept === "string" ? kept : "";
  choice.value = store.get(LANG, $("#lang").value);
  field.addEventListener("input", (event) => { if (!event.isComposing) typed(); });
  field.addEventListener("compositionend", typed);
  field.addEventListener("change", () => { if (field.value.trim()) read(true); }); // leaving the field: the whole message
  field.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.isComposing) { event.preventDefault(); solve(); }
  });
  choice.addEventListener("change", () => { store.set(LANG, choice.value); chooseLanguage(choice.value, choice); });
  $("#lang").addEventListener("change", () => chooseLanguage($("#lang").value, $("#lang")));
  whenWritten(() => LANG, () => chooseLanguage(store.get(LANG, choice.value), null), shell.signal);
  $("#typed-solve").addEventListener("click", solve);
  $("#typed-cancel").addEventListener("click", stop);
  typed();

  return { stop };
}
