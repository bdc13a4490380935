// web/js/challenge.js: challenge codes round-trip with 1 to 8 players of every game's shape (and
// links of versions 1 and 2 still read; version 3 numbers Boggle's moves into the board's word
// list), and any other text (10,000 random and 10,000 mutated payloads, seeded) gives a
// ChallengeError, never another exception. No link passes 2,000 characters: the earliest players
// go by their result alone when every word does not fit, and 8 strong Boggle rounds all fit.

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  ChallengeError, ENDS, MAX_LINK, MAX_PLAYERS, challengeHash, cleanName, decodePayload, encodePayload, fittedHash, isBoardWords,
  isCarried, movesBy, readPuzzlePart, tally, withPlayer, withoutMe, withoutWords,
} from "../../web/js/challenge.js";
import { GAMES } from "../../web/games/index.js";

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

/** `count` distinct words, sorted: a board's word list as the engine's solve gives it (version 3). */
function boardList(random, count) {
  const words = new Set();
  while (words.size < count) {
    words.add(Array.from({ length: 3 + Math.floor(random() * 6) }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join(""));
  }
  return [...words].sort();
}

/**
 * A Boggle round of `count` of the board's `words` in an order of its own, at uneven times (a
 * word every 0 to 4 seconds, as a strong player's come) within the 3 minutes.
 */
function round(random, words, count, name = "Kristoffer Ødegården") {
  const found = [...words].sort(() => random() - 0.5).slice(0, count);
  let at = 0;
  return { name, end: "time", moves: found.map((word) => ({ at: (at = Math.min(180, at + Math.floor(random() * 5))), word })) };
}

/** The version byte of a payload. */
const versionOf = (payload) => Buffer.from(payload, "base64url")[0];

/** A payload sealed by hand: the version byte, the bytes deflated, and the Fletcher-16 checksum. */
async function seal(version, bytes) {
  const deflated = new Uint8Array(await new Response(new Blob([bytes]).stream()
    .pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer());
  const body = new Uint8Array([version, ...deflated]);
  let a = 0;
  let b = 0;
  for (const byte of body) { a = (a + byte) % 255; b = (b + a) % 255; }
  return Buffer.from([...body, b, a]).toString("base64url");
}

/** A link's payload as version 2 writes it: the words in the link's own table (no board's list given). */
const version2 = (challenge) => encodePayload(challenge);

/** A link's payload as version 1 wrote it: compact JSON. */
const version1 = ({ clock, players }) => seal(1, JSON.stringify([1, clock, players.map(({ name, end, moves }) =>
  [name, ENDS.indexOf(end), moves.map(({ at, word }) => [at, word ?? ""])])]));

const SCORE = Object.fromEntries(["boggle", "letterboxed", "strands"].map((game) => [game, GAMES[game].challenge.score]));

describe("round trip", () => {
  for (let players = 1; players <= MAX_PLAYERS; players += 1) {
    test(`${players} player(s) of each game's shape`, async () => {
      const random = generator(players);
      for (const shape of [{ moves: 4 }, { moves: 60 }, { moves: 9, hints: true }]) {
        const challenge = { clock: players % 2 ? 180 : 0,
          players: Array.from({ length: players }, () => randomGame(random, shape)) };
        assert.deepEqual(await decodePayload(await encodePayload(challenge)), challenge);
        assert.deepEqual(await decodePayload(await version1(challenge)), challenge, "a link of version 1 still reads");
        const earliestByResult = { ...challenge, players: challenge.players.map((player, i) =>
          (i < players / 2 ? withoutWords(player, SCORE.boggle) : player)) };
        assert.deepEqual(await decodePayload(await encodePayload(earliestByResult)), earliestByResult);
      }
      // version 3: a Boggle board's every word known at both ends, each move a number into them
      const words = boardList(random, 300);
      const boggle = { clock: 180, players: Array.from({ length: players }, () => round(random, words, 60)) };
      const payload = await encodePayload(boggle, { words });
      assert.equal(versionOf(payload), 3);
      assert.deepEqual(await decodePayload(payload, { words }), boggle);
      assert.deepEqual(await decodePayload(payload, { words: async () => words }), boggle, "the list asked for when needed");
      const byResult = { ...boggle, players: boggle.players.map((player, i) => (i % 2 ? withoutWords(player, SCORE.boggle) : player)) };
      assert.deepEqual(await decodePayload(await encodePayload(byResult, { words }), { words }), byResult);
      assert.deepEqual(await decodePayload(await version2(boggle)), boggle, "a link of version 2 still reads");
    });
  }

  test("version 3 needs the board's very word list; a word off it goes in version 2", async () => {
    const random = generator(30);
    const words = boardList(random, 200);
    const challenge = { clock: 180, players: [round(random, words, 40), round(random, words, 40)] };
    const payload = await encodePayload(challenge, { words });
    for (const [what, given] of [["a list that fails", async () => { throw new Error("offline"); }],
      ["a list with a word twice", [...words, words[0]]], ["a list of numbers", words.map((_, i) => i)]]) {
      await assert.rejects(decodePayload(payload, { words: given }), (error) => error.reason === "list", what);
    }
    for (const [what, given] of [["no list (a game without one)", null], ["no list from the source", async () => null]]) {
      await assert.rejects(decodePayload(payload, { words: given }), (error) => error.reason === "damaged", what);
    }
    for (const [what, other] of [["one word more", [...words, "zzzz"]], ["one word less", words.slice(1)],
      ["one word changed", [...words.slice(0, -1), `${words.at(-1)}s`]], ["another order", [...words].reverse()]]) {
      await assert.rejects(decodePayload(payload, { words: other }), (error) => error.reason === "changed", what);
    }
    const offBoard = { clock: 180, players: [{ ...challenge.players[0], moves: [...challenge.players[0].moves, { at: 180, word: "notonit" }] }] };
    const written = await encodePayload(offBoard, { words });
    assert.equal(versionOf(written), 2);
    assert.deepEqual(await decodePayload(written), offBoard);
    assert.equal(isBoardWords(words), true);
    assert.equal(isBoardWords(["ab", "Ab"]), false);
  });

  test("players who find the same words: each word is written once", async () => {
    const random = generator(3);
    const one = randomGame(random, { moves: 60 });
    const eight = { clock: 180, players: Array.from({ length: 8 }, (_, i) => ({ ...one, name: `P${i}` })) };
    const alone = (await encodePayload({ clock: 180, players: [one] })).length;
    assert.ok((await encodePayload(eight)).length < 2 * alone, "seven more players of the same words cost less than one");
  });

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

  test("no link passes 2,000 characters: 8 players of every word of a board, in each game", async () => {
    // 500 words (more than the richest daily's 428, and of random letters, which pack worse than
    // a board's), each player all of them in an order of their own, against a long share code.
    const random = generator(7);
    const base = "https://wordgames-fan.github.io/wordgames/";
    const pool = randomGame(random, { moves: 500 }).moves.map((move) => move.word);
    const everyWord = (i) => ({ name: "W".repeat(20), end: "time", moves: [...new Set(pool)].map((word, j) => ({ at: j, word }))
      .sort(() => random() - 0.5).map((move, j) => ({ ...move, at: Math.floor(j / 3) + i })) });
    const boardWords = [...new Set(pool)].sort(); // Boggle's version 3: each move a number into them
    for (const [game, words] of [["boggle", null], ["boggle", boardWords], ["letterboxed", null], ["strands", null]]) {
      const players = Array.from({ length: MAX_PLAYERS }, (_, i) => everyWord(i));
      for (let count = 1; count <= MAX_PLAYERS; count += 1) {
        const challenge = { code: "A".repeat(200), daily: "2026-11-22", clock: 180, players: players.slice(0, count) };
        const { hash, leftOut } = await fittedHash(game, challenge, { room: MAX_LINK - base.length, score: SCORE[game], words });
        assert.ok(`${base}${hash}`.length <= MAX_LINK, `${game}, ${count}: ${base.length + hash.length} characters`);
        const read = await decodePayload(hash.split("/").at(-1), { words });
        assert.equal(read.players.filter((player) => player.tally).length, leftOut);
        // the earliest go by their result alone, and every result (so the winner) stays as it was
        read.players.forEach((player, i) => {
          assert.equal(Boolean(player.tally), i < leftOut, `${game}: player ${i}`);
          assert.deepEqual(GAMES[game].challenge.result(player), GAMES[game].challenge.result(challenge.players[i]));
          assert.deepEqual(tally(player, SCORE[game]), tally(challenge.players[i], SCORE[game]));
        });
      }
    }
  });

  test("Boggle's board words: its daily's pack, else the engine's solve, else none", async () => {
    const { boardWords } = GAMES.boggle.challenge;
    const pack = { puzzle: { code: "BOARD" }, judge: { solve: { words: ["ab", "cd"] } } };
    const asked = [];
    const run = async (action, params) => { asked.push([action, params]); return { words: ["ef"] }; };
    assert.deepEqual(await boardWords("BOARD", { pack, run }), ["ab", "cd"]);
    assert.deepEqual(asked, [], "a daily's pack: no engine");
    assert.deepEqual(await boardWords("OTHER", { pack, run }), ["ef"], "a pack of another board is not its list");
    assert.deepEqual(asked, [["solve", { code: "OTHER" }]]);
    assert.equal(await boardWords("OTHER", { pack }), null);
    for (const game of ["letterboxed", "strands"]) assert.equal(GAMES[game].challenge.boardWords, undefined, game);
  });

  test("8 strong Boggle rounds (90 words each) keep every player's words within 2,000 characters", async () => {
    // The richest English 4x4 daily of a year holds 428 words (benchmarks/README); its real code's length.
    const random = generator(90);
    const base = "https://wordgames-fan.github.io/wordgames/";
    const words = boardList(random, 428);
    const names = ["Kristoffer Ødegården", "Marie-Louise Hansen", "Bjørn-Åge Solbakken", "Alexandria Kowalski",
      "Guðrún Sigurðardótt", "Jean-Baptiste Moreau", "Siobhán Ní Dhuibhir", "Maximilian Schröder"];
    const challenge = { code: "AQIAAwQEAw4SDBEIBwQTAAsRABIOBLi0", daily: "2027-01-26", clock: 180,
      players: names.map((name) => round(random, words, 90, name)) };
    const { hash, leftOut } = await fittedHash("boggle", challenge, { room: MAX_LINK - base.length, score: SCORE.boggle, words });
    assert.equal(leftOut, 0, "no player goes by their result alone");
    assert.ok(base.length + hash.length <= MAX_LINK, `${base.length + hash.length} characters`);
    assert.deepEqual((await decodePayload(hash.split("/").at(-1), { words })).players, challenge.players);
    for (const word of words.filter((word) => word.length >= 5)) assert.ok(!hash.includes(word), word);
  });

  test("a link with room for every word carries every word; a tight one, the earliest players' results", async () => {
    const random = generator(8);
    const challenge = { code: "AQIAAwQEEQ0ECw4EEwoPBxMEEwQCByS3", clock: 180,
      players: Array.from({ length: 4 }, () => randomGame(random, { moves: 40 })) };
    const whole = await fittedHash("boggle", challenge, { room: Infinity, score: SCORE.boggle });
    assert.equal(whole.leftOut, 0);
    const tight = await fittedHash("boggle", challenge, { room: whole.hash.length - 1, score: SCORE.boggle });
    assert.ok(tight.leftOut >= 1 && tight.hash.length < whole.hash.length);
    const read = await decodePayload(tight.hash.split("/").at(-1));
    assert.deepEqual(read.players.at(-1), challenge.players.at(-1), "the last player keeps their words");
    await assert.rejects(fittedHash("boggle", challenge, { room: 40, score: SCORE.boggle }), (error) => error.reason === "long");
  });

  test("what cannot be carried is refused when written, never written wrong", () => {
    const player = (moves) => ({ clock: 0, players: [{ name: "Ada", end: "solved", moves }] });
    assert.ok(isCarried(player([{ at: 3, word: "word" }, { at: 3, word: null }])));
    for (const moves of [[{ at: 5, word: "word" }, { at: 4, word: "more" }], [{ at: 1.5, word: "word" }],
      [{ at: 3, word: "Word" }], [{ at: 3, word: "two words" }], [{ at: Infinity, word: "word" }],
      Array.from({ length: 501 }, (_, at) => ({ at, word: null }))]) {
      assert.equal(isCarried(player(moves)), false, JSON.stringify(moves.slice(0, 2)));
    }
    assert.equal(isCarried({ clock: 0, players: [{ name: "Ada", end: "won", moves: [] }] }), false);
    assert.equal(isCarried({ clock: 0, players: [{ name: "Ada", end: "solved", moves: [],
      tally: { seconds: 5, words: 400, hints: 200, score: 3 } }] }), false);
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

  test("a player who reopens a link holding their own game is not added twice", async () => {
    const random = generator(12);
    const [ada, me] = [randomGame(random), { ...randomGame(random), name: "Bo" }];
    const answered = withPlayer({ clock: 180, players: [ada] }, me); // the link the player sent back
    const reopened = await decodePayload(await encodePayload(answered));
    assert.deepEqual(withoutMe(reopened, me, SCORE.boggle).players, [ada]);
    assert.deepEqual(withPlayer(withoutMe(reopened, me, SCORE.boggle), me).players, [ada, me], "once, last");
    const byResult = { ...answered, players: [ada, withoutWords(me, SCORE.boggle)] }; // carried by result alone
    assert.deepEqual(withoutMe(byResult, me, SCORE.boggle).players, [ada]);
    const again = { ...me, moves: me.moves.slice(0, -1) }; // another game under the same name stays
    assert.deepEqual(withoutMe(reopened, again, SCORE.boggle).players, [ada, me]);
  });

  test("the ghost's standing: the moves made by then", () => {
    const player = { name: "", end: "solved", moves: [{ at: 5, word: "one" }, { at: 80, word: "two" }] };
    assert.deepEqual(movesBy(player, 79).map((m) => m.word), ["one"]);
    assert.deepEqual(movesBy(player, 80).map((m) => m.word), ["one", "two"]);
  });
});

describe("fuzzing: any text is a challenge or a ChallengeError", () => {
  const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const WORDS = boardList(generator(5), 300); // the board's words a version 3 payload is read against
  const outcome = async (text) => {
    try {
      await decodePayload(text, { words: async () => WORDS });
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
    payloads.push(...await Promise.all([1, 8].map((players) => encodePayload({ clock: 180,
      players: Array.from({ length: players }, () => round(random, WORDS, 60)) }, { words: WORDS }))));
    assert.deepEqual(payloads.map(versionOf), [2, 2, 2, 3, 3]);
    const counts = { data: 0, damaged: 0, newer: 0, changed: 0 };
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
    const json = (data) => seal(1, JSON.stringify(data));
    assert.deepEqual(await decodePayload(await json([1, 0, [["Ada", 1, [[3, "word"]]]]])),
      { clock: 0, players: [{ name: "Ada", end: "solved", moves: [{ at: 3, word: "word" }] }] });
    for (const data of [[1, 0, [["Ada", "1", []]]], [1, "180", [["Ada", 1, []]]], [1, 0, [["Ada", 1, [[1.5, "word"]]]]],
      [1, 0, [["Ada", 1.5, []]]], [1, 0, [["Ada", 1, [["3", "word"]]]]]]) {
      await assert.rejects(decodePayload(await json(data)), (error) => error.reason === "damaged", JSON.stringify(data));
    }
    // version 2: clock 0; one word "ab"; one player "A", solved, one move at 3 s of word 1 (1 bit)
    const good = [0, 1, 0, 2, 97, 98, 1, 1, 65, 1, 1, 3, 0x80];
    assert.deepEqual(await decodePayload(await seal(2, new Uint8Array(good))),
      { clock: 0, players: [{ name: "A", end: "solved", moves: [{ at: 3, word: "ab" }] }] });
    for (const [what, bytes] of [["a word unused", [0, 2, 0, 2, 97, 98, 1, 1, 99, 1, 1, 65, 1, 1, 3, 0x40]],
      ["words out of order", [0, 2, 0, 2, 98, 98, 0, 2, 97, 98, 1, 1, 65, 1, 2, 3, 0, 0x60]],
      ["a word number past the table", [0, 2, 0, 2, 97, 98, 1, 1, 99, 1, 1, 65, 1, 2, 3, 0, 0xd0]],
      ["spare bits set", [...good.slice(0, -1), 0x81]], ["a byte more", [...good, 0]], ["cut short", good.slice(0, -2)],
      ["an end past the four", good.map((b, i) => (i === 9 ? 3 + 1 + 4 : b))], ["nine players", [0, 0, 9]],
      ["a name of control characters", [0, 1, 0, 2, 97, 98, 1, 1, 7, 1, 1, 3, 0x80]],
      ["a tally of more moves than a game holds", [0, 0, 1, 1, 65, 5, 10, 0x90, 0x03, 0xc8, 0x01, 1]],
      ["a word in capitals", [0, 1, 0, 2, 65, 66, 1, 1, 65, 1, 1, 3, 0x80]]]) {
      await assert.rejects(decodePayload(await seal(2, new Uint8Array(bytes))), (error) => error.reason === "damaged", what);
    }
    // version 3: clock 0; the hash of the board's words ["ab", "cd"]; one player "A", solved, two
    // moves; then the bits: k = 1 (4 bits), then each move's step (Rice, k = 1) and number (2 bits):
    // 3 s "cd" (10 1, 10), 1 s more "ab" (0 1, 01), three spare bits
    const board = ["ab", "cd"];
    const hash = (() => {
      let h = 0x811c9dc5;
      for (const byte of Buffer.from(board.map((word) => `\n${word}`).join(""))) h = Math.imul(h ^ byte, 0x01000193);
      return [h >>> 24, (h >>> 16) & 0xff, (h >>> 8) & 0xff, h & 0xff];
    })();
    const bits = (text) => text.match(/.{8}/g).map((byte) => parseInt(byte, 2));
    const three = [0, ...hash, 1, 1, 65, 1, 2, ...bits("0001" + "10110" + "0101" + "000")];
    assert.deepEqual(await decodePayload(await seal(3, new Uint8Array(three)), { words: board }),
      { clock: 0, players: [{ name: "A", end: "solved", moves: [{ at: 3, word: "cd" }, { at: 4, word: "ab" }] }] });
    const head = three.slice(0, -2);
    for (const [what, bytes] of [["a word number past the board's words", [...head, ...bits("0001" + "10110" + "0111" + "000")]],
      ["spare bits set", [...head, ...bits("0001" + "10110" + "0101" + "001")]], ["a byte more", [...three, 0]],
      ["cut short", three.slice(0, -1)], ["a step past a day", [...head.slice(0, -1), 1, ...bits("1111" + "1110" + "00000000")]],
      ["another list's hash", three.map((byte, i) => (i === 1 ? byte ^ 1 : byte))]]) {
      await assert.rejects(decodePayload(await seal(3, new Uint8Array(bytes)), { words: board }),
        (error) => error.reason === (what === "another list's hash" ? "changed" : "damaged"), what);
    }
  });

  test("a newer version says so, and a payload that inflates past 64 KB is refused", async () => {
    await assert.rejects(decodePayload(await seal(4, new Uint8Array([1, 2, 3]))), (error) => error.reason === "newer");
    await assert.rejects(decodePayload(await seal(3, new Uint8Array(200_000)), { words: ["ab"] }), (error) => error.reason === "damaged");
    await assert.rejects(decodePayload(await seal(2, new Uint8Array(200_000))), (error) => error.reason === "damaged");
    await assert.rejects(decodePayload(await seal(1, new Uint8Array(200_000))), (error) => error.reason === "damaged");
  });
});
