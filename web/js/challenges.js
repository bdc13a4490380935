// The challenges a player has sent and received, kept in this browser with their tables
// (localStorage wordgames/challenges). One entry a puzzle of a game: a later link of the same
// puzzle (an answer back with more players) takes its place. Stored through the store, so a
// browser that keeps nothing is told once, and every open tab reads the same list.

import { cleanName, ENDS, isCarried, MAX_PLAYERS, puzzlePart, readPuzzlePart } from "./challenge.js";
import { localDate, store } from "./site.js";

export const KEY = "challenges";

/** The player's name for the challenges they send (Settings), at most 20 characters of text. */
export const myName = () => String(store.get("settings/name", "") ?? "");
const KEPT = 50; // the newest entries; older ones give way

const isPlayer = (player) => player && typeof player.name === "string" && cleanName(player.name) === player.name &&
  ENDS.includes(player.end) && Array.isArray(player.moves) &&
  player.moves.every((move) => move && Number.isInteger(move.at) && (move.word === null || typeof move.word === "string"));

const isEntry = (entry) => entry && typeof entry === "object" && typeof entry.game === "string" &&
  typeof entry.code === "string" && (entry.daily === null || typeof entry.daily === "string") &&
  Number.isInteger(entry.clock) && typeof entry.on === "string" && Array.isArray(entry.players) &&
  entry.players.length >= 1 && entry.players.length <= MAX_PLAYERS && entry.players.every(isPlayer) &&
  // what the list shows and links to: the day it was kept, and a link that opens
  /^\d{4}-\d{2}-\d{2}$/.test(entry.on) && !Number.isNaN(Date.parse(`${entry.on}T12:00:00Z`)) &&
  readPuzzlePart(puzzlePart(entry.code, entry.daily)) !== null && isCarried(entry);

/** The kept challenges, newest first; damaged entries are left out, never thrown. */
export function list() {
  const stored = store.get(KEY, null);
  const entries = Array.isArray(stored?.entries) ? stored.entries.filter(isEntry) : [];
  return entries.sort((a, b) => b.on.localeCompare(a.on));
}

/** Keep a challenge of `game` ({code, daily, clock, players}); `sent`: this player sent it. */
export function keep(game, { code, daily = null, clock = 0, players }, { sent = false } = {}) {
  const entry = { game, code, daily, clock, players, sent, on: localDate() };
  const others = list().filter((kept) => !(kept.game === game && kept.code === code));
  store.set(KEY, { entries: [entry, ...others].slice(0, KEPT) });
  return entry;
}
