"""A whole Zwoggel game at the real table, headless: a human against a bot (thinking inline), every
move of the human made with input events on the sim clock (reveals by click and by key, cards
dragged, clicked, taken back and laid again, the turn confirmed by key and by button), to the
results screen."""

from __future__ import annotations

import random
from typing import Any

import arcade

from game.i18n import trn
from game.rules.zwoggel import Phase, Place, Reveal
from game.ui.headless import step
from game.ui.screens.results import ResultsView
from game.ui.tables.zwoggel.table import ZwoggelTableView

from .drive import cell_xy as xy
from .drive import click_at, cursor_to, drag, hand_xy, key, start, until

ALEX, BOT = 0, 1


def reveal_by_click(window: Any, view: ZwoggelTableView, rng: random.Random) -> None:
    cell = rng.choice(sorted(c for c in view.display.down if view.camera.shows(c)))
    history = len(view.state.history)
    click_at(window, *xy(view, cell))
    assert view.state.history[history:] == [Reveal(ALEX, *cell)]


def reveal_by_key(window: Any, view: ZwoggelTableView, rng: random.Random) -> None:
    cell = rng.choice(sorted(view.display.down))
    cursor_to(window, view, cell)
    history = len(view.state.history)
    key(window, arcade.key.ENTER)
    assert view.state.history[history:] == [Reveal(ALEX, *cell)]


def legal(view: ZwoggelTableView, rng: random.Random) -> tuple[int, int]:
    cells = [c for c in view.staging.legal(view.state) if view.camera.shows(c)]
    return rng.choice(sorted(cells))


def place_turn(window: Any, view: ZwoggelTableView, rng: random.Random, by_button: bool) -> None:
    """Lay the three drawn cards out by drag, by clicks and by keys, take one back and lay it
    again, then confirm: nothing is played before the confirmation, all of it after."""
    staging, state = view.staging, view.state
    step(window)  # a frame: the drawn cards come into the hand strip
    assert staging.active and staging.left() == [0, 1, 2] and "hand" in view.drawn
    history = len(state.history)
    first = legal(view, rng)
    drag(window, hand_xy(view, 0), xy(view, first))
    assert staging.placed == {0: first}
    click_at(window, *hand_xy(view, 1))
    second = legal(view, rng)
    click_at(window, *xy(view, second))
    assert staging.placed == {0: first, 1: second}
    click_at(window, *xy(view, second))  # a laid-out card clicked again comes back
    assert staging.placed == {0: first} and staging.left() == [1, 2]
    key(window, arcade.key.KEY_2)  # the second card still in hand: card 2
    third = legal(view, rng)
    cursor_to(window, view, third)
    key(window, arcade.key.P)
    assert staging.placed == {0: first, 2: third}
    click_at(window, *confirm_xy(view))  # greyed while a card is still in hand: a word, no move
    assert len(state.history) == history and state.phase is Phase.PLACE
    assert view.stage.notice.current(ALEX, view.now) == trn("zwoggel.place_all_first", 1)
    last = legal(view, rng)
    click_at(window, *hand_xy(view, 1))
    click_at(window, *xy(view, last))
    colours = {i: staging.drawn[i] for i in (0, 1, 2)}
    order = [(0, first), (2, third), (1, last)]
    assert len(state.history) == history  # laid out, not played
    if by_button:
        click_at(window, *confirm_xy(view))
    else:
        key(window, arcade.key.ENTER)
    played = state.history[history:]
    assert [(p.x, p.y) for p in played] == [cell for _i, cell in order]
    assert all(isinstance(p, Place) and p.seat == ALEX for p in played)
    assert [p.colour for p in played] == [0 if colours[i] == "red" else 1 for i, _c in order]
    assert not staging.active and {cell for _i, cell in order} <= set(view.display.down)


def confirm_xy(view: ZwoggelTableView) -> tuple[float, float]:
    box = view.turn_buttons.boxes[view.turn_buttons.names().index("confirm")]
    return box.center_x, box.center_y


def test_a_seeded_game_against_a_bot_is_played_to_the_results_with_input_events(window: Any) -> None:
    view = start(window, seed=6)
    state, rng = view.state, random.Random(5)
    turns, ways = 0, set()  # the turns played, the ways they were confirmed (by the button or not)
    while not state.is_over():
        until(window, lambda: state.is_over() or state.current == ALEX, 120)
        if state.is_over():
            break
        turns += 1
        reveal_by_click(window, view, rng)
        if state.current == ALEX and state.phase is Phase.REVEAL:
            reveal_by_key(window, view, rng)
        if state.current == ALEX and state.phase is Phase.PLACE:
            place_turn(window, view, rng, by_button=turns % 2 == 0)
            ways.add(turns % 2 == 0)
    assert {True, False} <= ways and {a.seat for a in state.history} == {ALEX, BOT}
    until(window, lambda: isinstance(window.current_view, ResultsView), 10)
    assert window.current_view.state is state
