// The page's reader of the gallery's listings (web/js/gallery.js: entriesOf and galleryEntry over
// gallery/<lang>.json) against 12,000 seeded random and mutated listings (issue #41): each gives
// the entries that can be shown, possibly none, never an exception; and every entry read is one
// the gallery view can show (its search text, its date, its line, its state from any progress).

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { test } from "node:test";

import { GAMES } from "../../web/games/index.js";
import { entriesOf, galleryEntry } from "../../web/js/gallery.js";
import { formatDate, t } from "../../web/js/i18n.js";
import { fuzzer } from "./fuzz.mjs";

// Two entries as build.py writes them from gallery/en.txt, and a Strands one.
const LISTING = { lang: "en", entries: [
  { game: "letterboxed", date: "2026-11-27", author: "wordgames team", clue: "Hospital rounds",
    code: "AgEAAhQABg0CBxEIEg4LDw9Ib3NwaXRhbCByb3VuZHMOd29yZGdhbWVzIHRlYW1PQA", par: 2 },
  { game: "strands", date: "2026-11-20", author: "Ada", clue: "In the kitchen", code: "AQEAAgYY", words: 7 },
  { game: "letterboxed", date: "2026-11-01", author: "wordgames team", clue: "Map quiz",
    code: "AgEAAgYYAAQPEQgTBw0OEghNYXAgcXVpeg53b3JkZ2FtZXMgdGVhbdBM", par: 2 }] };
const PROGRESS = [{ played: ["quiz"], current: "", solved: false }, { found: ["pear", "tape"], others: [] },
  { solved: true }, null];
const RUNS = 12_000;

test(`${RUNS.toLocaleString("en")} random and mutated gallery listings give entries that can be shown, never an error`, async () => {
  const f = fuzzer(4141);
  const seen = { entries: 0, none: 0 };
  const thrown = [];
  for (let i = 0; i < RUNS; i += 1) {
    const listing = f.input(i, [LISTING]);
    globalThis.fetch = async () => ({ ok: true, json: async () => listing }); // what entriesOf fetches
    const lang = `x${i}`; // each listing is fetched once a visit: one language each
    try {
      const entries = await entriesOf(lang);
      assert.ok(Array.isArray(entries));
      for (const entry of entries) { // what the gallery view does with each
        const searched = `${entry.clue} ${entry.author} ${t(`name.${entry.game}`)}`.normalize("NFD").toLowerCase();
        const state = GAMES[entry.game]?.gallery?.state(f.mutated(f.pick(PROGRESS)) ?? null, entry) ?? "unplayed";
        assert.ok(["solved", "started", "unplayed"].includes(state), state);
        const line = t("gallery.meta", { game: t(`name.${entry.game}`), author: entry.author,
          date: formatDate(entry.date), state: t(`gallery.${state}`) });
        assert.equal(typeof searched + typeof line, "stringstring");
      }
      const code = f.pick([LISTING.entries[0].code, "AQEAAgYY", "", undefined]);
      const entry = await galleryEntry(lang, code);
      assert.ok(entry === null || entry.code === code);
      seen[entries.length ? "entries" : "none"] += 1;
    } catch (error) {
      thrown.push({ i, listing: JSON.stringify(listing)?.slice(0, 300), error: String(error) });
    }
  }
  assert.deepEqual(thrown.slice(0, 3), [], `${thrown.length} listings threw`);
  assert.ok(seen.entries > 3000 && seen.none > 3000, JSON.stringify(seen)); // both outcomes were reached
});
