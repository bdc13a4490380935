// The Node side of benchmarks/challenge_links.py: the real challenge codec (web/js/challenge.js)
// writes each challenge it is given and says how long its link is. Reads a JSON list of
// {label, game, base, code, daily, clock, players, words} on stdin (`words`: the board's every
// word, for Boggle's version 3, else null); writes [{label, v2, whole, link, leftOut, readable}]:
// the length in characters of the link with every player's words as version 2 writes it (`v2`)
// and as the page writes it with no bound (`whole`: version 3 with the board's words, else 2;
// `readable`: whether a reader takes that payload, at most 12,000 characters), and of the link
// the page writes (`link`, at most MAX_LINK), with how many players it carries by their result
// alone (`leftOut`).

import process from "node:process";

import { challengeHash, decodePayload, fittedHash } from "../web/js/challenge.js";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const lengths = [];
for (const { label, game, base, words, ...challenge } of JSON.parse(input)) {
  const { default: rules } = await import(`../web/games/${game}/game.js`);
  const v2 = await challengeHash(game, challenge, { room: Infinity });
  const whole = await challengeHash(game, challenge, { room: Infinity, words });
  const read = await decodePayload(whole.split("/").at(-1), { words }).catch(() => null);
  if (read && JSON.stringify(read.players) !== JSON.stringify(challenge.players)) throw new Error(`${label}: read back wrong`);
  const { hash, leftOut } = await fittedHash(game, challenge, { room: 2000 - base.length, score: rules.challenge.score, words });
  lengths.push({ label, v2: `${base}${v2}`.length, whole: `${base}${whole}`.length, link: `${base}${hash}`.length, leftOut,
    readable: !!read });
}
process.stdout.write(JSON.stringify(lengths));
