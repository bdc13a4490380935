// The gallery's listings: the puzzles of gallery/<lang>.txt (any game's: each entry names its
// game), checked by the build and written newest first to gallery/<lang>.json. The gallery view
// lists them; a game's play view finds the entry of a puzzle it opens, to show it under its clue
// and author.

const listings = new Map(); // lang -> Promise of the entries, once per visit

/** The entries of a language's gallery, newest first, as the build wrote them. */
export function entriesOf(lang) {
  if (!listings.has(lang)) {
    const loading = fetch(new URL(`../gallery/${lang}.json`, import.meta.url))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then(entriesIn);
    loading.catch(() => listings.delete(lang)); // a failed load is tried again next time
    listings.set(lang, loading);
  }
  return listings.get(lang);
}

const isEntry = (entry) => entry && typeof entry === "object" &&
  ["game", "code", "clue", "author"].every((field) => typeof entry[field] === "string") &&
  /^\d{4}-\d{2}-\d{2}$/.test(entry.date) && !Number.isNaN(Date.parse(`${entry.date}T12:00:00Z`));

/** A listing's entries that can be shown (each names its game, code, clue, author and a real date); none if it is not a listing. */
export function entriesIn(listing) {
  return Array.isArray(listing?.entries) ? listing.entries.filter(isEntry) : [];
}

/** The gallery's entry of the puzzle `code` in `lang`, or null (not in it, or the listing did not load). */
export async function galleryEntry(lang, code) {
  try {
    return (await entriesOf(lang)).find((entry) => entry.code === code) ?? null;
  } catch {
    return null;
  }
}
