// Run Python in the real Pyodide runtime under Node with the engine wheel installed, and the
// lexicons built beside it (dist/app/lexicons/*.lex.gz, which the site's wheel lacks) where the engine reads them.
//   node tests/pyodide/pyodide_run.mjs WHEEL [STDLIB_ZIP] < script.py
// STDLIB_ZIP is the standard library to boot on (the npm package's full one by default).
// The script's stdout is passed through; a Python exception exits with status 1.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { loadPyodide } from "../../node_modules/pyodide/pyodide.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const [wheel, stdLibURL] = process.argv.slice(2);
const script = readFileSync(0, "utf8");
const pyodide = await loadPyodide({
  indexURL: join(root, "node_modules", "pyodide") + "/",
  stdLibURL,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel");
const lexicons = join(dirname(wheel), "..", "lexicons");
const lexiconPath = pyodide.pyimport("wordgames.worker").lexicon_path;
for (const name of readdirSync(lexicons)) {
  pyodide.FS.writeFile(lexiconPath(name.replace(/\.lex\.gz$/, "")), gunzipSync(readFileSync(join(lexicons, name))));
}
try {
  pyodide.runPython(script);
} catch (error) {
  process.stderr.write(String(error.message) + "\n");
  process.exit(1);
}
