"""Pause on a couch, sealed: during a human's private view the pause menu comes over the table's
public layer only, and resuming goes through the privacy screen for that same human.

Each game is played on a couch (two humans, bots between them) with input events; at seeded
random moments of the humans' private views the game is paused and the paused frame is drawn
twice: as it is, and with every hidden card dealt anew as nobody may know them (the spectator's
view: the one who was looking included). The two pictures must be the same, pixel for pixel.
"""

from __future__ import annotations

import random
from typing import Any

import arcade
import pytest

from game.i18n import tr
from game.ui.headless import step
from game.ui.scenes import show_scene

from .couch import MOVES, holds_turn, key, start_couch
from .drive import take_screen
from .screen import frame_texts, picture, tick
from .tables.winkybilly.drive import click_at, hand_xy, saloon_xy, until_exchange

PAUSES = 3  # paused moments checked in each game
FRAMES = 60 * 90  # the most a game is played to find them


def paused_frame_is_public(window: Any, view: Any, rng: random.Random) -> bool:
    """Draw the paused frame, then again from a copy of the state in which every card the shared
    screen may not show is dealt anew (Zwoggel's drawn cards too: the staging keeps a copy of
    them); True when both pictures are the same."""
    real, staging = view.state, getattr(view, "staging", None)
    drawn = list(staging.drawn) if staging is not None else []
    view.refresh(snap=True)
    window.dispatch_event("on_draw")
    before = picture(window)
    view.state = view.setup.spec.engine.hide_others(real, None, rng)
    try:
        if staging is not None and staging.active:
            staging.drawn = list(view.state.observation(view.state.current)["hand"])
            view.stage.hand.show([])  # the strip takes the new cards' pictures
        view.refresh(snap=True)
        window.dispatch_event("on_draw")
        after = picture(window)
    finally:
        view.state = real
        if staging is not None:
            staging.drawn = drawn
            view.stage.hand.show([])
        view.refresh(snap=True)
    window.ctx.finish()
    return before == after


def pause_and_resume(window: Any, view: Any, rng: random.Random) -> None:
    """Esc during `view`'s private view: the paused frame is public; Esc again: the privacy screen
    asks for the same human, whose view goes on once they confirm."""
    seat = view.shown_viewer()
    key(window, arcade.key.ESCAPE)
    assert view.paused
    name = view.setup.seats[seat].name
    assert paused_frame_is_public(window, view, rng), f"{view.setup.game}: {name}'s cards under the pause"
    assert view.shown_viewer() is None and "hand" not in view.drawn
    key(window, arcade.key.ESCAPE)  # resume
    assert not view.paused and view.overlays.top is view.privacy
    assert view.privacy.player == view.setup.seats[seat].name
    take_screen(window)
    assert view.shown_viewer() == seat


@pytest.mark.parametrize(("game", "players"), [("wink", 4), ("winkybilly", 4), ("zwoggel", 3)])
def test_a_couch_paused_at_random_moments_of_private_views_shows_nothing_private(
    window: Any, monkeypatch: pytest.MonkeyPatch, game: str, players: int
) -> None:
    monkeypatch.setattr("game.bots.wink.policy.TURN_THINK_S", (0.5, 0.9))  # brisk bots, a short test
    rng = random.Random(f"{game} paused")
    view = start_couch(window, game, seed=12, players=players)
    move = MOVES[game]
    paused = with_cards = 0
    for _ in range(FRAMES):
        if view.privacy_up():
            take_screen(window)
        if view.shown_viewer() is None:
            tick(window)
            continue
        step(window)  # a private view: drawn, so that the human clicks what is on screen
        if rng.random() < 0.06:
            with_cards += "hand" in view.drawn
            pause_and_resume(window, view, rng)
            paused += 1
            if paused == PAUSES:
                break
        if rng.random() < 0.3:
            if holds_turn(view):
                move(window, view, rng)
            else:
                key(window, arcade.key.H)  # seen my cards (the first look, a peek): hide them
    assert paused == PAUSES and with_cards >= 2


def test_winkybilly_picks_are_kept_through_a_pause_and_not_shown_under_it(window: Any) -> None:
    """A human swapping picked a saloon card (a gold frame): the paused frame does not show it, and
    it is still picked when that human takes the screen back."""
    view = start_couch(window, "winkybilly", seed=12, players=4)
    for _ in range(2):  # the first looks
        take_screen(window)
        key(window, arcade.key.H)
    until_exchange(window, view)
    take_screen(window)
    step(window)
    me, take = view.shown_viewer(), view.state.saloon[0]
    click_at(window, *saloon_xy(view, take))
    assert me is not None and view.saloon.marked
    key(window, arcade.key.ESCAPE)
    window.dispatch_event("on_draw")
    framed = picture(window)
    marked, view.saloon.marked = view.saloon.marked, set()
    window.dispatch_event("on_draw")
    bare = picture(window)
    view.saloon.marked = marked
    assert framed == bare, "the pick's gold frame shows under the pause"
    key(window, arcade.key.ESCAPE)
    take_screen(window)
    assert view.shown_viewer() == me and view.picks.saloon_pick == take and view.saloon.marked
    click_at(window, *hand_xy(view, view.state.hands[me][0]))  # the pick still swaps
    assert take in view.state.hands[me]


def test_the_couch_pause_scene_shows_the_shared_table_only(window: Any) -> None:
    """The second human's first look, paused: no card, and no line telling them to look at them."""
    view = show_scene(window, "couch-pause", seed=3)
    step(window, 2)
    texts = [d.text for d in frame_texts(window)]
    assert view.paused and view.looks.sealed() and "hand" not in view.drawn
    name = view.setup.seats[view.viewer].name
    assert not [t for t in texts if t.startswith(name + ",")], "the first look's line shows under the pause"
    assert tr("privacy.done") not in texts
