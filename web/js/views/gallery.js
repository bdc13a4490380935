// The gallery: puzzles of any game made by the team and players (gallery/<lang>.txt in the
// repository, checked by the build and listed newest first in gallery/<lang>.json: ../gallery.js).
// A search finds a clue, an author or a game; each puzzle is marked solved, started or not played
// from the player's own progress, and "Random unsolved" opens one of those shown that is not
// solved yet. The links to make one come from the games that have a creator.
//
// The record of a puzzle that is not a daily is its progress in this browser, which its game's
// view keeps under "GAME/progress/CODE"; the game's declaration says what of it is solved or
// started (gallery.state in web/games/GAME/game.js), so the gallery needs no record of its own.

import { GAMES } from "../../games/index.js";
import { entriesOf } from "../gallery.js";
import { formatDate, known, language, t } from "../i18n.js";
import { $, el, store } from "../site.js";
import { defineView } from "../view.js";

export const { mount, update, unmount } = defineView("gallery", galleryView);

/** Text to compare in a search: lower case, without accents (é, å), ø as o and æ as ae. */
function folded(text) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replaceAll("ø", "o").replaceAll("æ", "ae");
}

/** The games whose puzzles the gallery holds, with their declaration's gallery part. */
const HOLDING = Object.fromEntries(Object.entries(GAMES).filter(([, { gallery }]) => gallery)
  .map(([game, { gallery }]) => [game, gallery]));

/** "solved", "started" or "unplayed", from the progress kept by the entry's game. */
function stateOf(entry) {
  const progress = store.get(`${entry.game}/progress/${entry.code}`, null);
  return HOLDING[entry.game]?.state(progress && typeof progress === "object" ? progress : null, entry) ?? "unplayed";
}

const MARKS = { solved: "✓", started: "◐", unplayed: "○" };
const hashOf = (entry) => `#${entry.game}/p/${entry.code}`;

function galleryView(route, shell) {
  let entries = [];
  let generation = 0; // a language's list that arrives after another was chosen is dropped

  function shown() {
    const wanted = folded($("#gallery-search").value.trim());
    return wanted ? entries.filter((e) => folded(`${e.clue} ${e.author} ${t(`name.${e.game}`)}`).includes(wanted)) : entries;
  }

  function render() {
    const list = shown();
    const query = $("#gallery-search").value.trim();
    $("#gallery-list").replaceChildren(...list.map((entry) => {
      const state = stateOf(entry);
      return el("li", { class: state },
        el("a", { href: hashOf(entry), "data-code": entry.code, "data-game": entry.game },
          el("span", { class: "mark", "aria-hidden": "true" }, MARKS[state]),
          el("span", { class: "gallery-clue" }, entry.clue),
          el("span", { class: "state" }, t("gallery.meta", { game: t(`name.${entry.game}`), author: entry.author,
            date: formatDate(entry.date), state: t(`gallery.${state}`) }))));
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
      entries = loaded.filter((entry) => HOLDING[entry.game]);
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
    shell.navigate(hashOf(open[pick % open.length]));
  }

  // The way to make a puzzle of each game that has a creator (a view its declaration names).
  $("#gallery-make").replaceChildren(...Object.entries(HOLDING).filter(([, { create }]) => create)
    .map(([game, { create }]) => el("a", { href: `#${GAMES[game].views[create].route}`, class: "tag" }, t(`title.${create}`))));
  // The puzzles' language: the last one chosen here, at first the interface language.
  $("#gallery-lang").value = known(store.get("gallery/lang", language()));
  $("#gallery-lang").addEventListener("change", () => { store.set("gallery/lang", $("#gallery-lang").value); load(); },
    { signal: shell.signal });
  $("#gallery-search").addEventListener("input", () => { if (entries.length) render(); }, { signal: shell.signal });
  $("#gallery-random").addEventListener("click", randomUnsolved, { signal: shell.signal });
  load();

  return { update() { return true; }, stop() { generation += 1; } };
}
