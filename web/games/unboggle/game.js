// Unboggle in the page: one view, no daily (a player brings the words).
// What a game folder provides is written down in web/games/README.md.

export default {
  views: { unboggle: { module: "view.js", help: "unboggle" } },
  daily: null,
  challenge: null,
  lab: [],
};
