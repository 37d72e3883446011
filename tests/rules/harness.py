"""Generic checks every rules engine gets for free (STYLE.md: OpenSpiel's random_sim_test)."""

from __future__ import annotations

import json
import random
from typing import Any

from game.games import game_spec
from game.rules.core import IllegalAction
from game.rules.engine import Engine


def assert_no_leak(engine: Engine, state: Any, rng: random.Random, seats: range | list[int]) -> None:
    """Reshuffling the other seats' hidden cards changes nothing `seat` observes, nor anything a
    spectator observes (checked on the same reshuffled copy)."""
    spectator = state.observation(None)
    for seat in seats:
        before = state.observation(seat)
        hidden = engine.hide_others(state, seat, rng)
        after = hidden.observation(seat)
        assert before == after, f"seat {seat}'s observation depends on hidden cards"
        assert hidden.observation(None) == spectator, "the spectator's observation depends on hidden cards"


def assert_round_trip(engine: Engine, state: Any) -> None:
    """to_json -> text -> from_json gives back the same state, which plays on identically."""
    data = state.to_json()
    text = json.dumps(data, sort_keys=True)
    back = engine.from_json(json.loads(text))
    assert json.dumps(back.to_json(), sort_keys=True) == text
    for seat in range(len(state.scores())):
        assert back.observation(seat) == state.observation(seat)


def play_checked(
    engine: Engine, seed: int, max_actions: int = 20_000, all_seats: bool = False, **config: Any
) -> Any:
    """A random game with invariants and the leak test after every action; returns the final state.

    The leak test covers one seat a step, rotating, or with `all_seats` every seat at every step.
    """
    state = engine.new_game(seed=seed, **config)
    rng = random.Random(seed ^ 0x5EED)
    leak_rng = random.Random(seed)
    seats = len(state.scores())
    assert engine.check_invariants(state) == []
    actions = 0
    while not state.is_over() and actions < max_actions:
        engine.random_step(state, rng)
        actions += 1
        problems = engine.check_invariants(state)
        assert problems == [], f"seed {seed}, action {actions}: {problems}"
        assert_no_leak(engine, state, leak_rng, range(seats) if all_seats else [actions % seats])
    assert state.is_over(), f"seed {seed}: no end after {max_actions} actions"
    return state


def refused(state: Any, action: Any) -> IllegalAction:
    """Applying a forbidden action raises IllegalAction, with a code and a reason, and changes
    nothing; returns the exception."""
    before = json.dumps(state.to_json(), sort_keys=True)
    try:
        state.apply(action)
    except IllegalAction as exc:
        assert json.dumps(state.to_json(), sort_keys=True) == before
        assert exc.reason and exc.code and exc.code != "illegal", exc
        assert all(type(seat) is int for seat in exc.seats.values())
        return exc
    raise AssertionError(f"{action!r} was allowed")


def assert_illegal_leaves_state(state: Any, action: Any) -> str:
    """Applying a forbidden action raises IllegalAction and changes nothing; returns its reason."""
    return refused(state, action).reason


def engine(name: str) -> Engine:
    """A game's engine, by its name (its spec's)."""
    return game_spec(name).engine
