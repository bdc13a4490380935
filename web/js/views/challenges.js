// The Challenges list: every challenge this browser sent or received, newest first, each with
// its table (every game side by side and the winner) and a link back to its puzzle. Another
// tab's new challenge shows here at once.

import { GAMES } from "../../games/index.js";
import { formatDate, t } from "../i18n.js";
import { challengeHash } from "../challenge.js";
import { comparison } from "../challenge-screens.js";
import { KEY, list } from "../challenges.js";
import { $, el } from "../site.js";
import { whenWritten } from "../tabs.js";
import { defineView } from "../view.js";

export const { mount, update, unmount } = defineView("challenges", challengesView);

function challengesView(route, shell) {
  async function render() {
    const entries = list().filter((entry) => GAMES[entry.game]?.challenge);
    const items = await Promise.all(entries.map(async (entry) => el("li", { class: "panel challenge-entry" },
      el("p", { class: "challenge-entry-title" },
        el("strong", {}, t(`name.${entry.game}`)), " · ",
        t(entry.sent ? "challenges.sent" : "challenges.received", { date: formatDate(entry.on) })),
      comparison(entry.game, entry),
      el("p", {}, el("a", { href: await challengeHash(entry.game, entry), class: "button-link" }, t("challenges.open"))))));
    $("#challenges-list").replaceChildren(...items);
    $("#challenges-empty").hidden = entries.length > 0;
  }

  whenWritten(() => KEY, render, shell.signal);
  render().then(() => shell.ready());
  return { update() { return true; }, stop() {} };
}
