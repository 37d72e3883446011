"""Your face and name (issue 21): chosen once on their own screen, from the main menu or the
settings, with the keys or the mouse; a name typed wrong is told and never lost; the setup seats
the player with them; no bot at any table, nor any practice face, wears the player's face."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.games import specs
from game.setup import SeatSetup, TableSetup, fit_seats, seat_player
from game.store.levels import load_personalities, load_practice_levels
from game.store.player import FACES, NAME_MAX
from game.store.settings import settings_path
from game.ui.headless import step
from game.ui.kit.bot_seats import seat_faces

from .drive import click, press, select_row, type_text
from .practice.drive import open_drill, open_trial

PEOPLE = [p.name for p in load_personalities()]


def open_you(window: Any, via: str = "menu") -> Any:
    if via == "menu":
        window.go("menu")
    else:
        window.go(via, back="menu")
    step(window)
    select_row(window, "Your face and name")
    press(window, arcade.key.ENTER)
    view = window.current_view
    assert type(view).__name__ == "YouView"
    return view


def kept_on_disk() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(Path(settings_path()).read_text(encoding="utf-8"))
    return data


def test_the_name_is_typed_and_the_face_chosen_with_the_keys(window: Any) -> None:
    view = open_you(window)
    type_text(window, "Zoé")
    press(window, arcade.key.ENTER)  # keeps the name
    assert window.settings.player_name == "Zoé"
    press(window, arcade.key.DOWN)  # the faces
    start = window.settings.player_face
    press(window, arcade.key.RIGHT)
    assert window.settings.player_face == (start + 1) % FACES
    assert kept_on_disk()["player_face"] == (start + 1) % FACES and kept_on_disk()["player_name"] == "Zoé"
    press(window, arcade.key.ESCAPE)
    assert type(window.current_view).__name__ == "MainMenuView" and view.error.text == ""


def test_a_portrait_is_chosen_with_a_click(window: Any) -> None:
    view = open_you(window, via="settings")
    x, y, _ = view.spots[3]
    click(window, x, y)
    assert window.settings.player_face == 3
    select_row(window, "Done")
    press(window, arcade.key.ENTER)
    assert type(window.current_view).__name__ == "SettingsView"


def test_a_name_too_long_is_told_and_what_was_typed_stays(window: Any) -> None:
    view = open_you(window)
    type_text(window, "A" * NAME_MAX)
    type_text(window, "B")
    assert view.draft == "A" * NAME_MAX
    assert view.error.text == f"A name has at most {NAME_MAX} characters."


def test_a_character_that_does_not_print_is_told_not_dropped_silently(window: Any) -> None:
    view = open_you(window)
    type_text(window, "Al")
    window.dispatch_event("on_text", "\x07")
    step(window)
    assert view.draft == "Al" and "letters, digits" in view.error.text
    type_text(window, "ex")
    assert view.draft == "Alex" and view.error.text == ""


def test_a_bots_name_is_refused_and_kept_to_be_put_right(window: Any) -> None:
    view = open_you(window)
    type_text(window, PEOPLE[0])
    press(window, arcade.key.ENTER)
    assert window.settings.player_name == "" and view.draft == PEOPLE[0]
    assert "bot's name" in view.error.text
    press(window, arcade.key.ESCAPE)  # told once more, still here
    assert window.current_view is view and "again" in view.error.text
    press(window, arcade.key.BACKSPACE)
    press(window, arcade.key.ENTER)
    assert window.settings.player_name == PEOPLE[0][:-1]


def test_the_setup_seats_the_player_with_their_face_and_name(window: Any) -> None:
    window.apply_settings(replace(window.settings, player_name="Zoé", player_face=0), save=False)
    setup_view = window.go("setup", "wink")
    step(window)
    you = setup_view.setup.seats[0]
    assert (you.kind, you.name, you.face) == ("human", "Zoé", 0)
    faces = seat_faces(setup_view.setup)
    assert faces[0] == 0 and 0 not in faces[1:]  # Margot's face is the player's: she wears another
    select_row(window, "Seat 1")
    type_text(window, "x")  # the name is not typed here
    assert setup_view.setup.seats[0].name == "Zoé" and "Your face and name" in setup_view.error.text
    press(window, arcade.key.ENTER)  # opens the player's screen, and back
    assert type(window.current_view).__name__ == "YouView"
    press(window, arcade.key.DOWN)
    press(window, arcade.key.RIGHT)
    press(window, arcade.key.ESCAPE)
    assert window.current_view is setup_view and setup_view.setup.seats[0].face == 1
    select_row(window, "Start")
    press(window, arcade.key.ENTER)
    table = window.current_view
    assert table.setup.seats[0].name == "Zoé" and table.stage.seats.faces[0].face == 1


def test_on_a_couch_the_first_human_is_the_player_and_the_others_players_n(window: Any) -> None:
    window.apply_settings(replace(window.settings, player_name="Zoé", player_face=5), save=False)
    view = window.go("setup", "wink")
    step(window)
    view.toggle_kind(2)
    seats = view.setup.seats
    assert (seats[0].name, seats[0].face) == ("Zoé", 5)
    assert (seats[2].kind, seats[2].name, seats[2].face) == ("human", "Player 3", -1)
    assert 5 not in seat_faces(view.setup)[1:]
    view.toggle_kind(0)  # the player's seat turns bot: the next human is the player
    assert (view.setup.seats[2].name, view.setup.seats[2].face) == ("Zoé", 5)
    view.toggle_kind(0)
    assert [view.setup.seats[i].name for i in (0, 2)] == ["Zoé", "Player 3"]


@pytest.mark.parametrize("game", [spec.name for spec in specs()])
def test_no_bot_at_any_table_wears_the_players_face(game: str) -> None:
    spec = specs()[[s.name for s in specs()].index(game)]
    for players in spec.possible_players():
        for face in range(FACES):
            for first in range(len(PEOPLE)):  # bots from every place in the list of personalities
                people = PEOPLE[first:] + PEOPLE[:first]
                seats = (SeatSetup(kind="human", name="Zoé"),)
                setup = fit_seats(TableSetup(game, players, seats=seats), people)
                faces = seat_faces(seat_player(setup, "Zoé", face))
                assert faces[0] == face and face not in faces[1:], (game, players, face, first)


@pytest.mark.parametrize("face", range(FACES))
def test_no_practice_face_is_the_players(window: Any, face: int) -> None:
    window.apply_settings(replace(window.settings, player_face=face), save=False)
    for level in load_practice_levels()[::3] + load_practice_levels()[-1:]:
        view = open_trial(window, level)
        assert (
            face not in [f.face for f in view.ring.seats.faces] and len(set(view.ring.names)) == view.ring.n
        )
    drill = open_drill(window, load_practice_levels()[-1])
    assert face not in [f.face for f in drill.ring.seats.faces]
