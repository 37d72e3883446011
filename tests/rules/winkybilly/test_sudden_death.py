"""Sudden death, "mort subite" (RULES.md §2.6, W14): only the teams tied for the lead can win."""

from __future__ import annotations

from game.rules.winkybilly import (
    TYPES,
    Contre,
    Done,
    DoubleWinky,
    Phase,
    Swap,
    Winky,
    WinkyBillyState,
    check_invariants,
)
from game.rules.winkybilly.scenario import coup_de_feu, four, table

from ..harness import assert_illegal_leaves_state


def mixed(i: int) -> list[str]:
    """Hand i: four different types out of the first ten (sets below use the other three)."""
    return [TYPES[j % 10] for j in range(i, i + 4)]


def tied(
    players: int, tokens: list[int], sets: dict[int, str] | None = None, kems_style: bool = False
) -> WinkyBillyState:
    """A table where the last team (at 1 token) has just called a wrong WINKY and dropped to 0."""
    hands = [four(sets[s]) if sets and s in sets else mixed(s) for s in range(players)]
    state = table(hands, tokens=tokens, kems_style=kems_style)
    state.apply(Winky(players // 2 - 1, 1.0))
    return state


def test_a_tie_for_the_lead_when_a_team_reaches_zero_starts_sudden_death() -> None:
    state = tied(6, [3, 3, 1])
    assert not state.is_over() and state.contenders == [0, 1] and state.tokens == [3, 3, 0]
    assert state.observation(None)["sudden_death"] and state.observation(None)["in_contention"] == [0, 1]


def test_the_team_at_zero_drops_out_and_its_hands_are_shuffled_into_the_pile() -> None:
    state = tied(6, [3, 3, 1])
    assert state.out == [False, False, True] and state.hands[2] == [] and state.hands[5] == []
    assert len(state.pile) == 78 - 4 * 4 - 4


def test_the_seats_of_a_dropped_team_take_no_more_actions() -> None:
    state = tied(6, [3, 3, 1])
    assert state.legal_actions(2) == [] and state.legal_actions(5) == []
    assert "out of the game" in assert_illegal_leaves_state(state, Winky(5, 2.0))
    assert "out of the game" in assert_illegal_leaves_state(state, Contre(0, 2.0, 2))
    coup_de_feu(state)
    assert "out of the game" in assert_illegal_leaves_state(state, Swap(2, state.t, 0, state.saloon[0]))


def test_the_first_tied_team_to_gain_a_token_wins() -> None:
    state = tied(6, [3, 3, 1], sets={4: "blacksmith"})
    state.apply(Winky(1, 2.0))  # seat 1's partner, seat 4, holds the blacksmiths
    assert state.is_over() and state.winners() == [1, 4]
    assert state.end.reason == "sudden death: the first tied team to gain a token"


def test_a_tied_team_that_loses_a_token_leaves_contention_and_the_last_one_left_wins() -> None:
    state = tied(6, [3, 3, 1])
    state.apply(Winky(0, 2.0))  # wrong: team 1 (seats 0 and 3) leaves contention
    assert state.is_over() and state.winners() == [1, 4]
    assert state.end.reason == "sudden death: the last tied team in contention"


def test_with_three_tied_teams_a_loss_leaves_two_in_contention_and_play_goes_on() -> None:
    state = tied(8, [3, 3, 3, 1])
    assert state.contenders == [0, 1, 2]
    state.apply(Winky(0, 2.0))
    assert not state.is_over() and state.contenders == [1, 2] and not state.out[0]
    assert state.legal_actions(0) != []  # out of contention, still at the table with 2 tokens
    state.apply(Winky(1, 2.0))
    assert state.is_over() and state.winners() == [2, 6]


def test_a_team_outside_contention_cannot_win_even_at_seven() -> None:
    state = tied(8, [5, 5, 4, 1], sets={2: "rancher", 6: "blacksmith"})
    state.apply(DoubleWinky(2, 2.0))
    assert state.tokens[2] == 7 and not state.is_over() and state.contenders == [0, 1]


def test_a_team_outside_contention_at_zero_drops_out_too() -> None:
    state = tied(8, [3, 3, 1, 1])
    state.apply(Winky(2, 2.0))
    assert state.out == [False, False, True, True] and not state.is_over()


def test_a_team_outside_contention_can_knock_a_contender_out() -> None:
    state = tied(8, [3, 3, 2, 1], sets={1: "rancher"})
    state.apply(Contre(2, 2.0, 1))
    assert state.is_over() and state.winners() == [0, 4]


def test_the_phase_ends_when_the_players_left_are_all_done() -> None:
    state = table([mixed(s) for s in range(6)], tokens=[3, 3, 1])
    coup_de_feu(state)
    for seat in (0, 1, 3, 4):
        state.apply(Done(seat, 3.5))
    events = state.apply(Winky(2, 4.0))  # team 3 drops out: everyone left is done
    assert events[-1].kind == "new_saloon" and state.phase is Phase.COUNTDOWN


def test_kems_style_the_accusers_gain_wins_sudden_death_even_as_the_accused_loses() -> None:
    state = tied(6, [3, 3, 1], sets={1: "rancher"}, kems_style=True)
    state.apply(Contre(0, 2.0, 1))
    assert state.is_over() and state.winners() == [0, 3] and state.tokens == [4, 2, 0]


def test_a_seat_whose_team_drops_out_with_a_right_contre_winky_is_shown_no_new_cards() -> None:
    state = table([mixed(s) for s in range(5)] + [four("blacksmith")], tokens=[3, 3, 1])
    before = sorted(state.pile + state.hands[5])
    events = state.apply(Contre(0, 1.0, 5))  # right: team 3 (seats 2 and 5) falls to 0 and drops out
    assert state.out == [False, False, True] and state.contenders == [0, 1]
    assert [e for e in events if e.to is not None] == []  # no private event at all: no new hand for seat 5
    assert [e.kind for e in events] == ["contre", "tokens", "sudden_death", "team_out"]
    assert state.hands[5] == [] and state.hands[2] == []
    assert set(before) <= set(state.pile)  # the set went into the pile with the drop, not to seat 5
    assert check_invariants(state) == []


def test_a_right_contre_winky_without_a_drop_replaces_the_hand_as_before() -> None:
    state = table([mixed(s) for s in range(5)] + [four("blacksmith")], tokens=[3, 3, 2])
    events = state.apply(Contre(0, 1.0, 5))
    assert [e.kind for e in events] == ["contre", "hand_replaced", "new_hand", "tokens"]
    assert [e.to for e in events] == [None, None, 5, None] and len(state.hands[5]) == 4
    assert check_invariants(state) == []
