// What Letter Boxed's two views share: the puzzle the player last had open (the play view keeps
// it, Tools acts on it), the way back to it, and how a finished puzzle is named (its rank).

import { t } from "../../js/i18n.js";
import { localDate, store } from "../../js/site.js";
import game from "./game.js";

export const GAME = "letterboxed";
/** The store key of the puzzle last open in the play view: {puzzle, label, daily}. */
export const LAST = `${GAME}/last`;

/** The puzzle last open ({puzzle, label, daily}), or null if there is none (or it is damaged). */
export function lastPuzzle() {
  const last = store.get(LAST, null);
  const puzzle = last?.puzzle;
  return puzzle && typeof puzzle.code === "string" && Array.isArray(puzzle.sides) &&
    puzzle.sides.every((side) => typeof side === "string") &&
    (puzzle.lexicon === undefined || typeof puzzle.lexicon === "string") ? last : null;
}

/** The route that plays `last` again: the challenge it came with, today's daily, another day's, or the puzzle by its code. */
export function playHash(last) {
  if (!last) return `#${GAME}`;
  if (typeof last.challenge === "string" && last.challenge.startsWith(`#${GAME}/c/`)) return last.challenge;
  if (last.daily) return last.daily === localDate() ? `#${GAME}` : `#${GAME}/daily/${last.daily}`;
  return `#${GAME}/p/${last.puzzle.code}`;
}

/** The label of a puzzle shared with a title or an author's name (text only), else `fallback`. */
export function titledLabel(puzzle, fallback) {
  if (puzzle.title && puzzle.author) return t("label.gallery", { clue: puzzle.title, author: puzzle.author });
  if (puzzle.title) return puzzle.title;
  return puzzle.author ? t("lb.by", { author: puzzle.author }) : fallback;
}

/** The progress record of a puzzle (its played words, and whether it is solved or its answers shown). */
export const progressKey = (code) => `${GAME}/progress/${code}`;

/** The rank of a finished record ("Par", "Par + 1", "Under par"), or "" for a puzzle without a par. */
export function rankText(record) {
  const rank = game.daily.rank(record);
  return rank ? t(rank.key, rank.params) : "";
}

/** What a screen reader hears at the end: "You used every letter in 4 words; par is 3." */
export function outcomeOf({ words, par }) {
  return t("lb.outcome", { count: words }) +
    t(!par ? "lb.outcome.end" : words < par ? "lb.outcome.under" : words === par ? "lb.outcome.par" : "lb.outcome.over", { par });
}
