// web/js/stats.js: streaks, the distribution, two devices' records merged, stored data of any
// shape migrated, recording a daily, and the export code. Every day is given, or the clock is
// pinned (mock.timers): no test reads the real date.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { afterEach, beforeEach, describe, mock, test } from "node:test";

import {
  dayStreak, distribution, exportCode, importCode, load, merge, migrate, record, save, summary, VERSION,
} from "../../web/js/stats.js";

const stats = (records) => ({ version: 2, records });
const solved = (on, result = {}) => ({ on, solved: true, revealed: false, ...result });
const unsolved = (on, result = {}) => ({ on, solved: false, revealed: false, ...result });

/** Letter Boxed records in English, by date. */
const letterboxed = (byDate) =>
  stats(Object.fromEntries(Object.entries(byDate).map(([date, r]) => [`letterboxed/en/${date}`, r])));

describe("dayStreak: home's streak, the days on which any daily of the day was solved", () => {
  test("a day counts by any game's daily, in any language; a day with two counts once", () => {
    const mine = stats({
      "letterboxed/en/2026-12-14": solved("2026-12-14"),
      "boggle/nb/2026-12-13": solved("2026-12-13"),
      "strands/en/2026-12-12": solved("2026-12-12"),
      "letterboxed/en/2026-12-12": solved("2026-12-12"),
    });
    assert.deepEqual(dayStreak(mine, "2026-12-14"), { current: 3, longest: 3 });
  });

  test("a late solve, an unsolved or a revealed daily keeps no day", () => {
    const mine = stats({
      "letterboxed/en/2026-12-13": solved("2026-12-13"),
      "boggle/en/2026-12-12": solved("2026-12-13"), // a day late
      "strands/en/2026-12-11": unsolved("2026-12-11"),
      "strands/en/2026-12-10": { ...solved("2026-12-10"), revealed: true },
      "letterboxed/en/2026-12-09": solved("2026-12-09"),
    });
    assert.deepEqual(dayStreak(mine, "2026-12-14"), { current: 1, longest: 1 });
  });

  test("no solve yesterday nor today: no current streak", () => {
    const mine = stats({ "boggle/en/2026-12-12": solved("2026-12-12") });
    assert.deepEqual(dayStreak(mine, "2026-12-14"), { current: 0, longest: 1 });
  });
});

describe("summary: streaks of dailies solved on their own day", () => {
  test("the current streak runs to yesterday while today's is still ahead", () => {
    const mine = letterboxed({ "2026-12-11": solved("2026-12-11"), "2026-12-12": solved("2026-12-12"),
      "2026-12-13": solved("2026-12-13") });
    const { played, current, longest } = summary(mine, "letterboxed", "en", "2026-12-14");
    assert.deepEqual({ played, current, longest }, { played: 3, current: 3, longest: 3 });
  });

  test("today's solve carries it on", () => {
    const mine = letterboxed({ "2026-12-13": solved("2026-12-13"), "2026-12-14": solved("2026-12-14") });
    assert.equal(summary(mine, "letterboxed", "en", "2026-12-14").current, 2);
  });

  test("across the end of a month and a year", () => {
    const mine = letterboxed({ "2026-12-30": solved("2026-12-30"), "2026-12-31": solved("2026-12-31"),
      "2027-01-01": solved("2027-01-01") });
    assert.equal(summary(mine, "letterboxed", "en", "2027-01-01").current, 3);
  });

  test("a daily solved a day late counts as solved, not in a streak", () => {
    const mine = letterboxed({ "2026-12-11": solved("2026-12-11"), "2026-12-12": solved("2026-12-13"),
      "2026-12-13": solved("2026-12-13") });
    const { solved: count, current, longest } = summary(mine, "letterboxed", "en", "2026-12-14");
    assert.deepEqual({ count, current, longest }, { count: 3, current: 1, longest: 1 });
  });

  test("a missed day ends the current streak; the longest is kept", () => {
    const days = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-10", "2026-12-11",
      "2026-12-12"];
    const mine = letterboxed(Object.fromEntries(days.map((day) => [day, solved(day)])));
    const { current, longest } = summary(mine, "letterboxed", "en", "2026-12-14");
    assert.deepEqual({ current, longest }, { current: 0, longest: 5 });
  });

  test("revealed answers and unsolved plays are played, not solved", () => {
    const mine = letterboxed({ "2026-12-11": solved("2026-12-11"), "2026-12-12": unsolved("2026-12-12"),
      "2026-12-13": { ...solved("2026-12-13"), revealed: true } });
    const { played, solved: count, current, longest } = summary(mine, "letterboxed", "en", "2026-12-14");
    assert.deepEqual({ played, count, current, longest }, { played: 3, count: 1, current: 0, longest: 1 });
  });

  test("only the game and language asked for, up to today", () => {
    const mine = stats({
      "letterboxed/en/2026-12-13": solved("2026-12-13"),
      "letterboxed/nb/2026-12-12": solved("2026-12-12"),
      "boggle/en/2026-12-12": solved("2026-12-12"),
      "letterboxed/en/2026-12-15": solved("2026-12-15"), // a later day (another time zone's clock)
    });
    const { played, current, longest } = summary(mine, "letterboxed", "en", "2026-12-14");
    assert.deepEqual({ played, current, longest }, { played: 1, current: 1, longest: 1 });
  });
});

describe("distribution", () => {
  const counts = (bars) => bars.map((bar) => bar.count);

  test("Letter Boxed: words against par, from under par to par + 3 or more", () => {
    const results = [[3, 4], [1, 4], [4, 4], [5, 4], [6, 4], [7, 4], [11, 4]].map(([words, par]) => ({ words, par }));
    const bars = distribution("letterboxed", [...results, { words: 4 }]);
    assert.deepEqual(bars.map((bar) => bar.label), ["Under par", "Par", "Par + 1", "Par + 2", "Par + 3 or more"]);
    assert.deepEqual(counts(bars), [2, 1, 1, 1, 2]);
  });

  test("Boggle: the ranks, by share of the board's everyday points", () => {
    const scores = [0, 9, 10, 19, 20, 34, 35, 49, 50, 130];
    const bars = distribution("boggle", [...scores.map((score) => ({ score, max: 100 })), { score: 5, max: 0 }, { score: 5 }]);
    assert.deepEqual(bars.map((bar) => bar.label), ["Beginner (0%)", "Good (10%)", "Great (20%)", "Amazing (35%)", "Genius (50%)"]);
    assert.deepEqual(counts(bars), [2, 2, 2, 2, 2]);
  });

  test("Boggle: every round played to its end has its rank, solved or not; revealed ones none", () => {
    const boggle = stats({ "boggle/en/2026-12-12": solved("2026-12-12", { score: 30, max: 100 }),
      "boggle/en/2026-12-13": unsolved("2026-12-13", { score: 3, max: 100 }),
      "boggle/en/2026-12-14": unsolved("2026-12-14", { score: 3 }) }); // under way: no maximum yet
    assert.deepEqual(counts(summary(boggle, "boggle", "en", "2026-12-14").distribution), [1, 0, 1, 0, 0]);
  });

  test("Strands: hints used, four or more together", () => {
    assert.deepEqual(counts(distribution("strands", [0, 0, 1, 3, 4, 9].map((hints) => ({ hints })))), [2, 1, 0, 1, 2]);
  });

  test("summary counts the solved dailies only", () => {
    const mine = letterboxed({ "2026-12-12": solved("2026-12-12", { words: 4, par: 4 }),
      "2026-12-13": { ...solved("2026-12-13", { words: 4, par: 4 }), revealed: true },
      "2026-12-14": unsolved("2026-12-14", { words: 4, par: 4 }) });
    assert.deepEqual(counts(summary(mine, "letterboxed", "en", "2026-12-14").distribution), [0, 1, 0, 0, 0]);
  });
});

describe("merge: two devices' records as a union", () => {
  test("keeps every daily of both", () => {
    const mine = stats({ "letterboxed/en/2026-12-10": solved("2026-12-10", { words: 3, par: 3 }) });
    const theirs = stats({ "boggle/nb/2026-12-11": unsolved("2026-12-11", { score: 12 }) });
    assert.deepEqual(merge(mine, theirs), stats({ ...mine.records, ...theirs.records }));
  });

  test("of one daily, the better record, whichever device has it", () => {
    const key = "strands/en/2026-12-11";
    const cases = [
      // [one, other, kept]
      [unsolved("2026-12-11"), solved("2026-12-12"), "other"], // a solve beats a play
      [{ ...solved("2026-12-11"), revealed: true }, solved("2026-12-13"), "other"], // a solve of one's own beats a revealed one
      [solved("2026-12-11", { hints: 0 }), solved("2026-12-12", { hints: 3 }), "one"], // the first solve stands
      [unsolved("2026-12-11", { hints: 1 }), unsolved("2026-12-12", { hints: 2 }), "other"], // the later play
      [unsolved("2026-12-12", { words: 1 }), { ...unsolved("2026-12-12", { words: 1 }), revealed: true }, "other"], // answers shown the day of a play
    ];
    for (const [one, other, kept] of cases) {
      const expected = stats({ [key]: kept === "one" ? one : other });
      assert.deepEqual(merge(stats({ [key]: one }), stats({ [key]: other })), expected);
      assert.deepEqual(merge(stats({ [key]: other }), stats({ [key]: one })), expected);
    }
  });

  test("of two plays the same day, a round over (with its rank) beats one under way", () => {
    const key = "boggle/en/2026-12-12";
    const over = unsolved("2026-12-12", { score: 3, max: 90, found: 2 });
    const underWay = unsolved("2026-12-12", { score: 5, found: 3 });
    assert.deepEqual(merge(stats({ [key]: over }), stats({ [key]: underWay })), stats({ [key]: over }));
    assert.deepEqual(merge(stats({ [key]: underWay }), stats({ [key]: over })), stats({ [key]: over }));
  });

  test("changes neither side", () => {
    const mine = stats({ "boggle/en/2026-12-11": unsolved("2026-12-11") });
    const theirs = stats({ "boggle/en/2026-12-11": solved("2026-12-11"), "boggle/en/2026-12-12": solved("2026-12-12") });
    const [mineBefore, theirsBefore] = [structuredClone(mine), structuredClone(theirs)];
    merge(mine, theirs);
    assert.deepEqual([mine, theirs], [mineBefore, theirsBefore]);
  });
});

describe("migrate", () => {
  test("missing or damaged data is no records", () => {
    for (const data of [null, undefined, "stats", 42, [], {}, { version: 1 }, { records: null }, { records: "x" }]) {
      assert.deepEqual(migrate(data), stats({}), JSON.stringify(data));
    }
  });

  test("keeps the records it can read, and of them the fields it knows", () => {
    const data = {
      version: 1,
      records: {
        "letterboxed/en/2026-12-14": { on: "2026-12-14", solved: true, revealed: "yes", words: 3, par: -1, extra: 1 },
        "boggle/nb/2026-12-13": { on: "yesterday", solved: 1, score: 2.5, max: 40, found: 7, hints: "2" },
        "chess/en/2026-12-14": solved("2026-12-14"),
        "letterboxed/english/2026-12-14": solved("2026-12-14"),
        "letterboxed/en/soon": solved("2026-12-14"),
        "letterboxed/en": solved("2026-12-14"),
        "strands/en/2026-12-14": null,
        "strands/nb/2026-12-14": "solved",
      },
    };
    assert.deepEqual(migrate(data), stats({
      "letterboxed/en/2026-12-14": { on: "2026-12-14", solved: true, revealed: false, words: 3 },
      "boggle/nb/2026-12-13": { on: null, solved: false, revealed: false, max: 40, found: 7 },
    }));
  });

  test("version 1's Boggle records: solved only from the rank Good on, against the maximum they kept", () => {
    // In version 1 every Boggle round played to its end was "solved", and `max` was the board's
    // all-words maximum (never below its everyday one): 10% of it is surely 10% of the everyday
    // maximum; below that the record cannot tell, and the round counts as played.
    const old = {
      version: 1,
      records: {
        "boggle/en/2026-12-10": { on: "2026-12-10", solved: true, revealed: false, score: 6, max: 213, found: 4 },
        "boggle/en/2026-12-11": { on: "2026-12-11", solved: true, revealed: false, score: 22, max: 213, found: 9 },
        "boggle/en/2026-12-12": { on: "2026-12-12", solved: true, revealed: false, score: 120, max: 200, found: 40 },
        "boggle/en/2026-12-13": { on: "2026-12-13", solved: false, revealed: false, score: 12, found: 5 }, // under way
        "boggle/nb/2026-12-13": { on: "2026-12-13", solved: true, revealed: false }, // no score: nothing to rank
        "letterboxed/en/2026-12-13": { on: "2026-12-13", solved: true, revealed: false, words: 3, par: 3 },
      },
    };
    assert.deepEqual(migrate(old), stats({
      "boggle/en/2026-12-10": unsolved("2026-12-10", { score: 6, max: 213, found: 4 }),
      "boggle/en/2026-12-11": solved("2026-12-11", { score: 22, max: 213, found: 9 }),
      "boggle/en/2026-12-12": solved("2026-12-12", { score: 120, max: 200, found: 40 }),
      "boggle/en/2026-12-13": unsolved("2026-12-13", { score: 12, found: 5 }),
      "boggle/nb/2026-12-13": unsolved("2026-12-13"),
      "letterboxed/en/2026-12-13": solved("2026-12-13", { words: 3, par: 3 }), // other games' records as they were
    }));
    const { played, solved: count, distribution: bars } = summary(migrate(old), "boggle", "en", "2026-12-14");
    assert.deepEqual({ played, count, bars: bars.map((bar) => bar.count) }, { played: 4, count: 2, bars: [1, 1, 0, 0, 1] });
    assert.deepEqual(migrate(migrate(old)), migrate(old), "version 2's records are read as they are");
  });

  test("version 1's records in localStorage are stored as version 2's once recorded to; a page of version 1 would leave them alone", () => {
    localStorage.clear();
    localStorage.setItem("wordgames/stats", JSON.stringify({ version: 1, records: {
      "boggle/en/2026-12-10": { on: "2026-12-10", solved: true, revealed: false, score: 6, max: 213 } } }));
    mock.timers.enable({ apis: ["Date"], now: new Date(2026, 11, 14, 10) });
    try {
      record("strands", "en", "2026-12-14", { solved: true, hints: 0 });
    } finally {
      mock.timers.reset();
    }
    const stored = JSON.parse(localStorage.getItem("wordgames/stats"));
    assert.equal(stored.version, 2);
    assert.equal(stored.records["boggle/en/2026-12-10"].solved, false);
    // A page of version 1 refuses to write over data of a higher version (its migrate's rule,
    // which this one keeps): as this page does with version 3's.
    assert.equal(migrate({ ...stored, version: VERSION + 1 }).readOnly, true);
    localStorage.clear();
  });

  test("data without a version is read as this version's", () => {
    assert.deepEqual(migrate({ records: { "boggle/en/2026-12-14": solved("2026-12-14") } }),
      stats({ "boggle/en/2026-12-14": solved("2026-12-14") }));
  });

  test("a newer version's data is read-only, its records read as far as this page can (never thrown on)", () => {
    const newer = { version: VERSION + 1, records: { "boggle/en/2026-12-14": { shape: "unknown" },
      "strands/en/2026-12-13": { on: "2026-12-13", solved: true, hints: -1 }, "not/a/key": {} }, more: [1] };
    assert.deepEqual(migrate(newer), { ...newer, readOnly: true, records: {
      "boggle/en/2026-12-14": { on: null, solved: false, revealed: false },
      "strands/en/2026-12-13": { on: "2026-12-13", solved: true, revealed: false } } });
    assert.equal(summary(migrate(newer), "strands", "en", "2026-12-14").solved, 1); // a hint count of -1 threw here
  });
});

describe("recording a daily (localStorage, the clock pinned)", () => {
  const STORED = "wordgames/stats";
  /** The local clock at 10:00 on `date`. */
  const at = (date) => {
    mock.timers.reset();
    const [year, month, day] = date.split("-").map(Number);
    mock.timers.enable({ apis: ["Date"], now: new Date(year, month - 1, day, 10) });
  };

  beforeEach(() => localStorage.clear());
  afterEach(() => mock.timers.reset());

  test("a record says the day it was played on, and is stored", () => {
    at("2026-12-14");
    record("letterboxed", "en", "2026-12-13", { solved: true, words: 3, par: 4, typed: "ignored" });
    const expected = stats({ "letterboxed/en/2026-12-13": solved("2026-12-14", { words: 3, par: 4 }) });
    assert.deepEqual(load(), expected);
    assert.deepEqual(JSON.parse(localStorage.getItem(STORED)), expected);
  });

  test("a solved daily is never turned back into unsolved", () => {
    at("2026-12-14");
    record("strands", "en", "2026-12-14", { solved: false, hints: 1 });
    record("strands", "en", "2026-12-14", { solved: true, hints: 1 });
    at("2026-12-15");
    record("strands", "en", "2026-12-14", { solved: false, hints: 0 });
    assert.deepEqual(load().records["strands/en/2026-12-14"], solved("2026-12-14", { hints: 1 }));
  });

  test("a round played on the same day: its last progress, then its end with the rank, are what is kept", () => {
    at("2026-12-14");
    record("boggle", "en", "2026-12-14", { solved: false, score: 1, found: 1 }); // under way
    record("boggle", "en", "2026-12-14", { solved: false, score: 3, found: 2 });
    assert.deepEqual(load().records["boggle/en/2026-12-14"], unsolved("2026-12-14", { score: 3, found: 2 }));
    record("boggle", "en", "2026-12-14", { solved: false, score: 3, max: 90, found: 2 }); // over, below Good
    assert.deepEqual(load().records["boggle/en/2026-12-14"], unsolved("2026-12-14", { score: 3, max: 90, found: 2 }));
    record("boggle", "en", "2026-12-14", { solved: false, score: 1, found: 1 }); // another tab's older progress
    assert.deepEqual(load().records["boggle/en/2026-12-14"], unsolved("2026-12-14", { score: 3, max: 90, found: 2 }));
  });

  test("statistics a newer page wrote are neither recorded over nor replaced", () => {
    at("2026-12-14");
    const newer = JSON.stringify({ version: VERSION + 1, records: {} });
    localStorage.setItem(STORED, newer);
    assert.equal(record("boggle", "en", "2026-12-14", { solved: true }).readOnly, true);
    assert.throws(() => save(stats({})), { message: /saved by a newer version of wordgames/ });
    assert.equal(localStorage.getItem(STORED), newer);
  });

  test("save keeps the records given", () => {
    const merged = stats({ "boggle/en/2026-12-14": solved("2026-12-14", { score: 30, max: 90 }) });
    save({ ...merged, readOnly: false });
    assert.deepEqual(load(), merged);
  });
});

describe("the export code", () => {
  /** `text` compressed and written as an export code is: a code of something else. */
  async function codeOf(text) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    return Buffer.from(bytes).toString("base64url");
  }

  test("gives back the records it was made from", async () => {
    const mine = stats({
      "letterboxed/en/2026-12-14": solved("2026-12-14", { words: 3, par: 4 }),
      "boggle/nb/2026-12-13": solved("2026-12-15", { score: 41, max: 240, words: 17, found: 17 }),
      "strands/en/2026-12-12": { ...solved("2026-12-12", { hints: 2 }), revealed: true },
      "letterboxed/nb/2026-11-01": { on: null, solved: false, revealed: false },
      "boggle/en/2026-12-31": unsolved("2027-01-02", { score: 0, max: 1045 }),
    });
    const code = await exportCode(mine);
    assert.match(code, /^[A-Za-z0-9_-]+$/, "a code fits in a link as it is");
    assert.deepEqual(await importCode(code), mine);
    assert.deepEqual(await importCode(`  ${code}\n`), mine, "pasted with blanks around it");
  });

  test("of no records", async () => {
    assert.deepEqual(await importCode(await exportCode(stats({}))), stats({}));
  });

  test("a code of version 1, from a device with an older page, is read as version 1's records", async () => {
    const old = await codeOf("wgstats1\nb en 20261210 0 1 ,,6,213,,4\nb en 20261211 0 1 ,,22,213,,9");
    assert.deepEqual(await importCode(old), stats({
      "boggle/en/2026-12-10": unsolved("2026-12-10", { score: 6, max: 213, found: 4 }),
      "boggle/en/2026-12-11": solved("2026-12-11", { score: 22, max: 213, found: 9 }),
    }));
  });

  test("a damaged code is refused with a reason", async () => {
    const code = await exportCode(stats({ "boggle/en/2026-12-14": solved("2026-12-14", { score: 3, max: 9 }) }));
    const cut = { message: "This is not a statistics code from wordgames (it may be cut off)." };
    await assert.rejects(importCode("not a code!"), cut);
    await assert.rejects(importCode(code.slice(0, 8)), cut);
    await assert.rejects(importCode(await codeOf("wgstats9\nl en 20261214 0 1 3,4,,,,")),
      { message: "This is not a statistics code from wordgames." });
  });
});
