"""Random playouts of every preset and player count, invariants and leak test after every action."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.saves import replay
from game.rules.wink import ENGINE, PRESETS, from_json
from game.rules.wink.serialize import config_from_json

from ..harness import assert_no_leak, assert_round_trip, play_checked

SEEDS = range(200)
CASES = [(p, n) for p, rules in PRESETS.items() for n in rules.players]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_random_playouts_keep_every_card_and_hide_every_hand(preset: str, players: int) -> None:
    for seed in SEEDS:
        # Every seat's observation after every action in the first 50 games, one seat a step after.
        state = play_checked(ENGINE, seed, all_seats=seed < 50, preset=preset, players=players)
        assert state.end and state.end.reason
        assert len(state.winners()) >= 1


@pytest.mark.parametrize("players", [4, 5, 6, 7])
def test_random_playouts_with_the_extra_card(players: int) -> None:
    for seed in range(50):
        play_checked(ENGINE, seed, preset="wink-en", players=players, extra_card=True)


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_round_trip_and_replay_of_playout_states(preset: str, players: int) -> None:
    rng = random.Random(players)
    for seed in range(20):
        state = ENGINE.new_game(preset=preset, players=players, seed=seed)
        stop = rng.randrange(1, 60)
        while not state.is_over() and len(state.history) < stop:
            ENGINE.random_step(state, rng)
        assert_round_trip(ENGINE, state)
        again = replay(ENGINE, config_from_json(state.to_json()["config"]), seed, state.to_json()["history"])
        assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True)
        assert_no_leak(ENGINE, state, rng, range(players))


def test_a_restored_game_plays_on_exactly_like_the_original() -> None:
    a = ENGINE.new_game(preset="wink-en", players=6, seed=5)
    rng_a = random.Random(9)
    for _ in range(10):
        ENGINE.random_step(a, rng_a)
    b = from_json(json.loads(json.dumps(a.to_json())))
    rng_b = random.Random()
    rng_b.setstate(rng_a.getstate())
    while not a.is_over():
        ea = ENGINE.random_step(a, rng_a)
        eb = ENGINE.random_step(b, rng_b)
        assert ea == eb
    assert b.is_over() and a.scores() == b.scores()


def test_same_seed_same_deal_other_seed_other_deal() -> None:
    a, b, c = (ENGINE.new_game(preset="wink-fr", players=5, seed=s) for s in (1, 1, 2))
    assert a.to_json() == b.to_json() and a.to_json()["hands"] != c.to_json()["hands"]
