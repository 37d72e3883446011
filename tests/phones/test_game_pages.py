"""Each game's page in a real headless Chromium, at a headless table with bots in the other seats
(the table stepped by the test, its sim time run as fast as the pages follow): what each phone
shows is its own seat's alone, and its taps become its seat's moves at the table.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright

from game.i18n import tr
from game.phones.headless import STEP_S, HeadlessTable
from game.phones.server import PhoneServer
from game.rules.wink.actions import Accuse
from game.rules.winkybilly import TYPES
from game.rules.winkybilly.actions import Swap
from game.rules.winkybilly.cards import card_type
from game.rules.zwoggel.actions import Place, Reveal

from .conftest import CHROMIUM, FLAGS, new_phone
from .serving import wait_for

pytestmark = pytest.mark.xdist_group("browser")  # one browser, in one worker


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """This module's own browser: Playwright's loop on this thread ends with the module, so that
    the tests after it may run asyncio (aiohttp clients) on this thread again."""
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (see the README)", pytrace=False)
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        yield launched
        launched.close()


SHOWN = """() => ({
  cards: [...document.querySelectorAll("[data-card]")].map((e) => Number(e.dataset.card)),
  hand: [...document.querySelectorAll("[data-where=hand]")].map((e) => Number(e.dataset.card)),
  saloon: [...document.querySelectorAll("[data-where=saloon]")].map((e) => Number(e.dataset.card)),
  text: document.body.innerText,
  html: document.documentElement.outerHTML,
})"""


@contextmanager
def table_with_phones(
    browser: Browser, game: str, phones: int, seed: int, **table: Any
) -> Iterator[tuple[HeadlessTable, list[Page]]]:
    table = HeadlessTable(game, phones, level="beginner", seed=seed, **table)
    server = PhoneServer(table.hub, game, language=table.bridge.language)
    server.start()
    contexts = [new_phone(browser) for _ in range(phones)]
    problems: list[str] = []
    try:
        pages = [context.new_page() for context in contexts]
        for seat, page in enumerate(pages):
            page.on("pageerror", lambda error: problems.append(str(error)))
            page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
            page.goto(server.address(seat))
        assert wait_for(lambda: server.connected() == set(range(phones)), 10)
        yield table, pages
        assert problems == []
    finally:
        for context in contexts:
            context.close()
        server.stop()
        table.close()


def step(table: HeadlessTable, seconds: float = 0.1) -> list[int]:
    """The table moves on by `seconds` of sim time, as the window's fixed update does it (what the
    phones sent applied, the table stepped, views published); the seats sent a new view."""
    sent: set[int] = set()
    for _ in range(round(seconds / STEP_S)):
        table.bridge.update()
        table.director.step(STEP_S)
        sent.update(table.bridge.publish())
    return sorted(sent)


def until(table: HeadlessTable, test: Callable[[], bool], sim_s: float = 600.0) -> None:
    end = table.t + sim_s
    while not test():
        assert table.t < end, "the moment never came"
        step(table)


def played(table: HeadlessTable, moves: int, count: int = 1) -> bool:
    """Whether the table took `count` more moves than `moves` within a few seconds, stepping."""

    def took() -> bool:
        step(table, 0.05)
        return len(table.state.history) >= moves + count

    return wait_for(took, 5)


def follows(page: Page, view: dict[str, Any], seconds: float = 5.0) -> dict[str, Any]:
    """What `page` shows, once it shows the cards of `view` (it draws each view as it comes)."""
    want = (sorted(c["card"] for c in view["hand"]), sorted(c["card"] for c in view["saloon"]))
    end = time.monotonic() + seconds
    while True:
        shown: dict[str, Any] = page.evaluate(SHOWN)
        if (sorted(shown["hand"]), sorted(shown["saloon"])) == want or time.monotonic() > end:
            return shown


# ---------------------------------------------------------------- WinkyBilly
def test_two_phones_through_a_whole_winkybilly_game_each_see_only_their_own_hand(browser: Browser) -> None:
    rng = random.Random(11)
    with table_with_phones(browser, "winkybilly", 2, seed=11) as (table, pages):
        state = table.state
        signals = [table.bridge.facts[s]["signal"] for s in (0, 1)]
        words = [
            pages[s].evaluate("(k) => window.Hands.api.words(k)", f"winkybilly.gesture.{signals[s]}")
            for s in (0, 1)
        ]
        assert words[0] != words[1]  # two teams, two secret signals
        checked = 0
        swapped_at_once = False
        next_call = 30.0
        while not state.is_over():
            assert table.t < 1500, "the game never ended"
            for seat in step(table, 0.2):
                view = table.hub.view(seat).message["view"]
                shown = follows(pages[seat], view)
                own = {c["card"] for c in view["hand"]} | {c["card"] for c in view["saloon"]}
                assert set(shown["hand"]) == set(state.hands[seat]) and set(shown["cards"]) <= own
                hidden = {c for s in range(state.n) if s != seat for c in state.hands[s]} | set(state.pile)
                assert not set(shown["cards"]) & hidden
                for card in hidden:
                    assert f'data-card="{card}"' not in shown["html"]
                assert words[1 - seat] not in shown["text"]  # the other team's secret signal
                assert words[seat] in shown["text"] or view["over"]
                checked += 1
            exchange = state.phase.name == "EXCHANGE" and state.t >= state.check_until
            if exchange and not swapped_at_once and not any(state.done[:2]):
                swap_from_both_phones(table, pages)
                swapped_at_once = True
            elif exchange and rng.random() < 0.1:
                seat = rng.randrange(2)
                if not state.done[seat] and not state.out[state.team(seat)]:
                    tap_a_swap(pages[seat], rng)
            if table.t > next_call:  # a phone calls WINKY now and then (mostly wrong: tokens go)
                next_call += 25.0
                seat = rng.randrange(2)
                if not state.out[state.team(seat)]:
                    pages[seat].click(".wb-call.winky")
        assert swapped_at_once and checked > 100
        for page in pages:  # (the last view may hold the cards of the one before: wait for its words)
            expect(page.locator("#hand")).to_contain_text("The game is over.")


def tap_a_swap(page: Page, rng: random.Random) -> None:
    hand = page.locator("[data-where=hand]:not([disabled])")
    saloon = page.locator("[data-where=saloon]:not([disabled])")
    if hand.count() == 4 and saloon.count() == 4:
        hand.nth(rng.randrange(4)).click()
        saloon.nth(rng.randrange(4)).click()


def swap_from_both_phones(table: HeadlessTable, pages: list[Page]) -> None:
    """Both phones tap a swap before the table's next step: both are applied at once, and each
    phone's saloon then shows the other's card given."""
    state = table.state
    moves = len(state.history)
    for seat, page in enumerate(pages):
        give, take = state.hands[seat][0], state.saloon[seat]
        page.click(f'[data-where=hand][data-card="{give}"]')
        page.click(f'[data-where=saloon][data-card="{take}"]')
    assert wait_for(lambda: len(table.hub._inbox) >= 2, 5)  # (both sent before the table steps)
    table.bridge.update()
    swaps = [a for a in state.history[moves:] if isinstance(a, Swap)]
    assert sorted(a.seat for a in swaps) == [0, 1]
    for swap in swaps:
        assert swap.give in state.saloon and swap.take in state.hands[swap.seat]
    sent = table.bridge.publish()
    assert sent == [0, 1]
    for seat, page in enumerate(pages):
        shown = follows(page, table.hub.view(seat).message["view"])
        assert sorted(shown["saloon"]) == sorted(state.saloon)
        assert {a.give for a in swaps} <= set(shown["saloon"])


# ---------------------------------------------------------------- Wink
def wink_until(table: HeadlessTable, page: Page, test: Callable[[], bool]) -> None:
    """Play on (the phone's turns through its page: call a number, name a partner) until `test`."""
    state = table.state

    def moment() -> bool:
        if test():
            return True
        if state.current == 0 and not state.is_over():
            moves = len(state.history)
            button = ".wk-call" if state.step.name == "CALL" else ".wk-name"
            page.locator(button).first.click()
            assert played(table, moves)
        return test()

    until(table, moment)


def test_the_wink_page_calls_names_winks_at_the_caller_and_accuses(browser: Browser) -> None:
    with table_with_phones(browser, "wink", 1, seed=2) as (table, [page]):
        state, social = table.state, table.director.social
        wink_until(table, page, lambda: bool(state.wink_targets(0)))
        caller, number = state.wink_targets(0)[0], state.pawn[state.wink_targets(0)[0]]
        alert = page.locator(f'.wk-alert[data-caller="{caller}"]')
        alert.wait_for()
        assert f"called your {number}" in alert.inner_text()
        assert page.locator(f'.wk-card.called[data-number="{number}"]').count() == 1
        page.click(f'.wk-wink-partner[data-seat="{caller}"]')

        def winked() -> bool:
            step(table, 0.05)
            return any(s.seat == 0 and s.kind == "wink" and s.target == caller for s in social.signals)

        assert wait_for(winked, 5)
        # J'accuse!: a face, then a number under another player's pawn
        wink_until(table, page, lambda: any(p is not None for s, p in enumerate(state.pawn) if s != 0))
        step(table)
        page.click(".wk-accuse")
        caller = next(s for s, p in enumerate(state.pawn) if s != 0 and p is not None)
        target = next(s for s in range(1, state.n) if s != caller)
        number = state.pawn[caller]
        page.click(f'.wk-accuse-face[data-seat="{target}"]')
        moves = len(state.history)
        page.click(f'.wk-accuse-number[data-number="{number}"]')
        assert played(table, moves)
        accused = [a for a in state.history[moves:] if isinstance(a, Accuse)]
        assert accused and (accused[0].seat, accused[0].target, accused[0].number) == (0, target, number)
        verdict = "right" if number in state.won_twins[0] else "wrong"
        said = tr(f"phones.said.wink.accused_{verdict}", "en", name=state.names[target], number=number)
        page.locator(".toast", has_text=said).wait_for()  # what came of it, to this phone alone


# ---------------------------------------------------------------- Zwoggel
def test_the_zwoggel_page_reveals_lays_out_takes_back_and_confirms(browser: Browser) -> None:
    with table_with_phones(browser, "zwoggel", 1, seed=4) as (table, [page]):
        state = table.state
        until(table, lambda: state.current == 0 and state.phase.name == "REVEAL")
        step(table)
        for _ in range(state.reveals_left):
            moves = len(state.history)
            page.locator("[data-cell=down]:not([disabled])").first.click()
            assert played(table, moves)
            assert isinstance(state.history[-1], Reveal) and state.history[-1].seat == 0
            if state.current != 0:
                pytest.fail("seed 4: the reveals should leave seat 0 drawing")
        assert state.phase.name == "PLACE"
        step(table)
        drawn = len(state.hand)
        page.locator(".zw-chip").first.wait_for()
        lay_all(page, drawn)
        assert page.locator("[data-cell=laid]").count() == drawn
        page.locator("[data-cell=laid]").first.click()  # take back (and any that touched only it)
        assert page.locator("[data-cell=laid]").count() < drawn
        page.click(".zw-take-back")
        assert page.locator("[data-cell=laid]").count() < drawn - 1 or drawn == 1
        lay_all(page, drawn)
        laid = page.evaluate(
            "() => [...document.querySelectorAll('[data-cell=laid]')]"
            ".map(e => [Number(e.dataset.x), Number(e.dataset.y)])"
        )
        moves = len(state.history)
        page.click(".zw-confirm")
        assert played(table, moves, drawn)
        placed = state.history[moves : moves + drawn]
        assert all(isinstance(a, Place) and a.seat == 0 for a in placed)
        assert sorted([a.x, a.y] for a in placed) == sorted(laid)


def lay_all(page: Page, drawn: int) -> None:
    """Lay every drawn card out: pick the first one left, tap the first legal cell."""
    for _ in range(drawn):
        if page.locator("[data-cell=laid]").count() == drawn:
            return
        chips = page.locator(".zw-chip:not([disabled])")
        if not page.locator(".zw-chip.picked").count():
            chips.first.click()
        page.locator(".zw-cell.free.legal").first.click()


# ---------------------------------------------------------------- the game's own pictures
PICTURES = """(selector) => [...document.querySelectorAll(selector)].map((i) => ({
  src: new URL(i.src).pathname, alt: i.alt, loaded: i.complete && i.naturalWidth > 0,
  card: i.closest("[data-card]")?.dataset.card ?? null,
  number: i.closest("[data-number]")?.dataset.number ?? null,
  colour: i.closest("[data-colour]")?.dataset.colour ?? null,
}))"""


def pictures(page: Page, selector: str, count: int) -> list[dict[str, Any]]:
    """The pictures `selector` finds once `count` of them (at least) are there and have loaded."""
    end = time.monotonic() + 5
    while True:
        found: list[dict[str, Any]] = page.evaluate(PICTURES, selector)
        if (len(found) >= count and all(p["loaded"] for p in found)) or time.monotonic() > end:
            return found


def test_winkybillys_cards_are_the_tables_pictures_named_in_the_players_language(browser: Browser) -> None:
    with table_with_phones(browser, "winkybilly", 1, seed=3, language="fr") as (table, [page]):
        state = table.state
        until(table, lambda: state.phase.name == "EXCHANGE")
        step(table, 0.3)
        found = pictures(page, ".wb-card img", 8)
        cards = [*state.hands[0], *state.saloon]
        assert sorted(int(p["card"]) for p in found) == sorted(cards)
        for p in found:
            kind = TYPES[card_type(int(p["card"]))]
            assert p["loaded"], p  # under the page's Content-Security-Policy (img-src 'self')
            assert p["src"] == f"/art/winkybilly/card_{TYPES.index(kind):02d}_{kind.replace(' ', '_')}.png"
            assert p["alt"] == tr(f"phones.page.winkybilly.card.{kind.replace(' ', '_')}", "fr")


def test_winks_hand_is_the_tables_cards_their_number_as_alt_text(browser: Browser) -> None:
    with table_with_phones(browser, "wink", 1, seed=2) as (table, [page]):
        step(table, 0.3)
        hand = sorted([*table.state.hands[0], *table.state.dead[0]])
        found = pictures(page, ".wk-card img", len(hand))
        assert [int(p["number"]) for p in found] == hand
        for p in found:
            assert p["loaded"], p
            assert p["src"] == f"/art/wink/card_{int(p['number']):02d}.png"
            assert p["alt"].split(" ")[0] == p["number"]


@pytest.mark.parametrize("colourblind", [False, True])
def test_zwoggels_board_and_drawn_cards_are_the_tables_pictures_in_the_hosts_palette(
    browser: Browser, colourblind: bool
) -> None:
    with table_with_phones(browser, "zwoggel", 1, seed=4, colourblind=colourblind) as (table, [page]):
        state = table.state
        until(table, lambda: state.current == 0 and state.phase.name == "REVEAL")
        step(table)
        while state.phase.name == "REVEAL":  # the phone's reveals, then its cards to lay out
            moves = len(state.history)
            page.locator("[data-cell=down]:not([disabled])").first.click()
            assert played(table, moves)
        step(table, 0.3)
        page.locator(".zw-chip").first.wait_for()
        found = pictures(page, ".zw-cell img.art, .zw-chip img", 1)
        assert all(p["loaded"] for p in found), [p for p in found if not p["loaded"]]
        tail = "_cb" if colourblind else ""
        faces = [p for p in found if p["colour"] is not None]
        chips = page.evaluate(PICTURES, ".zw-chip img")
        view = table.hub.view(0).message["view"]
        assert sorted(p["colour"] for p in chips) == sorted(view["hand"])  # the drawn cards
        assert len(faces) == len(chips) + len(view["face_up"])  # and the board's face-up cards
        assert view["palette"] == ("cb" if colourblind else "")
        for p in faces:
            assert p["src"] == f"/art/zwoggel/{p['colour']}{tail}.png"
            assert p["alt"] == tr(f"phones.page.zwoggel.{p['colour']}", "en")
        backs = [p for p in found if p["src"] == "/art/zwoggel/back.png"]
        assert len(backs) == page.locator("[data-cell=down]").count() > 0
        assert {p["alt"] for p in backs} <= {
            tr("phones.page.zwoggel.face_down", "en"),
            tr("phones.page.zwoggel.face_down_mine", "en"),
        }
