"""Real input events for the headless window: keys, typing, clicks (through dispatch_event)."""

from __future__ import annotations

from typing import Any

import arcade

from game.ui.headless import step


def press(window: Any, symbol: int, modifiers: int = 0, frames: int = 1) -> None:
    window.dispatch_event("on_key_press", symbol, modifiers)
    window.dispatch_event("on_key_release", symbol, modifiers)
    step(window, frames)


def type_text(window: Any, text: str) -> None:
    for ch in text:
        window.dispatch_event("on_text", ch)
    step(window)


def click(window: Any, x: float, y: float) -> None:
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_event("on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    step(window)


def select_row(window: Any, label: str) -> None:
    """Move the current view's menu selection with the arrow keys until the row reads `label`."""
    menu = window.current_view.menu
    for _ in range(len(menu.rows) + 1):
        if menu.rows[menu.selected].label() == label:
            return
        press(window, arcade.key.DOWN)
    raise AssertionError(f"no row {label!r} in {[r.label() for r in menu.rows]}")


def start_wink(window: Any, seed: int = 2, players: int = 5, humans: int = 1) -> Any:
    """A Wink table of the screenshot scenes' kind (`humans` at the first seats), shown and drawn once."""
    from game.ui.scenes import table_setup
    from game.ui.views.wink_table import WinkTableView

    setup = table_setup("wink", seed, players, humans)
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    step(window)
    return view
