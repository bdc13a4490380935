// ESLint (flat config): the recommended rules and a few more over every JavaScript file of the
// repository, each folder with the globals of where it runs. `npx eslint .` lints them all;
// tests/js/test_js.py runs it with the tests.

import js from "@eslint/js";
import globals from "globals";

export default [
  // web/i18n/ is made by build.py from wordgames/languages/ (for the unit tests; not in git).
  { ignores: ["dist/", "build/", ".venv/", ".cache/", "web/i18n/"] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Every name bound is used, a caught error too (`catch {` binds none); a callback may leave
      // its leading parameters unused, and `{ drop, ...kept }` may drop a key.
      "no-unused-vars": ["error", { args: "after-used", caughtErrors: "all", ignoreRestSiblings: true }],
      eqeqeq: "error",
      "prefer-const": "error",
      "no-var": "error",
      // The page's Content-Security-Policy refuses code from strings anyway.
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
      "no-throw-literal": "error",
      "no-self-compare": "error",
      // The page asks in its own <dialog> (web/js/ask.js); tests/tooling/test_no_browser_dialogs.py checks it too.
      "no-alert": "error",
      "no-unmodified-loop-condition": "error",
      "no-unreachable-loop": "error",
      // Not on, since this code does so on purpose: no-use-before-define (a view's closures name
      // helpers made further down), no-await-in-loop (each step of those loops waits on the one
      // before), no-nested-ternary (a choice among several reads as one chain of conditions).
    },
  },
  { files: ["web/js/**", "web/games/**"], languageOptions: { globals: globals.browser } },
  {
    // A classic script (registered without type "module"); build.py writes the three lists in.
    files: ["web/sw.js"],
    languageOptions: {
      sourceType: "script",
      globals: { ...globals.serviceworker, __MANIFEST__: "readonly", __ON_USE__: "readonly", __ENGINE__: "readonly" },
    },
  },
  { files: ["worker/**"], languageOptions: { globals: globals.worker } },
  { files: ["tools/**", "tests/**", "benchmarks/**", "eslint.config.js"], languageOptions: { globals: globals.node } },
  {
    // The page's modules under Node, with the few browser globals tests/js/browser-globals.mjs defines.
    files: ["tests/js/**"],
    languageOptions: { globals: { window: "readonly", navigator: "readonly", localStorage: "readonly", document: "readonly" } },
  },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
];
