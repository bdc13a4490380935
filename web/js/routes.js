// Hash routes: the one place that knows how a location names a view and a puzzle.
//
//   #                          home
//   #GAME                      today's daily puzzle of GAME
//   #GAME/daily/YYYY-MM-DD     that day's daily puzzle
//   #GAME/daily/DATE/CODE      a shared daily: the puzzle from its code, labelled as that day's
//   #GAME/p/CODE               a puzzle carried by its share code
//   #GAME/seed/TEXT            a puzzle made from a seed
//   #GAME/c/PUZZLE/GAMES       a challenge: the puzzle (CODE, or DATE~CODE for a daily) and the
//                              games played on it (web/js/challenge.js)
//   #archive, #challenges, #gallery, #lab  views of their own
//   a game's other views       at the route its folder declares (#strands/create:
//                              web/games/GAME/game.js)
//   #stats/CODE                statistics from another device, offered for import (home view)
//
// Anything else is {view: "home", kind: "bad"} so the shell can say so.

import { GAMES as DECLARED, VIEWS } from "../games/index.js";
import { readPuzzlePart } from "./challenge.js";

export const GAMES = Object.keys(DECLARED);
const PAGES = ["archive", "challenges", "gallery", "lab"];
/** The views a game opens at a route of their own: {route: {view, game?, kind}}; the kind is the
 * route's last part, and the game is named when the route is under the game's own. */
const FIXED = Object.fromEntries(Object.entries(VIEWS).filter(([, { route }]) => route).map(([view, { game, route }]) =>
  [route, route.startsWith(`${game}/`) ? { view, game, kind: route.split("/").pop() } : { view, kind: route }]));
const KINDS = { p: "code", seed: "seed", daily: "daily" };

/** Parse a location hash into {view, game, kind, value}. */
export function parseRoute(hash) {
  let text;
  try {
    text = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    // A malformed percent-escape (#letterboxed/p/%%%): still the game it names, if any.
    const game = hash.replace(/^#/, "").split("/")[0];
    return GAMES.includes(game) ? { view: game, game, kind: "bad", text: hash } : { view: "home", kind: "bad", text: hash };
  }
  if (!text) return { view: "home", kind: "home" };
  if (Object.hasOwn(FIXED, text)) return { ...FIXED[text] };
  if (PAGES.includes(text)) return { view: text, kind: text };
  if (text.startsWith("stats/")) return { view: "home", kind: "import", value: text.slice(6) };
  const [game, kind, ...rest] = text.split("/");
  if (!GAMES.includes(game)) return { view: "home", kind: "bad", text };
  if (kind === undefined) return { view: game, game, kind: "today" };
  if (kind === "c") {
    // The games may be damaged or cut off: the view says so and still opens the puzzle.
    const puzzle = readPuzzlePart(rest[0]);
    if (!puzzle) return { view: game, game, kind: "bad", text };
    return { view: game, game, kind: "challenge", code: puzzle.code, daily: puzzle.daily, value: rest.slice(1).join("/") };
  }
  const value = rest.join("/");
  if (!(kind in KINDS) || !value) return { view: game, game, kind: "bad", text };
  if (kind === "daily") {
    const [date, code, extra] = rest;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || extra !== undefined) return { view: game, game, kind: "bad", text };
    return code ? { view: game, game, kind: "daily", value: date, code } : { view: game, game, kind: "daily", value: date };
  }
  return { view: game, game, kind: KINDS[kind], value };
}

/** The hash of a route, the inverse of parseRoute for good routes. */
export function routeHash(game, kind = "today", value = "", code = "") {
  const part = { code: "p", seed: "seed", daily: "daily" }[kind];
  return part ? `#${game}/${part}/${encodeURIComponent(value)}${code ? `/${code}` : ""}` : `#${game}`;
}
