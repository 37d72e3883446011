"""Idle play behind the main menu: nothing before the idle time on the sim clock, a game of bots
after it (dimmed, silent, the menu still drawn and usable over it); any input brings the menu
back at once, and opening another screen stops it."""

from __future__ import annotations

from typing import Any

import arcade

from game.ui.headless import FRAME, step
from game.ui.screens.menu import MainMenuView
from game.ui.watch.idle import IDLE_S


def idle_for(window: Any, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        window.dispatch_event("on_fixed_update", FRAME)


def shown_menu(window: Any) -> MainMenuView:
    view = MainMenuView()
    window.show_view(view)
    step(window)
    return view


def test_the_bots_play_behind_the_menu_after_the_idle_time_and_any_input_stops_them(window: Any) -> None:
    menu = shown_menu(window)
    idle_for(window, IDLE_S - 1.0)
    assert not menu.idle.playing
    idle_for(window, 1.5)
    assert menu.idle.playing
    watched = menu.idle.watched
    assert watched is not None and watched.view.quiet  # no sound behind the menu
    t = watched.now
    step(window, 30)
    assert watched.now > t  # it plays, frame by frame
    selected = menu.menu.selected if menu.menu else 0
    window.dispatch_event("on_key_press", arcade.key.DOWN, 0)
    assert not menu.idle.playing and menu.idle.idle == 0.0  # the menu at the front at once…
    assert menu.menu is not None and menu.menu.selected == selected + 1  # …and the key did its work
    idle_for(window, IDLE_S + 0.1)
    assert menu.idle.playing
    window.dispatch_event("on_mouse_motion", 10, 10, 1, 1)
    assert not menu.idle.playing


def test_opening_another_screen_stops_it(window: Any) -> None:
    menu = shown_menu(window)
    idle_for(window, IDLE_S + 0.1)
    assert menu.idle.playing
    window.go("settings", back="menu")
    assert not menu.idle.playing
    idle_for(window, IDLE_S + 1.0)  # the menu is not shown: it counts nothing
    assert not menu.idle.playing


def test_the_menu_is_drawn_over_the_game(window: Any) -> None:
    menu = shown_menu(window)
    before = arcade.get_image(0, 0, window.width, window.height)
    idle_for(window, IDLE_S + 0.1)
    step(window, 2)
    after = arcade.get_image(0, 0, window.width, window.height)
    assert before.tobytes() != after.tobytes()  # something plays behind
    assert menu.menu is not None
    x, y = window.width / 2, menu.menu.row_y(menu.first_game)
    assert before.getpixel((int(x), int(window.height - y))) == after.getpixel(
        (int(x), int(window.height - y))
    )
