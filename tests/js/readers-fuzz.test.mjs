// The readers inside the views of what is kept in the browser or typed (issue #41), each against
// 10,000 seeded random and mutated inputs: Boggle Tools' last board (lastBoard), the Letter
// Boxed and Strands creators' drafts (draftOf; Strands' paths drawn, workOf), Unboggle's kept
// input (inputOf) and the board text it draws (boardOf), Letter Boxed Tools' typed board
// (readTyped) and help's list of helps seen (help-seen.js). Each input gives what the view goes
// on to use, checked to be that, or a refusal (null, nothing seen), never an exception; both
// occur. The kept records are read as store.get could give them: any JSON object (storage.js
// refuses every other kind before a reader sees it), so the fuzz takes them straight.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { diceOf } from "../../web/games/boggle/dice.js";
import { boardText, lastBoard, playHref } from "../../web/games/boggle/tools.js";
import { draftOf as letterboxedDraft, facts } from "../../web/games/letterboxed/create.js";
import { placesOf } from "../../web/games/letterboxed/sides.js";
import { readTyped } from "../../web/games/letterboxed/typed.js";
import { draftOf as strandsDraft, verdict } from "../../web/games/strands/create.js";
import { lettersOf } from "../../web/games/strands/grid.js";
import { workOf } from "../../web/games/strands/manual.js";
import { boardOf, inputOf } from "../../web/games/unboggle/view.js";
import { seenIn, seenWith } from "../../web/js/help-seen.js";
import { engineText, has, t } from "../../web/js/i18n.js";
import { fuzzer } from "./fuzz.mjs";

const RUNS = 10_000;
const kept = (game, lang = "en") => JSON.parse(readFileSync(new URL(`../../dailies/2026/11/23/${game}-${lang}.json`,
  import.meta.url))).puzzle;
const isInt = Number.isInteger;
const text = (value) => typeof value === "string";
/** A string whose every UTF-16 unit stands in a whole character: nothing to draw half of. */
const whole = (value) => text(value) && value.isWellFormed();

/** Run `read` on RUNS inputs, the i-th made by `make(f, i)`; `read` gives whether it read data (else it refused). */
function fuzz(seed, make, read) {
  const f = fuzzer(seed);
  const seen = { data: 0, refused: 0 };
  const thrown = [];
  for (let i = 0; i < RUNS; i += 1) {
    const input = make(f, i);
    try {
      seen[read(input, f) ? "data" : "refused"] += 1;
    } catch (error) {
      thrown.push({ i, input: JSON.stringify(input)?.slice(0, 300), error: String(error) });
    }
  }
  assert.deepEqual(thrown.slice(0, 3), [], `${thrown.length} inputs threw`);
  assert.ok(seen.data > 100 && seen.refused > 100, JSON.stringify(seen)); // both outcomes were reached
}

test("Boggle Tools' last board (lastBoard) of 10,000 random and mutated records: a board to show, or null", () => {
  const good = [{ puzzle: kept("boggle"), label: "Daily #23", daily: "2026-11-23" },
    { puzzle: { ...kept("boggle", "nb"), rows: 5, cols: 5, faces: [...kept("boggle", "nb").faces, ..."abcdefqu".split(""),
      "qu"] }, label: "Shared board", daily: null }];
  good[1].puzzle.faces = good[1].puzzle.faces.slice(0, 25);
  fuzz(11, (f, i) => f.input(i, good), (record) => {
    const last = lastBoard(record);
    if (!last) return false;
    const shown = boardText(last.puzzle).split("\n");
    assert.equal(shown.length, last.puzzle.rows);
    assert.ok(shown.every(whole) && diceOf(last.puzzle).length === last.puzzle.rows * last.puzzle.cols);
    assert.ok(text(last.label) && playHref(last).startsWith("#boggle"));
    return true;
  });
});

test("the Letter Boxed creator's draft (draftOf) of 10,000 random and mutated drafts: the form's fields, its boards or none", () => {
  const board = { sides: ["oni", "upg", "ars", "lch"], code: "AQEAAg4NCBQPBgAREgsCB-KH", par: 2,
    everyday_best: ["orphans", "surgical"], everyday_two_word_count: 1, par_solutions: 1, answer_unique: true, min_words: 2,
    best: ["orphical", "lungs"], two_word_count: 178 };
  const made = { arrangements: [board, { ...board, sides: ["lch", "ars", "upg", "oni"], par_solutions: 2, answer_unique: false }],
    notes: [{ code: "lbcreate.answer_rare", params: { word: "ORPHANS" } }, { code: "lbcreate.unlisted", params: { words: "X", count: 1 } }],
    refused: 3, answer: true, lang: "en" };
  const good = [{ words: "orphans, surgical", lang: "en", answer: true, title: "Hospital", author: "Ada", made, picked: 1 },
    { words: "", lang: "nb", answer: false, title: "", author: "", made: null, picked: null }];
  let boards = 0;
  fuzz(12, (f, i) => f.input(i, good), (saved) => {
    const draft = letterboxedDraft(saved, "en");
    assert.ok([draft.words, draft.title].every(text) && ["en", "nb"].includes(draft.lang) && typeof draft.answer === "boolean");
    assert.ok(draft.author === null || text(draft.author));
    if (!draft.made) return assert.equal(draft.picked, null) ?? false;
    for (const shown of draft.made.arrangements) { // what the list shows of each board
      assert.ok(placesOf(shown.sides).every(({ letter }) => whole(letter) && letter.length === 1));
      assert.ok(facts(shown, draft.made.answer).every(text));
      boards += 1;
    }
    assert.ok(draft.made.notes.every((note) => text(engineText(note))));
    assert.ok(isInt(draft.made.refused) && (draft.picked === null || draft.made.arrangements[draft.picked]));
    return true;
  });
  assert.ok(boards > 1000, `${boards} boards shown`);
});

test("the Strands creator's draft (draftOf, workOf) of 10,000 random and mutated drafts: its fields, board and paths, or none", () => {
  const puzzle = kept("strands");
  const board = { ...puzzle, covers: 1, elsewhere: [], layouts: 0 };
  const manual = { paths: { oven: { cells: [8, 2, 1, 7], pinned: true }, kettle: { cells: [0, 6, 12, 19, 13, 14], pinned: false } },
    chosen: "oven" };
  const good = [{ clue: "Oven ready", spangram: "appliances", words: "kettle, toaster", lang: "en", mode: "auto", board, manual },
    { clue: "", spangram: "", words: "", lang: "nb", mode: "manual", board: null, manual: null },
    { ...board, covers: 2, elsewhere: ["tent"] }].map((draft, i) => (i === 2 ? { clue: "x", board: draft } : draft));
  fuzz(13, (f, i) => f.input(i, good), (saved) => {
    const draft = strandsDraft(saved);
    if (!draft) return false;
    assert.ok(Object.values(draft.fields).every(text) && ["auto", "manual"].includes(draft.mode));
    assert.ok(!("lang" in draft.fields) || ["en", "nb"].includes(draft.fields.lang));
    const work = workOf(draft.manual); // what the editor takes of the paths drawn
    assert.equal(Object.getPrototypeOf(work.paths), null); // a theme word "constructor" is no path drawn
    assert.ok(Object.values(work.paths).every((path) => path.cells.every(isInt) && typeof path.pinned === "boolean"));
    assert.ok(work.chosen === null || text(work.chosen));
    if (!draft.board) return Object.keys(work.paths).length > 0;
    const letters = lettersOf(draft.board); // what drawBoard draws: the letters, each word's line, the verdict
    for (const word of [draft.board.spangram, ...draft.board.words]) {
      assert.equal(draft.board.placements[word].map(([r, c]) => letters[r * draft.board.cols + c].toLowerCase()).join(""), word);
    }
    assert.ok(text(verdict(draft.board)) && text(draft.board.clue));
    return true;
  });
});

test("Unboggle's kept input (inputOf) and board text (boardOf) of 10,000 random and mutated inputs: what the form and grid take, or null", () => {
  const sizes = ["3x3", "4x4", "4x5", "5x5", "5x6", "6x6"];
  const good = [{ words: "cat, dog, quiz, the", size: "4x4" }, { words: "", size: "6x6" }];
  const boards = ["TACG ZHEO IJQD QHFO", ".... .... .... ....", "(TH)AB C.QD EFGH", "ÆØÅ ABC DEF"];
  fuzz(14, (f, i) => (i % 2 ? f.input(i, good) : f.typedText(f.pick(boards)).split(" ")), (input) => {
    if (!Array.isArray(input)) {
      const typed = inputOf(input, sizes);
      if (!typed) return false;
      assert.ok(text(typed.words) && (typed.size === null || sizes.includes(typed.size)));
      return true;
    }
    const board = boardOf(input);
    if (!board) return false;
    assert.ok(board.height > 0 && board.width > 0 && board.faces.length === board.height * board.width);
    assert.ok(board.faces.every(whole));
    return true;
  });
});

test("Letter Boxed Tools' typed board (readTyped) of 10,000 random and mutated texts: the square so far, or a message", () => {
  const boards = ["ABC DEF GHI JKL", "abcdefghijkl", "  gIy / ERO - hnm;tal ", "æøå bcd efg hij", "Abc,\tdef\nghi | jkl"];
  fuzz(15, (f) => ({ typed: f.typedText(f.pick(boards)), lang: f.pick(["en", "nb"]), finished: f.below(2) === 0 }),
    ({ typed, lang, finished }) => {
      const reading = readTyped(typed, lang, finished);
      assert.equal(reading.sides.length, 4);
      assert.ok(reading.sides.every((side) => whole(side) && [...side].length <= 3));
      assert.ok(placesOf(reading.sides).every(({ letter }) => letter === "" || /^\p{L}$/u.test(letter))); // the square drawn
      assert.ok(isInt(reading.count) && typeof reading.complete === "boolean");
      if (!reading.problem) return reading.complete || !finished;
      assert.ok(has(reading.problem.code) && text(t(reading.problem.code, reading.problem.params)), reading.problem.code);
      assert.equal(reading.complete, false);
      return false;
    });
});

test("help's list of helps seen (help-seen.js) of 10,000 random and mutated lists: who has seen what, or nothing", () => {
  const good = [["letterboxed", "boggle"], ["strands"], true, []];
  fuzz(16, (f, i) => f.input(i, good), (kept, f) => {
    const name = f.pick(["letterboxed", "boggle", "strands", "unboggle", "__proto__"]);
    const next = seenWith(kept, name);
    assert.ok(next === true || (Array.isArray(next) && next.every(text) && new Set(next).size === next.length));
    assert.ok(seenIn(next, name)); // once shown, it is seen
    return kept === true || Array.isArray(kept);
  });
});
