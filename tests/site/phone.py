"""What every game's play-to-the-end test measures on a phone (issue: a game, not a workbench).

- ``phone_context(browser)``: a 390x844 touch context (light or dark) that records layout shifts;
- ``board_box(page, selector)``: where the board is, to compare after every key and message;
- ``shifts_since_input(page)``: the layout shifts since ``start_counting``, those right after input
  included (the standard CLS leaves those out, but a board that moves under a finger is a jump);
- ``small_targets(page)``: the visible controls smaller than 44x44 CSS px;
- ``horizontal_scroll(page)``: whether the page scrolls sideways.
"""

from __future__ import annotations

import contextlib

PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}

#: Every layout shift, with or without recent input, from the first paint on.
RECORD_SHIFTS = """window.phoneShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.phoneShifts.push(entry.value);
}).observe({ type: "layout-shift", buffered: true });"""

#: The controls a finger must hit: buttons, links, fields, and anything with a button's role or
#: a tab stop; only those shown (not hidden, not in a closed dialog, not clipped to nothing).
SMALL_TARGETS = """(least) => {
  const controls = document.querySelectorAll(
    "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=gridcell], [tabindex]:not([tabindex='-1'])");
  const small = [];
  for (const node of controls) {
    if (node.closest("[hidden], dialog:not([open]), .visually-hidden, [aria-hidden=true]")) continue;
    const style = getComputedStyle(node);
    if (style.visibility === "hidden" || style.display === "none") continue;
    const box = node.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    // A text link inside a sentence is not a target of its own (WCAG 2.5.8's inline exception).
    if (node.tagName === "A" && style.display === "inline" && node.parentElement.closest("p, li")) continue;
    if (box.width < least - 0.5 || box.height < least - 0.5) {
      const name = (node.id ? `#${node.id}` : node.tagName.toLowerCase()) +
        (node.className && typeof node.className === "string" ? `.${node.className.split(" ")[0]}` : "");
      small.push(`${name} "${(node.textContent || node.getAttribute("aria-label") || "").trim().slice(0, 20)}" ` +
        `${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return small;
}"""


def phone_context(browser, scheme: str = "light", **options):
    """A new 390x844 touch context in ``scheme`` whose pages record every layout shift."""
    context = browser.new_context(service_workers="block", color_scheme=scheme, **PHONE, **options)
    context.add_init_script(RECORD_SHIFTS)
    return context


def board_box(page, selector: str) -> tuple[float, float, float, float]:
    """The board's box in the page (x, y, width, height), scroll included, rounded to 0.1 px."""
    box = page.evaluate("""(selector) => {
        const box = document.querySelector(selector).getBoundingClientRect();
        return [box.x + scrollX, box.y + scrollY, box.width, box.height];
    }""", selector)
    return tuple(round(value, 1) for value in box)


def start_counting(page) -> None:
    """Count layout shifts from now on (call it just before the first input). By count, not by
    time: a test's pinned clock fakes performance.now(), not the entries' times."""
    page.evaluate("() => { window.phoneShiftsFrom = window.phoneShifts.length; }")


def shifts_since_input(page) -> float:
    """The sum of the layout shifts since ``start_counting``, shifts after input included."""
    return page.evaluate("() => window.phoneShifts.slice(window.phoneShiftsFrom).reduce((sum, value) => sum + value, 0)")


def small_targets(page, least: int = 44) -> list[str]:
    """The visible controls smaller than ``least`` CSS px either way, described for a failure."""
    return page.evaluate(SMALL_TARGETS, least)


def horizontal_scroll(page) -> bool:
    """Whether the page is wider than its window (a phone would scroll it sideways)."""
    return page.evaluate("() => document.documentElement.scrollWidth > document.documentElement.clientWidth")


@contextlib.contextmanager
def page_at_home(context, site: str):
    """A page of ``context`` at the site's home, ready; closes the context after, and fails if
    the page had an uncaught error meanwhile (for a module's shared page)."""
    from conftest import ready

    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site)
    ready(page, "home")
    yield page
    context.close()
    assert not errors, f"errors in the page: {errors}"
