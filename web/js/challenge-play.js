// A game view's side of a challenge, in one object, so that each daily game's view needs only a
// few lines: it reads the challenge a route carries, shows who challenges the player before play,
// keeps the ghost line in step with the player's clock, and at the end gives the buttons and the
// table. A view without a challenge route still uses it for "Challenge a friend". For a game
// whose board's every word is known (game.js challenge.boardWords: Boggle), links number each
// move into those words (challenge.js, version 3): the view calls challengeFor once the
// puzzle's own word list, if it has one, is in the engine.
//
//   const challenge = await challengeFor(GAME, route, shell, {lang});   // reads route.value if it is one
//   challenge.ghost          the ghost line's element to place over the board (null without one)
//   challenge.begin(onPlay, started)
//                            before play: the intro dialog (onPlay at once without a challenge,
//                            or when the player had already started this game)
//   challenge.tick(seconds)  the player's elapsed seconds: the ghost line follows
//   challenge.finish(panel, me, {code, daily, clock})
//                            at the end: "Challenge a friend" (or "Answer back" and the table)

import { GAMES } from "../games/index.js";
import { LANGUAGES, t } from "./i18n.js";
import { cleanName, withPlayer, withoutMe } from "./challenge.js";
import { packHolding } from "./packs.js";
import * as challenges from "./challenges.js";
import { el } from "./site.js";

/** A player's own game as a challenge carries it: {name, end, moves}. */
export const myGame = (end, moves) => ({ name: cleanName(challenges.myName()), end, moves });

// The screens (the intro, the ghost line, the table, the send dialog with its QR code) load
// when a challenge route opens or the player sends one: not on the way to a daily's first look.
const screens = () => import("./challenge-screens.js");

/**
 * The words of a board of `game` that a challenge numbers its moves into (game.js
 * challenge.boardWords): from the pack of its daily `daily` (in `lang` first, else in any
 * language), else from `engine`'s solve (null: the engine is not asked). Null when the game has
 * no such list or neither source gives it; throws what the engine throws.
 */
export async function boardWords(game, { code, daily = null, lang = null }, engine = null) {
  const find = GAMES[game].challenge?.boardWords;
  if (!find) return null;
  const pack = daily ? await packHolding(game, daily, code, lang ? [lang, ...LANGUAGES] : LANGUAGES) : null;
  return find(code, { pack, run: engine && ((action, params) => engine.request(game, action, params).result()) });
}

/**
 * The challenge side of a view for `route` (a challenge route or any other), on a puzzle in
 * `lang` (where its daily's pack is looked for first).
 */
export async function challengeFor(game, route, shell, { lang = null } = {}) {
  const lists = new Map(); // the board's words, asked once a puzzle
  const wordsOf = ({ code, daily = null }) => () => {
    const key = `${daily}~${code}`;
    if (!lists.has(key)) lists.set(key, boardWords(game, { code, daily, lang }, shell.engine));
    return lists.get(key);
  };
  let challenge = null;
  const { comparison, ghostLine, introDialog, readChallenge } = route.kind === "challenge" ? await screens() : {};
  if (route.kind === "challenge") {
    const read = await readChallenge(route, wordsOf(route));
    if (read.error) shell.banner(read.error); // the puzzle still opens
    challenge = read.challenge ?? null;
  }
  // The ghost follows the last player, unless the link had no room for their words.
  const ghost = challenge && !challenge.players.at(-1).tally ? ghostLine(game, challenge) : null;
  return {
    /** The challenge read from the route ({code, daily, clock, players}), or null. */
    challenge,
    ghost: ghost?.node ?? null,
    /** Before play: who challenges the player, once (a game already started goes on at once). */
    begin(onPlay, started = false) {
      if (challenge && !started) introDialog(game, challenge, onPlay);
      else onPlay();
    },
    tick(seconds) { ghost?.update(Math.max(0, Math.floor(seconds))); },
    /**
     * At the end of the player's game `me`: a received challenge is kept with the player added
     * (once: a link that already holds their game does not add it again) and its table follows
     * the finish panel (with Answer back); else the panel offers "Challenge a friend", which
     * sends `me` alone on `puzzle` ({code, daily, clock}).
     */
    finish(panel, me, puzzle) {
      const actions = panel.querySelector(".finish-actions");
      const others = challenge && withoutMe(challenge, me, GAMES[game].challenge.score);
      const send = async (players) => {
        const sent = { ...puzzle, players };
        challenges.keep(game, sent, { sent: true });
        return (await screens()).sendDialog(game, sent, wordsOf(puzzle));
      };
      if (!others?.players.length) {
        actions.append(el("button", { type: "button", class: "finish-challenge", onclick: () => send([me]) },
          t("challenge.send")));
        return null;
      }
      challenges.keep(game, withPlayer(others, me) ?? others);
      const table = comparison(game, others, me, { words: GAMES[game].challenge.sharedWords,
        onAnswer: (answer) => send(answer.players) });
      panel.after(table);
      return table;
    },
  };
}
