"""Random playouts of any engine: shared by `simulate`, `bench` and the tests."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Any

from .engine import Engine

MAX_BENCH_ACTIONS = 100_000  # a benchmark game that runs longer is cut off there


@dataclass
class Playout:
    completed: bool
    actions: int
    scores: list[int]
    violations: list[str] = field(default_factory=list)
    state: Any = None


def play_random(
    engine: Engine,
    seed: int,
    max_actions: int = 20_000,
    check: bool = False,
    clock_limit: float | None = None,
    **config: Any,
) -> Playout:
    """One game between random legal players; with `check`, invariants are tested after every action.

    It stops unfinished after `max_actions`, or for a real-time game once its clock passes `clock_limit`.
    """
    state = engine.new_game(seed=seed, **config)
    rng = random.Random(seed ^ 0x5EED)
    violations = list(engine.check_invariants(state)) if check else []
    actions = 0
    clock = engine.clock
    while not state.is_over() and actions < max_actions:
        if clock is not None and clock_limit is not None and clock(state) >= clock_limit:
            break
        engine.random_step(state, rng)
        actions += 1
        if check:
            violations.extend(f"action {actions}: {v}" for v in engine.check_invariants(state))
            if violations:
                break
    if not check:
        violations = list(engine.check_invariants(state))
    return Playout(state.is_over(), actions, state.scores(), violations, state)


def simulate(
    engine: Engine,
    games: int,
    seed: int,
    check: bool = True,
    clock_limit: float | None = None,
    **config: Any,
) -> dict[str, Any]:
    """Play `games` random games and summarise them as one JSON-ready dict."""
    start = time.perf_counter()
    completed = violations = total_actions = 0
    score_sums: list[float] = []
    for g in range(games):
        run = play_random(engine, seed + g, check=check, clock_limit=clock_limit, **config)
        completed += run.completed
        violations += len(run.violations)
        total_actions += run.actions
        if not score_sums:
            score_sums = [0.0] * len(run.scores)
        for i, s in enumerate(run.scores):
            score_sums[i] += s
    seconds = time.perf_counter() - start
    return {
        "game": engine.name,
        **{k: v for k, v in config.items() if v is not None},
        "games": games,
        "completed": completed,
        "hit_limit": games - completed,
        "invariant_violations": violations,
        "mean_actions": round(total_actions / games, 2) if games else 0.0,
        "mean_scores_by_seat": [round(s / games, 3) for s in score_sums],
        "seconds": round(seconds, 3),
    }


def actions_per_second(engine: Engine, seconds: float = 2.0, seed: int = 0, **config: Any) -> dict[str, Any]:
    """Random-playout speed: actions per second, legal-action generation included."""
    rng = random.Random(seed)
    actions = games = 0
    step = engine.random_step
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = engine.new_game(seed=seed + games, **config)
        is_over = state.is_over
        played = 0
        while not is_over() and played < MAX_BENCH_ACTIONS:
            step(state, rng)
            played += 1
        actions += played
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "bench": "rules",
        "game": engine.name,
        **config,
        "games": games,
        "actions": actions,
        "actions_per_second": round(actions / elapsed),
    }
