"""Naming the partner: when, and every consequence of a right and a wrong name per preset."""

from __future__ import annotations

import pytest

from game.rules.wink import Call, Name, Pass

from ..harness import refused
from .helpers import NAMES4, round_of_calls, stacked

# Anna holds 25; Bob holds 7, 8; Chloé 10, 11; David 13, 14. 30 is set aside (nobody holds it).
HANDS4 = [[25, 2, 3], [7, 8, 9], [10, 11, 12], [13, 14, 15]]
ALL = ["wink-fr", "wink-en", "zwinkern-fr", "zwinkern-en"]


def first_round(preset: str, anna_calls: int = 8) -> object:
    """Everyone calls once; Anna (first) called `anna_calls`; it is Anna's turn again."""
    state = stacked(preset, HANDS4, NAMES4)
    round_of_calls(state, [anna_calls, 20, 21, 22])
    assert state.current == 0
    return state


@pytest.mark.parametrize("preset", ["wink-fr", "wink-en"])
def test_naming_is_mandatory_in_wink(preset: str) -> None:
    state = first_round(preset)
    assert state.step.name == "NAME"
    assert refused(state, Pass(0)).code == "must_name"
    exc = refused(state, Call(0, 30))
    assert exc.code == "name_first" and exc.reason == "Anna must name a partner before calling a new card"


def test_wink_en_naming_starts_once_every_player_has_placed() -> None:
    state = stacked("wink-en", HANDS4, NAMES4)
    for seat in range(4):
        assert state.step.name == "CALL" and state.current == seat
        state.apply(Call(seat, 20 + seat))
    assert state.step.name == "NAME"
    assert state.can_name(0)


@pytest.mark.parametrize("preset", ["zwinkern-fr", "zwinkern-en"])
def test_naming_is_optional_in_zwinkern(preset: str) -> None:
    state = first_round(preset)
    assert Pass(0) in state.turn_actions(0)
    events = state.apply(Pass(0))
    assert events[0].kind == "passed"
    assert state.step.name == "CALL"
    assert state.grid[8] == 0 and 8 in state.up  # [DECISION] the card stays face up
    state.apply(Call(0, 30))
    assert 8 not in state.occupied  # the pawn moved on; 8 may be called again later
    state.apply(Pass(1))
    state.apply(Call(1, 31))
    state.apply(Pass(2))
    assert Call(2, 8) in state.turn_actions(2)


@pytest.mark.parametrize("preset", ALL)
def test_right_name_scores_the_grid_card_and_the_twin(preset: str) -> None:
    state = first_round(preset)
    events = state.apply(Name(0, 1))
    assert events[0].kind == "named_right" and events[0].to is None
    assert state.won_grid[0] == [8] and state.won_twins[1] == [8]
    assert 8 not in state.hands[1] and 8 not in state.up
    assert state.pawn[0] is None and state.step.name == "CALL"
    assert state.score(0) == state.accuse_left[0] + 1 and state.score(1) == state.accuse_left[1] + 1


@pytest.mark.parametrize(("preset", "grid"), [("wink-fr", "down"), ("wink-en", "down")])
def test_wrong_name_turns_the_grid_card_face_down_in_place(preset: str, grid: str) -> None:
    state = first_round(preset)
    events = state.apply(Name(0, 2))
    assert events[0].kind == "named_wrong" and events[0].data["grid"] == grid
    assert state.grid[8] == 1 and 8 in state.grid_layout and 8 not in state.up
    assert state.discard == []


@pytest.mark.parametrize("preset", ["zwinkern-fr", "zwinkern-en"])
def test_wrong_name_discards_the_grid_card(preset: str) -> None:
    state = first_round(preset)
    events = state.apply(Name(0, 2))
    assert events[0].data["grid"] == "discarded"
    assert state.discard == [8] and 8 not in state.up


def test_wrong_name_wink_fr_the_true_holder_lays_the_twin_face_down_in_front() -> None:
    state = first_round("wink-fr")
    events = state.apply(Name(0, 2))
    laid = [e for e in events if e.kind == "twin_laid_down"]
    assert laid and laid[0].to is None and laid[0].data == {"seat": 1, "number": 8}
    assert state.face_down[1] == [8] and 8 not in state.hands[1]
    assert state.hand_count(1) == 2
    assert state.observation(3)["seats"][1]["face_down"] == [8]


@pytest.mark.parametrize("preset", ["wink-en", "zwinkern-fr", "zwinkern-en"])
def test_wrong_name_the_true_holder_keeps_the_twin_silently_in_hand(preset: str) -> None:
    state = first_round(preset)
    events = state.apply(Name(0, 2))
    dead = [e for e in events if e.kind == "twin_dead"]
    assert dead and dead[0].to == 1  # only Bob is told
    assert state.dead[1] == {8} and state.hand_count(1) == 3
    assert state.observation(1)["dead"] == [8]
    assert "dead" not in str(state.observation(3)["seats"][1])
    assert state.observation(3)["seats"][1]["hand"] == 3


@pytest.mark.parametrize("preset", ALL)
def test_wrong_name_the_named_player_is_unaffected(preset: str) -> None:
    state = first_round(preset)
    before = sorted(state.hands[2])
    state.apply(Name(0, 2))
    assert sorted(state.hands[2]) == before and state.score(2) == state.accuse_left[2]


@pytest.mark.parametrize("preset", ALL)
def test_wrong_name_when_the_twin_was_never_dealt(preset: str) -> None:
    state = first_round(preset, anna_calls=30)
    events = state.apply(Name(0, 1))
    assert [e.kind for e in events][:1] == ["named_wrong"]
    assert not any(e.kind in ("twin_dead", "twin_laid_down") for e in events)
    assert 30 in state.aside


def test_naming_yourself_is_refused() -> None:
    state = first_round("wink-fr")
    assert refused(state, Name(0, 0)).code == "name_yourself"


def test_naming_out_of_turn_is_refused() -> None:
    state = first_round("wink-fr")
    exc = refused(state, Name(1, 0))
    assert exc.code == "not_your_turn" and "Anna's turn" in exc.reason
