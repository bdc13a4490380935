// Letter Boxed in the page (the daily's view and its Tools): what the shell, the router, the statistics and the Lab know of it.
// What a game folder provides is written down in web/games/README.md.

export default {
  views: {
    letterboxed: { module: "view.js", help: "letterboxed" },
    "letterboxed-tools": { module: "tools.js", help: "letterboxed", route: "letterboxed/tools" },
  },
  daily: {
    letter: "l",
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
  lab: ["letterboxed.py"],
};
