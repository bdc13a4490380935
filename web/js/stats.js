// Statistics: one record per daily puzzle played, kept in localStorage; everything a
// player sees (played, solved, streaks, the distribution) is derived from the records.
// Because the records are the whole truth, statistics from two devices merge by taking
// the union, and no record is ever lost.
//
// Stored under "wordgames/stats" as {version: 2, records: {KEY: RECORD}} where KEY is
// "GAME/LANG/DATE" and RECORD is {on, solved, revealed, ...result}: `on` is the local
// date it was last played, so a streak only counts dailies solved on their own day;
// the result fields fit each game (Letter Boxed: words, par; Boggle: score, max, words;
// Strands: hints). Each game with a daily declares its bar of the distribution and its letter
// in the export code (web/games/GAME/game.js: daily).
//
// Version 2 (issue 38): a record's meaning may change with a version, and a game whose records
// meant something else in version 1 says how to read one (daily.fromVersion1: Boggle's `max` was
// the board's all-words maximum and every ended round was "solved"; now `max` is the everyday
// maximum and a round is solved from the rank Good on). The version moves on so that a page of
// version 1, still cached somewhere, leaves the records of version 2 alone (read-only) instead of
// writing records of the old meaning among them.

import { DAILY_GAMES, GAMES } from "../games/index.js";
import { t } from "./i18n.js";
import { keepProgress } from "./persist.js";
import { addDays, localDate, store } from "./site.js";

export const VERSION = 2;
export const KEY = "stats";
export { DAILY_GAMES };

/** The stored statistics, migrated to this version; never throws. */
export function load() {
  return migrate(store.get(KEY, null));
}

/**
 * Statistics of any stored shape, as this version's: missing or damaged data is an empty
 * record set; a newer version than this page knows is left alone (read-only), so an old
 * cached page never overwrites what a newer one wrote, and shows the records it can read.
 */
export function migrate(data) {
  const empty = { version: VERSION, records: {} };
  if (!data || typeof data !== "object" || typeof data.records !== "object" || !data.records) return empty;
  const newer = data.version > VERSION; // shown as far as this page reads its records
  const fromVersion1 = !newer && (data.version ?? VERSION) < 2;
  const records = {};
  for (const [key, record] of Object.entries(data.records)) {
    if (!validKey(key) || !record || typeof record !== "object") continue;
    const clean = cleanRecord(record);
    const reread = fromVersion1 && GAMES[key.split("/")[0]].daily.fromVersion1;
    records[key] = reread ? cleanRecord(reread(clean)) : clean;
  }
  return newer ? { ...data, records, readOnly: true } : { version: VERSION, records };
}

function validKey(key) {
  const [game, lang, date] = key.split("/");
  return DAILY_GAMES.includes(game) && /^[a-z]{2}$/.test(lang) && /^\d{4}-\d{2}-\d{2}$/.test(date ?? "");
}

function cleanRecord(record) {
  const clean = { on: /^\d{4}-\d{2}-\d{2}$/.test(record.on) ? record.on : null,
    solved: record.solved === true, revealed: record.revealed === true };
  for (const field of ["words", "par", "score", "max", "hints", "found"]) {
    if (Number.isInteger(record[field]) && record[field] >= 0) clean[field] = record[field];
  }
  return clean;
}

/** Record a daily's progress or end; a solved record is never turned back into unsolved. */
export function record(game, lang, date, result) {
  const stats = load();
  if (stats.readOnly) return stats;
  const key = `${game}/${lang}/${date}`;
  stats.records[key] = better(game, stats.records[key], cleanRecord({ ...result, on: localDate() }));
  store.set(KEY, stats);
  if (stats.records[key].solved) keepProgress(); // now the player has something to lose
  return stats;
}

/**
 * Of two records of one daily of ``game``, the one to keep: solved (unrevealed) first, then the
 * later play (revealed if either is). Of two plays the same day, one whose game is over (it has a
 * rank, as a Boggle round below Good) beats one under way, and else ``b``, the one written last.
 */
function better(game, a, b) {
  if (!a) return b;
  if (!b) return a;
  const rank = (r) => (r.solved && !r.revealed ? 2 : r.solved ? 1 : 0);
  if (rank(a) !== rank(b)) return rank(a) > rank(b) ? a : b;
  if (a.solved) return (a.on ?? "") <= (b.on ?? "") ? a : b; // the first solve stands
  const over = (r) => (GAMES[game]?.daily?.rank?.(r) ? 1 : 0);
  const later = (a.on ?? "") !== (b.on ?? "") ? ((a.on ?? "") > (b.on ?? "") ? a : b)
    : over(a) > over(b) ? a : b;
  // Answers once shown stay shown (a reveal the same day as a play counts).
  return a.revealed || b.revealed ? { ...later, revealed: true } : later;
}

/** The record of one daily, or null. */
export function recordOf(stats, game, lang, date) {
  return stats.records[`${game}/${lang}/${date}`] ?? null;
}

const dayNumber = (date) => Math.round(Date.parse(`${date}T12:00:00Z`) / 86_400_000);

/** What the statistics dialog shows for one game and language, as of ``today``. */
export function summary(stats, game, lang, today = localDate()) {
  const mine = Object.entries(stats.records)
    .filter(([key]) => key.startsWith(`${game}/${lang}/`))
    .map(([key, r]) => ({ date: key.split("/")[2], ...r }))
    .filter((r) => r.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  const solved = mine.filter((r) => r.solved && !r.revealed);
  // Streaks: dailies solved on their own day, on consecutive days.
  const { current, longest } = streaks(solved.filter((r) => r.on === r.date).map((r) => r.date), today);
  // A game whose every ended round has a rank (daily.barsOfPlayed) shows them all, not only the solved.
  const barred = GAMES[game].daily.barsOfPlayed ? mine.filter((r) => !r.revealed) : solved;
  return { played: mine.length, solved: solved.length, current, longest,
    distribution: distribution(game, barred) };
}

/**
 * The player's streak across the games (home's): the days, up to ``today``, on which they solved
 * any daily of that day, in a row; {current, longest} as in summary.
 */
export function dayStreak(stats, today = localDate()) {
  const days = Object.entries(stats.records)
    .map(([key, r]) => ({ date: key.split("/")[2], ...r }))
    .filter((r) => r.solved && !r.revealed && r.on === r.date && r.date <= today)
    .map((r) => r.date);
  return streaks(days, today);
}

/** The current and longest runs of consecutive days among ``dates``; today's may still be ahead. */
function streaks(dates, today) {
  const onTheDay = new Set(dates.map(dayNumber));
  let longest = 0;
  let run = 0;
  let previous = null;
  for (const day of [...onTheDay].sort((a, b) => a - b)) {
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  let current = 0;
  let day = dayNumber(today);
  if (!onTheDay.has(day)) day -= 1; // today's may still be ahead of the player
  while (onTheDay.has(day)) { current += 1; day -= 1; }
  return { current, longest };
}

/** The bars of a game's distribution: [{label, count}], in order (five; labels stats.bar.GAME.N). */
export function distribution(game, records) {
  const bars = [0, 1, 2, 3, 4].map((n) => ({ label: t(`stats.bar.${game}.${n}`), count: 0 }));
  for (const r of records) {
    const index = GAMES[game].daily.bar(r);
    if (index !== null) bars[index].count += 1;
  }
  return bars;
}

/** Merge another device's statistics into this one's: the union, keeping the better record of a daily. */
export function merge(mine, theirs) {
  const records = { ...mine.records };
  for (const [key, record] of Object.entries(theirs.records)) records[key] = better(key.split("/")[0], records[key], record);
  return { version: VERSION, records };
}

/** Save statistics (after an import); refused when a newer page wrote them. */
export function save(stats) {
  if (load().readOnly) throw new Error(t("stats.newer"));
  store.set(KEY, { version: VERSION, records: stats.records });
}

// -- moving statistics between devices: a compact text code -------------------------------
// One line a record: "g l YYYYMMDD onDelta flags a b" with g/l one letter each, compressed
// with deflate and written as base64url.
const GAME_LETTER = Object.fromEntries(DAILY_GAMES.map((game) => [game, GAMES[game].daily.letter]));
const LETTER_GAME = Object.fromEntries(Object.entries(GAME_LETTER).map(([g, l]) => [l, g]));

export async function exportCode(stats) {
  const lines = Object.entries(stats.records).map(([key, r]) => {
    const [game, lang, date] = key.split("/");
    const flags = (r.solved ? 1 : 0) | (r.revealed ? 2 : 0);
    const delay = r.on ? dayNumber(r.on) - dayNumber(date) : "";
    const values = ["words", "par", "score", "max", "hints", "found"].map((f) => r[f] ?? "").join(",");
    return [GAME_LETTER[game], lang, date.replaceAll("-", ""), delay, flags, values].join(" ");
  });
  const bytes = await pipe(new TextEncoder().encode(`wgstats${VERSION}\n${lines.join("\n")}`),
    new CompressionStream("deflate-raw"));
  let binary = "";
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The statistics in an export code; throws an Error with a message for a person.
 * A code whose header is right but one of whose lines is not a record as exportCode writes
 * it is refused whole (`stats.not_code`), never imported in part: such a code was altered,
 * and merging what can be read of it would add records the player never had.
 */
export async function importCode(code) {
  let text;
  try {
    const binary = atob(String(code).trim().replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    text = new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw")));
  } catch {
    throw new Error(t("stats.not_code_cut"));
  }
  const [header, ...lines] = text.split("\n");
  // A code of version 1 (from a device whose page is older) is read as version 1's records.
  const version = Number(/^wgstats(\d+)$/.exec(header)?.[1]);
  if (!(version >= 1 && version <= VERSION)) throw new Error(t("stats.not_code"));
  const records = {};
  for (const line of lines.filter(Boolean)) {
    const [key, record] = recordOfLine(line) ?? [];
    if (!key) throw new Error(t("stats.not_code"));
    records[key] = record;
  }
  return migrate({ version, records });
}

/** One line of an export code as [key, record], or null when it is not one exportCode writes. */
function recordOfLine(line) {
  const match = /^(\S) ([a-z]{2}) (\d{4})(\d{2})(\d{2}) (-?\d{1,5})? ([0-3]) ((?:\d{0,9},){5}\d{0,9})$/.exec(line);
  const game = match && Object.hasOwn(LETTER_GAME, match[1]) ? LETTER_GAME[match[1]] : null;
  if (!game) return null;
  const [, , lang, year, month, day, delay, flags, values] = match;
  const date = `${year}-${month}-${day}`;
  const noon = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(noon) || new Date(noon).toISOString().slice(0, 10) !== date) return null; // no 2026-02-30
  const record = { solved: (flags & 1) === 1, revealed: (flags & 2) === 2,
    on: delay === undefined ? null : addDays(date, Number(delay)) };
  ["words", "par", "score", "max", "hints", "found"].forEach((field, i) => {
    const value = values.split(",")[i];
    if (value) record[field] = Number(value);
  });
  return [`${game}/${lang}/${date}`, record];
}

async function pipe(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
