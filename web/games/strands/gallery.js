// The gallery: Strands puzzles made by the team and players (gallery/<lang>.txt in the repository,
// checked by the build and listed newest first in gallery/<lang>.json). A search finds a
// clue or an author; each puzzle is marked solved, started or not played from the
// player's own progress, and "Random unsolved" opens one of those shown that is not solved yet.
//
// The record of a puzzle that is not a daily is its progress in this browser, which the
// Strands view keeps under "strands/progress/CODE" ({found, ...}): it is solved when
// every word is found (the listing gives each puzzle's word count, the spangram included).

import { formatDate, language, t } from "../../js/i18n.js";
import { $, el, store } from "../../js/site.js";
import { defineView } from "../../js/view.js";
import { entriesOf } from "./listing.js";

export const { mount, update, unmount } = defineView("gallery", galleryView);

/** Text to compare in a search: lower case, without accents (é, å), ø as o and æ as ae. */
function folded(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replaceAll("ø", "o").replaceAll("æ", "ae");
}

/** "solved", "started" or "unplayed", from the progress kept by the Strands view. */
function stateOf(entry) {
  const found = store.get(`strands/progress/${entry.code}`, null)?.found;
  if (!Array.isArray(found) || !found.length) return "unplayed";
  return found.length >= entry.words ? "solved" : "started";
}

const MARKS = { solved: "✓", started: "◐", unplayed: "○" };

function galleryView(route, shell) {
  let entries = [];
  let generation = 0; // a language's list that arrives after another was chosen is dropped

  function shown() {
    const wanted = folded($("#gallery-search").value.trim());
    return wanted ? entries.filter((e) => folded(`${e.clue} ${e.author}`).includes(wanted)) : entries;
  }

  function render() {
    const list = shown();
    const query = $("#gallery-search").value.trim();
    $("#gallery-list").replaceChildren(...list.map((entry) => {
      const state = stateOf(entry);
      return el("li", { class: state },
        el("a", { href: `#strands/p/${entry.code}`, "data-code": entry.code },
          el("span", { class: "mark", "aria-hidden": "true" }, MARKS[state]),
          el("span", { class: "gallery-clue" }, entry.clue),
          el("span", { class: "state" }, t("gallery.meta", { author: entry.author, date: formatDate(entry.date),
            state: t(`gallery.${state}`) }))));
    }));
    $("#gallery-status").textContent = !list.length ? t("gallery.none", { query })
      : query ? t("gallery.matches", { count: list.length, total: entries.length })
        : t("gallery.count", { count: entries.length });
  }

  async function load() {
    const lang = $("#gallery-lang").value;
    const mine = ++generation;
    $("#gallery-status").textContent = t("gallery.loading");
    try {
      const loaded = await entriesOf(lang);
      if (mine !== generation) return;
      entries = loaded;
      render();
    } catch (error) {
      if (mine !== generation) return;
      entries = [];
      $("#gallery-list").replaceChildren();
      $("#gallery-status").textContent = t("gallery.failed", { message: error.message });
    }
    shell.ready();
  }

  function randomUnsolved() {
    const open = shown().filter((entry) => stateOf(entry) !== "solved");
    if (!open.length) { $("#gallery-status").textContent = t("gallery.all_solved"); return; }
    const [pick] = crypto.getRandomValues(new Uint32Array(1));
    shell.navigate(`#strands/p/${open[pick % open.length].code}`);
  }

  // The puzzles' language: the last one chosen here, at first the interface language.
  $("#gallery-lang").value = store.get("gallery/lang", language()) === "nb" ? "nb" : "en";
  $("#gallery-lang").addEventListener("change", () => { store.set("gallery/lang", $("#gallery-lang").value); load(); },
    { signal: shell.signal });
  $("#gallery-search").addEventListener("input", () => { if (entries.length) render(); }, { signal: shell.signal });
  $("#gallery-random").addEventListener("click", randomUnsolved, { signal: shell.signal });
  load();

  return { update() { return true; }, stop() { generation += 1; } };
}
