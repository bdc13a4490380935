// The games the page offers: one folder each (web/games/README.md), in the order of the
// engine's registry, wordgames.games.GAMES. build.py refuses to build, and the tests fail,
// when this list, the folders and the engine's games differ. Everything else reads the games
// from here: the router, the shell, the statistics, the help and the Lab.

import boggle from "./boggle/game.js";
import letterboxed from "./letterboxed/game.js";
import strands from "./strands/game.js";
import unboggle from "./unboggle/game.js";

/** Each game's declaration (its game.js), by name. */
export const GAMES = { letterboxed, boggle, unboggle, strands };

/** The games with a daily puzzle, in order. */
export const DAILY_GAMES = Object.keys(GAMES).filter((name) => GAMES[name].daily);

/** Every view of every game, by view name: {game, url, help, route}; url is the view module's. */
export const VIEWS = Object.fromEntries(Object.entries(GAMES).flatMap(([game, { views }]) =>
  Object.entries(views).map(([view, { module, help = null, route = null }]) =>
    [view, { game, url: new URL(`./${game}/${module}`, import.meta.url).href, help, route }])));

/** The Lab's examples, in order: [game, file] with the file in web/games/GAME/lab/. */
export const LAB_EXAMPLES = Object.entries(GAMES).flatMap(([game, { lab }]) => lab.map((file) => [game, file]));
