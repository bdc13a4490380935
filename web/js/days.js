// The calendar of the dailies: the player's local date picks the daily, numbered from the first.
// It imports nothing, so the document's first script (worker-start.js) can name today's day pack
// before the rest of the page has loaded.

/** The player's local date as YYYY-MM-DD: it picks the daily puzzle. */
export function localDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const FIRST_DAILY = "2026-11-01"; // daily No. 1, as in wordgames/daily.py

/** The number of the daily of a date (YYYY-MM-DD): 1 on the first daily, counting on by day. */
export function dailyNumber(date) {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${FIRST_DAILY}T12:00:00Z`)) / 86_400_000) + 1;
}

/** The date (YYYY-MM-DD) ``days`` after ``date``. */
export function addDays(date, days) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Milliseconds until the next local midnight, when the next daily arrives. */
export function untilMidnight(now = new Date()) {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight - now;
}
