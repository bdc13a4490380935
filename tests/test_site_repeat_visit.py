"""A repeat visit the same day shows the saved daily board before Python has started."""

import pytest

from conftest import BOOT_MS

pytestmark = pytest.mark.browser


def test_saved_daily_is_on_screen_before_the_engine_is_up(context, site):
    page = context.new_page()
    page.goto(f"{site}#boggle")
    page.wait_for_selector("main[data-view='boggle'][data-ready]", timeout=BOOT_MS)
    code = page.get_attribute("main", "data-code")
    cells = page.locator("#grid [data-cell]").all_inner_texts()
    page.goto(f"{site}index.html?again#boggle")  # a new document: a new worker, Python boots again
    page.wait_for_selector("main[data-view='boggle'][data-ready]", timeout=BOOT_MS)
    assert page.evaluate("window.wordgames.engine.booted") is False
    assert page.get_attribute("main", "data-code") == code
    assert page.locator("#grid [data-cell]").all_inner_texts() == cells
    assert page.is_visible("#boot")  # the engine is still starting, and says so
    page.wait_for_selector("#boot", state="hidden", timeout=BOOT_MS)
