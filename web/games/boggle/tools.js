// Boggle's tools, a view of their own (#boggle/tools): roll a new board (size, language), solve a
// board of one's own, the best-board search, and the player's word lists. A board made here
// opens in the game's view (#boggle/p/CODE), where it is played; the daily stays the game's page.

import { $, el, randomSeed, store } from "../../js/site.js";
import { t } from "../../js/i18n.js";
import { whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { wordListPanel } from "../../js/wordlist.js";
import { boardLanguage } from "./view.js";

const GAME = "boggle";

export const { mount, update, unmount } = defineView("boggle-tools", toolsView);

function toolsView(route, shell) {
  const engine = shell.engine;
  let bestJob = null;
  let newJob = null;

  /** Open a board in the game's view, as its link does. */
  const play = (code) => { location.hash = `${GAME}/p/${code}`; };

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
    const job = engine.request(GAME, "best_board", {
      size: Number($("#size").value), seconds: Number($("#best-seconds").value), seed: randomSeed(), lang: $("#lang").value,
      ...(await lists.params()),
    });
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
  shell.ready(); // the tools are there at once; the engine comes up behind them

  return {
    update() { return true; },
    stop() { bestJob?.cancel(); newJob?.cancel(); },
  };
}
