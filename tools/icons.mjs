// Render the site's PNG icons from its one SVG source, for build.py:
//
//   node tools/icons.mjs tools/icon.svg dist/app/icons
//
// resvg (WebAssembly, so the same pixels on every machine) draws each icon; the source
// uses no text, so no font is involved. "any" icons are the mark as drawn; full-bleed
// ones (the maskable icon, whose corners a launcher may cut to any shape, and Apple's
// touch icon, which iOS rounds itself) put the mark at 90% of the size, on the colour of
// the source's data-bleed attribute: its tile then stays inside the maskable safe zone
// (a centred circle of 40% radius).
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { initWasm, Resvg } from "@resvg/resvg-wasm";

const ICONS = [
  { name: "icon-192.png", size: 192, bleed: false },
  { name: "icon-512.png", size: 512, bleed: false },
  { name: "icon-maskable-512.png", size: 512, bleed: true },
  { name: "apple-touch-icon.png", size: 180, bleed: true },
];
const MARK = 0.9;

/** The source drawn on a full square of its data-bleed colour, at MARK of its size. */
function fullBleed(source) {
  const root = source.match(/<svg\b[^>]*>/)[0];
  const attribute = (name) => root.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const colour = attribute("data-bleed");
  if (!colour) throw new Error("the icon's <svg> needs a data-bleed colour for its full-bleed icons");
  const [, , width, height] = attribute("viewBox").split(/[\s,]+/).map(Number);
  const inner = root.replace(/\s(x|y|width|height)="[^"]*"/g, "")
    .replace(/>$/, ` x="${(width * (1 - MARK)) / 2}" y="${(height * (1 - MARK)) / 2}" width="${width * MARK}" height="${height * MARK}">`);
  return `<svg xmlns="${attribute("xmlns")}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${colour}"/>${source.slice(source.indexOf(root)).replace(root, inner)}</svg>`;
}

async function main() {
  const [sourcePath, outDir] = process.argv.slice(2);
  if (!sourcePath || !outDir) throw new Error("usage: node tools/icons.mjs SOURCE.svg OUT_DIR");
  const require = createRequire(import.meta.url);
  await initWasm(await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
  const source = (await readFile(sourcePath, "utf8")).replace(/<\?xml[^>]*>\s*/, "");
  await mkdir(outDir, { recursive: true });
  for (const { name, size, bleed } of ICONS) {
    const resvg = new Resvg(bleed ? fullBleed(source) : source, { fitTo: { mode: "width", value: size } });
    const image = resvg.render();
    if (image.width !== size || image.height !== size) throw new Error(`${name}: ${image.width}x${image.height}, not ${size}x${size}`);
    await writeFile(path.join(outDir, name), image.asPng());
    image.free();
    resvg.free();
  }
}

main().catch((error) => {
  console.error(`icons: ${error.message}`);
  process.exit(1);
});
