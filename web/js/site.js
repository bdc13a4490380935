// Helpers every view shares: safe DOM building (text only, never HTML), links,
// local dates, saved progress, messages and the share dialog.

import { t } from "./i18n.js";

// Saved progress, `store`, is storage.js's (i18n.js keeps the language choice in it too); the
// views take it from here with the other helpers.
export { store } from "./storage.js";
// The calendar, likewise, is days.js's.
export { addDays, dailyNumber, FIRST_DAILY, localDate, untilMidnight } from "./days.js";

/** Call `then` once the browser has painted what the page shows now, in a task of its own (at once
 * in a tab out of view, which paints nothing until it is shown). */
export function afterPaint(then) {
  if (document.hidden) then();
  else requestAnimationFrame(() => setTimeout(then));
}

/** Build an element; children are nodes or strings (always inserted as text). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key in node && key !== "list") node[key] = value;
    else node.setAttribute(key, value);
  }
  node.append(...children.filter((c) => c !== null && c !== undefined));
  return node;
}

// The SVG namespace: a name, not an address anything is loaded from (written out, since
// parsing markup to learn it is an HTML sink the Content-Security-Policy's Trusted Types refuse).
const SVG_NAMESPACE = "http://www.w3.org/2000/svg";

export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(SVG_NAMESPACE, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

export const $ = (selector) => document.querySelector(selector);

/** A fresh random seed for "new puzzle" (only the seed is random; the puzzle follows from it). */
export function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return [...bytes].map((b) => b.toString(36).padStart(2, "0")).join("").slice(0, 10);
}

/** The link a Share button gives: a daily's names its day (so it opens as "Daily #N"), any other puzzle's its code. */
export function shareLink(game, code, daily = null) {
  return pageUrl(daily ? `${game}/daily/${daily}/${code}` : `${game}/p/${code}`);
}

/** The full link of a route of this site (hash without or with its "#"). */
export function pageUrl(hash) {
  return `${location.origin}${location.pathname}#${hash.replace(/^#/, "")}`;
}

/**
 * Tell screen readers (the page's polite live region, #announce, which is not shown):
 * accepted words, the reasons a move was refused, results. The same text twice in a row
 * is told twice.
 */
export function announce(text) {
  const region = document.getElementById("announce");
  if (!region || !text) return;
  region.textContent = region.textContent === text ? `${text}\u00a0` : text;
}

/** The message line under the board (#message): red for a problem, green when good; it is announced too. */
export function say(text, good = false) {
  const line = $("#message");
  line.textContent = text;
  line.classList.toggle("good", good);
  announce(text);
}

/** Show a short message that fades by itself. */
export function toast(message) {
  const node = el("div", { class: "toast", role: "status" }, message);
  document.body.append(node);
  setTimeout(() => node.remove(), 2600);
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    toast(t("common.copied"));
  } catch {
    toast(t("share.select"));
  }
}

/**
 * Share a result: the system share sheet where there is one (phones), otherwise a
 * dialog with the link and the result text, each with a copy button.
 */
export async function share(title, link, text) {
  if (navigator.share) {
    try {
      await navigator.share({ title, text });
      return;
    } catch (error) {
      if (error.name === "AbortError") return; // the player closed the sheet
    }
  }
  document.querySelector("#share-dialog")?.remove();
  const linkBox = el("input", { id: "share-link", readOnly: true, value: link });
  const textBox = el("textarea", { id: "share-text", readOnly: true, value: text });
  const dialog = el("dialog", { id: "share-dialog" },
    el("h2", {}, title),
    el("label", {}, t("share.link"), linkBox),
    el("label", {}, t("share.result"), textBox),
    el("div", { class: "row" },
      el("button", { type: "button", onclick: () => copyText(link) }, t("share.copy_link")),
      el("button", { type: "button", onclick: () => copyText(text) }, t("share.copy_result")),
      el("button", { type: "button", class: "primary", onclick: () => dialog.close() }, t("common.close"))));
  document.body.append(dialog);
  dialog.showModal();
}
