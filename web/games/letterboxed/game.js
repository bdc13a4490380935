// Letter Boxed in the page (the daily's view, its Tools and its creator): what the shell, the router, the statistics and the Lab know of it.
// What a game folder provides is written down in web/games/README.md.

import { tally } from "../../js/challenge.js";
import { isSquare } from "./sides.js";

const letters = (moves) => moves.reduce((sum, move) => sum + (move.word?.length ?? 0), 0);
/** A player's game in numbers (a link may carry only these): {seconds, words, score: letters}. */
const tallied = (player) => tally(player, letters);

export default {
  views: {
    letterboxed: { module: "view.js", help: "letterboxed" },
    "letterboxed-tools": { module: "tools.js", help: "letterboxed", route: "letterboxed/tools" },
    "letterboxed-create": { module: "create.js", help: "letterboxed", route: "letterboxed/create" },
  },
  daily: {
    letter: "l",
    /** Whether a daily's puzzle (its pack's, or the copy kept in the browser) is a square the view can draw. */
    isPuzzle: isSquare,
    /** The bar of a solved daily: in par or better, then one bar a word over par. */
    bar: (record) => (Number.isInteger(record.words) && Number.isInteger(record.par)
      ? Math.min(4, Math.max(0, record.words - record.par + 1)) : null),
    /** The rank of a finished record, a catalogue text {key, params}: under par, par, par + N; null before the end. */
    rank(record) {
      if (!record?.solved) return null;
      if (record.revealed) return { key: "rank.letterboxed.revealed", params: {} };
      if (!Number.isInteger(record.words) || !Number.isInteger(record.par)) return null;
      const over = record.words - record.par;
      return over < 0 ? { key: "rank.letterboxed.under", params: {} }
        : over === 0 ? { key: "rank.letterboxed.par", params: {} }
          : { key: "rank.letterboxed.over", params: { count: over } };
    },
  },
  challenge: {
    /** A chain is compared move by move, not as words found by both. */
    sharedWords: false,
    /** A player's game as a challenge shows it: {key, params} (challenge.letterboxed.END). */
    result: (player) => ({ key: `challenge.letterboxed.${player.end}`,
      params: { count: tallied(player).words, seconds: tallied(player).seconds } }),
    /** Where a player stood `moves` into their game: the ghost line's words. */
    standing: (moves) => ({ key: "challenge.letterboxed.standing", params: { count: moves.length } }),
    /** Who won: a solved game first, then fewer words, fewer letters, less time (challenge.rule.letterboxed). */
    order: (a, b) => Number(b.end === "solved") - Number(a.end === "solved") ||
      tallied(a).words - tallied(b).words ||
      tallied(a).score - tallied(b).score ||
      tallied(a).seconds - tallied(b).seconds,
    /** A game's score, carried for a player whose words a link has no room for: its letters. */
    score: letters,
  },
  gallery: {
    /** The view that makes a puzzle for the gallery. */
    create: "letterboxed-create",
    /** A gallery puzzle's state from its progress ({played, current, solved}). */
    state: (progress) => (progress?.solved ? "solved"
      : progress?.played?.length || progress?.current ? "started" : "unplayed"),
  },
  lab: ["letterboxed.py"],
};
