// worker/xz.mjs: what build.py packs (build.xz_packed) comes out whole through the decoder the
// site ships (npm xz-decompress's WebAssembly, as build.py copies it), however the download is
// cut into chunks; a cut-short or damaged download is an error, never a short file.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { unxz } from "../../worker/xz.mjs";

const ROOT = new URL("../../", import.meta.url);
const module = readFileSync(new URL("node_modules/xz-decompress/dist/package/xz-decompress.js", ROOT), "utf8");
const decoder = WebAssembly.compile(Buffer.from(module.match(/data:application\/wasm;base64,([A-Za-z0-9+/=]+)/)[1], "base64"));

// About 300 KB of text that packs well but not to nothing: numbered lines of words.
const WORDS = ["quartz", "jumble", "vex", "fjord", "glyph", "nymph", "waltz", "crwth"];
const plain = Buffer.from(Array.from({ length: 20_000 }, (_, i) => `${i} ${WORDS[i % 8]} ${WORDS[(i * 7) % 8]}\n`).join(""));
const packed = execFileSync("python3", ["-c", "import sys, build; sys.stdout.buffer.write(build.xz_packed(sys.stdin.buffer.read()))"],
  { cwd: ROOT, input: plain });

/** ``bytes`` as a download in chunks of the given sizes, over and over; and whether its end was read. */
function download(bytes, sizes) {
  let at = 0;
  let turn = 0;
  const read = { toTheEnd: false };
  const stream = new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) { read.toTheEnd = true; controller.close(); return; }
      const size = sizes[turn++ % sizes.length];
      controller.enqueue(bytes.subarray(at, at + size));
      at += size;
    },
  });
  return { stream, read };
}

const unpacked = async (stream) => Buffer.from(await new Response(unxz(stream, decoder)).arrayBuffer());

test("a packed file comes out whole, in any chunks, and its download is read to the end", async () => {
  assert.ok(packed.length < plain.length / 4);
  for (const sizes of [[packed.length], [4096], [1, 7, 0, 65_536, 3]]) {
    const { stream, read } = download(packed, sizes);
    assert.ok((await unpacked(stream)).equals(plain), `chunks of ${sizes}`);
    assert.ok(read.toTheEnd, `chunks of ${sizes}`);
  }
});

test("a download cut short or damaged is an error", async () => {
  await assert.rejects(unpacked(download(packed.subarray(0, packed.length - 20), [4096]).stream), /not a whole xz stream/);
  const damaged = Buffer.from(packed);
  damaged[Math.floor(packed.length / 2)] ^= 0x55;
  await assert.rejects(unpacked(download(damaged, [4096]).stream), /not a whole xz stream/);
});
