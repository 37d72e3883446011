"""Saves and replays: versioned JSON round-trips of any state, and replay from seed and actions."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.saves import replay
from game.rules.winkybilly import (
    ENGINE,
    Contre,
    Done,
    DoubleWinky,
    Swap,
    Tick,
    Winky,
    WinkyBillyConfig,
    WinkyBillyState,
    from_json,
    new_game,
)
from game.rules.winkybilly.actions import action_from_json, action_to_json
from game.rules.winkybilly.scenario import MIXED, coup_de_feu, table

from ..harness import assert_round_trip


def text(state: WinkyBillyState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def test_a_fresh_table_round_trips() -> None:
    assert_round_trip(ENGINE, new_game(10, seed=9, kems_style=True, names=tuple("ABCDEFGHIJ")))


def test_a_table_in_sudden_death_and_a_finished_one_round_trip() -> None:
    state = table([MIXED] * 4 + [["sheriff"] * 4, ["outlaw"] * 3 + ["rancher"]], tokens=[3, 3, 1])
    state.apply(Winky(2, 1.0))
    assert state.contenders == [0, 1]
    assert_round_trip(ENGINE, state)
    state.apply(Winky(0, 2.0))
    assert state.is_over()
    assert_round_trip(ENGINE, state)


def test_a_loaded_game_plays_on_exactly_like_the_original() -> None:
    state = new_game(6, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        ENGINE.random_step(state, rng)
    loaded = from_json(json.loads(text(state)))
    rng_a, rng_b = random.Random(8), random.Random(8)
    for _ in range(200):
        if state.is_over():
            break
        ENGINE.random_step(state, rng_a)
        ENGINE.random_step(loaded, rng_b)
    assert text(loaded) == text(state)


def test_replay_from_seed_and_actions_gives_the_identical_state() -> None:
    state = table([MIXED] * 4)
    coup_de_feu(state)
    state.apply(Swap(0, 3.5, state.hands[0][0], state.saloon[1]))
    state.apply(Done(1, 3.6))
    state.apply(Contre(1, 3.7, 0))
    state.apply(DoubleWinky(3, 9.0))
    data = state.to_json()
    again = replay(ENGINE, state.config, 3, data["history"])
    assert text(again) == text(state)


def test_a_whole_number_clock_round_trips() -> None:
    state = new_game(4, seed=0)
    state.apply(Tick(4))  # type: ignore[arg-type]
    assert_round_trip(ENGINE, state)


@pytest.mark.parametrize(
    "action",
    [Tick(1.5), Swap(2, 3.25, 17, 40), Done(1, 4.0), Winky(0, 5.0), Contre(3, 6.0, 2), DoubleWinky(1, 7.0)],
)
def test_every_action_round_trips_through_json(action: object) -> None:
    data = json.loads(json.dumps(action_to_json(action)))  # type: ignore[arg-type]
    assert action_from_json(data) == action and type(action_from_json(data)) is type(action)


def test_a_malformed_action_is_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="not a WinkyBilly action"):
        action_from_json({"kind": "swap", "seat": 1})
    with pytest.raises(ValueError, match="not a WinkyBilly action"):
        action_from_json({"kind": "wink", "seat": 1, "t": 0})


def test_a_save_of_another_game_or_version_is_refused() -> None:
    data = new_game(4, seed=0).to_json()
    with pytest.raises(ValueError, match="not 'winkybilly'"):
        from_json({**data, "game": "wink"})
    with pytest.raises(ValueError, match="version 99"):
        from_json({**data, "version": 99})


def test_a_damaged_save_is_refused_with_a_reason() -> None:
    data = new_game(4, seed=0).to_json()
    for key, value in (("tokens", "many"), ("phase", "siesta"), ("hands", [[1, 2]])):
        with pytest.raises(ValueError, match="damaged WinkyBilly save"):
            from_json({**data, key: value})
    with pytest.raises(ValueError, match="damaged WinkyBilly save"):
        from_json({k: v for k, v in data.items() if k != "pile"})


def test_the_options_are_saved() -> None:
    config = WinkyBillyConfig(
        players=8, countdown_s=2.0, idle_timeout_s=4.0, redeal_sets=True, own_set_for_double=True
    )
    back = from_json(json.loads(text(new_game(**{**config.__dict__, "seed": 1}))))
    assert back.config == config
