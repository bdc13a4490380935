// A link as a QR code, for friends at one table who pass a puzzle from phone to phone. Drawn as
// SVG by npm's qrcode-generator (MIT), which the build copies to app/vendor/: nothing is fetched
// from elsewhere, and the library loads only when a player asks for a code.

import { svg } from "./site.js";

const LIBRARY = new URL("../vendor/qrcode.mjs", import.meta.url).href;
const QUIET_ZONE = 4; // modules of white around the code, as the standard asks

/** An <svg role=img> of `text` as a QR code (error correction L, the largest capacity), labelled `label`. */
export async function qrCode(text, label) {
  const { qrcode } = await import(LIBRARY);
  const code = qrcode(0, "L");
  code.addData(text, "Byte");
  code.make();
  const count = code.getModuleCount();
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.isDark(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  const size = count + 2 * QUIET_ZONE;
  return svg("svg", { class: "qr", viewBox: `0 0 ${size} ${size}`, role: "img", "aria-label": label },
    svg("rect", { width: size, height: size, fill: "#fff" }),
    svg("path", { d: path, fill: "#000" }));
}
