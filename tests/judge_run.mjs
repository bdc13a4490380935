// The page's judges against the engine: for each day pack named, every word of the pack and a
// set of near misses are judged by the game's judge (web/js/judges/GAME.js) and by the engine's
// `check` in Pyodide under Node, and every verdict must be equal.
//   node tests/judge_run.mjs WHEEL PACK.json [PACK.json ...]    (the lexicons from ../lexicons/ beside WHEEL)
// Prints one JSON line {"compared": N, "packs": N, "mismatches": [...first few]}; exits 1 on a mismatch.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";
import * as boggle from "../web/js/judges/boggle.js";
import * as letterboxed from "../web/js/judges/letterboxed.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [wheel, ...packFiles] = process.argv.slice(2);
const JUDGES = { letterboxed, boggle };

// The engine's side: its verdict on a move, and the blocked words a board could spell (which
// the pack leaves out and both must refuse).
const ENGINE = `
import json
from wordgames.games import run
from wordgames.lexicon import BLOCKED, load

def engine_check(game, code, move):
    return json.dumps(list(run(game, "check", {"code": code, **json.loads(move)}))[-1])

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
`;

/** One letter dropped, changed to another of the board, or added: the near misses of a word. */
function nearMisses(word, letters) {
  const at = Math.floor(word.length / 2);
  const other = letters[(letters.indexOf(word[at]) + 1) % letters.length];
  return [word.slice(1), word.slice(0, at) + word.slice(at + 1), word.slice(0, at) + other + word.slice(at + 1),
    word + letters[word.length % letters.length], word.toUpperCase(), ` ${word} `, word.slice(0, 2)];
}

/** Every move to judge on a pack. */
function moves(pack, blocked) {
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

const pyodide = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/" });
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
const lexicons = join(dirname(wheel), "..", "lexicons"); // the site's wheel has none: they are beside it
const lexiconPath = pyodide.pyimport("wordgames.worker").lexicon_path;
for (const name of readdirSync(lexicons)) {
  pyodide.FS.writeFile(lexiconPath(name.replace(/\.lex$/, "")), readFileSync(join(lexicons, name)));
}
pyodide.runPython(ENGINE);
const engineCheck = pyodide.globals.get("engine_check");
const blockedWords = pyodide.globals.get("blocked_words");

// The English text of a reason is the engine's; the page says a verdict from its code and params.
const sorted = (value) => (Array.isArray(value) ? value.map(sorted) : value && typeof value === "object"
  ? Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted(value[key])])) : value);
const comparable = ({ reason, message, ...verdict }) => JSON.stringify(sorted(verdict));
let compared = 0;
const mismatches = [];
for (const file of packFiles) {
  const pack = JSON.parse(readFileSync(file, "utf8"));
  const judge = JUDGES[pack.game].judgeOf(pack);
  const letters = pack.game === "letterboxed" ? pack.puzzle.sides.join("") : pack.puzzle.faces.join("");
  const blocked = JSON.parse(blockedWords(pack.lang, letters));
  for (const move of moves(pack, blocked)) {
    const engine = JSON.parse(engineCheck(pack.game, pack.puzzle.code, JSON.stringify(move)));
    const page = judge.check(move);
    compared += 1;
    if (comparable(engine) !== comparable(page)) mismatches.push({ file, move, engine, page });
  }
}
console.log(JSON.stringify({ compared, packs: packFiles.length, mismatches: mismatches.slice(0, 5) }));
process.exit(mismatches.length ? 1 : 0);
