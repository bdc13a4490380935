// Boggle in the page: what the shell, the router, the statistics and the Lab know of it.
// What a game folder provides is written down in web/games/README.md.

import { tally } from "../../js/challenge.js";
import { isBoard } from "./dice.js";
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
/** A player's round in numbers (a link may carry only these): {seconds, words, score: points}. */
const tallied = (player) => tally(player, pointsOf);
/** Whether a record holds an ended round's score and the board's maximum. */
const ended = (record) => Number.isInteger(record?.score) && Number.isInteger(record?.max) && record.max > 0;

export default {
  views: {
    boggle: { module: "view.js", help: "boggle" },
    "boggle-tools": { module: "tools.js", help: "boggle", route: "boggle/tools" },
  },
  daily: {
    letter: "b",
    /** Whether a daily's puzzle (its pack's, or the copy kept in the browser) is a board the view can draw. */
    isPuzzle: isBoard,
    /** Every round played to its end has a bar, its rank, not only the solved ones. */
    barsOfPlayed: true,
    /** The bar of an ended daily: its rank, Beginner to Genius. */
    bar: (record) => (ended(record) ? rankIndex(record.score, record.max) : null),
    /** The rank of an ended round's record, {key, params}; null before the end. */
    rank: (record) => (ended(record) ? { key: `rank.boggle.${rankIndex(record.score, record.max)}`, params: {} } : null),
    /**
     * A record of statistics version 1, in version 2's meaning. Version 1 called every round played
     * to its end solved, and its `max` is the board's all-words maximum, never below the everyday
     * one: a share of it is never above the true share. So a round that reached Good against it
     * surely reached Good and stays solved; one below may have reached Good against the everyday
     * maximum, but the record cannot tell, and it counts as played, not solved. `max` is kept: the
     * rank it gives is the least the round earned.
     */
    fromVersion1: (record) => ({ ...record, solved: record.solved && ended(record) && rankIndex(record.score, record.max) >= SOLVING_RANK }),
  },
  challenge: {
    /** The words are compared: found by both, by you only, by them only. */
    sharedWords: true,
    /** A player's round as a challenge shows it: {key, params} (challenge.boggle.END). */
    result: (player) => ({ key: `challenge.boggle.${player.end}`,
      params: { count: tallied(player).score, words: tallied(player).words, seconds: tallied(player).seconds } }),
    /** Where a player stood `moves` into their round: the ghost line's points. */
    standing: (moves) => ({ key: "challenge.boggle.standing", params: { count: pointsOf(moves) } }),
    /** Who won: more points, then less time to the last word (challenge.rule.boggle). */
    order: (a, b) => tallied(b).score - tallied(a).score || tallied(a).seconds - tallied(b).seconds,
    /** A round's score, carried for a player whose words a link has no room for: its points. */
    score: pointsOf,
    /**
     * The board's every word, in the order of the engine's solve (sorted; every tier of the
     * board's list, or the player's own list its code names; its least length): a link numbers
     * each move into them (challenge.js, version 3). From the daily's day pack (`pack`, the pack
     * holding the board `code`: its judge is that very solve, there before Python is up), else
     * from the engine's solve (`run(action, params)`; null: the engine is not asked); null
     * without either.
     */
    boardWords: async (code, { pack = null, run = null } = {}) => {
      if (pack?.puzzle?.code === code && Array.isArray(pack.judge?.solve?.words)) return pack.judge.solve.words;
      return run ? (await run("solve", { code })).words : null;
    },
  },
  lab: ["boggle.py", "best_board.py", "wordlist.py"],
};
