"""WINKY! (RULES.md §2.5, W5, W9): the caller's partner holds four identical cards; +1 or −1."""

from __future__ import annotations

from game.rules.winkybilly import Phase, Winky, is_set
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, four, table

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


def test_right_winky_the_team_gains_one_token() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER])  # seat 2 is seat 0's partner
    events = state.apply(Winky(0, 1.0))
    assert state.tokens == [5, 4] and events[0].kind == "winky" and events[0].data["right"] is True
    assert state.ledger == [(0, +1, 4, 5, "WINKY")]


def test_right_winky_the_set_goes_into_the_pile_and_the_partner_draws_four() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER])
    old = list(state.hands[2])
    events = state.apply(Winky(0, 1.0))
    assert len(state.hands[2]) == 4 and set(old) <= set(state.pile + state.hands[2])
    assert len(state.pile) == 58 and state.hands[2] != old
    private = [e for e in events if e.kind == "new_hand"]
    assert len(private) == 1 and private[0].to == 2 and private[0].data["cards"] == state.hands[2]
    assert events[0].data["shown"] == ("saloon girl",)


def test_wrong_winky_the_team_loses_one_token_and_everyone_keeps_their_cards() -> None:
    state = table([MIXED, OTHER, ["outlaw"] * 3 + ["deputy"], OTHER])
    hands = [list(h) for h in state.hands]
    events = state.apply(Winky(0, 1.0))
    assert state.tokens == [3, 4] and state.hands == hands
    assert events[0].data["right"] is False and events[0].data["shown"] == ()


def test_winky_checks_the_partner_not_the_caller_w5() -> None:
    state = table([four("sheriff"), OTHER, MIXED, OTHER])
    state.apply(Winky(0, 1.0))
    assert state.tokens == [3, 4] and is_set(state.hands[0])


def test_either_partner_may_call_winky() -> None:
    state = table([four("sheriff"), OTHER, MIXED, OTHER])
    state.apply(Winky(2, 1.0))
    assert state.tokens == [5, 4]


def test_winky_may_be_called_during_the_countdown_or_the_exchange() -> None:
    state = table([MIXED, four("outlaw"), MIXED, four("saloon girl")])
    state.apply(Winky(1, 1.0))  # seat 1's partner is seat 3
    assert state.phase is Phase.COUNTDOWN and state.tokens == [4, 5]
    coup_de_feu(state)
    state.apply(Winky(3, 4.0))  # seat 3's partner, seat 1, still holds its outlaws
    assert state.phase is Phase.EXCHANGE and state.tokens == [4, 6]


def test_a_plain_winky_when_a_double_was_possible_scores_one_and_the_caller_keeps_the_set_w9() -> None:
    state = table([four("sheriff"), OTHER, four("outlaw"), OTHER])
    state.apply(Winky(0, 1.0))
    assert state.tokens == [5, 4] and is_set(state.hands[0]) and not is_set(state.hands[2])
