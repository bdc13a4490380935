// Letter Boxed in the page: what the shell, the router, the statistics and the Lab know of it.
// What a game folder provides is written down in web/games/README.md.

export default {
  views: { letterboxed: { module: "view.js", help: "letterboxed" } },
  daily: {
    letter: "l",
    /** The bar of a solved daily: in par or better, then one bar a word over par. */
    bar: (record) => (Number.isInteger(record.words) && Number.isInteger(record.par)
      ? Math.min(4, Math.max(0, record.words - record.par + 1)) : null),
  },
  lab: ["letterboxed.py"],
};
