// Strands' tools: what is not the daily itself. The words' language of the puzzles, the
// statistics, and the ways to more puzzles: the creator, the gallery and the Lab. The play
// view (#strands) shows the puzzle alone; this view (#strands/tools) holds the rest.

import { known, language } from "../../js/i18n.js";
import { $, store } from "../../js/site.js";
import { showStatistics } from "../../js/stats-dialog.js";
import { whenWritten } from "../../js/tabs.js";
import { defineView } from "../../js/view.js";

const GAME = "strands";

export const { mount, update, unmount } = defineView("strands-tools", toolsView);

/** The words' language of Strands' puzzles: the last one chosen, at first the interface language. */
export const puzzleLanguage = () => known(store.get(`${GAME}/lang`, language()));

function toolsView(route, shell) {
  const chosenLanguage = () => { $("#lang").value = puzzleLanguage(); };
  chosenLanguage();
  whenWritten(() => `${GAME}/lang`, chosenLanguage, shell.signal); // another tab's choice is this one's too
  $("#lang").addEventListener("change", () => store.set(`${GAME}/lang`, $("#lang").value), { signal: shell.signal });
  $("#stats").addEventListener("click", () => showStatistics(GAME, $("#lang").value), { signal: shell.signal });
  shell.ready();
  return { update() { return true; }, stop() {} };
}
