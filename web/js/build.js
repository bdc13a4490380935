// The build these scripts belong to: build.py writes its name here and into index.html's
// <meta name="wordgames-build">, and the shell sets <html data-build> from it, so a page shows
// whether its document and its scripts came from one build.
export const BUILD = "__BUILD__";
