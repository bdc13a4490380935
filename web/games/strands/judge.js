// Strands' judge of a daily from its day pack (wordgames/daypack.py): the engine's `check` and
// `hint` (wordgames/games/strands), answered in the page from the puzzle's theme words with their
// own cells and the pack's dictionary words on the grid. tests/pyodide/judge_run.mjs holds it equal to the
// engine, verdict by verdict, on every word of sampled packs, their traces elsewhere and near misses.

import { normalize } from "../../js/words.js";

const MIN_WORD = 4;

/** A word as the engine stores a player's (rules.clean_word): normalized, with spaces, hyphens
 * and apostrophes removed. */
const clean = (word) => normalize(word).replace(/[\s\-'\u2019]+/gu, "");

/** The found words the engine reads from a list (rules.word_list). */
const wordList = (list) => new Set(list.map(clean).filter(Boolean));

/** Python's divmod of a cell by the columns: [row, column], also for a cell off the grid. */
const divmod = (cell, cols) => [Math.floor(cell / cols), ((cell % cols) + cols) % cols];

const reason = (code, params = {}) => ({ ok: false, reason_code: code, reason_params: params });

const strings = (list) => Array.isArray(list) && list.every((item) => typeof item === "string");

/** Whether a pack holds what judging needs: a grid of rows × cols letters, its theme words placed on it, its words. */
function judgeable({ puzzle: { rows, cols, grid, spangram, words, placements }, judge }) {
  const onGrid = (cell) => Array.isArray(cell) && cell.length === 2 && Number.isInteger(cell[0]) &&
    Number.isInteger(cell[1]) && cell[0] >= 0 && cell[0] < rows && cell[1] >= 0 && cell[1] < cols;
  return Number.isInteger(rows) && Number.isInteger(cols) && rows > 0 && cols > 0 && strings(grid) &&
    grid.length === rows && grid.every((row) => [...row].length === cols) && typeof spangram === "string" &&
    strings(words) && placements && typeof placements === "object" &&
    [spangram, ...words].every((word) => Object.hasOwn(placements, word) && Array.isArray(placements[word]) &&
      placements[word].every(onGrid)) && strings(judge.words);
}

/**
 * A judge for one pack: check({path, found, words}) and hint({found}) give the `result` events
 * the engine's would (their `reason` text aside: the page says a verdict from its code), or the
 * engine's `error` event. Null for a pack that does not hold a grid with its words placed (the
 * engine judges then).
 */
export function judgeOf(pack) {
  if (!judgeable(pack)) return null;
  const { rows, cols, grid, spangram, words: themeWords, placements } = pack.puzzle;
  const letters = [...grid.join("").toLowerCase()];
  const size = rows * cols;
  // The theme words in the code's order, the spangram first, each with its own cells.
  const theme = [spangram, ...themeWords].map((word) => ({ word, cells: placements[word].map(([r, c]) => r * cols + c) }));
  const dictionary = new Set(pack.judge.words);
  const adjacent = (a, b) => a !== b && Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) <= 1 &&
    Math.abs((a % cols) - (b % cols)) <= 1;
  const isPath = (cells) => new Set(cells).size === cells.length && cells.every((c) => c >= 0 && c < size) &&
    cells.every((c, i) => i === 0 || adjacent(cells[i - 1], c));
  const shown = (cells) => cells.map((cell) => divmod(cell, cols));

  return {
    check({ path, found = [], words = [] }) {
      const traced = path ?? [];
      if (!traced.every((cell) => Array.isArray(cell) && cell.length === 2 && cell.every(Number.isInteger))) {
        return { type: "error", code: "board.path_format", params: {} };
      }
      const cells = traced.map(([r, c]) => r * cols + c);
      const done = wordList(found);
      const taken = new Set(theme.filter(({ word }) => done.has(word)).flatMap(({ cells: own }) => own));
      const word = cells.every((c) => c >= 0 && c < size) ? cells.map((c) => letters[c]).join("") : "";
      const verdict = (why, kind = null, on = cells, elsewhere = false) =>
        ({ type: "result", ok: !why, ...why, kind, word, cells: shown(on), elsewhere });

      if (!cells.length || !isPath(cells)) return verdict(reason("move.not_touching"));
      if (cells.some((c) => taken.has(c))) return verdict(reason("move.taken"));
      const named = { word: word.toUpperCase() };
      const index = theme.findIndex((entry) => entry.word === word);
      if (index >= 0) {
        if (done.has(word)) return verdict(reason("move.already_found", named));
        const own = theme[index].cells; // a path as the trace is: both hold distinct cells
        const elsewhere = cells.length !== own.length || cells.some((c) => !own.includes(c));
        return verdict(null, index === 0 ? "spangram" : "theme", own, elsewhere);
      }
      if ([...word].length < MIN_WORD) return verdict(reason("move.short", { min: MIN_WORD }));
      if (wordList(words).has(word)) return verdict(reason("move.already_found", named));
      if (!dictionary.has(word)) return verdict(reason("word.not_in_list", named));
      return verdict(null, "word");
    },

    /** The next theme word to hint, the spangram last: its own cells. */
    hint({ found = [] }) {
      const done = wordList(found);
      const next = [...theme.slice(1), theme[0]].find(({ word }) => !done.has(word));
      return next ? { type: "result", cells: shown(next.cells) }
        : { type: "error", code: "strands.all_found", params: {} };
    },
  };
}
