// web/js/stats.js importCode against 12,000 seeded random and mutated codes (issue #41): each gives
// the statistics or an Error with the page's message, never another exception. Most inputs have
// the right header, so they reach the reading of the lines, where raw RangeErrors and TypeErrors
// came from. The generator is seeded (mulberry32): every run reads the same inputs.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { test } from "node:test";

import { exportCode, importCode, VERSION } from "../../web/js/stats.js";
import { mulberry32 } from "./fuzz.mjs";

const MESSAGES = new Set(["This is not a statistics code from wordgames.",
  "This is not a statistics code from wordgames (it may be cut off)."]);
const GOOD_LINES = ["l en 20261214 0 1 3,4,,,,", "b nb 20261213 2 1 17,,41,240,,17", "s en 20261212 0 3 ,,,,2,",
  "l nb 20261101  0 ,,,,,", "b en 20261231 2 0 ,,0,1045,,"];

const random = mulberry32(41);
const below = (n) => Math.floor(random() * n);
const pick = (items) => items[below(items.length)];
const PIECES = ["", " ", "  ", "-", "-1", "0", "9", "99999", "1e9", "NaN", "x", "é", "\u0000", ",", ",,,,,", "l", "b",
  "s", "q", "en", "nb", "EN", "20261399", "20260230", "99999999", "2026121", "202612144", "constructor",
  "__proto__", "toString", "\n", "\t", "🙂", "3", "-0", "+1", "0x10", "1.5"];

/** A line of a code, mutated: a field changed, dropped, doubled or a piece put in. */
function mutatedLine() {
  const fields = pick(GOOD_LINES).split(" ");
  for (let changes = 1 + below(3); changes > 0; changes -= 1) {
    const at = below(fields.length + 1);
    const how = below(4);
    if (how === 0) fields[at % fields.length] = pick(PIECES);
    else if (how === 1) fields.splice(at, 1);
    else if (how === 2) fields.splice(at, 0, pick(PIECES));
    else fields[at % fields.length] = `${fields[at % fields.length] ?? ""}${pick(PIECES)}`;
  }
  return fields.join(pick([" ", " ", " ", "  ", "\t"]));
}

function randomText(length) {
  return Array.from({ length }, () => String.fromCharCode(below(4) === 0 ? below(0x3000) : 32 + below(95))).join("");
}

async function codeOf(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return Buffer.from(new Uint8Array(await new Response(stream).arrayBuffer())).toString("base64url");
}

/** One input for importCode, of one of five kinds. */
async function input(kind, valid) {
  if (kind === 0) { // the right header and one to four lines, one or more of them mutated
    const lines = Array.from({ length: 1 + below(4) }, () => (below(2) ? mutatedLine() : pick(GOOD_LINES)));
    return codeOf(`wgstats1\n${lines.join("\n")}`);
  }
  if (kind === 1) return codeOf(`wgstats1\n${randomText(below(60))}`); // the right header, then noise
  if (kind === 2) { // a real code with characters changed, put in, taken out or cut
    const chars = [...valid];
    for (let changes = 1 + below(4); changes > 0; changes -= 1) {
      const at = below(chars.length);
      const how = below(3);
      if (how === 0) chars[at] = pick([..."AZaz09-_+/=. "]);
      else if (how === 1) chars.splice(at, 1);
      else chars.splice(at, 0, pick([..."Qw8-_"]));
    }
    return below(5) === 0 ? chars.join("").slice(0, below(chars.length)) : chars.join("");
  }
  if (kind === 3) return randomText(below(80)); // anything pasted
  return pick([undefined, null, 5, {}, [], "", " ", "wgstats1", Buffer.from("wgstats1\n").toString("base64url")]);
}

test("12,000 random and mutated statistics codes give data or the page's message, never another error", async () => {
  const valid = await exportCode({ version: 1, records: {
    "letterboxed/en/2026-12-14": { on: "2026-12-14", solved: true, revealed: false, words: 3, par: 4 },
    "boggle/nb/2026-12-13": { on: "2026-12-15", solved: true, revealed: false, score: 41, max: 240 } } });
  const seen = { data: 0, message: 0 };
  const uncaught = [];
  for (let i = 0; i < 12_000; i += 1) {
    const kind = i % 5;
    const code = await input(kind, valid);
    try {
      const stats = await importCode(code);
      assert.equal(stats.version, VERSION); // a code of any version it reads comes out as this one
      assert.equal(typeof stats.records, "object");
      seen.data += 1;
    } catch (error) {
      if (error instanceof Error && MESSAGES.has(error.message)) seen.message += 1;
      else uncaught.push({ kind, code, error: String(error) });
    }
  }
  assert.deepEqual(uncaught.slice(0, 5), [], `${uncaught.length} inputs raised another error`);
  assert.ok(seen.data > 500 && seen.message > 5000, JSON.stringify(seen)); // both outcomes were reached
});

test("a code whose header is right but one line malformed is refused whole, with the clear message", async () => {
  const good = "l en 20261214 0 1 3,4,,,,";
  for (const bad of ["l en", "l en 2026121", "q en 20261214 0 1 3,4,,,,", "l en 20261399 0 1 3,4,,,,",
    "l en 20261214 0 1 3,4", "l en 20261214 x 1 3,4,,,,", "l en 20261214 0 7 3,4,,,,", "toString en 20261214 0 1 ,,,,,"]) {
    await assert.rejects(importCode(await codeOf(`wgstats1\n${good}\n${bad}`)),
      { message: "This is not a statistics code from wordgames." }, bad);
  }
  const imported = await importCode(await codeOf(`wgstats1\n${good}\nb nb 20261101  0 ,,,,,`));
  assert.deepEqual(Object.keys(imported.records).sort(), ["boggle/nb/2026-11-01", "letterboxed/en/2026-12-14"]);
});
