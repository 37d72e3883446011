"""The phone pages of the README: Wink, WinkyBilly and Zwoggel as a phone shows them, taken by
Debian's headless chromium (Playwright) at a phone's size, at a telling moment of a seeded table.

python tools/phone_screenshots.py [--out DIR] [--lang en|fr] [--size WxH] [--colourblind] [GAME...]

Writes DIR/phone-wink.png, phone-winkybilly.png and phone-zwoggel.png (default DIR: docs/; the
default size 390x844, a common phone; 360x640 for a small one). The
table is a headless one (game/phones/headless.py) with its real server; the phone's own moves go
through its page, like a player's taps.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from game.phones.headless import HeadlessTable  # noqa: E402
from game.phones.server import PhoneServer  # noqa: E402
from tools.chromium import CHROMIUM, FLAGS  # noqa: E402

SCALE = 2
LIMIT_S = 900.0  # sim seconds to reach a moment
# the page's pictures that did not load (none, or the screenshot is not taken)
LOADED = "() => [...document.images].filter((i) => !i.complete || !i.naturalWidth).map((i) => i.src)"


def play_until(
    table: HeadlessTable, page: Page, moment: Callable[[], bool], turn: Callable[[], None]
) -> None:
    """Step the table (the phone playing its turns through `turn`) until `moment`."""
    while not moment():
        if table.t > LIMIT_S:
            raise SystemExit(f"{table.spec.name}: the moment never came")
        turn()
        table.step()


def settle(table: HeadlessTable, page: Page, seconds: float = 0.6) -> None:
    """The page gets and draws the latest view (the table stepping meanwhile, in real time)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        table.step()
        time.sleep(1 / 60)


def wink(table: HeadlessTable, page: Page) -> None:
    state = table.state

    def turn() -> None:
        if state.current == 0 and not state.is_over():
            settle(table, page, 0.2)
            page.locator(".wk-call, .wk-name").first.click()
            settle(table, page, 0.2)

    play_until(table, page, lambda: bool(state.wink_targets(0)), turn)
    settle(table, page)


def winkybilly(table: HeadlessTable, page: Page) -> None:
    state = table.state
    play_until(
        table,
        page,
        lambda: state.phase.name == "EXCHANGE" and state.t > state.check_until + 0.5,
        lambda: None,
    )
    settle(table, page)
    page.locator("[data-where=hand]").nth(1).click()


def zwoggel(table: HeadlessTable, page: Page) -> None:
    state = table.state

    def turn() -> None:
        if state.current == 0 and state.phase.name == "REVEAL":
            settle(table, page, 0.3)
            page.locator("[data-cell=down]:not([disabled])").first.click()
            settle(table, page, 0.3)

    play_until(table, page, lambda: state.current == 0 and state.phase.name == "PLACE", turn)
    settle(table, page)
    page.locator(".zw-chip").first.click()
    page.locator(".zw-cell.free.legal").first.click()
    page.locator(".zw-chip:not([disabled])").first.click()


MOMENTS = {"wink": (wink, 1, 3), "winkybilly": (winkybilly, 2, 5), "zwoggel": (zwoggel, 1, 4)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--lang", choices=["en", "fr"], default="en")
    parser.add_argument("--size", default="390x844", help="the phone's screen in CSS pixels, WxH")
    parser.add_argument("--colourblind", action="store_true", help="the host's colour-blind palette")
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"of {', '.join(MOMENTS)} (default: all)")
    args = parser.parse_args()
    width, _, height = args.size.partition("x")
    size = {"width": int(width), "height": int(height)}
    args.out.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        for game, (moment, phones, seed) in MOMENTS.items():
            if args.games and game not in args.games:
                continue
            table = HeadlessTable(
                game, phones, level="normal", seed=seed, language=args.lang, colourblind=args.colourblind
            )
            server = PhoneServer(table.hub, game, language=args.lang)
            server.start()
            context = browser.new_context(
                viewport=size, device_scale_factor=SCALE, is_mobile=True, has_touch=True
            )
            try:
                page = context.new_page()
                page.goto(server.address(0))
                settle(table, page, 1.0)
                moment(table, page)
                settle(table, page, 0.3)
                unloaded = page.evaluate(LOADED)
                if unloaded:
                    raise SystemExit(f"{game}: pictures not drawn: {unloaded}")
                path = args.out / f"phone-{game}.png"
                page.screenshot(path=str(path))
                print(path)
            finally:
                context.close()
                server.stop()
                table.close()
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
