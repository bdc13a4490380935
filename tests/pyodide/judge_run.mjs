// The page's judges against the engine: for each day pack named, every word of the pack and a
// set of near misses are judged by the game's judge (web/games/GAME/judge.js) and by the engine's
// `check` (and Strands' `hint`) in Pyodide under Node, and every verdict must be equal.
//   node tests/pyodide/judge_run.mjs WHEEL PACK.json [PACK.json ...]    (the lexicons from ../lexicons/ beside WHEEL)
// Prints one JSON line {"compared": N, "packs": N, "verdicts": {answer: N}, "mismatches": [...first few]};
// exits 1 on a mismatch.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";
import * as boggle from "../../web/games/boggle/judge.js";
import * as letterboxed from "../../web/games/letterboxed/judge.js";
import * as strands from "../../web/games/strands/judge.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [wheel, ...packFiles] = process.argv.slice(2);
const JUDGES = { letterboxed, boggle, strands };

// The engine's side: its answer to an action, the blocked words a board could spell and those a
// Strands grid traces, with a path each (which the pack leaves out and both must refuse).
const ENGINE = `
import json
from wordgames.games import run, strands
from wordgames.lexicon import BLOCKED, load

def engine_run(game, action, code, params):
    return json.dumps(list(run(game, action, {"code": code, **json.loads(params)}))[-1])

def blocked_words(lang, letters):
    lexicon, found, stack = load(lang), [], [(0, "")]
    while stack:
        node, prefix = stack.pop()
        if lexicon.tiers[node] == BLOCKED:
            found.append(prefix)
        for edge in range(lexicon.first[node], lexicon.first[node + 1]):
            if chr(lexicon.labels[edge]) in letters:
                stack.append((lexicon.targets[edge], prefix + chr(lexicon.labels[edge])))
    return json.dumps(sorted(found))

def blocked_traces(code):
    puzzle = strands.decode(code)
    rows, cols, letters = puzzle["rows"], puzzle["cols"], puzzle["letters"]
    lexicon, found = load(puzzle["lang"]), []

    def walk(node, path):
        if lexicon.tiers[node] == BLOCKED:
            found.append([list(divmod(c, cols)) for c in path])
        r, c = divmod(path[-1], cols)
        for row in range(max(r - 1, 0), min(r + 2, rows)):
            for col in range(max(c - 1, 0), min(c + 2, cols)):
                cell = row * cols + col
                child = lexicon.child(node, letters[cell])
                if cell not in path and child >= 0:
                    walk(child, [*path, cell])

    for cell, letter in enumerate(letters):
        if lexicon.child(lexicon.root, letter) >= 0:
            walk(lexicon.child(lexicon.root, letter), [cell])
    return json.dumps(found)
`;

/** One letter dropped, changed to another of the board, or added: the near misses of a word. */
function nearMisses(word, letters) {
  const at = Math.floor(word.length / 2);
  const other = letters[(letters.indexOf(word[at]) + 1) % letters.length];
  return [word.slice(1), word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + other + word.slice(at + 1),
    word + letters[word.length % letters.length], word.toUpperCase(), ` ${word} `, word.slice(0, 2)];
}

/** Every move to judge on a Letter Boxed or Boggle pack. */
function typedMoves(pack, blocked) {
  const words = pack.game === "letterboxed" ? pack.judge.words : pack.judge.solve.words;
  const letters = pack.game === "letterboxed" ? pack.puzzle.sides.join("") : [...new Set(pack.puzzle.faces.join(""))].join("");
  const typed = [...words, ...blocked, ...words.flatMap((word) => nearMisses(word, letters)), "qqqq", "æøå", "zz"];
  if (pack.game === "letterboxed") {
    const [first, second] = pack.puzzle.answer;
    const chained = [[first], [first, second]];
    return [...typed.map((word) => ({ played: [], word })),
      ...words.slice(0, 60).flatMap((word) => chained.map((played) => ({ played, word }))),
      ...chained.map((played) => ({ played, word: played.at(-1).slice(-1) + second })),
      { played: [first.slice(1)], word: second }, { played: ["qqq"], word: first }];
  }
  const found = words.slice(0, 5);
  const paths = Object.values(pack.judge.solve.paths);
  return [...typed.map((word) => ({ word, found })),
    ...paths.flatMap((path) => [{ path, found }, { path: [...path].reverse(), found },
      { path: [path[0], [path[0][0] + 2, path[0][1]], ...path.slice(1)], found }, { path: [...path, path[0]], found }])];
}

/** Every path on a Strands grid that spells `word` (at most `limit`), as [row, column] cells. */
function traces(puzzle, word, limit = 12) {
  const { rows, cols } = puzzle;
  const letters = [...puzzle.grid.join("").toLowerCase()];
  const found = [];
  const extend = (path) => {
    if (found.length >= limit) return;
    if (path.length === word.length) { found.push(path.map((c) => [Math.floor(c / cols), c % cols])); return; }
    const [r, c] = [Math.floor(path.at(-1) / cols), path.at(-1) % cols];
    for (let row = Math.max(r - 1, 0); row <= Math.min(r + 1, rows - 1); row++) {
      for (let col = Math.max(c - 1, 0); col <= Math.min(c + 1, cols - 1); col++) {
        const cell = row * cols + col;
        if (!path.includes(cell) && letters[cell] === word[path.length]) extend([...path, cell]);
      }
    }
  };
  letters.forEach((letter, cell) => letter === word[0] && extend([cell]));
  return found;
}

/** A trace's near misses: reversed, a cell dropped at either end or in the middle, one more cell,
 * the last cell moved to another neighbour, a cell twice, a step off the grid. */
function brokenTraces(path, puzzle) {
  const { rows, cols } = puzzle;
  const [r, c] = path.at(-1);
  const around = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].map((dc) => [r + dr, c + dc]))
    .filter(([row, col]) => row >= 0 && row < rows && col >= 0 && col < cols);
  const fresh = around.filter(([row, col]) => !path.some(([pr, pc]) => pr === row && pc === col));
  const middle = Math.floor(path.length / 2);
  return [[...path].reverse(), path.slice(1), path.slice(0, -1), [...path.slice(0, middle), ...path.slice(middle + 1)],
    ...fresh.slice(0, 2).map((cell) => [...path, cell]), ...fresh.slice(0, 1).map((cell) => [...path.slice(0, -1), cell]),
    [...path, path[0]], [...path, [r, cols]], [...path, [-1, c]]];
}

/** Every step of a Strands pack to judge: `check` of traces and `hint` of found sets. */
function strandsMoves(pack, blocked) {
  const { puzzle } = pack;
  const theme = [puzzle.spangram, ...puzzle.words];
  const own = (word) => puzzle.placements[word];
  const half = puzzle.words.filter((_, i) => i % 2 === 0);
  const foundSets = [[], half, [puzzle.spangram, ...half], theme.slice(1), theme.slice(0, -1)];
  const dictionary = pack.judge.words;
  // The other words found before a word is traced: none, or some with that very word (as typed or as stored).
  const foundBefore = (i) => (i % 3 === 0 ? [] : [dictionary[i - 1], i % 3 === 1 ? dictionary[i] : ` ${dictionary[i].toUpperCase()} `]);
  const themeTraces = theme.flatMap((word) => [own(word), ...traces(puzzle, word)]);
  const wordTraces = dictionary.map((word) => traces(puzzle, word, 1)[0]);
  const crossings = theme.flatMap((word) => own(word).slice(1).map((cell, i) => [own(word)[i], cell]))
    .filter(([[r1, c1], [r2, c2]]) => r1 !== r2 && c1 !== c2).map(([[r1, c1], [r2, c2]]) => [[r1, c2], [r2, c1]]);
  const lines = puzzle.grid.flatMap((row, r) => [...row].flatMap((_, c) => [[0, 1], [1, 0], [1, 1], [1, -1]].map(([dr, dc]) =>
    [0, 1, 2, 3, 4].map((k) => [r + k * dr, c + k * dc]).filter(([row, col]) => row < puzzle.rows && col >= 0 && col < puzzle.cols))));
  const check = (path, found = [], words = []) => ["check", { path, found, words }];
  return [
    ...foundSets.flatMap((found) => themeTraces.map((path) => check(path, found))),
    ...foundSets.slice(0, 2).flatMap((found) => themeTraces.flatMap((path) => brokenTraces(path, puzzle).map((broken) => check(broken, found)))),
    ...wordTraces.flatMap((path, i) => [check(path), check(path, half, foundBefore(i))]),
    ...wordTraces.filter((_, i) => i % 4 === 0).flatMap((path) => brokenTraces(path, puzzle).map((broken) => check(broken))),
    ...foundSets.flatMap((found) => [...crossings, ...blocked].map((path) => check(path, found))),
    ...foundSets.slice(0, 2).flatMap((found) => lines.map((path) => check(path, found))),
    check([]), check(null), check([["a", 0]]), check([[0]]), check(own(puzzle.spangram), theme.map((word) => word.toUpperCase())),
    ...[...foundSets, theme, [...theme].reverse().slice(1), ["nothing", ""], theme.map((word) => ` ${word.toUpperCase()}`)]
      .map((found) => ["hint", { found }]),
  ];
}

const pyodide = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/" });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
const lexicons = join(dirname(wheel), "..", "lexicons"); // the site's wheel has none: they are beside it
const lexiconPath = pyodide.pyimport("wordgames.worker").lexicon_path;
for (const name of readdirSync(lexicons)) {
  pyodide.FS.writeFile(lexiconPath(name.replace(/\.lex\.gz$/, "")), gunzipSync(readFileSync(join(lexicons, name))));
}
pyodide.runPython(ENGINE);
const engineRun = pyodide.globals.get("engine_run");
const blockedWords = pyodide.globals.get("blocked_words");
const blockedTraces = pyodide.globals.get("blocked_traces");

// The English text of a reason is the engine's; the page says a verdict from its code and params.
const sorted = (value) => (Array.isArray(value) ? value.map(sorted) : value && typeof value === "object"
  ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])])) : value);
const comparable = ({ reason, message, ...verdict }) => JSON.stringify(sorted(verdict));
let compared = 0;
const verdicts = {}; // how many of each answer: a reason's code, a kind of word found, an error's code
const mismatches = [];
for (const file of packFiles) {
  const pack = JSON.parse(readFileSync(file, "utf8"));
  const judge = JUDGES[pack.game].judgeOf(pack);
  let steps;
  if (pack.game === "strands") {
    steps = strandsMoves(pack, JSON.parse(blockedTraces(pack.puzzle.code)));
  } else {
    const letters = pack.game === "letterboxed" ? pack.puzzle.sides.join("") : pack.puzzle.faces.join("");
    steps = typedMoves(pack, JSON.parse(blockedWords(pack.lang, letters))).map((move) => ["check", move]);
  }
  for (const [action, move] of steps) {
    const engine = JSON.parse(engineRun(pack.game, action, pack.puzzle.code, JSON.stringify(move)));
    const page = judge[action](move);
    compared += 1;
    const answer = engine.reason_code ?? engine.code ?? (engine.elsewhere ? `${engine.kind} elsewhere` : engine.kind) ??
      (engine.cells ? "hint" : "ok");
    verdicts[answer] = (verdicts[answer] ?? 0) + 1;
    if (comparable(engine) !== comparable(page)) mismatches.push({ file, action, move, engine, page });
  }
}
console.log(JSON.stringify({ compared, packs: packFiles.length, verdicts, mismatches: mismatches.slice(0, 5) }));
process.exit(mismatches.length ? 1 : 0);
