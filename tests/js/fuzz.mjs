// Seeded random and mutated inputs for the fuzz tests of the page's readers (issue #41): JSON
// values built at random, and real values with parts changed, dropped, put in or retyped, or
// their text changed character by character. The generator is seeded (mulberry32): every run
// reads the same inputs.

/** A seeded generator of numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD = [null, true, false, 0, -1, 1, 1.5, -0, 1e308, 2 ** 53, "", " ", "0", "-1", "x", "null", "__proto__",
  "constructor", "toString", "2026-13-45", "2026-11-27", "9999-99-99", "é", "🙂", "\u0000", "a".repeat(300),
  [], [null], [[]], [[0, 0]], [0, 0], ["a"], {}, { code: "x" }, { length: 3 }];

/** What typed text is made of: letters of both alphabets and others, separators, digits, marks, half an emoji. */
const TYPED = [..."abcxyzæøåABCÆØÅQq", " ", ",", ";", "/", "-", "\t", "\n", "(", ")", ".", "7", "é", "e\u0301", "ß", "İ",
  "ﬁ", "Ω", "ж", "𝐚", "🙂", "\ud83d", "\u0000", "_", "²", "  "];

/** Random and mutated inputs, from a seed. */
export function fuzzer(seed) {
  const random = mulberry32(seed);
  const below = (n) => Math.floor(random() * n);
  const pick = (items) => items[below(items.length)];
  const copy = (value) => (value !== null && typeof value === "object" ? JSON.parse(JSON.stringify(value)) : value);

  /** A JSON value of any kind, nested up to `depth`. */
  function anyValue(depth = 2) {
    const kind = below(depth > 0 ? 6 : 4);
    if (kind === 0) return copy(pick(ODD));
    if (kind === 1) return below(3) ? below(100) - 10 : random() * 1e6 - 5e5;
    if (kind === 2) return Array.from({ length: below(8) }, () => String.fromCharCode(32 + below(95))).join("");
    if (kind === 3) return pick([null, true, false]);
    if (kind === 4) return Array.from({ length: below(4) }, () => anyValue(depth - 1));
    return Object.fromEntries(Array.from({ length: below(4) }, () => [pick(["a", "code", "word", "0", "__proto__"]),
      anyValue(depth - 1)]));
  }

  /** A place inside `value` (a path of object keys and array indexes) reached by a random walk down; null if none. */
  function place(value) {
    const path = [];
    let at = value;
    while (at && typeof at === "object") {
      const keys = Object.keys(at);
      if (!keys.length) break;
      const key = pick(keys);
      path.push(key);
      at = at[key];
      if (below(3) === 0) break;
    }
    return path.length ? path : null;
  }

  /** `value` (copied) with one to four parts changed, dropped, put in, retyped or emptied. */
  function mutated(value) {
    let root = copy(value);
    for (let changes = 1 + below(4); changes > 0; changes -= 1) {
      const path = place(root);
      if (!path || below(40) === 0) { root = anyValue(); continue; }
      const parent = path.slice(0, -1).reduce((at, key) => at[key], root);
      const key = path.at(-1);
      const how = below(7);
      if (how === 0) parent[key] = anyValue();
      else if (how === 1) { if (Array.isArray(parent)) parent.splice(Number(key), 1); else delete parent[key]; }
      else if (how === 2) parent[key] = copy(pick(ODD));
      else if (how === 3 && Array.isArray(parent)) parent.splice(Number(key), 0, anyValue(1));
      else if (how === 3) parent[pick(["x", "extra", key])] = anyValue(1);
      else if (how === 4) parent[key] = Array.isArray(parent[key]) ? parent[key].slice(0, below(3)) : [parent[key]];
      else if (how === 5) parent[key] = typeof parent[key] === "string" ? `${parent[key]}${pick(["x", "", "1", "é"])}`
        : typeof parent[key] === "number" ? pick([-parent[key], parent[key] + 0.5, String(parent[key])]) : null;
      else parent[key] = pick([undefined, {}, [], ""]); // undefined: as if the key were missing
    }
    return root;
  }

  /** `value`'s JSON text with characters changed, put in, taken out or cut, read back; undefined if no longer JSON. */
  function mangledText(value) {
    let text = JSON.stringify(value);
    for (let changes = 1 + below(4); changes > 0; changes -= 1) {
      const at = below(text.length);
      const how = below(3);
      if (how === 0) text = `${text.slice(0, at)}${pick([..."{}[]\",:0129-e.ntfa "])}${text.slice(at + 1)}`;
      else if (how === 1) text = `${text.slice(0, at)}${text.slice(at + 1)}`;
      else text = `${text.slice(0, at)}${pick([..."0\"[{,-"])}${text.slice(at)}`;
    }
    if (below(8) === 0) text = text.slice(0, below(text.length));
    try { return JSON.parse(text); } catch { return undefined; }
  }

  /** Text as a player might type it: `text` with characters changed, put in or taken out, or cut; or `pieces` at random. */
  function typedText(text, pieces = TYPED) {
    if (below(5) === 0) return Array.from({ length: below(24) }, () => pick(pieces)).join("");
    let typed = text;
    for (let changes = 1 + below(4); changes > 0; changes -= 1) {
      const at = below(typed.length + 1);
      const how = below(3);
      if (how === 0) typed = `${typed.slice(0, at)}${pick(pieces)}${typed.slice(at + 1)}`;
      else if (how === 1) typed = `${typed.slice(0, at)}${typed.slice(at + 1)}`;
      else typed = `${typed.slice(0, at)}${pick(pieces)}${typed.slice(at)}`;
    }
    return below(10) === 0 ? typed.slice(0, below(typed.length + 1)) : typed;
  }

  /**
   * The i-th of a run of inputs from `valid` (one or more good values): a quarter each
   * mutated, mutated twice over, read back from mangled text, and random (or a good one whole).
   */
  function input(i, valid) {
    const good = pick(valid);
    const kind = i % 4;
    if (kind === 0) return mutated(good);
    if (kind === 1) return mutated(mutated(good));
    if (kind === 2) return mangledText(good);
    return below(10) === 0 ? copy(good) : anyValue(3);
  }

  return { random, below, pick, anyValue, mutated, mangledText, typedText, input };
}
