"""A daily's first view on a phone does not jump: what the page drew first stays where it is when
the puzzle fills in (the boot bar is not shown for a daily, and lines filled later keep their
height while empty). Measured with the browser's own layout-shift entries."""

from __future__ import annotations

import time

import pytest

from conftest import pin_clock, ready

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 412, "height": 823}, "device_scale_factor": 1.75, "is_mobile": True, "has_touch": True}

# The test's own record of the layout shifts the player did not cause.
RECORD_SHIFTS = """window.layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
  }
}).observe({ type: "layout-shift", buffered: true });"""


def slow_link(route) -> None:
    """The day pack as a phone's link brings it: after the page has drawn its first frames."""
    time.sleep(0.5)
    route.continue_()


@pytest.mark.daily
@pytest.mark.parametrize("game", ["letterboxed", "boggle", "strands"])
def test_a_dailys_first_view_on_a_phone_does_not_jump(browser, site, game):
    context = browser.new_context(service_workers="block", clock=None, **PHONE)
    try:
        context.add_init_script(RECORD_SHIFTS)  # before the clock, which replaces the page's performance
        pin_clock(context)
        context.route("**/daily/**", slow_link)
        page = context.new_page()
        page.goto(f"{site}#{game}")
        ready(page, game)
        page.wait_for_selector("main[data-found]", state="attached")  # the puzzle in place, its words counted
        shifts = page.evaluate("window.layoutShifts")
        assert sum(shifts) < 0.02, shifts  # Lighthouse calls under 0.1 good; it was 0.037-0.07 here
        assert page.is_hidden("#boot")
    finally:
        context.close()
