"""The Zwoggel board never moves by itself under a human's hand: not during their turn (it settled
as the turn began on every cell their three cards could reach), not while a mouse button is down
(it waits for the release), and between turns it moves only in a glide."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.ui.headless import step
from game.ui.tables.zwoggel.scenes import TRAP_DISPLAY, TRAP_STOCK
from game.ui.tables.zwoggel.table import ZwoggelTableView

from .drive import cell_xy, click_at, hand_xy, key, start, until

TRAP = {"display": TRAP_DISPLAY, "stock": TRAP_STOCK}
LEFT = arcade.MOUSE_BUTTON_LEFT


def view_of(view: ZwoggelTableView) -> tuple[float, float, float]:
    camera = view.camera
    return (*camera.centre, camera.cell)


def test_the_board_keeps_still_through_a_humans_turn_laid_out_to_its_edge(window: Any) -> None:
    """The old board re-zoomed as cards were laid out toward its edge: a click aimed a moment
    earlier landed on the felt."""
    view = start(window, stacked=TRAP)
    step(window, 60)
    before = view_of(view)
    for cell in ((-1, 0), (3, 2)):
        click_at(window, *cell_xy(view, cell))
        step(window, 30)
    for card, cell in ((0, (4, 1)), (1, (5, 1)), (2, (6, 1))):  # outward, each beside the last
        click_at(window, *hand_xy(view, card))
        click_at(window, *cell_xy(view, cell))  # every reachable cell shows: no move needed
        step(window, 60)
        assert view_of(view) == before
    assert view.staging.placed == {0: (4, 1), 1: (5, 1), 2: (6, 1)}


def test_between_turns_the_board_waits_for_a_pressed_button_then_glides(window: Any) -> None:
    view = start(window, stacked=TRAP)
    step(window, 60)
    for cell in ((-1, 0), (3, 2)):
        click_at(window, *cell_xy(view, cell))
        step(window, 30)
    for card, cell in ((0, (4, 1)), (1, (5, 1)), (2, (6, 1))):
        click_at(window, *hand_xy(view, card))
        click_at(window, *cell_xy(view, cell))
    area = view.camera.area
    x, y = area.left + area.width * 0.1, area.bottom + area.height * 0.1
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_event("on_mouse_press", x, y, LEFT, 0)  # held down as the turn ends
    key(window, arcade.key.ENTER)
    held = view_of(view)
    until(window, lambda: view.seen(None)["current"] != 0 and view.now - view.turn_at > 1.0, seconds=10)
    assert view_of(view) == held  # the bot's turn: the board would re-fit, but a button is down
    assert view.seen(None)["current"] != 0  # still the bot's turn
    window.dispatch_event("on_mouse_release", x, y, LEFT, 0)
    step(window, 3)
    first = view_of(view)
    assert first != held and first != pytest.approx(view.camera.goal)  # a glide, not a jump
    step(window, 120)
    assert view_of(view) == pytest.approx(view.camera.goal)
