// A daily's puzzle as the view draws it (issue #41): the shell draws a day pack's puzzle, or the
// copy kept in the browser (GAME/dailies/LANG), only if its game says the view can draw it
// (game.daily.isPuzzle, through packs.js dailyPuzzle); anything else is passed over, as if
// absent. Each game's check against every kept daily of the repository (all pass), then against
// 10,000 seeded random and mutated packs and as many kept copies: each is refused, or drawn by the
// view's own first step (Boggle's dice, Letter Boxed's places, Strands' letters and words) to
// what a board should be, never an exception.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import { diceOf } from "../../web/games/boggle/dice.js";
import { DAILY_GAMES, GAMES } from "../../web/games/index.js";
import { placesOf } from "../../web/games/letterboxed/sides.js";
import { lettersOf } from "../../web/games/strands/grid.js";
import { dailyPuzzle, packOf } from "../../web/js/packs.js";
import { fuzzer } from "./fuzz.mjs";

const RUNS = 10_000;
const DAILIES = new URL("../../dailies/", import.meta.url);
/**
 * Every kept day pack of the repository (dailies/YYYY/MM/DD/GAME-LANG.json), by game, as the site
 * serves it: the build adds its judge (whose reading packs-fuzz.test.mjs tests).
 */
const PACKS = {};
for (const path of readdirSync(DAILIES, { recursive: true }).filter((name) => name.endsWith(".json"))) {
  const pack = JSON.parse(readFileSync(new URL(path, DAILIES), "utf-8"));
  (PACKS[pack.game] ??= []).push({ ...pack, judge: {} });
}
const isInt = Number.isInteger;
const letter = (text) => typeof text === "string" && /^\p{L}$/u.test(text);

/** What each game's view draws first of a puzzle it accepted, checked to be a board: no exception, no hole. */
const DRAWN = {
  boggle(board) {
    const dice = diceOf(board);
    assert.equal(dice.length, board.rows * board.cols);
    assert.ok(dice.every((die) => typeof die === "string" && (die === "" || /^\p{Lu}\p{Ll}{0,2}$/u.test(die))));
    assert.ok(dice.some(Boolean));
  },
  letterboxed(puzzle) {
    const places = placesOf(puzzle.sides);
    assert.equal(places.length, 12);
    assert.equal(new Set(places.map((place) => place.letter)).size, 12);
    assert.ok(places.every(({ letter: l, p }) => letter(l) && [p.x, p.y, p.lx, p.ly].every(Number.isFinite)));
    assert.ok(puzzle.par === undefined || puzzle.par === null || (isInt(puzzle.par) && puzzle.par > 0)); // the status line
  },
  strands(puzzle) {
    const letters = lettersOf(puzzle);
    assert.equal(letters.length, puzzle.rows * puzzle.cols);
    assert.ok(letters.every(letter));
    assert.equal(typeof puzzle.clue, "string");
    for (const word of [puzzle.spangram, ...puzzle.words]) { // the line of each word found, over its letters
      const cells = puzzle.placements[word].map(([r, c]) => r * puzzle.cols + c);
      assert.equal(cells.map((cell) => letters[cell].toLowerCase()).join(""), word);
    }
  },
};

test("the games with a daily are those whose drawing is checked here", () => {
  assert.deepEqual(Object.keys(DRAWN).sort(), [...DAILY_GAMES].sort());
});

for (const game of DAILY_GAMES) {
  const { isPuzzle } = GAMES[game].daily;
  const packs = PACKS[game] ?? [];

  test(`${game}: every kept daily of the repository is a puzzle its view draws`, () => {
    assert.ok(packs.length >= 10, `${packs.length} kept packs`);
    for (const pack of packs) {
      assert.ok(isPuzzle(pack.puzzle), `${pack.date} ${pack.lang}`);
      DRAWN[game](dailyPuzzle(pack, null, pack.lang, isPuzzle));
    }
  });

  for (const from of ["pack", "kept copy"]) {
    test(`${game}: ${RUNS.toLocaleString("en")} random and mutated ${from === "pack" ? "day packs" : "kept copies"} ` +
      "are refused or drawn", () => {
      const f = fuzzer(game.length * 7 + from.length);
      const seen = { drawn: 0, refused: 0 };
      const thrown = [];
      for (let i = 0; i < RUNS; i += 1) {
        const good = f.pick(packs);
        const input = from === "pack" ? f.input(i, [good]) : f.input(i, [good.puzzle]);
        try {
          const pack = from === "pack" ? packOf(input, game, good.lang, good.date) : null;
          const puzzle = dailyPuzzle(pack, from === "pack" ? null : input, good.lang, isPuzzle);
          if (puzzle) DRAWN[game](puzzle);
          seen[puzzle ? "drawn" : "refused"] += 1;
        } catch (error) {
          thrown.push({ i, input: JSON.stringify(input)?.slice(0, 300), error: String(error) });
        }
      }
      assert.deepEqual(thrown.slice(0, 3), [], `${thrown.length} inputs threw`);
      assert.ok(seen.drawn > 300 && seen.refused > 3000, JSON.stringify(seen)); // both outcomes were reached
    });
  }
}
