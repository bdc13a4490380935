// web/js/challenge.js: challenge codes round-trip with 1 to 8 players of every game's shape, and
// any other text (10,000 random and 10,000 mutated payloads, seeded) gives a ChallengeError,
// never another exception. The longest real games stay under 2,000 characters of link.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  ChallengeError, ENDS, MAX_PLAYERS, challengeHash, cleanName, decodePayload, encodePayload, movesBy, readPuzzlePart,
  withPlayer,
} from "../../web/js/challenge.js";

/** A seeded generator (mulberry32), so every run tries the same inputs. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = "abcdefghijklmnopqrstuvwxyzæøå";
function randomGame(random, { moves = 12, hints = false } = {}) {
  let at = 0;
  return {
    name: cleanName(["Ada", "Bjørn", "", "Zoë the great and terrible"][Math.floor(random() * 4)]),
    end: ENDS[Math.floor(random() * ENDS.length)],
    moves: Array.from({ length: moves }, () => {
      at += Math.floor(random() * 20);
      const hint = hints && random() < 0.2;
      const word = Array.from({ length: 3 + Math.floor(random() * 8) },
        () => LETTERS[Math.floor(random() * LETTERS.length)]).join("");
      return { at, word: hint ? null : word };
    }),
  };
}

describe("round trip", () => {
  for (let players = 1; players <= MAX_PLAYERS; players += 1) {
    test(`${players} player(s) of each game's shape`, async () => {
      const random = generator(players);
      for (const shape of [{ moves: 4 }, { moves: 60 }, { moves: 9, hints: true }]) {
        const challenge = { clock: players % 2 ? 180 : 0,
          players: Array.from({ length: players }, () => randomGame(random, shape)) };
        assert.deepEqual(await decodePayload(await encodePayload(challenge)), challenge);
      }
    });
  }

  test("a word as long as a 10×10 Strands board's spangram goes through; a longer one is damaged", async () => {
    const game = (word) => ({ clock: 0, players: [{ name: "", end: "solved", moves: [{ at: 5, word }] }] });
    const longest = game("a".repeat(100));
    assert.deepEqual(await decodePayload(await encodePayload(longest)), longest);
    await assert.rejects(async () => decodePayload(await encodePayload(game("a".repeat(101)))), ChallengeError);
  });

  test("no word of the games can be read in the link", async () => {
    const challenge = { clock: 0, players: [{ name: "Ada", end: "solved",
      moves: [{ at: 10, word: "pumpkin" }, { at: 30, word: "nightfall" }] }] };
    const hash = await challengeHash("letterboxed", { code: "AQEAAwUPAQgDAA0OEwQGEZxu", daily: "2026-11-22", ...challenge });
    assert.match(hash, /^#letterboxed\/c\/2026-11-22~AQEAAwUPAQgDAA0OEwQGEZxu\/[A-Za-z0-9_-]+$/);
    for (const word of ["pumpkin", "nightfall", "PUMPKIN"]) assert.ok(!hash.includes(word), word);
    assert.deepEqual(readPuzzlePart(hash.split("/")[2]), { daily: "2026-11-22", code: "AQEAAwUPAQgDAA0OEwQGEZxu" });
  });

  test("the longest real games stay under 2,000 characters of link", async () => {
    // Boggle: a strong 3-minute round (the best players find about 90 words), Strands with every
    // hint, Letter Boxed's longest sensible chain; each against the longest share code.
    const random = generator(7);
    const code = "A".repeat(200);
    for (const shape of [{ moves: 90 }, { moves: 20, hints: true }, { moves: 12 }]) {
      const hash = await challengeHash("boggle", { code, clock: 180,
        players: [{ ...randomGame(random, shape), name: "W".repeat(20) }] });
      assert.ok(`https://someone.example.io/wordgames/${hash}`.length <= 2000, `${hash.length} characters`);
    }
  });

  test("names are text, cut to 20 characters, without control characters", () => {
    assert.equal(cleanName("  <b>Ada</b>\u0000\u202e  "), "<b>Ada</b>");
    assert.equal([...cleanName("ø".repeat(30))].length, 20);
  });

  test("Answer back adds a player, up to eight", () => {
    let challenge = { clock: 0, players: [] };
    for (let i = 0; i < MAX_PLAYERS; i += 1) challenge = withPlayer(challenge, randomGame(generator(i)));
    assert.equal(challenge.players.length, MAX_PLAYERS);
    assert.equal(withPlayer(challenge, randomGame(generator(99))), null);
  });

  test("the ghost's standing: the moves made by then", () => {
    const player = { name: "", end: "solved", moves: [{ at: 5, word: "one" }, { at: 80, word: "two" }] };
    assert.deepEqual(movesBy(player, 79).map((m) => m.word), ["one"]);
    assert.deepEqual(movesBy(player, 80).map((m) => m.word), ["one", "two"]);
  });
});

describe("fuzzing: any text is a challenge or a ChallengeError", () => {
  const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const outcome = async (text) => {
    try {
      await decodePayload(text);
      return "data";
    } catch (error) {
      if (!(error instanceof ChallengeError)) throw error;
      return error.reason;
    }
  };

  test("10,000 random texts", async () => {
    const random = generator(2026);
    const seen = new Set();
    for (let i = 0; i < 10_000; i += 1) {
      const length = Math.floor(random() * 120);
      const pool = random() < 0.8 ? ALPHABET : `${ALPHABET}~!%/=+ é\u0000`;
      seen.add(await outcome(Array.from({ length }, () => pool[Math.floor(random() * pool.length)]).join("")));
    }
    assert.ok(seen.has("damaged"));
  });

  test("10,000 mutated real payloads", async () => {
    const random = generator(11);
    const payloads = await Promise.all([1, 3, 8].map((players) => encodePayload({ clock: 180,
      players: Array.from({ length: players }, () => randomGame(random, { moves: 20, hints: true })) })));
    const counts = { data: 0, damaged: 0, newer: 0 };
    for (let i = 0; i < 10_000; i += 1) {
      let text = payloads[i % payloads.length];
      const kind = Math.floor(random() * 4);
      const at = Math.floor(random() * text.length);
      if (kind === 0) text = text.slice(0, at); // cut off, as a messenger may
      else if (kind === 1) text = text.slice(0, at) + ALPHABET[Math.floor(random() * 64)] + text.slice(at + 1);
      else if (kind === 2) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 4));
      else text = text.slice(0, at) + ALPHABET[Math.floor(random() * 64)] + text.slice(at);
      counts[await outcome(text)] += 1;
    }
    assert.ok(counts.damaged > 9000, JSON.stringify(counts));
  });

  test("games sealed right but with a field of the wrong type are damaged", async () => {
    const seal = async (data) => {
      const deflated = new Uint8Array(await new Response(new Blob([JSON.stringify(data)]).stream()
        .pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
      const body = new Uint8Array([1, ...deflated]);
      let a = 0;
      let b = 0;
      for (const byte of body) { a = (a + byte) % 255; b = (b + a) % 255; }
      return Buffer.from([...body, b, a]).toString("base64url");
    };
    assert.deepEqual(await decodePayload(await seal([1, 0, [["Ada", 1, [[3, "word"]]]]])),
      { clock: 0, players: [{ name: "Ada", end: "solved", moves: [{ at: 3, word: "word" }] }] });
    for (const data of [[1, 0, [["Ada", "1", []]]], [1, "180", [["Ada", 1, []]]], [1, 0, [["Ada", 1, [[1.5, "word"]]]]],
      [1, 0, [["Ada", 1.5, []]]], [1, 0, [["Ada", 1, [["3", "word"]]]]]]) {
      await assert.rejects(decodePayload(await seal(data)), (error) => error.reason === "damaged", JSON.stringify(data));
    }
  });

  test("a newer version says so, and a payload that inflates past 64 KB is refused", async () => {
    const body = new Uint8Array([2, 1, 2, 3]);
    let a = 0;
    let b = 0;
    for (const byte of body) { a = (a + byte) % 255; b = (b + a) % 255; }
    const newer = Buffer.from([...body, b, a]).toString("base64url");
    await assert.rejects(decodePayload(newer), (error) => error.reason === "newer");
    const bomb = new Uint8Array(await new Response(new Blob([new Uint8Array(200_000)]).stream()
      .pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
    const bombBody = new Uint8Array([1, ...bomb]);
    a = 0; b = 0;
    for (const byte of bombBody) { a = (a + byte) % 255; b = (b + a) % 255; }
    await assert.rejects(decodePayload(Buffer.from([...bombBody, b, a]).toString("base64url")),
      (error) => error.reason === "damaged");
  });
});
