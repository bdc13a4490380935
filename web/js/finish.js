// The end of a game, in the page: a short celebration, then the rank, the player's words, the
// best solution, Share and Statistics. Every game with a daily ends on it (its view puts the
// panel below the board); a later visit to a finished puzzle shows it again, without the
// celebration. The celebration is CSS only and stays still under prefers-reduced-motion.

import { el } from "./site.js";
import { t } from "./i18n.js";

/** The celebration's sparks: eight dots that fly out from the rank (CSS animates them). */
function burst() {
  const sparks = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
    const spark = el("span");
    spark.style.setProperty("--i", String(i));
    return spark;
  });
  return el("div", { class: "finish-burst", "aria-hidden": "true" }, ...sparks);
}

/**
 * The finish panel, `<section class="finish" data-rank>`.
 *
 * - `rank`: the rank's text (big), `detail`: one line under it ("4 words · par 3");
 * - `ranks`: optionally every rank of the game as [{label, reached}], shown as a ladder
 *   (Boggle's tiers with their thresholds);
 * - `words`: the player's words in order; `wordsLabel` their heading (default "Your words");
 * - `best`: the best solution's words, or null to fill later with `panel.showBest(words)`;
 *   `bestLabel` its heading (default "Best solution");
 * - `onShare`, `onStats`: the buttons (Statistics only when given);
 * - `celebrate`: true when the game has just ended (not on a later visit).
 *
 * `panel.querySelector(".finish-actions")` takes further buttons.
 */
export function finishPanel({ rank, detail = "", ranks = null, words = [], wordsLabel = t("finish.your_words"),
  best = null, bestLabel = t("finish.best"), onShare = null, onStats = null, celebrate = false }) {
  const bestList = el("ol", { class: "finish-words finish-best" });
  const bestBlock = el("div", { class: "finish-block", hidden: true },
    el("h3", {}, bestLabel), bestList);
  const actions = el("div", { class: "finish-actions row" },
    onShare && el("button", { type: "button", class: "primary finish-share", onclick: onShare }, t("common.share")),
    onStats && el("button", { type: "button", class: "finish-stats", onclick: onStats }, t("common.statistics")));
  const panel = el("section", { class: `finish${celebrate ? " celebrate" : ""}`, "aria-labelledby": "finish-rank",
    "data-rank": rank },
  burst(),
  el("p", { class: "finish-kicker" }, t(celebrate ? "finish.kicker_now" : "finish.kicker")),
  el("h2", { id: "finish-rank", class: "finish-rank" }, rank),
  detail ? el("p", { class: "finish-detail" }, detail) : null,
  ranks ? el("ol", { class: "finish-ladder" }, ...ranks.map(({ label, reached }) =>
    el("li", { class: reached ? "reached" : "" }, label))) : null,
  el("div", { class: "finish-block" }, el("h3", {}, wordsLabel),
    el("ol", { class: "finish-words finish-mine" }, ...words.map((word) => el("li", {}, word)))),
  bestBlock,
  actions);
  /** Show (or replace) the best solution's words. */
  panel.showBest = (list) => {
    bestList.replaceChildren(...list.map((word) => el("li", {}, word)));
    bestBlock.hidden = !list.length;
  };
  if (best) panel.showBest(best);
  return panel;
}
