// Every game folder against the interface of web/games/README.md, in Node (no browser): its
// declaration, the files it names, its markup, and agreement with the engine's games and dailies.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

import { DAILY_GAMES, GAMES, LAB_EXAMPLES, VIEWS } from "../../web/games/index.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const FOLDERS = new URL("../../web/games/", import.meta.url);
const read = (game, file) => readFileSync(new URL(`${game}/${file}`, FOLDERS), "utf-8");
const CATALOGUES = Object.fromEntries(["en", "nb"].map((lang) =>
  [lang, JSON.parse(readFileSync(new URL(`../../wordgames/languages/${lang}/catalogue.json`, import.meta.url), "utf-8"))]));

/** What the engine says (wordgames.games.GAMES and the games whose dailies come in day packs). */
const ENGINE = JSON.parse(execFileSync("python3", ["-c", `import json
from wordgames.games import GAMES
from wordgames.daypack import daily_games
print(json.dumps({"games": list(GAMES), "dailies": daily_games()}))`], { cwd: ROOT, encoding: "utf-8" }));

test("the games are the engine's, in its order, and each has its folder", () => {
  assert.deepEqual(Object.keys(GAMES), ENGINE.games);
  const folders = readdirSync(FOLDERS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  assert.deepEqual(folders.sort(), [...ENGINE.games].sort());
});

test("the games with a daily are those the engine makes day packs for", () => {
  assert.deepEqual(DAILY_GAMES, ENGINE.dailies);
});

for (const [game, declaration] of Object.entries(GAMES)) {
  test(`${game}: its declaration has views, a daily or null, and Lab examples, maybe its gallery part, nothing else`, () => {
    const { gallery, ...required } = declaration;
    assert.deepEqual(Object.keys(required).sort(), ["challenge", "daily", "lab", "views"]);
    if (gallery !== undefined) { // its puzzles in the gallery: their state, and the view that makes one
      assert.deepEqual(Object.keys(gallery).sort(), ["create", "state"]);
      assert.equal(typeof gallery.state, "function");
      assert.ok(typeof declaration.views[gallery.create]?.route === "string", `${game}: gallery.create names a view of its own`);
      assert.equal(gallery.state(null, { words: 3, par: 2 }), "unplayed");
    }
    assert.ok(game in declaration.views, "the game's own view has the game's name");
    for (const [view, { module, help, route, ...rest }] of Object.entries(declaration.views)) {
      assert.deepEqual(rest, {}, `${view}: only module, help and route`);
      assert.match(module, /^[\w-]+\.js$/, `${view}: a module of the folder`);
      assert.ok(view === game ? route === undefined : typeof route === "string", `${view}: a route unless it is the game's own`);
      if (help !== undefined) assert.match(read(game, "templates.html"), new RegExp(`<template id="help-${help}">`));
    }
  });

  test(`${game}: each view module exists and exports mount, update and unmount`, () => {
    for (const [view, { module }] of Object.entries(declaration.views)) {
      const source = read(game, module);
      assert.match(source, /export const \{ mount, update, unmount \} = defineView\(/, `${game}/${module}`);
      assert.match(source, new RegExp(`defineView\\("${view}"`), `${game}/${module} defines the view ${view}`);
    }
  });

  test(`${game}: its markup has a card, a template for each view, and nothing else`, () => {
    const card = read(game, "card.html");
    assert.match(card, new RegExp(`^<a class="game-card" href="#${game}" id="game-${game}">`));
    const templates = [...read(game, "templates.html").matchAll(/<template id="([\w-]+)"/g)].map((m) => m[1]);
    const helps = [...new Set(Object.values(declaration.views).map(({ help }) => help).filter(Boolean))];
    assert.deepEqual(templates.sort(), [...Object.keys(declaration.views).map((view) => `view-${view}`),
      ...helps.map((help) => `help-${help}`)].sort());
  });

  test(`${game}: a daily has a letter of its own, a bar for each record and a judge`, () => {
    const { daily } = declaration;
    if (daily === null) {
      assert.ok(!existsSync(new URL(`${game}/judge.js`, FOLDERS)), "no daily, no judge");
      return;
    }
    assert.equal(declaration.views[game]?.module, "view.js", "the document's first script imports a daily's own view as games/GAME/view.js");
    assert.match(daily.letter, /^[a-z]$/);
    assert.equal(typeof daily.isPuzzle, "function", "a daily says which puzzles its view can draw");
    const letters = DAILY_GAMES.map((name) => GAMES[name].daily.letter);
    assert.equal(new Set(letters).size, letters.length, "letters are unique");
    for (const record of [{}, { words: 3, par: 3 }, { words: 9, par: 2 }, { score: 40, max: 50 }, { score: 0, max: 50 },
      { hints: 0 }, { hints: 7 }]) {
      const bar = daily.bar(record);
      assert.ok(bar === null || (Number.isInteger(bar) && bar >= 0 && bar <= 4), `${game}: bar ${bar} of ${JSON.stringify(record)}`);
    }
    assert.equal(daily.bar({}), null, "a record without the game's fields falls in no bar");
    assert.equal(daily.rank({}), null, "a record without a result has no rank");
    const ranks = [{ solved: true, words: 3, par: 3 }, { solved: true, score: 40, max: 50 }, { solved: true, hints: 0 }]
      .map((record) => daily.rank(record)).filter(Boolean); // null: another game's fields
    assert.ok(ranks.length > 0, "a finished record of the game has a rank");
    for (const rank of ranks) {
      for (const lang of ["en", "nb"]) {
        assert.ok(Object.hasOwn(CATALOGUES[lang].page, rank.key), `${lang}.json has ${rank.key}`);
      }
    }
    assert.match(read(game, "judge.js"), /export function judgeOf\(/);
  });

  test(`${game}: the catalogues have its texts: titles, card, name, statistics, Lab examples`, () => {
    const keys = [`name.${game}`, `home.${game}`, ...Object.keys(declaration.views).map((view) => `title.${view}`),
      ...(declaration.daily ? [`stats.dist.${game}`, ...[0, 1, 2, 3, 4].map((bar) => `stats.bar.${game}.${bar}`)] : []),
      ...declaration.lab.map((file) => `lab.example.${file.replace(/\.py$/, "")}`)];
    for (const lang of ["en", "nb"]) {
      const page = CATALOGUES[lang].page;
      assert.deepEqual(keys.filter((key) => !Object.hasOwn(page, key)), [], `${lang}.json's page group lacks these`);
    }
  });

  test(`${game}: a game with a daily can be a challenge: its results, standings and who wins`, () => {
    const { challenge } = declaration;
    if (!declaration.daily) { assert.equal(challenge, null); return; }
    const player = (end, words, at = 60) => ({ name: "", end, moves: words.map((word, i) => ({ at: at + i, word })) });
    const texts = [...["playing", "solved", "gave-up", "time"].map((end) => challenge.result(player(end, ["tale"]))),
      challenge.standing(player("playing", ["tale", null]).moves)];
    for (const { key, params } of texts) {
      for (const lang of ["en", "nb"]) assert.ok(Object.hasOwn(CATALOGUES[lang].page, key), `${lang}.json has ${key}`);
      assert.ok(Number.isInteger(params.count), `${key}: a count to say`);
    }
    for (const lang of ["en", "nb"]) assert.ok(Object.hasOwn(CATALOGUES[lang].page, `challenge.rule.${game}`));
    // The rule each game states: more (or fewer) of its measure wins, then the quicker player.
    const better = { letterboxed: [player("solved", ["tale", "eats"]), player("solved", ["tale", "east", "trap"])],
      boggle: [player("time", ["paintings", "tale"]), player("time", ["tale", "eats", "seat"])],
      strands: [player("solved", ["tale", "eats"]), player("solved", ["tale", null, "eats"])] }[game];
    assert.ok(challenge.order(...better) < 0 && challenge.order(better[1], better[0]) > 0, "the better game wins");
    const quicker = [player(better[0].end, better[0].moves.map((m) => m.word), 30), better[0]];
    assert.ok(challenge.order(...quicker) < 0, "then the quicker one");
    assert.equal(challenge.order(better[0], better[0]), 0, "a tie is a tie");
  });

  test(`${game}: its Lab examples are files of lab/`, () => {
    for (const file of declaration.lab) assert.ok(existsSync(new URL(`${game}/lab/${file}`, FOLDERS)), file);
  });
}

test("every view has one game, and the Lab lists every game's examples in order", () => {
  assert.equal(Object.keys(VIEWS).length, Object.values(GAMES).reduce((n, { views }) => n + Object.keys(views).length, 0));
  for (const { url } of Object.values(VIEWS)) assert.ok(existsSync(new URL(url)), url);
  assert.deepEqual(LAB_EXAMPLES, Object.entries(GAMES).flatMap(([game, { lab }]) => lab.map((file) => [game, file])));
});
