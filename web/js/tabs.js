// One state across tabs. A game view keeps its puzzle's progress through a shared record: every
// write reads the record again first and, when another tab wrote it since this tab last read or
// wrote it, keeps the view's merge of the two (found words a union; Letter Boxed's chain the one
// already kept), so the last tab to write never erases what another added. Another tab's write
// reaches the view at once (the `storage` event, which the writing tab itself does not get), and
// the view shows the record as it now stands (so does an open statistics dialog, its own).

import { store } from "./site.js";

/**
 * The record `key()` names (it follows the puzzle the view shows), shared with the other tabs.
 * `merge(stored, mine)` gives the record to keep when another tab wrote it since; `changed(value)`
 * is called with the record another tab has just written (one it removed leaves the view as it
 * is: its next write keeps the view's own). Listening ends with `signal`.
 */
export function sharedRecord(key, { merge, changed, signal }) {
  let seen = "null"; // the record as this tab last read or wrote it, as JSON
  const storedNow = () => store.get(key(), null);

  whenWritten(key, () => {
    const value = storedNow();
    seen = JSON.stringify(value);
    if (value !== null) changed(value);
  }, signal);

  return {
    /** The stored record (null if none), now the one this tab has seen. */
    read() {
      const value = storedNow();
      seen = JSON.stringify(value);
      return value;
    },
    /** Keep `mine`, merged with what another tab wrote since this tab last saw it; the record kept. */
    write(mine) {
      const stored = storedNow();
      const kept = stored !== null && JSON.stringify(stored) !== seen ? merge(stored, mine) : mine;
      store.set(key(), kept);
      seen = JSON.stringify(kept);
      return kept;
    },
  };
}

/**
 * Call `changed()` whenever another tab writes (or removes) the record `key()` names, until
 * `signal` aborts; and when the page comes back from the back-forward cache, which kept it
 * frozen through any storage events (the record is read again as it may have changed).
 */
export function whenWritten(key, changed, signal) {
  window.addEventListener("storage", (event) => {
    if (key() && event.key === `wordgames/${key()}`) changed();
  }, { signal });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted && key()) changed();
  }, { signal });
}

/** The items of `kept` and then those of `mine` it lacks (`name` tells two items apart). */
export function union(kept, mine, name = (item) => item) {
  const names = new Set(kept.map(name));
  return [...kept, ...mine.filter((item) => !names.has(name(item)))];
}
