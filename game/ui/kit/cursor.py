"""The arrow keys as the player bound them (the menus' up, down, left and right), for the keyboard
cursor every table moves over its cards."""

from __future__ import annotations

import arcade

from ..input import bound

ARROWS = {"menu_left": (-1, 0), "menu_right": (1, 0), "menu_up": (0, 1), "menu_down": (0, -1)}


def arrow(window: arcade.Window, symbol: int, modifiers: int) -> tuple[int, int] | None:
    """The step (dx, dy: +1 right, +1 up) of an arrow key, or None for any other key."""
    actions = bound(window, symbol, modifiers, "menus")
    for action, step in ARROWS.items():
        if action in actions:
            return step
    return None
