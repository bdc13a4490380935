// Boggle's judge of a daily from its day pack (wordgames/daypack.py): the engine's `check`
// (wordgames/games/boggle: check, find_path and points), answered in the page from the pack's
// `solve` (every word on the board). tests/pyodide/judge_run.mjs holds it equal to the engine, verdict
// by verdict, on every word of sampled packs and their near misses.

import { normalize } from "../../js/words.js";

/** Points for a word (its length in letters, Qu counting two): 3-4 → 1, 5 → 2, 6 → 3, 7 → 5, 8+ → 11. */
export function points(word) {
  const n = [...word].length;
  return n <= 4 ? 1 : n === 5 ? 2 : n === 6 ? 3 : n === 7 ? 5 : 11;
}

/** Each cell's neighbours, in the engine's order (wordgames/grid.py): row by row around it. */
function neighbours(rows, cols) {
  return Array.from({ length: rows * cols }, (_, cell) => {
    const [r, c] = [Math.floor(cell / cols), cell % cols];
    const around = [];
    for (const dr of [-1, 0, 1]) {
      for (const dc of [-1, 0, 1]) {
        if ((dr || dc) && r + dr >= 0 && r + dr < rows && c + dc >= 0 && c + dc < cols) around.push((r + dr) * cols + c + dc);
      }
    }
    return around;
  });
}

/** The first path that spells `word`, as the engine's find_path finds it, or null. */
function findPath(faces, around, word) {
  const extend = (cell, rest, used) => {
    const face = faces[cell];
    if (!face || !rest.startsWith(face)) return null;
    const after = rest.slice(face.length);
    if (!after) return [cell];
    for (const next of around[cell]) {
      if (!used.has(next)) {
        const tail = extend(next, after, new Set([...used, next]));
        if (tail) return [cell, ...tail];
      }
    }
    return null;
  };
  for (let cell = 0; cell < faces.length; cell++) {
    const found = extend(cell, word, new Set([cell]));
    if (found) return found;
  }
  return null;
}

const strings = (list) => Array.isArray(list) && list.every((item) => typeof item === "string");

/** Whether a pack holds what judging needs: a board of rows × cols faces, its least length, its words. */
const judgeable = ({ puzzle: { rows, cols, faces, min_length: minLength }, judge }) =>
  Number.isInteger(rows) && Number.isInteger(cols) && rows > 0 && cols > 0 && strings(faces) &&
  faces.length === rows * cols && Number.isInteger(minLength) && strings(judge.solve?.words);

/**
 * A judge for one pack: check({word} or {path}, found) gives the `result` event the engine's
 * check would (its `reason` text aside: the page says a verdict from its code). Null for a pack
 * that does not hold a board and its words (the engine judges then).
 */
export function judgeOf(pack) {
  if (!judgeable(pack)) return null;
  const { rows, cols, faces, min_length: minLength } = pack.puzzle;
  const around = neighbours(rows, cols);
  const words = new Set(pack.judge.solve.words);
  const isPath = (cells) => new Set(cells).size === cells.length && cells.every((c) => c >= 0 && c < faces.length) &&
    cells.every((c, i) => i === 0 || around[cells[i - 1]].includes(c));
  return {
    /** What the engine's solve gives for the board. */
    solve: pack.judge.solve,
    check({ word: typed = "", path: traced = null, found = [] }) {
      let word;
      let path;
      if (traced?.length) {
        if (!traced.every((cell) => Array.isArray(cell) && cell.length === 2 && cell.every(Number.isInteger))) {
          return { type: "error", code: "board.path_format", params: {} };
        }
        path = traced.map(([r, c]) => r * cols + c);
        if (!isPath(path) || path.some((c) => !faces[c])) {
          return { type: "result", ok: false, reason_code: "move.not_a_path", reason_params: {}, word: "" };
        }
        word = path.map((c) => faces[c]).join("");
      } else {
        word = normalize(typed);
        path = /^\p{L}+$/u.test(word) ? findPath(faces, around, word) : null;
      }
      const shown = word.toUpperCase();
      const verdict = [...word].length < minLength ? ["move.too_short", { word: shown, min: minLength }]
        : path === null ? ["move.not_on_board", { word: shown }]
          : found.map(normalize).includes(word) ? ["move.already_found", { word: shown }]
            : !words.has(word) ? ["word.not_in_list", { word: shown }] : null;
      return { type: "result", ok: !verdict, ...(verdict && { reason_code: verdict[0], reason_params: verdict[1] }),
        word, path: path ? path.map((c) => [Math.floor(c / cols), c % cols]) : null, score: verdict ? 0 : points(word) };
    },
  };
}
