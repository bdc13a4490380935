// Challenge codes: the games played on one puzzle, carried in a link so that a friend plays
// against them with nothing on any server. The format is written down in docs/ARCHITECTURE.md,
// beside the share codes; this module is its one reader and writer (the engine never reads it).
//
//   #GAME/c/PUZZLE/PAYLOAD     PUZZLE: the puzzle's share code, or DATE~CODE for a daily
//
// PAYLOAD is base64url of: one version byte, the games deflated (deflate-raw), and a Fletcher-16
// checksum of both. Version 3 is written for a board whose every word is known to writer and
// reader alike (Boggle: its daily's pack, or the engine's solve): each move is a time step and a
// number into that list of the board's words, and the payload names the list by a hash only.
// Version 2, written for any other game: one sorted table of the distinct words of all players,
// then each player's moves as time steps and numbers into that table (players find the same
// words, so each word is written once). Versions 2 and 1 (compact JSON) are still read. The
// puzzle stays apart from the payload, so a link whose payload is damaged or cut still opens its
// puzzle; the deflated games cannot be read from the link (no word shows), and a payload is
// checked whole before anything of it is used.
//
// A link is never longer than MAX_LINK: when every word does not fit, the earliest players are
// carried by their result alone (a `tally`, no moves), the last player last.
export const VERSION = 3;
export const MAX_PLAYERS = 8;
export const MAX_NAME = 20;
/** The longest link a page writes, its own address included (issue 39: every messenger takes it). */
export const MAX_LINK = 2000;
/** How a player's game ended, by its number in the code. */
export const ENDS = ["playing", "solved", "gave-up", "time"];

const MAX_PAYLOAD = 12_000; // characters of a link's payload; longer is not a challenge
const MAX_INFLATED = 64 * 1024; // bytes inflated; a payload that inflates past this is refused
const MAX_MOVES = 500;
const MAX_WORD = 100; // the longest word a board can hold: a Strands creator's 10×10 spangram
const MAX_SECONDS = 24 * 3600;
const MAX_SCORE = 1_000_000; // a tally's score: far above any game's points or letters
const MAX_BOARD_WORDS = 65_536; // a board's word list (version 3); an 8×8 board of a rich list holds far fewer
const LEFT_OUT = 4; // the flag, beside a player's end, of a player carried by their result alone

/**
 * A challenge code that cannot be read or written: `reason` is "damaged", "newer", "long", or for
 * version 3 "list" (the board's words could not be had) or "changed" (the board's words are not
 * those the link was written with: another version of the word list). Catalogue challenge.REASON.
 */
export class ChallengeError extends Error {
  constructor(reason) {
    super(`challenge code ${reason}`);
    this.reason = reason;
  }
}

// -- the players' games ------------------------------------------------------------------
// A game is {name, end, moves}: `end` one of ENDS, `moves` in order [{at, word}] where `at` is
// whole seconds from the start and `word` the accepted word in lower case, or null for a hint.
// A player whose words did not fit in the link has no moves and a `tally` instead:
// {seconds, words, hints, score}, their result in numbers (`score` is the game's own: points).

/** A player's name as a challenge carries it: text only, no control characters, at most MAX_NAME. */
export function cleanName(name) {
  return [...String(name ?? "").replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").replace(/\s+/g, " ").trim()]
    .slice(0, MAX_NAME).join("");
}

/** A player's result in numbers, {seconds, words, hints, score}: their tally, or counted from their moves with the game's `score(moves)`. */
export function tally(player, score) {
  if (player.tally) return player.tally;
  const words = player.moves.filter((move) => move.word).length;
  return { seconds: player.moves.at(-1)?.at ?? 0, words, hints: player.moves.length - words, score: score(player.moves) };
}

/** A player carried by their result alone: name, end and tally, no moves. */
export const withoutWords = (player, score) => ({ name: player.name, end: player.end, moves: [], tally: tally(player, score) });

const isSeconds = (value) => Number.isInteger(value) && value >= 0 && value <= MAX_SECONDS;
const isWord = (word) => typeof word === "string" && word.length <= MAX_WORD && /^\p{L}*$/u.test(word) &&
  word === word.toLowerCase();
const isCount = (value, most) => Number.isInteger(value) && value >= 0 && value <= most;
const isTally = (value) => value && typeof value === "object" && isSeconds(value.seconds) &&
  isCount(value.words, MAX_MOVES) && isCount(value.hints, MAX_MOVES - value.words) && isCount(value.score, MAX_SCORE);
const damaged = () => { throw new ChallengeError("damaged"); };

/** Version 1's games, compact JSON `[1, clock, [[name, end, [[seconds, word], ...]], ...]]`, checked whole. */
function expandVersion1(data) {
  if (!Array.isArray(data) || data.length !== 3 || data[0] !== 1) damaged();
  const [, clock, players] = data;
  if (!isSeconds(clock) || !Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) damaged();
  return {
    clock,
    players: players.map((player) => {
      if (!Array.isArray(player) || player.length !== 3) damaged();
      const [name, end, moves] = player;
      if (typeof name !== "string" || cleanName(name) !== name || !Number.isInteger(end) || !ENDS[end] ||
        !Array.isArray(moves) || moves.length > MAX_MOVES) damaged();
      let last = 0;
      return {
        name,
        end: ENDS[end],
        moves: moves.map((move) => {
          if (!Array.isArray(move) || move.length !== 2 || !isSeconds(move[0]) || move[0] < last || !isWord(move[1])) damaged();
          last = move[0];
          return { at: move[0], word: move[1] || null };
        }),
      };
    }),
  };
}

// -- versions 2 and 3: the packing ----------------------------------------------------------
// varint clock; then the words the moves are numbered into:
//   version 2: varint T, the table: T sorted distinct words, each as [byte: letters shared with
//              the word before, varint: bytes of the rest, the rest in UTF-8];
//   version 3: 4 bytes, the board's word list's hash (listHash); T is the list's length;
// varint P players, each as [varint: bytes of the name, the name in UTF-8, byte: end (+4 when
// carried by result alone), then either varint seconds, words, hints, score (result alone) or
// varint N moves (version 2: and N varint steps of seconds)]; then a bit stream, the last byte's
// spare bits zero, of every carried move, in players' order:
//   version 2: each move's number in B bits (B: the bits of T; 0 a hint, i the table's i-th word);
//   version 3: 4 bits k, then each move's step of seconds in a Rice code of parameter k (the k
//              that codes them shortest) and its number in B bits (i: the board's i-th word).

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder("utf-8", { fatal: true });

class Packer {
  bytes = [];
  varint(value) {
    if (!Number.isSafeInteger(value) || value < 0) damaged();
    let rest = value;
    while (rest >= 0x80) { this.bytes.push((rest & 0x7f) | 0x80); rest = Math.floor(rest / 0x80); }
    this.bytes.push(rest);
  }
  text(value) {
    const bytes = utf8.encode(value);
    this.varint(bytes.length);
    this.bytes.push(...bytes);
  }
  // The bit stream: bits from the high one down, the last byte's spare bits zero (flush).
  #bits = 0;
  #count = 0;
  bits(value, width) {
    for (let bit = width - 1; bit >= 0; bit -= 1) {
      this.#bits = (this.#bits << 1) | (Math.floor(value / 2 ** bit) & 1);
      this.#count += 1;
      if (this.#count === 8) { this.bytes.push(this.#bits); this.#bits = 0; this.#count = 0; }
    }
  }
  /** A Rice code of parameter k: value >> k in ones and a zero, then value's k low bits. */
  rice(value, k) {
    for (let ones = Math.floor(value / 2 ** k); ones > 0; ones -= 1) this.bits(1, 1);
    this.bits(0, 1);
    this.bits(value % 2 ** k, k);
  }
  flush() {
    if (this.#count) this.bytes.push(this.#bits << (8 - this.#count));
    this.#bits = 0;
    this.#count = 0;
  }
  numbers(values, width) {
    for (const value of values) this.bits(value, width);
    this.flush();
  }
}

/** The Rice parameter (0 to 15) that codes `values` in the fewest bits. */
const bestRice = (values) => Array.from({ length: 16 }, (_, k) => k).reduce((best, k) => {
  const cost = (at) => values.reduce((sum, value) => sum + Math.floor(value / 2 ** at) + 1 + at, 0);
  return cost(k) < cost(best) ? k : best;
});

/** Reads what a Packer wrote; any read past the end, or a value out of bounds, is damaged. */
class Unpacker {
  constructor(bytes) { this.bytes = bytes; this.at = 0; }
  byte() { return this.at < this.bytes.length ? this.bytes[this.at++] : damaged(); }
  varint(most) {
    let value = 0;
    for (let shift = 1; ; shift *= 0x80) {
      const byte = this.byte();
      value += (byte & 0x7f) * shift;
      if (!(byte & 0x80)) break;
      if (shift > 0x200000) damaged(); // more than four bytes
    }
    return value <= most ? value : damaged();
  }
  text(most) {
    const length = this.varint(most * 4);
    if (this.at + length > this.bytes.length) damaged();
    const bytes = this.bytes.subarray(this.at, (this.at += length));
    try { return fromUtf8.decode(bytes); } catch { return damaged(); }
  }
  // The bit stream, from byte `at` on: read with bits and rice, ended with flush.
  #bit = null;
  bits(width) {
    this.#bit ??= this.at * 8;
    let value = 0;
    for (let end = this.#bit + width; this.#bit < end; this.#bit += 1) {
      const byte = this.bytes[this.#bit >> 3];
      if (byte === undefined) damaged();
      value = value * 2 + ((byte >> (7 - (this.#bit & 7))) & 1);
    }
    return value;
  }
  /** A Rice code of parameter k (Packer.rice), at most `most`. */
  rice(k, most) {
    let ones = 0;
    while (this.bits(1)) if ((ones += 1) * 2 ** k > most) damaged();
    const value = ones * 2 ** k + this.bits(k);
    return value <= most ? value : damaged();
  }
  /** The end of the bit stream: reading goes on at the next byte; the spare bits must be zero. */
  flush() {
    const bit = this.#bit ?? this.at * 8;
    this.#bit = null;
    this.at = Math.ceil(bit / 8);
    if (bit % 8 && this.bytes[this.at - 1] & ((1 << (8 - (bit % 8))) - 1)) damaged(); // spare bits not zero
  }
  numbers(count, width) {
    const values = Array.from({ length: count }, () => this.bits(width));
    this.flush();
    return values;
  }
}

const bitsFor = (count) => Math.max(1, Math.ceil(Math.log2(count + 1)));

/**
 * Whether `list` can be a board's word list for version 3: at most MAX_BOARD_WORDS words, each
 * lower-case letters, none twice (so a word has one number). Its order is the source's own (the
 * engine's sorted solve), never sorted again here: writer and reader number the same list.
 */
export const isBoardWords = (list) => Array.isArray(list) && list.length <= MAX_BOARD_WORDS &&
  list.every((word) => word && isWord(word)) && new Set(list).size === list.length;

/** The 4 bytes that name a board's word list in version 3: FNV-1a (32 bits) of its words in UTF-8, each after a newline. */
function listHash(list) {
  let hash = 0x811c9dc5;
  for (const word of list) {
    for (const byte of utf8.encode(`\n${word}`)) hash = Math.imul(hash ^ byte, 0x01000193);
  }
  return [hash >>> 24, (hash >>> 16) & 0xff, (hash >>> 8) & 0xff, hash & 0xff];
}

/** The bytes of version 3 for {clock, players} with `list` the board's words (before deflate), else of version 2. */
function pack({ clock = 0, players }, list = null) {
  const out = new Packer();
  const table = list ?? [...new Set(players.flatMap((player) => player.moves.map((move) => move.word).filter(Boolean)))].sort();
  const number = new Map(table.map((word, i) => [word, i + 1]));
  out.varint(clock);
  if (list) out.bytes.push(...listHash(list));
  else {
    out.varint(table.length);
    let before = [];
    for (const word of table) {
      const letters = [...word];
      let shared = 0;
      while (shared < before.length && letters[shared] === before[shared]) shared += 1;
      out.bytes.push(Math.min(shared, 255));
      out.text(letters.slice(Math.min(shared, 255)).join(""));
      before = letters;
    }
  }
  out.varint(players.length);
  const steps = [];
  const numbers = [];
  for (const player of players) {
    out.text(cleanName(player.name));
    out.bytes.push(ENDS.indexOf(player.end) + (player.tally ? LEFT_OUT : 0));
    if (player.tally) {
      for (const key of ["seconds", "words", "hints", "score"]) out.varint(player.tally[key]);
      continue;
    }
    out.varint(player.moves.length);
    let last = 0;
    for (const { at, word } of player.moves) {
      if (!isSeconds(at) || at < last) damaged();
      if (!list) out.varint(at - last);
      steps.push(at - last);
      last = at;
      numbers.push(word ? number.get(word) ?? damaged() : 0); // version 3: a word not on the board cannot go
    }
  }
  const width = bitsFor(table.length);
  if (!list) out.numbers(numbers, width);
  else {
    const k = bestRice(steps);
    out.bits(k, 4);
    steps.forEach((step, i) => { out.rice(step, k); out.bits(numbers[i], width); });
    out.flush();
  }
  return new Uint8Array(out.bytes);
}

/**
 * The {clock, players} of version 3's bytes with `list` the board's words, else of version 2's,
 * checked whole; throws ChallengeError("damaged") at the first fault, or "changed" when `list`
 * is not the list the bytes were written with.
 */
function unpack(bytes, list = null) {
  const read = new Unpacker(bytes);
  const clock = read.varint(MAX_SECONDS);
  const table = list ?? [];
  if (list) {
    const hash = [read.byte(), read.byte(), read.byte(), read.byte()];
    if (hash.join() !== listHash(list).join()) throw new ChallengeError("changed");
  }
  let before = [];
  for (let count = list ? 0 : read.varint(MAX_PLAYERS * MAX_MOVES); table.length < count;) {
    const shared = read.byte();
    if (shared > before.length) damaged();
    const letters = [...before.slice(0, shared), ...read.text(MAX_WORD)];
    const word = letters.join("");
    if (!word || !isWord(word) || (table.length && !(table.at(-1) < word))) damaged(); // sorted, each once
    table.push(word);
    before = letters;
  }
  const count = read.varint(MAX_PLAYERS);
  if (count < 1) damaged();
  const players = [];
  const moving = [];
  for (let i = 0; i < count; i += 1) {
    const name = read.text(MAX_NAME);
    const flags = read.byte();
    const end = ENDS[flags & ~LEFT_OUT];
    if (cleanName(name) !== name || !end) damaged();
    if (flags & LEFT_OUT) {
      const [seconds, words, hints, score] = [MAX_SECONDS, MAX_MOVES, MAX_MOVES, MAX_SCORE].map((most) => read.varint(most));
      const left = { seconds, words, hints, score };
      if (!isTally(left)) damaged();
      players.push({ name, end, moves: [], tally: left });
      continue;
    }
    let at = 0;
    const moves = Array.from({ length: read.varint(MAX_MOVES) }, () => ({ at: list ? 0 : (at += read.varint(MAX_SECONDS)), word: null }));
    if (at > MAX_SECONDS) damaged();
    moving.push(...moves);
    players.push({ name, end, moves });
  }
  const width = bitsFor(table.length);
  const used = new Set();
  const numbered = (move, number) => {
    if (number > table.length) damaged();
    if (number) { move.word = table[number - 1]; used.add(number); }
  };
  if (!list) read.numbers(moving.length, width).forEach((number, i) => numbered(moving[i], number));
  else {
    const k = read.bits(4);
    for (const { moves } of players) {
      let at = 0;
      for (const move of moves) {
        move.at = at += read.rice(k, MAX_SECONDS);
        if (at > MAX_SECONDS) damaged();
        numbered(move, read.bits(width));
      }
    }
    read.flush();
  }
  if (read.at !== bytes.length || (!list && used.size !== table.length)) damaged(); // nothing more, no table word unused
  return { clock, players };
}

/** A challenge's {clock, players} in the one shape a decoded code has (what a round trip must give back). */
const canonical = ({ clock = 0, players }) => ({
  clock,
  players: players.map((player) => (player.tally
    ? { name: cleanName(player.name), end: player.end, moves: [],
      tally: { seconds: player.tally.seconds, words: player.tally.words, hints: player.tally.hints, score: player.tally.score } }
    : { name: cleanName(player.name), end: player.end, moves: player.moves.map((move) => ({ at: move.at, word: move.word ?? null })) })),
});

/**
 * The bytes of a challenge (version 3's with `list`, else version 2's), which must read back as
 * the challenge itself, else ChallengeError("damaged").
 */
function packChecked(challenge, list = null) {
  let bytes;
  let same = false;
  try {
    const wanted = canonical(challenge);
    bytes = pack(wanted, list);
    same = JSON.stringify(unpack(bytes, list)) === JSON.stringify(wanted);
  } catch {
    same = false;
  }
  return same ? bytes : damaged();
}

/** Whether a challenge's {clock, players} is one its code can carry (what encodePayload writes and decodePayload reads). */
export function isCarried(challenge) {
  try {
    packChecked(challenge);
    return true;
  } catch {
    return false;
  }
}

// -- bytes ---------------------------------------------------------------------------------
function fletcher16(bytes) {
  let a = 0;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 255;
    b = (b + a) % 255;
  }
  return [b, a];
}

const toBase64Url = (bytes) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
};

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new ChallengeError("damaged");
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function deflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Inflate at most MAX_INFLATED bytes; more, or bytes that are not deflate, is a damaged code. */
async function inflate(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_INFLATED) throw new ChallengeError("damaged");
      chunks.push(value);
    }
  } catch {
    reader.cancel().catch(() => {});
    throw new ChallengeError("damaged");
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) { out.set(chunk, offset); offset += chunk.length; }
  return out;
}

// -- the payload --------------------------------------------------------------------------
/**
 * The payload of a challenge: {clock, players}. With `words`, the board's every word (a list
 * isBoardWords takes, in the order both ends get it), version 3 when every carried word is
 * among them; else version 2.
 */
export async function encodePayload(challenge, { words = null } = {}) {
  let version = 2;
  let bytes = null;
  if (isBoardWords(words)) {
    try {
      bytes = packChecked(challenge, words);
      version = 3;
    } catch {
      bytes = null; // a word not among the board's: the table of version 2 carries it
    }
  }
  const body = new Uint8Array([version, ...await deflate(bytes ?? packChecked(challenge))]);
  return toBase64Url(new Uint8Array([...body, ...fletcher16(body)]));
}

/**
 * The {clock, players} of a payload (version 3, 2 or 1); throws ChallengeError for anything
 * else, never another error. `words` gives version 3 its board's words: the list, or a function
 * that resolves to it, asked only for a payload of version 3 that is otherwise whole; one that
 * fails or gives what is not a list of words is ChallengeError("list"); none (null: the game's
 * boards have no such list) is "damaged".
 */
export async function decodePayload(text, { words = null } = {}) {
  if (typeof text !== "string" || !text || text.length > MAX_PAYLOAD) damaged();
  const bytes = fromBase64Url(text);
  if (bytes.length < 4) damaged();
  const body = bytes.subarray(0, -2);
  const [b, a] = fletcher16(body);
  if (bytes.at(-2) !== b || bytes.at(-1) !== a) damaged();
  if (body[0] > VERSION) throw new ChallengeError("newer");
  if (![1, 2, 3].includes(body[0])) damaged();
  const inflated = await inflate(body.subarray(1));
  if (body[0] === 3) {
    let list;
    try {
      list = await (typeof words === "function" ? words() : words);
    } catch {
      throw new ChallengeError("list");
    }
    if (list === null || list === undefined) damaged(); // a game whose boards have no such list: forged
    if (!isBoardWords(list)) throw new ChallengeError("list");
    return unpack(inflated, list);
  }
  if (body[0] === 2) return unpack(inflated);
  let data;
  try {
    data = JSON.parse(fromUtf8.decode(inflated));
  } catch {
    damaged();
  }
  return expandVersion1(data);
}

// -- the link -----------------------------------------------------------------------------
/** The route part that names the puzzle: its code, or DATE~CODE for a daily. */
export const puzzlePart = (code, daily = null) => (daily ? `${daily}~${code}` : code);

/** {code, daily} of a route's puzzle part, or null when it is not one. */
export function readPuzzlePart(text) {
  const match = /^(?:(\d{4}-\d{2}-\d{2})~)?([A-Za-z0-9_-]{4,400})$/.exec(text ?? "");
  return match ? { daily: match[1] ?? null, code: match[2] } : null;
}

/**
 * The hash of a challenge, `#GAME/c/PUZZLE/PAYLOAD`, at most `room` characters (the page gives
 * MAX_LINK less its own address): {hash, leftOut}. While it would be longer, the earliest players
 * are carried by their result alone (`score(moves)`: the game's score for their tally), the last
 * player last; `leftOut` counts them. Throws ChallengeError("long") when even that is too long.
 * `words`: the board's every word, for version 3 (encodePayload).
 */
export async function fittedHash(game, { code, daily = null, clock = 0, players }, { room = MAX_LINK, score, words = null } = {}) {
  const head = `#${game}/c/${puzzlePart(code, daily)}/`;
  for (let leftOut = 0; leftOut <= players.length; leftOut += 1) {
    const carried = players.map((player, i) => (i < leftOut && !player.tally ? withoutWords(player, score) : player));
    const hash = head + await encodePayload({ clock, players: carried }, { words });
    if (hash.length <= room) return { hash, leftOut: carried.filter((player) => player.tally).length };
  }
  throw new ChallengeError("long");
}

/** The hash of a challenge (fittedHash's, at most `room` characters). */
export const challengeHash = async (game, challenge, fit = {}) => (await fittedHash(game, challenge, fit)).hash;

/**
 * `challenge` without the games that are `me` itself, so that a player who reopens a link of
 * their own (sent, answered back, or opened from the Challenges list) is not added twice: the
 * same name and end, and the same moves (or, carried by result alone, the same tally).
 */
export function withoutMe(challenge, me, score) {
  const mine = JSON.stringify(tally(me, score));
  const same = (player) => player.name === me.name && player.end === me.end && (player.tally
    ? JSON.stringify(player.tally) === mine
    : JSON.stringify(player.moves.map(({ at, word }) => [at, word ?? null])) ===
      JSON.stringify(me.moves.map(({ at, word }) => [at, word ?? null])));
  return { ...challenge, players: challenge.players.filter((player) => !same(player)) };
}

/** A new challenge that adds `me` to `challenge`'s players (Answer back); null once it holds MAX_PLAYERS. */
export function withPlayer(challenge, me) {
  return challenge.players.length < MAX_PLAYERS ? { ...challenge, players: [...challenge.players, me] } : null;
}

/** The moves a player had made `seconds` into their game (the ghost line's standing). */
export const movesBy = (player, seconds) => player.moves.filter((move) => move.at <= seconds);
