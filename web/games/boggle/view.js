// Boggle view: the daily (or any board) as a round on rolled dice, against a clock chosen
// before Start, with Pause; words typed or traced; at the end the finish (rank, the player's
// words, the everyday words missed) and every word on the board. The tools (new boards, solve
// my board, the best-board search, word lists) are a view of their own (tools.js). Every rule
// lives in the engine (check, solve) or the day pack's judge; the page draws the traced path.
// A challenge (#boggle/c/PUZZLE/GAMES, web/js/challenge-play.js) is the same round on the
// challenger's clock: who challenges before Start, their standing beside the clock, and at the
// end both games side by side; any other round ends with "Challenge a friend".

import { $, announce, el, say, share, shareLink, store, svg } from "../../js/site.js";
import { engineText, known, language, t } from "../../js/i18n.js";
import { finishPanel } from "../../js/finish.js";
import * as stats from "../../js/stats.js";
import { showStatistics } from "../../js/stats-dialog.js";
import { RANKS, rankIndex, SOLVING_RANK } from "./game.js";
import { diceOf, faceText } from "./dice.js";
import { judgeOf } from "./judge.js";
import { packJudge } from "../../js/packs.js";
import { sharedRecord, union, whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { boardRows, Tracer } from "../../js/tracer.js";
import { wordListPanel } from "../../js/wordlist.js";
import { challengeFor, myGame } from "../../js/challenge-play.js";

const GAME = "boggle";
/** How many of the everyday words the player missed the finish shows, longest first. */
const MISSED_SHOWN = 12;

/** The language of today's board: the one chosen in Tools, at first the interface's. */
export const boardLanguage = () => known(store.get(`${GAME}/lang`, language()));
/** The clock chosen for a new round, in seconds (0: untimed). */
const chosenClock = () => Number(store.get(`${GAME}/timer`, 180));

/** The store key of the board last open here, {puzzle, label, daily}: what Tools shows the words of. */
export const LAST = `${GAME}/last`;
/** The store key of a board's progress (its round: words found, clock, ended). */
export const progressKey = (code) => `${GAME}/progress/${code}`;

/** A stored progress record as a round ({found, remaining, ended, started, counted, clock, elapsed, endedBy}); null if it is not one. */
export function roundOf(saved) {
  if (!saved || !Array.isArray(saved.found) ||
    !saved.found.every((f) => typeof f?.word === "string" && Number.isInteger(f.score))) return null;
  const remaining = Number.isInteger(saved.remaining) ? Math.max(0, saved.remaining) : null;
  const ended = !!saved.ended || remaining === 0; // the time ran out (in another tab, or before a reload)
  // A record of a page before `started` was kept: a round with words or an end was under way.
  const started = saved.started === true || saved.found.length > 0 || ended;
  // A record of a page before `clock` was kept: a timed round ran at least as long as remains.
  const clock = Number.isInteger(saved.clock) ? saved.clock : remaining === null ? 0 : Math.max(remaining, chosenClock());
  const endedBy = ["time", "stopped"].includes(saved.endedBy) ? saved.endedBy : null;
  return { found: saved.found, remaining, ended, started, counted: saved.counted === true, clock,
    elapsed: Number.isInteger(saved.elapsed) ? saved.elapsed : 0, endedBy };
}

export const { mount, update, unmount } = defineView("boggle", boggleView);

function boggleView(route, shell) {
  const engine = shell.engine;
  // A timed round starts with the Start button (running) and stops with Pause or while the tab
  // is hidden; started: the dice were ever face up (a started round never comes back as a fresh
  // one, and its clock is no longer chosen); daily: the date of the daily shown, or null;
  // counted: the board was face down whenever a timed round stood still, so a daily's statistics
  // and share may count the round. clock: the round's length in seconds (0: untimed); elapsed:
  // an untimed round's seconds of play (a timed one's are its clock less what remains); endedBy:
  // "time" or "stopped" (End round). Each found word keeps `at`, its second of play.
  const state = { board: null, label: "", found: [], remaining: null, ended: false, all: null, running: false,
    started: false, daily: null, counted: false, clock: 0, elapsed: 0, endedBy: null };
  const timed = () => state.remaining !== null;
  const playing = () => state.board && !state.ended && (state.running || !timed());
  // A timed round off the clock (before Start, paused, the tab hidden) shows the dice face down,
  // so no one studies the board for free. An untimed round is always in view.
  const covered = () => state.board && !state.ended && timed() && (!state.running || document.hidden);
  let ticking = null;
  let starting = false; // Start was pressed: the round begins once words can be judged
  let judging = Promise.resolve(null); // a daily's judge from its day pack (null: the engine judges)
  let finish = null; // the finish panel of the round ended
  let challenge = null; // the challenge side of the route shown (challenge-play.js)
  let introOpen = false; // a challenge's intro is up: an untimed round's seconds wait for it

  const rowCol = (cell) => [Math.floor(cell / state.board.cols), cell % state.board.cols];
  const points = () => state.found.reduce((sum, f) => sum + f.score, 0);
  /** A round not begun: its clock may still be chosen. */
  const fresh = () => state.board && !state.started && !state.ended;
  /** Start for a round not begun, Resume for one under way. */
  const startWord = () => t(fresh() ? "bg.start" : "bg.resume");
  /** Seconds of play so far, pauses left out. */
  const elapsed = () => (timed() ? Math.max(0, state.clock - state.remaining) : state.elapsed);
  /** The round as a challenge carries it: each word with its second, in order. */
  const moves = () => [...state.found].sort((a, b) => (a.at ?? 0) - (b.at ?? 0))
    .map((f) => ({ at: f.at ?? 0, word: f.word }));
  /** How the round ended, in a challenge's words (challenge.js ENDS): out of time, or ended by the player
   * ("solved": its result then says the points and when the last word came). */
  const endOf = () => (state.endedBy !== "stopped" && state.clock ? "time" : "solved");

  // -- drawing -------------------------------------------------------------------------
  function renderGrid() {
    const { rows, cols } = state.board;
    const dice = diceOf(state.board);
    const hidden = covered();
    // Face down, a die holds no letter at all (nor its name), not even a blank's place.
    boardRows($("#grid"), rows, cols, (cell) => (hidden ? el("div", { class: "bg-cell", role: "gridcell" })
      : el("div", {
        class: `bg-cell${dice[cell] ? "" : " blank"}`, role: "gridcell", "aria-label": dice[cell] || t("bg.blank"),
      }, dice[cell])));
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
    $("#pause").hidden = !(state.running && timed() && !state.ended);
    $("#timer-choice").hidden = !fresh() || !!challenge?.challenge; // a challenge's clock is the challenger's
    $("#score").hidden = fresh();
    // At the end the finish holds the player's words; the word field has nothing more to do.
    $(".bg-found").hidden = state.ended;
    $("#type-form").hidden = state.ended;
    $("#ghost-place").hidden = state.ended;
    challenge?.tick(elapsed());
    document.body.dataset.ended = state.ended;
  }

  // -- progress, shared with the other tabs ---------------------------------------------------
  const progress = sharedRecord(() => state.board && progressKey(state.board.code),
    { merge: mergeProgress, changed: adopt, signal: shell.signal });

  /** The earlier of two clocks (null: untimed). */
  const earlier = (a, b) => (a === null ? b : b === null ? a : Math.min(a, b));

  /** Two tabs' progress on one board: every word either found, the clock further on, ended if either ended. */
  function mergeProgress(stored, mine) {
    const kept = roundOf(stored);
    if (!kept) return mine;
    return { found: union(kept.found, mine.found, (f) => f.word), remaining: earlier(kept.remaining, mine.remaining),
      ended: kept.ended || mine.ended, started: kept.started || mine.started, counted: kept.counted && mine.counted,
      clock: mine.clock, elapsed: Math.max(kept.elapsed, mine.elapsed), endedBy: kept.endedBy ?? mine.endedBy };
  }

  /** Another tab's progress on this board, shown at once; a round it ended ends here too (no dialog).
   * While both clocks run, the other tab's second is this one's too: this clock's next second
   * starts now, so two tabs in view count each second once, not twice. */
  function adopt(saved) {
    const kept = roundOf(saved);
    if (!kept) return;
    const remaining = state.running ? earlier(state.remaining, kept.remaining) : kept.remaining; // this clock runs too
    const ticked = state.running && remaining !== state.remaining;
    Object.assign(state, { found: kept.found, remaining, started: kept.started, counted: kept.counted,
      elapsed: Math.max(state.elapsed, kept.elapsed), endedBy: kept.endedBy ?? state.endedBy });
    if (kept.ended && !state.ended) { stopRound(); showResults(); return; }
    renderStatus();
    if (ticked) startClock();
  }

  /** Keep the progress (merged with another tab's) and a daily's statistics. */
  function save() {
    const mine = { found: state.found, remaining: state.remaining, ended: state.ended, started: state.started,
      counted: state.counted, clock: state.clock, elapsed: state.elapsed, endedBy: state.endedBy };
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
      state.found.push({ word: verdict.word, score: verdict.score, at: elapsed() });
      say(`+${verdict.score} ${verdict.word.toUpperCase()}`, true);
      renderStatus();
      save();
    } catch (error) {
      say(error.message);
    }
  }

  /** The clock runs each second of play: a timed round's down, an untimed round's seconds up (kept with its next word). */
  function startClock() {
    clearInterval(ticking);
    if (!state.board || state.ended || document.hidden || (timed() ? !state.running : introOpen)) return;
    ticking = setInterval(() => {
      if (!timed()) { state.elapsed += 1; challenge?.tick(elapsed()); return; }
      state.remaining -= 1;
      if (state.remaining <= 0) endRound("time");
      else { renderStatus(); save(); } // each second kept: a reload goes on where the clock was
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
    if (canJudge && board === state.board && !state.ended) Object.assign(state, { running: true, started: true });
    renderGrid();
    renderStatus();
    if (!state.running) return;
    save(); // seen: from now on this board is a round under way, across reloads too
    startClock();
    // A phone's keyboard would cover the dice: the word field takes focus on a keyboard device only.
    if (!matchMedia("(pointer: coarse)").matches) $("#type-word").focus();
    else $("#pause").focus({ preventScroll: true });
  }

  /** Pause: the clock stops and the dice lie face down until Resume. */
  function pause() {
    if (!state.running || state.ended) return;
    clearInterval(ticking);
    state.running = false;
    save();
    tracer.clear();
    renderGrid();
    renderStatus();
    $("#start").focus({ preventScroll: true });
  }

  /** The clock chosen before Start is this round's clock; Untimed shows the dice at once (not counted). */
  function chooseClock(seconds, mine) {
    if (!fresh() || challenge?.challenge) return;
    if (seconds > 0) Object.assign(state, { remaining: seconds, clock: seconds, counted: true });
    else if (mine) Object.assign(state, { remaining: null, clock: 0, counted: false, started: true });
    else return; // another tab's Untimed does not show this tab's dice
    if (state.started) save();
    renderGrid();
    renderStatus();
    startClock(); // an untimed round counts its seconds from now
  }

  /** While the tab is hidden the clock stops and the dice are face down; both come back with it. */
  function visibility() {
    if (document.hidden) clearInterval(ticking);
    else startClock();
    if (!state.running) return; // not on the clock: face down already, or an untimed or ended round
    tracer.clear();
    renderGrid();
  }

  /** End the round: `by` "time" (the clock ran out) or "stopped" (End round). */
  async function endRound(by) {
    const justEnded = !state.ended;
    if (justEnded) state.endedBy = by;
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
    say(""); // the finish speaks now
    tracer.clear();
    renderGrid();
    renderStatus();
  }

  /** The finish (rank, the player's words, the everyday words missed) and every word of the board. */
  async function showResults(justEnded = false) {
    const board = state.board;
    $("#results").hidden = false;
    $("#results-summary").textContent = t("bg.finding");
    try {
      const judge = await judging;
      await lists.ready(board);
      const all = judge?.solve ?? await engine.request(GAME, "solve", { code: board.code }).result();
      if (board !== state.board) return;
      state.all = all;
      const mine = new Set(state.found.map((f) => f.word));
      const rank = rankIndex(points(), Math.max(1, all.everyday_score));
      if (state.daily && state.counted) {
        stats.record(GAME, board.lang, state.daily, { solved: rank >= SOLVING_RANK, score: points(),
          max: all.everyday_score, found: state.found.length });
      }
      showFinish(all, rank, justEnded);
      $("#results-summary").textContent = t("bg.all", { words: t("bg.words", { count: all.count }),
        points: t("bg.points", { count: all.score }) });
      // Everyday words (and the player's own finds) are listed first, the rarer ones the player
      // missed behind a count.
      const everyday = new Set(all.everyday);
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

  /** The finish panel under the board: celebrated when the round has just ended, plain on a later visit. */
  function showFinish(all, rank, justEnded) {
    const mine = new Set(state.found.map((f) => f.word));
    const missed = all.everyday.filter((w) => !mine.has(w))
      .sort((a, b) => [...b].length - [...a].length || a.localeCompare(b)).slice(0, MISSED_SHOWN);
    finish = finishPanel({
      rank: t(`rank.boggle.${rank}`),
      detail: t("bg.detail", { points: points(), everyday: all.everyday_score }),
      ranks: RANKS.map((least, index) => ({ label: t(`stats.bar.${GAME}.${index}`), reached: index === rank })),
      words: state.found.map((f) => f.word.toUpperCase()),
      best: missed.map((w) => w.toUpperCase()),
      bestLabel: t("bg.missed"),
      onShare: openShare,
      onStats: state.daily ? () => showStatistics(GAME, state.board.lang) : null,
      celebrate: justEnded,
    });
    // Below Good the round is over, not solved.
    if (rank < SOLVING_RANK || !state.daily) finish.querySelector(".finish-kicker").textContent = t("bg.round_over");
    $("#finish-place").replaceChildren(finish);
    challenge?.finish(finish, myGame(endOf(), moves()), { code: state.board.code, daily: state.daily, clock: state.clock });
    if (justEnded) {
      announce(`${t(`rank.boggle.${rank}`)}. ${t("bg.detail", { points: points(), everyday: all.everyday_score })}`);
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      finish.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    }
  }

  // -- loading boards ------------------------------------------------------------------------
  function show(board, label, daily = null) {
    clearInterval(ticking);
    state.board = board;
    state.label = label;
    state.daily = daily;
    store.set(LAST, { puzzle: board, label, daily }); // what Tools shows the words of
    judging = packJudge(GAME, board, daily, judgeOf);
    state.running = false;
    state.all = null;
    // A challenge is played on the challenger's clock; any other new round on the one chosen.
    const timer = challenge?.challenge ? challenge.challenge.clock : chosenClock();
    // A new timed round is face down until Start, so it counts; a kept one counts if it did. An
    // untimed one is in view at once: seen, so started.
    Object.assign(state, roundOf(progress.read())
      ?? { found: [], remaining: timer > 0 ? timer : null, ended: false, started: timer <= 0, counted: timer > 0,
        clock: Math.max(0, timer), elapsed: 0, endedBy: null });
    tracer.clear();
    $("#results").hidden = true;
    $("#finish-place").replaceChildren();
    finish = null;
    $("#timer").value = String(chosenClock());
    $("#ghost-place").replaceChildren(...(challenge?.ghost ? [challenge.ghost] : []));
    say("");
    renderGrid();
    renderStatus();
    shell.ready(board.code);
    if (state.ended) showResults();
    else if (!state.started || !timed()) introduce();
  }

  /** A challenge's round not begun opens on who challenges and the result to beat; then Start (or the untimed seconds). */
  function introduce() {
    const shown = challenge;
    introOpen = !!shown?.challenge && (fresh() || (!timed() && !state.found.length));
    if (!introOpen) { startClock(); return; }
    shown.begin(() => {
      if (shown !== challenge) return; // another route opened meanwhile
      introOpen = false;
      startClock();
      if (!$("#start").hidden) $("#start").focus();
      else $("#type-word").focus();
    });
  }

  async function openRoute(where) {
    if (where.kind === "code" && state.board?.code === where.value) return;
    shell.banner("");
    lists.clearMissing();
    try {
      const { puzzle, label, daily } = await shell.puzzleFor(where, boardLanguage(), { noun: "board" });
      if (!(await lists.ready(puzzle))) { shell.ready(); lists.missing(puzzle, () => openRoute(where)); return; }
      // A challenge reads once its board's own word list is in (its moves are numbers into the
      // board's words); a damaged one says so, and its puzzle still opens. The games of a
      // challenge whose puzzle could not open (the daily shown instead) are not of this board.
      challenge = await challengeFor(GAME, puzzle.code === where.code ? where : { kind: "puzzle" }, shell,
        { lang: puzzle.lang });
      show(puzzle, label, daily);
    } catch (error) {
      shell.ready();
      shell.banner(error.message);
    }
  }

  /** The share: the label (Daily #N), the rank as squares (one a rank reached) with the points, and the link. */
  function openShare() {
    if (!state.board || !state.all) return;
    const link = shareLink(GAME, state.board.code, state.daily);
    const everyday = state.all.everyday_score;
    const rank = rankIndex(points(), Math.max(1, everyday));
    const bar = `${"🟩".repeat(rank + 1)}${"⬜".repeat(RANKS.length - rank - 1)}`;
    const uncounted = state.daily && !state.counted ? `\n${t("bg.share.uncounted")}` : "";
    share(t("share.board"), link, `wordgames · Boggle${state.label ? ` · ${state.label}` : ""}\n` +
      `${t("bg.share.bar", { bar, rank: t(`rank.boggle.${rank}`), points: points(), everyday })}${uncounted}\n${link}`);
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
  $("#end").addEventListener("click", () => endRound("stopped"));
  const lists = wordListPanel(shell, GAME, { lang: boardLanguage });
  $("#start").addEventListener("click", start);
  $("#pause").addEventListener("click", pause);
  document.addEventListener("visibilitychange", visibility, { signal: shell.signal });
  $("#timer").addEventListener("change", () => {
    store.set(`${GAME}/timer`, Number($("#timer").value));
    chooseClock(Number($("#timer").value), true);
  });
  // The clock another tab chose is this tab's choice too, for a round not begun.
  whenWritten(() => `${GAME}/timer`, () => { $("#timer").value = String(chosenClock()); chooseClock(chosenClock(), false); },
    shell.signal);

  openRoute(route);

  return {
    update(next) { openRoute(next); return true; },
    stop() { clearInterval(ticking); document.querySelector("#challenge-intro")?.remove(); },
  };
}
