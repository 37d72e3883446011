"""WinkyBilly, rule by rule (RULES.md §2 with decisions W2–W17), on stacked decks."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.winkybilly import TYPES, Contre, Done, DoubleWinky, Swap, Tick, Winky, is_set, new_game

from .harness import assert_illegal_leaves_state
from .winkybilly_helpers import MIXED, four, go, table

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


@pytest.mark.parametrize("players", [4, 6, 8, 10])
def test_setup_teams_of_two_seated_alternately_four_cards_a_saloon_of_four(players: int) -> None:
    state = new_game(players, seed=players)
    teams = players // 2
    assert [state.team(s) for s in range(players)] == [s % teams for s in range(players)]
    assert all(state.partner(state.partner(s)) == s and state.team(state.partner(s)) == state.team(s)
               for s in range(players))  # fmt: skip
    assert all(abs(state.partner(s) - s) > 1 for s in range(players))  # partners never side by side
    assert [len(h) for h in state.hands] == [4] * players and len(state.saloon) == 4
    assert len(state.pile) == 78 - 4 * players - 4
    assert state.tokens == [4] * teams


@pytest.mark.parametrize("players", [2, 5, 12])
def test_even_player_counts_from_four_to_ten(players: int) -> None:
    with pytest.raises(ValueError, match="4, 6, 8 or 10"):
        new_game(players, seed=0)


def test_thirteen_types_of_six_cards() -> None:
    assert len(TYPES) == 13
    state = new_game(4, seed=1)
    cards = [c for h in state.hands for c in h] + state.saloon + state.pile
    assert sorted(cards) == list(range(78))


def test_no_swap_during_the_countdown_then_coup_de_feu() -> None:
    state = table([MIXED] * 2 + [OTHER] * 2)
    give, take = state.hands[0][0], state.saloon[0]
    reason = assert_illegal_leaves_state(state, Swap(0, 1.0, give, take))
    assert "countdown" in reason
    events = state.apply(Tick(3.0))
    assert [e.kind for e in events] == ["coup_de_feu"] and state.phase.name == "EXCHANGE"


def test_a_swap_is_one_for_one_and_the_card_can_be_taken_back() -> None:
    state = table([MIXED] * 2 + [OTHER] * 2)
    go(state)
    give, take = state.hands[0][0], state.saloon[2]
    state.apply(Swap(0, 3.5, give, take))
    assert (
        take in state.hands[0]
        and give in state.saloon
        and len(state.hands[0]) == 4
        and len(state.saloon) == 4
    )
    state.apply(Swap(0, 3.6, take, give))  # taking back the card just put down is allowed
    assert give in state.hands[0]


def test_simultaneous_swaps_first_come_first_served() -> None:
    state = table([MIXED] * 2 + [OTHER] * 2)
    go(state)
    take = state.saloon[0]
    state.apply(Swap(0, 4.0, state.hands[0][0], take))
    reason = assert_illegal_leaves_state(state, Swap(1, 4.0, state.hands[1][0], take))
    assert "someone was quicker" in reason


def test_time_cannot_run_backwards() -> None:
    state = table([MIXED] * 4)
    go(state)
    assert "backwards" in assert_illegal_leaves_state(state, Tick(1.0))


def test_done_when_everyone_holsters_a_new_saloon_and_a_new_countdown() -> None:
    state = table([MIXED] * 4)
    go(state)
    old = list(state.saloon)
    for seat in range(4):
        events = state.apply(Done(seat, 4.0))
    assert events[-1].kind == "new_saloon" and state.phase.name == "COUNTDOWN"
    assert state.pile[:4] == old  # the old saloon went under the pile
    assert state.go_at == pytest.approx(7.0) and not any(state.done)


def test_a_swap_clears_its_players_done_toggle() -> None:
    state = table([MIXED] * 4)
    go(state)
    state.apply(Done(0, 4.0))
    assert state.done[0]
    state.apply(Swap(0, 4.5, state.hands[0][0], state.saloon[0]))
    assert not state.done[0]


def test_an_idle_phase_ends_after_the_timeout() -> None:
    state = table([MIXED] * 4)
    go(state)
    state.apply(Swap(0, 4.0, state.hands[0][0], state.saloon[0]))
    events = state.apply(Tick(8.9))
    assert state.phase.name == "EXCHANGE" and not events
    events = state.apply(Tick(9.0))  # 5 s after the last swap
    assert events[0].kind == "new_saloon" and state.go_at == pytest.approx(12.0)


def test_right_winky_plus_one_and_the_partner_gets_four_new_cards() -> None:
    state = table([MIXED, MIXED, four("sheriff"), MIXED])  # seat 2 is seat 0's partner
    go(state)
    events = state.apply(Winky(0, 4.0))
    assert events[0].data["right"] is True and state.tokens == [5, 4]
    assert not is_set(state.hands[2]) or state.hands[2] != []
    assert len(state.hands[2]) == 4 and any(e.kind == "new_hand" and e.to == 2 for e in events)


def test_winky_checks_the_partner_not_the_caller() -> None:
    state = table([four("sheriff"), MIXED, MIXED, MIXED])
    events = state.apply(Winky(0, 1.0))  # a call may come even during the countdown
    assert events[0].data["right"] is False and state.tokens == [3, 4]


def test_contre_winky_right_costs_the_accused_team_and_replaces_the_hand() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED])
    events = state.apply(Contre(0, 1.0, 1))
    assert events[0].data["right"] is True and state.tokens == [4, 3]
    assert len(state.hands[1]) == 4


def test_contre_winky_wrong_the_accused_shows_two_different_cards() -> None:
    state = table([MIXED, ["outlaw", "outlaw", "outlaw", "gambler"], MIXED, MIXED])
    events = state.apply(Contre(0, 1.0, 1))
    assert events[0].data["right"] is False and state.tokens == [3, 4]
    shown = events[0].data["shown"]
    assert len(set(shown)) == 2 and events[0].to is None


def test_contre_winky_names_an_opponent() -> None:
    state = table([MIXED] * 4)
    assert "opponent" in assert_illegal_leaves_state(state, Contre(0, 1.0, 2))


def test_kems_style_option_gives_the_accusers_one_token() -> None:
    state = table([MIXED, four("outlaw"), MIXED, MIXED], kems_style=True)
    state.apply(Contre(0, 1.0, 1))
    assert state.tokens == [5, 3]


def test_double_winky_plus_three_or_minus_two() -> None:
    right = table([four("sheriff"), MIXED, four("outlaw"), MIXED])
    right.apply(DoubleWinky(2, 1.0))
    assert right.tokens == [7, 4] and right.is_over() and right.winners() == [0, 2]
    wrong = table([four("sheriff"), MIXED, MIXED, MIXED])
    wrong.apply(DoubleWinky(0, 1.0))
    assert wrong.tokens == [2, 4]


def test_returned_cards_are_shuffled_into_the_whole_pile() -> None:
    state = table([MIXED, MIXED, four("sheriff"), MIXED])
    state.apply(Winky(0, 1.0))
    sheriffs = [i for i, c in enumerate(state.pile) if c // 6 == 0]
    assert len(sheriffs) >= 4 and max(sheriffs) - min(sheriffs) > 4


def test_the_floor_is_zero_and_a_team_at_zero_stops_the_game_highest_total_wins() -> None:
    state = table([MIXED] * 4)
    state.tokens = [1, 4]  # scenario: team 1 leads
    state.ledger = []
    state.apply(DoubleWinky(0, 1.0))  # −2 from 1 stops at 0
    assert state.tokens == [0, 4] and state.is_over() and state.winners() == [1, 3]
    assert "highest total" in state.end_reason


def test_seven_tokens_win_at_once() -> None:
    state = table([MIXED, MIXED, four("sheriff"), MIXED])
    state.tokens = [6, 4]
    state.apply(Winky(0, 1.0))
    assert state.is_over() and state.winners() == [0, 2]


def sudden_death_table() -> object:
    """Six players: teams 0 and 1 tied at 3, team 2 about to reach 0."""
    state = table([MIXED] * 6)
    state.tokens = [3, 3, 1]
    state.ledger = []
    state.apply(Winky(2, 1.0))  # team 2 (seats 2 and 5): wrong, 1 -> 0
    return state


def test_sudden_death_between_tied_leaders_the_zero_team_drops_out() -> None:
    state = sudden_death_table()
    assert not state.is_over() and state.contenders == [0, 1]
    assert state.dropped[2] and state.hands[2] == [] and state.hands[5] == []
    assert state.legal_actions(2) == []
    with pytest.raises(IllegalAction, match="out of the game"):
        state.apply(Winky(5, 2.0))


def test_sudden_death_the_first_tied_team_to_gain_a_token_wins() -> None:
    state = sudden_death_table()
    partner = state.partner(1)
    blacksmiths = [c for c in state.pile if c // 6 == 12][:4]  # scenario: the partner now holds a set
    assert len(blacksmiths) == 4
    for c in blacksmiths:
        state.pile.remove(c)
    state.pile += state.hands[partner]
    state.hands[partner] = blacksmiths
    state.apply(Winky(1, 2.0))
    assert state.is_over() and state.winners() == [1, 4]


def test_sudden_death_a_tied_team_that_loses_a_token_leaves_contention() -> None:
    state = sudden_death_table()
    state.apply(Winky(0, 2.0))  # wrong: team 0 drops from 3 to 2
    assert state.is_over() and state.winners() == [1, 4]


def test_calls_are_resolved_in_the_order_made() -> None:
    state = table([MIXED, MIXED, four("sheriff"), MIXED])
    state.apply(Winky(0, 1.0))  # right: seat 2's sheriffs go back into the pile
    events = state.apply(Contre(1, 1.0, 2))  # checked against the hand left by the first call
    assert events[0].data["right"] is is_set(state.hands[2])


def test_redeal_option_deals_a_dealt_set_again() -> None:
    plain = table([four("sheriff"), MIXED, MIXED, MIXED])
    again = table([four("sheriff"), MIXED, MIXED, MIXED], redeal_sets=True)
    assert is_set(plain.hands[0]) and not is_set(again.hands[0])
