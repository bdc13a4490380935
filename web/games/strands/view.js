// Strands view: trace words through touching letters to find the theme words and the
// spangram. A daily from its day pack is judged in the page (judge.js), any other
// puzzle by the engine, which checks every traced word (check) and picks hints (hint); the
// page draws the grid, the found paths and the hint meter, and keeps progress. The page is
// the puzzle alone (the rest is in Tools, tools.js); a solved puzzle ends on the finish
// panel (finish.js), shown again, without the celebration, on every later visit.
// Every accepted word and hint is kept with its time on the play clock (playclock.js), so the
// finish offers "Challenge a friend"; a challenge route (#strands/c/...) opens its puzzle
// behind who challenges the player, with the ghost line while they play and the table of
// games at the end (web/js/challenge-play.js).

import { $, announce, el, say, share, shareLink, svg } from "../../js/site.js";
import { engineText, t } from "../../js/i18n.js";
import { finishPanel } from "../../js/finish.js";
import { challengeFor, myGame } from "../../js/challenge-play.js";
import * as stats from "../../js/stats.js";
import { showStatistics } from "../../js/stats-dialog.js";
import { lettersOf } from "./grid.js";
import { judgeOf } from "./judge.js";
import { packJudge } from "../../js/packs.js";
import { sharedRecord, union } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";
import { boardRows, Tracer } from "../../js/tracer.js";
import game from "./game.js";
import { galleryEntry } from "../../js/gallery.js";
import { puzzleLanguage } from "./tools.js";
import { playClock } from "./playclock.js";

const GAME = "strands";
const WORDS_PER_HINT = 3;
const EMOJI = { theme: "🔵", spangram: "🟡", hint: "💡" };

export const { mount, update, unmount } = defineView("strands", strandsView);

/** A stored progress record, as the view's state on the puzzle whose theme words are `words`; null if it does not fit. */
export function progressOf(saved, words) {
  const strings = (list) => Array.isArray(list) && list.every((w) => typeof w === "string");
  if (!saved || !strings(saved.found) || !strings(saved.others) || !strings(saved.log)
      || !saved.found.every((w) => words.includes(w)) || !Number.isInteger(saved.hintsUsed)) return null;
  // A hint's cells are drawn and compared with found words' cells: [row, column] each.
  const hint = saved.hint && Array.isArray(saved.hint.cells) && saved.hint.cells.every(isCell)
    ? { cells: saved.hint.cells, order: !!saved.hint.order } : null;
  // Moves and seconds came later: progress kept before them has its hints and words as moves at
  // the time it kept (0; a hint a word at most), so a puzzle solved then can still be sent as a challenge.
  const seconds = Number.isInteger(saved.seconds) && saved.seconds >= 0 ? saved.seconds : 0;
  const moves = Array.isArray(saved.moves) && saved.moves.every(isMove) && (saved.moves.length || !saved.found.length)
    ? saved.moves
    : [...Array(Math.min(Math.max(0, saved.hintsUsed), words.length)).fill(null), ...saved.found].map((word) => ({ at: seconds, word }));
  return { found: saved.found, log: saved.log, others: saved.others, hint, hintsUsed: saved.hintsUsed, moves, seconds };
}

const isCell = (cell) => Array.isArray(cell) && cell.length === 2 && cell.every(Number.isInteger);
const isMove = (move) => move && Number.isInteger(move.at) && move.at >= 0 &&
  (move.word === null || typeof move.word === "string");

function strandsView(route, shell) {
  const engine = shell.engine;
  // daily: the date of the daily shown, or null. moves: every accepted word and hint in order,
  // {at, word} (word null for a hint), `at` the seconds of play (seconds) when it was made.
  const state = { puzzle: null, label: "", found: [], log: [], others: [], hint: null, hintsUsed: 0, daily: null,
    moves: [], seconds: 0 };
  const fresh = () => ({ found: [], log: [], others: [], hint: null, hintsUsed: 0, moves: [], seconds: 0 });
  let judging = Promise.resolve(null); // a daily's judge from its day pack (null: the engine judges)
  let checking = false;

  const cols = () => state.puzzle.cols;
  const cellOf = ([r, c]) => r * cols() + c;
  const rowCol = (cell) => [Math.floor(cell / cols()), cell % cols()];
  const letterAt = (cell) => lettersOf(state.puzzle)[cell];
  const allWords = () => [state.puzzle.spangram, ...state.puzzle.words];
  const solved = () => state.puzzle && state.found.length === allWords().length;
  const hintsEarned = () => Math.floor(state.others.length / WORDS_PER_HINT);
  const hintsReady = () => hintsEarned() - state.hintsUsed;

  /** cell -> "theme" | "spangram" for every cell of a found word. */
  function takenCells() {
    const taken = new Map();
    for (const word of state.found) {
      const kind = word === state.puzzle.spangram ? "spangram" : "theme";
      for (const cell of state.puzzle.placements[word]) taken.set(cellOf(cell), kind);
    }
    return taken;
  }

  // -- drawing -----------------------------------------------------------------------------
  /** The cells of a new puzzle, as ARIA rows; render() then updates them in place (focus stays). */
  function buildGrid() {
    const { rows } = state.puzzle;
    $(".st-wrap").style.setProperty("--st-aspect", `${cols()} / ${rows}`);
    boardRows($("#grid"), rows, cols(), (cell) => el("div", { class: "st-cell", role: "gridcell" }, letterAt(cell)));
  }

  function render() {
    const taken = takenCells();
    const trace = tracer.cells;
    const hinted = state.hint ? state.hint.cells.map(cellOf) : [];
    for (const node of $("#grid").querySelectorAll("[data-cell]")) {
      const cell = Number(node.dataset.cell);
      const letter = letterAt(cell);
      const kind = taken.get(cell);
      const hint = hinted.includes(cell) && !taken.has(cell);
      node.className = ["st-cell", kind, trace.includes(cell) && "on", hint && "hinted"].filter(Boolean).join(" ");
      const order = state.hint?.order && hint ? String(hinted.indexOf(cell) + 1) : null;
      node.replaceChildren(letter, ...(order ? [el("span", { class: "order", "aria-hidden": "true" }, order)] : []));
      const shown = { letter: letter.toUpperCase(), order };
      node.setAttribute("aria-label", kind === "spangram" ? t("st.cell.spangram", shown) : kind ? t("st.cell.theme", shown)
        : hint ? t(order ? "st.cell.hint_order" : "st.cell.hint", shown) : shown.letter);
      node.setAttribute("aria-disabled", String(!!kind));
    }
    tracer.sync();
    drawLines();
    $("#trace-word").textContent = trace.map(letterAt).join("");
    renderStatus();
  }

  function drawLines() {
    const { rows } = state.puzzle;
    const overlay = $("#lines");
    overlay.setAttribute("viewBox", `0 0 ${cols()} ${rows}`);
    overlay.setAttribute("preserveAspectRatio", "none");
    const line = (cells, kind) => svg("polyline", {
      class: kind, "vector-effect": "non-scaling-stroke",
      points: cells.map((cell) => { const [r, c] = rowCol(cell); return `${c + 0.5},${r + 0.5}`; }).join(" "),
    });
    const trace = tracer.cells;
    const lines = state.found.map((word) => line(state.puzzle.placements[word].map(cellOf),
      word === state.puzzle.spangram ? "spangram" : "theme"));
    if (trace.length > 1) lines.push(line(trace, "trace"));
    overlay.replaceChildren(...lines);
  }

  function renderStatus() {
    const total = allWords().length;
    $("#clue").textContent = state.puzzle.clue;
    shell.label(state.label);
    $("#progress").textContent = t("st.progress", { found: state.found.length, total });
    shell.found(state.found.length);
    $("#found").replaceChildren(...state.found.map((word) =>
      el("li", { class: word === state.puzzle.spangram ? "spangram" : "theme" }, word)));
    $("#others").replaceChildren(...state.others.map((word) => el("li", {}, word)));
    $("#others-count").textContent = `(${state.others.length})`;
    const ready = hintsReady();
    const fill = ready > 0 ? 1 : (state.others.length % WORDS_PER_HINT) / WORDS_PER_HINT;
    $("#hint-fill").style.width = `${Math.round(fill * 100)}%`;
    $("#hint-meter").setAttribute("aria-valuenow", String(ready > 0 ? WORDS_PER_HINT : state.others.length % WORDS_PER_HINT));
    const needed = WORDS_PER_HINT - (state.others.length % WORDS_PER_HINT);
    $("#hint-meter-label").textContent = ready > 0 ? t("st.hints_ready", { count: ready })
      : t("st.more_words", { count: needed });
    $("#hint").disabled = ready <= 0 || solved();
    // Solved: the finish takes the place of the hint, the help and the word lists (it lists the words).
    for (const part of document.querySelectorAll("#hint-controls, .st-during")) part.hidden = solved();
    document.body.dataset.solved = solved();
  }

  // -- progress, shared with the other tabs ---------------------------------------------------
  const progress = sharedRecord(() => state.puzzle && `${GAME}/progress/${state.puzzle.code}`,
    { merge: mergeProgress, changed: adopt, signal: shell.signal });

  /** Keep the progress (merged with another tab's) and a daily's statistics. */
  function save() {
    state.seconds = Math.max(state.seconds, clock.seconds());
    const { found, log, others, hint, hintsUsed, moves, seconds } = state;
    const mine = { found, log, others, hint, hintsUsed, moves, seconds };
    const kept = progress.write(mine);
    if (kept !== mine) Object.assign(state, fromRecord(kept));
    if (state.daily && (state.found.length || state.hintsUsed)) {
      stats.record(GAME, state.puzzle.lang, state.daily, { solved: solved(), hints: state.hintsUsed, found: state.found.length });
    }
  }

  const fromRecord = (saved) => progressOf(saved, allWords());

  /** Whether `word`, found, lies wholly on the cells `hint` outlines (that hint is then used up). */
  const fills = (hint, word) => state.puzzle.placements[word].every(([r, c]) =>
    hint.cells.some(([hr, hc]) => hr === r && hc === c));

  /**
   * Two tabs' progress on one puzzle: every word either found, each once; the hints either used
   * (the more of the two), and the share's log as kept, then what this tab added.
   */
  function mergeProgress(stored, mine) {
    const kept = fromRecord(stored);
    if (!kept) return mine;
    const found = union(kept.found, mine.found);
    const added = found.slice(kept.found.length).map((word) => (word === state.puzzle.spangram ? "spangram" : "theme"));
    const hintsUsed = Math.max(kept.hintsUsed, mine.hintsUsed);
    const hint = mine.hintsUsed > kept.hintsUsed ? mine.hint : kept.hint;
    // Each word's move once; a hint is told apart by its time (two tabs' hints at one second are one).
    const moves = union(kept.moves, mine.moves, (move) => move.word ?? `hint ${move.at}`).sort((a, b) => a.at - b.at);
    return { found, others: union(kept.others, mine.others), hintsUsed,
      log: [...kept.log, ...added, ...Array(hintsUsed - kept.hintsUsed).fill("hint")],
      hint: hint && !found.some((word) => fills(hint, word)) ? hint : null,
      moves, seconds: Math.max(kept.seconds, mine.seconds) };
  }

  /** Another tab's progress on this puzzle, shown at once. */
  function adopt(saved) {
    const kept = fromRecord(saved);
    if (!kept) return;
    Object.assign(state, kept);
    say("");
    render();
    if (solved() && !$("#finish-slot .finish")) showFinish(false); // solved in another tab
  }

  // -- playing --------------------------------------------------------------------------------
  /** The answer to `action` ("check" or "hint") from the daily's `judge` if there is one, else from the engine. */
  async function ask(judge, action, params) {
    const answer = judge?.[action](params) ?? await engine.request(GAME, action, params).result();
    if (answer.type === "error") throw new Error(engineText(answer));
    return answer;
  }

  async function submit(cells) {
    if (!state.puzzle || checking || solved()) return;
    const puzzle = state.puzzle;
    checking = true;
    try {
      const judge = await judging;
      if (!judge && !engine.booted) say(t("common.checking"));
      const verdict = await ask(judge, "check", {
        code: puzzle.code, path: cells.map(rowCol), found: state.found, words: state.others,
      });
      if (puzzle !== state.puzzle) return;
      if (!verdict.ok) {
        say(engineText(verdict));
        return;
      }
      if ([...state.found, ...state.others].includes(verdict.word)) { // another tab found it meanwhile
        say(t("move.already_found", { word: verdict.word.toUpperCase() }));
        return;
      }
      state.moves.push({ at: clock.seconds(), word: verdict.word });
      if (verdict.kind === "word") {
        state.others.push(verdict.word);
        const earned = state.others.length % WORDS_PER_HINT === 0;
        say(t(earned ? "st.a_word_hint" : "st.a_word", { word: verdict.word.toUpperCase() }), true);
      } else {
        state.found.push(verdict.word);
        state.log.push(verdict.kind);
        if (state.hint && fills(state.hint, verdict.word)) state.hint = null;
        say(verdict.kind === "spangram" ? t("st.spangram", { word: verdict.word.toUpperCase() }) : verdict.word.toUpperCase(), true);
      }
      if (solved()) clock.stop();
      save();
      if (solved()) showFinish(true);
    } catch (error) {
      say(error.message);
    } finally {
      checking = false;
      render();
    }
  }

  async function useHint() {
    if (hintsReady() <= 0 || solved()) return;
    const puzzle = state.puzzle;
    const taken = takenCells();
    if (state.hint && !state.hint.order && !state.hint.cells.every((cell) => taken.has(cellOf(cell)))) {
      state.hint.order = true;
    } else {
      try {
        const { cells } = await ask(await judging, "hint", { code: puzzle.code, found: state.found });
        if (puzzle !== state.puzzle) return;
        state.hint = { cells, order: false };
      } catch (error) {
        say(error.message);
        return;
      }
    }
    state.hintsUsed += 1;
    state.log.push("hint");
    state.moves.push({ at: clock.seconds(), word: null });
    save();
    render();
  }

  function emojiLines() {
    const icons = state.log.map((kind) => EMOJI[kind] ?? "");
    const lines = [];
    for (let i = 0; i < icons.length; i += 4) lines.push(icons.slice(i, i + 4).join(""));
    return lines.join("\n");
  }

  function shareText(link) {
    return `wordgames · Strands${state.label ? ` · ${state.label}` : ""}\n“${state.puzzle.clue}”\n${emojiLines()}\n${link}`;
  }

  /**
   * The finish under the board: the rank by the hints taken, the player's theme words in the
   * order found (the spangram marked), the spangram with its theme, Share and, for a daily,
   * Statistics. `celebrate` when just solved; a later visit shows it still.
   */
  function showFinish(celebrate) {
    const hints = state.hintsUsed;
    const { key, params } = game.daily.rank({ solved: true, hints });
    const rank = t(key, params);
    const words = state.found.map((word) => word.toUpperCase());
    const panel = finishPanel({
      game: GAME, rank, celebrate,
      detail: [hints ? t("st.finish.hints", { count: hints }) : t("st.finish.no_hints"),
        t("st.finish.words", { count: words.length })].join(" · "),
      words, wordsLabel: t("st.finish.your_words"),
      best: [state.puzzle.spangram.toUpperCase()], bestLabel: t("st.finish.spangram", { clue: state.puzzle.clue }),
      onShare: openShare,
      onStats: state.daily ? () => showStatistics(GAME, state.puzzle.lang) : null,
    });
    panel.querySelectorAll(".finish-mine li").forEach((item, i) => {
      item.classList.add(state.found[i] === state.puzzle.spangram ? "spangram" : "theme");
    });
    panel.querySelector(".finish-best li")?.classList.add("spangram");
    $("#finish-slot").replaceChildren(panel);
    // The game can be sent; a received challenge shows its table here.
    side.finish(panel, myGame("solved", state.moves), { code: state.puzzle.code, daily: state.daily, clock: 0 });
    if (celebrate) {
      announce(`${t("common.solved")} ${rank}. ${t("st.win", { total: allWords().length, count: hints })}`);
      const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    }
  }

  function openShare() {
    if (!state.puzzle) return;
    const link = shareLink(GAME, state.puzzle.code, state.daily);
    share(t("share.puzzle"), link, shareText(link));
  }

  // -- loading puzzles ----------------------------------------------------------------------------
  function show(puzzle, label, daily = null) {
    state.puzzle = puzzle;
    state.label = label;
    state.daily = daily;
    judging = packJudge(GAME, puzzle, daily, judgeOf);
    clock.stop();
    Object.assign(state, fromRecord(progress.read()) ?? fresh());
    $("#ghost-slot").replaceChildren(...(side.ghost ? [side.ghost] : []));
    tracer.clear();
    $(".st-clue-label").textContent = t(daily ? "st.todays_theme" : "common.theme");
    say("");
    buildGrid();
    render();
    if (solved()) showFinish(false);
    else $("#finish-slot").replaceChildren();
    shell.ready(puzzle.code);
    // Who challenges the player comes before play (at once without a challenge, or in a game
    // already under way); the clock runs from then.
    if (!solved()) {
      side.begin(() => { if (state.puzzle === puzzle && !solved()) clock.start(state.seconds); },
        state.moves.length > 0 || state.seconds > 0);
    }
  }

  async function openRoute(where) {
    if (where.kind === "code" && state.puzzle?.code === where.value) return;
    shell.banner("");
    try {
      const { puzzle, label, daily } = await shell.puzzleFor(where, puzzleLanguage());
      // A challenge whose puzzle did not open (today's daily shows instead) is no challenge.
      side = await challengeFor(GAME, where.kind === "challenge" && puzzle.code !== where.code
        ? { ...where, kind: "bad" } : where, shell);
      // A puzzle of the gallery opens under its clue and author.
      const entry = where.kind === "code" && !daily ? await galleryEntry(puzzle.lang, puzzle.code) : null;
      show(puzzle, entry ? t("label.gallery", { clue: entry.clue, author: entry.author }) : label, daily);
    } catch (error) {
      shell.ready();
      shell.banner(error.message);
    }
  }

  // -- wiring -------------------------------------------------------------------------------------
  let side = { ghost: null, begin: (onPlay) => onPlay(), tick() {}, finish() {} }; // the challenge side of the puzzle shown
  const clock = playClock({ tick: (seconds) => side.tick(seconds), signal: shell.signal });
  // Seconds of play since the last move are kept when the page goes out of view.
  document.addEventListener("visibilitychange", () => {
    if (document.hidden && state.puzzle && state.moves.length && !solved()) save();
  }, { signal: shell.signal });
  const tracer = new Tracer($("#grid"), {
    shape: () => state.puzzle,
    enabled: () => state.puzzle && !solved(),
    usable: (cell) => !takenCells().has(cell),
    changed: () => { say(""); render(); },
    submit,
    signal: shell.signal,
  });
  $("#hint").addEventListener("click", useHint);

  openRoute(route);

  return {
    update(next) { openRoute(next); return true; },
    stop() { checking = true; }, // a check still on its way is dropped
  };
}
