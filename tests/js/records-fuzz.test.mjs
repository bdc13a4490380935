// The page's readers of records kept in this browser (issue #41), each against 10,000 seeded
// random and mutated records: Boggle's round (roundOf), Letter Boxed's and Strands' progress
// (progressOf), Letter Boxed's last puzzle (lastPuzzle), the kept challenges (challenges.js list)
// and the statistics (stats.js load). store.get already refuses text that is not JSON or a
// record of the wrong kind (storage.js); what is tested here is the code that reads what it
// returns: each record gives the state the page uses, or null (or nothing), never an exception,
// and what it gives is what the page goes on to use without one (its labels, dates, tables).

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { roundOf } from "../../web/games/boggle/view.js";
import { lastPuzzle, LAST, playHash, titledLabel } from "../../web/games/letterboxed/puzzle.js";
import { progressOf as letterboxedProgress } from "../../web/games/letterboxed/view.js";
import { progressOf as strandsProgress } from "../../web/games/strands/view.js";
import { DAILY_GAMES, GAMES } from "../../web/games/index.js";
import { challengeHash } from "../../web/js/challenge.js";
import { clockText, nameOf, ranked, resultText } from "../../web/js/challenge-screens.js";
import { KEY as CHALLENGES, list } from "../../web/js/challenges.js";
import { formatDate } from "../../web/js/i18n.js";
import { dayStreak, KEY as STATS, load, recordOf, summary, VERSION } from "../../web/js/stats.js";
import { store } from "../../web/js/site.js";
import { fuzzer } from "./fuzz.mjs";

const RUNS = 10_000;
const kept = (game) => JSON.parse(readFileSync(new URL(`../../dailies/2026/11/23/${game}-en.json`, import.meta.url))).puzzle;
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const strings = (list) => Array.isArray(list) && list.every((item) => typeof item === "string");
const isInt = Number.isInteger;

/** Put `record` where store.get(key) reads it, as the store keeps it (stats without an envelope). */
function keep(key, record) {
  localStorage.setItem(`wordgames/${key}`, JSON.stringify(key === STATS ? record : { version: 1, value: record }));
}

/**
 * Run `read` on RUNS inputs made from `valid` (those `storable` refuses are drawn again, at last as
 * a mutated good one: the store sets them aside before any reader sees them); `read` gives
 * whether it read data (else null).
 */
async function fuzz(seed, valid, read, storable = () => true) {
  const f = fuzzer(seed);
  const seen = { data: 0, none: 0 };
  const thrown = [];
  for (let i = 0; i < RUNS; i += 1) {
    let record = f.input(i, valid);
    for (let tries = 0; !storable(record); tries += 1) record = tries < 1 ? f.input(i, valid) : f.mutated(f.pick(valid));
    try {
      seen[(await read(record, f)) ? "data" : "none"] += 1;
    } catch (error) {
      thrown.push({ i, record: JSON.stringify(record)?.slice(0, 300), error: String(error) });
    }
  }
  assert.deepEqual(thrown.slice(0, 3), [], `${thrown.length} records threw`);
  assert.ok(seen.data > 100 && seen.none > 100, JSON.stringify(seen)); // both outcomes were reached
}

test("Boggle's round (roundOf) of 10,000 random and mutated progress records: a round or null", async () => {
  const good = [{ found: [{ word: "tent", score: 1 }, { word: "other", score: 2 }], remaining: 95, ended: false,
    started: true, counted: true, clock: 180, elapsed: 85, endedBy: null },
  { found: [], remaining: 0, ended: true, started: true, counted: false, clock: 180, elapsed: 180, endedBy: "time" },
  { found: [{ word: "the", score: 1 }], remaining: null }];
  await fuzz(1, good, (saved) => {
    const round = roundOf(saved);
    if (round === null) return false;
    assert.ok(round.found.every((f) => typeof f.word === "string" && isInt(f.score)));
    assert.ok(round.remaining === null || (isInt(round.remaining) && round.remaining >= 0));
    assert.ok(isInt(round.clock) && isInt(round.elapsed) && [null, "time", "stopped"].includes(round.endedBy));
    assert.ok([round.ended, round.started, round.counted].every((flag) => typeof flag === "boolean"));
    return true;
  });
});

test("Letter Boxed's progress (progressOf) of 10,000 random and mutated records: the state or null", async () => {
  const { sides } = kept("letterboxed");
  const sideOf = Object.fromEntries(sides.flatMap((side, s) => [...side].map((letter) => [letter, s])));
  const good = [{ played: ["directions", "slay"], current: "", solved: true, revealed: false, times: [40, 61], seconds: 61 },
    { played: ["yesterday"], current: "yea", solved: false, times: [12], seconds: 30 }, { played: [], current: "" }];
  await fuzz(2, good, (saved) => {
    const state = letterboxedProgress(saved, sideOf);
    if (state === null) return false;
    assert.ok(strings(state.played) && typeof state.current === "string");
    assert.ok(state.times.length === state.played.length && state.times.every(isInt));
    assert.ok(isInt(state.seconds) && state.seconds >= 0);
    return true;
  });
});

test("Strands' progress (progressOf) of 10,000 random and mutated records: the state or null", async () => {
  const { spangram, words } = kept("strands");
  const all = [spangram, ...words];
  const good = [{ found: all.slice(0, 3), others: ["pear"], log: ["theme", "word"], hintsUsed: 1,
    hint: { cells: [[0, 0], [1, 1]], order: true }, moves: [{ at: 10, word: all[0] }, { at: 30, word: null }], seconds: 42 },
  { found: [], others: [], log: [], hintsUsed: 0, hint: null }];
  await fuzz(3, good, (saved) => {
    const state = strandsProgress(saved, all);
    if (state === null) return false;
    assert.ok(strings(state.found) && strings(state.others) && strings(state.log) && isInt(state.hintsUsed));
    // The view draws a hint's cells and tests found words against them: [row, column] each.
    if (state.hint) state.hint.cells.forEach(([r, c]) => assert.ok(isInt(r) && isInt(c)));
    assert.ok(state.moves.every((move) => isInt(move.at) && (move.word === null || typeof move.word === "string")));
    return true;
  });
});

test("Strands' progress kept before moves were (a daily solved then): its hints and words as moves, so it can be sent", () => {
  const { spangram, words } = kept("strands");
  const all = [spangram, ...words];
  const state = strandsProgress({ found: all.slice(0, 2), others: [], log: [], hintsUsed: 1, hint: null }, all);
  assert.deepEqual(state.moves, [{ at: 0, word: null }, { at: 0, word: all[0] }, { at: 0, word: all[1] }]);
  assert.deepEqual(strandsProgress({ found: [], others: [], log: [], hintsUsed: 0, hint: null, moves: [] }, all).moves, []);
  assert.equal(strandsProgress({ found: all, others: [], log: [], hintsUsed: 1e9, hint: null }, all).moves.length, 2 * all.length);
});

test("Letter Boxed's last puzzle (lastPuzzle) of 10,000 random and mutated records: one Tools can use, or null", async () => {
  const puzzle = kept("letterboxed");
  const good = [{ puzzle, label: "Daily 23", daily: "2026-11-23" },
    { puzzle: { ...puzzle, title: "Map quiz", author: "Ada", lexicon: "custom:abc", lexicon_name: "Mine" }, label: "x",
      daily: null, challenge: "#letterboxed/c/AQ/x" }];
  await fuzz(4, good, (record) => {
    keep(LAST, record);
    const last = lastPuzzle();
    if (last === null) return false;
    assert.ok(typeof last.puzzle.code === "string" && strings(last.puzzle.sides));
    assert.ok(last.puzzle.lexicon === undefined || typeof last.puzzle.lexicon === "string");
    assert.equal(typeof playHash(last), "string");
    assert.ok(titledLabel(last.puzzle, "fallback") !== undefined); // a title or a name, shown as text
    return true;
  }, isObject);
});

test("the kept challenges (challenges.js list) of 10,000 random and mutated records: entries the list can show", async () => {
  const player = (name, end, moves) => ({ name, end, moves });
  const entry = { game: "boggle", code: "AQIAAwQEEQ0ECw4EEwoPBxMEEwQCByS3", daily: "2026-11-23", clock: 180, sent: false,
    on: "2026-11-24", players: [player("Ada", "time", [{ at: 12, word: "tent" }, { at: 40, word: "note" }]),
      player("", "solved", [{ at: 5, word: "the" }])] };
  const strandsEntry = { ...entry, game: "strands", daily: null, clock: 0, on: "2026-11-20",
    players: [player("Bo", "solved", [{ at: 3, word: "pear" }, { at: 9, word: null }])] };
  let encoded = 0;
  await fuzz(5, [{ entries: [entry, strandsEntry] }, { entries: [strandsEntry] }], async (record, f) => {
    keep(CHALLENGES, record);
    const entries = list();
    for (const shown of entries.filter((e) => GAMES[e.game]?.challenge)) { // what the #challenges view does with each
      assert.equal(typeof formatDate(shown.on), "string");
      for (const one of ranked(shown.game, shown.players)) {
        assert.equal(typeof `${nameOf(one)} ${resultText(shown.game, one)}`, "string");
        one.moves.forEach((move) => clockText(move.at));
      }
      if (f.below(40) === 0) { // its link, for one in forty (deflating each would take seconds)
        assert.ok((await challengeHash(shown.game, shown)).startsWith(`#${shown.game}/c/`));
        encoded += 1;
      }
    }
    return entries.length > 0;
  }, (record) => isObject(record) && Array.isArray(record.entries));
  assert.ok(encoded > 100, `${encoded} links made`);
});

test("the statistics (stats.js load) of 10,000 random and mutated records: statistics the dialog can show", async () => {
  const records = { "letterboxed/en/2026-11-23": { on: "2026-11-23", solved: true, revealed: false, words: 2, par: 2 },
    "boggle/nb/2026-11-22": { on: "2026-11-22", solved: true, revealed: false, score: 41, max: 240 },
    "strands/en/2026-11-21": { on: "2026-11-22", solved: true, revealed: false, hints: 1, found: 8 } };
  const good = [{ version: VERSION, records }, { version: 1, records }, { version: VERSION + 1, records }];
  await fuzz(6, good, (record, f) => {
    keep(STATS, record);
    const stats = load();
    const [game, lang] = [f.pick(DAILY_GAMES), f.pick(["en", "nb"])]; // the dialog shows one at a time
    const { played, solved, current, longest, distribution } = summary(stats, game, lang, "2026-11-24");
    assert.ok([played, solved, current, longest].every(isInt) && distribution.length === 5);
    recordOf(stats, game, lang, f.pick(["2026-11-23", "2026-11-22", "2026-11-21"]));
    const streak = dayStreak(stats, "2026-11-24");
    assert.ok(isInt(streak.current) && isInt(streak.longest));
    return Object.keys(stats.records).length > 0;
  }, (record) => isObject(record) && isObject(record.records));
  assert.ok(store.get(STATS) !== null);
});
