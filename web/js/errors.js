// An error nobody caught, in the page or in the engine's worker: the player is told that
// something went wrong and offered Reload (#error-notice, in their language through its
// data-i18n texts), and <html data-error> holds the error's text, so every engine's tests
// can assert it never happened (some drivers cannot read the console). The document's first
// script (worker-start.js) imports this module first; engine.js reports the worker's.

/** Show the notice and mark the document; the first error's text is kept. */
export function reportError(error) {
  const root = document.documentElement;
  if (root.dataset.error === undefined) root.dataset.error = describe(error);
  const notice = document.getElementById("error-notice");
  if (!notice) return;
  notice.hidden = false;
  document.getElementById("error-reload").onclick = () => location.reload();
}

function describe(error) {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? "unknown");
  return text.slice(0, 300);
}

// Errors in scripts only: a resource that fails to load fires no error event on the window.
window.addEventListener("error", (event) => reportError(event.error ?? event.message));
window.addEventListener("unhandledrejection", (event) => reportError(event.reason));
