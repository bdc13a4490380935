// The solver's stream as Tools shows it, for the puzzle's Solver and for a board the player
// types: progress, the best solution in everyday words first, the two-word pairs as they come,
// then the proven best and the pairs in order (shortest first, the rarer ones folded away).

import { el } from "../../js/site.js";
import { t } from "../../js/i18n.js";

export const PAIRS_SHOWN = 300;

const pair = ([a, b]) => el("li", {}, `${a} – ${b}`);

/** Empty the solver's elements `out` ({status, best, count, pairs, rarer}). */
export function clearSolution(out) {
  for (const part of [out.status, out.best, out.count, out.pairs, out.rarer]) part.replaceChildren();
}

/**
 * Solve with the engine (`params`: {code} or {sides, lang}, and the word list), shown in `out` as
 * it streams. Returns {job, done}: the job (to cancel), and the result once shown (it rejects
 * with the engine's error, or "Cancelled"). An unsolvable board's status is `unsolvable(result)`.
 */
export function solveInto(engine, params, out, { unsolvable = () => t("lb.unsolvable") } = {}) {
  clearSolution(out);
  out.status.textContent = t("common.solving");
  // The result keeps only the pairs shown: the others have streamed by already.
  const job = engine.request("letterboxed", "solve", { ...params, pairs_limit: PAIRS_SHOWN });
  let pairs = 0;
  const done = job.result((event) => {
    if (event.type === "progress") {
      out.status.textContent = event.stage === "words" ? t("lb.playable", { count: event.playable })
        : event.stage === "sorting" ? t("lb.sorting", { count: event.count })
          : t("lb.looking", { words: String(event.words) });
    } else if (event.type === "pairs") {
      const room = Math.max(0, PAIRS_SHOWN - out.pairs.children.length);
      out.pairs.append(...event.pairs.slice(0, room).map(pair));
      pairs += event.pairs.length;
      out.count.textContent = t("lb.pairs_so_far", { count: pairs });
    } else if (event.type === "solution") {
      // The everyday solution comes first; the optimum over every accepted word follows.
      out.best.append(el("p", { class: event.everyday ? "everyday" : "full-list" },
        el("strong", {}, t(event.everyday ? "lb.everyday" : "lb.full_list")), event.words.join(" – ")));
    }
  }).then((result) => {
    if (!result.solvable) {
      out.status.textContent = unsolvable(result);
      out.count.replaceChildren();
      out.pairs.replaceChildren();
      return result;
    }
    out.status.textContent = t("lb.proven", { words: result.min_words, letters: result.letters }) +
      (result.everyday_min_words ? t("lb.proven_everyday", { count: result.everyday_min_words }) : t("lb.proven_no_everyday"));
    // The stream arrives in search order; the final list shows the pairs of two everyday
    // words, shortest first, and the others behind their count.
    const everyday = new Set(result.everyday_two_word_solutions.map((words) => words.join(" ")));
    const rarer = result.two_word_count - result.everyday_two_word_count;
    out.pairs.replaceChildren(...result.everyday_two_word_solutions.map(pair));
    const shown = result.everyday_two_word_count;
    out.count.textContent = !result.two_word_count ? t("lb.no_pairs")
      : !shown ? t("lb.no_everyday_pairs")
        : t("lb.pairs", { count: shown }) + (shown > PAIRS_SHOWN ? ` ${t("lb.pairs_shown", { count: PAIRS_SHOWN })}` : "");
    out.rarer.replaceChildren(...(rarer ? [el("details", { class: "rarer" },
      el("summary", {}, t("lb.pairs_rarer", { count: rarer })),
      el("ol", { class: "pairs" }, ...result.two_word_solutions.filter((words) => !everyday.has(words.join(" "))).map(pair)))] : []));
    return result;
  });
  return { job, done };
}
