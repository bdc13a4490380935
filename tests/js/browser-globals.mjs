// The few browser globals the page's modules reach for, so that their tests run under Node with
// the modules as the page loads them. Import this first: i18n.js (and so stats.js, through it)
// listens on `window` as it is imported, and the language and saved progress come from
// `navigator` and `localStorage` when first asked for. Nothing else of the DOM is here; a module
// that reaches further (a notice in the page, say) fails its test loudly rather than quietly.
//
//   window        an EventTarget: the listeners i18n.js adds, the language change it announces
//   navigator     an English browser (en-GB); a test of the browser's language passes its own
//   localStorage  kept in memory for the test file (each file runs in a process of its own)
//   document      only documentElement, whose lang i18n.js sets

/** localStorage's interface over a Map. */
class MemoryStorage {
  #items = new Map();

  getItem(name) {
    return this.#items.has(name) ? this.#items.get(name) : null;
  }

  setItem(name, value) {
    this.#items.set(name, String(value));
  }

  removeItem(name) {
    this.#items.delete(name);
  }

  clear() {
    this.#items.clear();
  }

  get length() {
    return this.#items.size;
  }
}

// Defined rather than assigned: newer Node has a `navigator` of its own, as a getter.
const define = (name, value) => Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

define("window", new EventTarget());
define("navigator", { languages: ["en-GB"], language: "en-GB" });
define("localStorage", new MemoryStorage());
define("document", { documentElement: { lang: "" } });
