// A Strands board as the view draws it: whether a puzzle (a day pack's, or one kept in the
// browser) is a grid the view can draw, with every word laid on it, and the letter of each cell.

/** The sides a grid may have, as the engine's (wordgames/games/strands/rules.py MIN_SIDE, MAX_SIDE). */
const MIN_SIDE = 3;
const MAX_SIDE = 10;
/** A letter of the grid: one UTF-16 unit (the view reads the grid by index). */
const LETTER = /^\p{L}$/u;

const side = (n) => Number.isInteger(n) && n >= MIN_SIDE && n <= MAX_SIDE;
const text = (value) => typeof value === "string" && value !== "";

/** The letter in each cell of `puzzle`'s grid, row by row: the view's grid. */
export const lettersOf = (puzzle) => puzzle.grid.join("").split("");

/** Whether `placement` lays `word` on the grid: a cell in it for each letter, that letter, no cell twice. */
function lays(puzzle, word, placement) {
  if (!Array.isArray(placement) || placement.length !== word.length) return false;
  const cells = new Set();
  return placement.every((cell, i) => Array.isArray(cell) && cell.length === 2 && Number.isInteger(cell[0]) &&
    Number.isInteger(cell[1]) && cell[0] >= 0 && cell[0] < puzzle.rows && cell[1] >= 0 && cell[1] < puzzle.cols &&
    !cells.has(cell[0] * puzzle.cols + cell[1]) && cells.add(cell[0] * puzzle.cols + cell[1]) &&
    puzzle.grid[cell[0]][cell[1]].toLowerCase() === word[i]);
}

/**
 * Whether `puzzle` is a grid the view can draw: its code, language and clue, rows of letters, and
 * the spangram and theme words (each once) laid on it by their placements.
 */
export function isGrid(puzzle) {
  if (!puzzle || typeof puzzle !== "object" || !text(puzzle.code) || typeof puzzle.lang !== "string" ||
    typeof puzzle.clue !== "string" || !side(puzzle.rows) || !side(puzzle.cols) || !Array.isArray(puzzle.grid) ||
    puzzle.grid.length !== puzzle.rows ||
    !puzzle.grid.every((row) => typeof row === "string" && row.length === puzzle.cols && row.split("").every((c) => LETTER.test(c)))) {
    return false;
  }
  const { spangram, words, placements } = puzzle;
  if (!text(spangram) || !Array.isArray(words) || !words.every(text) || !placements || typeof placements !== "object") {
    return false;
  }
  const all = [spangram, ...words];
  return new Set(all).size === all.length &&
    all.every((word) => Object.hasOwn(placements, word) && lays(puzzle, word, placements[word]));
}
