"""Zwoggel saves: versioned JSON round-trips, replays, and refusals of damaged or foreign saves."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.saves import SaveError, replay
from game.rules.zwoggel import ENGINE, Place, Reveal, ZwoggelConfig, ZwoggelState, from_json, new_game
from game.rules.zwoggel.actions import action_from_json, action_to_json

from ..harness import assert_round_trip
from .test_support import G, R, deal, down, reveal, up


def played(players: int, seed: int, actions: int) -> ZwoggelState:
    state = new_game(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over() and len(state.history) < actions:
        ENGINE.random_step(state, rng)
    return state


def test_a_fresh_a_stacked_and_a_finished_game_round_trip() -> None:
    assert_round_trip(ENGINE, new_game(2, seed=0))
    state = deal(display=[up(0, 0, R), up(1, 0, R), down(2, 0, R), down(1, 1, G)], stock=[G, G])
    reveal(state, 2, 0)
    assert_round_trip(ENGINE, state)
    assert_round_trip(ENGINE, played(4, 3, 10_000))


def test_cells_are_saved_as_lists_and_the_rng_with_them() -> None:
    data = json.loads(json.dumps(played(3, 1, 7).to_json()))
    assert data["game"] == "zwoggel" and data["version"] == 4 and data["rng"]
    assert all(isinstance(row, list) and len(row) == 4 for row in data["face_down"])
    assert all(len(cell) == 2 for cell in data["frontier"])


def test_a_restored_game_plays_on_exactly_like_the_original() -> None:
    a = played(3, 11, 12)
    b = from_json(json.loads(json.dumps(a.to_json())))
    assert b.legal_actions(b.current) == a.legal_actions(a.current)
    rng_a, rng_b = random.Random(4), random.Random(4)
    while not a.is_over():
        assert ENGINE.random_step(a, rng_a) == ENGINE.random_step(b, rng_b)
    assert b.is_over() and b.to_json() == a.to_json()


def test_replay_of_the_history_gives_the_identical_state() -> None:
    for seed in range(5):
        state = played(2 + seed % 3, seed, 20)
        data = state.to_json()
        again = replay(ENGINE, ZwoggelConfig.from_json(data["config"]), seed, data["history"])
        assert again.to_json() == data
        assert replay(ENGINE, state.config, seed, list(state.history)).to_json() == data


def test_a_save_of_another_game_or_another_version_is_refused() -> None:
    with pytest.raises(ValueError, match="'wink'"):
        from_json({"game": "wink", "version": 2})
    data = new_game(2, seed=0).to_json()
    data["version"] = 99
    with pytest.raises(ValueError, match="version 99"):
        from_json(data)


def test_a_damaged_save_is_refused_with_a_reason() -> None:
    data = new_game(2, seed=0).to_json()
    del data["face_down"]
    with pytest.raises(ValueError, match="face_down"):
        from_json(data)
    data = new_game(2, seed=0).to_json()
    data["stock"][0] = data["stock"][1]  # one card twice, another lost
    with pytest.raises(SaveError, match="field stock does not match"):
        from_json(data)


def test_actions_round_trip_and_malformed_ones_are_refused() -> None:
    for action in (Reveal(1, -3, 4), Place(3, 1, 0, -2)):
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action
    with pytest.raises(ValueError, match="not a Zwoggel action"):
        action_from_json({"kind": "flip", "seat": 0})
    with pytest.raises(ValueError, match="not a Zwoggel action"):
        action_from_json({"kind": "place", "seat": 0, "x": 1})
