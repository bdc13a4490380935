// Letter Boxed's Tools (#letterboxed/tools): new puzzles (language, words needed), the player's
// word lists and the solver, for the puzzle the player last had open in the play view (view.js),
// with the way back to play it and to the Lab. Showing the answers of a puzzle not yet solved asks
// first, in the page's own dialog, and marks it (and a daily's statistics) as looked at.

import { $, el, randomSeed, store, toast } from "../../js/site.js";
import { engineText, language, t } from "../../js/i18n.js";
import * as stats from "../../js/stats.js";
import { sharedRecord, whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { wordListPanel } from "../../js/wordlist.js";
import { GAME, LAST, lastPuzzle, playHash, progressKey } from "./puzzle.js";

const PAIRS_SHOWN = 300;

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
  function clearSolver() {
    solveJob?.cancel();
    $("#solve-status").textContent = "";
    $("#best").replaceChildren();
    $("#pairs-count").textContent = "";
    $("#pairs").replaceChildren();
    $("#pairs-rarer").replaceChildren();
  }

  async function solve() {
    if (!last || solveJob) return;
    if (!(await mayReveal())) return;
    markRevealed();
    clearSolver();
    const status = $("#solve-status");
    const list = $("#pairs");
    $("#solve").disabled = true;
    $("#cancel").disabled = false;
    status.textContent = t("common.solving");
    await lists.ready(last.puzzle).catch(() => {}); // if it failed, the solve says which list it needs
    let pairs = 0;
    // The result keeps only the pairs shown: the others have streamed by already.
    const job = engine.request(GAME, "solve", { code: last.puzzle.code, pairs_limit: PAIRS_SHOWN });
    solveJob = job;
    try {
      const result = await job.result((event) => {
        if (event.type === "progress") {
          status.textContent = event.stage === "words" ? t("lb.playable", { count: event.playable })
            : event.stage === "sorting" ? t("lb.sorting", { count: event.count })
              : t("lb.looking", { words: String(event.words) });
        } else if (event.type === "pairs") {
          const room = Math.max(0, PAIRS_SHOWN - list.children.length);
          list.append(...event.pairs.slice(0, room).map(([a, b]) => el("li", {}, `${a} – ${b}`)));
          pairs += event.pairs.length;
          $("#pairs-count").textContent = t("lb.pairs_so_far", { count: pairs });
        } else if (event.type === "solution") {
          // The everyday solution comes first; the optimum over every accepted word follows.
          $("#best").append(el("p", { class: event.everyday ? "everyday" : "full-list" },
            el("strong", {}, t(event.everyday ? "lb.everyday" : "lb.full_list")),
            event.words.join(" – ")));
        }
      });
      if (job !== solveJob) return;
      status.textContent = result.solvable
        ? t("lb.proven", { words: result.min_words, letters: result.letters }) +
          (result.everyday_min_words ? t("lb.proven_everyday", { count: result.everyday_min_words }) : t("lb.proven_no_everyday"))
        : t("lb.unsolvable");
      // The stream arrives in search order; the final list shows the pairs of two everyday
      // words, shortest first, and the others behind their count.
      const pair = ([a, b]) => el("li", {}, `${a} – ${b}`);
      const everyday = new Set(result.everyday_two_word_solutions.map((words) => words.join(" ")));
      const rarer = result.two_word_count - result.everyday_two_word_count;
      list.replaceChildren(...result.everyday_two_word_solutions.map(pair));
      const shown = result.everyday_two_word_count;
      $("#pairs-count").textContent = !result.two_word_count ? t("lb.no_pairs")
        : !shown ? t("lb.no_everyday_pairs")
          : t("lb.pairs", { count: shown }) + (shown > PAIRS_SHOWN ? ` ${t("lb.pairs_shown", { count: PAIRS_SHOWN })}` : "");
      $("#pairs-rarer").replaceChildren(...(rarer ? [el("details", { class: "rarer" },
        el("summary", {}, t("lb.pairs_rarer", { count: rarer })),
        el("ol", { class: "pairs" }, ...result.two_word_solutions.filter((words) => !everyday.has(words.join(" "))).map(pair)))] : []));
    } catch (error) {
      if (job === solveJob) status.textContent = error.message;
    } finally {
      if (job === solveJob) {
        solveJob = null;
        $("#solve").disabled = false;
        $("#cancel").disabled = true;
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

  open();

  return {
    update() { return false; },
    stop() { solveJob?.cancel(); generateJob?.cancel(); },
  };
}
