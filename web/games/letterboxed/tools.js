// Letter Boxed's Tools (#letterboxed/tools): new puzzles (language, words needed), the player's
// word lists and the solver, for the puzzle the player last had open in the play view (view.js),
// with the way back to play it and to the Lab; and a board the player types, solved and played
// (typed-panel.js). Showing the answers of a puzzle not yet solved asks first, in the page's own
// dialog, and marks it (and a daily's statistics) as looked at.

import { $, randomSeed, store, toast } from "../../js/site.js";
import { engineText, language, t } from "../../js/i18n.js";
import * as stats from "../../js/stats.js";
import { sharedRecord, whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { wordListPanel } from "../../js/wordlist.js";
import { GAME, LAST, lastPuzzle, playHash, progressKey } from "./puzzle.js";
import { solveInto } from "./solving.js";
import { typedBoard } from "./typed-panel.js";

export const { mount, update, unmount } = defineView("letterboxed-tools", letterBoxedTools);

function letterBoxedTools(route, shell) {
  const engine = shell.engine;
  let last = null; // {puzzle, label, daily}: the puzzle the tools act on
  let solveJob = null;
  let generateJob = null;

  // The progress of the puzzle, as the play view keeps it; Tools only ever adds "revealed".
  const progress = sharedRecord(() => last && progressKey(last.puzzle.code), {
    merge: (stored, mine) => ({ ...stored, revealed: stored.revealed || mine.revealed }),
    changed: () => {}, signal: shell.signal,
  });

  // -- the puzzle ----------------------------------------------------------------------
  async function open() {
    last = lastPuzzle();
    if (!last) { // nothing played yet: today's daily
      try {
        last = await shell.puzzleFor({ kind: "today" }, store.get(`${GAME}/lang`, language()), { game: GAME });
      } catch (error) {
        shell.banner(error.message);
      }
    }
    if (last) {
      $("#tools-label").textContent = last.label;
      $("#tools-play").href = playHash(last);
      shell.label(last.label);
      const ready = await lists.ready(last.puzzle).catch(() => false);
      if (!ready) $("#tools-status").textContent = engineText({ code: last.puzzle.lexicon_name ? "wordlist.missing" : "wordlist.missing_id",
        params: { name: last.puzzle.lexicon_name, id: last.puzzle.lexicon.slice("custom:".length) } });
    }
    shell.ready(last?.puzzle.code);
  }

  async function newPuzzle() {
    if (generateJob) { generateJob.cancel(); return; }
    const lang = $("#lang").value;
    store.set(`${GAME}/lang`, lang);
    const button = $("#new");
    const status = $("#tools-status");
    button.textContent = t("common.cancel");
    status.textContent = t("lb.making");
    generateJob = engine.request(GAME, "generate",
      { seed: randomSeed(), lang, difficulty: $("#difficulty").value, ...(await lists.params()) });
    try {
      const puzzle = await generateJob.result();
      store.set(LAST, { puzzle, label: t("lb.new"), daily: null });
      shell.navigate(`#${GAME}/p/${puzzle.code}`); // the play view opens it as made
    } catch (error) {
      status.textContent = error.message;
    } finally {
      generateJob = null;
      if (button.isConnected) button.textContent = t("lb.new");
    }
  }

  function today() {
    store.set(`${GAME}/lang`, $("#lang").value);
    shell.navigate(`#${GAME}`);
  }

  // -- giving up -----------------------------------------------------------------------------
  /** Whether the player may see the answers now: yes for a finished puzzle, else after asking (the page's own dialog). */
  function mayReveal() {
    const saved = progress.read();
    if (saved?.solved || saved?.revealed) return Promise.resolve(true);
    const dialog = $("#give-up");
    $("#give-up-text").textContent = t(last.daily ? "lb.give_up.daily" : "lb.give_up.text");
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "give-up"), { once: true });
      dialog.returnValue = "";
      dialog.showModal();
      $("#give-up-no").focus();
    });
  }

  /** The answers are shown: the puzzle's progress says so, and a daily's statistics (as of today). */
  function markRevealed() {
    const saved = progress.read() ?? { played: [], current: "", solved: false };
    if (saved.solved) return;
    progress.write({ ...saved, revealed: true });
    if (last.daily) {
      stats.record(GAME, last.puzzle.lang, last.daily, { solved: false, revealed: true,
        words: Array.isArray(saved.played) ? saved.played.length : 0, par: last.puzzle.par ?? undefined });
    }
  }

  // -- the solver ------------------------------------------------------------------------------
  const solverOut = () => ({ status: $("#solve-status"), best: $("#best"), count: $("#pairs-count"),
    pairs: $("#pairs"), rarer: $("#pairs-rarer") });

  /** Solve or Cancel on offer; nothing once the view is gone (a solve may end after the player left). */
  function solving(busy) {
    for (const [id, disabled] of [["#solve", busy], ["#cancel", !busy]]) {
      const button = $(id);
      if (button) button.disabled = disabled;
    }
  }

  async function solve() {
    if (!last || solveJob) return;
    if (!(await mayReveal())) return;
    markRevealed();
    solving(true);
    await lists.ready(last.puzzle).catch(() => {}); // if it failed, the solve says which list it needs
    const { job, done } = solveInto(engine, { code: last.puzzle.code }, solverOut());
    solveJob = job;
    try {
      await done;
    } catch (error) {
      const status = $("#solve-status");
      if (job === solveJob && status) status.textContent = error.message;
    } finally {
      if (job === solveJob) {
        solveJob = null;
        solving(false);
      }
    }
  }

  // -- wiring -----------------------------------------------------------------------------
  $("#lang").value = store.get(`${GAME}/lang`, language());
  const lists = wordListPanel(shell, GAME, { lang: () => $("#lang").value });
  // The words' language another tab chose is this tab's choice too, for New and Today.
  whenWritten(() => `${GAME}/lang`, () => { $("#lang").value = store.get(`${GAME}/lang`, language()); }, shell.signal);
  $("#new").addEventListener("click", newPuzzle);
  $("#today").addEventListener("click", today);
  $("#solve").addEventListener("click", solve);
  $("#cancel").addEventListener("click", () => {
    solveJob?.cancel();
    toast(t("common.cancelled"));
  });
  $("#give-up-yes").addEventListener("click", () => $("#give-up").close("give-up"));
  $("#give-up-no").addEventListener("click", () => $("#give-up").close("keep"));
  const typed = typedBoard(shell, lists);

  open();

  return {
    update() { return false; },
    stop() { solveJob?.cancel(); generateJob?.cancel(); typed.stop(); },
  };
}
