// Letter Boxed's judge of a daily from its day pack (wordgames/daypack.py): the engine's
// `check` (wordgames/games/letterboxed: check and check_word), answered in the page from the
// pack's list of playable words. tests/pyodide/judge_run.mjs holds it equal to the engine, verdict by
// verdict, on every word of sampled packs and their near misses.

import { normalize } from "../../js/words.js";

const MIN_WORD = 3;

const reason = (code, params) => ({ ok: false, reason_code: code, reason_params: params });

/** Why `word` cannot follow `played` on the board, or null if it can. */
function whyNot(sides, words, played, word) {
  const sideOf = new Map([...sides].flatMap((side, s) => [...side].map((letter) => [letter, s])));
  const letters = [...word];
  const shown = word.toUpperCase();
  const missing = letters.find((letter) => !sideOf.has(letter));
  if (missing !== undefined) return reason("move.not_on_board", { word: missing.toUpperCase() });
  const previous = played.at(-1);
  if (previous && letters[0] !== [...previous].at(-1)) {
    return reason("move.must_start", { word: shown, letter: [...previous].at(-1).toUpperCase(),
      previous: previous.toUpperCase() });
  }
  for (let i = 1; i < letters.length; i++) {
    const [a, b] = [letters[i - 1], letters[i]];
    if (sideOf.get(a) === sideOf.get(b)) {
      return reason(a === b ? "move.same_letter" : "move.same_side", { pair: `${a}${b}`.toUpperCase() });
    }
  }
  if (letters.length < MIN_WORD) return reason("move.too_short", { word: shown, min: MIN_WORD });
  if (!words.has(word)) return reason("word.not_in_list", { word: shown });
  return null;
}

const strings = (list) => Array.isArray(list) && list.every((item) => typeof item === "string");

/**
 * A judge for one pack: check({played, word}) gives the `result` event the engine's check
 * would (its `reason` text aside: the page says a verdict from its code), or an `error` event
 * for a chain that is not one. Null for a pack without sides and words (the engine judges then).
 */
export function judgeOf(pack) {
  if (!strings(pack.puzzle.sides) || !strings(pack.judge.words)) return null;
  const { sides } = pack.puzzle;
  const words = new Set(pack.judge.words);
  return {
    check({ played = [], word }) {
      const chain = played.map(normalize);
      if (chain.some((earlier, i) => whyNot(sides, words, chain.slice(0, i), earlier))) {
        return { type: "error", code: "move.bad_chain", params: {} };
      }
      const typed = normalize(word);
      const verdict = whyNot(sides, words, chain, typed);
      const kept = verdict ? chain : [...chain, typed];
      const used = new Set(kept.join(""));
      const remaining = [...sides.join("")].filter((letter) => !used.has(letter));
      return { type: "result", ok: !verdict, ...verdict, word: typed, played: kept, remaining,
        solved: remaining.length === 0 };
    },
  };
}
