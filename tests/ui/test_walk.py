"""Menu → setup → game start → pause → menu, with real key events; mouse on the way back."""

from __future__ import annotations

from typing import Any

import arcade

from game.i18n import tr
from game.ui.screens.menu import MainMenuView
from game.ui.screens.setup import SetupView
from game.ui.tables.wink.table import WinkTableView

from .drive import click, decline_guide, press, select_row


def test_menu_setup_start_pause_quit_back_to_menu(window: Any) -> None:
    window.show_view(MainMenuView())
    press(window, arcade.key.ENTER)  # the first row: Wink / Zwinkern
    decline_guide(window)  # (its guided game is offered on a first start)
    assert isinstance(window.current_view, SetupView)
    select_row(window, tr("setup.start"))
    press(window, arcade.key.ENTER)
    table = window.current_view
    assert isinstance(table, WinkTableView)
    assert table.state.n == table.setup.players
    press(window, arcade.key.ESCAPE)
    assert table.paused and table.pause.enabled
    clock = table.clock
    press(window, arcade.key.DOWN, frames=5)
    assert table.clock == clock  # paused: the table's clock stands still
    select_row_in(table.pause.menu, window, tr("pause.quit_to_menu"))
    press(window, arcade.key.ENTER)
    assert table.pause.confirming  # asks before leaving
    press(window, arcade.key.ESCAPE)
    assert not table.pause.confirming and isinstance(window.current_view, WinkTableView)
    select_row_in(table.pause.menu, window, tr("pause.quit_to_menu"))
    press(window, arcade.key.ENTER)
    row = table.pause.confirm
    yes = next(i for i, r in enumerate(row.rows) if r.label() == tr("pause.yes"))
    click(window, row.center_x, row.row_y(yes))
    assert isinstance(window.current_view, MainMenuView)


def select_row_in(menu: Any, window: Any, label: str) -> None:
    for _ in range(len(menu.rows) + 1):
        if menu.rows[menu.selected].label() == label:
            return
        press(window, arcade.key.DOWN)
    raise AssertionError(label)


def test_resume_with_escape_and_the_clock_runs_again(window: Any) -> None:
    window.show_view(SetupView("wink"))
    select_row(window, tr("setup.start"))
    press(window, arcade.key.ENTER)
    table = window.current_view
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.ESCAPE)
    assert not table.paused
    clock = table.clock
    press(window, arcade.key.SPACE, frames=3)
    assert table.clock > clock


def test_the_last_setup_is_remembered_but_each_visit_deals_anew(window: Any, monkeypatch: Any) -> None:
    window.show_view(SetupView("wink"))
    view = window.current_view
    select_row(window, tr("setup.players"))
    press(window, arcade.key.RIGHT)
    players = view.setup.players
    seed = view.setup.seed
    select_row(window, tr("setup.start"))
    press(window, arcade.key.ENTER)
    monkeypatch.setattr("game.ui.screens.setup.new_seed", lambda rng: seed % 99_999 + 1)
    again = SetupView("wink")
    assert again.setup.players == players  # the table is remembered
    assert again.setup.seed == seed % 99_999 + 1 != seed  # the deal is not: a new game, a new deal


def test_typing_a_deal_number_replays_that_deal(window: Any) -> None:
    def deal(typed: str | None) -> Any:
        window.show_view(SetupView("wink"))
        if typed is not None:
            select_row(window, tr("setup.seed"))
            for _ in range(6):
                press(window, arcade.key.BACKSPACE)
            window.dispatch_event("on_text", typed)
            assert window.current_view.setup.seed == int(typed)
        select_row(window, tr("setup.start"))
        press(window, arcade.key.ENTER)
        return window.current_view.state.to_json()["hands"]

    first = deal("48213")
    assert deal("48213") == first
    assert deal(None) != first  # not typed: another deal
