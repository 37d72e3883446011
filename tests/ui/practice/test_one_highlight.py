"""The practice screen lights one row at a time (issue 21): the menu row that has the keyboard's
focus or the pointer. The chosen level is marked otherwise, never in the focus colour."""

from __future__ import annotations

from typing import Any

import arcade

from game.ui import theme
from game.ui.headless import step


def lit_rows(window: Any) -> list[str]:
    """Every row of the level list and of the menu whose paper is in the focus colour."""
    view = window.current_view
    window.dispatch_event("on_draw")
    image = arcade.get_image(0, 0, window.width, window.height).convert("RGB")
    window.flip()

    def colour(x: float, y: float) -> tuple[int, int, int]:
        return tuple(image.getpixel((int(x), window.height - 1 - int(y))))  # type: ignore[return-value]

    lit = []
    box = view.list.box
    for i in range(len(view.levels)):
        if colour(box.left + box.width * 0.7, view.list.row_y(i) + view.list.row_h * 0.36) == theme.HIGHLIGHT:
            lit.append(f"level {i + 1}")
    menu = view.menu
    for i, row in enumerate(menu.rows):
        x = menu.center_x + menu.width * 0.45
        if colour(x, menu.row_y(i) + menu.row_h * 0.36) == theme.HIGHLIGHT:
            lit.append(row.label())
    return lit


def test_the_chosen_level_and_the_focused_row_are_not_both_lit(window: Any) -> None:
    window.go("practice")
    window.fade_until = 0.0
    step(window)
    assert lit_rows(window) == ["Start"]  # the keyboard's focus
    menu = window.current_view.menu
    window.dispatch_event("on_mouse_motion", menu.center_x, menu.row_y(5), 0, 0)  # the pointer: Progress
    assert lit_rows(window) == ["Progress"]


def test_the_chosen_level_is_still_marked(window: Any) -> None:
    window.go("practice")
    window.fade_until = 0.0
    step(window)
    view = window.current_view
    window.dispatch_event("on_draw")
    box, y = view.list.box, view.list.row_y(view.chosen)
    edge = arcade.get_image(int(box.left) + 1, int(y) - 2, 4, 4).convert("RGB")
    window.flip()
    assert theme.ACCENT in set(edge.getdata())  # its edge in the accent colour
