// A Boggle board as the view draws it: whether a puzzle (a day pack's, or one kept in the
// browser) is a board the view can draw, and the text of each die.

/** The sides a board may have, as the engine's (wordgames/games/boggle/board.py MIN_SIDE, MAX_SIDE). */
const MIN_SIDE = 3;
const MAX_SIDE = 8;
/** A face: one letter, a multi-letter face such as "qu", or "" (a blank). */
const FACE = /^\p{Ll}{0,3}$/u;

const side = (n) => Number.isInteger(n) && n >= MIN_SIDE && n <= MAX_SIDE;

/** Whether `puzzle` is a board the view can draw: its code, language, size and a face for each die. */
export function isBoard(puzzle) {
  return !!puzzle && typeof puzzle === "object" && typeof puzzle.code === "string" && puzzle.code !== "" &&
    typeof puzzle.lang === "string" && side(puzzle.rows) && side(puzzle.cols) && Array.isArray(puzzle.faces) &&
    puzzle.faces.length === puzzle.rows * puzzle.cols &&
    puzzle.faces.every((face) => typeof face === "string" && FACE.test(face)) && puzzle.faces.some(Boolean);
}

/** A face as a die shows it: "Qu", "Th", "A"; "" for a blank. */
export const faceText = (face) => (face === "qu" ? "Qu" : face.length > 1 ? face[0].toUpperCase() + face.slice(1)
  : face.toUpperCase());

/** What each die of `board` shows, in row order ("" a blank): the view's grid. */
export const diceOf = (board) => board.faces.map(faceText);
