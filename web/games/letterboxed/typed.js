// A Letter Boxed board as a player types it: "ABC DEF GHI JKL" (any separators that are not
// letters or digits), or the twelve letters in one run read clockwise from the top; any case.
// The page reads it as it is typed, so that a mistake is named at once; the engine's action
// `board` (wordgames/games/letterboxed/board.py, read_typed_sides) reads the finished board by
// the same rules and names a mistake by the same catalogue messages (board.*).

import { LANGUAGES } from "../../i18n/languages.js";

/** Each language's letters, as the engine has them (its language.json, listed by build.py). */
const ALPHABETS = Object.fromEntries(LANGUAGES.map((offered) => [offered.code, offered.alphabet]));

export const SIDES = 4;
export const PER_SIDE = 3;
export const LETTERS = SIDES * PER_SIDE;

const problem = (sides, count, code, params = {}) => ({ sides, count, complete: false, problem: { code, params } });

/** The first `n` letters of `text`, letter by letter (a letter outside the UTF-16 plane is never cut in half). */
const first = (text, n) => [...text].slice(0, n).join("");

/** The run of letters `run` cut into sides of three (the last may be short), at most four; letter by letter, as `first`. */
const cut = (run) => Array.from({ length: SIDES }, (_, s) => [...run].slice(s * PER_SIDE, (s + 1) * PER_SIDE).join(""));

/**
 * What the player has typed, read as far as it goes: {sides, count, complete, problem}.
 * `sides` are four strings of at most three letters (what to draw so far), `count` the letters
 * typed, `complete` whether it is a whole, right board, and `problem` the message of what is
 * wrong ({code, params} of the catalogue, or null). While the player is still typing
 * (`finished` false) a board that is only unfinished has no problem; a letter twice, a character
 * that is not one of the language's letters, a side already too long or one the player has
 * closed (a separator after it) too short, or a fifth side, are problems at once.
 */
export function readTyped(text, lang, finished = false) {
  const typed = String(text ?? "").normalize("NFC").trim().toLowerCase();
  const alphabet = ALPHABETS[lang] ?? LANGUAGES[0].alphabet;
  const parts = typed.match(/\p{L}+/gu) ?? [];
  const count = [...parts.join("")].length;
  const grouped = parts.length > 1 || (parts.length === 1 && parts[0].length === PER_SIDE);
  const sides = grouped ? Array.from({ length: SIDES }, (_, s) => first(parts[s] ?? "", PER_SIDE))
    : cut(parts[0] ?? "");
  const odd = [...typed].find((c) => /\p{N}/u.test(c));
  if (odd) return problem(sides, count, "board.not_letter", { char: `'${odd}'` });
  const outside = [...typed].find((c) => /\p{L}/u.test(c) && !alphabet.includes(c));
  if (outside) return problem(sides, count, "board.not_in_alphabet", { letter: outside.toUpperCase(), lang });
  if (!parts.length) return finished ? problem(sides, 0, "board.lb_empty") : { sides, count, complete: false, problem: null };
  const letters = parts.join("");
  const repeated = [...new Set(letters)].filter((c) => letters.indexOf(c) !== letters.lastIndexOf(c)).sort();
  // The engine names a side of the wrong length before a repeat; typing, a repeat is the surer news.
  if (repeated.length && !finished) return problem(sides, count, "board.repeats", { letters: repeated.join(", ").toUpperCase() });
  const closed = /[^\p{L}]$/u.test(String(text ?? "").normalize("NFC")); // a separator after the last letters
  if (!grouped) {
    const run = parts[0];
    if (run.length > LETTERS || (finished && run.length !== LETTERS)) {
      return problem(sides, count, "board.letter_count", { count: run.length, letters: LETTERS });
    }
    if (closed && run.length < LETTERS && !finished) return sideLength(sides, count, 1, run);
  } else {
    const last = parts.length - 1;
    const wrong = parts.slice(0, SIDES).findIndex((part, s) => part.length > PER_SIDE ||
      (part.length < PER_SIDE && (s < last || closed || finished)));
    if (wrong >= 0) return sideLength(sides, count, wrong + 1, parts[wrong]);
    if (parts.length > SIDES || (finished && parts.length !== SIDES)) {
      return problem(sides, count, "board.side_count", { count: parts.length, sides: SIDES, per_side: PER_SIDE });
    }
  }
  if (repeated.length) return problem(sides, count, "board.repeats", { letters: repeated.join(", ").toUpperCase() });
  return { sides, count, complete: count === LETTERS, problem: null };
}

function sideLength(sides, count, side, part) {
  return problem(sides, count, "board.side_length", { side, letters: part.toUpperCase(), count: part.length, per_side: PER_SIDE });
}
