// xz unpacked as it streams in: the engine worker's interpreter and standard library travel
// packed by build.py (pyodide/xz/NAME.xz, LZMA2: about 23% under the best gzip), which no
// browser unpacks by itself. The decoder is xz-embedded compiled to WebAssembly (npm
// xz-decompress; build.py copies its module to pyodide/xz/xz-decompress.wasm), one instance a
// stream. Its context begins with the words: buffer size, input address, input position, input
// size, output address, output position.
const XZ_OK = 0;
const XZ_STREAM_END = 1;

/** The bytes of the xz stream ``packed`` (a ReadableStream) unpacked, as a ReadableStream. */
export function unxz(packed, decoder) {
  const reader = packed.getReader();
  let xz = null; // the instance's exports
  let context = 0;
  let pending = new Uint8Array(0); // input read but not yet given to the decoder
  let ended = false; // the download's last byte read
  const words = () => new Uint32Array(xz.memory.buffer, context, 6); // anew: memory may grow
  return new ReadableStream({
    async start() {
      xz = (await WebAssembly.instantiate(await decoder)).exports;
      context = xz.create_context();
    },
    async pull(controller) { // until it gives bytes or ends: a pull that gives none is not called again
      for (;;) {
        const [size, input, inputPosition, inputSize] = words();
        if (inputPosition === inputSize && !ended) {
          while (pending.byteLength === 0 && !ended) {
            const { done, value } = await reader.read();
            ended = done;
            pending = value ?? pending;
          }
          const chunk = pending.subarray(0, size);
          new Uint8Array(xz.memory.buffer, input, chunk.byteLength).set(chunk);
          xz.supply_input(context, chunk.byteLength); // none once the download has ended: the cue to finish
          pending = pending.subarray(chunk.byteLength);
        }
        const result = xz.get_next_output(context); // no progress twice in a row is an error
        if (result !== XZ_OK && result !== XZ_STREAM_END) throw new Error(`not a whole xz stream (decoder error ${result})`);
        const state = words();
        const produced = state[5];
        if (produced > 0) controller.enqueue(new Uint8Array(xz.memory.buffer, state[4], produced).slice());
        state[5] = 0;
        if (result === XZ_STREAM_END) {
          xz.destroy_context(context);
          controller.close();
          return;
        }
        if (produced > 0) return;
      }
    },
    cancel(reason) { return reader.cancel(reason); },
  });
}
