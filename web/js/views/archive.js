// The archive: every daily since No. 1 of each game, newest first, marked solved, played
// to its end with its rank (a Boggle round's clock ran out below Good), started or not
// played, from the player's own statistics; any of them opens as #GAME/daily/DATE.
// "Random puzzle" opens a past daily the player has neither solved nor played to its end.

import { GAMES } from "../../games/index.js";
import { formatDate, known, language, t } from "../i18n.js";
import { $, addDays, dailyNumber, el, FIRST_DAILY, localDate, store } from "../site.js";
import * as stats from "../stats.js";
import { defineView } from "../view.js";

export const { mount, update, unmount } = defineView("archive", archiveView);

function archiveView(route, shell) {
  const days = () => {
    const today = localDate();
    const list = [];
    for (let date = today; date >= FIRST_DAILY; date = addDays(date, -1)) list.push(date);
    return list;
  };

  /** The rank of a daily's record when its game is over though not solved, else null. */
  const overWithRank = (game, record) => (record && !record.solved ? GAMES[game].daily.rank?.(record) ?? null : null);

  function mark(game, record) {
    if (record?.solved && !record.revealed) return { text: t("archive.solved"), symbol: "✓", class: "solved" };
    if (record?.revealed) return { text: t("archive.revealed"), symbol: "◍", class: "revealed" };
    const rank = overWithRank(game, record);
    if (rank) return { text: t("archive.played", { rank: t(rank.key, rank.params) }), symbol: "●", class: "played" };
    if (record) return { text: t("archive.started"), symbol: "◐", class: "started" };
    return { text: t("archive.unplayed"), symbol: "○", class: "unplayed" };
  }

  function render() {
    const lang = $("#archive-lang").value;
    const all = stats.load();
    const dates = days();
    $("#archive-games").replaceChildren(...stats.DAILY_GAMES.map((game) => el("section", { class: "panel archive-game" },
      el("h2", {}, t(`name.${game}`)),
      el("ol", { class: "archive-list", "aria-label": t("archive.dailies", { game: t(`name.${game}`) }) }, ...dates.map((date) => {
        const state = mark(game, stats.recordOf(all, game, lang, date));
        return el("li", { class: state.class },
          el("a", { href: `#${game}/daily/${date}`, "data-date": date, "data-game": game },
            el("span", { class: "mark", "aria-hidden": "true" }, state.symbol),
            t("archive.item", { number: String(dailyNumber(date)), date: formatDate(date) }),
            el("span", { class: "state" }, ` · ${state.text}`)));
      })))));
  }

  function randomPuzzle() {
    const lang = $("#archive-lang").value;
    const all = stats.load();
    const open = [];
    for (const game of stats.DAILY_GAMES) {
      for (const date of days().slice(1)) {
        const record = stats.recordOf(all, game, lang, date);
        if (!record?.solved && !overWithRank(game, record)) open.push(`#${game}/daily/${date}`);
      }
    }
    if (!open.length) { $("#archive-status").textContent = t("archive.all_solved"); return; }
    const [pick] = crypto.getRandomValues(new Uint32Array(1));
    shell.navigate(open[pick % open.length]);
  }

  // The puzzles' language: the last one chosen here, at first the interface language.
  $("#archive-lang").value = known(store.get("archive/lang", language()));
  $("#archive-lang").addEventListener("change", () => { store.set("archive/lang", $("#archive-lang").value); render(); });
  $("#archive-random").addEventListener("click", randomPuzzle);
  render();
  shell.ready();

  return { update() { return true; }, stop() {} };
}
