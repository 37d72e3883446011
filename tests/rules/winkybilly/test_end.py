"""Tokens and the end (RULES.md §2.6–2.7, W11–W13): 7 wins at once, 0 stops, the floor is 0."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.winkybilly import Contre, DoubleWinky, Tick, Winky, reveal
from game.rules.winkybilly.scenario import MIXED, four, table

from ..harness import assert_illegal_leaves_state

OTHER = ["sheriff", "outlaw", "prospector", "gambler"]


def test_seven_tokens_win_at_once() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER], tokens=[6, 4])
    state.apply(Winky(0, 1.0))
    assert state.is_over() and state.tokens == [7, 4] and state.winners() == [0, 2]
    assert state.end.reason == "team 1 reached 7 tokens"


def test_nothing_happens_after_the_end() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER], tokens=[6, 4])
    state.apply(Winky(0, 1.0))
    assert all(state.legal_actions(s) == [] for s in range(4))
    assert assert_illegal_leaves_state(state, Tick(9.0)) == "the game is over"
    assert assert_illegal_leaves_state(state, Contre(1, 9.0, 0)) == "the game is over"


def test_the_floor_is_zero_w11() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER], tokens=[1, 4])
    state.apply(DoubleWinky(0, 1.0))  # −2 from 1 stops at 0
    assert state.tokens == [0, 4] and state.ledger == [(0, -2, 1, 0, "wrong Double Winky")]


def test_a_team_at_zero_stops_the_game_at_once_and_the_highest_total_wins() -> None:
    hands = [
        MIXED,
        OTHER,
        ["rancher"] * 2 + ["preacher"] * 2,
        ["saloon girl"] * 3 + ["undertaker"],
        MIXED,
        OTHER,
    ]
    state = table(hands, saloon=["blacksmith"] * 4, tokens=[1, 3, 2])
    state.apply(Winky(0, 1.0))  # team 1 (seats 0 and 3): wrong, 1 -> 0
    assert state.is_over() and state.tokens == [0, 3, 2] and state.winners() == [1, 4]
    assert state.end.reason == "a team has no token left: the highest total wins"


def test_with_two_teams_the_other_team_wins_when_one_reaches_zero() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER], tokens=[4, 1])
    state.apply(Contre(1, 1.0, 0))
    assert state.is_over() and state.winners() == [0, 2]


def test_tokens_are_one_score_per_team_w13() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER])
    state.apply(Winky(2, 1.0))  # wrong: seat 2's partner (seat 0) has no set
    state.apply(Winky(0, 1.0))  # right
    assert state.tokens == [4, 4] and state.scores() == [4, 4, 4, 4]


def test_every_token_change_is_in_the_ledger() -> None:
    state = table([MIXED, four("outlaw"), four("saloon girl"), OTHER])
    state.apply(Winky(0, 1.0))
    state.apply(Contre(0, 1.0, 1))
    state.apply(Contre(3, 1.0, 0))
    assert state.ledger == [
        (0, +1, 4, 5, "WINKY"),
        (1, -1, 4, 3, "caught by CONTRE WINKY"),
        (1, -1, 3, 2, "wrong CONTRE WINKY"),
    ]


def test_scores_ignore_the_pot_of_twenty_eight_w12() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER], tokens=[6, 6])
    state.apply(Winky(0, 1.0))
    obs = state.observation(None)
    assert obs["tokens"] == [7, 6] and obs["pot"] == 15


def test_hands_are_revealed_only_after_the_game() -> None:
    state = table([MIXED, OTHER, four("saloon girl"), OTHER], tokens=[6, 4])
    with pytest.raises(ValueError, match="only after the game"):
        reveal(state)
    state.apply(Winky(0, 1.0))
    assert reveal(state)["hands"][1] == OTHER


def test_an_unknown_action_is_refused() -> None:
    state = table([MIXED, OTHER, MIXED, OTHER])
    with pytest.raises(IllegalAction, match="not a WinkyBilly action"):
        state.apply(("swap", 0, 1.0))  # type: ignore[arg-type]
