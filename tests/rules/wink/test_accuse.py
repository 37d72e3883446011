"""Accusations: who may accuse when, right and wrong outcomes, and each preset's accuse-card fate."""

from __future__ import annotations

import pytest

from game.rules.wink import Accuse, Call, Name

from ..harness import refused
from .helpers import NAMES4, round_of_calls, stacked

HANDS4 = [[25, 2, 3], [7, 8, 9], [10, 11, 12], [13, 14, 15]]
ALL = ["wink-fr", "wink-en", "zwinkern-fr", "zwinkern-en"]


def anna_called_8(preset: str) -> object:
    state = stacked(preset, HANDS4, NAMES4)
    state.apply(Call(0, 8))  # Bob holds the twin of 8
    return state


@pytest.mark.parametrize("preset", ALL)
def test_accusation_is_a_legal_action_of_non_current_seats(preset: str) -> None:
    state = anna_called_8(preset)
    assert state.current == 1
    assert Accuse(2, 1, 8) in state.legal_actions(2)
    assert Accuse(3, 1, 8) in state.accusations(3)
    assert Accuse(1, 2, 8) in state.legal_actions(1)  # the current seat may accuse too


@pytest.mark.parametrize("preset", ALL)
def test_right_accusation_takes_both_cards(preset: str) -> None:
    state = anna_called_8(preset)
    events = state.apply(Accuse(2, 1, 8))
    assert events[0].kind == "accused" and events[0].data["right"] is True
    assert sorted(state.won_grid[2] + state.won_twins[2]) == [8, 8]
    assert 8 not in state.hands[1] and 8 not in state.up
    assert state.score(2) == 2 + state.accuse_left[2]


@pytest.mark.parametrize("preset", ALL)
def test_after_a_right_accusation_the_pawn_stays_on_the_empty_place(preset: str) -> None:
    state = anna_called_8(preset)
    state.apply(Accuse(2, 1, 8))
    assert state.pawn[0] == 8 and 8 not in state.occupied
    assert state.wink_targets(1) == []
    round_of_calls(state, [20, 21, 22])
    assert state.current == 0 and state.step.name == "CALL"  # nobody to name
    assert not any(isinstance(a, Name) for a in state.legal_actions(0))


def test_accusation_during_the_callers_naming_step_cancels_the_naming() -> None:
    state = anna_called_8("wink-fr")
    round_of_calls(state, [20, 21, 22])
    assert state.step.name == "NAME"
    state.apply(Accuse(3, 1, 8))
    assert state.current == 0 and state.step.name == "CALL"


@pytest.mark.parametrize("preset", ALL)
def test_wrong_accusation_changes_nothing_but_the_card(preset: str) -> None:
    state = anna_called_8(preset)
    hands = [set(h) for h in state.hands]
    left = state.accuse_left[2]
    events = state.apply(Accuse(2, 3, 8))
    assert events[0].data["right"] is False
    assert state.hands == hands and state.occupied == {8: 0} and state.wink_targets(1) == [0]
    assert state.accuse_left[2] == left - 1


def test_wink_fr_right_accusation_lays_the_card_in_front() -> None:
    state = anna_called_8("wink-fr")
    state.apply(Accuse(2, 1, 8))
    assert state.accuse_front[2] == 1 and state.accuse_spent[2] == 0


def test_wink_fr_wrong_accusation_sends_the_card_back_to_the_box() -> None:
    state = anna_called_8("wink-fr")
    state.apply(Accuse(2, 3, 8))
    assert state.accuse_front[2] == 0 and state.accuse_spent[2] == 1


@pytest.mark.parametrize("preset", ["wink-en", "zwinkern-fr", "zwinkern-en"])
@pytest.mark.parametrize("target", [1, 3])
def test_accuse_card_is_discarded_either_way(preset: str, target: int) -> None:
    state = anna_called_8(preset)
    state.apply(Accuse(2, target, 8))
    assert state.accuse_front[2] == 0 and state.accuse_spent[2] == 1


def test_accusing_without_accuse_cards_is_refused() -> None:
    state = stacked("zwinkern-fr", [*HANDS4, [16]], (*NAMES4, "Eva"))  # 5 players: 3 cards each
    state.apply(Call(0, 30))
    for _ in range(3):
        state.apply(Accuse(2, 3, 30))
    exc = refused(state, Accuse(2, 3, 30))
    assert exc.code == "no_accuse_left" and exc.reason == "Chloé has no Espion card left"
    assert state.accusations(2) == []


def test_accusing_over_your_own_pawn_is_refused() -> None:
    state = anna_called_8("wink-fr")
    exc = refused(state, Accuse(0, 1, 8))
    assert exc.code == "accuse_own_pawn" and exc.params == {"number": 8} and "Anna's own pawn" in exc.reason


def test_accusing_yourself_or_the_caller_is_refused() -> None:
    state = anna_called_8("wink-fr")
    assert refused(state, Accuse(1, 1, 8)).code == "accuse_yourself"
    exc = refused(state, Accuse(2, 0, 8))
    assert exc.code == "accuse_caller" and exc.seats == {"target": 0} and exc.params == {"number": 8}
    assert exc.reason == "Anna called 8 and cannot hold its twin"


def test_accusing_a_number_under_no_pawn_is_refused() -> None:
    state = anna_called_8("wink-fr")
    exc = refused(state, Accuse(2, 1, 9))
    assert exc.code == "no_pawn_on" and "no pawn stands on 9" in exc.reason


def test_accusation_names_only_the_holder_and_the_number() -> None:
    # 003's "Players X and Y have number ..." is garbled: only the holder and the number matter.
    state = anna_called_8("zwinkern-en")
    assert set(Accuse._fields) == {"seat", "target", "number"}
    assert state.apply(Accuse(3, 1, 8))[0].data["right"] is True
