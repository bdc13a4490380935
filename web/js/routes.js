// Hash routes: the one place that knows how a location names a view and a puzzle.
//
//   #                          home
//   #GAME                      today's daily puzzle of GAME
//   #GAME/daily/YYYY-MM-DD     that day's daily puzzle
//   #GAME/daily/DATE/CODE      a shared daily: the puzzle from its code, labelled as that day's
//   #GAME/p/CODE               a puzzle carried by its share code
//   #GAME/seed/TEXT            a puzzle made from a seed
//   #strands/create            the Strands creator
//   #archive, #gallery, #lab   views of their own
//   #stats/CODE                statistics from another device, offered for import (home view)
//
// Anything else is {view: "home", kind: "bad"} so the shell can say so.

export const GAMES = ["letterboxed", "boggle", "unboggle", "strands"];
const PAGES = ["archive", "gallery", "lab"];
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
  if (text === "strands/create") return { view: "strands-create", game: "strands", kind: "create" };
  if (PAGES.includes(text)) return { view: text, kind: text };
  if (text.startsWith("stats/")) return { view: "home", kind: "import", value: text.slice(6) };
  const [game, kind, ...rest] = text.split("/");
  if (!GAMES.includes(game)) return { view: "home", kind: "bad", text };
  if (kind === undefined) return { view: game, game, kind: "today" };
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
