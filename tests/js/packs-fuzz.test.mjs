// The page's reader of day packs (web/js/packs.js packOf, then judgeFor: each game's judgeOf,
// which packJudge hands a fitting pack to) against 12,000 seeded random and mutated packs per game (issue
// #41): each gives a judge that answers or null (the engine judges), never an exception. The
// good packs are the kept dailies of the repository (dailies/), with a judge of a few words.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { judgeOf as boggleJudge } from "../../web/games/boggle/judge.js";
import { judgeOf as letterboxedJudge } from "../../web/games/letterboxed/judge.js";
import { judgeOf as strandsJudge } from "../../web/games/strands/judge.js";
import { judgeFor, packOf } from "../../web/js/packs.js";
import { fuzzer } from "./fuzz.mjs";

const DATE = "2026-11-23";
const kept = (game) => JSON.parse(readFileSync(new URL(`../../dailies/2026/11/23/${game}-en.json`, import.meta.url)));
const GAMES = {
  boggle: { judgeOf: boggleJudge, judge: { solve: { type: "result", words: ["the", "tent", "note"], score: 3 } },
    ask: (judge, f) => [judge.check({ word: f.pick(["the", "tent", "zz", ""]), found: f.pick([[], ["the"]]) }),
      judge.check({ path: f.pick([[[0, 0], [0, 1]], [[1, 1], [1, 2], [2, 2]], [[9, 9]]]), found: [] })] },
  letterboxed: { judgeOf: letterboxedJudge, judge: { words: ["quiz", "zone", "earth"] },
    ask: (judge, f) => [judge.check({ played: f.pick([[], ["quiz"]]), word: f.pick(["zone", "ab", "quiz"]) })] },
  strands: { judgeOf: strandsJudge, judge: { words: ["pear", "reap", "tape"] },
    ask: (judge, f) => [judge.check({ path: f.pick([[[0, 0], [0, 1], [1, 1], [1, 0]], [[0, 0]], []]),
      found: f.pick([[], ["x"]]), words: [] }), judge.hint({ found: f.pick([[], ["x"]]) })] },
};
const RUNS = 12_000;

for (const [game, { judgeOf, judge, ask }] of Object.entries(GAMES)) {
  test(`${RUNS.toLocaleString("en")} random and mutated ${game} packs give a judge that answers, or null`, () => {
    const f = fuzzer(game.length * 41);
    const good = { ...kept(game), judge };
    const seen = { judge: 0, none: 0 };
    const thrown = [];
    for (let i = 0; i < RUNS; i += 1) {
      const pack = f.input(i, [good]);
      try {
        const read = packOf(pack, game, "en", DATE);
        assert.ok(read === null || read === pack);
        const judging = judgeFor(read, good.puzzle, judgeOf); // as packJudge does with the fetched pack
        if (judging) { for (const answer of ask(judging, f)) assert.ok(["result", "error"].includes(answer.type)); }
        seen[judging ? "judge" : "none"] += 1;
      } catch (error) {
        thrown.push({ i, pack: JSON.stringify(pack)?.slice(0, 300), error: String(error) });
      }
    }
    assert.deepEqual(thrown.slice(0, 3), [], `${thrown.length} packs threw`);
    assert.ok(seen.judge > 500 && seen.none > 5000, JSON.stringify(seen)); // both outcomes were reached
  });
}
