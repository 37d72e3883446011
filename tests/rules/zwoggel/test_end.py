"""Elimination and the end of a Zwoggel game (RULES.md §3.5, Z6, Z7, Z9), on stacked deals."""

from __future__ import annotations

from game.rules.zwoggel import Place, Reveal

from ..harness import assert_illegal_leaves_state
from .test_support import G, R, caught, deal, down, kinds, place_far, quiet_turn, reveal, up

# A red trap at (2, 0) and a green one at (2, 2) for whoever reveals them.
TRAPS = [up(0, 0, R), up(1, 0, R), down(2, 0, R), down(0, 1, R), up(0, 2, G), up(1, 2, G), down(2, 2, G)]


def test_three_caught_and_a_player_is_out_at_once_and_draws_nothing() -> None:
    state = deal(players=3, display=TRAPS, caught=[[R, G], [], []], stock=[G] * 9)
    events = reveal(state, 2, 0)
    assert kinds(events) == ["reveal", "caught", "out", "turn"]
    assert state.out == [True, False, False] and state.current == 1 and len(state.stock) == 55
    assert state.legal_actions(0) == []
    assert assert_illegal_leaves_state(state, Reveal(0, 0, 1)) == "Hannah is out of the game"


def test_with_two_players_the_other_wins_the_moment_one_is_out() -> None:
    state = deal(display=TRAPS, caught=[[R, G], []])
    events = reveal(state, 2, 0)
    assert kinds(events)[-2:] == ["out", "game_over"]
    assert state.is_over() and state.winners() == [1] and state.end.reason == "Nils is the last player in"


def test_an_eliminated_player_is_skipped_and_its_caught_cards_stay_out() -> None:
    spare = [down(-1, -1, G), down(-1, 1, G), down(-1, 3, R), down(0, 3, G)]
    state = deal(players=3, display=TRAPS + spare, caught=[[R, G], [], []], stock=[G, R] * 12)
    reveal(state, 2, 0)
    kept = list(state.caught[0])
    order = []
    for _ in range(4):
        order.append(state.current)
        quiet_turn(state)
    assert order == [1, 2, 1, 2] and state.caught[0] == kept
    assert not set(kept) & {*state.display.cards.values(), *state.stock}


def test_the_last_player_in_wins() -> None:
    state = deal(players=3, display=TRAPS, caught=[[R, G], [G, G], []], stock=[G, R] * 12)
    reveal(state, 2, 0)  # Hannah is out
    assert not state.is_over()
    reveal(state, 2, 2)  # and so is Nils
    assert state.is_over() and state.winners() == [2] and state.end.reason == "Chloé is the last player in"
    assert state.scores() == [0, 0, 3]


def test_fewer_than_three_in_the_stock_are_all_drawn_and_placed() -> None:
    state = deal(start=[R, G, R, G], stock=[G, R], reds=3, greens=3)
    reveal(state, 0, 0)
    events = reveal(state, 1, 0)
    assert kinds(events) == ["reveal", "draw", "drawn", "stock_empty"] and len(state.hand) == 2
    place_far(state)
    assert state.current == 1 and state.stock == []


def test_once_the_stock_is_empty_each_turn_is_one_reveal_and_no_drawing() -> None:
    state = deal(start=[R, G, R, G], stock=[G, R], reds=3, greens=3)
    reveal(state, 0, 0)
    reveal(state, 1, 0)
    place_far(state)
    assert state.reveals_left == 1
    assert (
        assert_illegal_leaves_state(state, Place(1, 0, 5, 5))
        == "the stock is empty: there is nothing to draw or place"
    )
    events = reveal(state, 0, 1)
    assert kinds(events) == ["reveal", "turn"] and state.current == 0 and state.hand == []


def test_with_fewer_face_down_cards_than_reveals_reveal_what_there_is_then_draw() -> None:
    state = deal(display=[up(0, 0, R), down(1, 0, G), up(0, 1, G)], stock=[G, R, G])
    assert state.reveals_left == 1
    reveal(state, 1, 0)
    assert state.phase.name == "PLACE" and len(state.hand) == 3


def test_with_no_face_down_card_but_a_stock_the_turn_begins_with_the_draw() -> None:
    state = deal(display=[up(0, 0, R), up(1, 0, G)], stock=[G, R, G])
    assert state.phase.name == "PLACE" and len(state.hand) == 3 and state.observation(0)["hand"]


def test_stall_no_face_down_card_and_no_stock_the_fewest_caught_win() -> None:
    state = deal(players=3, start=[R, G, R, G], caught=[[R], [G], []], reds=3, greens=3)
    assert state.stock == [] and state.reveals_left == 1
    for cell in [(0, 0), (1, 0), (0, 1)]:
        assert not caught(reveal(state, *cell))
    assert kinds(reveal(state, 1, 1)) == ["reveal", "game_over"]
    assert state.is_over() and state.winners() == [2]
    assert state.end.reason == "no face-down card is left to reveal and the stock is empty"


def test_stall_ties_share_the_win() -> None:
    state = deal(players=3, start=[R, G, R, G], caught=[[R], [], []], reds=3, greens=2)
    for cell in [(0, 0), (1, 0), (0, 1), (1, 1)]:
        reveal(state, *cell)
    assert state.winners() == [1, 2]


def test_after_the_end_nothing_is_accepted() -> None:
    state = deal(display=TRAPS, caught=[[R, G], []])
    reveal(state, 2, 0)
    assert state.legal_actions(1) == [] and state.legal_actions(0) == []
    assert assert_illegal_leaves_state(state, Reveal(1, 2, 2)) == "the game is over"
    assert assert_illegal_leaves_state(state, Place(1, 0, 3, 0)) == "the game is over"
    assert assert_illegal_leaves_state(state, "pass") == "the game is over"


def test_scores_are_the_zwoggels_a_player_may_still_catch() -> None:
    state = deal(players=3, display=TRAPS, caught=[[R], [G, G], []])
    assert state.scores() == [2, 1, 3]
