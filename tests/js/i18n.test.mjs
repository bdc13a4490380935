// web/js/i18n.js: the browser's language, the player's choice, and the rules of t(): the plural
// form by count, numbers and dates written the language's way, {name} filled in, engine messages
// as parameters, the "^" capital and the derived NAME_name and NAME_alphabet. The texts are the
// catalogues' own (web/i18n/en.js and nb.js, which build.py writes from wordgames/languages/: tests/js/test_js.py does so first).

import "./browser-globals.mjs";

import assert from "node:assert/strict";
import { before, describe, test } from "node:test";

import {
  browserLanguage, CHANGED, chooseLanguage, engineText, formatDate, formatNumber, has, language, languageChoice, LANGUAGES, t,
} from "../../web/js/i18n.js";

const NBSP = "\u00a0"; // how Bokmål groups thousands

describe("the language", () => {
  test("the browser's: Bokmål for nb, no and nn, else English", () => {
    assert.equal(browserLanguage(["nb-NO"]), "nb");
    assert.equal(browserLanguage(["nn"]), "nb");
    assert.equal(browserLanguage(["de-DE", "NO"]), "nb", "the first the page knows");
    assert.equal(browserLanguage(["en-US", "nb"]), "en");
    assert.equal(browserLanguage(["de", "fr"]), "en");
    assert.equal(browserLanguage([]), "en");
    assert.equal(browserLanguage(), "en", "navigator.languages: en-GB (browser-globals.mjs)");
  });

  test("auto until the player chooses; a choice sets <html lang> and is announced", async () => {
    assert.equal(languageChoice(), "auto");
    assert.equal(language(), "en");
    const announced = [];
    window.addEventListener(CHANGED, (event) => announced.push(event.detail));
    await chooseLanguage("nb");
    assert.deepEqual([languageChoice(), language(), document.documentElement.lang], ["nb", "nb", "nb"]);
    await chooseLanguage("klingon");
    assert.deepEqual([languageChoice(), language()], ["auto", "en"]);
    assert.deepEqual(announced, ["nb", "en"]);
  });
});

describe("t() in English", () => {
  before(() => chooseLanguage("en"));

  test("the plural form by count", () => {
    assert.equal(t("lb.to_go", { count: 1 }), "1 letter to go");
    assert.equal(t("lb.to_go", { count: 2 }), "2 letters to go");
    assert.equal(t("lb.to_go", { count: 0 }), "0 letters to go");
    assert.equal(t("lb.to_go", { count: "1" }), "1 letter to go", "a count given as text");
    assert.equal(t("lb.to_go"), "{count} letters to go", "no count: the other form, unfilled");
  });

  test("numbers and dates", () => {
    assert.equal(formatNumber(1045), "1,045");
    assert.equal(t("lb.to_go", { count: 1045 }), "1,045 letters to go");
    assert.equal(formatDate("2026-11-12"), "Nov 12, 2026");
    assert.equal(formatDate("2026-01-01", { dateStyle: "long" }), "January 1, 2026");
  });

  test("a whole number below 1000 is its digits in every language offered, as Intl writes it", async () => {
    // formatNumber writes them without Intl.NumberFormat (costly the first time): this is what allows it.
    for (const lang of LANGUAGES) {
      await chooseLanguage(lang);
      const written = new Intl.NumberFormat(lang);
      for (let number = 0; number < 1000; number += 1) assert.equal(formatNumber(number), written.format(number), lang);
      assert.equal(formatNumber(-5), written.format(-5), `${lang}: a negative number is Intl's`);
      assert.equal(formatNumber(2.5), written.format(2.5), `${lang}: a fraction is Intl's`);
    }
    await chooseLanguage("en");
  });

  test("a date is its own day in every time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const far of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) { // UTC+14 and UTC-11
        process.env.TZ = far;
        assert.equal(formatDate("2026-11-12", { dateStyle: "full" }), "Thursday, November 12, 2026", far);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  test("{name} filled in; an unknown name or key left as it is", () => {
    assert.equal(t("move.not_on_board", { word: "QAT" }), "QAT is not on the board");
    assert.equal(t("move.not_on_board"), "{word} is not on the board");
    assert.equal(t("move.not_on_board", { other: "QAT" }), "{word} is not on the board");
    assert.equal(t("no.such.key"), "no.such.key");
    assert.equal(has("no.such.key"), false);
  });

  test("a parameter that is an engine message, or a list of them; ^ makes a capital", () => {
    const tooShort = { code: "move.too_short", params: { word: "AB", min: 3 } };
    const noTheme = { code: "strands.no_theme" };
    assert.equal(t("engine.cannot_start", { reason: tooShort }),
      "The word engine could not start: AB is too short: words need at least 3 letters");
    assert.equal(t("strands.problems", { problems: [noTheme, tooShort] }),
      "No theme gave a board with one answer; AB is too short: words need at least 3 letters.");
    assert.equal(t("strands.problems", { problems: [{ code: "engine.from_the_future" }] }), "Engine.from_the_future.",
      "a code the catalogue lacks shows as itself");
  });

  test("a language or game named gives NAME_name and NAME_alphabet", () => {
    assert.equal(t("board.not_in_alphabet", { letter: "Æ", lang: "en" }), "Æ is not a letter of the English alphabet");
    assert.equal(t("wordlist.other_language", { name: "mine", list_lang: "nb", lang: "en" }),
      "the word list mine is in Norwegian (Bokmål), not English");
    assert.equal(t("board.not_in_alphabet", { letter: "Æ", lang: "en", lang_name: "Old English" }),
      "Æ is not a letter of the Old English alphabet", "a parameter given wins over the derived one");
  });

  test("engineText: an error or a verdict in the catalogue, else the engine's English", () => {
    assert.equal(engineText({ code: "move.not_on_board", params: { word: "QAT" }, message: "ignored" }),
      "QAT is not on the board");
    assert.equal(engineText({ reason_code: "move.too_short", reason_params: { word: "AB", min: 3 }, reason: "ignored" }),
      "AB is too short: words need at least 3 letters");
    assert.equal(engineText({ code: "engine.from_the_future", message: "something new" }), "something new");
    assert.equal(engineText(null), "");
  });
});

describe("t() in Bokmål", () => {
  before(() => chooseLanguage("nb"));

  test("the plural form by count", () => {
    assert.equal(t("lb.to_go", { count: 1 }), "1 bokstav igjen");
    assert.equal(t("lb.to_go", { count: 2 }), "2 bokstaver igjen");
    assert.equal(t("lb.to_go", { count: 0 }), "0 bokstaver igjen");
  });

  test("numbers and dates", () => {
    assert.equal(formatNumber(1045), `1${NBSP}045`);
    assert.equal(t("lb.to_go", { count: 1045 }), `1${NBSP}045 bokstaver igjen`);
    assert.equal(formatDate("2026-11-12"), "12. nov. 2026");
    assert.equal(formatDate("2026-01-01", { dateStyle: "long" }), "1. januar 2026");
  });

  test("engine messages, the capital and the derived names in Bokmål", () => {
    assert.equal(t("strands.problems", { problems: [{ code: "strands.no_theme" }] }),
      "Ingen temaer ga et brett med bare ett svar.");
    assert.equal(t("board.not_in_alphabet", { letter: "Æ", lang: "en" }), "Æ er ikke en bokstav i det engelske alfabetet");
    assert.equal(t("wordlist.other_language", { name: "mine", list_lang: "en", lang: "nb" }),
      "ordlista mine er på engelsk, ikke på bokmål");
  });
});
