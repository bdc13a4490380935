// A yes-or-no question in the page's own <dialog> (never the browser's confirm()): a title,
// a sentence, two buttons. Escape or the "no" button answers no. The safer answer has the
// focus and the primary look, unless the caller says "yes" is the one to press.
//
//   askPlayer({title, body, yes, no, primary})  a promise of true (yes) or false (no)
//
// The texts come translated (t(...)); the dialog is #ask, its buttons #ask-yes and #ask-no.

import { el } from "./site.js";

/** Ask the player; resolves true for ``yes``, false for ``no`` or Escape. ``primary``: "no" (default) or "yes". */
export function askPlayer({ title, body, yes, no, primary = "no" }) {
  document.querySelector("#ask")?.close("no"); // one question at a time: an open one is answered no
  const button = (answer, text) => el("button", {
    type: "button", id: `ask-${answer}`, class: answer === primary ? "primary" : "",
    onclick: () => dialog.close(answer),
  }, text);
  const yesButton = button("yes", yes);
  const noButton = button("no", no);
  const dialog = el("dialog", { id: "ask", "aria-labelledby": "ask-title", "aria-describedby": "ask-body" },
    el("h2", { id: "ask-title" }, title),
    el("p", { id: "ask-body" }, body),
    el("div", { class: "row" }, yesButton, noButton));
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "yes");
    }, { once: true });
    dialog.showModal();
    (primary === "yes" ? yesButton : noButton).focus();
  });
}
