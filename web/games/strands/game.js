// Strands in the page: the game, its tools, its creator and the gallery; what the shell, the
// router, the statistics and the Lab know of it. web/games/README.md has the interface.

export default {
  views: {
    strands: { module: "view.js", help: "strands" },
    "strands-tools": { module: "tools.js", help: "strands", route: "strands/tools" },
    "strands-create": { module: "create.js", help: "strands", route: "strands/create" },
    gallery: { module: "gallery.js", route: "gallery" },
  },
  daily: {
    letter: "s",
    /** The bar of a solved daily: the hints it took, four or more in the last. */
    bar: (record) => (Number.isInteger(record.hints) ? Math.min(4, record.hints) : null),
    /** The rank of a solved record, by the hints it took: Perfect, Great, Good, Solved; null before the end. */
    rank(record) {
      if (!record?.solved) return null;
      if (record.revealed) return { key: "rank.strands.revealed", params: {} };
      return Number.isInteger(record.hints) ? { key: `rank.strands.${Math.min(3, record.hints)}`, params: {} } : null;
    },
  },
  lab: ["strands.py"],
};
