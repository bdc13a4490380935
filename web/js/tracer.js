// Tracing a word through touching cells of a grid: drag across cells, or tap them one by
// one and tap the last again. Boggle and Strands share it; the page says which cells may
// be used, redraws on change and judges the submitted path.

export class Tracer {
  /**
   * @param grid     the element covering the cells (a rows x cols grid, row by row)
   * @param options  shape() -> {rows, cols}; enabled() -> bool; usable(cell) -> bool;
   *                 changed() after every change; submit(cells) with a finished path;
   *                 signal: an AbortSignal that removes the listeners on the window
   */
  constructor(grid, { shape, enabled, usable, changed, submit, signal }) {
    Object.assign(this, { grid, shape, enabled, usable, changed, submit });
    this.cells = [];
    this.dragging = false;
    this.moved = false;
    grid.addEventListener("pointerdown", (event) => this.down(event));
    grid.addEventListener("pointermove", (event) => this.move(event));
    window.addEventListener("pointerup", () => this.up(), { signal });
    window.addEventListener("pointercancel", () => this.up(), { signal });
  }

  clear() {
    this.cells = [];
  }

  adjacent(a, b) {
    const { cols } = this.shape();
    return a !== b && Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) <= 1 && Math.abs((a % cols) - (b % cols)) <= 1;
  }

  /** The usable cell under the pointer; only the middle of a cell counts, so diagonals are easy to hit. */
  cellAt(event) {
    const rect = this.grid.getBoundingClientRect();
    const { rows, cols } = this.shape();
    const x = ((event.clientX - rect.left) / rect.width) * cols;
    const y = ((event.clientY - rect.top) / rect.height) * rows;
    const c = Math.floor(x);
    const r = Math.floor(y);
    if (r < 0 || c < 0 || r >= rows || c >= cols || Math.hypot(x - c - 0.5, y - r - 0.5) > 0.42) return null;
    const cell = r * cols + c;
    return this.usable(cell) ? cell : null;
  }

  finish() {
    const cells = this.cells;
    this.cells = [];
    this.changed();
    if (cells.length) this.submit(cells);
  }

  down(event) {
    if (!this.enabled()) return;
    const cell = this.cellAt(event);
    if (cell === null) return;
    event.preventDefault();
    this.grid.setPointerCapture?.(event.pointerId);
    this.dragging = true;
    this.moved = false;
    const trace = this.cells;
    const last = trace.at(-1);
    if (cell === last) { this.dragging = false; this.finish(); return; } // tap the last cell again
    if (trace.includes(cell)) this.cells = trace.slice(0, trace.indexOf(cell) + 1);
    else if (last !== undefined && this.adjacent(last, cell)) trace.push(cell);
    else this.cells = [cell];
    this.changed();
  }

  move(event) {
    if (!this.dragging) return;
    const cell = this.cellAt(event);
    const trace = this.cells;
    if (cell === null || cell === trace.at(-1)) return;
    if (cell === trace.at(-2)) trace.pop();
    else if (!trace.includes(cell) && this.adjacent(trace.at(-1), cell)) trace.push(cell);
    else return;
    this.moved = true;
    this.changed();
  }

  up() {
    if (!this.dragging) return;
    this.dragging = false;
    if (this.moved) this.finish();
  }
}
