"""Both end conditions per preset, the stall decision, and actions after the end."""

from __future__ import annotations

import pytest

from game.rules.core import End, Event
from game.rules.wink import Accuse, Call, Name, Pass, Step, WinkState
from game.rules.wink.table import DISCARDED, DOWN

from ..harness import assert_illegal_leaves_state
from .helpers import NAMES4, round_of_calls, stacked

ALL = ["wink-fr", "wink-en", "zwinkern-fr", "zwinkern-en"]


def only_face_up(state: WinkState, keep: set[int]) -> None:
    """Scenario setup: every grid card but `keep` already turned down (Wink) or discarded (Zwinkern)."""
    down = state.rules.wrong_grid.value == "face-down"
    for c in set(range(1, 37)) - keep:
        state.up.discard(c)
        state.grid[c] = DOWN if down else DISCARDED
        if not down:
            state.discard.append(c)
    state.reindex()  # the state's derived bits follow the face-up set changed by hand


@pytest.mark.parametrize("preset", ALL)
def test_game_ends_when_a_player_has_no_card_left_in_hand(preset: str) -> None:
    state = stacked(preset, [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    if state.step.name != "NAME":
        pytest.fail("Anna should be naming")
    events = state.apply(Name(0, 1))
    assert state.is_over() and "Bob has no card left" in state.end.reason
    assert events[-1].kind == "game_over"


def test_wink_fr_a_twin_laid_face_down_leaves_the_hand() -> None:
    state = stacked("wink-fr", [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    state.apply(Name(0, 2))  # wrong: Bob lays 8 face down in front, his hand is empty
    assert state.is_over() and "Bob" in state.end.reason


@pytest.mark.parametrize("preset", ["wink-en", "zwinkern-fr", "zwinkern-en"])
def test_a_dead_twin_kept_in_hand_still_counts_as_a_card_in_hand(preset: str) -> None:
    state = stacked(preset, [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    state.apply(Name(0, 2))
    assert not state.is_over() and state.hand_count(1) == 1


def last_free_card_covered(hands: list[list[int]]) -> tuple[WinkState, list[Event]]:
    """wink-fr, 1–5 face up: a round of calls on 1–4, Anna names wrong (1 turns down) and covers 5."""
    state = stacked("wink-fr", hands, NAMES4)
    only_face_up(state, {1, 2, 3, 4, 5})
    round_of_calls(state, [1, 2, 3, 4])
    state.apply(Name(0, 1))
    events = state.apply(Call(0, 5))
    assert [c for c in state.up if c not in state.occupied] == []  # every face-up card is under a pawn
    return state, events


def test_wink_fr_the_call_that_covers_the_last_free_card_does_not_end_the_game() -> None:
    state, events = last_free_card_covered([[10], [11], [12], [13]])
    assert not state.is_over() and "game_over" not in [e.kind for e in events]
    assert state.current == 1 and state.step is Step.NAME  # Bob still names his partner first


def test_wink_fr_ends_when_a_pawn_must_be_placed_after_the_naming_and_no_card_is_free() -> None:
    state, _ = last_free_card_covered([[10], [11], [12], [13]])
    events = state.apply(Name(1, 2))  # wrong: 2 turns face down, and Bob must place his pawn
    assert state.is_over() and state.end == End("no playable card is left in the grid", "no_playable_card")
    assert [e.kind for e in events] == ["named_wrong", "game_over"]
    end = {
        "reason": "no playable card is left in the grid",
        "code": "no_playable_card",
        "seats": {},
        "params": {},
    }
    assert events[-1].data == {"end": end}
    assert state.observation(2)["end"] == end == state.to_json()["end"]


def test_wink_fr_accusations_stay_possible_until_the_next_player_has_named() -> None:
    state, _ = last_free_card_covered([[10], [11], [12], [13, 5]])  # David holds the twin of 5
    assert Accuse(2, 3, 5) in state.legal_actions(2)
    events = state.apply(Accuse(2, 3, 5))  # right: Chloé takes 5 and its twin
    assert events[0].data["right"] and not state.is_over()
    assert state.current == 1 and state.step is Step.NAME
    state.apply(Name(1, 0))
    assert state.is_over() and state.end.code == "no_playable_card"


def test_wink_fr_a_player_with_nobody_to_name_makes_the_test_as_the_turn_begins() -> None:
    state = stacked("wink-fr", [[10], [11], [12, 2], [13]], NAMES4)
    only_face_up(state, {1, 2, 3, 4, 5})
    round_of_calls(state, [1, 2, 3, 4])
    state.apply(Accuse(0, 2, 2))  # right: 2 leaves the grid, Bob's pawn stands on an empty place
    state.apply(Name(0, 1))
    events = state.apply(Call(0, 5))  # Bob has nobody to name: he must place his pawn at once
    assert state.is_over() and state.end.code == "no_playable_card"
    assert [e.kind for e in events] == ["call", "turn", "game_over"]


def test_wink_fr_a_free_card_left_after_the_naming_lets_the_game_go_on() -> None:
    state = stacked("wink-fr", [[10], [11], [12], [13]], NAMES4)
    only_face_up(state, {1, 2, 3, 4, 5, 6})
    round_of_calls(state, [1, 2, 3, 4])
    state.apply(Name(0, 1))
    state.apply(Call(0, 5))
    state.apply(Name(1, 2))  # 6 is still free: Bob calls it
    assert not state.is_over() and state.current == 1 and state.step is Step.CALL
    state.apply(Call(1, 6))
    assert not state.is_over() and state.current == 2


def test_wink_en_goes_on_while_face_up_cards_lie_under_pawns() -> None:
    state = stacked("wink-en", [[10], [11], [12], [13]], NAMES4)
    only_face_up(state, {1, 2, 3, 4, 5})
    round_of_calls(state, [1, 2, 3, 4])
    state.apply(Name(0, 1))
    state.apply(Call(0, 5))
    assert not state.is_over()


@pytest.mark.parametrize("preset", ["wink-en", "zwinkern-fr", "zwinkern-en"])
def test_game_ends_when_no_face_up_card_is_left(preset: str) -> None:
    state = stacked(preset, [[10], [11], [12], [13]], NAMES4)
    only_face_up(state, {1})
    state.apply(Call(0, 1))  # Bob, Chloé and David can call nothing and are skipped
    assert state.current == 0 and state.step.name == "NAME"
    state.apply(Name(0, 2))
    assert state.is_over() and state.end.reason == "no face-up card is left in the grid"


@pytest.mark.parametrize("preset", ALL)
def test_stalled_player_skips_the_call_and_leaves_the_grid(preset: str) -> None:
    state = stacked(preset, [[10], [1, 11], [12], [13]], NAMES4)
    only_face_up(state, {1, 2})
    state.apply(Call(0, 2))
    assert state.current == 2  # Bob holds 1's twin and 2 is taken: skipped
    assert state.pawn[1] is None


def test_stalled_pawn_leaves_its_card_free_for_others() -> None:
    state = stacked("zwinkern-fr", [[10], [11], [12], [13]], NAMES4)
    only_face_up(state, {1})
    state.apply(Call(0, 1))
    state.apply(Pass(0))  # Anna cannot call 1 again: skipped, her pawn leaves 1
    assert state.pawn[0] is None and state.current == 1
    assert state.callable_numbers(1) == [1]


@pytest.mark.parametrize("preset", ALL)
def test_no_action_is_accepted_after_the_end(preset: str) -> None:
    state = stacked(preset, [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    state.apply(Name(0, 1))
    assert state.legal_actions(0) == [] and state.accusations(2) == []
    assert assert_illegal_leaves_state(state, Call(0, 30)) == "the game is over"
