// The page shell: everything the views share. It owns the one Engine (one worker,
// Python booted once per visit), the router, the header, the banner and the boot
// progress bar, and it mounts one view at a time into <main data-view=NAME>.
//
// A view is a module under views/ with
//   mount(main, route, shell)   render into main; call shell.ready() once interactive
//   update(route) -> boolean    optional: take a new route without remounting
//   unmount()                   stop jobs and timers (listeners go with shell.signal)

import { Engine } from "./engine.js";
import { helpForView } from "./help.js";
import { parseRoute } from "./routes.js";
import { dailyNumber, localDate, store, untilMidnight } from "./site.js";

const VIEWS = ["home", "letterboxed", "boggle", "unboggle", "strands", "strands-create", "archive"];
const STAGES = {
  download: "Downloading Python",
  python: "Starting Python",
  engine: "Installing the word engine",
  puzzle: "Making the puzzle",
};

const DAILIES_KEPT = 4; // per game and language

const $ = (selector) => document.querySelector(selector);
const main = $("#view");

class Shell {
  constructor() {
    this.engine = new Engine({ onStatus: (status) => this.bootProgress(status) });
    this.engine.ready.then(() => this.bootProgress({ stage: "puzzle" }),
      (error) => this.bootFailed(error));
    this.view = null; // {name, module, controller}
    this.hash = null;
    this.showing = Promise.resolve();
    this.today = localDate();
    this.watchTheDate();
  }

  // -- midnight ---------------------------------------------------------------------
  /** At local midnight (or when the tab comes back on a later day) the next daily is offered. */
  watchTheDate() {
    clearTimeout(this.midnight);
    this.midnight = setTimeout(() => this.checkTheDate(), untilMidnight() + 250);
  }

  checkTheDate() {
    this.watchTheDate();
    const today = localDate();
    if (today === this.today) return;
    this.today = today;
    const route = parseRoute(location.hash);
    if (!["letterboxed", "boggle", "strands"].includes(route.view) || route.kind !== "today") return;
    // The open daily stays as it is (its progress is kept); the new one is a tap away.
    $("#newday-text").textContent = `A new daily puzzle is out: No. ${dailyNumber(today)}.`;
    $("#newday").hidden = false;
    $("#newday-play").onclick = () => {
      $("#newday").hidden = true;
      this.view.module.update({ ...route, kind: "today" });
    };
  }

  // -- what views call --------------------------------------------------------------
  /** Aborted when the current view unmounts: pass it to addEventListener. */
  get signal() { return this.view.controller.signal; }

  /**
   * The view is interactive (board shown, input taken). A game view passes the share
   * code of the puzzle it shows, which main carries as data-code.
   */
  ready(code = null) {
    main.setAttribute("data-ready", "");
    if (code) main.dataset.code = code;
    this.bootDone();
  }

  label(text) { $("#puzzle-label").textContent = text; }

  /** The banner over the view; an empty text hides it. */
  banner(text) {
    const node = $("#banner");
    node.textContent = text;
    node.hidden = !text;
  }

  /** Put a route the view already shows in the address bar (and history) without remounting. */
  remember(hash, { replace = false } = {}) {
    this.hash = hash;
    history[replace ? "replaceState" : "pushState"](null, "", hash || location.pathname);
  }

  /** Go to a route: the view mounts (or updates) as if the player had followed a link. */
  navigate(hash) {
    if (location.hash === hash) this.show();
    else location.hash = hash;
  }

  /**
   * The puzzle a game route names, and its label: a shared code, a seed, or a daily
   * (today's unless the route names a day). A link that does not work falls back to
   * today's daily, with a banner that says why.
   */
  async puzzleFor(route, lang, { noun = "puzzle", game = route.game } = {}) {
    const dailyLabel = (date, puzzleLang) =>
      `Daily #${dailyNumber(date)} · ${date}${puzzleLang === "en" ? "" : ` · ${puzzleLang}`}`;
    if (route.kind === "code" || (route.kind === "daily" && route.code)) {
      try {
        const puzzle = await this.engine.request(game, "decode", { code: route.code ?? route.value }).result();
        if (route.kind === "daily") return { puzzle, label: dailyLabel(route.value, puzzle.lang), daily: route.value };
        return { puzzle, label: `Shared ${noun}` };
      } catch (error) {
        this.banner(`This ${noun} link does not work: ${error.message}. Here is today's ${noun} instead.`);
      }
    } else if (route.kind === "seed") {
      return { puzzle: await this.engine.request(game, "generate", { seed: route.value, lang }).result(),
        label: `Seed “${route.value}”` };
    } else if (route.kind === "bad") {
      this.banner(`This link does not lead to a ${noun}. Here is today's ${noun} instead.`);
    }
    const date = route.kind === "daily" && !route.code ? route.value : localDate();
    const puzzle = await this.daily(game, lang, date);
    return { puzzle, label: dailyLabel(date, lang), daily: date };
  }

  /**
   * The daily puzzle of a game, language and date. A daily made once is kept in this
   * browser (the last few days of each game), so a repeat visit shows it at once,
   * before Python has started.
   */
  async daily(game, lang, date) {
    const key = `${game}/dailies/${lang}`;
    const kept = store.get(key, {});
    if (kept && typeof kept === "object" && kept[date]?.code) return kept[date];
    const puzzle = await this.engine.request(game, "generate", { daily: date, lang }).result();
    const recent = Object.keys(kept ?? {}).sort().slice(-(DAILIES_KEPT - 1));
    store.set(key, Object.fromEntries([...recent.map((d) => [d, kept[d]]), [date, puzzle]]));
    return puzzle;
  }

  /** A copy of the view's markup (a <template> of index.html). */
  template(name) { return document.getElementById(`view-${name}`).content.cloneNode(true); }

  // -- routing ------------------------------------------------------------------------
  /** Show the view of the current location; calls are queued so mounts never overlap. */
  show() {
    this.showing = this.showing.then(() => this.showNow()).catch((error) => this.banner(error.message));
    return this.showing;
  }

  async showNow() {
    if (location.hash === this.hash && this.view) return;
    this.hash = location.hash;
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close(); // a new route starts clear
    const route = parseRoute(location.hash);
    if (this.view?.name === route.view && this.view.module.update?.(route)) return;
    const module = await import(`./views/${route.view}.js`);
    this.view?.module.unmount?.();
    this.view?.controller.abort();
    this.view = { name: route.view, module, controller: new AbortController() };
    this.banner(route.view === "home" && route.kind === "bad" ? "This link does not lead to a puzzle." : "");
    this.label("");
    const template = document.getElementById(`view-${route.view}`);
    $("#view-title").textContent = template.dataset.title;
    document.title = template.dataset.title ? `${template.dataset.title} · wordgames` : "wordgames";
    main.removeAttribute("data-ready");
    main.removeAttribute("data-code");
    $("#newday").hidden = true;
    main.dataset.view = route.view;
    main.replaceChildren();
    document.querySelector("#share-dialog")?.remove();
    module.mount(main, route, this);
    helpForView(route.view); // the header's "How to play", and a first visit's help
  }

  // -- the boot progress bar ---------------------------------------------------------
  bootProgress({ stage, loaded = 0, total = 0 }) {
    if (main.hasAttribute("data-ready") && stage === "puzzle") return this.bootDone();
    const bar = $("#boot");
    bar.hidden = false;
    if (stage === "download" && total && loaded >= total) stage = "python"; // downloaded; Python starts
    const percent = stage === "download" && total ? Math.floor((100 * loaded) / total) : null;
    $("#boot-stage").textContent = percent === null ? `${STAGES[stage] ?? stage}…` : `${STAGES.download} ${percent}%`;
    // The bar: the download is most of the wait (0-80%), then Python, the engine, the puzzle.
    const done = { download: Math.round(0.8 * (percent ?? 0)), python: 85, engine: 92, puzzle: 97 }[stage] ?? 0;
    $("#boot-fill").style.width = `${done}%`;
    bar.setAttribute("aria-valuenow", String(done));
  }

  bootDone() {
    if (this.engine.booted) $("#boot").hidden = true;
  }

  bootFailed(error) {
    const bar = $("#boot");
    bar.hidden = false;
    bar.classList.add("failed");
    $("#boot-stage").textContent = error.message;
  }
}

function registerServiceWorker() {
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register(new URL("../sw.js", import.meta.url)).catch(() => {});
  }
}

const shell = new Shell();
// Diagnostics for tests and curious players: the engine (engine.stall(ms) blocks the
// worker to show the watchdog at work). Views keep their state to themselves.
window.wordgames = { engine: shell.engine };
window.addEventListener("hashchange", () => shell.show());
window.addEventListener("popstate", () => shell.show());
document.addEventListener("visibilitychange", () => { if (!document.hidden) shell.checkTheDate(); });
shell.show();
registerServiceWorker();
// Warm the other views' modules once the first one is up (they are small).
shell.engine.ready.then(() => VIEWS.forEach((name) => import(`./views/${name}.js`).catch(() => {})));
