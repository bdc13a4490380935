// Strands creator: a clue, a spangram and theme words in; a laid-out board, its solution
// and a share link out. The engine checks the input as it is typed (inspect), lays the
// board out with its search streaming (create, with Cancel) and encodes the link.

import { $, el, pageUrl, store, svg } from "../site.js";
import { defineView } from "../view.js";
import { engineText, language, t } from "../i18n.js";

const GAME = "strands";

export const { mount, update, unmount } = defineView("strands-create", creatorView);

function creatorView(route, shell) {
  const engine = shell.engine;
  let job = null;
  let inspecting = 0;
  let board = null;

  function input() {
    return { clue: $("#clue").value, spangram: $("#spangram").value, words: $("#words").value, lang: $("#lang").value };
  }

  async function inspect() {
    const ticket = ++inspecting;
    const params = input();
    store.set(`${GAME}/creator`, params);
    try {
      const report = await engine.request(GAME, "inspect", params).result();
      if (ticket !== inspecting) return;
      const count = $("#count");
      count.textContent = t("sc.count", { letters: report.letters, cells: report.cells });
      count.classList.toggle("good", report.letters === report.cells);
      $("#problems").replaceChildren(...report.problems.map((text, i) =>  // in the player's language
        el("li", {}, engineText({ ...report.problem_codes?.[i], message: text }))));
    } catch (error) {
      if (ticket === inspecting) $("#problems").replaceChildren(el("li", {}, error.message));
    }
  }

  function drawBoard(result) {
    const { rows, cols } = result;
    const kindAt = new Map();
    for (const [word, path] of Object.entries(result.placements)) {
      for (const [r, c] of path) kindAt.set(r * cols + c, word === result.spangram ? "spangram" : "theme");
    }
    const grid = $("#grid");
    grid.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
    grid.style.gridTemplateRows = `repeat(${rows}, 1fr)`;
    $(".st-wrap").style.setProperty("--st-aspect", `${cols} / ${rows}`);
    grid.replaceChildren(...[...result.grid.join("")].map((letter, cell) =>
      el("div", { class: `st-cell ${kindAt.get(cell) ?? ""}`, role: "gridcell" }, letter)));
    const overlay = $("#lines");
    overlay.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    overlay.setAttribute("preserveAspectRatio", "none");
    overlay.replaceChildren(...Object.entries(result.placements).map(([word, path]) => svg("polyline", {
      class: word === result.spangram ? "spangram" : "theme", "vector-effect": "non-scaling-stroke",
      points: path.map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(" "),
    })));
    $("#preview-clue").textContent = result.clue;
    $("#solution").replaceChildren(...[result.spangram, ...result.words].map((word) =>
      el("li", { class: word === result.spangram ? "spangram" : "theme" }, word)));
  }

  function verdict(result) {
    if (result.covers !== 1) {
      return t(result.covers >= 100 ? "sc.very_many_covers" : "sc.many_covers", { count: result.covers });
    }
    if (result.elsewhere.length) {
      return t("sc.elsewhere", { words: result.elsewhere.map((w) => w.toUpperCase()).join(", ") });
    }
    return t("sc.unique");
  }

  async function generate() {
    if (job) return;
    const status = $("#status");
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
      drawBoard(result);
      status.textContent = verdict(result);
      const link = pageUrl(`${GAME}/p/${result.code}`);
      $("#link").value = link;
      $("#play").href = `#${GAME}/p/${result.code}`;
      $("#link-box").hidden = false;
    } catch (error) {
      status.textContent = error.message;
    } finally {
      job = null;
      $("#generate").disabled = false;
      $("#cancel").disabled = true;
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText($("#link").value);
      $("#copy").textContent = t("common.copied");
    } catch {
      $("#link").select();
    }
  }

  const saved = store.get(`${GAME}/creator`, null);
  $("#lang").value = language(); // the words' language: at first the interface language
  if (saved && typeof saved === "object") {
    for (const name of ["clue", "spangram", "words", "lang"]) {
      if (typeof saved[name] === "string") $(`#${name}`).value = saved[name];
    }
  }
  for (const name of ["clue", "spangram", "words", "lang"]) $(`#${name}`).addEventListener("input", inspect);
  $("#generate").addEventListener("click", generate);
  $("#cancel").addEventListener("click", () => job?.cancel());
  $("#copy").addEventListener("click", copyLink);
  shell.ready(); // the form is taken at once; its checks arrive once the engine is up
  inspect();

  return {
    update() { return true; }, // one route only
    stop() { job?.cancel(); inspecting += 1; },
  };
}
