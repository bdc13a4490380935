// Bundle the page's modules in a built site's app/ folder (build.py, bundle): one esbuild build,
// split into shared chunks, minified. `node tools/bundle.mjs APP` prints what it wrote as JSON:
// {"outputs": {path: [the paths it imports statically]}, "first": [the document's scripts' chunks, the
// early script's first], "daily": {game: [the chunks its view imports beyond those]}}, paths under APP.
//
// The first look: the document's scripts (index.html: worker-start.js, settings.js, shell.js) with
// every module they import, and what any route's view shares with the rest of the site, are one
// chunk, js/chunk-HASH.js, fetched in one request beside the scripts (index.html preloads it). What
// only one daily game's modules use is a chunk of that game's, which its view imports: the early
// script asks for it on that game's route (index.html names it, build.py), so a daily's first look
// neither downloads nor runs the other dailies' code. The document's early script (worker-start.js,
// EARLY) and the few small modules it imports are a chunk of their own before the first look's, so
// that it runs, and asks for the day pack and the route's view, while the big chunk is still on its
// way. Every other module a URL can ask for stays a module at its own address (so the shell's
// import() of a view, index.html's scripts, a test's import() find it), as a small entry that
// imports those chunks first and re-exports its module; what only those other views use lands in
// chunks of its own. So the page holds one copy of each module (one language, one engine), and a
// view opened later downloads only what the first look did not. How: every entry, and every module
// imported with import(), comes in a wrapper that imports the first look's modules first (and a
// daily game's modules, that game's view), so that esbuild finds them reached by the same entries
// (which is what puts modules into one chunk). Which modules the first look holds comes from a
// first pass over the static imports (FIRST).
//
// import.meta.url: a module's output file is not its source's (most land in a chunk), so each
// source's `import.meta.url` becomes its own address, computed from its output's:
// `new URL("@APP/js/packs.js", import.meta.url)`, the marker replaced per output file by the way
// from that file up to APP ("../" for js/chunk-HASH.js). The page's stylesheet, css/page.css, is
// bundled too: the sheets it imports in one minified file. The Lab's PyScript is not bundled
// (loaded as it is from app/pyscript/), nor the QR code's vendor module (imported by a URL).
import { readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL, fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const app = process.argv[2];
const APP_MARK = "@APP/";
const underApp = (path) => relative(app, path).split(sep).join("/");

/** The scripts index.html names, in its order (the order the first look runs them in). */
const DOCUMENT = ["js/worker-start.js", "js/settings.js", "js/shell.js"];
/**
 * The document's early script (async in index.html): it runs as soon as it and the small modules it
 * imports are in, before the first look's chunk, so it is not wrapped. What it imports lands in a
 * small chunk of its own (the first look's chunk imports it too).
 */
const EARLY = ["js/worker-start.js"];
const { DAILY_GAMES, VIEWS } = await import(pathToFileURL(join(app, "games", "index.js")).href);
const gameViews = Object.values(VIEWS).map(({ url }) => underApp(fileURLToPath(url)));
const shellViews = readdirSync(join(app, "js", "views")).sort().map((name) => `js/views/${name}`);
/** The modules a test or a benchmark imports by URL (they hold no state of their own: re-exports). */
const BY_URL = ["js/i18n.js", "js/engine.js", "games/index.js"];
const entries = [...new Set([...DOCUMENT, ...shellViews, ...gameViews, ...BY_URL])];
/** Each daily game's view, the first look of its route: games/GAME/view.js. */
const DAILY_VIEWS = Object.fromEntries(DAILY_GAMES.map((game) => [game, underApp(fileURLToPath(VIEWS[game].url))]));
/** The game whose folder holds a module (games/GAME/...), or null. */
const gameOf = (path) => /^games\/([^/]+)\//.exec(path)?.[1] ?? null;

/** Every module's static imports (paths under APP), from a bundling pass that writes nothing. */
async function staticImports() {
  const pass = await esbuild.build({
    absWorkingDir: app, entryPoints: entries.map((path) => `./${path}`), outdir: "out", bundle: true, splitting: true,
    format: "esm", write: false, metafile: true, logLevel: "silent",
    plugins: [{ name: "pyscript", setup(build) { build.onResolve({ filter: /\/pyscript\/core\.js$/ }, () => ({ external: true })); } }],
  });
  return Object.fromEntries(Object.entries(pass.metafile.inputs).map(([path, { imports }]) =>
    [path, imports.filter((found) => found.kind === "import-statement" && !found.external).map((found) => found.path)]));
}
const imports = await staticImports();
/** The modules `roots` import, themselves included, directly or not. */
function reached(roots) {
  const found = new Set();
  const visit = (path) => { if (!found.has(path)) { found.add(path); (imports[path] ?? []).forEach(visit); } };
  roots.forEach(visit);
  return found;
}
/**
 * The first look's modules, in one chunk that every route loads: the document's scripts with what
 * they import, and of each daily's view what anything outside its game's folder uses too. What only
 * a daily game's own modules use lands in a chunk of that game's (its view's, games/GAME/view.js,
 * imports it; the early script asks for it on the game's route), so a daily's first look does not
 * download or run the other dailies' code.
 */
const FIRST = [...reached(DOCUMENT)];
for (const [game, view] of Object.entries(DAILY_VIEWS)) {
  const elsewhere = reached(entries.filter((entry) => gameOf(entry) !== game));
  for (const path of reached([view])) if (elsewhere.has(path) && !FIRST.includes(path)) FIRST.push(path);
}
/**
 * Each language's catalogue, which i18n.js imports by its address at run time: plain data, and
 * unwrapped, since the shell awaits the player's catalogue while the first look's chunk runs (a
 * catalogue that imported that chunk would wait for it: neither would ever finish). English, the
 * fallback the first look imports, is then a chunk of its own beside it.
 */
const { LANGUAGES } = await import(pathToFileURL(join(app, "i18n", "languages.js")).href);
const catalogues = LANGUAGES.map(({ code }) => `i18n/${code}.js`).sort();

/** An import() whose address is a template (i18n.js's catalogue): made at run time, not bundled. */
const RUN_TIME_IMPORT = /\bimport\((`[^`]*`)\)/g;
const exportsDefault = (path) => /\bexport\s+default\b|\bas\s+default\b/.test(readFileSync(path, "utf8"));

const plugin = {
  name: "first-look",
  setup(build) {
    build.onResolve({ filter: /^first-look$/ }, () => ({ path: "first-look", namespace: "first-look" }));
    build.onLoad({ filter: /.*/, namespace: "first-look" }, () => ({
      contents: FIRST.map((path) => `import ${JSON.stringify("./" + path)};\n`).join(""), resolveDir: app, loader: "js",
    }));
    build.onResolve({ filter: /^wrapped:/ }, (args) => ({ path: args.path.slice(8), namespace: "wrapped" }));
    build.onResolve({ filter: /.*/ }, (args) => {
      if (/\/pyscript\/core\.js$/.test(args.path)) {
        return { path: APP_MARK + underApp(join(args.resolveDir, args.path)), external: true };
      }
      if (args.kind !== "dynamic-import" || args.namespace !== "file") return undefined;
      return { path: underApp(join(args.resolveDir, args.path)), namespace: "wrapped" };
    });
    build.onLoad({ filter: /.*/, namespace: "wrapped" }, (args) => {
      const module = JSON.stringify("./" + args.path);
      const dailyView = DAILY_VIEWS[gameOf(args.path)]; // a daily game's modules import its view's first
      return {
        contents: `import "first-look";\n` + (dailyView ? `import ${JSON.stringify("./" + dailyView)};\n` : "") +
          `export * from ${module};\n` +
          (exportsDefault(join(app, args.path)) ? `export { default } from ${module};\n` : ""),
        resolveDir: app, loader: "js",
      };
    });
    build.onLoad({ filter: /\.m?js$/ }, (args) => {
      const address = `new URL(${JSON.stringify(APP_MARK + underApp(args.path))}, import.meta.url).href`;
      const source = readFileSync(args.path, "utf8").replace(RUN_TIME_IMPORT, "import(new URL($1, import.meta.url).href)");
      return { contents: source.replaceAll("import.meta.url", address), loader: "js" };
    });
  },
};

/** What both builds (the scripts, the styles) share: bundled, minified, kept in memory, described. */
const BUILD = {
  absWorkingDir: app,
  outdir: "out", // nothing is written there (write: false): the outputs replace their sources in APP
  bundle: true,
  minify: true,
  charset: "utf8",
  legalComments: "none",
  write: false,
  metafile: true,
  logLevel: "warning",
};

const result = await esbuild.build({
  ...BUILD,
  entryPoints: [...entries.map((path) => ({ in: `${EARLY.includes(path) ? "./" : "wrapped:"}${path}`, out: path.replace(/\.js$/, "") })),
    ...catalogues.map((path) => ({ in: `./${path}`, out: path.replace(/\.js$/, "") }))],
  entryNames: "[dir]/[name]",
  chunkNames: "js/[name]-[hash]",
  splitting: true,
  format: "esm",
  // No top-level await: a module with one is evaluated asynchronously, and with it every module of its
  // chunk (the document's scripts share one), which WebKit mishandles when several scripts import that
  // chunk at once (webkit.org/b/242740; shell.js says more). esbuild then stops the build, naming the line.
  supported: { "top-level-await": false },
  plugins: [plugin],
});

/** The page's styles: css/page.css and the sheets it imports, one minified sheet at its address. */
const styles = await esbuild.build({ ...BUILD, entryPoints: [{ in: "./css/page.css", out: "css/page" }] });

for (const input of [...Object.keys(result.metafile.inputs), ...Object.keys(styles.metafile.inputs)]) {
  if (!input.includes(":")) rmSync(join(app, input)); // the sources (not the wrappers)
}
const outputs = {};
const out = join(app, "out");
const inApp = (path) => underApp(join(app, relative("out", path)));
for (const file of styles.outputFiles) writeFileSync(join(app, underApp(join(app, relative(out, file.path)))), file.text);
for (const file of result.outputFiles) {
  const path = underApp(join(app, relative(out, file.path)));
  const up = "../".repeat(path.split("/").length - 1) || "./";
  mkdirSync(dirname(join(app, path)), { recursive: true });
  writeFileSync(join(app, path), file.text.replaceAll(APP_MARK, up));
  const meta = result.metafile.outputs[relative(app, file.path).split(sep).join("/")];
  outputs[path] = meta.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => inApp(i.path));
}
const first = new Set();
const visit = (path) => { for (const next of outputs[path]) if (!first.has(next)) { first.add(next); visit(next); } };
EARLY.forEach(visit); // the early script's chunk first: index.html preloads them in this order
DOCUMENT.forEach(visit);
/** Each daily game's own chunks, which its view imports beyond the first look's. */
const daily = Object.fromEntries(Object.entries(DAILY_VIEWS).map(([game, view]) =>
  [game, outputs[view].filter((path) => !first.has(path))]));
process.stdout.write(JSON.stringify({ outputs, first: [...first], daily }, null, 1) + "\n");
