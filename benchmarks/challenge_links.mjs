// The Node side of benchmarks/challenge_links.py: the real challenge codec (web/js/challenge.js)
// writes each challenge it is given and says how long its link is. Reads a JSON list of
// {label, game, base, code, daily, clock, players} on stdin; writes [{label, link, payload, readable}]:
// the lengths in characters, and whether the page reads the payload back (a reader refuses one
// longer than 12,000 characters).

import process from "node:process";

import { challengeHash, decodePayload } from "../web/js/challenge.js";

let input = "";
for await (const chunk of process.stdin) input += chunk;
const lengths = [];
for (const { label, game, base, ...challenge } of JSON.parse(input)) {
  const hash = await challengeHash(game, challenge);
  const payload = hash.split("/").at(-1);
  const read = await decodePayload(payload).catch(() => null);
  if (read && JSON.stringify(read.players) !== JSON.stringify(challenge.players)) throw new Error(`${label}: read back wrong`);
  lengths.push({ label, link: `${base}${hash}`.length, payload: payload.length, readable: !!read });
}
process.stdout.write(JSON.stringify(lengths));
