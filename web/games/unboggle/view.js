// Unboggle view: the player's words in, a board that holds them all (or the reason
// none exists) out, with each word's path shown on hover or tap. An empty field offers an
// example to try, and Solve with no word says what to type (the engine is not asked).

import { $, announce, el, store, svg } from "../../js/site.js";
import { engineText, t } from "../../js/i18n.js";
import { whenWritten } from "../../js/tabs.js";
import { boardRows } from "../../js/tracer.js";
import { defineView } from "../../js/view.js";

const GAME = "unboggle";
/** A cell of a board as the engine writes it: (TH) a face of letters, Q the Qu face, . a blank, or a letter. */
const CELL = /\(([A-Z]+)\)|Q|\.|\p{L}/uy;

/** A row of a board's text as its cells' faces ("Qu", "TH", "" a blank); null if some of it is not a cell. */
function cellsOf(rowText) {
  const cells = [];
  CELL.lastIndex = 0;
  while (CELL.lastIndex < rowText.length) {
    const match = CELL.exec(rowText);
    if (!match) return null;
    cells.push(match[0] === "Q" ? "Qu" : match[1] ?? (match[0] === "." ? "" : match[0]));
  }
  return cells;
}

/** A board's text, row by row, as the view draws it ({height, width, faces}); null if it is no board of rows of cells. */
export function boardOf(rows) {
  if (!Array.isArray(rows) || !rows.length || !rows.every((row) => typeof row === "string")) return null;
  const cells = rows.map(cellsOf);
  const width = cells[0]?.length;
  if (!width || !cells.every((row) => row?.length === width)) return null;
  return { height: cells.length, width, faces: cells.flat() };
}

/** The input kept (`saved`: this tab's last Solve, or another tab's) as {words, size}: size null if not one of `sizes`; null if no input. */
export function inputOf(saved, sizes) {
  if (!saved || typeof saved !== "object" || typeof saved.words !== "string") return null;
  return { words: saved.words, size: sizes.includes(saved.size) ? saved.size : null };
}

export const { mount, update, unmount } = defineView("unboggle", unboggleView);

function unboggleView(route, shell) {
  const engine = shell.engine;
  let job = null;

  /** Draw the board of `rows` (its text, row by row) with the path `highlight` traced; nothing if it is no board. */
  function drawBoard(rows, highlight = []) {
    const board = boardOf(rows);
    if (!board) { $("#grid").replaceChildren(); $("#trace").replaceChildren(); return; }
    const { height, width, faces } = board;
    const on = new Set(highlight.map(([r, c]) => r * width + c));
    boardRows($("#grid"), height, width, (i) => el("div", {
      class: `bg-cell${faces[i] ? "" : " blank"}${on.has(i) ? " on" : ""}`, role: "cell",
      ...(faces[i] ? {} : { "aria-label": t("ub.empty") }),
    }, faces[i]));
    const centre = ([r, c]) => `${((c + 0.5) / width) * 100},${((r + 0.5) / height) * 100}`;
    const overlay = $("#trace");
    overlay.setAttribute("viewBox", "0 0 100 100");
    overlay.setAttribute("preserveAspectRatio", "none");
    overlay.replaceChildren(...(highlight.length > 1
      ? [svg("polyline", { points: highlight.map(centre).join(" "), "vector-effect": "non-scaling-stroke" })] : []));
  }

  function showResult(result) {
    drawBoard(result.board);
    $("#words").replaceChildren(...result.words.map((word) => {
      const button = el("button", { type: "button", class: "word", title: t("ub.show_path") }, word);
      const light = () => drawBoard(result.board, result.paths[word]);
      button.addEventListener("mouseenter", light);
      button.addEventListener("focus", light);
      button.addEventListener("click", () => { light(); announce(t("path_shown", { word: word.toUpperCase() })); });
      return el("li", {}, button);
    }));
    const play = $("#play");
    play.href = `#boggle/p/${result.code}`;
    play.hidden = false;
  }

  /** "Try an example" only while the field is empty: it never replaces the player's words. */
  const offerExample = () => { $("#example-row").hidden = $("#input").value.trim() !== ""; };

  async function solve() {
    if (job) return;
    const words = $("#input").value;
    if (!/\p{L}/u.test(words)) { // nothing to build a board for: say what to type
      $("#status").textContent = t("ub.no_words", { example: t("ub.placeholder") });
      announce($("#status").textContent);
      $("#input").focus();
      return;
    }
    store.set(`${GAME}/input`, { words, size: $("#size").value });
    // This search's own buttons and status: the view may be left (and its elements gone from
    // the page) before the search ends, so they are not looked up again when it does.
    const solveButton = $("#solve");
    const cancelButton = $("#cancel");
    solveButton.disabled = true;
    cancelButton.disabled = false;
    $("#play").hidden = true;
    $("#words").replaceChildren();
    const status = $("#status");
    status.textContent = t("common.searching");
    // One search from start to end (no restarts), so every count of its progress only grows:
    // the partial boards tried, the most words placed on any board so far (that board is drawn
    // when it gains one) and the share of the first word's placements ruled out (every board
    // below them tried).
    let drawn = -1; // the words placed on the board drawn
    job = engine.request(GAME, "solve", { words, size: $("#size").value });
    try {
      const result = await job.result((event) => {
        if (event.type === "progress" && event.stage === "filling") {
          status.textContent = t("ub.filling", { filled: event.filled, empty: event.empty });
        } else if (event.type === "progress") {
          if (event.placed > drawn) {
            drawn = event.placed;
            drawBoard(event.board.split(" "));
          }
          const percent = Math.floor(100 * event.done);
          status.textContent = t("ub.searching", { nodes: event.nodes, placed: event.placed, words: event.words }) +
            (percent > 0 ? t("ub.ruled_out", { percent }) : t("ub.going_on"));
        }
      });
      if (result.impossible) {
        status.textContent = engineText(result);
        $("#grid").replaceChildren();
        $("#trace").replaceChildren();
      } else {
        const extra = result.extra_words.length;
        const count = result.words.length;
        status.textContent = `${t("ub.fit", { count })}${t("ub.fit_rest", {
          extra: extra === 0 ? t("ub.extra_none") : t("ub.extra", { count: extra }) })}`;
        showResult(result);
      }
    } catch (error) {
      status.textContent = error.message;
    } finally {
      announce(status.textContent); // the outcome; the search's progress is not read out
      job = null;
      solveButton.disabled = false;
      cancelButton.disabled = true;
    }
  }

  /** The input as kept (this tab's last Solve, or another tab's). */
  function takeInput() {
    const saved = inputOf(store.get(`${GAME}/input`, null), [...$("#size").options].map((option) => option.value));
    if (!saved) return;
    // Another tab's Solve wins, but never over what the player is typing here: a field with
    // focus (in a page that has it) keeps this tab's text (its own next Solve is then the last write).
    const typing = (field) => document.hasFocus() && document.activeElement === field;
    if (!typing($("#input"))) $("#input").value = saved.words;
    if (!typing($("#size")) && saved.size) $("#size").value = saved.size;
    offerExample();
  }
  takeInput();
  whenWritten(() => `${GAME}/input`, takeInput, shell.signal);
  $("#solve").addEventListener("click", solve);
  $("#input").addEventListener("input", offerExample);
  $("#example").addEventListener("click", () => {
    $("#input").value = t("ub.placeholder");
    offerExample();
    solve();
  });
  offerExample();
  $("#cancel").addEventListener("click", () => job?.cancel());
  shell.ready(); // the input is taken at once; Solve waits for the engine if it must

  return {
    update() { return true; }, // one route only
    stop() { job?.cancel(); },
  };
}
