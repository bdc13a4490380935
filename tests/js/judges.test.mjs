// web/js/judges/: each game's judge of a daily from its day pack, on small packs made by hand:
// every verdict a move can get, in the engine's words (its codes and parameters). That they
// equal the engine's verdicts on real packs is tests/pyodide/judge_run.mjs's task (test_daypack.py).

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import * as boggle from "../../web/games/boggle/judge.js";
import * as letterboxed from "../../web/games/letterboxed/judge.js";
import * as strands from "../../web/games/strands/judge.js";
import { normalize } from "../../web/js/words.js";

const refused = (code, params) => ({ ok: false, reason_code: code, reason_params: params });

test("normalize: NFC, trimmed, lower case", () => {
  assert.equal(normalize("  Bla\u0308BÆR\n"), "bläbær");
  assert.equal(normalize(42), "42");
});

describe("Letter Boxed", () => {
  // Sides CAT ORE SIL NMP; COIN NEAR RAP PASTEL LEMON uses every letter.
  const judge = letterboxed.judgeOf({ puzzle: { sides: ["cat", "ore", "sil", "nmp"] },
    judge: { words: ["coin", "near", "rap", "pastel", "lemon"] } });
  const check = (played, word) => judge.check({ played, word });

  test("a word that fits is played; the letters still to use are listed", () => {
    assert.deepEqual(check([], " COIN "), { type: "result", ok: true, word: "coin", played: ["coin"],
      remaining: ["a", "t", "r", "e", "s", "l", "m", "p"], solved: false });
  });

  test("the last letter used solves it", () => {
    const done = check(["coin", "near", "rap", "pastel"], "lemon");
    assert.deepEqual([done.ok, done.remaining, done.solved], [true, [], true]);
  });

  test("each refusal, with what it names", () => {
    const cases = [
      [[], "coxin", refused("move.not_on_board", { word: "X" })],
      [["coin"], "rap", refused("move.must_start", { word: "RAP", letter: "N", previous: "COIN" })],
      [[], "cat", refused("move.same_side", { pair: "CA" })],
      [[], "cool", refused("move.same_letter", { pair: "OO" })],
      [[], "ra", refused("move.too_short", { word: "RA", min: 3 })],
      [[], "tip", refused("word.not_in_list", { word: "TIP" })],
    ];
    for (const [played, word, verdict] of cases) {
      assert.deepEqual(check(played, word), { type: "result", ...verdict, word, played,
        remaining: [..."catoresilnmp"].filter((letter) => !played.join("").includes(letter)), solved: false }, word);
    }
  });

  test("a chain that is not one is an error", () => {
    assert.deepEqual(check(["coin", "rap"], "pastel"), { type: "error", code: "move.bad_chain", params: {} });
  });
});

describe("Boggle", () => {
  //  C A T
  //  S E R
  //  I O N
  const pack = {
    puzzle: { rows: 3, cols: 3, faces: [..."catserion"], min_length: 3 },
    judge: { solve: { words: ["ate", "cat", "eat", "noise", "nose", "rat", "sea", "tea"], count: 8, score: 9 } },
  };
  const judge = boggle.judgeOf(pack);

  test("points by length, Qu counting two letters", () => {
    assert.deepEqual(["cat", "nose", "noise", "senior", "stamina", "surprise", "quit"].map(boggle.points),
      [1, 1, 2, 3, 5, 11, 1]);
  });

  test("a typed word is found on the board, on the engine's first path", () => {
    assert.deepEqual(judge.check({ word: "Cat" }),
      { type: "result", ok: true, word: "cat", path: [[0, 0], [0, 1], [0, 2]], score: 1 });
    assert.deepEqual(judge.check({ word: "noise" }),
      { type: "result", ok: true, word: "noise", path: [[2, 2], [2, 1], [2, 0], [1, 0], [1, 1]], score: 2 });
  });

  test("a traced path spells its word", () => {
    assert.deepEqual(judge.check({ path: [[1, 2], [0, 1], [0, 2]] }),
      { type: "result", ok: true, word: "rat", path: [[1, 2], [0, 1], [0, 2]], score: 1 });
  });

  test("each refusal, with what it names", () => {
    const result = (word, path, verdict) => ({ type: "result", ...verdict, word, path, score: 0 });
    assert.deepEqual(judge.check({ word: "ca" }),
      result("ca", [[0, 0], [0, 1]], refused("move.too_short", { word: "CA", min: 3 })));
    assert.deepEqual(judge.check({ word: "cast" }), result("cast", null, refused("move.not_on_board", { word: "CAST" })));
    assert.deepEqual(judge.check({ word: "dog" }), result("dog", null, refused("move.not_on_board", { word: "DOG" })));
    assert.deepEqual(judge.check({ word: "cat", found: ["CAT"] }),
      result("cat", [[0, 0], [0, 1], [0, 2]], refused("move.already_found", { word: "CAT" })));
    assert.deepEqual(judge.check({ word: "tear" }),
      result("tear", [[0, 2], [1, 1], [0, 1], [1, 2]], refused("word.not_in_list", { word: "TEAR" })));
  });

  test("a trace that is not a path is refused; one not made of cells is an error", () => {
    const notAPath = { type: "result", ...refused("move.not_a_path", {}), word: "" };
    assert.deepEqual(judge.check({ path: [[0, 0], [2, 2], [0, 2]] }), notAPath, "cells that do not touch");
    assert.deepEqual(judge.check({ path: [[0, 0], [0, 1], [0, 0]] }), notAPath, "a cell twice");
    assert.deepEqual(judge.check({ path: [[2, 0], [3, 0]] }), notAPath, "off the board");
    assert.deepEqual(judge.check({ path: [[0, 0], [0]] }), { type: "error", code: "board.path_format", params: {} });
  });

  test("the board's solve is the pack's, as the engine gave it", () => {
    assert.equal(judge.solve, pack.judge.solve);
  });
});

describe("Strands", () => {
  //  S P A N    the spangram SPAN on the first row, the theme word NAPS on the second;
  //  N A P S    each can also be traced on the other's cells
  const row = (r, columns = [0, 1, 2, 3]) => columns.map((c) => [r, c]);
  const judge = strands.judgeOf({
    puzzle: { rows: 2, cols: 4, grid: ["SPAN", "NAPS"], spangram: "span", words: ["naps"],
      placements: { span: row(0), naps: row(1) } },
    judge: { words: ["pans", "snap"] },
  });
  const pans = [[0, 1], [0, 2], [0, 3], [1, 3]];
  const result = (word, cells, verdict, kind = null, elsewhere = false) =>
    ({ type: "result", ...verdict, kind, word, cells, elsewhere });

  test("the spangram, a theme word and a dictionary word", () => {
    assert.deepEqual(judge.check({ path: row(0) }), result("span", row(0), { ok: true }, "spangram"));
    assert.deepEqual(judge.check({ path: row(1) }), result("naps", row(1), { ok: true }, "theme"));
    assert.deepEqual(judge.check({ path: pans }), result("pans", pans, { ok: true }, "word"));
  });

  test("a theme word traced elsewhere is found on its own cells", () => {
    assert.deepEqual(judge.check({ path: row(1, [3, 2, 1, 0]) }), result("span", row(0), { ok: true }, "spangram", true));
    assert.deepEqual(judge.check({ path: row(0, [3, 2, 1, 0]) }), result("naps", row(1), { ok: true }, "theme", true));
  });

  test("each refusal, with what it names", () => {
    const elsewhere = row(1, [3, 2, 1, 0]);
    assert.deepEqual(judge.check({ path: row(0), found: ["span"] }), result("span", row(0), refused("move.taken", {})));
    assert.deepEqual(judge.check({ path: pans, found: [" N-aps "] }), result("pans", pans, refused("move.taken", {})),
      "a found word's cells, however the word was written");
    assert.deepEqual(judge.check({ path: elsewhere, found: ["SPAN"] }),
      result("span", elsewhere, refused("move.already_found", { word: "SPAN" })));
    assert.deepEqual(judge.check({ path: pans, words: ["PANS"] }),
      result("pans", pans, refused("move.already_found", { word: "PANS" })));
    const spa = row(0, [0, 1, 2]);
    assert.deepEqual(judge.check({ path: spa }), result("spa", spa, refused("move.short", { min: 4 })));
    const nasp = [[1, 0], [1, 1], [0, 0], [0, 1]];
    assert.deepEqual(judge.check({ path: nasp }), result("nasp", nasp, refused("word.not_in_list", { word: "NASP" })));
  });

  test("a trace that is not a path is refused; one not made of cells is an error", () => {
    for (const path of [[], null, [[0, 0], [0, 2]], [[0, 0], [0, 0]], [[1, 3], [2, 3]]]) {
      assert.equal(judge.check({ path }).reason_code, "move.not_touching", JSON.stringify(path));
    }
    assert.deepEqual(judge.check({ path: [[0, "a"]] }), { type: "error", code: "board.path_format", params: {} });
  });

  test("hints: the theme words in order, the spangram last", () => {
    assert.deepEqual(judge.hint({ found: [] }), { type: "result", cells: row(1) });
    assert.deepEqual(judge.hint({ found: ["NAPS"] }), { type: "result", cells: row(0) });
    assert.deepEqual(judge.hint({ found: ["naps", "span"] }), { type: "error", code: "strands.all_found", params: {} });
  });
});
