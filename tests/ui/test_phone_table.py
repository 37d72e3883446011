"""A table with hands on phones: its server listens while the table is open and never after; each
phone seat joins through its own QR code, one at a time; a phone seat never gets the privacy screen
and its cards are never drawn on the big screen; what happens to a hand is said in public.

Real servers on 127.0.0.1, real WebSocket clients as the phones, input events and the sim clock.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.i18n import tr
from game.phones.hub import Joined
from game.ui.headless import step
from game.ui.kit.bot_seats import face_of
from game.ui.kit.phone_join import JOINED_S
from game.ui.kit.phones import stop_all

from .couch import key
from .drive import press, take_screen
from .phones import decode_qr, listening, open_table, phone_setup, phones, until
from .screen import tick


@pytest.fixture(autouse=True)
def no_server_left() -> Iterator[None]:
    """Whatever a test leaves open, no phones' server outlives it (the window's own close does this)."""
    yield
    stop_all()


def marks(view: Any) -> list[tuple[int, str, bool]]:
    """The join screen's row of phone seats: each seat, how its phone stands, whether it is shown."""
    return [(p.seat, p.state, p.shown) for p in view.joining.looks.row]


def join_all(window: Any, view: Any, clients: Any) -> list[Any]:
    """Each seat the join screen shows connects its phone with the address its QR code holds."""
    joined = []
    while view.overlays.top is view.joining:
        seat = view.joining.seat
        step(window)
        joined.append(clients.connect(decode_qr(window)))
        assert until(window, lambda s=seat: view.joining.seat != s, JOINED_S + 3)
    return joined


@pytest.mark.parametrize("how", ["results", "quit", "window closed"])
def test_the_server_listens_while_the_table_is_open_and_stops_when_it_goes(
    window: Any, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0,)))
    port = view.phones.port
    assert listening(port)
    with phones() as clients:
        phone = clients.connect(view.phones.address(0))
        assert until(window, lambda: view.phones.connected() == {0})
        if how == "results":  # the game played to its end: the table shows its results
            assert until(window, lambda: view.overlays.top is None, JOINED_S + 3)
            rng = random.Random(1)
            while not view.state.is_over():
                view.setup.spec.engine.random_step(view.state, rng)
            assert until(window, lambda: window.current_view is not view, 10)
            assert type(window.current_view).__name__ == "ResultsView"
        elif how == "quit":
            press(window, arcade.key.ESCAPE)  # the pause menu, over the join screen
            assert view.paused
            view.pause.on_quit()
        else:
            closed: list[bool] = []
            monkeypatch.setattr(arcade.Window, "on_close", lambda _self: closed.append(True))
            window.on_close()
            assert closed == [True]
        assert not listening(port), f"the port still open after {how}"
        assert phone.closed.wait(3)
        assert {"type": "closed"} in phone.received()


def test_the_join_screen_shows_one_seats_code_at_a_time_and_moves_on_when_its_phone_joins(
    window: Any,
) -> None:
    view = open_table(window, phone_setup("winkybilly", 4, phones=(1, 3)))
    assert view.overlays.top is view.joining and view.joining.seat == 1
    with phones() as clients:
        step(window)
        shown = decode_qr(window)
        assert shown == view.phones.address(1) and view.phones.hub.tokens[1] in shown
        assert view.phones.hub.tokens[3] not in shown
        assert [d for d in view.joining.drawn if d.startswith("qr:")] == ["qr:1"]  # one code only
        assert "face:1" in view.joining.drawn and view.joining.looks.big_face == face_of(view.setup, 1)
        assert marks(view) == [(1, "waiting", True), (3, "waiting", False)]
        first = clients.connect(shown)
        assert until(window, lambda: view.joining.joined_at is not None)
        step(window)
        assert decode_qr(window) == shown  # "Bea joined", a moment, the same seat
        assert marks(view) == [(1, "joined", True), (3, "waiting", False)]
        assert until(window, lambda: view.joining.seat == 3, JOINED_S + 3)
        step(window)
        assert decode_qr(window) == view.phones.address(3)
        assert view.joining.looks.big_face == face_of(view.setup, 3) != face_of(view.setup, 1)
        assert marks(view) == [(1, "joined", False), (3, "waiting", True)]
        clients.connect(view.phones.address(3))
        assert until(window, lambda: view.overlays.top is None, JOINED_S + 3)
        assert first.views() and first.views()[-1]["seat"] == 1
        assert "hand" not in view.drawn and view.shown_viewer() is None


def test_a_seat_that_takes_the_privacy_screen_instead_is_no_phones_any_more(window: Any) -> None:
    view = open_table(window, phone_setup("wink", 5, phones=(0, 2)))
    address = view.phones.address(0)
    take_screen(window)  # "Use the privacy screen instead" for Bea (Enter, after its first moment)
    assert view.joining.seat == 2 and 0 in view.humans and 0 not in view.phones.seats
    assert marks(view) == [(0, "screen", False), (2, "waiting", True)]
    with phones() as clients:
        with pytest.raises(Exception):  # noqa: B017 (the server refuses the token: 403)
            clients.connect(address)
        clients.connect(view.phones.address(2))
        assert until(window, lambda: view.overlays.top is not view.joining, JOINED_S + 3)
    assert view.overlays.top is view.privacy and view.privacy.player == "Bea"  # her first look


def test_winkybilly_phone_seats_swap_in_real_time_and_never_get_the_screen_or_show_their_cards(
    window: Any,
) -> None:
    """Bea on her phone, Cy behind the privacy screen: the couch's swap turns are Cy's alone, Bea
    swaps from her phone while they run, and her cards never appear on the big screen."""
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0,), screen=(2,)))
    state = view.state
    with phones() as clients:
        (bea,) = join_all(window, view, clients)
        swapped = named = hand_frames = 0
        rng = random.Random(4)
        for _ in range(60 * 40):
            if view.privacy_up():
                assert view.privacy.player == "Cy", "the privacy screen named a phone seat"
                named += 1
                take_screen(window)
            step(window)
            assert 0 not in view.turns.queue
            if "hand" in view.drawn:
                hand_frames += 1
                shown = set(view.stage.hand.cards)
                assert shown <= set(state.hands[2]) and not shown & set(state.hands[0])
            if view.looks.dealing and view.shown_viewer() == 2:
                key(window, arcade.key.H)  # Cy has seen her cards: play begins
            elif view.shown_viewer() == 2 and rng.random() < 0.2:
                key(window, arcade.key.SPACE)  # Cy raises the holster: the turn passes
            if state.phase.name == "EXCHANGE" and not state.done[0] and swapped < 3:
                before = list(state.hands[0])
                give, take = state.hands[0][0], state.saloon[0]
                bea.send({"type": "act", "move": {"kind": "swap", "give": give, "take": take}})
                assert until(window, lambda b=before: list(state.hands[0]) != b)
                swapped += 1
            if swapped >= 3 and named >= 2:
                break
        assert swapped >= 3 and named >= 2 and hand_frames > 0
        view_cards = {c["card"] for c in bea.views()[-1]["view"]["hand"]}
        assert view_cards == set(state.hands[0])


def test_a_wink_couch_of_a_phone_seat_and_a_privacy_screen_seat_plays_through_its_hand_overs(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.3, 0.5))
    view = open_table(window, phone_setup("wink", 4, phones=(1,), screen=(3,)))
    state = view.state
    with phones() as clients:
        (bea,) = join_all(window, view, clients)
        turns = {1: 0, 3: 0}
        hand_overs = 0
        for _ in range(60 * 120):
            if view.privacy_up():
                assert view.privacy.player == "Cy"
                hand_overs += 1
                take_screen(window)
            step(window)
            if "hand" in view.drawn:  # (Wink's numbers come in twins: whose hand, by its viewer)
                cy = state.observation(3)
                assert view.shown_viewer() == 3 and view.stage.hand.cards == cy["hand"] + cy["dead"]
            if view.looks.dealing and view.shown_viewer() == 3:
                key(window, arcade.key.H)  # Cy has seen her cards: play begins
                continue
            seat = state.current if not state.is_over() else None
            if seat in turns and (seat == 1 or view.shown_viewer() == 3):
                before = len(state.history)
                obs = state.observation(seat)
                move = wink_phone_move(obs, seat, state.n)
                if seat == 1:
                    bea.send({"type": "act", "move": move})
                else:
                    view.act(wink_action(move, seat))
                assert until(window, lambda b=before: len(state.history) > b), (seat, move)
                turns[seat] += 1
            if (min(turns.values()) >= 2 and hand_overs >= 3) or state.is_over():
                break
        assert min(turns.values()) >= 2 and hand_overs >= 3, (turns, hand_overs)


def wink_phone_move(obs: Any, seat: int, n: int) -> dict[str, Any]:
    if obs["step"] == "name":
        return {"kind": "name", "target": (seat + 1) % n}
    return {"kind": "call", "number": sorted(obs["callable"])[0]}


def wink_action(move: dict[str, Any], seat: int) -> Any:
    from game.rules.wink import Call, Name

    return Name(seat, move["target"]) if move["kind"] == "name" else Call(seat, move["number"])


def test_a_hand_claimed_by_another_phone_is_said_in_public_and_in_the_log(window: Any) -> None:
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0, 2)))
    with phones() as clients:
        first, _cy = join_all(window, view, clients)
        clients.connect(view.phones.address(0))  # someone else opens Bea's address
        moved = tr("phones_table.moved", name="Bea")
        assert until(window, lambda: moved in [s.text for s in window.notices.shown])
        assert moved in [line for line, _ in view.stage.log.lines(None)]
        assert until(window, lambda: {"type": "moved"} in first.received())


def test_a_phone_that_drops_is_said_in_public_and_its_code_shows_again_on_its_key(window: Any) -> None:
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0, 2)))
    with phones() as clients:
        bea, _cy = join_all(window, view, clients)
        bea.close()
        dropped = tr("phones_table.dropped", name="Bea", key="J")
        assert until(window, lambda: dropped in [s.text for s in window.notices.shown])
        assert view.overlays.top is None  # not a blocking screen
        press(window, arcade.key.J)
        assert view.overlays.top is view.joining and view.joining.seat == 0
        step(window)
        count = tr("phones_table.count", number=1, total=2).split("1")[0]
        assert not [line.text for line in view.joining.lines if line.text.startswith(count)]  # one seat only
        assert decode_qr(window) == view.phones.address(0)
        clients.connect(view.phones.address(0))
        back = tr("phones_table.reconnected", name="Bea")
        assert until(window, lambda: back in [s.text for s in window.notices.shown])
        assert until(window, lambda: view.overlays.top is None, JOINED_S + 3)


def test_a_server_that_cannot_listen_leaves_its_seats_on_the_privacy_screen_with_a_notice(
    window: Any,
) -> None:
    """192.0.2.1 (a documentation address) is none of this machine's: nothing can listen there."""
    view = open_table(window, phone_setup("wink", 5, phones=(0, 2), network="192.0.2.1"))
    assert view.phones is None
    notices = [s.text for s in window.notices.shown]
    assert any(text.startswith(tr("phones_table.no_server", reason="").split("(")[0]) for text in notices)
    assert view.humans == [0, 2] and view.overlays.top is view.privacy and view.privacy.player == "Bea"
    take_screen(window)
    step(window)
    assert view.shown_viewer() == 0 and "hand" in view.drawn


def test_a_resumed_table_with_phone_seats_has_new_tokens_and_joins_again(window: Any, tmp_path: Path) -> None:
    from game.store.saves import Shelf
    from game.ui.routes import table

    setup = phone_setup("wink", 4, phones=(0,), screen=(2,))
    first = open_table(window, setup)
    old = first.phones.hub.tokens[0]
    first.quit_to_menu()
    state = setup.new_state()
    setup.spec.engine.random_step(state, random.Random(2))  # a game under way, as a save gives it
    again = table("wink")(setup, state)
    again.keep(Shelf(tmp_path))  # as a resumed game keeps itself
    window.show_view(again)
    step(window)
    try:
        assert again.phones.hub.tokens[0] != old
        assert again.overlays.top is again.joining and again.joining.seat == 0
        assert not again.looks.dealing  # (past its first looks)
        with phones() as clients:
            clients.connect(again.phones.address(0))
            assert until(window, lambda: not again.overlays.holds(again.joining), JOINED_S + 3)
        assert not again.privacy_up() or again.privacy.player == "Cy"  # the turn's human, if on the couch
    finally:
        again.quit_to_menu()


def test_joined_is_heard_under_any_overlay(window: Any) -> None:
    """The join screen stops the table's clock, not its phones: a claim reaches it at once."""
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0,)))
    clock = view.clock
    view.phones.hub.deliver(Joined(0, moved=False))
    tick(window)
    assert view.joining.joined_at is not None and view.clock == clock
    view.quit_to_menu()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_phone_scenes_read_whole_at_both_ends_of_the_sizes_in_both_languages(
    window: Any, lang: str
) -> None:
    from dataclasses import replace

    from game.ui.scenes import show_scene

    from .screen import frame_texts, layout_problems, pretend_size

    window.apply_settings(replace(window.settings, language=lang), save=False)
    for scene in ("phones-join", "phones-table"):
        view = show_scene(window, scene, 3)
        step(window, 2)
        for size in ((1024, 576), (1920, 1080)):
            with pretend_size(window, *size):
                assert layout_problems(frame_texts(window), *size) == [], (scene, size)
        step(window)
        if scene == "phones-join":
            assert view.overlays.top is view.joining
            assert decode_qr(window) == view.phones.address(view.phones.seats[0])
        else:
            assert view.overlays.top is None and "hand" not in view.drawn and "saloon" in view.drawn
        view.close_table()


def test_with_every_hand_on_a_phone_a_call_on_the_big_screen_says_where_calls_are_made(window: Any) -> None:
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0, 2)))
    with phones() as clients:
        join_all(window, view, clients)
        press(window, arcade.key.Y)  # WINKY on the big screen: nobody plays here
        assert not view.prompt.open
        assert view.stage.notice.current(None, view.now) == tr("phones_table.act_on_phones")


def test_a_paused_table_plays_no_phone_move_and_its_phones_say_it_waits(window: Any) -> None:
    """Paused (Esc), the table's clock stands: a swap from a phone is refused in words, nothing is
    played, and the phone's view says the table waits; resumed, the same swap goes through."""
    view = open_table(window, phone_setup("winkybilly", 4, phones=(0,)))
    state = view.state
    with phones() as clients:
        (bea,) = join_all(window, view, clients)
        assert until(window, lambda: state.phase.name == "EXCHANGE" and view.now >= state.check_until, 60)
        press(window, arcade.key.ESCAPE)
        assert view.paused
        before = list(state.hands[0])
        give, take = state.hands[0][0], state.saloon[0]
        bea.send({"type": "act", "move": {"kind": "swap", "give": give, "take": take}})
        held = tr("phones.refused.held")
        assert until(window, lambda: any(m.get("text") == held for m in bea.received()))
        assert list(state.hands[0]) == before
        assert until(window, lambda: bea.views()[-1]["held"] is True)
        press(window, arcade.key.ESCAPE)
        assert not view.paused
        bea.send({"type": "act", "move": {"kind": "swap", "give": give, "take": take}})
        assert until(window, lambda: list(state.hands[0]) != before)
        assert until(window, lambda: bea.views()[-1]["held"] is False)
    view.quit_to_menu()


@pytest.mark.parametrize("colourblind", [False, True])
def test_a_zwoggel_phone_draws_the_palette_the_big_screen_draws(window: Any, colourblind: bool) -> None:
    from dataclasses import replace

    settings = window.settings
    window.apply_settings(replace(settings, colourblind_palette=colourblind), save=False)
    try:
        view = open_table(window, phone_setup("zwoggel", 2, phones=(0,)))
        with phones() as clients:
            (phone,) = join_all(window, view, clients)
            assert until(window, lambda: bool(phone.views()))
            assert phone.views()[-1]["view"]["palette"] == ("cb" if colourblind else "")
        view.quit_to_menu()
    finally:
        window.apply_settings(settings, save=False)
