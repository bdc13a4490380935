// web/js/routes.js: every kind of route read from its hash and written back, bad routes and
// malformed percent-escapes. The module touches nothing of the browser.

import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { GAMES, parseRoute, routeHash } from "../../web/js/routes.js";

describe("parseRoute", () => {
  test("an empty hash is home", () => {
    for (const hash of ["", "#"]) assert.deepEqual(parseRoute(hash), { view: "home", kind: "home" });
  });

  test("a game alone is its daily of today", () => {
    for (const game of GAMES) assert.deepEqual(parseRoute(`#${game}`), { view: game, game, kind: "today" });
  });

  test("a daily names its day, and a shared daily its code too", () => {
    assert.deepEqual(parseRoute("#boggle/daily/2026-12-14"),
      { view: "boggle", game: "boggle", kind: "daily", value: "2026-12-14" });
    assert.deepEqual(parseRoute("#strands/daily/2026-12-14/AbC-_9"),
      { view: "strands", game: "strands", kind: "daily", value: "2026-12-14", code: "AbC-_9" });
  });

  test("a challenge names its puzzle apart from its games, which may be damaged", () => {
    assert.deepEqual(parseRoute("#letterboxed/c/2026-12-14~AbC-_9/Xyz"),
      { view: "letterboxed", game: "letterboxed", kind: "challenge", code: "AbC-_9", daily: "2026-12-14", value: "Xyz" });
    assert.deepEqual(parseRoute("#boggle/c/AbC-_9/"),
      { view: "boggle", game: "boggle", kind: "challenge", code: "AbC-_9", daily: null, value: "" });
    assert.deepEqual(parseRoute("#boggle/c/AbC-_9/a/b").value, "a/b", "the view, not the router, refuses a bad payload");
    assert.equal(parseRoute("#strands/c/2026-13-99~x/Xyz").kind, "bad");
    assert.equal(parseRoute("#strands/c").kind, "bad");
  });

  test("a share code and a seed", () => {
    assert.deepEqual(parseRoute("#letterboxed/p/AbC-_9"),
      { view: "letterboxed", game: "letterboxed", kind: "code", value: "AbC-_9" });
    assert.deepEqual(parseRoute("#unboggle/seed/sn%C3%B8%20fall"),
      { view: "unboggle", game: "unboggle", kind: "seed", value: "snø fall" });
    assert.equal(parseRoute("#boggle/seed/a/b").value, "a/b", "a seed may hold a slash");
  });

  test("the creator, the pages of their own and a statistics import", () => {
    assert.deepEqual(parseRoute("#strands/create"), { view: "strands-create", game: "strands", kind: "create" });
    for (const page of ["archive", "gallery", "lab"]) assert.deepEqual(parseRoute(`#${page}`), { view: page, kind: page });
    assert.deepEqual(parseRoute("#stats/eJwrSS0u"), { view: "home", kind: "import", value: "eJwrSS0u" });
  });

  test("an unknown place is home, said to be bad", () => {
    for (const text of ["chess", "chess/p/ABC", "Boggle", "settings"]) {
      assert.deepEqual(parseRoute(`#${text}`), { view: "home", kind: "bad", text });
    }
  });

  test("a game's bad route stays on the game, said to be bad", () => {
    const bad = [
      "boggle/x/ABC", // no such kind
      "boggle/p", "boggle/p/", "boggle/seed/", // no value
      "boggle/daily", "boggle/daily/2026-1-4", "boggle/daily/today", // no day, or not one
      "boggle/daily/2026-12-14/CODE/more", // more than a code after the day
    ];
    for (const text of bad) {
      assert.deepEqual(parseRoute(`#${text}`), { view: "boggle", game: "boggle", kind: "bad", text }, text);
    }
  });

  test("a malformed percent-escape is bad, on the game it names if any", () => {
    assert.deepEqual(parseRoute("#letterboxed/p/%%%"),
      { view: "letterboxed", game: "letterboxed", kind: "bad", text: "#letterboxed/p/%%%" });
    assert.deepEqual(parseRoute("#strands/seed/%E0%A4%A"),
      { view: "strands", game: "strands", kind: "bad", text: "#strands/seed/%E0%A4%A" });
    assert.deepEqual(parseRoute("#%ZZ"), { view: "home", kind: "bad", text: "#%ZZ" });
  });
});

describe("routeHash", () => {
  test("writes each kind", () => {
    assert.equal(routeHash("boggle"), "#boggle");
    assert.equal(routeHash("boggle", "today"), "#boggle");
    assert.equal(routeHash("letterboxed", "code", "AbC-_9"), "#letterboxed/p/AbC-_9");
    assert.equal(routeHash("unboggle", "seed", "snø fall"), "#unboggle/seed/sn%C3%B8%20fall");
    assert.equal(routeHash("strands", "daily", "2026-12-14"), "#strands/daily/2026-12-14");
    assert.equal(routeHash("strands", "daily", "2026-12-14", "AbC"), "#strands/daily/2026-12-14/AbC");
  });

  test("parseRoute reads back every route it writes", () => {
    const seeds = ["plain", "snø fall", "a/b", "50%", "#hash", "?q=1&r", "%41", "日本語"];
    for (const game of GAMES) {
      assert.deepEqual(parseRoute(routeHash(game)), { view: game, game, kind: "today" });
      for (const seed of seeds) {
        assert.deepEqual(parseRoute(routeHash(game, "seed", seed)), { view: game, game, kind: "seed", value: seed }, seed);
      }
      assert.deepEqual(parseRoute(routeHash(game, "code", "AbC-_9")), { view: game, game, kind: "code", value: "AbC-_9" });
      assert.deepEqual(parseRoute(routeHash(game, "daily", "2027-01-31")),
        { view: game, game, kind: "daily", value: "2027-01-31" });
      assert.deepEqual(parseRoute(routeHash(game, "daily", "2027-01-31", "AbC")),
        { view: game, game, kind: "daily", value: "2027-01-31", code: "AbC" });
    }
  });
});
