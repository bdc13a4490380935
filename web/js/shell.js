// The page shell: everything the views share. It owns the one Engine (one worker,
// Python booted once per visit), the router, the header, the banner and the boot
// progress bar, and it mounts one view at a time into <main data-view=NAME>.
//
// A view is a module, under views/ (home, archive, lab) or in its game's folder
// (web/games/GAME/, which declares its views), with
//   mount(main, route, shell)   render into main; call shell.ready() once interactive
//   update(route) -> boolean    optional: take a new route without remounting
//   unmount()                   stop jobs and timers (listeners go with shell.signal)

import { DAILY_GAMES, GAMES, VIEWS as GAME_VIEWS } from "../games/index.js";
import { BUILD } from "./build.js";
import { Engine } from "./engine.js";
import { headerForView } from "./header.js";
import { helpForView } from "./help.js";
import { applyLanguage, CHANGED, language, LANGUAGES, loadLanguage, t, translate } from "./i18n.js";
import { packsAsked } from "./pack-file.js";
import { dailyPuzzle, dayPack, packAhead } from "./packs.js";
import { parseRoute } from "./routes.js";
import { afterPaint, dailyNumber, localDate, store, untilMidnight } from "./site.js";
import { savingData, workerScript } from "./worker-start.js";

/** The module of each view, by name: the shell's own views and every game's. */
const VIEWS = { home: "./views/home.js", archive: "./views/archive.js", challenges: "./views/challenges.js",
  gallery: "./views/gallery.js", lab: "./views/lab.js",
  ...Object.fromEntries(Object.entries(GAME_VIEWS).map(([name, { url }]) => [name, url])) };
const STAGES = ["download", "python", "engine", "puzzle"]; // boot.STAGE in the catalogues

const DAILIES_KEPT = 4; // per game and language
const STALLED_MS = 15_000; // a boot stage with no news for this long says so
// The other views load this long after the first is painted: a dozen small requests that on a slow
// link would share it with the first view's last ones, and that a browser may still be presenting
// its first frames (benchmarks/README.md, "Lighthouse, mobile"). A switch before then loads its view.
const VIEWS_AHEAD_MS = 2_000;

const $ = (selector) => document.querySelector(selector);
const main = $("#view");

class Shell {
  constructor() {
    // <html data-engine-snapshot>: "restored" when Python started from its memory snapshot,
    // else "kept" (or "not kept") once the worker has stored one for the next boot.
    const snapshot = (state) => { document.documentElement.dataset.engineSnapshot = state; };
    this.engine = new Engine({ onStatus: (status) => this.bootProgress(status),
                               onSnapshot: (kept) => snapshot(kept ? "kept" : "not kept") });
    this.engine.ready.then((info) => {
      document.documentElement.dataset.engine = "ready"; // the contract: the engine answers checks
      if (info.from === "snapshot") snapshot("restored");
      this.bootProgress({ stage: "puzzle" });
    }, (error) => this.bootFailed(error));
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
    if (!DAILY_GAMES.includes(route.view) || route.kind !== "today") return;
    // The open daily stays as it is (its progress is kept); the new one is a tap away.
    $("#newday-text").textContent = t("newday.text", { number: String(dailyNumber(today)) });
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
    afterPaint(() => this.afterFirstView());
  }

  /**
   * Once the first view is up and painted, and not before, so that nothing competes with the first start:
   * start the engine if the view did not need it (its downloads at low priority) and, a little
   * later (VIEWS_AHEAD_MS), load the other views' modules (they are small), so that a switch is
   * instant. Once the engine is up
   * (or has given up), register the service worker: its install then finds the engine's files
   * in the browser's HTTP cache, and the rest of the site it keeps for offline play (about
   * 80 KB) does not take its share of a slow link from Python's download.
   *
   * When the browser asks to save data, the engine waits for the player's first request (a new
   * puzzle, a solve, a creator), only the dailies' views are loaded ahead, and the service worker
   * registers now, told to download nothing (sw.js): it keeps what this visit loaded and the day
   * packs it played, so the dailies work offline; once the engine has run, its files too.
   */
  afterFirstView() {
    if (this.started) return;
    this.started = true;
    if (!savingData) this.engine.start({ background: true });
    const ahead = savingData ? ["home", ...DAILY_GAMES] : Object.keys(VIEWS).filter((name) => name !== "lab");
    const loaded = new Promise((resolve) => setTimeout(resolve, VIEWS_AHEAD_MS))
      .then(() => Promise.allSettled(ahead.map((name) => import(VIEWS[name]))));
    if (savingData) { // once those are in the HTTP cache, where the install takes them from
      loaded.then(registerServiceWorker).then(() => keepOffline({ type: "keep", urls: packsAsked() }));
      this.engine.ready.then(() => keepOffline({ type: "keep-engine" }), () => {});
    } else {
      this.engine.ready.then(registerServiceWorker, registerServiceWorker);
    }
  }

  label(text) { $("#puzzle-label").textContent = text; }

  /** The number of the player's accepted words in the puzzle on screen (main's data-found). */
  found(count) { main.dataset.found = String(count); }

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
  async puzzleFor(route, lang, options = {}) {
    const found = await this.findPuzzle(route, lang, options);
    this.puzzleLang = found.puzzle?.lang ?? lang; // the header's Statistics are of this language's dailies
    return found;
  }

  /** puzzleFor's search, without noting the language. */
  async findPuzzle(route, lang, { noun = "puzzle", game = route.game } = {}) {
    // The date stays YYYY-MM-DD: it names the puzzle, as the link does, in either language.
    // The puzzle's language is named when it is not the interface language.
    const dailyLabel = (date, puzzleLang) => t(puzzleLang === language() ? "label.daily" : "label.daily_lang",
      { number: String(dailyNumber(date)), date, lang: puzzleLang });
    if (route.kind === "challenge") { // its puzzle, as a shared daily or a shared puzzle
      route = route.daily ? { ...route, kind: "daily", value: route.daily } : { ...route, kind: "code", value: route.code };
    }
    if (route.kind === "daily" && route.code) { // a shared daily (a challenge's too) opens from its pack, before Python is up
      const published = await this.publishedDaily(game, route.value, route.code);
      if (published) return { puzzle: published, label: dailyLabel(route.value, published.lang), daily: route.value };
    }
    if (route.kind === "code" || (route.kind === "daily" && route.code)) {
      try {
        const puzzle = await this.engine.request(game, "decode", { code: route.code ?? route.value }).result();
        if (route.kind === "daily") return { puzzle, label: dailyLabel(route.value, puzzle.lang), daily: route.value };
        return { puzzle, label: t(`label.shared.${noun}`) };
      } catch (error) {
        this.banner(t(`banner.broken.${noun}`, { reason: error.message }));
      }
    } else if (route.kind === "seed") {
      return { puzzle: await this.engine.request(game, "generate", { seed: route.value, lang }).result(),
        label: t("label.seed", { seed: route.value }) };
    } else if (route.kind === "bad") {
      this.banner(t(`banner.bad.${noun}`));
    }
    const date = route.kind === "daily" && !route.code ? route.value : localDate();
    const puzzle = await this.daily(game, lang, date);
    return { puzzle, label: dailyLabel(date, lang), daily: date };
  }

  /**
   * The published daily of `date` whose code is `code`, from its day pack in any language; null
   * when none holds it (or holds it as a puzzle the game's view cannot draw).
   */
  async publishedDaily(game, date, code) {
    for (const lang of [language(), ...LANGUAGES.filter((other) => other !== language())]) {
      const puzzle = dailyPuzzle(await dayPack(game, lang, date), null, lang, GAMES[game].daily.isPuzzle);
      if (puzzle?.code === code) return puzzle;
    }
    return null;
  }

  /**
   * The daily puzzle of a game, language and date: from its day pack (packs.js: the daily as
   * published, kept for good), else the copy kept in this browser (the last few days of each
   * game: offline, a pack not cached), else made by the engine. The pack wins over a kept copy
   * that differs (made by an older engine): progress is kept under each puzzle's code, so a game
   * played on the copy stays with it and is never shown on the published board. A pack or copy
   * the game's view could not draw (game.daily.isPuzzle) is passed over, as if it were not there.
   */
  async daily(game, lang, date) {
    const key = `${game}/dailies/${lang}`;
    const stored = store.get(key, {});
    const kept = stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
    const { isPuzzle } = GAMES[game].daily;
    const puzzle = dailyPuzzle(await dayPack(game, lang, date), Object.hasOwn(kept, date) ? kept[date] : null, lang,
      isPuzzle) ?? await this.engine.request(game, "generate", { daily: date, lang }).result();
    if (kept[date]?.code !== puzzle.code || !isPuzzle(kept[date])) {
      const recent = Object.keys(kept).filter((d) => d !== date).sort().slice(-(DAILIES_KEPT - 1));
      store.set(key, Object.fromEntries([...recent.map((d) => [d, kept[d]]), [date, puzzle]]));
    }
    return puzzle;
  }

  /** A copy of the view's markup (a <template> of index.html), in the player's language. */
  template(name) { return translate(document.getElementById(`view-${name}`).content.cloneNode(true)); }

  // -- routing ------------------------------------------------------------------------
  /** Show the view of the current location; calls are queued so mounts never overlap. */
  show(options = {}) {
    this.showing = this.showing.then(() => this.showNow(options)).catch((error) => this.banner(error.message));
    return this.showing;
  }

  /**
   * The interface language changed (in Settings, or in another tab): the header, the
   * dialogs and the view are written anew in it; the view mounts again, from the progress
   * kept in the browser, and the Settings dialog stays open.
   */
  relanguage() {
    applyLanguage();
    translate(document);
    return this.show({ again: true });
  }

  async showNow({ again = false } = {}) {
    if (location.hash === this.hash && this.view && !again) return;
    this.hash = location.hash;
    for (const dialog of document.querySelectorAll("dialog[open]")) {
      if (!(again && dialog.id === "settings")) dialog.close(); // a new route starts clear
    }
    const route = parseRoute(location.hash);
    // The Lab has a document of its own (lab.html, under a looser Content-Security-Policy that
    // PyScript needs); the games keep index.html's strict one. A route of the other goes there.
    if ((route.view === "lab") !== location.pathname.endsWith("/lab.html")) {
      location.replace(`${route.view === "lab" ? "lab.html" : "./"}${location.hash}`);
      return;
    }
    if (!again && this.view?.name === route.view && this.view.module.update?.(route)) return;
    if (!again && this.newBuildAtSwitch()) return;
    routePackAhead(route);
    const module = await import(VIEWS[route.view]);
    this.view?.module.unmount?.();
    this.view?.controller.abort();
    this.view = { name: route.view, module, controller: new AbortController() };
    this.banner(route.view === "home" && route.kind === "bad" ? t("banner.not_a_puzzle") : "");
    this.label("");
    const title = t(`title.${route.view}`);
    $("#view-title").textContent = title;
    document.title = title ? t("site.title", { title }) : t("site.name");
    main.removeAttribute("data-ready");
    main.removeAttribute("data-code");
    main.removeAttribute("data-found");
    $("#newday").hidden = true;
    main.dataset.view = route.view;
    main.replaceChildren();
    document.querySelector("#share-dialog")?.remove();
    module.mount(main, route, this);
    helpForView(route.view); // the header's "How to play", and a first visit's help
    this.puzzleLang = null;
    const game = GAME_VIEWS[route.view]?.game;
    headerForView(route.view, () => this.puzzleLang ?? store.get(`${game}/lang`, language()));
  }

  // -- a new build ----------------------------------------------------------------------
  /**
   * A view switch with a new build installed (or already taken by another tab): the page reloads
   * into the route it goes to, in the new build, unless a game is in progress in the view it
   * leaves; then the quiet bar offers Reload. Whether it is reloading. Nothing is lost either way:
   * progress is stored as it is made, and a view being left unmounts as it would.
   */
  newBuildAtSwitch() {
    if (!newBuild.registration || !this.view) return false;
    if (gameInProgress()) {
      this.offerNewBuild();
      return false;
    }
    takeNewBuild();
    return true;
  }

  /** "A new version of the site is ready", with Reload: shown until the page reloads. */
  offerNewBuild() {
    $("#update").hidden = false;
    $("#update-reload").onclick = () => takeNewBuild();
  }

  // -- the boot progress bar ---------------------------------------------------------
  bootProgress({ stage, loaded = 0, total = 0 }) {
    clearTimeout(this.stalled);
    // A view that plays without the engine (a daily from its pack) shows no boot until it asks for it.
    if (main.hasAttribute("data-ready") && (stage === "puzzle" || !this.engine.awaited)) return this.bootDone();
    if (stage === "offline") return this.bootOffline();
    const bar = this.bootBar("progressbar");
    if (stage === "download" && total && loaded >= total) stage = "python"; // downloaded; Python starts
    const percent = stage === "download" && total ? Math.floor((100 * loaded) / total) : null;
    const name = STAGES.includes(stage) ? t(`boot.${stage}`) : stage;
    $("#boot-stage").textContent = percent === null ? t("boot.stage", { stage: name })
      : t("boot.percent", { stage: name, percent });
    // The bar: the download is most of the wait (0-80%), then Python, the engine, the puzzle.
    const done = { download: Math.round(0.8 * (percent ?? 0)), python: 85, engine: 92, puzzle: 97 }[stage] ?? 0;
    $("#boot-fill").style.width = `${done}%`;
    bar.setAttribute("aria-valuenow", String(done));
    const said = $("#boot-stage").textContent;
    this.stalled = setTimeout(() => { $("#boot-stage").textContent = t("boot.stalled", { stage: said }); }, STALLED_MS);
  }

  /** The boot bar shown, as a progress bar or, once the boot failed, as the message that says so. */
  bootBar(role) {
    const bar = $("#boot");
    bar.hidden = false;
    bar.setAttribute("role", role);
    bar.classList.toggle("failed", role === "alert");
    $("#boot-retry").hidden = true;
    return bar;
  }

  bootDone() {
    clearTimeout(this.stalled);
    if (this.engine.booted || !this.engine.awaited) $("#boot").hidden = true;
  }

  bootFailed(error) {
    this.bootBar("alert");
    $("#boot-stage").textContent = error.message;
  }

  /** The engine's downloads ran out of tries: say so, with Try again (the view and its waiting requests stay). */
  bootOffline() {
    this.bootBar("alert");
    $("#boot-stage").textContent = t("boot.offline");
    const retry = $("#boot-retry");
    retry.hidden = false;
    retry.onclick = () => this.engine.retry();
  }
}

/** The cache whose presence tells the service worker's install that this player saves data (sw.js). */
const SAVING_DATA = "wordgames.save-data";

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  // Set before the install reads it (a deploy's install comes at a later visit: it reads this one's).
  await (savingData ? caches.open(SAVING_DATA) : caches.delete(SAVING_DATA)).catch(() => {});
  // (Playwright, blocking service workers, answers with no registration.)
  await navigator.serviceWorker.register(workerScript(new URL("../../sw.js", import.meta.url)))
    .then((registration) => registration && watchForUpdate(registration), () => {});
}

/** Ask the service worker, once one is active, to keep files for offline play (sw.js: "keep", "keep-engine"). */
function keepOffline(message) {
  navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage(message));
}

/** The registration whose new build this page can take (set once one is installed). */
const newBuild = { registration: null, taking: false };

/**
 * A new build, once the service worker has installed it, waits while pages of this build are
 * open (sw.js); <html data-update="waiting"> says it is there, and the page takes it at its next
 * view switch (Shell.newBuildAtSwitch). Another tab may take it first: this page's files then
 * come from the new build's worker, and the page follows at its next safe moment as well.
 */
function watchForUpdate(registration) {
  const hadBuild = Boolean(navigator.serviceWorker.controller); // not a first visit's claim
  const mark = () => {
    if (!registration.waiting || !navigator.serviceWorker.controller) return;
    document.documentElement.dataset.update = "waiting";
    newBuild.registration = registration;
  };
  mark();
  registration.addEventListener("updatefound", () => registration.installing?.addEventListener("statechange", mark));
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (!hadBuild || newBuild.taking) return;
    newBuild.registration = registration;
    document.documentElement.dataset.update = "taken";
    shell.offerNewBuild();
  });
}

/** packAhead (packs.js) for a daily's route: its pack loads beside the view's modules. */
function routePackAhead(route) {
  const date = { today: localDate(), daily: route.value, challenge: route.daily }[route.kind];
  if (date) packAhead(route.game, date, route.code ? language() : undefined);
}

/** Whether the view on screen holds a game in progress: words found in a puzzle not solved. */
function gameInProgress() {
  return Number(main.dataset.found ?? 0) > 0 && document.body.dataset.solved !== "true";
}

/** Move this page to the new build: the waiting worker takes over, then the page reloads at its route. */
function takeNewBuild() {
  newBuild.taking = true;
  const waiting = newBuild.registration?.waiting;
  if (!waiting) return location.reload(); // taken already (by another tab)
  navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), { once: true });
  waiting.postMessage({ type: "take-over" });
}

document.documentElement.dataset.build = BUILD; // the build of these scripts (index.html's meta names the document's)
/** The page's one shell: made once the player's catalogue is here (start). */
let shell = null;

/**
 * The shell starts once the player's catalogue has loaded, in a function, not by a top-level
 * await: a module that awaits at its top is evaluated asynchronously, and so is every module
 * bundled beside it (the document's scripts share one chunk, tools/bundle.mjs), which WebKit
 * mishandles when several scripts import such a module at once (webkit.org/b/242740: an importer
 * may run before it has finished, or fail). Built, the bundle refuses a top-level await.
 */
async function start() {
  await loadLanguage();
  applyLanguage();
  translate(document); // the header, the boot bar and the dialogs of index.html
  shell = new Shell();
  // Diagnostics for tests and curious players: the engine (engine.stall(ms) blocks the
  // worker to show the watchdog at work). Views keep their state to themselves.
  window.wordgames = { engine: shell.engine };
  window.addEventListener("hashchange", () => shell.show());
  window.addEventListener("popstate", () => shell.show());
  window.addEventListener(CHANGED, () => shell.relanguage());
  document.addEventListener("visibilitychange", () => { if (!document.hidden) shell.checkTheDate(); });
  shell.show();
}

start(); // a failure is an unhandled rejection, which errors.js reports
