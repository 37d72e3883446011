"""WinkyBilly from the menu to the table: its row plays, the setup asks each team with a human for
its secret signal (remembered with the table), and the table deals the signals chosen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade

from game.games import game_spec
from game.i18n import tr
from game.setup import SeatSetup, TableSetup, fit_seats, setup_from_json
from game.store.levels import load_personalities
from game.ui.headless import step
from game.ui.screens.setup import SetupView
from game.ui.tables.winkybilly.table import WinkyBillyTableView
from game.ui.tables.winkybilly.teams import team_signals

from ...drive import click, open_setup, press, select_row
from .drive import start

SIGNALS = game_spec("winkybilly").signals


def signal_rows(view: SetupView) -> list[int]:
    prefix = tr("setup.signal", names="")
    return [i for i, row in enumerate(view.menu.rows) if row.label().startswith(prefix)]


def test_the_menu_row_opens_the_setup_and_start_deals_the_table(window: Any) -> None:
    setup = open_setup(window, "winkybilly")
    select_row(window, tr("setup.start"))
    press(window, arcade.key.ENTER)
    table = window.current_view
    assert isinstance(table, WinkyBillyTableView) and table.state.n == setup.setup.players
    assert "saloon" in table.drawn and "hand" in table.drawn


def test_the_team_with_the_humans_picks_its_secret_signal_and_the_table_keeps_it(window: Any) -> None:
    window.show_view(SetupView("winkybilly"))
    view = window.current_view
    rows = signal_rows(view)
    assert len(rows) == 1  # you, and three bots: one team with a human
    first = view.setup.signals[0]
    step(window)  # the value boxes are those of the last frame drawn
    click(window, view.menu.value_boxes[(rows[0], -1)][2] - 2, view.menu.row_y(rows[0]))  # ›
    chosen = view.setup.signals[0]
    assert chosen == SIGNALS[(SIGNALS.index(first) + 1) % len(SIGNALS)]
    assert view.menu.rows[rows[0]].value() == tr(f"gesture.{chosen}")
    view.start()
    table = window.current_view
    assert isinstance(table, WinkyBillyTableView) and table.signals[0] == chosen
    again = SetupView("winkybilly")
    assert again.setup.signals[0] == chosen  # remembered with the table


def test_with_humans_on_two_teams_no_signal_is_shown_at_setup_each_team_sees_its_own(window: Any) -> None:
    """On one couch an opponent would read a choice made on the shared screen: with humans on two
    teams every signal is drawn in secret, and each human sees their team's only when confirmed."""
    window.show_view(SetupView("winkybilly"))
    view = window.current_view
    view.toggle_kind(1)  # seat 2 is human too: an opponent, in the other team
    assert signal_rows(view) == []
    labels = [row.label() for row in view.menu.rows]
    assert tr("setup_felt.signals_drawn") in labels
    assert view.setup.signal_teams() == [] and set(view.setup.signals) == {""}
    drawn = team_signals(view.setup)
    assert len(set(drawn.values())) == len(view.setup.teams())  # all drawn, each unlike the others
    values = [row.value() for row in view.menu.rows if row.value is not None]
    assert not {tr(f"gesture.{g}") for g in SIGNALS} & set(values)  # no row's value names a gesture
    view.toggle_kind(1)  # back to one team with humans: its choice comes back on screen
    assert len(signal_rows(view)) == 1
    assert tr("setup_felt.signals_drawn") not in [row.label() for row in view.menu.rows]


def test_the_bots_teams_draw_their_signals_in_secret_each_unlike_the_others() -> None:
    people = [p.name for p in load_personalities()]
    setup = fit_seats(TableSetup("winkybilly", 10, seats=(SeatSetup("human", "Alex"),), seed=8), people)
    assert setup.signal_teams() == [0] and setup.signals[1:] == ("",) * 4
    setup = replace(setup, signals=("wink", "", "", "", ""))
    signals = team_signals(setup)
    assert signals[0] == "wink" and len(set(signals.values())) == 5
    assert team_signals(setup) == signals  # the deal's number decides
    stored = setup_from_json(setup.to_json(), "winkybilly", people)
    assert stored.signals == setup.signals


def test_the_human_is_shown_their_own_teams_signal_and_partner(window: Any) -> None:
    view = start(window, seed=4, players=6)
    window.dispatch_event("on_draw")
    gesture = tr(f"gesture.{view.signals[0]}")
    assert view.signal_line.text.text == tr(
        "winkybilly.your_signal", gesture=gesture, partner=view.state.names[3]
    )


def test_clicking_where_the_left_arrow_was_keeps_counting_down_as_the_value_narrows(window: Any) -> None:
    """'‹ 10 ›' is wider than '‹ 8 ›': the right-aligned ‹ moves right as the count goes down,
    and clicks at the same spot must keep meaning ‹ (not the row's own action, the next value)."""
    window.show_view(SetupView("winkybilly"))
    view = window.current_view
    players = [r.label() for r in view.menu.rows].index(tr("setup.players"))
    change = view.menu.rows[players].on_change
    assert change is not None
    while view.setup.players < 10:
        change(+1)
    step(window)
    assert view.setup.players == 10
    value = view.board.panel.values[players]  # the players' value, in the panel beside the table
    left = value.x - value.content_width  # where '‹ 10 ›' begins: its ‹
    for expected in (8, 6, 4):
        row = [r.label() for r in view.menu.rows].index(tr("setup.players"))
        click(window, left + 2, view.menu.row_y(row))
        step(window)
        assert view.setup.players == expected


def test_a_seats_arrows_answer_in_their_whole_column_however_wide_the_name(window: Any) -> None:
    """Names differ in width ('Barnaby', 'Inès'): clicks at the spot where the first name's ‹ was
    drawn go back one name each, and as many at its › come forward again to the first."""
    window.show_view(SetupView("winkybilly"))
    view = window.current_view
    assert tr("setup.seat", number=2) in [r.label() for r in view.menu.rows]
    step(window)
    name = view.board.ring.names[1]  # the bot's name under its face, centred: '‹ Barnaby ›'
    half = name.content_width / 2
    first, x0, x1, y = view.setup.seats[1].name, name.x - half, name.x + half, name.y
    seen = [first]
    for _ in range(4):
        click(window, x0 + 2, y)
        step(window)
        seen.append(view.setup.seats[1].name)
    assert len(set(seen)) == 5  # four different names before it, one click each
    for _ in range(4):
        click(window, x1 - 2, y)
        step(window)
    assert view.setup.seats[1].name == first
