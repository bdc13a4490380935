// Letter Boxed view: the day's puzzle and nothing else: its status line, the board, play by tap
// or keyboard, the words played and, once solved, the finish (web/js/finish.js). The solver, new
// puzzles and word lists are in the game's Tools (tools.js). Every rule that decides a move lives
// in the engine (check); the page only keeps the player from tapping two letters of one side in a
// row, as the board itself shows. A challenge (#letterboxed/c/PUZZLE/GAMES, web/js/challenge-play.js)
// opens its puzzle with who challenges the player, the ghost line over the board while they play,
// and the table of games under the finish; every finish offers "Challenge a friend". For that the
// view times each accepted word from the start of the game (the clock runs while the page is seen).

import { $, announce, el, say, share, shareLink, store } from "../../js/site.js";
import { engineText, language, t } from "../../js/i18n.js";
import { finishPanel } from "../../js/finish.js";
import { challengeFor, myGame } from "../../js/challenge-play.js";
import * as stats from "../../js/stats.js";
import { showStatistics } from "../../js/stats-dialog.js";
import { judgeOf } from "./judge.js";
import { packJudge } from "../../js/packs.js";
import { sharedRecord } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { ensure, wordListPanel } from "../../js/wordlist.js";
import { GAME, LAST, lastPuzzle, outcomeOf, progressKey, rankText, titledLabel } from "./puzzle.js";
import { drawSquare, shadeOf } from "./square.js";

export const { mount, update, unmount } = defineView("letterboxed", letterBoxed);

/** A stored progress record, as the view's state on the board whose letters map to their sides in `sideOf`; null if it does not fit. */
export function progressOf(saved, sideOf) {
  const valid = (w) => typeof w === "string" && [...w].every((c) => c in sideOf);
  if (!saved || !Array.isArray(saved.played) || !saved.played.every(valid) || !valid(saved.current ?? "")) return null;
  const seconds = Number.isInteger(saved.seconds) && saved.seconds >= 0 ? saved.seconds : 0;
  // A record from before words were timed (or another tab's shorter one) counts the rest at its time.
  const times = saved.played.map((_, i) => (Number.isInteger(saved.times?.[i]) ? Math.min(saved.times[i], seconds) : seconds));
  return { played: saved.played, current: saved.current ?? "", solved: !!saved.solved, revealed: !!saved.revealed,
    times: times.map((at, i) => Math.max(at, ...times.slice(0, i))), seconds };
}

function letterBoxed(route, shell) {
  const engine = shell.engine;
  // daily: the date of the daily shown (null for other puzzles); revealed: the answers were shown (Tools);
  // times: the second of the game each played word was accepted at; seconds: the game's time so far
  // (kept in the progress record; the clock adds the time since `since` while it runs).
  const state = { puzzle: null, played: [], current: "", solved: false, revealed: false, label: "", daily: null,
    times: [], seconds: 0 };
  let sideOf = {};
  let judging = Promise.resolve(null); // a daily's judge from its day pack (null: the engine judges)
  let checking = 0;
  let lists = null; // the word list panel, shown only while a shared puzzle waits for its list
  let finish = null; // the finish panel of a solved puzzle
  let bestJob = null;
  let challenge = null; // the route's challenge side (challenge-play.js)
  let table = null; // a received challenge's table of games, under the finish
  let since = null; // Date.now() when the clock last started; null while it stands
  let ticking = null;
  let startAgain = false; // the clock stood only because the page was hidden

  // -- drawing -----------------------------------------------------------------------
  function renderBoard() {
    const board = $("#board");
    drawSquare(board, state.puzzle.sides, { played: state.played, current: state.current, onLetter: addLetter });
    board.classList.toggle("solved", state.solved);
  }

  /** The status line: par and progress, or once solved, "Solved · rank". */
  function statusText() {
    if (state.solved) {
      const rank = rankText(record());
      return rank ? t("lb.status.solved", { rank }) : t("lb.status.done");
    }
    const { par } = state.puzzle;
    const count = state.played.length;
    return [par && t("lb.par", { count: par }), count && t("lb.so_far", { count })].filter(Boolean).join(" · ");
  }

  function render() {
    renderBoard();
    const locked = state.played.length ? 1 : 0;
    const current = $("#current");
    current.replaceChildren(
      el("span", { class: "locked" }, state.current.slice(0, locked).toUpperCase()),
      state.current.slice(locked).toUpperCase());
    current.classList.toggle("long", state.current.length > 9);
    const n = state.played.length;
    $("#chain").replaceChildren(...state.played.map((w, i) => el("li", { class: `shade-${shadeOf(i, n)}` }, w)));
    $("#par").textContent = statusText();
    for (const id of ["#delete", "#submit", "#restart"]) $(id).disabled = state.solved;
    shell.label(state.label);
    shell.found(state.played.length);
    document.body.dataset.solved = state.solved;
    showFinish(false);
  }

  // -- progress, shared with the other tabs ---------------------------------------------------
  const progress = sharedRecord(() => state.puzzle && progressKey(state.puzzle.code),
    { merge: mergeProgress, changed: adopt, signal: shell.signal });
  /** Whether chain `a` holds every word of chain `b`, in order, and maybe more. */
  const extendsChain = (a, b) => b.played.every((word, i) => a.played[i] === word);

  const fromRecord = (saved) => progressOf(saved, sideOf);

  /** Two tabs' progress: the chain that extends the other, else (two chains) the one already kept. */
  function mergeProgress(stored, mine) {
    const kept = fromRecord(stored);
    if (!kept) return mine;
    return { ...(extendsChain(mine, kept) ? mine : kept), revealed: kept.revealed || mine.revealed,
      seconds: Math.max(kept.seconds, mine.seconds) };
  }

  /** Another tab's progress on this puzzle: shown at once (a word still being checked is dropped). */
  function adopt(saved) {
    const kept = fromRecord(saved);
    if (!kept) return;
    checking += 1;
    Object.assign(state, kept);
    if (state.solved) stopClock();
    say("");
    render();
  }

  // -- play ----------------------------------------------------------------------------
  /** Keep the progress (merged with another tab's) and a daily's statistics. */
  function save() {
    const mine = { played: state.played, current: state.current, solved: state.solved, revealed: state.revealed,
      times: state.times, seconds: Math.floor(elapsed()) };
    const kept = progress.write(mine);
    if (kept !== mine) { // another tab wrote since
      Object.assign(state, kept);
      render();
      if (!extendsChain(kept, mine)) say(t("lb.tabs_kept")); // this tab's words gave way to the kept chain
    }
    if (state.daily && (state.played.length || state.revealed)) {
      stats.record(GAME, state.puzzle.lang, state.daily, record());
    }
  }

  // -- the game's clock ------------------------------------------------------------------------
  /** The game's seconds so far: the kept ones and, while the clock runs, those since it started. */
  const elapsed = () => state.seconds + (since === null ? 0 : Math.max(0, Date.now() - since) / 1000);

  /** The clock runs (from the first letter, or from Play in a challenge) while the game is open and seen. */
  function startClock() {
    if (since !== null || !state.puzzle || state.solved || document.hidden) return;
    since = Date.now();
    ticking ??= setInterval(() => challenge?.tick(elapsed()), 1000);
  }

  function stopClock() {
    if (since !== null) state.seconds = Math.floor(elapsed());
    since = null;
    clearInterval(ticking);
    ticking = null;
  }

  /** The accepted words with the second each came at, as a challenge carries them. */
  const timedMoves = () => state.played.map((word, i) => ({ at: state.times[i] ?? state.seconds, word }));

  function addLetter(letter) {
    if (!state.puzzle || state.solved) return;
    startClock();
    if (!(letter in sideOf)) { say(t("move.not_on_board", { word: letter.toUpperCase() })); return; }
    const last = state.current.at(-1);
    if (last !== undefined && sideOf[last] === sideOf[letter]) {
      say(t("lb.same_side"));
      return;
    }
    state.current += letter;
    say("");
    render();
    save();
  }

  function deleteLetter() {
    if (!state.puzzle || state.solved) return;
    if (state.current.length > (state.played.length ? 1 : 0)) state.current = state.current.slice(0, -1);
    else if (state.played.length) { state.current = state.played.pop(); state.times.pop(); }
    say("");
    render();
    save();
  }

  function restart() {
    if (!state.puzzle) return;
    Object.assign(state, { played: [], current: "", solved: false, times: [] });
    say("");
    render();
    save();
  }

  async function submit() {
    if (!state.puzzle || state.solved) return;
    const word = state.current;
    if (word.length < (state.played.length ? 2 : 1)) return;
    const ticket = ++checking;
    const puzzle = state.puzzle;
    try {
      const judge = await judging;
      if (!judge && !engine.booted) say(t("common.checking"));
      if (!(await ensure(engine, puzzle.lexicon))) return;
      const verdict = judge?.check({ played: state.played, word }) ??
        await engine.request(GAME, "check", { code: puzzle.code, played: state.played, word }).result();
      if (ticket !== checking || puzzle !== state.puzzle) return;
      if (verdict.type === "error" || !verdict.ok) { say(engineText(verdict)); return; }
      const at = Math.max(Math.floor(elapsed()), ...state.times);
      state.times = verdict.played.map((_, i) => (i < verdict.played.length - 1 ? state.times[i] ?? at : at));
      state.played = verdict.played;
      state.current = verdict.solved ? "" : word.at(-1);
      state.solved = verdict.solved;
      if (state.solved) stopClock();
      say(verdict.solved ? "" : t("lb.to_go", { count: verdict.remaining.length }), true);
      save();
      if (state.solved) announce(outcomeOf(record()));
      render();
      if (state.solved) showFinish(true);
    } catch (error) {
      say(error.message);
    }
  }

  // -- the finish --------------------------------------------------------------------------
  /** The result as a statistics record has it (the rank reads it). */
  const record = () => ({ solved: state.solved, revealed: state.revealed, words: state.played.length,
    par: state.puzzle.par ?? undefined });

  /** Whether the game is over: solved, or in a received challenge given up (the answers shown in Tools). */
  const over = () => state.solved || (state.revealed && Boolean(challenge?.challenge));

  /**
   * The finish panel of a game that is over, under the board: `celebrate` just after the last word;
   * on a later visit the same panel, still. The best solution follows from the engine. In a
   * challenge the table of games follows it (or "Challenge a friend" is among its buttons).
   */
  function showFinish(celebrate) {
    if (!over()) { finish?.remove(); finish = null; table?.remove(); table = null; return; }
    challenge?.ghost?.remove(); // the table says the rest
    stopClock();
    if (finish && !celebrate) return;
    const n = state.played.length;
    const { par } = state.puzzle;
    const panel = finishPanel({
      rank: rankText(record()) || t(state.solved ? "lb.status.done" : "rank.letterboxed.revealed"), celebrate,
      detail: [t("lb.finish.words", { count: n }), par && t("lb.finish.par", { par })].filter(Boolean).join(" · "),
      words: state.played.map((word) => word.toUpperCase()), bestLabel: t("lb.finish.best"),
      onShare: openShare,
      onStats: state.daily ? () => showStatistics(GAME, state.puzzle.lang) : null,
    });
    (finish ? finish.replaceWith(panel) : $("main .play").append(panel));
    finish = panel;
    table?.remove();
    table = challenge?.finish(panel, myGame(state.revealed ? "gave-up" : "solved", timedMoves()),
      { code: state.puzzle.code, daily: state.daily, clock: 0 }) ?? null;
    if (celebrate) panel.scrollIntoView({ block: "nearest", behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    findBest(panel);
  }

  /** The best solution in everyday words, from the engine (once it is up: a daily played from its pack never waited for it). */
  async function findBest(panel) {
    bestJob?.cancel();
    const puzzle = state.puzzle;
    try {
      await engine.ready;
      if (panel !== finish) return;
      bestJob = engine.request(GAME, "solve", { code: puzzle.code, pairs_limit: 0 });
      const job = bestJob;
      await job.result((event) => {
        if (event.type === "solution" && event.everyday && panel === finish) {
          panel.showBest(event.words.map((word) => word.toUpperCase()));
          job.cancel(); // the everyday best is all the finish shows
        }
      });
    } catch {
      // cancelled, or the engine could not run: the finish stands without it
    }
  }

  // -- sharing ---------------------------------------------------------------------------
  function shareText(link) {
    const { par } = state.puzzle;
    const n = state.played.length;
    const result = state.solved
      ? `${t("lb.share.solved", { count: n })}${par ? ` ${t("lb.share.par", { par })}` : ""} ${"🟩".repeat(n)}`
      : t("lb.share.open", { par: par ?? "?" });
    const shown = state.revealed ? `\n${t("share.looked")}` : "";
    return `wordgames · Letter Boxed${state.label ? ` · ${state.label}` : ""}\n${result}${shown}\n${link}`;
  }

  function openShare() {
    if (!state.puzzle) return;
    const link = shareLink(GAME, state.puzzle.code, state.daily);
    share(t("share.puzzle"), link, shareText(link));
  }

  // -- loading puzzles -----------------------------------------------------------------
  function show(puzzle, label, daily = null) {
    if (since !== null && state.puzzle) { stopClock(); save(); } // the last puzzle keeps its time
    state.puzzle = puzzle;
    state.label = label;
    state.daily = daily;
    // What Tools acts on, and the way back from it (to the challenge, if the puzzle came with one).
    store.set(LAST, { puzzle, label, daily, ...(challenge?.challenge ? { challenge: location.hash } : {}) });
    judging = packJudge(GAME, puzzle, daily, judgeOf);
    sideOf = {};
    puzzle.sides.forEach((side, s) => { for (const c of side) sideOf[c] = s; });
    stopClock();
    Object.assign(state, fromRecord(progress.read()) ??
      { played: [], current: "", solved: false, revealed: false, times: [], seconds: 0 });
    say("");
    finish?.remove();
    finish = null;
    table?.remove();
    table = null;
    bestJob?.cancel();
    $("main .ghost")?.remove();
    if (challenge?.ghost) $("main .lb-status").after(challenge.ghost);
    render();
    shell.ready(puzzle.code);
    // A challenge of a game already over goes straight to its table; else who challenges first
    // (once: a game already under way goes on).
    if (!over() && challenge?.challenge) challenge.begin(startClock, state.played.length > 0 || state.seconds > 0);
    challenge?.tick(elapsed());
  }

  /** A shared puzzle whose word list this browser lacks: the list panel, until the player loads it. */
  function needList(puzzle, then) {
    const aside = $("main .lb-list");
    aside.hidden = false;
    lists ??= wordListPanel(shell, GAME, { lang: () => puzzle.lang });
    lists.missing(puzzle, () => { aside.hidden = true; then(); });
  }

  async function openRoute(where) {
    if (where.kind === "code" && state.puzzle?.code === where.value) return;
    shell.banner("");
    lists?.clearMissing();
    const lang = store.get(`${GAME}/lang`, language()); // at first the interface language
    try {
      const last = lastPuzzle();
      // A puzzle Tools just made opens as it was made (no need to decode its code); a shared
      // daily (a challenge's too) opens from the day's pack, before Python is up (shell.puzzleFor).
      const { puzzle, label, daily } = where.kind === "code" && last?.puzzle.code === where.value && !last.daily
        ? last : await shell.puzzleFor(where, lang);
      // The games of a challenge whose puzzle could not open (the daily shown instead) are not of this puzzle.
      challenge = await challengeFor(GAME, puzzle.code === where.code ? where : { kind: "puzzle" }, shell);
      if (!(await ensure(engine, puzzle.lexicon))) { shell.ready(); needList(puzzle, () => openRoute(where)); return; }
      show(puzzle, titledLabel(puzzle, label), daily); // a player-made board under its title and author
    } catch (error) {
      shell.ready();
      shell.banner(error.message);
    }
  }

  // -- wiring -----------------------------------------------------------------------------
  // Letters arrive as text in the typing field (#type-letters), from any keyboard layout, dead
  // key, input method or phone keyboard; a key pressed elsewhere on the page moves the focus
  // there first, so its letter lands in it too. Enter and Backspace are keys, wherever pressed.
  const typed = $("#type-letters");

  function takeTyped() {
    const text = typed.value.normalize("NFC").toLowerCase();
    typed.value = "";
    for (const letter of text) if (/\p{L}/u.test(letter)) addLetter(letter);
  }

  function keys(event) {
    if (event.key === "Enter") { event.preventDefault(); submit(); }
    else if (event.key === "Backspace" && !typed.value) { event.preventDefault(); deleteLetter(); }
  }

  function typing(event) {
    if (event.ctrlKey || event.metaKey || event.altKey || document.querySelector("dialog[open]")) return;
    if (event.target.closest("input, textarea, select")) return;
    // Enter (or Space) on a focused button or link activates it; it does not submit the word.
    if (event.key === "Enter" && event.target.closest("button, a[href], summary, [role=button]:not(g)")) return;
    if (/^(\p{L}|Dead|Process)$/u.test(event.key)) typed.focus({ preventScroll: true });
    else keys(event);
  }


  document.addEventListener("keydown", typing, { signal: shell.signal });
  // The clock stands while the page is not seen (another tab, a locked phone), and its time is kept.
  document.addEventListener("visibilitychange", () => {
    if (document.hidden && since !== null) { stopClock(); if (state.puzzle) save(); startAgain = true; }
    else if (!document.hidden && startAgain) { startAgain = false; startClock(); }
  }, { signal: shell.signal });
  typed.addEventListener("keydown", (event) => { if (!event.isComposing) keys(event); });
  typed.addEventListener("input", (event) => { if (!event.isComposing) takeTyped(); });
  typed.addEventListener("compositionend", takeTyped);
  if (matchMedia("(pointer: fine)").matches) typed.focus({ preventScroll: true }); // a phone's keyboard waits for a tap
  // A dialog that closes gives the focus back to the field, but Chromium then drops what is typed
  // into it until it is focused anew (a first visit's How to play showed it).
  document.addEventListener("close", () => {
    if (document.activeElement === typed) { typed.blur(); typed.focus({ preventScroll: true }); }
  }, { capture: true, signal: shell.signal });
  $("#delete").addEventListener("click", deleteLetter);
  $("#restart").addEventListener("click", restart);
  $("#submit").addEventListener("click", submit);
  $("#share").addEventListener("click", openShare);

  openRoute(route);

  return {
    update(next) { openRoute(next); return true; },
    stop() {
      bestJob?.cancel();
      checking += 1;
      if (since !== null && state.puzzle) { stopClock(); save(); }
      stopClock();
    },
  };
}
