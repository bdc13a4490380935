// The home view: one card a game, and the archive. It needs no engine, so it is ready
// at once. A statistics link from another device (#stats/CODE) lands here and is offered
// for import.

import { offerImport } from "../stats-dialog.js";

export function mount(main, route, shell) {
  main.append(shell.template("home"));
  shell.ready();
  if (route.kind === "import") {
    shell.remember("#", { replace: true });
    offerImport(route.value, (message) => shell.banner(message));
  }
}

export function unmount() {}
