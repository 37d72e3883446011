"""A question on a couch's screen (who accuses? which number? who calls?) outlives hand-overs: the
turn's hand-over waits until it is answered, a private view ending leaves it on the shared screen,
and a hand-over that must close it says so on the table."""

from __future__ import annotations

import random
from typing import Any

import arcade
import pytest

from game.i18n import tr

from .couch import holds_turn, key, start_couch, wink_move
from .drive import take_screen
from .screen import tick
from .tables.winkybilly.drive import look_at, until_exchange

ALEX, SAM = 0, 2  # (couch.py: Sam sits half-way round a table of four; bots at 1 and 3)


def first_looks(window: Any) -> None:
    for _ in range(2):
        take_screen(window)
        key(window, arcade.key.H)


def test_an_accusation_begun_on_the_shared_screen_is_finished_before_the_next_hand_over(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sam starts to accuse a bot on the shared screen just before the turn comes to Sam: the
    privacy screen waits until Sam has said who accuses and which number, then asks for Sam."""
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.5, 0.9))
    view = start_couch(window, "wink", seed=5, players=4)
    state, rng, bot = view.state, random.Random(2), 3
    first_looks(window)
    for _ in range(60 * 60):  # Alex plays; the bot before Sam then holds the turn
        if view.privacy_up():
            take_screen(window)
        elif holds_turn(view):
            wink_move(window, view, rng)
        elif view.viewer is None and state.current == 1 and view.accusing.accusable(SAM, bot):
            break
        tick(window)
    assert state.current == 1 and view.shown_viewer() is None
    look_at(window, view, bot)
    key(window, arcade.key.A)
    assert view.prompt.open  # who accuses?
    for _ in range(60 * 20):
        tick(window)
        if state.current == SAM:
            break
    assert state.current == SAM
    for _ in range(30):  # the turn is Sam's: the hand-over would come now
        tick(window)
    assert view.prompt.open and not view.privacy_up(), "the accusation was dropped by the hand-over"
    before = state.accuse_left[SAM]
    key(window, arcade.key.KEY_1 + view.humans.index(SAM))  # Sam accuses
    assert view.prompt.open  # which number?
    key(window, arcade.key.KEY_1)
    assert state.accuse_left[SAM] == before - 1
    tick(window)
    assert view.privacy_up() and view.privacy.player == "Sam"


def test_a_call_begun_in_a_private_swap_turn_outlives_the_turn(window: Any) -> None:
    """Alex, swapping, presses CONTRE WINKY: while the table asks who calls, the exchange closes
    and Alex's private view ends; the question stays on the shared screen and the call is made."""
    view = start_couch(window, "winkybilly", seed=12, players=4)
    state = view.state
    first_looks(window)
    until_exchange(window, view)
    take_screen(window)
    assert view.shown_viewer() == ALEX
    look_at(window, view, 1)  # an opponent bot
    key(window, arcade.key.C)
    assert view.prompt.open  # who calls?
    for _ in range(60 * 30):
        tick(window)
        if state.phase.name != "EXCHANGE":
            break
    assert view.viewer is None and not view.privacy_up()
    assert view.prompt.open, "the call was dropped when the private view ended"
    calls = len(state.calls)
    key(window, arcade.key.KEY_1)  # Alex
    assert len(state.calls) == calls + 1 and state.calls[-1].seat == ALEX


def test_a_hand_over_that_must_close_a_question_says_so(window: Any) -> None:
    view = start_couch(window, "wink", seed=5, players=4)
    first_looks(window)
    key(window, arcade.key.H)  # who looks?
    assert view.prompt.open
    view.looks.hand_over(SAM)
    assert not view.prompt.open
    take_screen(window)
    window.dispatch_event("on_draw")
    assert view.stage.notice.current(SAM, view.now) == tr("couch.question_closed", name="Sam")
