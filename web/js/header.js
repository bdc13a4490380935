// The header's parts that follow the game on screen: the game's icon by the view's title, its
// Statistics (a game with a daily) and its menu, which lists the game's other views (every view
// its game.js declares, e.g. its Tools at #GAME/tools), the archive and the Lab. How to play is
// help.js's. The shell calls headerForView(view, lang) on each mount.

import { GAMES, VIEWS } from "../games/index.js";
import { t } from "./i18n.js";
import { el } from "./site.js";
import { showStatistics } from "./stats-dialog.js";

const $ = (selector) => document.querySelector(selector);

let shown = { game: null, lang: () => null }; // the game of the view on screen, and its puzzle's language

/** The game a view belongs to, when the view is the game's own or at a route under it (#GAME/...). */
export function gameOf(view) {
  const declared = VIEWS[view];
  if (!declared) return null;
  return !declared.route || declared.route.startsWith(`${declared.game}/`) ? declared.game : null;
}

/** The routes of a game's views, in its game.js's order: [{view, hash}]. */
export function gameRoutes(game) {
  return Object.entries(VIEWS).filter(([, declared]) => declared.game === game)
    .map(([view, { route }]) => ({ view, hash: `#${route ?? game}` }));
}

/** A copy of a game's icon tile (web/games/GAME/icon.svg in its colour), or null. */
export function gameIcon(game) {
  const template = document.getElementById(`icon-${game}`);
  return template ? template.content.firstElementChild.cloneNode(true) : null;
}

/**
 * A view was mounted: show its game's icon, Statistics and menu, or none of them. ``lang()`` gives
 * the language of the puzzle on screen when the Statistics button is pressed.
 */
export function headerForView(view, lang) {
  const game = gameOf(view) ?? VIEWS[view]?.game ?? null;
  const own = gameOf(view);
  shown = { game: own, lang };
  $("#view-icon").replaceChildren(...(game ? [gameIcon(game)].filter(Boolean) : []));
  $("#stats-button").hidden = !(own && GAMES[own].daily);
  const menu = $("#game-menu");
  if (menu.matches(":popover-open")) menu.hidePopover();
  $("#menu-button").hidden = !own;
  if (!own) { menu.replaceChildren(); return; }
  const link = (hash, text, current = false) => el("li", {},
    el("a", { href: hash, ...(current ? { "aria-current": "page" } : {}) }, text));
  const title = (name) => (name === own && GAMES[own].daily ? t("common.todays_puzzle") : t(`title.${name}`));
  menu.setAttribute("aria-label", t("menu.label", { game: t(`title.${own}`) }));
  menu.replaceChildren(el("ul", {},
    ...gameRoutes(own).map(({ view: name, hash }) => link(hash, title(name), name === view)),
    ...(GAMES[own].daily ? [link("#archive", t("title.archive"))] : []),
    link("#lab", t("title.lab"))));
}

/** Place the open menu under its button, at the header's right edge. */
function placeMenu(event) {
  if (event.newState !== "open") return;
  const box = $("#menu-button").getBoundingClientRect();
  const menu = event.target;
  menu.style.top = `${Math.round(box.bottom + 6)}px`;
  menu.style.right = `${Math.max(8, Math.round(document.documentElement.clientWidth - box.right))}px`;
}

$("#stats-button").addEventListener("click", () => {
  if (shown.game) showStatistics(shown.game, shown.lang());
});
$("#game-menu").addEventListener("beforetoggle", placeMenu);
// A link of the menu followed: the menu closes (the route may be the one on screen).
$("#game-menu").addEventListener("click", (event) => {
  if (event.target.closest("a")) $("#game-menu").hidePopover();
});
