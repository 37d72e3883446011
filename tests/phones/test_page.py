"""The hand's page in a real headless Chromium: it connects, draws each view with the game's
renderer, shows notices, comes back after a drop or a reload, and ends on "moved" or "closed".

The games' own renderers are the bridge's; here a small renderer written for the test (it shows the
view as text and sends a wink) stands in, injected before the page's scripts run.
"""

from __future__ import annotations

import asyncio
import re
import time

import pytest
from playwright.sync_api import Browser, Page, expect

from game.phones.hub import Dropped, Joined
from game.phones.messages import Wink
from game.phones.pages import PAGE

from .conftest import new_phone
from .serving import serving, wait_for

pytestmark = pytest.mark.xdist_group("browser")  # one browser, in one worker

PROBE = """
window.Hands = window.Hands || {};
window.Hands.games = window.Hands.games || {};
window.Hands.games.winkybilly = {
  render(root, view, api) {
    root.textContent = "";
    const shown = document.createElement("p");
    shown.id = "probe";
    shown.textContent = JSON.stringify(view) + " seat " + api.message.seat;
    root.appendChild(shown);
    const wink = document.createElement("button");
    wink.id = "wink";
    wink.textContent = api.words("reconnect");
    wink.addEventListener("click", () => api.send({ type: "wink", target: 1 }));
    root.appendChild(wink);
  },
};
"""


def view(n: int, seat: int = 0) -> dict[str, object]:
    return {"type": "view", "game": "winkybilly", "seat": seat, "lang": "en", "view": {"n": n}}


def open_hand(page: Page, address: str) -> list[str]:
    """Open `address` with the test renderer; the CSP violations and page errors it meets."""
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda m: problems.append(m.text) if m.type == "error" else None)
    page.add_init_script(PROBE)
    page.goto(address)
    return problems


def test_the_page_connects_draws_its_view_and_sends_its_seats_moves(phone: Page) -> None:
    with serving() as server:
        problems = open_hand(phone, server.address(0))
        expect(phone.locator("#status")).to_have_text("Connecting to the table…")
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_have_text('{"n":1} seat 0')
        expect(phone.locator("#status")).to_be_empty()
        phone.locator("#wink").tap()
        assert wait_for(lambda: Wink(0, 1) in server.hub.take())
        server.hub.publish(0, view(2))
        expect(phone.locator("#probe")).to_have_text('{"n":2} seat 0')
        font = phone.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
        assert font >= 20  # read at arm's length
        assert problems == []  # no inline script refused, no error


def test_a_notice_shows_as_a_toast_for_a_few_seconds(phone: Page) -> None:
    with serving() as server:
        open_hand(phone, server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_be_visible()
        server.hub.tell(0, "Not your turn.")
        toast = phone.locator(".toast")
        expect(toast).to_have_text("Not your turn.")
        phone.wait_for_timeout(2000)
        expect(toast).to_be_visible()
        expect(toast).to_have_count(0, timeout=5000)


def test_the_same_line_told_again_shows_once_and_stays_its_time_again(phone: Page) -> None:
    with serving() as server:
        open_hand(phone, server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_be_visible()
        for _ in range(3):  # a button tapped three times, refused three times
            server.hub.tell(0, "Not your turn.")
        server.hub.tell(0, "Not so fast.")
        expect(phone.locator(".toast").last).to_have_text("Not so fast.")
        expect(phone.locator(".toast")).to_have_text(["Not your turn.", "Not so fast."])


def test_a_garbled_message_from_the_page_is_refused_in_words(phone: Page) -> None:
    with serving() as server:
        open_hand(phone, server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_be_visible()
        phone.evaluate("window.Hands.api.send({type: 'teleport'})")
        expect(phone.locator(".toast")).to_have_text(
            "The table could not read that message: nothing was done."
        )
        assert [i for i in server.hub.take() if not isinstance(i, Joined)] == []


def test_a_reload_rejoins_and_gets_the_latest_view_again(phone: Page) -> None:
    with serving() as server:
        open_hand(phone, server.address(2))
        server.hub.publish(2, view(1, seat=2))
        server.hub.publish(2, view(2, seat=2))
        expect(phone.locator("#probe")).to_have_text('{"n":2} seat 2')
        named = server._connections[2].phone
        assert named is not None and len(named) == 32
        phone.reload()
        expect(phone.locator("#probe")).to_have_text('{"n":2} seat 2')
        assert wait_for(lambda: server.connected() == {2})
        assert server._connections[2].phone == named  # the same phone, by the name its tab kept
        taken = server.hub.take()
        assert taken[0] == Joined(2, False) and taken[-1] == Joined(2, False)
        assert Joined(2, True) not in taken  # a reload is no other phone


def test_after_a_drop_the_page_reconnects_by_itself(phone: Page) -> None:
    with serving() as server:
        open_hand(phone, server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_be_visible()
        assert wait_for(lambda: server.connected() == {0})
        server.hub.take()
        # The connection breaks under the page (no word from the table), as a network does.
        loop = server._loop
        assert loop is not None
        socket = server._connections[0].ws
        asyncio.run_coroutine_threadsafe(socket.close(), loop).result(3)
        dropped = time.monotonic()
        expect(phone.locator("#status")).to_have_text("The connection dropped. Reconnecting…")
        server.hub.publish(0, view(2))  # while away
        expect(phone.locator("#probe")).to_have_text('{"n":2} seat 0', timeout=30_000)
        back = time.monotonic() - dropped
        assert back < 30
        assert server.hub.take() == [Dropped(0), Joined(0, False)]


def test_a_second_phone_takes_the_hand_and_the_first_shows_it_moved(browser: Browser) -> None:
    first, second = new_phone(browser), new_phone(browser)
    try:
        with serving() as server:
            old, new = first.new_page(), second.new_page()
            open_hand(old, server.address(0))
            server.hub.publish(0, view(7))
            expect(old.locator("#probe")).to_be_visible()
            open_hand(new, server.address(0))
            expect(new.locator("#probe")).to_have_text('{"n":7} seat 0')
            expect(old.locator("#cover-title")).to_have_text("Your hand moved to another phone.")
            expect(old.locator("#probe")).to_have_count(0)  # the hand is gone from the old phone
            assert Joined(0, True) in server.hub.take()
            old.wait_for_timeout(2500)  # it does not come back to take the hand again
            assert Joined(0, False) not in server.hub.take()
            expect(new.locator("#probe")).to_be_visible()
    finally:
        first.close()
        second.close()


def test_when_the_table_closes_the_page_says_so_and_does_not_reconnect(phone: Page) -> None:
    with serving() as server:
        open_hand(phone, server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_be_visible()
        server.stop()
        expect(phone.locator("#cover-title")).to_have_text("The table closed.")
        expect(phone.locator("#status")).to_be_empty()
        phone.wait_for_timeout(2500)
        expect(phone.locator("#status")).to_be_empty()  # no "Reconnecting…"
        expect(phone.locator("#reconnect")).to_be_hidden()


def test_a_game_without_its_renderer_says_so(phone: Page) -> None:
    with serving(game="nogame") as server:
        phone.goto(server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#status")).to_have_text("This game's page is missing.")


def test_a_forged_token_shows_nothing_in_the_browser_either(phone: Page) -> None:
    with serving() as server:
        server.hub.publish(0, view(1))
        answer = phone.goto(server.address(0).rsplit("/", 1)[0] + "/" + "C" * 24)
        assert answer is not None and answer.status == 403
        expect(phone.locator("h1")).to_have_text("This link is not valid")
        assert "n" not in phone.evaluate("Object.keys(window.Hands || {})")


def test_the_join_page_takes_a_code_typed_on_the_phone(phone: Page) -> None:
    with serving(language="fr") as server:
        server.offer_code(2)
        phone.add_init_script(PROBE)
        phone.goto(server.join_address())
        phone.locator("input[name=code]").fill(server.code(2).lower())
        phone.locator("button[type=submit]").tap()
        phone.wait_for_url(server.address(2))
        server.hub.publish(2, view(3, seat=2))
        expect(phone.locator("#probe")).to_have_text('{"n":3} seat 2')
        assert phone.evaluate("document.documentElement.lang") == "fr"


def test_a_table_gone_for_long_leaves_a_button_to_try_again(phone: Page) -> None:
    with serving() as server:
        phone.clock.install()  # the page's timers run on a clock the test moves
        open_hand(phone, server.address(0))
        server.hub.publish(0, view(1))
        expect(phone.locator("#probe")).to_be_visible()
        loop, runner = server._loop, server._runner
        assert loop is not None and runner is not None

        async def vanish() -> None:
            """The port closes and the socket ends without a word from the table, as when the
            computer leaves the network."""
            for site in runner.sites:
                site._server.close()  # type: ignore[union-attr]
            for connection in list(server._connections.values()):
                await connection.ws.close()

        asyncio.run_coroutine_threadsafe(vanish(), loop).result(5)
        expect(phone.locator("#status")).to_have_text("The connection dropped. Reconnecting…")
        tries = 0
        while phone.locator("#reconnect").is_hidden() and tries < 40:
            phone.clock.run_for(2000)  # each try is 1–2 s after the last
            phone.wait_for_timeout(100)  # the refused connection's close arrives in real time
            tries += 1
        expect(phone.locator("#reconnect")).to_have_text("Tap to reconnect")
        expect(phone.locator("#cover-title")).to_have_text("The table cannot be reached.")
        assert 30 / 2 <= tries <= 40  # it kept trying for at least 30 s first
        phone.locator("#reconnect").tap()
        expect(phone.locator("#status")).to_have_text(
            re.compile("Connecting to the table…|The connection dropped. Reconnecting…")
        )


@pytest.mark.parametrize("game", sorted(p.stem for p in (PAGE / "games").glob("*.js")))
def test_each_games_renderer_loads_under_the_pages_policy_and_registers_itself(
    phone: Page, game: str
) -> None:
    with serving(game=game) as server:
        problems: list[str] = []
        phone.on("pageerror", lambda error: problems.append(str(error)))
        phone.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None)
        phone.goto(server.address(0))
        # (polled from here: Playwright's own polling evaluates a string, which the page's policy refuses)
        loaded = f"Boolean(window.Hands && window.Hands.games && window.Hands.games[{game!r}])"
        assert wait_for(lambda: bool(phone.evaluate(loaded)), seconds=10)
        assert phone.evaluate(f"typeof window.Hands.games[{game!r}].render") == "function"
        assert problems == []
