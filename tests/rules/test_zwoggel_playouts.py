"""Random Zwoggel games: invariants, traps checked against a brute-force scan, no leaks, round trips."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.zwoggel import ENGINE, Reveal, from_json, new_game, observation, replay
from game.rules.zwoggel.observe import hide_others
from game.rules.zwoggel.serialize import config_from_json
from game.rules.zwoggel.state import colour_of

from .harness import assert_no_leak, assert_round_trip, play_checked
from .zwoggel_helpers import triple_through


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_keep_all_64_cards_and_hide_every_unseen_card(players: int) -> None:
    for seed in range(200):
        state = play_checked(ENGINE, seed, players=players)
        assert state.winners() and state.end_reason


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_trap_matches_a_brute_force_scan_of_the_board(players: int) -> None:
    traps = 0
    for seed in range(200):
        state = new_game(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over():
            action = rng.choice(state.legal_actions(state.current))
            if isinstance(action, Reveal):
                cell = (action.x, action.y)
                after = {**state.face_up, cell: colour_of(state.cells[cell])}
                expected = triple_through(after, cell)
                caught = any(e.kind == "caught" for e in state.apply(action))
                assert caught == expected, f"seed {seed}: reveal at {cell}"
                traps += caught
            else:
                state.apply(action)
    assert traps > 100


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_trip_and_replay_of_playout_states(players: int) -> None:
    rng = random.Random(players)
    for seed in range(30):
        state = new_game(players, seed=seed)
        stop = rng.randrange(1, 80)
        while not state.is_over() and len(state.history) < stop:
            ENGINE.random_step(state, rng)
        assert_round_trip(ENGINE, state)
        again = replay(config_from_json(state.to_json()["config"]), seed, state.to_json()["history"])
        assert json.dumps(again.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True)
        assert_no_leak(ENGINE, state, rng, range(players))


def test_a_player_knows_the_colours_of_the_cards_it_placed_and_nothing_else_hidden() -> None:
    state = new_game(2, seed=3, first_seat=0)
    rng = random.Random(3)
    while state.current == 0 and not state.is_over():
        ENGINE.random_step(state, rng)
    mine = observation(state, 0)["my_placements"]
    theirs = observation(state, 1)["my_placements"]
    assert len(mine) == 3 and theirs == []
    for x, y, colour in mine:
        assert colour == ("red" if colour_of(state.cells[(x, y)]) == 0 else "green")
    assert "my_placements" not in observation(state, None)
    hidden = hide_others(state, 1, random.Random(0))
    assert observation(hidden, 1) == observation(state, 1)


def test_the_drawn_cards_are_seen_only_by_the_drawer() -> None:
    state = new_game(3, seed=8, first_seat=0)
    for cell in sorted(state.face_down)[:2]:
        state.apply(Reveal(0, *cell))
    # Two of the four start cards cannot make a line: Ann now holds three drawn cards.
    assert state.phase.name == "PLACE" and len(observation(state, 0)["hand"]) == 3
    assert observation(state, 1)["hand"] == [] and observation(state, 1)["drawn"] == 3


def test_a_damaged_save_is_refused_with_a_reason() -> None:
    data = new_game(2, seed=0).to_json()
    del data["cells"]
    with pytest.raises(ValueError, match="cells"):
        from_json(data)
