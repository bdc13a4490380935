// Runs a built service worker (sw.js) under Node with an in-memory Cache Storage and a
// fake network that serves site folders, to check what it downloads and serves.
//
//   node sw_run.mjs OLD_SITE NEW_SITE NEXT_SITE LAB_SITE
//
// Installs and activates OLD_SITE's worker, then NEW_SITE's (the next deploy) over the same
// caches; a day pack is asked for (cached on use), the Lab opens (its files, cached on use)
// and requests are answered offline; then
// tries NEXT_SITE's worker while the network still serves NEW_SITE's files (a deploy caught
// midway), and installs LAB_SITE's, a deploy that changed a file of the Lab. Last, a new player
// who saves data (the page's cache "wordgames.save-data") installs NEW_SITE's worker, which keeps
// what the HTTP cache holds and downloads nothing, keeps a day pack by message ("keep"), then the
// engine's files ("keep-engine"). Prints one JSON object.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";

const SCOPE = "https://players.example/wordgames/";
const [oldSite, newSite, nextSite, labSite] = process.argv.slice(2);

class FakeCache {
  entries = new Map(); // url -> { body, type }
  async match(request) {
    const hit = this.entries.get(typeof request === "string" ? request : request.url);
    return hit && new Response(hit.body, { headers: { "Content-Type": hit.type } });
  }
  async put(request, response) {
    const url = typeof request === "string" ? request : request.url;
    this.entries.set(url, { body: await response.arrayBuffer(), type: response.headers.get("Content-Type") });
  }
  async keys() { return [...this.entries.keys()].map((url) => new Request(url)); }
  async delete(request) { return this.entries.delete(request.url); }
}

const storage = new Map();
const caches = {
  async open(name) {
    if (!storage.has(name)) storage.set(name, new FakeCache());
    return storage.get(name);
  },
  async keys() { return [...storage.keys()]; },
  async has(name) { return storage.has(name); },
  async delete(name) { return storage.delete(name); },
};

let site = oldSite;
let online = true;
let fetched = [];
let httpCache = new Set(); // the paths the browser's HTTP cache holds, for a request "only-if-cached"
async function fetch(request, init = {}) {
  const url = new URL(typeof request === "string" ? request : request.url);
  let path = url.pathname.slice(new URL(SCOPE).pathname.length);
  if (path === "" || path.endsWith("/")) path += "index.html";
  if (init.cache === "only-if-cached") {
    if (!httpCache.has(path)) throw new TypeError("Failed to fetch (not in the HTTP cache)");
    return new Response(readFileSync(join(site, path)), { headers: { "Content-Type": "application/octet-stream" } });
  }
  if (!online) throw new TypeError("Failed to fetch (offline)");
  fetched.push(init.cache === "no-cache" ? `${path} (past the HTTP cache)` : path);
  try {
    return new Response(readFileSync(join(site, path)), { headers: { "Content-Type": "application/octet-stream" } });
  } catch {
    return new Response("not found", { status: 404 });
  }
}

// Load a site's sw.js as a fresh worker; returns a function that dispatches an event.
function load(folder) {
  const handlers = {};
  const self = {
    registration: { scope: SCOPE },
    addEventListener: (type, handler) => { handlers[type] = handler; },
    skipWaiting: async () => {},
    clients: { claim: async () => {} },
  };
  const context = vm.createContext({ self, caches, fetch, crypto, URL, Request, Response, Set, Object, Array,
                                     Promise, Uint8Array, Error, TypeError, decodeURIComponent });
  vm.runInContext(readFileSync(join(folder, "sw.js"), "utf8"), context);
  return async (type, fields = {}) => {
    const extended = [];
    let answer;
    handlers[type]({ ...fields, waitUntil: (p) => { extended.push(p); }, respondWith: (p) => { answer = p; } });
    const response = answer && (await answer);
    await Promise.all(extended); // all pushed by now: a fetch answered keeps its file in the background
    return response;
  };
}

// Install and activate folder's worker, the network serving `served`.
async function deploy(folder, served = folder) {
  site = served;
  fetched = [];
  const worker = load(folder);
  try {
    await worker("install");
  } catch (error) {
    return { worker, fetched: fetched.sort(), error: error.message };
  }
  await worker("activate");
  return { worker, fetched: fetched.sort() };
}

const text = async (response) => (response ? Buffer.from(await response.arrayBuffer()).toString("latin1") : null);
const request = (path, mode = "cors") => ({ request: { url: new URL(path, SCOPE).href, method: "GET", mode } });

const first = await deploy(oldSite);
const second = await deploy(newSite);
const keys = async () => (await (await caches.open("wordgames-files")).keys()).map((r) => r.url.slice(SCOPE.length)).sort();
const afterSecond = await keys();
const { worker } = second;
// A day pack, cached on use: the first request goes to the network and the file is kept.
const pack = `app/daily/en/letterboxed/${readdirSync(join(newSite, "app", "daily", "en", "letterboxed")).sort()[0]}`;
fetched = [];
const packOnline = await text(await worker("fetch", request(pack)));
const packCached = { fetched, online: packOnline, kept: (await keys()).filter((k) => k.startsWith(`${pack}?v=`)) };
fetched = [];
let answer;
await worker("message", { data: { type: "keep-on-use" }, ports: [{ postMessage: (value) => { answer = value; } }] });
const lab = { answer, fetched: fetched.sort(), keys: await keys() };
online = false;
const result = {
  first: first.fetched,
  second: second.fetched,
  caches: await caches.keys(),
  keys: afterSecond,
  lab,
  offline: {
    "app/pyscript/core.js": await text(await worker("fetch", request("app/pyscript/core.js"))),
    "./": await text(await worker("fetch", request("./", "navigate"))),
    "index.html#letterboxed/p/x": await text(await worker("fetch", request("index.html#letterboxed/p/x", "navigate"))),
    "app/worker/engine-worker.mjs": await text(await worker("fetch", request("app/worker/engine-worker.mjs"))),
    "app/pyodide/pyodide-lock.json?q=1": await text(await worker("fetch", request("app/pyodide/pyodide-lock.json?q=1"))),
    "not-listed.txt": await text(await worker("fetch", request("not-listed.txt"))),
  },
  pack: { name: pack, ...packCached },
};
online = true;
const midway = await deploy(nextSite, newSite);
result.midway = { fetched: midway.fetched, error: midway.error, keys: await keys() };
result.labChanged = (await deploy(labSite)).fetched;
// A new player who saves data: the page made the cache that says so before it registered, and
// the browser's HTTP cache holds what the visit loaded (here: the page, the shell, a pack).
storage.clear();
await caches.open("wordgames.save-data");
httpCache = new Set(["index.html", "app/js/shell.js", pack]);
const saving = await deploy(newSite);
const message = async (data) => {
  fetched = [];
  let kept;
  await saving.worker("message", { data, ports: [{ postMessage: (value) => { kept = value; } }] });
  return { kept, fetched: fetched.sort(), keys: await keys() };
};
result.savingData = { install: saving.fetched, keys: await keys(),
  pack: await message({ type: "keep", urls: [new URL(pack, SCOPE).href, new URL("not-listed.txt", SCOPE).href] }),
  engine: await message({ type: "keep-engine" }) };
console.log(JSON.stringify(result));
