// What a challenge shows around a game: who challenges you and the result to beat (before
// play), where the challenger stood at the same time (during play), and every game side by
// side with the winner (at the end), with the link to send on. The games and their rules come
// from each game's folder (web/games/GAME/game.js: challenge); the code from challenge.js.
// Everything from a link goes into the page as text.

import { GAMES } from "../games/index.js";
import { t } from "./i18n.js";
import { ChallengeError, MAX_LINK, MAX_PLAYERS, decodePayload, fittedHash, movesBy, withPlayer } from "./challenge.js";
import { el, pageUrl, share, store } from "./site.js";
import { myName } from "./challenges.js";

const GHOST_SHOWN = "challenge/ghost"; // false when the player turned the ghost line off

/** Seconds as the clock shows them: 4:12. */
export const clockText = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** A player's name, or "A friend" for one who gave none. */
export const nameOf = (player) => player.name || t("challenge.a_friend");

/** A player's game in words: "solved in 3 words, 4:12". */
export function resultText(game, player) {
  const { key, params } = GAMES[game].challenge.result(player);
  return t(key, { ...params, time: clockText(params.seconds ?? 0) });
}


/**
 * The challenge a route carries: {challenge: {code, daily, clock, players}} or, when its games
 * cannot be read, {error: a message for the player} (its puzzle still opens). `words()`
 * resolves to the board's words, asked for a link that numbers its moves into them.
 */
export async function readChallenge(route, words = null) {
  try {
    return { challenge: { ...await decodePayload(route.value, { words }), code: route.code, daily: route.daily } };
  } catch (error) {
    return { error: t(error instanceof ChallengeError ? `challenge.${error.reason}` : "challenge.damaged") };
  }
}

/**
 * A challenge's link as the page writes it, never longer than MAX_LINK with the page's own
 * address: {link, hash, leftOut} (leftOut: the earliest players carried by their result alone,
 * for want of room). Throws ChallengeError("long") when not even that fits. `words()` resolves
 * to the board's words (or null): with them each move is a number into them (version 3); a
 * list that cannot be had leaves the words in the link's own table (version 2).
 */
export async function challengeLink(game, challenge, words = null) {
  const address = pageUrl("").length - 1; // the page's address, without the "#"
  const list = await Promise.resolve(words?.()).catch(() => null);
  const { hash, leftOut } = await fittedHash(game, challenge,
    { room: MAX_LINK - address, score: GAMES[game].challenge.score, words: list });
  return { link: pageUrl(hash), hash, leftOut };
}

/** The players in winning order by the game's rule (a stable sort: the earlier player first on a tie). */
export const ranked = (game, players) => [...players].sort(GAMES[game].challenge.order);

/**
 * Before play: the page's own dialog that says who challenges you and the result to beat, and
 * nothing that gives a word away. `onPlay` runs when the player closes it.
 */
export function introDialog(game, challenge, onPlay) {
  const sender = challenge.players.at(-1);
  const others = challenge.players.slice(0, -1);
  const dialog = el("dialog", { id: "challenge-intro", class: "challenge-intro", "aria-labelledby": "challenge-intro-title" },
    el("h2", { id: "challenge-intro-title" }, t("challenge.intro.title")),
    el("p", { class: "challenge-from" }, t("challenge.from", { name: nameOf(sender), result: resultText(game, sender) })),
    others.length ? el("ul", { class: "challenge-others" }, ...others.map((player) =>
      el("li", {}, t("challenge.also", { name: nameOf(player), result: resultText(game, player) })))) : null,
    el("p", { class: "challenge-rule" }, t(`challenge.rule.${game}`)),
    el("div", { class: "row" }, el("button", { type: "button", class: "primary", id: "challenge-play",
      onclick: () => dialog.close() }, t("challenge.play"))));
  dialog.addEventListener("close", () => { dialog.remove(); onPlay(); }, { once: true });
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}

/**
 * During play: a line that says where the challenger (the last player of the link) stood at the
 * player's elapsed time, with a button that turns it off (remembered) or on again.
 * Returns {node, update(seconds)}.
 */
export function ghostLine(game, challenge) {
  const ghost = challenge.players.at(-1);
  const text = el("span", { class: "ghost-text" });
  const toggle = el("button", { type: "button", class: "ghost-toggle link-button" });
  const node = el("p", { class: "ghost", "aria-live": "off" }, text, toggle);
  let seconds = 0;
  const update = (now = seconds) => {
    seconds = now;
    const shown = store.get(GHOST_SHOWN, true) !== false;
    const { key, params } = GAMES[game].challenge.standing(movesBy(ghost, seconds));
    text.textContent = shown ? t("challenge.ghost", { name: nameOf(ghost), standing: t(key, params), time: clockText(seconds) }) : "";
    toggle.textContent = t(shown ? "challenge.ghost_off" : "challenge.ghost_on", { name: nameOf(ghost) });
  };
  toggle.addEventListener("click", () => {
    store.set(GHOST_SHOWN, store.get(GHOST_SHOWN, true) === false);
    update();
  });
  update(0);
  return { node, update };
}

/** The words each player found, for games of words (Boggle, Strands): {both, mine, theirs}. */
function shared(me, them) {
  const words = (player) => new Set(player.moves.map((move) => move.word).filter(Boolean));
  const [a, b] = [words(me), words(them)];
  return { both: [...a].filter((w) => b.has(w)), mine: [...a].filter((w) => !b.has(w)), theirs: [...b].filter((w) => !a.has(w)) };
}

/**
 * At the end: every game side by side (each move with its time), for games of words the words
 * found by both, by you only and by them only, and the winner by the rule the page states.
 * `me` is the player's own game (null to show a kept table as it is). `onAnswer(challenge)`
 * is offered as Answer back while the table has room.
 */
export function comparison(game, challenge, me, { words = false, onAnswer = null } = {}) {
  const players = me ? [...challenge.players, me] : challenge.players;
  const order = ranked(game, players);
  const best = order[0];
  const tie = order.length > 1 && GAMES[game].challenge.order(order[0], order[1]) === 0;
  const label = (player) => (player === me ? t("challenge.you") : nameOf(player));
  const column = (player) => el("div", { class: `challenge-player${player === best && !tie ? " winner" : ""}` },
    el("h3", {}, label(player)),
    el("p", { class: "challenge-result" }, resultText(game, player)),
    player.tally ? el("p", { class: "challenge-left-out" }, t("challenge.left_out"))
      : el("ol", { class: "challenge-moves" }, ...player.moves.map((move) =>
        el("li", {}, el("span", { class: "at" }, clockText(move.at)), " ",
          move.word ? move.word.toUpperCase() : t("challenge.hint")))));
  const parts = [
    el("h2", { id: "challenge-table-title" }, t(tie ? "challenge.tie" : "challenge.winner",
      { name: best === me ? t("challenge.you") : nameOf(best) })),
    el("p", { class: "challenge-rule" }, t(`challenge.rule.${game}`)),
    el("div", { class: "challenge-columns" }, ...players.map(column)),
  ];
  if (words && me && !challenge.players.at(-1).tally) {
    const { both, mine, theirs } = shared(me, challenge.players.at(-1));
    const group = (key, list) => el("div", { class: "challenge-words" },
      el("h3", {}, t(key, { name: nameOf(challenge.players.at(-1)), count: list.length })),
      el("p", {}, list.map((word) => word.toUpperCase()).join(" · ") || "–"));
    parts.push(group("challenge.both", both), group("challenge.mine", mine), group("challenge.theirs", theirs));
  }
  const answer = me && onAnswer ? withPlayer(challenge, me) : null;
  if (answer) {
    parts.push(el("div", { class: "row" }, el("button", { type: "button", class: "primary", id: "challenge-answer",
      onclick: () => onAnswer(answer) }, t("challenge.answer"))));
  } else if (me && onAnswer) {
    parts.push(el("p", { class: "challenge-full" }, t("challenge.full", { count: MAX_PLAYERS })));
  }
  return el("section", { class: "challenge-table", "aria-labelledby": "challenge-table-title" }, ...parts);
}

/**
 * Send a challenge: the page's own dialog with the link, Copy, Share (the phone's sheet) and
 * the link as a QR code for a friend at the same table; it says when the earliest players go by
 * their result alone, and when no link can be made. Resolves with the link (null without one).
 * `words`: as challengeLink's.
 */
export async function sendDialog(game, challenge, words = null) {
  let made = null;
  try {
    made = await challengeLink(game, challenge, words);
  } catch (error) {
    if (!(error instanceof ChallengeError)) throw error;
  }
  const link = made?.link ?? null;
  document.querySelector("#challenge-send")?.remove();
  const qr = el("div", { class: "challenge-qr", hidden: true });
  const dialog = el("dialog", { id: "challenge-send", "aria-labelledby": "challenge-send-title" },
    el("h2", { id: "challenge-send-title" }, t("challenge.send.title")),
    ...(link ? [
      el("p", {}, t("challenge.send.text")),
      made.leftOut ? el("p", { class: "challenge-left-out" }, t("challenge.send.left_out", { count: made.leftOut })) : null,
      el("input", { id: "challenge-link", readOnly: true, value: link, "aria-label": t("challenge.link") }),
      qr,
    ] : [el("p", { class: "challenge-long" }, t("challenge.long"))]),
    el("div", { class: "row" },
      link ? el("button", { type: "button", id: "challenge-qr", onclick: async () => {
        const { qrCode } = await import("./qr.js"); // only when a player asks for a code
        qr.replaceChildren(await qrCode(link, t("challenge.qr_label")));
        qr.hidden = false;
      } }, t("challenge.show_qr")) : null,
      link ? el("button", { type: "button", onclick: () => share(t("challenge.send.title"), link,
        t("challenge.share_text", { name: nameOf({ name: myName() }), link })) }, t("common.share")) : null,
      el("button", { type: "button", class: "primary", onclick: () => dialog.close() }, t("common.close"))));
  dialog.addEventListener("close", () => dialog.remove(), { once: true });
  document.body.append(dialog);
  dialog.showModal();
  return link;
}
