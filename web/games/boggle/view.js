// Boggle view: a timed round on rolled dice, words typed or traced, every word at
// the end, "solve my board" and the best-board search. Every rule lives in the
// engine (check, solve); the page only draws the path the player traces.

import { $, announce, el, randomSeed, say, share, shareLink, store, svg } from "../../js/site.js";
import { engineText, language, t } from "../../js/i18n.js";
import * as stats from "../../js/stats.js";
import { showStatistics } from "../../js/stats-dialog.js";
import { judgeOf } from "./judge.js";
import { packJudge } from "../../js/packs.js";
import { sharedRecord, union, whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { boardRows, Tracer } from "../../js/tracer.js";
import { wordListPanel } from "../../js/wordlist.js";

const GAME = "boggle";

export const { mount, update, unmount } = defineView("boggle", boggleView);

function boggleView(route, shell) {
  const engine = shell.engine;
  // A timed round starts with the Start button (running) and pauses while the tab is hidden;
  // daily: the date of the daily shown, or null; counted: the board was face down whenever a
  // timed round stood still, so a daily's statistics and share may count the round.
  const state = { board: null, label: "", found: [], remaining: null, ended: false, all: null, running: false,
    daily: null, counted: false };
  const timed = () => state.remaining !== null;
  const playing = () => state.board && !state.ended && (state.running || !timed());
  // A timed round off the clock (before Start, paused, the tab hidden) shows the dice face down,
  // so no one studies the board for free. An untimed round is always in view.
  const covered = () => state.board && !state.ended && timed() && (!state.running || document.hidden);
  let ticking = null;
  let starting = false; // Start was pressed: the round begins once words can be judged
  let judging = Promise.resolve(null); // a daily's judge from its day pack (null: the engine judges)
  let bestJob = null;
  let newJob = null;

  const faceText = (face) => (face === "qu" ? "Qu" : face.length > 1 ? face[0].toUpperCase() + face.slice(1) : face.toUpperCase());
  const rowCol = (cell) => [Math.floor(cell / state.board.cols), cell % state.board.cols];
  const points = () => state.found.reduce((sum, f) => sum + f.score, 0);
  /** Start for a round not begun, Resume for one under way. */
  const startWord = () => {
    const fresh = state.remaining === Number(store.get(`${GAME}/timer`, 180)) && !state.found.length;
    return t(fresh ? "bg.start" : "bg.resume");
  };

  // -- drawing -------------------------------------------------------------------------
  function renderGrid() {
    const { rows, cols, faces } = state.board;
    const hidden = covered();
    // Face down, a die holds no letter at all (nor its name), not even a blank's place.
    boardRows($("#grid"), rows, cols, (cell) => (hidden ? el("div", { class: "bg-cell", role: "gridcell" })
      : el("div", {
        class: `bg-cell${faces[cell] ? "" : " blank"}`, role: "gridcell",
        "aria-label": faces[cell] ? faceText(faces[cell]) : t("bg.blank"),
      }, faces[cell] ? faceText(faces[cell]) : "")));
    const note = state.running ? t("bg.dice_away") : t("bg.dice_hidden", { button: startWord() });
    $("#grid").classList.toggle("covered", hidden);
    $("#grid").setAttribute("aria-label", hidden ? note : t("bg.dice"));
    $("#cover-note").textContent = note;
    $("#cover-note").hidden = !hidden;
    renderTrace();
  }

  function renderTrace(cells = tracer.cells, hint = false) {
    for (const node of $("#grid").querySelectorAll("[data-cell]")) {
      const cell = Number(node.dataset.cell);
      node.classList.toggle(hint ? "hint" : "on", cells.includes(cell));
      if (!hint) node.classList.remove("hint");
    }
    tracer.sync();
    const { rows, cols } = state.board;
    const center = (cell) => { const [r, c] = rowCol(cell); return `${((c + 0.5) / cols) * 100},${((r + 0.5) / rows) * 100}`; };
    const overlay = $("#trace");
    overlay.setAttribute("viewBox", "0 0 100 100");
    overlay.setAttribute("preserveAspectRatio", "none");
    overlay.replaceChildren(...(cells.length > 1 ? [svg("polyline", { points: cells.map(center).join(" "), "vector-effect": "non-scaling-stroke" })] : []));
    $("#trace-word").textContent = cells.map((c) => faceText(state.board.faces[c])).join("").toUpperCase();
  }

  function renderStatus() {
    shell.found(state.found.length);
    const clock = $("#clock");
    if (state.remaining === null) clock.textContent = t(state.ended ? "bg.round_over" : "bg.untimed");
    else {
      const s = Math.max(0, state.remaining);
      clock.textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
      clock.classList.toggle("low", s <= 15);
    }
    $("#score").textContent = t("bg.points", { count: points() });
    $("#found-count").textContent = `(${state.found.length})`;
    $("#found").replaceChildren(...state.found.map((f) => el("li", {}, `${f.word} ${f.score}`)));
    shell.label(state.label);
    $("#type-word").disabled = !playing();
    $("#end").disabled = state.ended;
    $("#start").hidden = state.ended || state.running || state.remaining === null;
    $("#start").textContent = starting ? t("bg.start_waiting") : startWord();
    $("#start").setAttribute("aria-disabled", String(starting));
    document.body.dataset.ended = state.ended;
  }

  // -- progress, shared with the other tabs ---------------------------------------------------
  const progress = sharedRecord(() => state.board && `${GAME}/progress/${state.board.code}`,
    { merge: mergeProgress, changed: adopt, signal: shell.signal });

  /** A stored progress record as the view's state; null if it is not one. */
  function fromRecord(saved) {
    if (!saved || !Array.isArray(saved.found) ||
      !saved.found.every((f) => typeof f?.word === "string" && Number.isInteger(f.score))) return null;
    return { found: saved.found, remaining: Number.isInteger(saved.remaining) ? saved.remaining : null,
      ended: !!saved.ended, counted: saved.counted === true };
  }

  /** The earlier of two clocks (null: untimed). */
  const earlier = (a, b) => (a === null ? b : b === null ? a : Math.min(a, b));

  /** Two tabs' progress on one board: every word either found, the clock further on, ended if either ended. */
  function mergeProgress(stored, mine) {
    const kept = fromRecord(stored);
    if (!kept) return mine;
    return { found: union(kept.found, mine.found, (f) => f.word), remaining: earlier(kept.remaining, mine.remaining),
      ended: kept.ended || mine.ended, counted: kept.counted && mine.counted };
  }

  /** Another tab's progress on this board, shown at once; a round it ended ends here too (no dialog). */
  function adopt(saved) {
    const kept = fromRecord(saved);
    if (!kept) return;
    const remaining = state.running ? earlier(state.remaining, kept.remaining) : kept.remaining; // this clock runs too
    Object.assign(state, { found: kept.found, remaining, counted: kept.counted });
    if (kept.ended && !state.ended) { stopRound(); showResults(); }
    else renderStatus();
  }

  /** Keep the progress (merged with another tab's) and a daily's statistics. */
  function save() {
    const mine = { found: state.found, remaining: state.remaining, ended: state.ended, counted: state.counted };
    const kept = progress.write(mine);
    if (kept !== mine) adopt(kept); // another tab wrote since
    if (state.daily && state.counted && state.found.length && !state.ended) {
      stats.record(GAME, state.board.lang, state.daily, { solved: false, score: points(), found: state.found.length });
    }
  }

  // -- playing -----------------------------------------------------------------------------
  async function submit(move) {
    if (!playing()) return;
    const board = state.board;
    try {
      const judge = await judging;
      if (!judge && !engine.booted) say(t("common.checking"));
      await lists.ready(board);
      const params = { found: state.found.map((f) => f.word), ...move };
      const verdict = judge?.check(params) ?? await engine.request(GAME, "check", { code: board.code, ...params }).result();
      if (board !== state.board || state.ended) return;
      if (verdict.type === "error" || !verdict.ok) { say(engineText(verdict)); return; }
      if (state.found.some((f) => f.word === verdict.word)) { // another tab found it meanwhile
        say(t("move.already_found", { word: verdict.word.toUpperCase() }));
        return;
      }
      state.found.push({ word: verdict.word, score: verdict.score });
      say(`+${verdict.score} ${verdict.word.toUpperCase()}`, true);
      renderStatus();
      save();
    } catch (error) {
      say(error.message);
    }
  }

  function startClock() {
    clearInterval(ticking);
    if (state.remaining === null || state.ended || !state.running) return;
    ticking = setInterval(() => {
      state.remaining -= 1;
      if (state.remaining <= 0) endRound();
      else { renderStatus(); if (state.remaining % 5 === 0) save(); }
    }, 1000);
  }

  /** Start (or Resume) turns the dice face up and runs the clock, once the engine can judge words. */
  async function start() {
    if (starting) return;
    const board = state.board;
    starting = true;
    renderStatus(); // until the engine is up, the button says it is loading
    if (!(await judging)) engine.start(); // no pack: the engine judges, so it must come up
    const canJudge = (await judging) !== null ||
      await engine.ready.then(() => true, (error) => { say(error.message); return false; });
    starting = false;
    if (canJudge && board === state.board && !state.ended) state.running = true;
    renderGrid();
    renderStatus();
    if (!state.running) return;
    startClock();
    $("#type-word").focus();
  }

  /** While the tab is hidden the clock stops and the dice are face down; both come back with it. */
  function visibility() {
    if (document.hidden) clearInterval(ticking);
    else startClock();
    if (!state.running) return; // not on the clock: face down already, or an untimed or ended round
    tracer.clear();
    renderGrid();
  }

  async function endRound() {
    const justEnded = !state.ended;
    stopRound();
    save();
    await showResults(justEnded);
  }

  /** The round is over: the clock stops at zero and the dice stay face up. */
  function stopRound() {
    clearInterval(ticking);
    state.ended = true;
    state.running = false;
    if (state.remaining !== null) state.remaining = 0;
    tracer.clear();
    renderGrid();
    renderStatus();
  }

  /** Every word of the board; when the round has just ended, the outcome in a dialog too. */
  async function showResults(justEnded = false) {
    const board = state.board;
    $("#results").hidden = false;
    $("#results-summary").textContent = t("bg.finding");
    $("#results-tiers").textContent = "";
    try {
      const judge = await judging;
      await lists.ready(board);
      const all = judge?.solve ?? await engine.request(GAME, "solve", { code: board.code }).result();
      if (board !== state.board) return;
      state.all = all;
      const mine = new Set(state.found.map((f) => f.word));
      const share = all.score ? Math.round((100 * points()) / all.score) : 0;
      const summary = t("bg.summary", { found: state.found.length, count: all.count, points: points(),
        score: all.score, percent: share });
      $("#results-summary").textContent = summary;
      if (justEnded) announce(summary);
      const countsAsDaily = state.daily && state.counted;
      if (countsAsDaily) {
        stats.record(GAME, board.lang, state.daily, { solved: true, score: points(), max: all.score, found: state.found.length });
      }
      if (justEnded && countsAsDaily) showStatistics(GAME, board.lang, { text: summary, share: openShare });
      else if (justEnded) { $("#round-summary").textContent = summary; $("#round-over").showModal(); }
      // The maximum counts every accepted word; everyday words (and the player's own finds) are
      // listed first, the rarer ones the player missed behind a count.
      const everyday = new Set(all.everyday);
      $("#results-tiers").textContent = t("bg.tiers", { everyday: all.everyday_score });
      const rarer = all.words.filter((w) => !everyday.has(w) && !mine.has(w));
      const shown = all.words.filter((w) => everyday.has(w) || mine.has(w));
      // Each word is a button (reached with Tab) that shows its path on the board.
      const showPath = (button, w) => {
        for (const other of $("#results-list").querySelectorAll("button[aria-pressed=true]")) other.setAttribute("aria-pressed", "false");
        button.setAttribute("aria-pressed", "true");
        renderTrace(all.paths[w].map(([r, c]) => r * board.cols + c), true);
        announce(t("path_shown", { word: w.toUpperCase() }));
      };
      const byLength = (list) => [...new Set(list.map((w) => w.length))].sort((a, b) => b - a).map((n) => {
        const words = list.filter((w) => w.length === n);
        const got = words.filter((w) => mine.has(w)).length;
        return el("div", { class: "bg-length" },
          el("h3", {}, t("bg.length", { length: n, got, count: words.length })),
          el("ol", {}, ...words.map((w) => el("li", { class: mine.has(w) ? "got" : "" },
            el("button", {
              type: "button", class: "word", title: t("bg.show_path"), "aria-pressed": "false",
              ...(mine.has(w) ? { "aria-describedby": "found-note" } : {}),
              onclick: (event) => showPath(event.currentTarget, w),
            }, w)))));
      });
      $("#results-list").replaceChildren(el("span", { id: "found-note", hidden: true }, t("bg.found_note")),
        ...byLength(shown),
        ...(rarer.length ? [el("details", { class: "rarer" },
          el("summary", {}, t("bg.rarer", { count: rarer.length })), ...byLength(rarer))] : []));
    } catch (error) {
      $("#results-summary").textContent = error.message;
    }
  }

  // -- loading boards ------------------------------------------------------------------------
  function show(board, label, daily = null) {
    clearInterval(ticking);
    state.board = board;
    state.label = label;
    state.daily = daily;
    judging = packJudge(GAME, board, daily, judgeOf);
    state.running = false;
    state.all = null;
    const timer = Number(store.get(`${GAME}/timer`, 180));
    // A new timed round is face down until Start, so it counts; a kept one counts if it did.
    Object.assign(state, fromRecord(progress.read())
      ?? { found: [], remaining: timer > 0 ? timer : null, ended: false, counted: timer > 0 });
    tracer.clear();
    $("#results").hidden = true;
    $("#size").value = String(board.rows === board.cols && board.rows >= 4 && board.rows <= 6 ? board.rows : 4);
    say("");
    renderGrid();
    renderStatus();
    shell.ready(board.code);
    if (state.ended) showResults();
  }

  async function openRoute(where) {
    if (where.kind === "code" && state.board?.code === where.value) return;
    shell.banner("");
    lists.clearMissing();
    try {
      const { puzzle, label, daily } = await shell.puzzleFor(where, $("#lang").value, { noun: "board" });
      if (!(await lists.ready(puzzle))) { shell.ready(); lists.missing(puzzle, () => openRoute(where)); return; }
      show(puzzle, label, daily);
    } catch (error) {
      shell.ready();
      shell.banner(error.message);
    }
  }

  async function newBoard() {
    if (newJob) return;
    const size = Number($("#size").value);
    newJob = engine.request(GAME, "generate", { seed: randomSeed(), size, lang: $("#lang").value, ...(await lists.params()) });
    try {
      const board = await newJob.result();
      show(board, t("bg.new_label", { size: String(size) }));
      shell.remember(`#${GAME}/p/${board.code}`);
    } catch (error) {
      say(error.message);
    } finally {
      newJob = null;
    }
  }

  /** The share: the label (Daily #N), words and points, and a bar of ten squares for the share of the board's points. */
  function openShare() {
    if (!state.board) return;
    const link = shareLink(GAME, state.board.code, state.daily);
    let bar = "";
    if (state.all) {
      const percent = Math.round((100 * points()) / Math.max(1, state.all.score));
      const filled = Math.min(10, Math.round(percent / 10));
      bar = `\n${t("bg.share.bar", { bar: `${"🟩".repeat(filled)}${"⬜".repeat(10 - filled)}`, percent })}`;
    }
    const uncounted = state.daily && !state.counted ? `\n${t("bg.share.uncounted")}` : "";
    share(t("share.board"), link, `wordgames · Boggle${state.label ? ` · ${state.label}` : ""}\n` +
      `${t("bg.words", { count: state.found.length })}, ${t("bg.points", { count: points() })}${bar}${uncounted}\n${link}`);
  }

  // -- solve my board and best boards ------------------------------------------------------------
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
    if (all) location.hash = `${GAME}/p/${all.code}`;
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
    const soFar = (score, step) => t("bg.best_so_far", { points: t("bg.points", { count: score }), step,
      seconds: Math.floor((performance.now() - started) / 1000) });
    try {
      const final = await job.result((event) => {
        if (event.type === "board") {
          best = event.score;
          view.textContent = event.board.split(" ").join("\n");
          status.textContent = soFar(event.score, event.step);
        } else if (event.type === "progress") {
          status.textContent = soFar(event.best, event.step);
        }
      });
      status.textContent = t("bg.best_found", { points: t("bg.points", { count: final.score }), steps: final.steps });
    } catch (error) {
      status.textContent = `${error.message}${best ? ` ${t("bg.best_after", { points: t("bg.points", { count: best }) })}` : ""}`;
    } finally {
      bestJob = null;
      $("#best-start").disabled = false;
      $("#best-cancel").disabled = true;
    }
  }

  // -- wiring ----------------------------------------------------------------------------------
  const tracer = new Tracer($("#grid"), {
    shape: () => state.board,
    enabled: playing,
    usable: (cell) => !!state.board.faces[cell],
    changed: () => { say(""); renderTrace(); },
    submit: (cells) => submit({ path: cells.map(rowCol) }),
    signal: shell.signal,
  });
  $("#type-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const word = $("#type-word").value.trim();
    $("#type-word").value = "";
    if (word) submit({ word });
  });
  $("#end").addEventListener("click", endRound);
  $("#new").addEventListener("click", newBoard);
  $("#today").addEventListener("click", () => { shell.remember(`#${GAME}`); openRoute({ kind: "today" }); });
  const chosenLanguage = () => { $("#lang").value = store.get(`${GAME}/lang`, language()) === "nb" ? "nb" : "en"; };
  chosenLanguage(); // at first the interface language
  $("#lang").addEventListener("change", () => store.set(`${GAME}/lang`, $("#lang").value));
  const lists = wordListPanel(shell, GAME, { lang: () => $("#lang").value });
  $("#share").addEventListener("click", openShare);
  $("#stats").addEventListener("click", () => showStatistics(GAME, state.board?.lang ?? $("#lang").value));
  $("#start").addEventListener("click", start);
  $("#round-share").addEventListener("click", () => { $("#round-over").close(); openShare(); });
  $("#round-words").addEventListener("click", () => { $("#round-over").close(); $("#results").scrollIntoView(); });
  $("#round-close").addEventListener("click", () => $("#round-over").close());
  document.addEventListener("visibilitychange", visibility, { signal: shell.signal });
  const chosenTimer = () => { $("#timer").value = String(store.get(`${GAME}/timer`, 180)); };
  chosenTimer();
  $("#timer").addEventListener("change", () => store.set(`${GAME}/timer`, Number($("#timer").value)));
  // The words' language and the timer another tab chose are this tab's choices too, for the
  // next board (the board and round shown stay as they are).
  whenWritten(() => `${GAME}/lang`, chosenLanguage, shell.signal);
  whenWritten(() => `${GAME}/timer`, chosenTimer, shell.signal);
  $("#solve-mine").addEventListener("click", solveMine);
  $("#play-mine").addEventListener("click", playMine);
  $("#best-start").addEventListener("click", bestSearch);
  $("#best-cancel").addEventListener("click", () => bestJob?.cancel());

  openRoute(route);

  return {
    update(next) { openRoute(next); return true; },
    stop() { clearInterval(ticking); bestJob?.cancel(); newJob?.cancel(); },
  };
}
