// The Challenges list: every challenge this browser sent or received, newest first, each with
// its table (every game side by side and the winner) and a link back to its puzzle. Another
// tab's new challenge shows here at once.

import { GAMES } from "../../games/index.js";
import { formatDate, t } from "../i18n.js";
import { challengeLink, comparison } from "../challenge-screens.js";
import { boardWords } from "../challenge-play.js";
import { KEY, list } from "../challenges.js";
import { routeHash } from "../routes.js";
import { $, el } from "../site.js";
import { whenWritten } from "../tabs.js";
import { defineView } from "../view.js";

export const { mount, update, unmount } = defineView("challenges", challengesView);

/**
 * Where an entry's Open goes: its challenge's link, or its puzzle alone when no link holds it.
 * The board's words come from a daily's pack only (Python is not started for a list).
 */
const openHash = (entry) => challengeLink(entry.game, entry, () => boardWords(entry.game, entry)).then(({ hash }) => hash,
  () => (entry.daily ? routeHash(entry.game, "daily", entry.daily, entry.code) : routeHash(entry.game, "code", entry.code)));

function challengesView(route, shell) {
  async function render() {
    const entries = list().filter((entry) => GAMES[entry.game]?.challenge);
    const items = await Promise.all(entries.map(async (entry) => el("li", { class: "panel challenge-entry" },
      el("p", { class: "challenge-entry-title" },
        el("strong", {}, t(`name.${entry.game}`)), " · ",
        t(entry.sent ? "challenges.sent" : "challenges.received", { date: formatDate(entry.on) })),
      comparison(entry.game, entry),
      el("p", {}, el("a", { href: await openHash(entry), class: "button-link" }, t("challenges.open"))))));
    $("#challenges-list").replaceChildren(...items);
    $("#challenges-empty").hidden = entries.length > 0;
  }

  whenWritten(() => KEY, render, shell.signal);
  render().then(() => shell.ready());
  return { update() { return true; }, stop() {} };
}
