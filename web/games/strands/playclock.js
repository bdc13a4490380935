// Strands' play clock: the seconds a player has spent on a puzzle, counted while play is under
// way and the page is in view, so that each move a challenge carries (web/js/challenge.js) has
// its time. It goes on from the seconds kept with the puzzle's progress, and calls `tick` with
// the seconds so far once a second while it runs (the challenge's ghost line follows it).

/** A stopped clock; it stops for good with `signal`. */
export function playClock({ tick, signal }) {
  let banked = 0; // seconds counted before `since`
  let since = null; // Date.now() when counting last (re)started; null while paused
  let playing = false; // play under way (the page may still be out of view)
  let timer = 0;
  const now = () => banked + (since === null ? 0 : Math.max(0, Date.now() - since) / 1000);

  function pause() {
    banked = now();
    since = null;
    clearInterval(timer);
  }

  function resume() {
    if (since !== null || !playing || document.hidden || signal.aborted) return;
    since = Date.now();
    timer = setInterval(() => tick(now()), 1000);
    tick(now());
  }

  document.addEventListener("visibilitychange", () => (document.hidden ? pause() : resume()), { signal });
  signal.addEventListener("abort", pause, { once: true });
  return {
    /** Whole seconds of play so far. */
    seconds: () => Math.floor(now()),
    /** Play begins (or goes on) from `seconds` already played. */
    start(seconds = 0) {
      pause();
      banked = seconds;
      playing = true;
      resume();
    },
    /** Play ends (solved) or leaves this puzzle; seconds() keeps the count. */
    stop() {
      pause();
      playing = false;
    },
  };
}
