"""The setup set on the felt (issue 23): every seat is changed where it sits, with the mouse and with
the keys; seats are added and taken away within the game's counts; every option, value and word of
the game is explained on hover and on focus in both languages; a table started from it is the
TableSetup the same choices always gave; and at every size, in both languages and at the largest
text, nothing is cut off or drawn over something else, the busiest tables included."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

import arcade
import pytest

from game.games import game_spec, specs
from game.i18n import catalogue, tr
from game.setup import SeatSetup, TableSetup, fit_seats
from game.store.levels import load_personalities
from game.ui.headless import step
from game.ui.scenes import scene_names, show_scene
from game.ui.screens.setup import SetupView
from game.ui.theme import Scale

from .drive import click, press, select_row
from .screen import frame_texts, layout_problems

Box = tuple[float, float, float, float]


def setup_view(window: Any, game: str) -> SetupView:
    view = SetupView(game)
    window.show_view(view)
    step(window)
    return view


def middle(box: Box) -> tuple[float, float]:
    return (box[0] + box[2]) / 2, (box[1] + box[3]) / 2


def chip(view: SetupView, seat: int, segment: int, side: str) -> tuple[float, float]:
    """Where to click the ‹ (or ›) half of a seat's chip: 0 human or bot, 1 level, 2 personality."""
    left, bottom, right, top = view.board.ring.chip_boxes[seat][segment]
    return (left + 3 if side == "‹" else right - 3), (bottom + top) / 2


def seat_row(view: SetupView, seat: int) -> int:
    return view.board.first_seat + seat


# ---------------------------------------------------------------- each seat where it sits, by mouse
def test_a_seat_is_changed_where_it_sits_with_the_mouse(window: Any) -> None:
    view = setup_view(window, "wink")
    before = view.setup.seats[2]
    assert before.kind == "bot"
    click(window, *chip(view, 2, 1, "›"))  # the level chip under seat 3's face
    assert view.setup.seats[2].difficulty != before.difficulty
    click(window, *chip(view, 2, 1, "‹"))
    assert view.setup.seats[2].difficulty == before.difficulty
    face = view.board.ring.faces[2].face
    click(window, *chip(view, 2, 2, "›"))  # the name: another personality, and its face
    step(window)
    assert view.setup.seats[2].personality not in ("", before.personality)
    assert view.board.ring.faces[2].face != face
    click(window, *chip(view, 2, 2, "‹"))
    assert view.setup.seats[2].personality == before.personality
    x, y, _size = view.board.ring.spots[2]
    click(window, x, y)  # a click on a bot's face: the next personality too
    assert view.setup.seats[2].personality not in ("", before.personality)
    click(window, *chip(view, 2, 0, "›"))  # bot -> human, where it sits
    assert view.setup.seats[2].kind == "human" and view.setup.seats[2].name == "Player 3"
    step(window)
    assert 1 not in view.board.ring.chip_boxes[2]  # a human has no level
    click(window, *chip(view, 2, 0, "‹"))
    assert view.setup.seats[2].kind == "bot"


def test_seats_are_added_at_the_empty_chair_and_taken_away_with_their_cross(window: Any) -> None:
    view = setup_view(window, "wink")
    players = view.setup.players
    names = [s.name for s in view.setup.seats]
    add = view.board.ring.add_box
    assert add is not None
    click(window, *middle(add))
    assert view.setup.players == players + 1 and [s.name for s in view.setup.seats][:players] == names
    step(window)
    cross = view.board.ring.remove_boxes[1]
    assert cross is not None
    click(window, *middle(cross))  # seat 2 leaves; the others keep who they are
    assert view.setup.players == players
    assert [s.name for s in view.setup.seats][:2] == [names[0], names[2]]
    step(window)
    assert view.board.ring.remove_boxes[0] is None  # the player's own seat is never taken away
    while view.more_players() is not None:
        view.add_seat()
    step(window)
    assert view.board.ring.add_box is None  # a full table has no empty chair
    while view.fewer_players() is not None:
        view.remove_seat(1)
    step(window)
    assert view.setup.players == min(view.setup.player_range())
    assert all(box is None for box in view.board.ring.remove_boxes)


def test_winkybilly_adds_and_removes_a_team_at_a_time(window: Any) -> None:
    view = setup_view(window, "winkybilly")
    assert view.setup.players == 4
    add = view.board.ring.add_box
    assert add is not None
    click(window, *middle(add))
    assert view.setup.players == 6 and len(view.setup.seats) == 6
    step(window)
    cross = view.board.ring.remove_boxes[3]
    assert cross is not None
    click(window, *middle(cross))
    assert view.setup.players == 4 and len(view.setup.seats) == 4


# ---------------------------------------------------------------- and by the keys
def test_a_seat_is_changed_where_it_sits_with_the_keys(window: Any) -> None:
    view = setup_view(window, "wink")
    for _ in range(len(view.board.rows)):  # Tab walks the panel, the words, then the seats
        if view.board.selected == seat_row(view, 1):
            break
        press(window, arcade.key.TAB)
    assert view.board.seat_of(view.board.selected) == 1
    seat = view.setup.seats[1]
    press(window, arcade.key.RIGHT)  # bot normal -> bot expert
    assert (view.setup.seats[1].kind, view.setup.seats[1].difficulty) == ("bot", "expert")
    press(window, arcade.key.RIGHT)  # -> human
    assert view.setup.seats[1].kind == "human"
    press(window, arcade.key.LEFT)
    assert view.setup.seats[1].kind == "bot"
    person = view.setup.seats[1].personality
    press(window, arcade.key.ENTER)  # another personality
    assert view.setup.seats[1].personality not in (person, "")
    press(window, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert view.board.seat_of(view.board.selected) == 0
    press(window, arcade.key.TAB)
    players = view.setup.players
    press(window, arcade.key.DELETE)  # the seat in focus leaves the table
    assert view.setup.players == players - 1 and seat.name not in [s.name for s in view.setup.seats]
    select_row(window, tr("setup_felt.add_seat"))
    press(window, arcade.key.ENTER)  # the empty chair takes a new player
    assert view.setup.players == players


def test_the_focused_seat_is_ringed_and_its_name_typed(window: Any) -> None:
    view = setup_view(window, "wink")
    view.toggle_kind(3)
    for _ in range(len(view.board.rows)):
        if view.board.selected == seat_row(view, 3):
            break
        press(window, arcade.key.DOWN)
    window.dispatch_event("on_text", "x")
    step(window)
    assert view.setup.seats[3].name == "Player 4x"
    assert view.board.ring.names[3].text == "Player 4x▏"  # typed where it sits, with its cursor


def test_the_face_chosen_in_your_face_and_name_sits_at_your_seat(window: Any) -> None:
    view = setup_view(window, "wink")
    face = view.board.ring.faces[0].face
    x, y, _ = view.board.ring.spots[0]
    click(window, x, y)  # a click on your own face opens "Your face and name"
    assert type(window.current_view).__name__ == "YouView"
    press(window, arcade.key.DOWN)
    press(window, arcade.key.RIGHT)  # another portrait
    press(window, arcade.key.ESCAPE)
    assert window.current_view is view
    step(window)
    assert view.board.ring.faces[0].face == view.setup.seats[0].face != face


# ---------------------------------------------------------------- plain words
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_word_of_every_game_has_its_name_and_one_line_in_both_languages(lang: str) -> None:
    words = catalogue(lang)
    for spec in specs():
        assert spec.terms, spec.name
        for term in spec.terms:
            assert words.get(f"term.{term}") and words.get(f"term.desc.{term}"), (spec.name, term)
            assert "\n" not in words[f"term.desc.{term}"]
    for value in game_spec("wink").option("preset").values:
        assert words.get(f"preset.desc.{value}")
    assert words.get("setup_help.add_seat")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_word_of_the_game_is_explained_on_hover_and_on_focus(window: Any, lang: str) -> None:
    window.apply_settings(replace(window.settings, language=lang), save=False)
    view = setup_view(window, "winkybilly")
    board = view.board
    term = board.first_term + list(view.spec.terms).index("coup_de_feu")
    window.dispatch_event("on_mouse_motion", *board.centre(term), 0, 0)
    step(window)
    assert view.explain.text == tr("term.desc.coup_de_feu", lang)
    assert view.tip.title.text == tr("term.coup_de_feu", lang)
    window.dispatch_event("on_mouse_motion", 1, 1, 0, 0)  # the pointer leaves: the focus is told
    select_row(window, tr("term.kems", lang))
    assert view.explain.text == tr("term.desc.kems", lang)


def test_a_presets_name_and_a_bots_level_are_explained_where_they_appear(window: Any) -> None:
    view = setup_view(window, "wink")
    preset = 1 + [o.name for o in view.spec.options].index("preset")
    window.dispatch_event("on_mouse_motion", *view.board.centre(preset), 0, 0)
    step(window)
    value = view.setup.options["preset"]
    assert view.explain.text.split("\n") == [tr("setup_help.preset"), tr(f"preset.desc.{value}")]
    assert tr(f"preset.{value}") in view.tip.title.text
    x, y, _ = view.board.ring.spots[1]
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    step(window)
    seat = view.setup.seats[1]
    assert tr(f"difficulty.desc.{seat.difficulty}") in view.explain.text
    assert view.tip.title.text.startswith(seat.name)


# ---------------------------------------------------------------- the same table as before
def test_the_table_started_is_the_setup_the_same_choices_always_gave(window: Any) -> None:
    """Five players, seat 3 an expert, seat 4 on the couch, the English Wink rules, deal 4242:
    the table dealt is exactly that TableSetup, built without the screen."""
    view = setup_view(window, "wink")
    view.change_players(+1)  # 6: by the panel's row, as before
    view.change_players(-1)
    view.change_level(2, +1)  # normal -> expert
    view.toggle_kind(3)
    while view.setup.options["preset"] != "wink-en":
        view.change_option(view.spec.option("preset"), +1)
    select_row(window, tr("setup.seed"))
    for _ in range(6):
        press(window, arcade.key.BACKSPACE)
    window.dispatch_event("on_text", "4242")
    select_row(window, tr("setup.start"))
    press(window, arcade.key.ENTER)
    table = window.current_view
    people = [p.name for p in load_personalities()]
    seats = list(fit_seats(TableSetup("wink", 5, {}, seats=(SeatSetup("human", "You"),)), people).seats)
    seats[2] = replace(seats[2], difficulty="expert")
    seats[3] = SeatSetup(kind="human", name="Player 4")
    # the player's own face; and on a couch nobody is "You"
    seats[0] = replace(seats[0], name="Player 1", face=window.settings.player_face)
    expected = TableSetup("wink", 5, {"preset": "wink-en"}, tuple(seats), 4242)
    assert table.setup == expected


# ---------------------------------------------------------------- at every size
SIZES = [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)]


def geometry_problems(view: SetupView, width: int, height: int, text: float) -> list[str]:
    """Seats that overlap each other, the panel or the window's edge, laid out for that size."""
    board = view.board
    scale = Scale(width, height, text)
    board.layout(width / 2, height - scale.px(60), width - scale.px(28), scale, bottom=scale.px(56) * text)
    boxes = [*board.ring.seat_boxes, *([board.ring.add_box] if board.ring.add_box else [])]
    panel_left = board.panel.center_x - board.panel.width / 2
    out = []
    for i, (left, bottom, right, top) in enumerate(boxes):
        if left < 0 or bottom < 0 or right > panel_left or top > height:
            out.append(f"seat {i} {(left, bottom, right, top)} leaves its room")
        for j, other in enumerate(boxes[i + 1 :], start=i + 1):
            if left < other[2] and other[0] < right and bottom < other[3] and other[1] < top:
                out.append(f"seats {i} and {j} overlap")
    return out


@pytest.mark.parametrize(("game", "players"), [("wink", 8), ("winkybilly", 10), ("zwoggel", 4), ("wink", 4)])
@pytest.mark.parametrize("text", [1.0, 1.6])
def test_no_seat_overlaps_another_at_any_size(window: Any, game: str, players: int, text: float) -> None:
    view = setup_view(window, game)
    while view.setup.players < players:
        view.add_seat()
    while view.setup.players > players and view.fewer_players() is not None:
        view.remove_seat(1)
    assert view.setup.players == players
    for width, height in SIZES:
        assert geometry_problems(view, width, height, text) == [], (width, height)


def busiest(window: Any, game: str, humans: tuple[int, ...]) -> Any:
    """`game`'s setup with every seat it can have, `humans` on the couch."""
    view = setup_view(window, game)
    while view.more_players() is not None:
        view.add_seat()
    for seat in humans:
        view.toggle_kind(seat)
    return view


BUILDS: list[Callable[[Any], Any]] = [
    *(partial(show_scene, name=name, seed=3) for name in scene_names() if name.startswith("setup")),
    partial(busiest, game="wink", humans=()),
    partial(busiest, game="winkybilly", humans=(1,)),
    partial(busiest, game="zwoggel", humans=(2,)),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("text", [1.0, 1.6])
def test_no_setup_cuts_or_covers_a_text_at_any_size(window: Any, lang: str, text: float) -> None:
    """Every setup scene and the busiest setups (every seat of each game, and a couch), laid out
    at the four sizes: nothing cut off by the window's edge, no text over another."""
    window.apply_settings(replace(window.settings, language=lang, text_size=text), save=False)
    real = (window._width, window._height)
    problems = []
    try:
        for n, build in enumerate(BUILDS):
            for k, size in enumerate(SIZES):
                window._width, window._height = size
                if k == 0:
                    window.viewport = (0, 0, *size)
                    build(window)
                    step(window, 2)
                else:
                    window.dispatch_event("on_resize", *size)
                problems += [f"setup {n} {size}: {p}" for p in layout_problems(frame_texts(window), *size)]
    finally:
        window._width, window._height = real
        window.dispatch_event("on_resize", *real)
    assert problems == [], "\n".join(problems)
