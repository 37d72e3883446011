"""CONTRE WINKY! (RULES.md §2.5, W6–W8, W10): the named opponent holds four identical cards now."""

from __future__ import annotations

from game.rules.winkybilly import Contre, DoubleWinky, Winky, is_set, type_name
from game.rules.winkybilly.scenario import MIXED, four, table

from ..harness import assert_illegal_leaves_state

THREE = ["outlaw", "outlaw", "outlaw", "deputy"]


def test_right_contre_winky_the_accused_team_loses_one_token() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED])
    events = state.apply(Contre(0, 1.0, 1))
    assert state.tokens == [4, 3] and events[0].kind == "contre" and events[0].data["right"] is True


def test_right_contre_winky_the_accused_shuffles_the_four_cards_into_the_pile_and_draws_four() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED])
    old = list(state.hands[1])
    events = state.apply(Contre(0, 1.0, 1))
    assert set(old) <= set(state.pile + state.hands[1]) and len(state.hands[1]) == 4
    assert not is_set(state.hands[1])
    assert [e.to for e in events if e.kind == "new_hand"] == [1]


def test_right_contre_winky_the_accusers_gain_nothing_by_default_w7() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED])
    state.apply(Contre(2, 1.0, 1))
    assert state.tokens[0] == 4


def test_kems_style_option_a_right_contre_winky_gives_the_accusers_one_token_w7() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED], kems_style=True)
    state.apply(Contre(0, 1.0, 1))
    assert state.tokens == [5, 3]
    wrong = table([MIXED, THREE, MIXED, MIXED], kems_style=True)
    wrong.apply(Contre(0, 1.0, 1))
    assert wrong.tokens == [3, 4]


def test_wrong_contre_winky_the_accuser_team_loses_one_token_and_all_keep_their_cards() -> None:
    state = table([MIXED, THREE, MIXED, MIXED])
    hands = [list(h) for h in state.hands]
    events = state.apply(Contre(0, 1.0, 1))
    assert state.tokens == [3, 4] and state.hands == hands and events[0].data["right"] is False


def test_wrong_contre_winky_the_accused_shows_two_different_cards_only() -> None:
    state = table([MIXED, THREE, MIXED, MIXED])
    events = state.apply(Contre(0, 1.0, 1))
    shown = events[0].data["shown"]
    assert len(shown) == 2 and shown[0] != shown[1]
    assert set(shown) <= {type_name(c) for c in state.hands[1]} and events[0].to is None
    assert state.observation(3)["last_call"]["shown"] == shown


def test_contre_winky_tests_the_hand_not_the_signal_w6() -> None:
    state = table([MIXED, MIXED, MIXED, four("sheriff")])  # seat 3 never signalled: still caught
    state.apply(Contre(0, 1.0, 3))
    assert state.tokens == [4, 3]


def test_contre_winky_names_an_opponent_not_yourself_or_your_partner() -> None:
    state = table([MIXED] * 4)
    assert "opponent" in assert_illegal_leaves_state(state, Contre(0, 1.0, 2))
    assert "opponent" in assert_illegal_leaves_state(state, Contre(0, 1.0, 0))
    assert "no seat 7" in assert_illegal_leaves_state(state, Contre(0, 1.0, 7))


def test_opponents_counter_a_double_by_contre_winky_on_either_partner_w10() -> None:
    state = table([MIXED, four("sheriff"), MIXED, four("outlaw")])
    state.apply(Contre(0, 1.0, 3))
    assert state.tokens == [4, 3]
    state.apply(DoubleWinky(1, 1.0))  # seat 3 lost its set to the CONTRE WINKY
    assert state.tokens == [4, 1]


def test_calls_are_settled_in_the_order_made_w8() -> None:
    state = table([MIXED, MIXED, four("sheriff"), MIXED])
    state.apply(Winky(0, 1.0))  # right: seat 2's sheriffs go into the pile
    events = state.apply(Contre(1, 1.0, 2))  # the same instant, checked against seat 2's new hand
    assert events[0].data["right"] is False and state.tokens == [5, 3]


def test_a_call_is_settled_whole_within_the_action_that_makes_it_w16() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED])
    events = state.apply(Contre(0, 1.0, 1))
    assert {"contre", "hand_replaced", "new_hand", "tokens"} == {e.kind for e in events}
    assert state.calls[-1].seat == 0 and state.calls[-1].target == 1
