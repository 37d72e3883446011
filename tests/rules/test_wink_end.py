"""Both end conditions per preset, the stall decision, and actions after the end."""

from __future__ import annotations

import pytest

from game.rules.wink import Call, Name, Pass, WinkState
from game.rules.wink.state import DISCARDED, DOWN

from .harness import assert_illegal_leaves_state
from .wink_helpers import NAMES4, round_of_calls, stacked

ALL = ["wink-fr", "wink-en", "zwinkern-fr", "zwinkern-en"]


def only_face_up(state: WinkState, keep: set[int]) -> None:
    """Scenario setup: every grid card but `keep` already turned down (Wink) or discarded (Zwinkern)."""
    down = state.rules.wrong_grid.value == "face-down"
    for c in set(range(1, 37)) - keep:
        state.up.discard(c)
        state.grid[c] = DOWN if down else DISCARDED
        if not down:
            state.discard.append(c)


@pytest.mark.parametrize("preset", ALL)
def test_game_ends_when_a_player_has_no_card_left_in_hand(preset: str) -> None:
    state = stacked(preset, [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    if state.step.name != "NAME":
        pytest.fail("Anna should be naming")
    events = state.apply(Name(0, 1))
    assert state.is_over() and "Bob has no card left" in state.end_reason
    assert events[-1].kind == "game_over"


def test_wink_fr_a_twin_laid_face_down_leaves_the_hand() -> None:
    state = stacked("wink-fr", [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    state.apply(Name(0, 2))  # wrong: Bob lays 8 face down in front, his hand is empty
    assert state.is_over() and "Bob" in state.end_reason


@pytest.mark.parametrize("preset", ["wink-en", "zwinkern-fr", "zwinkern-en"])
def test_a_dead_twin_kept_in_hand_still_counts_as_a_card_in_hand(preset: str) -> None:
    state = stacked(preset, [[1, 2], [8], [10, 11], [13, 14]], NAMES4)
    round_of_calls(state, [8, 20, 21, 22])
    state.apply(Name(0, 2))
    assert not state.is_over() and state.hand_count(1) == 1


def test_wink_fr_ends_when_no_face_up_card_is_free_of_pawns() -> None:
    state = stacked("wink-fr", [[10], [11], [12], [13]], NAMES4)
    only_face_up(state, {1, 2, 3, 4, 5})
    round_of_calls(state, [1, 2, 3, 4])
    assert not state.is_over()
    state.apply(Name(0, 1))  # wrong: 1 turns face down
    state.apply(Call(0, 5))
    assert state.is_over() and state.end_reason == "no playable card is left in the grid"


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
    assert state.is_over() and state.end_reason == "no face-up card is left in the grid"


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
