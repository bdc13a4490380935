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
      .then((listing) => listing.entries);
    loading.catch(() => listings.delete(lang)); // a failed load is tried again next time
    listings.set(lang, loading);
  }
  return listings.get(lang);
}

/** The gallery's entry of the puzzle `code` in `lang`, or null (not in it, or the listing did not load). */
export async function galleryEntry(lang, code) {
  try {
    return (await entriesOf(lang)).find((entry) => entry.code === code) ?? null;
  } catch {
    return null;
  }
}
