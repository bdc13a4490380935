// Boggle in the page: what the shell, the router, the statistics and the Lab know of it.
// What a game folder provides is written down in web/games/README.md.

export default {
  views: { boggle: { module: "view.js", help: "boggle" } },
  daily: {
    letter: "b",
    /** The bar of a solved daily: its score as a fifth of the board's maximum. */
    bar: (record) => (Number.isInteger(record.score) && record.max
      ? Math.min(4, Math.floor((5 * record.score) / record.max)) : null),
  },
  lab: ["boggle.py", "best_board.py", "wordlist.py"],
};
