// Strip standard library modules in Pyodide's own Python (tools/strip_stdlib.py, which says why).
//   node tools/strip_stdlib.mjs < sources.json > stripped.json      ({name: source}, both ways)
// A module whose stripped text is not the same program exits with status 1.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pyodide = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/" });
pyodide.runPython(readFileSync(join(root, "tools", "strip_stdlib.py"), "utf8"));
const sources = [];
for await (const chunk of process.stdin) sources.push(chunk);
try {
  process.stdout.write(pyodide.globals.get("strip_all")(Buffer.concat(sources).toString("utf8")));
} catch (error) {
  process.stderr.write(String(error.message) + "\n");
  process.exit(1);
}
