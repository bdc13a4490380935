// web/js/storage.js's quiet read, store.peek: what the document's first script (worker-start.js)
// reads before the page has its language. It gives what store.get gives for a record it can read,
// and for one it cannot (damaged, written by a newer build, or storage blocked) the fallback,
// leaving the record where it is and saying nothing (store.get sets it aside, and says so, later).

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { test } from "node:test";

import { store } from "../../web/js/storage.js";

test("peek reads what get reads", () => {
  store.set("letterboxed/lang", "nb");
  assert.equal(store.peek("letterboxed/lang", "en"), "nb");
  assert.equal(store.peek("letterboxed/lang", "en"), store.get("letterboxed/lang", "en"));
  assert.equal(store.peek("strands/lang", "en"), "en", "a missing record: the fallback");
});

test("a record peek cannot read stays where it is, and nothing is set aside", () => {
  for (const stored of ["{not json", JSON.stringify({ version: 1, value: 7 }), JSON.stringify({ version: 99, value: "nb" })]) {
    localStorage.setItem("wordgames/boggle/lang", stored);
    const before = localStorage.length;
    assert.equal(store.peek("boggle/lang", "en"), "en", stored);
    assert.equal(localStorage.getItem("wordgames/boggle/lang"), stored, "left as it was");
    assert.equal(localStorage.length, before, "nothing set aside");
  }
});

test("blocked storage: peek gives the fallback and does not throw", () => {
  const getItem = localStorage.getItem;
  localStorage.getItem = () => { throw new DOMException("blocked", "SecurityError"); };
  try {
    assert.equal(store.peek("settings/language", "auto"), "auto");
  } finally {
    localStorage.getItem = getItem;
  }
});
