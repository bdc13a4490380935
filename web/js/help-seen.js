// Which helps a player has seen, as kept in the browser under help/seen: a list of help names
// (web/games/GAME/game.js), or `true`, which counts every help as seen (a kiosk, a test that plays
// at once). Anything else kept there counts as nothing seen.

/** The store key of the helps seen. */
export const SEEN = "help/seen";

/** Whether the help `name` was seen, by what is kept (`kept`). */
export const seenIn = (kept, name) => kept === true || (Array.isArray(kept) && kept.includes(name));

/** What to keep once the help `name` is seen: `kept`'s names (text only, each once) with `name` last; true stays true. */
export function seenWith(kept, name) {
  if (kept === true) return true;
  const names = Array.isArray(kept) ? kept.filter((other) => typeof other === "string" && other !== name) : [];
  return [...new Set(names), name];
}
