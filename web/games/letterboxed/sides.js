// A Letter Boxed board as the view draws it: whether a puzzle (a day pack's, or one kept in the
// browser) is a square the view can draw, and where each of its letters sits (square.js draws
// them there).

const SIZE = 340; // the square's <svg> viewBox is 0 0 SIZE SIZE
/** The frame's near and far edges in the viewBox. */
export const LOW = 70;
export const HIGH = SIZE - LOW;
/** A side: three lower-case letters, each one UTF-16 unit (the square reads them by index). */
const SIDE = /^\p{Ll}{3}$/u;

/** Whether `puzzle` is a square the view can draw: its code, language, four sides of three letters, twelve in all, and its par. */
export function isSquare(puzzle) {
  if (!puzzle || typeof puzzle !== "object" || typeof puzzle.code !== "string" || puzzle.code === "" ||
    typeof puzzle.lang !== "string" || !Array.isArray(puzzle.sides) || puzzle.sides.length !== 4) return false;
  const sides = puzzle.sides;
  if (!sides.every((side) => typeof side === "string" && side.length === 3 && SIDE.test(side))) return false;
  const par = puzzle.par ?? null;
  return new Set(sides.join("")).size === 12 && (par === null || (Number.isInteger(par) && par > 0)) &&
    (puzzle.lexicon === undefined || puzzle.lexicon === null || typeof puzzle.lexicon === "string");
}

/** Where letter `index` of side `side` (0 top, then clockwise) sits: its dot (x, y) and its label (lx, ly). */
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

/**
 * The twelve places of the square of `sides`, side by side: {letter, p} ("" for a place not yet
 * typed). A side is read letter by letter, not by UTF-16 unit: a letter typed from outside the
 * alphabet (the reader says so) still shows whole.
 */
export const placesOf = (sides) => sides.flatMap((side, s) => {
  const letters = [...side];
  return [0, 1, 2].map((i) => ({ letter: letters[i] ?? "", p: spot(s, i) }));
});
