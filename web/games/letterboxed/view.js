// Letter Boxed view: the board, play by tap or keyboard, the solver panel and sharing.
// Every rule that decides a move lives in the engine (check); the page only keeps the
// player from tapping two letters of one side in a row, as the board itself shows.

import { $, announce, el, randomSeed, say, share, shareLink, store, svg, toast } from "../../js/site.js";
import { engineText, language, t } from "../../js/i18n.js";
import * as stats from "../../js/stats.js";
import { showStatistics } from "../../js/stats-dialog.js";
import { judgeOf } from "./judge.js";
import { packJudge } from "../../js/packs.js";
import { sharedRecord, whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { wordListPanel } from "../../js/wordlist.js";

const GAME = "letterboxed";
const PAIRS_SHOWN = 300;
const SIZE = 340;
const LOW = 70;
const HIGH = SIZE - LOW;

export const { mount, update, unmount } = defineView("letterboxed", letterBoxed);

function letterBoxed(route, shell) {
  const engine = shell.engine;
  // daily: the date of the daily shown (null for other puzzles); revealed: Solve was used.
  const state = { puzzle: null, played: [], current: "", solved: false, revealed: false, label: "", daily: null };
  let sideOf = {};
  let judging = Promise.resolve(null); // a daily's judge from its day pack (null: the engine judges)
  let checking = 0;
  let solveJob = null;
  let generateJob = null;

  // -- geometry --------------------------------------------------------------------
  function spot(side, index) {
    const along = LOW + ((HIGH - LOW) * (index + 1)) / 4;
    const label = 34;
    switch (side) {
      case 0: return { x: along, y: LOW, lx: along, ly: LOW - label };
      case 1: return { x: HIGH, y: along, lx: HIGH + label, ly: along };
      case 2: return { x: along, y: HIGH, lx: along, ly: HIGH + label };
      default: return { x: LOW, y: along, lx: LOW - label, ly: along };
    }
  }

  function letterSpots() {
    const spots = {};
    state.puzzle.sides.forEach((side, s) => [...side].forEach((letter, i) => { spots[letter] = spot(s, i); }));
    return spots;
  }

  // -- drawing -----------------------------------------------------------------------
  function renderBoard() {
    const board = $("#board");
    const spots = letterSpots();
    const used = new Set(state.played.join("") + state.current);
    const points = (word) => [...word].map((c) => `${spots[c].x},${spots[c].y}`).join(" ");
    const children = [svg("rect", { class: "frame", x: LOW, y: LOW, width: HIGH - LOW, height: HIGH - LOW })];
    for (const word of state.played) children.push(svg("polyline", { class: "played", points: points(word) }));
    if (state.current.length > 1) children.push(svg("polyline", { class: "trail", points: points(state.current) }));
    const last = state.current.at(-1);
    for (const [letter, p] of Object.entries(spots)) {
      const mark = letter === last ? " current" : used.has(letter) ? " used" : "";
      const group = svg("g", { "data-letter": letter, role: "button", tabindex: "-1", "aria-label": letter.toUpperCase() },
        svg("circle", { class: "hit", cx: (p.x + p.lx) / 2, cy: (p.y + p.ly) / 2, r: 26 }),
        svg("circle", { class: `dot${mark}`, cx: p.x, cy: p.y, r: 9 }),
        svg("text", { class: `letter${used.has(letter) ? " used" : ""}`, x: p.lx, y: p.ly }, letter.toUpperCase()));
      group.addEventListener("pointerdown", (event) => { event.preventDefault(); addLetter(letter); });
      children.push(group);
    }
    board.replaceChildren(...children);
  }

  function render() {
    renderBoard();
    const locked = state.played.length ? 1 : 0;
    $("#current").replaceChildren(
      el("span", { class: "locked" }, state.current.slice(0, locked).toUpperCase()),
      state.current.slice(locked).toUpperCase());
    $("#chain").replaceChildren(...state.played.map((w) => el("li", {}, w)));
    const par = state.puzzle.par;
    const count = state.played.length;
    $("#par").textContent = [par && t("lb.par", { count: par }), count && t("lb.so_far", { count })].filter(Boolean).join(" ");
    shell.label(state.label);
    shell.found(state.played.length);
    document.body.dataset.solved = state.solved;
  }

  // -- progress, shared with the other tabs ---------------------------------------------------
  const progress = sharedRecord(() => state.puzzle && `${GAME}/progress/${state.puzzle.code}`,
    { merge: mergeProgress, changed: adopt, signal: shell.signal });
  /** Whether chain `a` holds every word of chain `b`, in order, and maybe more. */
  const extendsChain = (a, b) => b.played.every((word, i) => a.played[i] === word);

  /** A stored progress record of the puzzle shown, as the view's state; null if it does not fit the board. */
  function fromRecord(saved) {
    const valid = (w) => typeof w === "string" && [...w].every((c) => c in sideOf);
    if (!saved || !Array.isArray(saved.played) || !saved.played.every(valid) || !valid(saved.current ?? "")) return null;
    return { played: saved.played, current: saved.current ?? "", solved: !!saved.solved, revealed: !!saved.revealed };
  }

  /** Two tabs' progress: the chain that extends the other, else (two chains) the one already kept. */
  function mergeProgress(stored, mine) {
    const kept = fromRecord(stored);
    if (!kept) return mine;
    return { ...(extendsChain(mine, kept) ? mine : kept), revealed: kept.revealed || mine.revealed };
  }

  /** Another tab's progress on this puzzle: shown at once (a word still being checked is dropped). */
  function adopt(saved) {
    const kept = fromRecord(saved);
    if (!kept) return;
    checking += 1;
    Object.assign(state, kept);
    say("");
    render();
  }

  // -- play ----------------------------------------------------------------------------
  /** Keep the progress (merged with another tab's) and a daily's statistics. */
  function save() {
    const mine = { played: state.played, current: state.current, solved: state.solved, revealed: state.revealed };
    const kept = progress.write(mine);
    if (kept !== mine) { // another tab wrote since
      Object.assign(state, kept);
      render();
      if (!extendsChain(kept, mine)) say(t("lb.tabs_kept")); // this tab's words gave way to the kept chain
    }
    if (state.daily && (state.played.length || state.revealed)) {
      stats.record(GAME, state.puzzle.lang, state.daily, { solved: state.solved, revealed: state.revealed,
        words: state.played.length, par: state.puzzle.par ?? undefined });
    }
  }

  function addLetter(letter) {
    if (!state.puzzle || state.solved) return;
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
    else if (state.played.length) state.current = state.played.pop();
    say("");
    render();
    save();
  }

  function restart() {
    if (!state.puzzle) return;
    Object.assign(state, { played: [], current: "", solved: false });
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
      await lists.ready(puzzle);
      const verdict = judge?.check({ played: state.played, word }) ??
        await engine.request(GAME, "check", { code: puzzle.code, played: state.played, word }).result();
      if (ticket !== checking || puzzle !== state.puzzle) return;
      if (verdict.type === "error" || !verdict.ok) { say(engineText(verdict)); return; }
      state.played = verdict.played;
      state.current = verdict.solved ? "" : word.at(-1);
      state.solved = verdict.solved;
      say(verdict.solved ? "" : t("lb.to_go", { count: verdict.remaining.length }), true);
      render();
      save();
      if (state.solved) showWin();
    } catch (error) {
      say(error.message);
    }
  }

  function outcome() {
    const n = state.played.length;
    const par = state.puzzle.par;
    return t("lb.outcome", { count: n }) +
      t(!par ? "lb.outcome.end" : n < par ? "lb.outcome.under" : n === par ? "lb.outcome.par" : "lb.outcome.over", { par });
  }

  /** The end of a puzzle: a daily shows the statistics (with the outcome), any other the win dialog. */
  function showWin() {
    announce(outcome());
    if (state.daily) {
      showStatistics(GAME, state.puzzle.lang, { text: outcome(), share: openShare });
      return;
    }
    $("#win-text").textContent = outcome();
    $("#win-chain").replaceChildren(...state.played.map((w) => el("li", {}, w)));
    $("#win").showModal();
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
    state.puzzle = puzzle;
    state.label = label;
    state.daily = daily;
    judging = packJudge(GAME, puzzle, daily, judgeOf);
    sideOf = {};
    puzzle.sides.forEach((side, s) => { for (const c of side) sideOf[c] = s; });
    Object.assign(state, fromRecord(progress.read()) ?? { played: [], current: "", solved: false, revealed: false });
    say("");
    clearSolver();
    render();
    shell.ready(puzzle.code);
  }

  async function openRoute(where) {
    if (where.kind === "code" && state.puzzle?.code === where.value) return;
    shell.banner("");
    lists.clearMissing();
    const lang = store.get(`${GAME}/lang`, language()); // at first the interface language
    $("#lang").value = lang;
    try {
      const { puzzle, label, daily } = await shell.puzzleFor(where, lang);
      if (!(await lists.ready(puzzle))) { shell.ready(); lists.missing(puzzle, () => openRoute(where)); return; }
      show(puzzle, label, daily);
    } catch (error) {
      shell.ready();
      shell.banner(error.message);
    }
  }

  async function newPuzzle() {
    if (generateJob) { generateJob.cancel(); return; }
    const lang = $("#lang").value;
    store.set(`${GAME}/lang`, lang);
    const button = $("#new");
    button.textContent = t("common.cancel");
    say(t("lb.making"), true);
    generateJob = engine.request(GAME, "generate",
      { seed: randomSeed(), lang, difficulty: $("#difficulty").value, ...(await lists.params()) });
    try {
      const puzzle = await generateJob.result();
      show(puzzle, t("lb.new"));
      shell.remember(`#${GAME}/p/${puzzle.code}`);
    } catch (error) {
      say(error.message);
    } finally {
      generateJob = null;
      button.textContent = t("lb.new");
    }
  }

  async function today() {
    const lang = $("#lang").value;
    store.set(`${GAME}/lang`, lang);
    shell.remember(`#${GAME}`);
    await openRoute({ kind: "today" });
  }

  // -- solver panel -------------------------------------------------------------------
  function clearSolver() {
    solveJob?.cancel();
    $("#solve-status").textContent = "";
    $("#best").replaceChildren();
    $("#pairs-count").textContent = "";
    $("#pairs").replaceChildren();
    $("#pairs-rarer").replaceChildren();
  }

  async function solve() {
    if (!state.puzzle || solveJob) return;
    if (!state.solved && !state.revealed && !window.confirm(t(state.daily ? "lb.reveal_daily" : "lb.reveal"))) return;
    if (!state.solved) { state.revealed = true; save(); }
    clearSolver();
    const status = $("#solve-status");
    const list = $("#pairs");
    $("#solve").disabled = true;
    $("#cancel").disabled = false;
    status.textContent = t("common.solving");
    await lists.ready(state.puzzle).catch(() => {}); // if it failed, the solve says which list it needs
    let pairs = 0;
    // The result keeps only the pairs shown: the others have streamed by already.
    const job = engine.request(GAME, "solve", { code: state.puzzle.code, pairs_limit: PAIRS_SHOWN });
    solveJob = job;
    try {
      const result = await job.result((event) => {
        if (event.type === "progress") {
          status.textContent = event.stage === "words" ? t("lb.playable", { count: event.playable })
            : event.stage === "sorting" ? t("lb.sorting", { count: event.count })
              : t("lb.looking", { words: String(event.words), states: event.states });
        } else if (event.type === "pairs") {
          const room = Math.max(0, PAIRS_SHOWN - list.children.length);
          list.append(...event.pairs.slice(0, room).map(([a, b]) => el("li", {}, `${a} – ${b}`)));
          pairs += event.pairs.length;
          $("#pairs-count").textContent = t("lb.pairs", { count: pairs }) +
            (pairs > PAIRS_SHOWN ? ` ${t("lb.pairs_shown", { count: PAIRS_SHOWN })}` : "");
        } else if (event.type === "solution") {
          // The everyday solution comes first; the optimum over every accepted word follows.
          $("#best").append(el("p", { class: event.everyday ? "everyday" : "full-list" },
            el("strong", {}, t(event.everyday ? "lb.everyday" : "lb.full_list")),
            event.words.join(" – ")));
        }
      });
      if (job !== solveJob) return;
      status.textContent = result.solvable
        ? t("lb.proven", { words: result.min_words, letters: result.letters, playable: result.playable }) +
          (result.everyday_min_words ? t("lb.proven_everyday", { count: result.everyday_min_words }) : t("lb.proven_no_everyday"))
        : t("lb.unsolvable", { playable: result.playable });
      // The stream arrives in search order; the final list shows the pairs of two everyday
      // words, shortest first, and the others behind their count.
      const pair = ([a, b]) => el("li", {}, `${a} – ${b}`);
      const everyday = new Set(result.everyday_two_word_solutions.map((words) => words.join(" ")));
      const rarer = result.two_word_count - result.everyday_two_word_count;
      list.replaceChildren(...result.everyday_two_word_solutions.map(pair));
      $("#pairs-rarer").replaceChildren(...(rarer ? [el("details", { class: "rarer" },
        el("summary", {}, t("lb.pairs_rarer", { count: rarer })),
        el("ol", { class: "pairs" }, ...result.two_word_solutions.filter((words) => !everyday.has(words.join(" "))).map(pair)))] : []));
      if (!pairs) $("#pairs-count").textContent = t("lb.no_pairs");
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

  const lists = wordListPanel(shell, GAME, { lang: () => $("#lang").value });
  // The words' language another tab chose is this tab's choice too, for New and Today (the puzzle shown stays).
  whenWritten(() => `${GAME}/lang`, () => { $("#lang").value = store.get(`${GAME}/lang`, language()); }, shell.signal);
  document.addEventListener("keydown", typing, { signal: shell.signal });
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
  $("#stats").addEventListener("click", () => showStatistics(GAME, state.puzzle?.lang ?? $("#lang").value));
  $("#win-share").addEventListener("click", () => { $("#win").close(); openShare(); });
  $("#win-close").addEventListener("click", () => $("#win").close());
  $("#new").addEventListener("click", newPuzzle);
  $("#today").addEventListener("click", today);
  $("#solve").addEventListener("click", solve);
  $("#cancel").addEventListener("click", () => {
    solveJob?.cancel();
    toast(t("common.cancelled"));
  });

  openRoute(route);

  return {
    update(next) { openRoute(next); return true; },
    stop() { solveJob?.cancel(); generateJob?.cancel(); checking += 1; },
  };
}
