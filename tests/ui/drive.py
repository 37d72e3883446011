"""Real input events for the headless window: keys, typing, clicks (through dispatch_event)."""

from __future__ import annotations

import math
from typing import Any

import arcade

from game.ui.headless import FRAME, step
from game.ui.kit.privacy import GUARD_S


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


def read_privacy_screen(window: Any) -> None:
    """The named player reads the privacy screen for its first moment, in which it takes no answer
    (screen time only: the table's clock does not move)."""
    for _ in range(math.ceil(GUARD_S / FRAME) + 1):
        window.dispatch_event("on_update", FRAME)


def take_screen(window: Any, symbol: int = arcade.key.ENTER) -> None:
    """The named player reads the privacy screen, then says they alone are looking (Enter)."""
    read_privacy_screen(window)
    window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_event("on_key_release", symbol, 0)


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
    from game.ui.tables.wink.table import WinkTableView

    setup = table_setup("wink", seed, players, humans)
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    step(window)
    return view


def seat_table(
    window: Any, game: str, seed: int, players: int, humans: int, table: Any, **options: Any
) -> Any:
    """A table of `game` (`humans` at the first seats) made by `table(setup, names)`, shown and
    drawn once; `window.sounds.played` holds what it plays from then on."""
    from game.ui.scenes import table_setup

    window.sounds.played.clear()  # what this table plays, not what the session's other tables did
    setup = table_setup(game, seed, players, humans, **options)
    view = table(setup, tuple(s.name for s in setup.seats))
    window.show_view(view)
    step(window)
    return view


def decline_guide(window: Any) -> None:
    """On a game's first start, its guided game is offered: "No thanks" (the setup comes)."""
    from game.ui.guide.offer import GuideOfferView

    if isinstance(window.current_view, GuideOfferView):
        press(window, arcade.key.DOWN)
        press(window, arcade.key.ENTER)


def open_setup(window: Any, game: str) -> Any:
    """From the main menu, Enter on `game`'s row (which must be playable): its setup screen (its
    guided game declined if it is offered)."""
    from game.i18n import tr
    from game.ui.screens.menu import MainMenuView
    from game.ui.screens.setup import SetupView

    window.show_view(MainMenuView())
    menu = window.current_view.menu
    row = next(i for i, r in enumerate(menu.rows) if r.label() == tr(f"menu.{game}"))
    assert menu.rows[row].enabled()
    menu.selected = row
    press(window, arcade.key.ENTER)
    decline_guide(window)
    view = window.current_view
    assert isinstance(view, SetupView) and view.game == game
    return view
