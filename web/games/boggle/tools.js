// Boggle's tools, a view of their own (#boggle/tools): the board last open in the game's view
// (once its round is over, every word on it as the solver lists them, the player's marked), roll a
// new board (size, language), solve a board of one's own, the best-board search, and the player's
// word lists. A board made here opens in the game's view (#boggle/p/CODE), where it is played; the
// daily stays the game's page.

import { $, el, localDate, randomSeed, store } from "../../js/site.js";
import { t } from "../../js/i18n.js";
import { packJudge } from "../../js/packs.js";
import { deviceSearches, portfolio } from "../../js/portfolio.js";
import { whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { ensure, wordListPanel } from "../../js/wordlist.js";
import { isBoard } from "./dice.js";
import { judgeOf } from "./judge.js";
import { boardLanguage, LAST, progressKey, roundOf } from "./view.js";

const GAME = "boggle";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The board last open in the game's view as it was kept ({puzzle, label, daily}), or null if `kept` is not one. */
export function lastBoard(kept) {
  return kept && typeof kept === "object" && isBoard(kept.puzzle) && typeof kept.label === "string" &&
    (kept.daily === null || kept.daily === undefined || (typeof kept.daily === "string" && DATE.test(kept.daily)))
    ? kept : null;
}

/** A board as text, row by row, as the best-board search shows its boards; spaced when a die holds two letters (Qu). */
export function boardText(puzzle) {
  const faces = puzzle.faces.map((face) => (face ? face[0].toUpperCase() + face.slice(1) : "·"));
  const gap = faces.some((face) => face.length > 1) ? " " : "";
  return Array.from({ length: puzzle.rows }, (_, r) => faces.slice(r * puzzle.cols, (r + 1) * puzzle.cols).join(gap))
    .join("\n");
}

/** The route that plays `last` again: today's daily, another day's, or the board by its code. */
export const playHref = ({ puzzle, daily }) => (daily ? (daily === localDate() ? `#${GAME}` : `#${GAME}/daily/${daily}`)
  : `#${GAME}/p/${puzzle.code}`);

export const { mount, update, unmount } = defineView("boggle-tools", toolsView);

function toolsView(route, shell) {
  const engine = shell.engine;
  let bestJob = null;
  let newJob = null;

  /** Open a board in the game's view, as its link does. */
  const play = (code) => { location.hash = `${GAME}/p/${code}`; };

  // -- the board last open -------------------------------------------------------------------
  let last = null; // {puzzle, label, daily}
  let shownFor = null; // the board whose words are shown

  /** The board last open in the game's view, else today's daily (nothing played yet). */
  async function openLast() {
    last = lastBoard(store.get(LAST, null));
    if (!last) {
      try {
        last = await shell.puzzleFor({ kind: "today" }, boardLanguage(), { game: GAME, noun: "board" });
      } catch (error) {
        if (!shell.signal.aborted) $("#last-status").textContent = error.message;
        return;
      }
    }
    if (shell.signal.aborted) return; // the player has moved on
    $("#last-label").textContent = last.label;
    $("#last-board").textContent = boardText(last.puzzle);
    $("#last-play").href = playHref(last);
    await showLastWords();
  }

  /** Once the round on the last board is over: every word on it, the player's marked, longest first. */
  async function showLastWords() {
    if (!last) return;
    const { puzzle, daily } = last;
    const round = roundOf(store.get(progressKey(puzzle.code), null));
    const status = $("#last-status");
    if (!round?.ended) {
      shownFor = null;
      $("#last-words").replaceChildren();
      status.textContent = t("bg.last.waiting");
      return;
    }
    if (shownFor === puzzle.code) return;
    shownFor = puzzle.code;
    status.textContent = t("bg.finding");
    try {
      const judge = await packJudge(GAME, puzzle, daily, judgeOf);
      if (!judge) await lists.ready(puzzle);
      const all = judge?.solve ?? await engine.request(GAME, "solve", { code: puzzle.code }).result();
      if (shell.signal.aborted || shownFor !== puzzle.code) return;
      const mine = new Set(round.found.map((f) => f.word));
      status.textContent = t("bg.last.summary", { found: all.words.filter((w) => mine.has(w)).length,
        words: t("bg.words", { count: all.count }) });
      const everyday = new Set(all.everyday);
      const rarer = all.words.filter((w) => !everyday.has(w) && !mine.has(w));
      const shown = all.words.filter((w) => everyday.has(w) || mine.has(w));
      const byLength = (list) => [...new Set(list.map((w) => w.length))].sort((a, b) => b - a).map((n) => {
        const words = list.filter((w) => w.length === n);
        return el("div", { class: "bg-length" },
          el("h3", {}, t("bg.length", { length: n, got: words.filter((w) => mine.has(w)).length, count: words.length })),
          el("ol", {}, ...words.map((w) => el("li", mine.has(w) ? { class: "got" } : {}, w,
            ...(mine.has(w) ? [el("span", { class: "visually-hidden" }, ` (${t("bg.found_note")})`)] : [])))));
      });
      $("#last-words").replaceChildren(...byLength(shown),
        ...(rarer.length ? [el("details", { class: "rarer" },
          el("summary", {}, t("bg.rarer", { count: rarer.length })), ...byLength(rarer))] : []));
    } catch (error) {
      shownFor = null;
      if (!shell.signal.aborted) status.textContent = error.message;
    }
  }

  async function newBoard() {
    if (newJob) return;
    const size = Number($("#size").value);
    $("#new-status").textContent = t("bg.rolling");
    newJob = engine.request(GAME, "generate", { seed: randomSeed(), size, lang: $("#lang").value, ...(await lists.params()) });
    try {
      play((await newJob.result()).code);
    } catch (error) {
      $("#new-status").textContent = error.message;
    } finally {
      newJob = null;
    }
  }

  async function solveMine() {
    const status = $("#mine-status");
    status.textContent = t("common.solving");
    $("#mine-words").replaceChildren();
    try {
      const all = await engine.request(GAME, "solve",
        { board: $("#my-board").value, lang: $("#lang").value, ...(await lists.params()) }).result();
      status.textContent = t("bg.mine_status", { words: t("bg.words", { count: all.count }),
        points: t("bg.points", { count: all.score }), board: all.board });
      const byScore = [...all.words].sort((a, b) => b.length - a.length || a.localeCompare(b));
      $("#mine-words").replaceChildren(...byScore.map((w) => el("li", {}, w)));
      return all;
    } catch (error) {
      status.textContent = error.message;
      return null;
    }
  }

  async function playMine() {
    const all = await solveMine();
    if (all) play(all.code);
  }

  async function bestSearch() {
    if (bestJob) return;
    const status = $("#best-status");
    const view = $("#best-board");
    $("#best-start").disabled = true;
    $("#best-cancel").disabled = false;
    status.textContent = t("common.searching");
    view.textContent = "";
    const params = {
      size: Number($("#size").value), seconds: Number($("#best-seconds").value), seed: randomSeed(), lang: $("#lang").value,
      ...(await lists.params()),
    };
    // One search a core the device can spare, each in a worker of its own (the page's engine runs the first).
    const searches = deviceSearches();
    status.dataset.searches = searches;
    const job = portfolio(engine, GAME, "best_board", params, { searches, prepare: (extra) => ensure(extra, params.lexicon) });
    bestJob = job;
    let best = 0;
    const started = performance.now();
    const soFar = (score) => t("bg.best_so_far", { points: t("bg.points", { count: score }),
      seconds: Math.floor((performance.now() - started) / 1000) });
    try {
      const final = await job.result((event) => {
        if (event.type === "board") {
          best = event.score;
          view.textContent = event.board.split(" ").join("\n");
          status.textContent = soFar(event.score);
        } else if (event.type === "progress") {
          status.textContent = soFar(event.best);
        }
      });
      status.textContent = t("bg.best_found", { points: t("bg.points", { count: final.score }) });
    } catch (error) {
      status.textContent = `${error.message}${best ? ` ${t("bg.best_after", { points: t("bg.points", { count: best }) })}` : ""}`;
    } finally {
      bestJob = null;
      $("#best-start").disabled = false;
      $("#best-cancel").disabled = true;
    }
  }

  const chosenLanguage = () => { $("#lang").value = boardLanguage(); };
  chosenLanguage();
  $("#lang").addEventListener("change", () => store.set(`${GAME}/lang`, $("#lang").value));
  whenWritten(() => `${GAME}/lang`, chosenLanguage, shell.signal); // another tab's choice is this one's
  const lists = wordListPanel(shell, GAME, { lang: () => $("#lang").value });
  $("#new").addEventListener("click", newBoard);
  $("#today").addEventListener("click", () => { location.hash = GAME; });
  $("#solve-mine").addEventListener("click", solveMine);
  $("#play-mine").addEventListener("click", playMine);
  $("#best-start").addEventListener("click", bestSearch);
  $("#best-cancel").addEventListener("click", () => bestJob?.cancel());
  // A round ended in another tab shows its words here at once.
  whenWritten(() => last && progressKey(last.puzzle.code), showLastWords, shell.signal);
  shell.ready(); // the tools are there at once; the engine comes up behind them
  openLast();

  return {
    update() { return true; },
    stop() { bestJob?.cancel(); newJob?.cancel(); },
  };
}
