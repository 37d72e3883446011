"""Random WinkyBilly games: invariants and the leak test after every action, round-trips, replays."""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest

from game.rules.playout import play_random, simulate
from game.rules.saves import replay
from game.rules.winkybilly import ENGINE, new_game
from game.rules.winkybilly.serialize import config_from_json

from ..harness import assert_no_leak, assert_round_trip, play_checked

PLAYERS = [4, 6, 8, 10]


@pytest.mark.parametrize("players", PLAYERS)
def test_random_games_keep_every_card_once_the_tokens_in_step_with_the_calls_and_hide_every_hand(
    players: int,
) -> None:
    endings: Counter[str] = Counter()
    for seed in range(200):
        state = play_checked(ENGINE, seed, players=players)
        assert len(state.winner_teams) == 1 and state.end and state.end.reason
        endings[ending(state.end.reason)] += 1
    assert endings["seven"] > 0 and endings["zero"] > 0
    if players >= 6:  # with two teams the other one always leads when one falls to 0
        assert endings["sudden death"] > 0


def ending(reason: str) -> str:
    if "reached 7" in reason:
        return "seven"
    return "sudden death" if reason.startswith("sudden death") else "zero"


def test_random_games_make_every_call_right_and_wrong() -> None:
    outcomes: Counter[tuple[str, bool]] = Counter()
    for seed in range(40):
        state = ENGINE.new_game(players=6, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            ENGINE.random_step(state, rng)
        outcomes.update((r.call, r.right) for r in state.calls)
    assert len(outcomes) == 6, outcomes


@pytest.mark.parametrize("players", PLAYERS)
def test_random_games_end_within_ten_minutes_of_game_clock(players: int) -> None:
    runs = [play_random(ENGINE, seed, clock_limit=600.0, players=players) for seed in range(100)]
    assert sum(r.completed for r in runs) >= 97
    summary = simulate(ENGINE, 5, seed=2, clock_limit=900.0, players=players)
    assert summary["completed"] == 5 and summary["invariant_violations"] == 0


@pytest.mark.parametrize("players", PLAYERS)
def test_round_trip_and_replay_of_states_from_random_games(players: int) -> None:
    rng = random.Random(players)
    for seed in range(25):
        state = new_game(players, seed=seed, kems_style=seed % 2 == 1)
        stop = rng.randrange(1, 400)
        while not state.is_over() and len(state.history) < stop:
            ENGINE.random_step(state, rng)
        assert_round_trip(ENGINE, state)
        data = state.to_json()
        again = replay(ENGINE, config_from_json(data["config"]), seed, data["history"])
        assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(data, sort_keys=True)
        assert_no_leak(ENGINE, state, rng, range(players))


@pytest.mark.parametrize(
    "options",
    [{"kems_style": True}, {"redeal_sets": True}, {"own_set_for_double": True}, {"countdown_s": 0.0}],
)
def test_random_games_with_each_option(options: dict[str, Any]) -> None:
    for seed in range(30):
        play_checked(ENGINE, seed, players=6, **options)
