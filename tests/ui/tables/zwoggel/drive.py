"""Driving the Zwoggel table with input events: a table dealt as the tests need it, time passing,
cards revealed, laid out, taken back and confirmed with the mouse and the keys."""

from __future__ import annotations

from typing import Any

import arcade

from game.rules.zwoggel import new_game
from game.rules.zwoggel.cards import Cell
from game.ui.headless import FRAME, step
from game.ui.tables.zwoggel.scenes import inline
from game.ui.tables.zwoggel.table import ZwoggelTableView

from ...drive import seat_table
from ..winkybilly.drive import click_at, drag

__all__ = ["click_at", "drag"]


def start(
    window: Any,
    seed: int = 4,
    players: int = 2,
    humans: int = 1,
    stacked: dict[str, Any] | None = None,
    first: int = 0,
    **options: Any,
) -> ZwoggelTableView:
    """A Zwoggel table (`humans` at the first seats, bots thinking inline, seat `first` first), its
    deal `stacked` when given, shown and drawn once."""

    def table(setup: Any, names: tuple[str, ...]) -> Any:
        return inline(setup, new_game(players, seed, names=names, first_seat=first, stacked=stacked))

    view: ZwoggelTableView = seat_table(window, "zwoggel", seed, players, humans, table, **options)
    return view


def tick(window: Any, frames: int = 1) -> None:
    """Time passes (fixed updates only: nothing drawn)."""
    for _ in range(frames):
        window.dispatch_event("on_fixed_update", FRAME)
        window.dispatch_event("on_update", FRAME)


def cell_xy(view: ZwoggelTableView, cell: Cell) -> tuple[float, float]:
    """Where a cell of the board is on screen now (it must be in view)."""
    assert view.camera.shows(cell), f"{cell} is not in view"
    x, y, _size = view.camera.on_screen(cell)
    return x, y


def hand_xy(view: ZwoggelTableView, index: int) -> tuple[float, float]:
    """Where drawn card `index` lies in the hand strip."""
    box = view.stage.hand.card_box((view.staging.turn, index))
    assert box is not None, f"drawn card {index} is not in the hand on screen"
    return box[0], box[1]


def until(window: Any, done: Any, seconds: float = 60.0, draw_every: int = 30) -> None:
    """Let time pass until `done()` (drawing now and then); fail after `seconds`."""
    for k in range(int(seconds * 60)):
        if done():
            return
        if k % draw_every:
            tick(window)
        else:
            step(window)
    raise AssertionError(f"not done after {seconds} s")


def key(window: Any, symbol: int, modifiers: int = 0) -> None:
    """A key press with no time passing."""
    window.dispatch_event("on_key_press", symbol, modifiers)
    window.dispatch_event("on_key_release", symbol, modifiers)


def cursor_to(window: Any, view: ZwoggelTableView, cell: Cell) -> None:
    """Walk the keyboard cursor to `cell` with the arrow keys."""
    if not view.controls.cursor_shown:
        key(window, arcade.key.RIGHT)  # the first arrow shows the cursor
    for _ in range(40):
        (x, y), (tx, ty) = view.controls.cursor, cell
        if (x, y) == (tx, ty):
            return
        if x != tx:
            key(window, arcade.key.RIGHT if tx > x else arcade.key.LEFT)
        else:
            key(window, arcade.key.UP if ty > y else arcade.key.DOWN)
    raise AssertionError(f"the cursor did not reach {cell}")
