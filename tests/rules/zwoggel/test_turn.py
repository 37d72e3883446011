"""A Zwoggel turn (RULES.md §3.3, Z3, Z12, Z13): reveal two, draw three, place them touching the display."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.zwoggel import GREEN, RED, Place, Reveal

from ..harness import assert_illegal_leaves_state, refused
from .test_support import (
    G,
    R,
    deal,
    down,
    kinds,
    legal_expected,
    place,
    place_far,
    quiet_turn,
    reveal,
    up,
)


def test_a_turn_is_reveal_two_then_draw_three_and_place_them() -> None:
    state = deal(stock=[G, G, R])
    assert kinds(reveal(state, 0, 0)) == ["reveal"]
    assert state.phase.name == "REVEAL" and state.reveals_left == 1 and state.hand == []
    events = reveal(state, 1, 0)
    assert kinds(events) == ["reveal", "draw", "drawn"]
    drawn = events[-1]
    assert drawn.to == 0 and drawn.data["colours"] == ["green", "green", "red"]
    assert state.phase.name == "PLACE" and state.observation(None)["drawn"] == 3
    place(state, G, 2, 0)
    place(state, G, 2, 1)
    events = place(state, R, 2, 2)
    assert kinds(events) == ["place", "turn"] and state.current == 1
    assert len(state.display.cards) == 7 and len(state.stock) == 57


def test_the_first_player_reveals_two_of_the_four_start_cards() -> None:
    state = deal()
    assert state.reveals_left == 2
    assert set(state.legal_actions(0)) == {Reveal(0, x, y) for x, y in [(0, 0), (1, 0), (0, 1), (1, 1)]}


def test_a_revealed_card_stays_face_up() -> None:
    state = deal(players=3, stock=[G, R, G] * 5)
    reveal(state, 0, 0)
    for _ in range(3):
        quiet_turn(state)
    assert state.display.up[(0, 0)] == RED


def test_drawn_cards_are_placed_one_at_a_time_face_down() -> None:
    state = deal(stock=[R, G, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    place(state, G, 2, 0)
    obs = state.observation(None)
    assert [2, 0, 0] in obs["face_down"] and obs["drawn"] == 2 and state.phase.name == "PLACE"
    assert all((x, y) != (2, 0) for x, y, _ in obs["face_up"])


def test_play_passes_clockwise_from_the_first_player() -> None:
    state = deal(players=3, stock=[G, R, R, G] * 6, first_seat=2)
    order = []
    for _ in range(4):
        order.append(state.current)
        quiet_turn(state)
    assert order == [2, 0, 1, 2]


def test_only_the_current_seat_may_act() -> None:
    state = deal(players=3)
    assert state.legal_actions(1) == [] and state.legal_actions(2) == []
    exc = refused(state, Reveal(1, 0, 0))
    assert exc.code == "not_your_turn" and exc.seats == {"current": 0}
    assert exc.reason == "it is Hannah's turn, not Nils's"
    exc = refused(state, Reveal(9, 0, 0))
    assert exc.code == "no_such_seat" and exc.params == {"value": "9"} and "no seat 9" in exc.reason


def test_reveal_only_a_face_down_card() -> None:
    state = deal()
    reveal(state, 0, 0)
    assert refused(state, Reveal(0, 0, 0)).code == "already_face_up"
    exc = refused(state, Reveal(0, 5, 5))
    assert exc.code == "no_card_at" and exc.params == {"x": 5, "y": 5}
    assert exc.reason == "there is no card at (5, 5)"
    assert refused(state, Reveal(0, [0], 0)).code == "not_a_cell"  # type: ignore[arg-type]


def test_reveal_two_cards_before_you_draw() -> None:
    state = deal(stock=[G, G, R])
    exc = refused(state, Place(0, RED, 2, 0))
    assert exc.code == "reveal_first" and exc.params == {"count": 2}
    reveal(state, 0, 0)
    exc = refused(state, Place(0, RED, 2, 0))
    assert exc.code == "reveal_first" and exc.params == {"count": 1}
    assert exc.reason == "Hannah must reveal 1 card(s) before drawing"
    reveal(state, 1, 0)
    exc = refused(state, Reveal(0, 0, 1))
    assert exc.code == "place_first" and exc.params == {"count": 3}


def test_a_card_is_placed_on_an_empty_cell_touching_a_card() -> None:
    state = deal(stock=[G, G, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    assert assert_illegal_leaves_state(state, Place(0, GREEN, 3, 4)) == "(3, 4) touches no card"
    assert assert_illegal_leaves_state(state, Place(0, GREEN, 0, 0)) == "(0, 0) already holds a card"
    exc = refused(state, Place(0, RED, 2, 0))
    assert exc.code == "no_red_card" and exc.reason == "Hannah holds no red card"
    assert refused(state, Place(0, 7, 2, 0)).code == "not_a_colour"


def test_diagonal_neighbours_count_and_so_do_cards_placed_this_turn() -> None:
    state = deal(stock=[G, G, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    place(state, G, 2, 2)  # only a diagonal neighbour of (1, 1)
    place(state, G, 3, 3)  # touches only the card placed just before
    place(state, G, 4, 2)
    assert {(2, 2), (3, 3), (4, 2)} <= set(state.display.down)


def test_a_hole_left_by_a_caught_card_may_be_filled() -> None:
    state = deal(
        display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), down(0, 1, G), down(1, 1, G)], stock=[G] * 3
    )
    reveal(state, 2, 0)  # Hannah closes the red row and keeps the card
    reveal(state, 0, 1)
    assert (2, 0) not in state.display.cards
    assert assert_illegal_leaves_state(state, Place(0, GREEN, 3, 0)) == "(3, 0) touches no card"
    place(state, G, 2, 0)
    assert (2, 0) in state.display.down


def test_legal_places_are_every_free_cell_for_every_drawn_colour() -> None:
    state = deal(stock=[G, R, G])
    reveal(state, 0, 0)
    reveal(state, 0, 1)
    legal = state.legal_actions(0)
    assert len(legal) == 2 * 12 and set(legal) == legal_expected(state)
    place(state, R, 2, 0)
    assert {a.colour for a in state.legal_actions(0)} == {GREEN}


def test_both_steps_are_compulsory_there_is_no_pass() -> None:
    state = deal(stock=[G, R, G])
    assert {type(a) for a in state.legal_actions(0)} == {Reveal}
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    assert {type(a) for a in state.legal_actions(0)} == {Place}
    with pytest.raises(IllegalAction, match="not a Zwoggel action"):
        state.apply(None)  # type: ignore[arg-type]
    place_far(state)
    assert state.current == 1
