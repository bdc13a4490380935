// Strands creator: a clue, a spangram and theme words in; a laid-out board, its solution
// and a share link out. The engine checks the input as it is typed (inspect), lays the
// board out with its search streaming (create, with Cancel) and encodes the link.
// A problem shows under the field it concerns (its aria-describedby), and only once the
// player has typed in that field (or filled it on an earlier visit, or pressed Generate).

import { engineText, language, t } from "../i18n.js";
import { $, announce, el, pageUrl, store, svg } from "../site.js";
import { boardRows } from "../tracer.js";
import { defineView } from "../view.js";

const GAME = "strands";
const FIELDS = ["clue", "spangram", "words"];
/** The field each of inspect's problem codes is about (the ones naming a word: that word's field). */
const FIELD_OF_CODE = {
  "strands.no_clue": "clue", "strands.clue_long": "clue", "strands.clue_blocked": "clue",
  "strands.no_spangram": "spangram", "strands.spangram_short": "spangram", "strands.spangram_long": "spangram",
  "strands.no_words": "words", "strands.no_theme_word": "words", "strands.word_short": "words",
  "strands.letters_add": "words", "strands.letters_remove": "words",
};

/** The innermost coded message of a problem's data ({code, params}), past the sentence wrapper. */
function innermost(data) {
  if (!data || typeof data !== "object") return null;
  for (const inner of data.params?.problems ?? []) {
    const found = innermost(inner);
    if (found) return found;
  }
  return data.code && data.code !== "strands.problems" ? data : null;
}

/** A word as the engine keeps it: lower case, without spaces, hyphens and apostrophes. */
const clean = (text) => text.normalize("NFC").toLowerCase().replace(/[\s\-'\u2019]+/gu, "");

/** Whether ``text`` names ``word`` (upper case, as the engine's messages do) as a whole word. */
function names(text, word) {
  const escaped = word.toUpperCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return !!word && new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "u").test(text);
}

/**
 * The field a problem of inspect concerns: by its code where the engine gives one, else by
 * its (English) text: the spangram or a theme word it names, or what it speaks of.
 */
function fieldOf(text, data, { spangram, words }) {
  const coded = innermost(data);
  if (coded && FIELD_OF_CODE[coded.code]) return FIELD_OF_CODE[coded.code];
  if (coded?.params?.word) return clean(String(coded.params.word)) === clean(spangram) ? "spangram" : "words";
  if (names(text, clean(spangram))) return "spangram";
  if (words.split(/[,;\n]+/).map(clean).some((word) => names(text, word))) return "words";
  if (/\bclue\b/i.test(text)) return "clue";
  if (/\btheme words?\b/i.test(text)) return "words";
  if (/\bspangram\b/i.test(text)) return "spangram";
  return "words";
}

export const { mount, update, unmount } = defineView("strands-create", creatorView);

function creatorView(route, shell) {
  const engine = shell.engine;
  let job = null;
  let inspecting = 0;
  let board = null;
  const typed = new Set(); // the fields whose problems are shown

  function input() {
    return { clue: $("#clue").value, spangram: $("#spangram").value, words: $("#words").value, lang: $("#lang").value };
  }

  async function inspect() {
    const ticket = ++inspecting;
    const params = input();
    store.set(`${GAME}/creator`, params);
    try {
      const report = await engine.request(GAME, "inspect", params).result();
      if (ticket !== inspecting) return;
      const count = $("#count");
      count.textContent = t("sc.count", { letters: report.letters, cells: report.cells });
      count.classList.toggle("good", report.letters === report.cells);
      const byField = Object.fromEntries(FIELDS.map((name) => [name, []]));
      report.problems.forEach((text, i) => byField[fieldOf(text, report.problem_codes?.[i], params)]
        .push(engineText({ ...report.problem_codes?.[i], message: text }))); // in the player's language
      showProblems(byField);
    } catch (error) {
      if (ticket === inspecting) showProblems({ words: [error.message] });
    }
  }

  /** Each field's problems under it, once the player has typed there. */
  function showProblems(byField) {
    for (const name of FIELDS) {
      const shown = typed.has(name) ? byField[name] ?? [] : [];
      $(`#${name}-problems`).replaceChildren(...shown.map((text) => el("li", {}, text)));
      $(`#${name}`).setAttribute("aria-invalid", String(shown.length > 0));
    }
  }

  function drawBoard(result) {
    const { rows, cols } = result;
    const kindAt = new Map();
    for (const [word, path] of Object.entries(result.placements)) {
      for (const [r, c] of path) kindAt.set(r * cols + c, word === result.spangram ? "spangram" : "theme");
    }
    const letters = result.grid.join("");
    $(".st-wrap").style.setProperty("--st-aspect", `${cols} / ${rows}`);
    boardRows($("#grid"), rows, cols, (cell) =>
      el("div", { class: `st-cell ${kindAt.get(cell) ?? ""}`, role: "cell" }, letters[cell]));
    const overlay = $("#lines");
    overlay.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
    overlay.setAttribute("preserveAspectRatio", "none");
    overlay.replaceChildren(...Object.entries(result.placements).map(([word, path]) => svg("polyline", {
      class: word === result.spangram ? "spangram" : "theme", "vector-effect": "non-scaling-stroke",
      points: path.map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(" "),
    })));
    $("#preview-clue").textContent = result.clue;
    $("#solution").replaceChildren(...[result.spangram, ...result.words].map((word) =>
      el("li", { class: word === result.spangram ? "spangram" : "theme" }, word)));
  }

  function verdict(result) {
    if (result.covers !== 1) {
      return t(result.covers >= 100 ? "sc.very_many_covers" : "sc.many_covers", { count: result.covers });
    }
    if (result.elsewhere.length) {
      return t("sc.elsewhere", { words: result.elsewhere.map((w) => w.toUpperCase()).join(", ") });
    }
    return t("sc.unique");
  }

  async function generate() {
    if (job) return;
    FIELDS.forEach((name) => typed.add(name)); // Generate shows every problem
    inspect();
    const status = $("#status");
    $("#generate").disabled = true;
    $("#cancel").disabled = false;
    $("#link-box").hidden = true;
    status.textContent = t("sc.laying_out");
    job = engine.request(GAME, "create", input());
    try {
      const result = await job.result((event) => {
        if (event.stage === "checking") {
          status.textContent = t("sc.checking", { layout: event.layout, covers: t("sc.covers", { count: event.covers }),
            elsewhere: t("sc.words_n", { count: event.elsewhere.length }) });
        } else if (event.stage === "laying out") {
          status.textContent = t("sc.restart", { restarts: event.restarts });
        }
      });
      board = result;
      drawBoard(result);
      status.textContent = verdict(result);
      const link = pageUrl(`${GAME}/p/${result.code}`);
      $("#link").value = link;
      $("#play").href = `#${GAME}/p/${result.code}`;
      $("#link-box").hidden = false;
    } catch (error) {
      status.textContent = error.message;
    } finally {
      announce(status.textContent);
      job = null;
      $("#generate").disabled = false;
      $("#cancel").disabled = true;
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText($("#link").value);
      $("#copy").textContent = t("common.copied");
    } catch {
      $("#link").select();
    }
  }

  const saved = store.get(`${GAME}/creator`, null);
  $("#lang").value = language(); // the words' language: at first the interface language
  if (saved && typeof saved === "object") {
    for (const name of ["clue", "spangram", "words", "lang"]) {
      if (typeof saved[name] === "string") $(`#${name}`).value = saved[name];
    }
  }
  for (const name of FIELDS) {
    if ($(`#${name}`).value.trim()) typed.add(name); // typed on an earlier visit
    $(`#${name}`).addEventListener("input", () => { typed.add(name); inspect(); });
  }
  $("#lang").addEventListener("input", inspect);
  $("#generate").addEventListener("click", generate);
  $("#cancel").addEventListener("click", () => job?.cancel());
  $("#copy").addEventListener("click", copyLink);
  shell.ready(); // the form is taken at once; its checks arrive once the engine is up
  inspect();

  return {
    update() { return true; }, // one route only
    stop() { job?.cancel(); inspecting += 1; },
  };
}
