"""The privacy screen: while it shows, nothing private is drawn, in the draw log or in the pixels."""

from __future__ import annotations

from typing import Any

import arcade

from game.ui.headless import step
from game.ui.scenes import show_scene
from game.ui.theme import OPAQUE_SHADE

from .drive import read_privacy_screen, take_screen


def hand_pixels(window: Any, view: Any) -> set[tuple[int, int, int]]:
    hand = view.stage.regions.hand
    left, bottom, width, height = hand.left, hand.bottom, hand.width, hand.height
    image = arcade.get_image(int(left), int(bottom), int(width), int(height)).convert("RGB")
    return set(image.getdata())


def test_privacy_screen_hides_the_hand_until_the_named_player_is_ready(window: Any) -> None:
    view = show_scene(window, "privacy", seed=5)  # a couch of two humans
    step(window, 2)
    assert view.privacy_up() and view.viewer is None
    window.dispatch_event("on_draw")
    assert "hand" not in view.drawn
    assert all(str(n) not in view.privacy.title.text for n in range(1, 37))
    assert hand_pixels(window, view) == {OPAQUE_SHADE}
    named = [s.name for s in view.setup.seats].index(view.privacy.player)
    window.dispatch_event("on_key_press", arcade.key.ENTER, 0)  # too soon: meant for the table
    assert view.privacy_up() and view.viewer is None
    take_screen(window)
    assert not view.privacy_up() and view.viewer == named
    window.dispatch_event("on_draw")
    assert "hand" in view.drawn
    assert len(hand_pixels(window, view)) > 20  # cards are on screen now


def test_handing_over_to_the_next_player_hides_the_hand_again(window: Any) -> None:
    view = show_scene(window, "privacy", seed=5)
    take_screen(window)
    view.looks.hand_over(1)
    window.dispatch_event("on_draw")
    assert view.privacy_up() and "hand" not in view.drawn
    assert view.setup.seats[1].name in view.privacy.title.text
    take_screen(window, arcade.key.RETURN)  # the main keyboard's Enter
    assert view.viewer == 1


def test_alone_against_bots_no_privacy_screen(window: Any) -> None:
    view = show_scene(window, "wink-table-5", seed=5)
    step(window)
    assert not view.privacy_up() and view.viewer == 0 and "hand" in view.drawn


def test_a_click_begun_before_the_screen_came_up_or_in_its_first_moment_shows_nothing(window: Any) -> None:
    """The screen comes up when the table decides: a drag pressed on the table and let go on the
    screen, or a click in its first moment, was meant for the table and hands over nothing."""
    view = show_scene(window, "privacy", seed=5)
    x, y = window.width / 2, window.height / 2
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)  # too soon
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert view.privacy_up() and view.viewer is None
    read_privacy_screen(window)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)  # a drag let go
    assert view.privacy_up() and view.viewer is None
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert not view.privacy_up() and view.viewer is not None
