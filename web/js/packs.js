// Day packs (wordgames/daypack.py): each daily game's puzzle for a date and language, made at
// build time with what judging it needs, at daily/LANG/GAME/DATE.json. A pack that is missing
// (a date outside the build's window) or damaged is null: the engine makes that daily instead.
// A pack whose puzzle its game's view could not draw (game.daily.isPuzzle) is damaged too: it is
// neither drawn nor judged from.

import { DAILY_GAMES, GAMES } from "../games/index.js";
import { language, LANGUAGES } from "./i18n.js";
import { packFile } from "./pack-file.js";
import { localDate, store } from "./site.js";

const VERSION = 1;

/** The pack of `game`'s daily of `date` in `lang`, or null; each is fetched once a visit (pack-file.js). */
export async function dayPack(game, lang, date) {
  return packOf(await packFile(lang, game, date), game, lang, date);
}

/**
 * Ask for the pack of `game`'s daily of `date` (today by default) in `lang` (the game's puzzle
 * language, as its view chooses it at first) while the view's modules load, rather than after
 * they have: on a slow link a round trip less before the letters. Nothing for a language not offered.
 */
export function packAhead(game, date = localDate(), lang = store.get(`${game}/lang`, language())) {
  if (DAILY_GAMES.includes(game) && LANGUAGES.includes(lang)) dayPack(game, lang, date);
}

/**
 * The judge (`judgeOf(pack)`) of the daily of `date` shown as `puzzle`; null when it is not a
 * daily, or has no pack, or its pack holds another puzzle (or one judgeOf cannot read): the engine
 * judges it then.
 */
export async function packJudge(game, puzzle, date, judgeOf) {
  if (!date) return null;
  return judgeFor(await dayPack(game, puzzle.lang, date), puzzle, judgeOf);
}

/** The judge `judgeOf` makes of `pack` for `puzzle`; null when the pack is of another puzzle (or none). */
export function judgeFor(pack, puzzle, judgeOf) {
  return pack && pack.puzzle.code === puzzle.code ? judgeOf(pack) : null;
}

/** The pack of `game`'s daily of `date` that holds the puzzle `code`, in the first of `langs` that has it; null when none does. */
export async function packHolding(game, date, code, langs) {
  for (const lang of langs) {
    const pack = await dayPack(game, lang, date);
    if (pack?.puzzle.code === code) return pack;
  }
  return null;
}

/**
 * A fetched pack's JSON, `pack`, if it is the pack of `game`'s daily of `date` in `lang`, with a
 * puzzle of that language its view can draw; else null.
 */
export function packOf(pack, game, lang, date) {
  const fits = pack?.version === VERSION && pack.game === game && pack.lang === lang && pack.date === date &&
    pack.puzzle?.type === "result" && dailyPuzzle(pack, null, lang, GAMES[game].daily.isPuzzle) !== null &&
    pack.judge && typeof pack.judge === "object";
  return fits ? pack : null;
}

/**
 * The puzzle of a daily in `lang` to draw: the pack's (packOf's, or null), else `kept` (the copy
 * this browser kept, or anything found in its place), whichever first is a puzzle of `lang` that
 * `isPuzzle` (the game's daily.isPuzzle) says its view can draw; null when neither is (the engine
 * makes the daily then, or a shared daily's code is decoded).
 */
export function dailyPuzzle(pack, kept, lang, isPuzzle) {
  return [pack?.puzzle, kept].find((puzzle) => isPuzzle(puzzle) && puzzle.lang === lang) ?? null;
}
