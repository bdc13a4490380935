// The home view: one card a game. It needs no engine, so it is ready at once.

export function mount(main, route, shell) {
  main.append(shell.template("home"));
  shell.ready();
}

export function unmount() {}
