// Tracing a word through touching cells of a grid: drag across cells, or tap them one by
// one and tap the last again; or with the keyboard, as an ARIA grid with a roving tabindex:
// the arrow keys (Home, End) move between cells, Enter or Space picks one (picking the last
// again submits), Backspace takes the last back and Escape clears. Boggle and Strands share
// it; the page says which cells may be used, redraws on change (then calls sync()) and
// judges the submitted path.

/**
 * Fill ``container`` with a rows x cols board as ARIA rows (role=row, class grid-row), each
 * holding its cells; ``make(cell)`` gives the element of each cell (its index row by row),
 * which gets data-cell here.
 */
export function boardRows(container, rows, cols, make) {
  const lines = [];
  for (let r = 0; r < rows; r += 1) {
    const line = document.createElement("div");
    line.setAttribute("role", "row");
    line.className = "grid-row";
    for (let c = 0; c < cols; c += 1) {
      const node = make(r * cols + c);
      node.dataset.cell = r * cols + c;
      line.append(node);
    }
    lines.push(line);
  }
  container.replaceChildren(...lines);
}

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
    this.focus = 0; // the cell that Tab reaches (roving tabindex)
    grid.addEventListener("pointerdown", (event) => this.down(event));
    grid.addEventListener("keydown", (event) => this.key(event));
    grid.addEventListener("focusin", (event) => {
      const node = event.target.closest?.("[data-cell]");
      if (node) { this.focus = Number(node.dataset.cell); this.sync(); }
    });
    grid.addEventListener("pointermove", (event) => this.move(event));
    window.addEventListener("pointerup", () => this.up(), { signal });
    window.addEventListener("pointercancel", () => this.up(), { signal });
  }

  clear() {
    this.cells = [];
  }

  /** The element of a cell. */
  node(cell) {
    return this.grid.querySelector(`[data-cell="${cell}"]`);
  }

  /** After the page redraws: one cell takes Tab, the traced cells are selected. */
  sync() {
    const nodes = this.grid.querySelectorAll("[data-cell]");
    if (this.focus >= nodes.length) this.focus = 0;
    for (const node of nodes) {
      const cell = Number(node.dataset.cell);
      node.tabIndex = cell === this.focus ? 0 : -1;
      node.setAttribute("aria-selected", String(this.cells.includes(cell)));
    }
  }

  /** Pick a cell, as a tap does: start, extend, go back to it, or (the last one) submit. */
  select(cell) {
    if (!this.enabled() || !this.usable(cell)) return;
    this.focus = cell;
    const trace = this.cells;
    const last = trace.at(-1);
    if (cell === last) { this.finish(); return; } // the last cell again
    if (trace.includes(cell)) this.cells = trace.slice(0, trace.indexOf(cell) + 1);
    else if (last !== undefined && this.adjacent(last, cell)) trace.push(cell);
    else this.cells = [cell];
    this.changed();
  }

  key(event) {
    const node = event.target.closest?.("[data-cell]");
    if (!node || event.altKey || event.ctrlKey || event.metaKey) return;
    const { rows, cols } = this.shape();
    const cell = Number(node.dataset.cell);
    const [r, c] = [Math.floor(cell / cols), cell % cols];
    const step = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[event.key];
    let next = null;
    if (step) {
      const [nr, nc] = [r + step[0], c + step[1]];
      next = nr >= 0 && nr < rows && nc >= 0 && nc < cols ? nr * cols + nc : cell;
    } else if (event.key === "Home") next = r * cols;
    else if (event.key === "End") next = r * cols + cols - 1;
    else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      this.select(cell);
      return;
    } else if ((event.key === "Escape" || event.key === "Backspace") && this.cells.length) {
      event.preventDefault();
      if (event.key === "Escape") this.cells = [];
      else this.cells.pop();
      this.changed();
      return;
    }
    if (next === null) return;
    event.preventDefault();
    this.focus = next;
    this.sync();
    this.node(next)?.focus();
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
    this.dragging = cell !== this.cells.at(-1); // a tap on the last cell submits
    this.moved = false;
    this.select(cell);
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
