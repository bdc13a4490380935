// An old page's link (letterboxed.html#letterboxed/p/CODE) opens the same route of the one
// document; without a route, the page's own (its <html data-route>).
const route = location.hash.length > 1 ? location.hash : document.documentElement.dataset.route;
location.replace(`./${route}`);
