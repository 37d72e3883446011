"""Input that works the first time: each click acts once, every setup field answers the mouse,
every bound action obeys its binding, the grid cursor is drawn, refusals speak the player's
language and go when they no longer apply."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade
import pytest

from game.i18n import tr, trn
from game.rules.core import Event
from game.rules.wink import Accuse, Call, Name
from game.ui.headless import FRAME, step
from game.ui.scenes import table_setup
from game.ui.screens.menu import MainMenuView
from game.ui.screens.setup import SetupView
from game.ui.tables.wink.table import WinkTableView
from game.ui.tables.wink.words import describe, turn_line

from .drive import click, press


def start(window: Any, seed: int, players: int = 5, preset: str = "wink-fr") -> WinkTableView:
    setup = table_setup("wink", seed, players, preset=preset)
    view = WinkTableView(setup, setup.new_state())
    window.show_view(view)
    step(window)
    return view


def until_my_turn(window: Any, view: WinkTableView, step_name: str) -> None:
    for _ in range(60 * 300):
        if view.state.current == 0 and view.state.step.name == step_name:
            return
        window.dispatch_event("on_fixed_update", FRAME)
        if view.state.current == 0 and view.state.step.name == "CALL" and step_name == "NAME":
            view.act(Call(0, min(view.state.callable_numbers(0))))  # on to the next turn of mine
    raise AssertionError(f"never my {step_name} step")


def my_actions(view: WinkTableView) -> list[Any]:
    return [a for a in view.state.history if a.seat == 0 and not isinstance(a, Accuse)]


# ---------------------------------------------------------------- one click, one action
def test_calling_a_card_acts_once_and_says_nothing_wrong(window: Any) -> None:
    view = start(window, seed=2)
    until_my_turn(window, view, "CALL")
    before = len(my_actions(view))
    number = min(view.state.callable_numbers(0))
    cell = view.grid.cells[number]
    click(window, cell.center_x, cell.center_y)
    assert my_actions(view)[before:] == [Call(0, number)]
    assert view.stage.notice.current(0, view.now) == ""  # no "it is Margot's turn" after my own call
    assert window.sounds.played[-1][0] != "wrong"


def test_naming_a_partner_acts_once_and_opens_no_accusation(window: Any) -> None:
    view = start(window, seed=2)
    until_my_turn(window, view, "NAME")
    before = len(my_actions(view))
    x, y, _ = view.stage.seats.spots[2]
    click(window, x, y)
    assert my_actions(view)[before:] == [Name(0, 2)]
    assert not view.prompt.open


def test_a_menu_click_acts_once(window: Any) -> None:
    window.show_view(SetupView("wink"))
    view = window.current_view
    row = [r.label() for r in view.menu.rows].index(tr("setup.players"))
    players = view.setup.players
    step(window)
    _, _, right, _ = view.menu.value_boxes[(row, -1)]
    click(window, right - 2, view.menu.row_y(row))  # the ›
    assert view.setup.players == players + 1


# ---------------------------------------------------------------- the setup answers the mouse
def seat_row(view: SetupView, seat: int) -> int:
    return [r.label() for r in view.menu.rows].index(tr("setup.seat", number=seat + 1))


def click_arrow(window: Any, view: SetupView, row: int, segment: int, side: str) -> None:
    step(window)  # the boxes are those of the last frame drawn
    left, bottom, right, top = view.menu.value_boxes[(row, segment)]
    click(window, left + 2 if side == "‹" else right - 2, (bottom + top) / 2)


def test_the_left_arrow_decreases_and_the_right_one_increases(window: Any) -> None:
    window.show_view(SetupView("wink"))
    view = window.current_view
    row = [r.label() for r in view.menu.rows].index(tr("setup.players"))
    players = view.setup.players
    click_arrow(window, view, row, -1, "‹")
    assert view.setup.players == players - 1
    click_arrow(window, view, row, -1, "›")
    assert view.setup.players == players


def test_every_seat_field_changes_with_the_mouse(window: Any) -> None:
    window.show_view(SetupView("wink"))
    view = window.current_view
    row = seat_row(view, 1)
    assert view.setup.seats[1].kind == "bot"
    level, person = view.setup.seats[1].difficulty, view.setup.seats[1].personality
    click_arrow(window, view, row, 1, "›")  # the level
    assert view.setup.seats[1].difficulty != level
    click_arrow(window, view, row, 1, "‹")
    assert view.setup.seats[1].difficulty == level
    click_arrow(window, view, row, 2, "›")  # the personality
    assert view.setup.seats[1].personality not in (person, "")
    click_arrow(window, view, row, 2, "‹")
    assert view.setup.seats[1].personality == person
    click_arrow(window, view, row, 0, "›")  # bot -> human
    assert view.setup.seats[1].kind == "human"
    click_arrow(window, view, row, 0, "‹")  # and back
    assert view.setup.seats[1].kind == "bot"


# ---------------------------------------------------------------- bindings
def bind(window: Any, **keys: str) -> None:
    bindings = dict(window.settings.key_bindings) | keys
    window.apply_settings(replace(window.settings, key_bindings=bindings), save=False)


def test_menus_obey_the_bound_keys(window: Any) -> None:
    bind(window, menu_down="S", menu_up="Z", confirm="SPACE", back="Q")
    window.show_view(SetupView("wink"))
    view = window.current_view
    press(window, arcade.key.DOWN)  # no longer bound: nothing moves
    assert view.menu.selected == 0
    press(window, arcade.key.S)
    assert view.menu.selected == 1
    press(window, arcade.key.Z)
    assert view.menu.selected == 0
    players = view.setup.players
    press(window, arcade.key.SPACE)  # confirm on "Players": the next count
    assert view.setup.players == players + 1
    press(window, arcade.key.ESCAPE)
    assert window.current_view is view
    press(window, arcade.key.Q)
    assert isinstance(window.current_view, MainMenuView)


def test_pause_and_confirm_at_the_table_obey_their_bindings(window: Any) -> None:
    bind(window, pause="F2", confirm="SPACE")
    view = start(window, seed=2)
    press(window, arcade.key.ESCAPE)
    assert not view.paused
    press(window, arcade.key.F2)
    assert view.paused
    press(window, arcade.key.F2)  # the pause key resumes too
    assert not view.paused
    until_my_turn(window, view, "CALL")
    press(window, arcade.key.RIGHT)  # the cursor
    number = view.grid.cursor_card()
    ok = number in view.state.callable_numbers(0)
    press(window, arcade.key.SPACE)
    assert (Call(0, number) in view.state.history) == ok


def test_full_screen_obeys_its_binding_everywhere(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window, "set_fullscreen", lambda *_, **__: None)  # headless: no screen to fill
    bind(window, fullscreen="F10")
    window.show_view(MainMenuView())
    press(window, arcade.key.F11)
    assert not window.settings.fullscreen
    press(window, arcade.key.F10)
    assert window.settings.fullscreen
    start(window, seed=2)
    press(window, arcade.key.F10)
    assert not window.settings.fullscreen


def test_the_keyboard_cursor_on_the_grid_is_drawn(window: Any) -> None:
    view = start(window, seed=2)
    press(window, arcade.key.RIGHT)
    cell = view.grid.cells[view.grid.cursor_card()]
    window.dispatch_event("on_draw")
    pad = view.grid.card[0] * 0.06
    x, y = int(cell.center_x), int(cell.bottom - pad)  # on the outline, under the card
    colour = arcade.get_image(x, y - 1, 1, 3).convert("RGB").getpixel((0, 1))
    assert colour == (255, 214, 110)
    window.dispatch_event("on_mouse_motion", 5, 5, 0, 0)  # the mouse takes over: no cursor
    assert not view.grid.cursor_shown


# ---------------------------------------------------------------- words
def test_the_you_forms_and_plurals_read_as_english() -> None:
    names = ("You", "Margot", "Hugo")
    assert describe(Event("call", {"seat": 0, "number": 31}), 0, names) == "You call 31."
    assert describe(Event("call", {"seat": 1, "number": 31}), 0, names) == "Margot calls 31."
    accused = Event("accused", {"seat": 1, "target": 0, "number": 5, "caller": 2, "right": True})
    assert describe(accused, 0, names) == (
        "J'accuse! Margot caught you holding 5: +2.\nHugo's call on 5 ends: nobody is left to name."
    )
    assert trn("count.cards", 1, "en") == "1 card" and trn("count.cards", 2, "en") == "2 cards"
    assert trn("count.cards", 0, "fr") == "0 carte" and trn("count.cards", 2, "fr") == "2 cartes"


def test_or_pass_only_where_the_rules_allow_passing() -> None:
    obs = {"over": False, "current": 0, "step": "name", "names": ["You", "Margot"]}
    keys = {"pass_naming": "P"}
    assert "P" not in turn_line(obs, 0, can_pass=False, keys=keys)
    assert "P" in turn_line(obs, 0, can_pass=True, keys=keys)


def test_a_refusal_goes_when_the_turn_moves_on(window: Any) -> None:
    view = start(window, seed=2)
    until_my_turn(window, view, "CALL")
    held = min(view.state.hands[0])
    cell = view.grid.cells[held]
    click(window, cell.center_x, cell.center_y)  # a card I hold: refused
    assert view.stage.notice.current(0, view.now)
    view.act(Call(0, min(view.state.callable_numbers(0))))
    assert view.stage.notice.current(0, view.now) == ""


def test_refusals_and_ends_speak_the_players_language(window: Any) -> None:
    window.apply_settings(replace(window.settings, language="fr"), save=False)
    view = start(window, seed=2)
    until_my_turn(window, view, "CALL")
    held = min(view.state.hands[0])
    cell = view.grid.cells[held]
    click(window, cell.center_x, cell.center_y)
    assert view.stage.notice.current(0, view.now) == f"Vous avez la jumelle du {held}."
    end = Event(
        "game_over", {"end": {"reason": "x", "code": "no_card_in_hand", "seats": {"seat": 1}, "params": {}}}
    )
    line = describe(end, 0, view.state.names)
    assert line == f"Fin de partie : {view.state.names[1]} n'a plus de carte en main."
    yours = Event("game_over", {"end": {**end.data["end"], "seats": {"seat": 0}}})
    assert describe(yours, 0, view.state.names) == "Fin de partie : Vous n'avez plus de carte en main."
    someone = f"{view.state.names[0]} n'a plus de carte en main."
    assert describe(yours, None, view.state.names).endswith(someone)
