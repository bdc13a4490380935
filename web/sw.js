// Offline support and updates, one build at a time, cached by content.
//
// build.py fills in MANIFEST: every file of the build (but this one) with the start of its
// sha256. All files live in one cache, each under the key "<path>?v=<hash>", so a deploy
// that changes one file makes players download only that file: the others are already
// cached under the same keys, and the files of two builds live side by side.
// - install: fetch the listed versions that are not cached yet (from the HTTP cache where it
//   has them) and check each against its hash (a file caught mid-deploy fails the install,
//   which the browser retries on a later visit, instead of being kept under the wrong hash). Not the ON_USE files, which only the
//   Lab needs (PyScript, micropip, the examples), nor the lexicons and day packs, cached as they
//   are used: most players never open the Lab. (Those a player has cached, in any version, are
//   brought up to date like the others.) For a player who saves data (the page says so before it
//   registers this worker: the cache SAVING_DATA exists), the install downloads nothing new: it
//   keeps the listed files the browser's HTTP cache holds (what the visit loaded), leaves out the
//   ENGINE files (the game worker's interpreter, library and wheel) until the engine has run
//   (message "keep-engine"), and the rest is cached as it is used.
// - waiting: a worker installed while pages of the previous build are open waits until none is
//   left; those pages keep the previous worker, which serves them their own build's files. The
//   next visit then opens the new build. A page of the old build left open asks it to take over
//   (message "take-over": skipWaiting) at a safe moment, and reloads into it (shell.js).
// - message "keep-on-use" (the Lab sends it when it opens): fetch and check the ON_USE files
//   the same way, and answer true once they are all cached (so the Lab works offline after
//   one visit to it), false if one failed. Message "keep-engine": the same for the ENGINE files
//   (the page sends it once the engine is up for a player who saves data); message "keep" with
//   `urls`: the same for those of them that are listed (the day packs a page loaded before this
//   worker controlled it).
// - activate: delete the keys that are no longer listed (no page of an older build is open).
// - fetch: every listed file comes from the cache, pages (navigations) too: a visit shows this
//   build's index.html with no round trip, and the browser looks for a new sw.js meanwhile. A
//   listed file not cached yet (a file cached on use: a new day's pack) comes from the network
//   and is kept if it is the listed version; anything not listed goes to the network as if
//   there were no service worker.
const MANIFEST = __MANIFEST__;
const ON_USE = new Set(__ON_USE__);
const ENGINE = new Set(__ENGINE__);
const CACHE = "wordgames-files";
const SAVING_DATA = "wordgames.save-data"; // not "wordgames-...": activate keeps it
const SCOPE = self.registration.scope;

const key = (path) => new URL(`${path}?v=${MANIFEST[path]}`, SCOPE).href;

// The listed path a request is for ("./" and "dir/" are their index.html), or undefined.
function listed(url) {
  const { origin, pathname } = new URL(url);
  const scope = new URL(SCOPE);
  if (origin !== scope.origin || !pathname.startsWith(scope.pathname)) return undefined;
  let path = decodeURIComponent(pathname.slice(scope.pathname.length));
  if (path === "" || path.endsWith("/")) path += "index.html";
  return Object.hasOwn(MANIFEST, path) ? path : undefined;
}

async function sha256(buffer) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", buffer));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// Fetch one file unless the cache already holds this version of it. By its plain URL first,
// which the browser's HTTP cache may answer: the page registers this worker once its first
// view is up, so the files it loaded (the interpreter above all) are not downloaded twice.
// A copy that is not the listed version (an older one, or a deploy half done) is then asked
// of the network under its versioned URL, past every cache.
async function fetchIfMissing(cache, path) {
  if (await cache.match(key(path))) return;
  for (const [url, init] of [[new URL(path, SCOPE).href, {}], [key(path), { cache: "no-cache" }]]) {
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.clone().arrayBuffer();
    if ((await sha256(body)).startsWith(MANIFEST[path])) {
      await cache.put(key(path), response);
      return;
    }
  }
  throw new Error(`${path}: not the listed version`);
}

// Keep one file if the browser's HTTP cache holds its listed version; nothing is downloaded. A
// page may be there under its folder's address ("./" for index.html).
async function keepIfCached(cache, path) {
  for (const address of new Set([path, path.replace(/(^|\/)index\.html$/, "$1")])) {
    const response = await fetch(new URL(address, SCOPE).href, { cache: "only-if-cached", mode: "same-origin" })
      .catch(() => null);
    if (response?.ok) return keepIfListed(cache, path, response);
  }
  return undefined;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const had = new Set((await cache.keys()).map((request) => request.url.slice(SCOPE.length).split("?v=")[0]));
    const lean = await caches.has(SAVING_DATA);
    const now = Object.keys(MANIFEST).filter((path) => had.has(path) || !(ON_USE.has(path) || (lean && ENGINE.has(path))));
    await Promise.all(now.map((path) => (lean && !had.has(path) ? keepIfCached(cache, path) : fetchIfMissing(cache, path))));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const wanted = new Set(Object.keys(MANIFEST).map(key));
    const cache = await caches.open(CACHE);
    await Promise.all((await cache.keys()).filter((r) => !wanted.has(r.url)).map((r) => cache.delete(r)));
    // Caches of older service workers (one per build, named wordgames-<version>).
    const old = (await caches.keys()).filter((name) => name.startsWith("wordgames-") && name !== CACHE);
    await Promise.all(old.map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  // A page of the old build at a safe moment (shell.js, takeNewBuild): this build takes over now.
  if (event.data?.type === "take-over") return void self.skipWaiting();
  const type = event.data?.type;
  const paths = type === "keep-on-use" ? [...ON_USE] : type === "keep-engine" ? [...ENGINE]
    : type === "keep" && Array.isArray(event.data.urls) ? event.data.urls.map(listed).filter(Boolean) : null;
  if (!paths) return;
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const kept = await Promise.all(paths.map((path) => fetchIfMissing(cache, path))).then(() => true, () => false);
    event.ports[0]?.postMessage(kept);
  })());
});

self.addEventListener("fetch", (event) => {
  const path = event.request.method === "GET" ? listed(event.request.url) : undefined;
  if (path !== undefined) event.respondWith(fromCache(event, path));
});

// A listed file from the cache, or else from the network (offline: a network error, as without
// this worker), kept in the background if it is the listed version.
async function fromCache(event, path) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(key(path));
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok) event.waitUntil(keepIfListed(cache, path, response.clone()));
  return response;
}

async function keepIfListed(cache, path, response) {
  if ((await sha256(await response.clone().arrayBuffer())).startsWith(MANIFEST[path])) await cache.put(key(path), response);
}
