// The view contract in one place: a game view is a factory (route, shell) -> {update, stop}
// whose closure holds the view's state; this turns it into the module interface the
// shell calls (see shell.js): mount(main, route, shell), update(route), unmount().

export function defineView(name, factory) {
  let current = null;
  return {
    /** Render the view into main for route. */
    mount(main, route, shell) {
      main.append(shell.template(name));
      current = factory(route, shell);
    },
    /** A new route for the mounted view: handled here, without remounting. */
    update(route) {
      return current.update(route);
    },
    /** Stop every job and timer of the view (its listeners go with shell.signal). */
    unmount() {
      current.stop();
      current = null;
    },
  };
}
