"""Zwoggel, rule by rule (RULES.md §3 with decisions Z1–Z13), on stacked decks."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.zwoggel import GREEN, RED, Place, Reveal, ZwoggelState, new_game
from game.rules.zwoggel.state import colour_of

from .harness import assert_illegal_leaves_state
from .zwoggel_helpers import G, R, put, reveal, stacked


def test_setup_64_cards_half_red_half_green_and_a_face_down_square() -> None:
    state = new_game(3, seed=4)
    assert len(state.stock) == 60 and set(state.face_down) == {(0, 0), (1, 0), (0, 1), (1, 1)}
    everything = [*state.stock, *state.cells.values()]
    assert sorted(everything) == list(range(64))
    assert sum(1 for c in everything if c < 32) == 32


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        new_game(players, seed=0)


def place_all(state: ZwoggelState) -> None:
    """Place the drawn cards on the free cells furthest right (away from the action)."""
    while state.hand:
        put(state, colour_of(state.hand[0]), *max(state.frontier))


def test_first_player_is_drawn_then_play_goes_clockwise() -> None:
    assert len({new_game(4, seed=s).current for s in range(30)}) > 1
    state = stacked([R, G, R, G], [R, G, R] * 4, players=3)
    order = []
    for _ in range(4):
        order.append(state.current)
        cells = sorted(state.face_down)[:2]
        for cell in cells:
            reveal(state, *cell)
        place_all(state)
    assert order == [0, 1, 2, 0]


def test_a_turn_is_reveal_two_then_draw_three_and_place_them() -> None:
    state = stacked([R, G, R, G], [G, G, R])
    reveal(state, 0, 0)
    assert state.phase.name == "REVEAL" and state.hand == []
    events = reveal(state, 1, 0)
    assert state.phase.name == "PLACE" and len(state.hand) == 3
    drawn = [e for e in events if e.kind == "drawn"]
    assert drawn and drawn[0].to == 0 and sorted(drawn[0].data["colours"]) == ["green", "green", "red"]
    place_all(state)
    assert state.current == 1 and len(state.cells) == 7


def test_reveal_refused_on_face_up_or_empty_cells_and_out_of_turn() -> None:
    state = stacked([R, G, R, G], [G, G, R])
    reveal(state, 0, 0)
    assert "already face up" in assert_illegal_leaves_state(state, Reveal(0, 0, 0))
    assert "no card" in assert_illegal_leaves_state(state, Reveal(0, 5, 5))
    assert "turn" in assert_illegal_leaves_state(state, Reveal(1, 1, 0))


def test_placing_before_revealing_is_refused() -> None:
    state = stacked([R, G, R, G], [G, G, R])
    assert "reveal your cards" in assert_illegal_leaves_state(state, Place(0, RED, 2, 0))


def test_a_card_must_touch_the_display_diagonals_included() -> None:
    state = stacked([R, G, R, G], [G, G, R])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    assert "touches no card" in assert_illegal_leaves_state(state, Place(0, GREEN, 3, 0))
    assert "already holds" in assert_illegal_leaves_state(state, Place(0, GREEN, 0, 0))
    put(state, GREEN, 2, 2)  # diagonal neighbour of (1, 1)
    put(state, GREEN, 3, 3)  # touches only the card placed this turn
    assert (3, 3) in state.cells


def test_only_a_drawn_colour_can_be_placed() -> None:
    state = stacked([R, G, R, G], [G, G, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    assert "no red card" in assert_illegal_leaves_state(state, Place(0, RED, 2, 0))


def test_trap_three_in_a_row_the_revealer_keeps_the_last_card() -> None:
    # Row y=0: (0,0) red, (1,0) red; Ann places a red at (2,0) face down; Bob reveals it.
    state = stacked([R, R, G, G], [R, G, G, R, G, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    put(state, RED, 2, 0)
    put(state, GREEN, -1, 2)
    put(state, GREEN, 2, 2)
    events = reveal(state, 2, 0)
    caught = [e for e in events if e.kind == "caught"]
    assert caught and caught[0].data["seat"] == 1 and caught[0].data["count"] == 1
    assert (2, 0) not in state.cells and len(state.caught[1]) == 1
    assert (0, 0) in state.face_up and (1, 0) in state.face_up  # the other two stay face up


@pytest.mark.parametrize(
    ("start", "cells"),
    [
        ([R, G, R, G], [(0, 0), (0, 1), (0, 2)]),  # a column
        ([R, G, G, R], [(0, 0), (1, 1), (2, 2)]),  # a diagonal
    ],
)
def test_trap_columns_and_diagonals_count(start: list[str], cells: list[tuple[int, int]]) -> None:
    state = stacked(start, [R, G, G, G, G, G])
    reveal(state, *cells[0])
    reveal(state, *cells[1])
    put(state, RED, *cells[2])
    place_all(state)
    events = reveal(state, *cells[2])
    assert any(e.kind == "caught" for e in events)


def test_no_trap_with_a_gap_a_face_down_card_or_another_colour() -> None:
    state = stacked([R, G, R, G], [G, G, G])
    reveal(state, 0, 0)
    events = reveal(state, 1, 0)  # red, green: no line
    assert not any(e.kind == "caught" for e in events)


def test_the_revealed_card_may_be_the_middle_of_the_line() -> None:
    state = stacked([R, G, R, G], [R, G, G, G, G, G])
    reveal(state, 0, 0)  # red at (0,0)
    reveal(state, 0, 1)  # red at (0,1)
    put(state, RED, 0, -1)  # (0,-1) red: then (0,-1),(0,0),(0,1) would be red
    place_all(state)
    events = reveal(state, 0, -1)
    assert any(e.kind == "caught" for e in events)


def test_a_player_caught_on_the_first_reveal_still_reveals_a_second_card() -> None:
    state = stacked([R, R, G, G], [R, G, G, G, G, G])
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    put(state, RED, 2, 0)
    put(state, GREEN, 2, 2)
    put(state, GREEN, -1, 2)
    reveal(state, 2, 0)  # Bob is caught
    assert state.current == 1 and state.phase.name == "REVEAL" and state.reveals_left == 1


def bob_holds_two(state: ZwoggelState) -> None:
    """Scenario: Bob already caught two red Zwoggels earlier (taken from the bottom of the stock)."""
    state.caught[1] = [31, 30]
    state.stock = [c for c in state.stock if c not in (31, 30)]


def test_three_caught_and_the_other_of_two_players_wins_at_once() -> None:
    state = stacked([R, G, R, G], [R, G, G, G, G, G])
    bob_holds_two(state)
    reveal(state, 0, 0)  # Ann shows a red pair in column x=0
    reveal(state, 0, 1)
    put(state, RED, 0, 2)  # and lays a red trap above it
    place_all(state)
    events = reveal(state, 0, 2)
    assert state.is_over() and state.winners() == [0]
    assert [e.kind for e in events][-2:] == ["out", "game_over"]


def test_three_or_four_players_the_eliminated_are_skipped_and_the_last_one_in_wins() -> None:
    state = stacked([R, G, R, G], [R, G, G, G, G, G] * 3, players=3)
    bob_holds_two(state)
    reveal(state, 0, 0)
    reveal(state, 0, 1)
    put(state, RED, 0, 2)
    place_all(state)
    reveal(state, 0, 2)  # Bob's third
    assert state.out[1] and not state.is_over()
    assert state.current == 2  # Bob is skipped; he draws nothing
    assert state.legal_actions(1) == []


def test_an_exhausted_stock_means_one_reveal_a_turn_and_no_drawing() -> None:
    state = stacked([R, G, R, G], [])
    state.stock = []
    state._begin_turn(None)  # scenario: the stock ran out before this turn
    assert state.reveals_left == 1
    reveal(state, 0, 0)
    assert state.current == 1 and state.hand == []


def test_fewer_than_three_in_the_stock_draw_what_is_left() -> None:
    state = stacked([R, G, R, G], [G, R])
    state.stock = state.stock[-2:]
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    assert len(state.hand) == 2 and state.stock == []


def test_stall_nothing_to_reveal_nothing_to_draw_fewest_caught_win() -> None:
    state = stacked([R, G, G, R], [], players=3)
    state.stock = []
    state.caught = [[0], [1], []]
    state._begin_turn(None)
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        state.apply(Reveal(state.current, *cell))
    assert state.is_over() and state.winners() == [2]


def test_after_the_end_nothing_is_accepted() -> None:
    state = stacked([R, G, G, R], [])
    state.stock = []
    state._begin_turn(None)
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        state.apply(Reveal(state.current, *cell))
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Reveal(0, 0, 0))
