// Strip standard library modules (tools/strip_stdlib.py, which says why) and compile them
// (tools/compile_stdlib.py), in Pyodide's own Python.
//   node tools/strip_stdlib.mjs < sources.json > compiled.json   ({name.py: source} -> {name.pyc: base64})
// A module whose stripped text is not the same program exits with status 1.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pyodide = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/",
                                    env: { PYTHONNODEBUGRANGES: "1", PYTHONHASHSEED: "0" } });
for (const tool of ["strip_stdlib.py", "compile_stdlib.py"]) {
  pyodide.runPython(readFileSync(join(root, "tools", tool), "utf8"));
}
const sources = [];
for await (const chunk of process.stdin) sources.push(chunk);
try {
  const stripped = pyodide.globals.get("strip_all")(Buffer.concat(sources).toString("utf8"));
  process.stdout.write(pyodide.globals.get("compile_all")(stripped));
} catch (error) {
  process.stderr.write(String(error.message) + "\n");
  process.exit(1);
}
