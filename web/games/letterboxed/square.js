// The Letter Boxed square in SVG: four sides of three letters around a frame, and the words
// played as lines between them. The play view (view.js) draws its board with it, and Tools a
// board as the player types it (a place not yet typed is an empty dot).

import { svg } from "../../js/site.js";
import { HIGH, LOW, placesOf } from "./sides.js";

const SHADES = 4; // played words take the shades --lb-word-1 (oldest) to --lb-word-4 (the last)

/** The shade of the i-th of n played words: the last the strongest, the earlier ones a step lighter each. */
export const shadeOf = (i, n) => Math.max(1, SHADES - (n - 1 - i));

/**
 * Draw the square of `sides` (four strings; a side typed only in part leaves empty dots) into the
 * <svg> `board`: the `played` words as lines, the word being traced (`current`) as a trail.
 * With `onLetter`, each letter is a button that calls it (the play view); without, the square is
 * a picture, on which a letter typed twice is marked at both places.
 */
export function drawSquare(board, sides, { played = [], current = "", onLetter = null } = {}) {
  const places = placesOf(sides);
  const spots = Object.fromEntries(places.filter(({ letter }) => letter).map(({ letter, p }) => [letter, p]));
  const letters = sides.join("");
  const used = new Set(played.join("") + current);
  const points = (word) => [...word].map((c) => `${spots[c].x},${spots[c].y}`).join(" ");
  const children = [svg("rect", { class: "frame", x: LOW, y: LOW, width: HIGH - LOW, height: HIGH - LOW })];
  const n = played.length;
  played.forEach((word, i) => children.push(svg("polyline", { class: `played shade-${shadeOf(i, n)}`, points: points(word) })));
  if (current.length > 1) children.push(svg("polyline", { class: "trail", points: points(current) }));
  const last = current.at(-1);
  for (const { letter, p } of places) {
    if (!letter) { children.push(svg("circle", { class: "dot empty", cx: p.x, cy: p.y, r: 9 })); continue; }
    const twice = letters.indexOf(letter) !== letters.lastIndexOf(letter) ? " twice" : "";
    const mark = letter === last ? " current" : used.has(letter) ? " used" : twice;
    const shown = [svg("circle", { class: `dot${mark}`, cx: p.x, cy: p.y, r: 9 }),
      svg("text", { class: `letter${used.has(letter) ? " used" : twice}`, x: p.lx, y: p.ly }, letter.toUpperCase())];
    if (!onLetter) { children.push(...shown); continue; }
    const group = svg("g", { "data-letter": letter, role: "button", tabindex: "-1", "aria-label": letter.toUpperCase() },
      svg("circle", { class: "hit", cx: (p.x + p.lx) / 2, cy: (p.y + p.ly) / 2, r: 26 }), ...shown);
    group.addEventListener("pointerdown", (event) => { event.preventDefault(); onLetter(letter); });
    children.push(group);
  }
  board.replaceChildren(...children);
}
