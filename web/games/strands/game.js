// Strands in the page: the game, its tools, its creator and its puzzles in the gallery; what the shell, the
// router, the statistics and the Lab know of it. web/games/README.md has the interface.

import { tally } from "../../js/challenge.js";
import { isGrid } from "./grid.js";

const hints = (moves) => moves.filter((move) => !move.word).length;
/** A player's game in numbers (a link may carry only these): {seconds, words, hints}. */
const noScore = () => 0;
const tallied = (player) => tally(player, noScore);

export default {
  views: {
    strands: { module: "view.js", help: "strands" },
    "strands-tools": { module: "tools.js", help: "strands", route: "strands/tools" },
    "strands-create": { module: "create.js", help: "strands", route: "strands/create" },
  },
  daily: {
    letter: "s",
    /** Whether a daily's puzzle (its pack's, or the copy kept in the browser) is a grid the view can draw. */
    isPuzzle: isGrid,
    /** The bar of a solved daily: the hints it took, four or more in the last. */
    bar: (record) => (Number.isInteger(record.hints) ? Math.min(4, record.hints) : null),
    /** The rank of a solved record, by the hints it took: Perfect, Great, Good, Solved; null before the end. */
    rank(record) {
      if (!record?.solved) return null;
      if (record.revealed) return { key: "rank.strands.revealed", params: {} };
      return Number.isInteger(record.hints) ? { key: `rank.strands.${Math.min(3, record.hints)}`, params: {} } : null;
    },
  },
  challenge: {
    /** The words are compared: found by both, by you only, by them only. */
    sharedWords: true,
    /** A player's game as a challenge shows it: {key, params} (challenge.strands.END). */
    result: (player) => ({ key: `challenge.strands.${player.end}`,
      params: { count: tallied(player).hints, words: tallied(player).words, seconds: tallied(player).seconds } }),
    /** Where a player stood `moves` into their game: the ghost line's words and hints. */
    standing: (moves) => ({ key: "challenge.strands.standing",
      params: { count: moves.length - hints(moves), hints: hints(moves) } }),
    /** Who won: a solved game first, then fewer hints, then less time (challenge.rule.strands). */
    order: (a, b) => Number(b.end === "solved") - Number(a.end === "solved") ||
      tallied(a).hints - tallied(b).hints || tallied(a).seconds - tallied(b).seconds,
    /** A game's score, carried for a player whose words a link has no room for: none (hints and time rank it). */
    score: noScore,
  },
  gallery: {
    /** The view that makes a puzzle for the gallery. */
    create: "strands-create",
    /** A gallery puzzle's state from its progress ({found}): solved once every word is found. */
    state: (progress, entry) => (!Array.isArray(progress?.found) || !progress.found.length ? "unplayed"
      : progress.found.length >= entry.words ? "solved" : "started"),
  },
  lab: ["strands.py"],
};
