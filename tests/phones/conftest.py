"""A real headless Chromium for the phones' pages: Debian's `chromium`, driven by Playwright
(`executable_path`, never a browser of Playwright's own). Tests that use it never skip: without
chromium they fail and say how to install it. Mark them `xdist_group("browser")` (one worker).
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from tools.chromium import CHROMIUM, FLAGS

PHONE = {"width": 390, "height": 844}  # a common phone, in CSS pixels


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} is missing: the phones' page is tested in Debian's chromium. Install it with "
            "`sudo apt-get install chromium` (see the README, 'Hands on phones'); .ci/run does it in CI.",
            pytrace=False,
        )
    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        yield launched
        launched.close()


def new_phone(browser: Browser) -> BrowserContext:
    """A phone of its own: a phone-sized, touch, mobile context (its own cookies and storage)."""
    return browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True, service_workers="block"
    )


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = new_phone(browser)
    yield context.new_page()
    context.close()


@pytest.fixture
def phones(browser: Browser) -> Iterator[list[Page]]:
    """Two phones, each in its own context: separate players."""
    contexts = [new_phone(browser), new_phone(browser)]
    yield [context.new_page() for context in contexts]
    for context in contexts:
        context.close()
