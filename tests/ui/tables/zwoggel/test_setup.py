"""Zwoggel from the menu to the table: its row plays, the setup seats humans and bots at 2 to 4
players, and the memory aid is an option of the table (remembered with it, never the engine's)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import arcade

from game.i18n import tr
from game.rules.zwoggel import ZwoggelConfig
from game.setup import TableSetup, setup_from_json
from game.store.levels import load_personalities
from game.ui.screens.menu import MainMenuView
from game.ui.tables.zwoggel.table import ZwoggelTableView

from ...drive import open_setup, press, select_row


def test_the_menu_row_opens_the_setup_and_start_deals_the_table_with_its_bots(window: Any) -> None:
    setup = open_setup(window, "zwoggel")
    select_row(window, tr("setup.players"))
    press(window, arcade.key.RIGHT)
    press(window, arcade.key.RIGHT)
    assert setup.setup.players == 4 and [s.kind for s in setup.setup.seats] == ["human", "bot", "bot", "bot"]
    select_row(window, tr("setup.seat", number=2))
    press(window, arcade.key.RIGHT)  # seat 2: a bot of the next level
    select_row(window, tr("setup.start"))
    press(window, arcade.key.ENTER)
    table = window.current_view
    try:
        assert isinstance(table, ZwoggelTableView) and table.state.n == 4
        assert sorted(table.source.bots) == [1, 2, 3] and table.source.policy.thinker.mode == "process"
        assert {"board", "faces", "seats"} <= set(table.drawn)
    finally:
        table.quit_to_menu()  # the bots' worker stops with the table
    assert isinstance(window.current_view, MainMenuView) and table.source.policy.thinker._pool is None


def test_the_memory_aid_is_an_option_of_the_table_and_not_of_the_rules(window: Any) -> None:
    setup = open_setup(window, "zwoggel")
    label = tr("option.memory_aid")
    assert [r.label() for r in setup.menu.rows][:2] == [tr("setup.players"), label]
    assert setup.setup.options["memory_aid"] is False
    select_row(window, label)
    press(window, arcade.key.RIGHT)
    assert setup.setup.options["memory_aid"] is True
    select_row(window, tr("setup.players"))
    press(window, arcade.key.RIGHT)  # another table size keeps it
    assert setup.setup.players == 3 and setup.setup.options["memory_aid"] is True
    chosen = setup.setup
    assert "memory_aid" not in chosen.engine_config()
    assert "memory_aid" not in {f.name for f in fields(ZwoggelConfig)}
    people = [p.name for p in load_personalities()]
    assert setup_from_json(chosen.to_json(), "zwoggel", people) == chosen  # remembered with the table
    assert TableSetup("zwoggel", 2).options["memory_aid"] is False
