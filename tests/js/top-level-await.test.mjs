// No module of the page awaits at its top. Such a module is evaluated asynchronously, and so is
// every module bundled into its chunk (the document's scripts share one, tools/bundle.mjs), which
// WebKit mishandles when several scripts import that chunk at once (webkit.org/b/242740): with
// shell.js awaiting the catalogue at its top, the bundled page could lose its own wiring there.
// The build refuses one too (bundle.mjs); this names the file without a build.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The page's and the service worker's modules (web/, without the vendored ones it imports by URL). */
function modules(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "pyscript" ? [] : modules(path);
    return /\.m?js$/.test(entry.name) ? [path] : [];
  });
}

const awaitsAtTop = (source) => {
  try {
    esbuild.transformSync(source, { format: "esm", loader: "js", supported: { "top-level-await": false } });
    return false;
  } catch (error) {
    if (/Top-level await/.test(error.message)) return true;
    throw error;
  }
};

test("the check sees a top-level await, and not one inside a function", () => {
  assert.equal(awaitsAtTop("await Promise.resolve();\nexport const ready = true;\n"), true);
  assert.equal(awaitsAtTop("export async function load() { await Promise.resolve(); }\n"), false);
});

test("no module of the page awaits at its top", () => {
  const files = modules(join(ROOT, "web"));
  assert.ok(files.some((path) => path.endsWith(join("js", "shell.js"))), "web/js/shell.js is among them");
  const found = files.filter((path) => awaitsAtTop(readFileSync(path, "utf8"))).map((path) => relative(ROOT, path));
  assert.deepEqual(found, []);
});
