"""An error nobody caught (web/js/errors.js), in headless Chromium: a thrown error and a rejected
promise each tell the player, in their language, with Reload, and mark <html data-error>, which
every engine's smoke scenarios (tests/browsers) assert never appears."""

from __future__ import annotations

import pytest

from conftest import ready
from wordgames.messages import catalogue_groups

pytestmark = pytest.mark.browser

CATALOGUES = {lang: catalogue_groups(lang)["page"] for lang in ("en", "nb")}
THROW = "() => { queueMicrotask(() => { throw new Error('a bug in a view'); }); }"
REJECT = "() => { Promise.reject(new TypeError('a promise nobody waited for')); }"


@pytest.mark.parametrize(("lang", "inject", "mark"), [
    ("en", THROW, "Error: a bug in a view"),
    ("nb", REJECT, "TypeError: a promise nobody waited for"),
])
def test_an_uncaught_error_is_told_with_reload_and_marks_the_page(browser, site, lang, inject, mark):
    context = browser.new_context(service_workers="block", locale={"en": "en-GB", "nb": "nb-NO"}[lang])
    try:
        page = context.new_page()
        page.goto(f"{site}#letterboxed")
        ready(page, "letterboxed")
        assert page.get_attribute("html", "data-error") is None and page.locator("#error-notice").is_hidden()
        page.evaluate(inject)
        page.wait_for_selector("html[data-error]", state="attached")
        assert page.get_attribute("html", "data-error") == mark
        assert page.get_attribute("html", "lang") == lang
        notice = page.locator("#error-notice")
        assert notice.is_visible() and notice.get_attribute("role") == "alert"
        assert page.inner_text("#error-notice span") == CATALOGUES[lang]["error.text"]
        assert page.inner_text("#error-reload") == CATALOGUES[lang]["error.reload"]
        with page.expect_navigation():
            page.click("#error-reload")  # the page comes back whole
        ready(page, "letterboxed")
        assert page.get_attribute("html", "data-error") is None and notice.is_hidden()
    finally:
        context.close()
