"""The keys screen: every action in reach, in two columns where one would crush its rows."""

from __future__ import annotations

from typing import Any

from game.i18n import tr
from game.ui.headless import step

from .drive import click


def test_the_keys_lie_in_two_columns_and_a_row_of_the_second_is_clicked_where_it_is_drawn(
    window: Any,
) -> None:
    menu_view = window.go("menu")
    keys = window.go("keys", back=menu_view)
    step(window, 2)
    menu = keys.menu
    assert menu.columns == 2  # 1280×720: the whole list in one column would shrink every row
    rows = [row.label() for row in menu.rows]
    back = len(rows) - 1
    assert rows[back] == tr("common.back")
    first, last = menu.row_box(0), menu.row_box(back)
    assert last.left > first.right  # "Back" ends the second column, beside the first
    assert all(menu.row_box(i).bottom >= 0 for i in range(len(rows)))
    fullscreen = next(i for i, a in enumerate(keys.actions) if a == "fullscreen")
    box = menu.row_box(fullscreen)
    assert menu.row_at(box.center_x, box.center_y) == fullscreen
    assert menu.row_at(first.right + 2, first.center_y) is None  # the gap between the columns
    click(window, box.center_x, box.center_y)
    assert keys.waiting == "fullscreen"  # the row clicked waits for its new key
    keys.waiting = None
    click(window, last.center_x, last.center_y)
    assert window.current_view is menu_view
