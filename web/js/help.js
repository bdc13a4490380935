// How to play: a short illustrated dialog per game, from <template id="help-GAME"> (each game's
// web/games/GAME/templates.html, in index.html once built). The shell calls helpForView(view) on
// each mount: the header's "How to play" button shows on views that declare a help (web/games/GAME/
// game.js; the Strands creator shows Strands'), and the first visit
// to a game's view opens its help by itself. The games whose help was shown are kept in
// localStorage under wordgames/help/seen, a JSON list of game names; `true` there skips
// every first-visit help (for a kiosk, or a test that plays at once): help-seen.js reads it. The
// dialog never holds up the view: the view mounts behind it and gets data-ready as usual, and a
// first visit's help opens once the view is painted, in a task of its own (opening a modal dialog
// lays out the whole page at once: on a slow phone, with the view's mount, a long task).

import { VIEWS } from "../games/index.js";
import { SEEN, seenIn, seenWith } from "./help-seen.js";
import { t, translate } from "./i18n.js";
import { afterPaint, el, store } from "./site.js";

let current = null; // the help of the view shown

const seen = (game) => seenIn(store.get(SEEN, []), game);

function markSeen(game) {
  const kept = store.get(SEEN, []);
  if (kept !== true) store.set(SEEN, seenWith(kept, game));
}

function dialog() {
  let node = document.getElementById("help");
  if (!node) {
    node = el("dialog", { id: "help", class: "help-dialog", "aria-labelledby": "help-title" });
    document.body.append(node);
  }
  return node;
}

/** Open a help: the name of its template, help-NAME (a view's `help` in its game.js). */
export function showHelp(game) {
  const template = document.getElementById(`help-${game}`);
  if (!template) return;
  const node = dialog();
  if (node.open) node.close();
  const close = el("button", { id: "help-close", type: "button", class: "primary", autofocus: true, onclick: () => node.close() },
    t("help.got_it"));
  node.dataset.game = game;
  node.replaceChildren(translate(template.content.cloneNode(true)), el("div", { class: "row" }, close));
  node.showModal();
  markSeen(game);
}

/** A view was mounted: the header's button follows it, and a first visit opens its help. */
export function helpForView(view) {
  current = VIEWS[view]?.help ?? null;
  const button = document.getElementById("help-button");
  if (button) button.hidden = !current;
  const node = document.getElementById("help");
  if (node?.open && node.dataset.game !== current) node.close();
  if (!current || seen(current) || node?.open) return;
  const game = current;
  afterPaint(() => {
    if (current === game && !seen(game) && !dialog().open) showHelp(game); // still its view, still not seen
  });
}

document.getElementById("help-button")?.addEventListener("click", () => { if (current) showHelp(current); });
