// The statistics dialog of a game: played, solved, streaks, the distribution, a countdown
// to the next daily, and moving statistics to another device (a code or a link; import
// merges, and replacing asks first). Shown from each game's "Statistics" button and when
// a daily ends (then with the outcome and a Share button on top).

import { askPlayer } from "./ask.js";
import { has, t } from "./i18n.js";
import { el, pageUrl, toast, untilMidnight } from "./site.js";
import * as stats from "./stats.js";
import { whenWritten } from "./tabs.js";

function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/**
 * Open the statistics of ``game`` in ``lang``. ``outcome`` ({text, share}) puts the
 * result of the daily just ended on top, with a Share button calling ``share()``.
 */
export function showStatistics(game, lang, outcome = null) {
  document.querySelector("#stats-dialog")?.remove();
  const dialog = el("dialog", { id: "stats-dialog", class: "stats", "aria-labelledby": "stats-title" });
  const body = el("div");
  const countdown = el("p", { class: "countdown", role: "timer", "aria-live": "off" });
  const tick = () => { countdown.textContent = t("stats.next", { time: clock(untilMidnight()) }); };
  tick();
  const timer = setInterval(tick, 1000);
  const open = new AbortController();
  dialog.addEventListener("close", () => { clearInterval(timer); open.abort(); dialog.remove(); });

  const render = () => body.replaceChildren(...content(game, lang));
  render();
  whenWritten(() => stats.KEY, render, open.signal); // a daily played in another tab counts here at once
  dialog.append(
    el("h2", { id: "stats-title" }, t("stats.title", { game: t(`name.${game}`) })),
    el("p", { class: "help" }, has(`lang.${lang}`) ? t(`lang.${lang}`) : lang),
    ...(outcome ? [el("p", { class: "outcome" }, outcome.text)] : []),
    body,
    countdown,
    transfer(render),
    el("div", { class: "row" },
      ...(outcome ? [el("button", { type: "button", class: "primary", onclick: () => outcome.share() }, t("common.share"))] : []),
      el("button", { type: "button", id: "stats-close", onclick: () => dialog.close() }, t("common.close"))));
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

function content(game, lang) {
  const numbers = stats.summary(stats.load(), game, lang);
  const rate = numbers.played ? Math.round((100 * numbers.solved) / numbers.played) : 0;
  const figure = (value, label, id) => el("div", { class: "figure" },
    el("span", { class: "value", id }, String(value)), el("span", { class: "label" }, label));
  const most = Math.max(1, ...numbers.distribution.map((bar) => bar.count));
  return [
    el("div", { class: "figures" },
      figure(numbers.played, t("stats.played"), "stat-played"),
      figure(rate, t("stats.solved"), "stat-solved"),
      figure(numbers.current, t("stats.current"), "stat-current"),
      figure(numbers.longest, t("stats.longest"), "stat-longest")),
    el("h3", {}, t(`stats.dist.${game}`)),
    el("ol", { class: "bars", id: "stat-bars" }, ...numbers.distribution.map((bar) => el("li", {},
      el("span", { class: "bar-label" }, bar.label),
      el("span", { class: "bar", style: `width: ${Math.max(8, (100 * bar.count) / most)}%` }, String(bar.count))))),
  ];
}

/** Export as a code or a link; import a code, merging (or, after asking, replacing). */
function transfer(render) {
  const box = el("textarea", { id: "stats-code", rows: 3, spellcheck: false,
    "aria-label": t("stats.code"), placeholder: t("stats.code_placeholder") });
  const status = el("p", { class: "help", id: "stats-transfer-status", "aria-live": "polite" });
  const exportNow = async () => {
    const code = await stats.exportCode(stats.load());
    box.value = pageUrl(`#stats/${code}`);
    box.select();
    status.textContent = t("stats.exported");
    try { await navigator.clipboard.writeText(box.value); toast(t("common.copied")); } catch { /* selected for copying */ }
  };
  const importNow = async (replace) => {
    const text = box.value.trim();
    const code = text.includes("#stats/") ? text.slice(text.indexOf("#stats/") + 7) : text;
    try {
      const theirs = await stats.importCode(code);
      const count = Object.keys(theirs.records).length;
      const mine = stats.load();
      if (replace && !await askPlayer({ title: t("stats.replace_ask.title"),
        body: t("stats.replace_ask.body", { mine: Object.keys(mine.records).length, count }),
        yes: t("stats.replace"), no: t("common.cancel") })) return;
      stats.save(replace ? theirs : stats.merge(mine, theirs));
      status.textContent = t(replace ? "stats.replaced" : "stats.merged", { count });
      render();
    } catch (error) {
      status.textContent = error.message;
    }
  };
  return el("details", { class: "transfer" },
    el("summary", {}, t("stats.move")),
    box,
    el("div", { class: "row" },
      el("button", { type: "button", id: "stats-export", onclick: exportNow }, t("stats.export")),
      el("button", { type: "button", id: "stats-import", onclick: () => importNow(false) }, t("stats.import")),
      el("button", { type: "button", id: "stats-replace", onclick: () => importNow(true) }, t("stats.replace"))),
    status);
}

/** A link's statistics code (#stats/CODE): ask (the page's dialog), then merge. */
export async function offerImport(code, banner) {
  try {
    const theirs = await stats.importCode(code);
    const count = Object.keys(theirs.records).length;
    if (await askPlayer({ title: t("stats.offer.title"), body: t("stats.offer.body", { count }),
      yes: t("stats.offer.yes"), no: t("stats.offer.no"), primary: "yes" })) {
      stats.save(stats.merge(stats.load(), theirs));
      toast(t("stats.merged_toast", { count }));
    }
  } catch (error) {
    banner(error.message);
  }
}
