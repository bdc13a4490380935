// Boggle in the page: what the shell, the router, the statistics and the Lab know of it.
// What a game folder provides is written down in web/games/README.md.

import { points } from "./judge.js";

/**
 * The ranks of a round, Spelling Bee style: the least share (in percent) of the board's
 * everyday maximum that reaches each, Beginner to Genius (texts rank.boggle.N).
 */
export const RANKS = [0, 10, 20, 35, 50];
/** The rank a daily must reach to count as solved: Good. */
export const SOLVING_RANK = 1;

/** The rank (index of RANKS) of `score` points against an everyday maximum of `max`. */
export function rankIndex(score, max) {
  return RANKS.findLastIndex((least) => 100 * score >= least * max);
}

const pointsOf = (moves) => moves.reduce((sum, move) => sum + (move.word ? points(move.word) : 0), 0);
const lastMove = (player) => player.moves.at(-1)?.at ?? 0;

export default {
  views: { boggle: { module: "view.js", help: "boggle" } },
  daily: {
    letter: "b",
    /** The bar of a solved daily: its score as a fifth of the board's maximum. */
    bar: (record) => (Number.isInteger(record.score) && record.max
      ? Math.min(4, Math.floor((5 * record.score) / record.max)) : null),
    /** The rank of an ended round's record, {key, params}; null before the end. */
    rank: (record) => (Number.isInteger(record?.score) && Number.isInteger(record?.max) && record.max > 0
      ? { key: `rank.boggle.${rankIndex(record.score, record.max)}`, params: {} } : null),
  },
  challenge: {
    /** The words are compared: found by both, by you only, by them only. */
    sharedWords: true,
    /** A player's round as a challenge shows it: {key, params} (challenge.boggle.END). */
    result: (player) => ({ key: `challenge.boggle.${player.end}`,
      params: { count: pointsOf(player.moves), words: player.moves.length, seconds: lastMove(player) } }),
    /** Where a player stood `moves` into their round: the ghost line's points. */
    standing: (moves) => ({ key: "challenge.boggle.standing", params: { count: pointsOf(moves) } }),
    /** Who won: more points, then less time to the last word (challenge.rule.boggle). */
    order: (a, b) => pointsOf(b.moves) - pointsOf(a.moves) || lastMove(a) - lastMove(b),
  },
  lab: ["boggle.py", "best_board.py", "wordlist.py"],
};
