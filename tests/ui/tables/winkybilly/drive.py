"""Driving the WinkyBilly table with input events: a table dealt as the tests need it, time passing,
cards dragged and clicked, faces looked at."""

from __future__ import annotations

from typing import Any

import arcade

from game.rules.winkybilly import new_game
from game.ui.headless import FRAME, step
from game.ui.tables.winkybilly.table import WinkyBillyTableView

from ...drive import seat_table

LEFT = arcade.MOUSE_BUTTON_LEFT


def start(
    window: Any, seed: int = 5, players: int = 4, humans: int = 1, hands: list[list[str]] | None = None
) -> WinkyBillyTableView:
    """A WinkyBilly table of the screenshot scenes' kind (`humans` at the first seats), its hands
    dealt as `hands` (card types, seat by seat) when given, shown and drawn once."""
    stacked = {"hands": hands} if hands else None

    def table(setup: Any, names: tuple[str, ...]) -> WinkyBillyTableView:
        return WinkyBillyTableView(setup, new_game(players, seed, names=names, stacked=stacked))

    view: WinkyBillyTableView = seat_table(window, "winkybilly", seed, players, humans, table)
    return view


def tick(window: Any, frames: int = 1) -> None:
    """Time passes (fixed updates only: nothing drawn)."""
    for _ in range(frames):
        window.dispatch_event("on_fixed_update", FRAME)


def until_exchange(window: Any, view: WinkyBillyTableView) -> None:
    """Let the countdown run out: the coup de feu."""
    for _ in range(60 * 10):
        if view.state.phase.name == "EXCHANGE":
            return
        step(window)
    raise AssertionError("no coup de feu")


def look_at(window: Any, view: WinkyBillyTableView, seat: int) -> None:
    x, y, _ = view.stage.seats.spots[seat]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)


def hand_xy(view: WinkyBillyTableView, card: int) -> tuple[float, float]:
    box = view.stage.hand.card_box(card)
    assert box is not None, f"{card} is not in the hand on screen"
    return box[0], box[1]


def saloon_xy(view: WinkyBillyTableView, card: int) -> tuple[float, float]:
    box = view.saloon.box(card)
    assert box is not None, f"{card} is not in the saloon"
    return box[0], box[1]


def drag(window: Any, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press on `start`, move in two steps to `end`, let go there (no time passes)."""
    (x, y), (tx, ty) = start, end
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_event("on_mouse_press", x, y, LEFT, 0)
    window.dispatch_event("on_mouse_drag", (x + tx) / 2, (y + ty) / 2, 1, 1, LEFT, 0)
    window.dispatch_event("on_mouse_drag", tx, ty, 1, 1, LEFT, 0)
    window.dispatch_event("on_mouse_release", tx, ty, LEFT, 0)


def click_at(window: Any, x: float, y: float) -> None:
    """A click with no time passing."""
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_event("on_mouse_press", x, y, LEFT, 0)
    window.dispatch_event("on_mouse_release", x, y, LEFT, 0)
