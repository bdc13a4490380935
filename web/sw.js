// Offline support: on install, cache every file of this build; then answer from the
// cache first. build.py fills in the version and the file list; a new build gets a
// new cache and the old one is deleted.
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = `wordgames-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("wordgames-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  const url = new URL(event.request.url);
  url.hash = "";
  event.respondWith(
    caches.match(url.href, { ignoreSearch: true }).then((hit) => hit ?? fetch(event.request)),
  );
});
