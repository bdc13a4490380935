// The home view: today at a glance. One card a game, each in its colour and with its icon, and for
// a game with a daily puzzle today's state in the game's word language: not started, in progress
// (what its statistics record holds so far), or done with its rank and a tick; a Statistics
// button by each such card. Above them the date, the player's streak (days on which they solved
// any daily of the day) and one countdown to the next dailies, which ticks only while the page
// is seen. It needs no engine, so it is ready at once. A statistics link from another device
// (#stats/CODE) lands here and is offered for import.

import { GAMES } from "../../games/index.js";
import { language, t } from "../i18n.js";
import { dailyNumber, el, localDate, store, svg, untilMidnight } from "../site.js";
import { offerImport, showStatistics } from "../stats-dialog.js";
import * as stats from "../stats.js";
import { whenWritten } from "../tabs.js";

let timer = null;

/** Hours, minutes and seconds, hh:mm:ss. */
function clock(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The language of a game's words: the one the player last chose for it, else the interface's. */
const wordLanguage = (game) => store.get(`${game}/lang`, language());

/**
 * Today's state of a game's daily from its record: {state, text}, the state one of "new",
 * "playing", "done" (solved), "over" (played to its end, not solved: a record whose maximum is
 * known) and "revealed"; the text its rank, or how far the player got.
 */
export function todayOf(game, record) {
  const rank = record && GAMES[game].daily.rank?.(record);
  const ranked = rank ? t(rank.key, rank.params) : null;
  if (!record) return { state: "new", text: null };
  if (record.revealed) return { state: "revealed", text: t("home.revealed") };
  if (record.solved) return { state: "done", text: ranked ?? t("home.solved") };
  if (Number.isInteger(record.max)) return { state: "over", text: ranked ?? t("home.over") };
  for (const [field, key] of [["score", "home.points"], ["words", "home.words"], ["found", "home.found"]]) {
    if (Number.isInteger(record[field]) && record[field] > 0) return { state: "playing", text: t(key, { count: record[field] }) };
  }
  return { state: "playing", text: t("home.started") };
}

/** The mark of a state, drawn: an empty ring, a half-filled one, a filled one with a tick. */
function mark(state) {
  const ring = svg("circle", { cx: "10", cy: "10", r: "8", class: "ring" });
  const parts = {
    new: [ring],
    playing: [ring, svg("path", { d: "M10 2a8 8 0 0 1 0 16z", class: "fill" })],
    done: [svg("circle", { cx: "10", cy: "10", r: "9", class: "fill" }), svg("path", { d: "M5.5 10.5l3 3 6-6.5", class: "tick" })],
    over: [svg("circle", { cx: "10", cy: "10", r: "9", class: "fill" })],
    revealed: [ring, svg("path", { d: "M6 10h8", class: "tick dark" })],
  }[state];
  return svg("svg", { class: "state-mark", viewBox: "0 0 20 20", "aria-hidden": "true", focusable: "false" }, ...parts);
}

/** Write each daily game's card as of today. */
function renderToday(main) {
  const today = localDate();
  const number = dailyNumber(today);
  const date = new Intl.DateTimeFormat(language(), { weekday: "long", day: "numeric", month: "long" })
    .format(new Date(`${today}T12:00:00`));
  main.querySelector("#today-date").textContent = t("home.today", { date, number: String(number) });
  const all = stats.load();
  const { current } = stats.dayStreak(all, today);
  main.querySelector("#home-streak").textContent = String(current);
  main.querySelector("#home-streak-label").textContent = t("home.streak", { count: current });
  for (const [game, { daily }] of Object.entries(GAMES)) {
    const card = main.querySelector(`#game-${game}`);
    if (!daily || !card) continue;
    const { state, text } = todayOf(game, stats.recordOf(all, game, wordLanguage(game), today));
    const tag = card.querySelector(".tag");
    tag.dataset.state = state;
    card.dataset.today = state;
    tag.replaceChildren(mark(state), el("span", { class: "state-text" }, text ?? tag.dataset.play));
  }
}

/** Each daily game's card gets a Statistics button beside it (a card is a link, which holds no button). */
function addStatistics(main) {
  for (const [game, { daily }] of Object.entries(GAMES)) {
    const card = main.querySelector(`#game-${game}`);
    if (!card) continue;
    const slot = el("div", { class: "game-slot" });
    card.replaceWith(slot);
    slot.append(card);
    if (!daily) continue;
    const tag = card.querySelector(".tag");
    tag.dataset.play = tag.textContent.trim(); // the card's own "Play today's puzzle"
    const name = t("stats.title", { game: t(`name.${game}`) });
    slot.append(el("button", { type: "button", class: "card-stats", id: `stats-${game}`, "aria-label": name, title: name,
      "aria-haspopup": "dialog", onclick: () => showStatistics(game, wordLanguage(game)) },
    svg("svg", { class: "button-icon", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
      svg("path", { d: "M5 20V13M12 20V5M19 20v-9" }))));
  }
}

/** The countdown ticks each second while the page is seen; a new day writes the cards anew. */
function startClock(main, signal) {
  let day = localDate();
  const countdown = main.querySelector("#home-countdown");
  const tick = () => {
    countdown.textContent = clock(untilMidnight());
    if (localDate() !== day) {
      day = localDate();
      renderToday(main);
    }
  };
  const run = () => {
    clearInterval(timer);
    timer = null;
    if (document.hidden) return;
    tick();
    timer = setInterval(tick, 1000);
  };
  document.addEventListener("visibilitychange", run, { signal });
  run();
}

export function mount(main, route, shell) {
  main.append(shell.template("home"));
  addStatistics(main);
  renderToday(main);
  startClock(main, shell.signal);
  whenWritten(() => stats.KEY, () => renderToday(main), shell.signal); // a daily played in another tab
  shell.ready();
  if (route.kind === "import") {
    shell.remember("#", { replace: true });
    offerImport(route.value, (message) => shell.banner(message));
  }
}

export function unmount() {
  clearInterval(timer);
  timer = null;
}
