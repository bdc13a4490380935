"""A challenge's players for the browser tests: each a page of its own browser context."""

from __future__ import annotations

from conftest import ready


def player(browser, site, name: str | None = None, **options):
    """A page of a new context at home, with ``name`` typed once in Settings; its uncaught errors
    are kept in ``page.errors``."""
    context = browser.new_context(service_workers="block", **options)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(site)
    ready(page, "home")
    if name:
        page.click("#settings-button")
        page.fill("#settings-name", name)
        page.click("#settings-close")
    return page
