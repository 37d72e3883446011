"""Double Winky! (RULES.md §2.5, W9): both partners hold four identical cards; +3 or −2."""

from __future__ import annotations

from game.rules.winkybilly import DoubleWinky, is_set
from game.rules.winkybilly.scenario import MIXED, four, table

from ..harness import refused

THREE = ["sheriff", "sheriff", "sheriff", "cowboy"]


def test_right_double_winky_the_team_gains_three_tokens() -> None:
    state = table([four("sheriff"), MIXED, four("outlaw"), MIXED], tokens=[2, 4])
    events = state.apply(DoubleWinky(0, 1.0))
    assert state.tokens == [5, 4] and events[0].data["right"] is True
    assert events[0].data["shown"] == ("sheriff", "outlaw")


def test_right_double_winky_all_eight_cards_go_into_the_pile_and_each_partner_draws_four() -> None:
    state = table([four("sheriff"), MIXED, four("outlaw"), MIXED], tokens=[2, 4])
    old = state.hands[0] + state.hands[2]
    events = state.apply(DoubleWinky(2, 1.0))
    assert set(old) <= set(state.pile + state.hands[0] + state.hands[2]) and len(state.pile) == 58
    assert [len(h) for h in state.hands] == [4] * 4
    assert [e.to for e in events if e.kind == "new_hand"] == [0, 2]


def test_right_double_winky_from_four_tokens_reaches_seven_and_wins() -> None:
    state = table([four("sheriff"), MIXED, four("outlaw"), MIXED])
    state.apply(DoubleWinky(2, 1.0))
    assert state.tokens == [7, 4] and state.is_over() and state.winners() == [0, 2]


def test_wrong_double_winky_when_the_partner_has_no_set_loses_two_tokens() -> None:
    state = table([four("sheriff"), MIXED, ["outlaw"] * 3 + ["rancher"], MIXED])
    hands = [list(h) for h in state.hands]
    events = state.apply(DoubleWinky(0, 1.0))
    assert state.tokens == [2, 4] and state.hands == hands and events[0].data["shown"] == ()


def test_wrong_double_winky_when_the_caller_has_no_set_loses_two_tokens() -> None:
    state = table([MIXED, MIXED, four("outlaw"), MIXED])
    state.apply(DoubleWinky(0, 1.0))
    assert state.tokens == [2, 4] and is_set(state.hands[2])


def test_own_set_option_refuses_a_double_winky_without_a_set_and_says_why_from_your_own_hand() -> None:
    state = table([THREE, MIXED, four("outlaw"), MIXED], own_set_for_double=True)
    exc = refused(state, DoubleWinky(0, 1.0))
    assert exc.code == "three_not_a_set" and exc.params == {} and exc.seats == {}
    assert "3 of a kind is not a set" in exc.reason
    assert "sheriff" not in exc.reason and "outlaw" not in exc.reason  # no card named, not even its own
    assert not any(type(a) is DoubleWinky for a in state.legal_actions(0))
    assert any(type(a) is DoubleWinky for a in state.legal_actions(2))
    state = table([MIXED, MIXED, four("outlaw"), MIXED], own_set_for_double=True)
    assert refused(state, DoubleWinky(0, 1.0)).code == "not_a_set"


def test_own_set_option_still_costs_two_when_only_the_partner_fails() -> None:
    state = table([four("sheriff"), MIXED, MIXED, MIXED], own_set_for_double=True)
    state.apply(DoubleWinky(0, 1.0))
    assert state.tokens == [2, 4]


def test_returned_cards_are_shuffled_into_the_whole_pile_w17() -> None:
    """Over many deals, the given-up cards end up anywhere in the pile, not on top nor underneath."""
    depths = []
    for seed in range(40):
        state = table([four("sheriff"), MIXED, four("outlaw"), MIXED], seed=seed)
        old = set(state.hands[0] + state.hands[2])
        state.apply(DoubleWinky(0, 1.0))
        depths += [i / len(state.pile) for i, c in enumerate(state.pile) if c in old]
    assert min(depths) < 0.1 and max(depths) > 0.9
    assert 0.4 < sum(depths) / len(depths) < 0.6
