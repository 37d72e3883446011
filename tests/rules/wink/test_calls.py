"""Calls, their two restrictions, turn order and the partner window (RULES.md §1.2)."""

from __future__ import annotations

import pytest

from game.rules.core import IllegalAction
from game.rules.wink import Accuse, Call, Name, Pass

from ..harness import refused
from .helpers import NAMES4, call_free, stacked

HANDS4 = [[25, 2, 3], [7, 8, 9], [10, 11, 12], [13, 14, 15]]


def test_call_puts_the_pawn_on_the_card_and_announces_it() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    events = state.apply(Call(0, 7))
    assert state.pawn[0] == 7 and state.occupied == {7: 0}
    assert events[0].kind == "call" and events[0].data == {"seat": 0, "number": 7}
    assert events[0].to is None


def test_call_refused_when_the_caller_holds_the_twin() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    exc = refused(state, Call(0, 25))
    assert exc.code == "hold_twin" and exc.params == {"number": 25} and exc.seats == {}
    assert exc.reason == "Anna holds the twin of 25"


def test_call_refused_on_a_card_under_another_pawn() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    state.apply(Call(0, 20))
    exc = refused(state, Call(1, 20))
    assert exc.code == "taken" and exc.seats == {"owner": 0} and exc.params == {"number": 20}
    assert exc.reason == "20 is taken by Anna's pawn"


def test_call_refused_out_of_turn() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    exc = refused(state, Call(2, 20))
    assert exc.code == "not_your_turn" and exc.seats == {"current": 0}
    assert exc.reason == "it is Anna's turn, not Chloé's"


@pytest.mark.parametrize("number", [0, 37])
def test_call_refused_off_the_grid(number: int) -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    exc = refused(state, Call(0, number))
    assert exc.code == "not_a_number" and "not a card number" in exc.reason


def test_turn_passes_clockwise() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    seats = []
    for _ in range(6):
        seats.append(state.current)
        if state.step.name == "NAME":
            state.apply(Name(state.current, (state.current + 1) % 4))
        call_free(state)
    assert seats == [0, 1, 2, 3, 0, 1]


def test_legal_calls_exclude_held_twins_and_taken_cards() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    state.apply(Call(0, 20))
    calls = {a.number for a in state.turn_actions(1)}
    assert calls == set(range(1, 37)) - {7, 8, 9, 20}
    assert state.turn_actions(2) == []  # not its turn


def test_partner_window_opens_on_the_call_for_the_twin_holder_only() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    state.apply(Call(0, 8))  # Bob holds 8
    assert state.wink_targets(1) == [0]
    assert state.wink_targets(2) == [] and state.wink_targets(3) == []


def test_partner_window_closes_when_the_callers_next_turn_begins() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    state.apply(Call(0, 8))
    for _ in range(2):
        call_free(state)
    assert state.wink_targets(1) == [0]  # Bob and Chloé have called: still before Anna's turn
    call_free(state)  # David announces: Anna's turn begins now
    assert state.current == 0
    assert state.wink_targets(1) == []
    assert state.observation(1)["wink_at"] == []


def test_a_holder_may_wink_at_several_callers() -> None:
    state = stacked("wink-fr", [[1, 2], [7, 8, 9], [10, 11], [13, 14]], NAMES4)
    state.apply(Call(0, 7))
    state.apply(Call(1, 20))
    state.apply(Call(2, 9))
    assert sorted(state.wink_targets(1)) == [0, 2]


def test_own_card_cannot_be_called_again_after_passing() -> None:
    state = stacked("zwinkern-fr", HANDS4, NAMES4)
    for c in (20, 21, 22, 23):
        state.apply(Call(state.current, c))
    state.apply(Pass(0))
    exc = refused(state, Call(0, 20))
    assert exc.code == "pawn_already_there" and "already on 20" in exc.reason


def test_illegal_actions_of_unknown_kind_or_seat_are_refused() -> None:
    state = stacked("wink-fr", HANDS4, NAMES4)
    with pytest.raises(IllegalAction, match="no seat"):
        state.apply(Accuse(9, 0, 1))
    with pytest.raises(IllegalAction, match="not a Wink action"):
        state.apply(("call", 0, 1))  # type: ignore[arg-type]
