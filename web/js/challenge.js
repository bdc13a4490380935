// Challenge codes: the games played on one puzzle, carried in a link so that a friend plays
// against them with nothing on any server. The format is written down in docs/ARCHITECTURE.md,
// beside the share codes; this module is its one reader and writer (the engine never reads it).
//
//   #GAME/c/PUZZLE/PAYLOAD     PUZZLE: the puzzle's share code, or DATE~CODE for a daily
//
// PAYLOAD is base64url of: one version byte, the games deflated (deflate-raw) from compact JSON,
// and a Fletcher-16 checksum of both. The puzzle stays apart from the payload, so a link whose
// payload is damaged or cut still opens its puzzle; the deflated games cannot be read from the
// link (no word shows), and a payload is checked whole before anything of it is used.

export const VERSION = 1;
export const MAX_PLAYERS = 8;
export const MAX_NAME = 20;
/** How a player's game ended, by its number in the code. */
export const ENDS = ["playing", "solved", "gave-up", "time"];

const MAX_PAYLOAD = 12_000; // characters of a link's payload; longer is not a challenge
const MAX_JSON = 64 * 1024; // bytes inflated; a payload that inflates past this is refused
const MAX_MOVES = 500;
const MAX_WORD = 100; // the longest word a board can hold: a Strands creator's 10×10 spangram
const MAX_SECONDS = 24 * 3600;

/** A challenge code that cannot be read: `reason` is "damaged" or "newer" (catalogue challenge.REASON). */
export class ChallengeError extends Error {
  constructor(reason) {
    super(`challenge code ${reason}`);
    this.reason = reason;
  }
}

// -- the players' games ------------------------------------------------------------------
// A game is {name, end, moves}: `end` one of ENDS, `moves` in order [{at, word}] where `at` is
// whole seconds from the start and `word` the accepted word in lower case, or null for a hint.

/** A player's name as a challenge carries it: text only, no control characters, at most MAX_NAME. */
export function cleanName(name) {
  return [...String(name ?? "").replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "").replace(/\s+/g, " ").trim()]
    .slice(0, MAX_NAME).join("");
}

function compact({ clock = 0, players }) {
  return [VERSION, clock, players.map(({ name, end, moves }) =>
    [cleanName(name), ENDS.indexOf(end), moves.map(({ at, word }) => [at, word ?? ""])])];
}

const isSeconds = (value) => Number.isInteger(value) && value >= 0 && value <= MAX_SECONDS;
const isWord = (word) => typeof word === "string" && word.length <= MAX_WORD && /^\p{L}*$/u.test(word) &&
  word === word.toLowerCase();

/** The games of a compact array, checked whole; throws ChallengeError("damaged") at the first fault. */
function expand(data) {
  const fault = () => { throw new ChallengeError("damaged"); };
  if (!Array.isArray(data) || data.length !== 3 || data[0] !== VERSION) fault();
  const [, clock, players] = data;
  if (!isSeconds(clock) || !Array.isArray(players) || players.length < 1 || players.length > MAX_PLAYERS) fault();
  return {
    clock,
    players: players.map((player) => {
      if (!Array.isArray(player) || player.length !== 3) fault();
      const [name, end, moves] = player;
      if (typeof name !== "string" || cleanName(name) !== name || !Number.isInteger(end) || !ENDS[end] ||
        !Array.isArray(moves) || moves.length > MAX_MOVES) fault();
      let last = 0;
      return {
        name,
        end: ENDS[end],
        moves: moves.map((move) => {
          if (!Array.isArray(move) || move.length !== 2 || !isSeconds(move[0]) || move[0] < last || !isWord(move[1])) fault();
          last = move[0];
          return { at: move[0], word: move[1] || null };
        }),
      };
    }),
  };
}

/** Whether a challenge's {clock, players} is one its code can carry (what encodePayload writes and decodePayload reads). */
export function isCarried(challenge) {
  try {
    expand(compact(challenge));
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

/** Inflate at most MAX_JSON bytes; more, or bytes that are not deflate, is a damaged code. */
async function inflate(bytes) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > MAX_JSON) throw new ChallengeError("damaged");
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
/** The payload of a challenge: {clock, players}. */
export async function encodePayload(challenge) {
  const data = compact(challenge);
  expand(data); // what this writes, it must read back
  const deflated = await deflate(new TextEncoder().encode(JSON.stringify(data)));
  const body = new Uint8Array([VERSION, ...deflated]);
  return toBase64Url(new Uint8Array([...body, ...fletcher16(body)]));
}

/** The {clock, players} of a payload; throws ChallengeError for anything else, never another error. */
export async function decodePayload(text) {
  if (typeof text !== "string" || !text || text.length > MAX_PAYLOAD) throw new ChallengeError("damaged");
  const bytes = fromBase64Url(text);
  if (bytes.length < 4) throw new ChallengeError("damaged");
  const body = bytes.subarray(0, -2);
  const [b, a] = fletcher16(body);
  if (bytes.at(-2) !== b || bytes.at(-1) !== a) throw new ChallengeError("damaged");
  if (body[0] > VERSION) throw new ChallengeError("newer");
  if (body[0] !== VERSION) throw new ChallengeError("damaged");
  let data;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(await inflate(body.subarray(1))));
  } catch {
    throw new ChallengeError("damaged");
  }
  return expand(data);
}

// -- the link -----------------------------------------------------------------------------
/** The route part that names the puzzle: its code, or DATE~CODE for a daily. */
export const puzzlePart = (code, daily = null) => (daily ? `${daily}~${code}` : code);

/** {code, daily} of a route's puzzle part, or null when it is not one. */
export function readPuzzlePart(text) {
  const match = /^(?:(\d{4}-\d{2}-\d{2})~)?([A-Za-z0-9_-]{4,400})$/.exec(text ?? "");
  return match ? { daily: match[1] ?? null, code: match[2] } : null;
}

/** The hash of a challenge: `#GAME/c/PUZZLE/PAYLOAD`. */
export async function challengeHash(game, { code, daily = null, clock = 0, players }) {
  return `#${game}/c/${puzzlePart(code, daily)}/${await encodePayload({ clock, players })}`;
}

/** A new challenge that adds `me` to `challenge`'s players (Answer back); null once it holds MAX_PLAYERS. */
export function withPlayer(challenge, me) {
  return challenge.players.length < MAX_PLAYERS ? { ...challenge, players: [...challenge.players, me] } : null;
}

/** The moves a player had made `seconds` into their game (the ghost line's standing). */
export const movesBy = (player, seconds) => player.moves.filter((move) => move.at <= seconds);
