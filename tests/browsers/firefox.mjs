// Firefox for the smoke scenarios (drivers.py, Firefox): Firefox ESR over WebDriver BiDi with npm
// puppeteer-core (no geckodriver, nothing downloaded). It reads one command a line on stdin,
// {"op": NAME, "args": [...]}, and answers each with one line, {"value": ...} or {"error": text}.
//
//   node tests/browsers/firefox.mjs /usr/bin/firefox-esr

import readline from "node:readline";
import puppeteer from "puppeteer-core";

const [executablePath] = process.argv.slice(2);
const browser = await puppeteer.launch({ browser: "firefox", executablePath, headless: true });
const page = await browser.newPage();
page.setDefaultTimeout(120_000);

const OPS = {
  version: () => browser.version(),
  goto: (url) => page.goto(url).then(() => null),
  // The function's text and its argument, called in the page (as Playwright's evaluate does).
  evaluate: (source, arg) => page.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`),
  type: (text) => page.keyboard.type(text),
  press: (key) => page.keyboard.press(key),
  click: (selector) => page.click(selector),
  reload: () => page.reload().then(() => null),
  viewport: (width, height) => page.setViewport({ width, height }),
  close: () => browser.close(),
};

const answer = (reply) => process.stdout.write(`${JSON.stringify(reply)}\n`);
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { op, args } = JSON.parse(line);
  try {
    answer({ value: (await OPS[op](...args)) ?? null });
  } catch (error) {
    answer({ error: String(error?.stack ?? error) });
  }
  if (op === "close") break;
}
process.exit(0); // puppeteer may hold a handle open after the browser is gone
