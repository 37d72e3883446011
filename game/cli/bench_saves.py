"""`bench saves`: seeded saves taken at random moments of random playouts, each resumed from its
file's JSON text and played on with the same random steps as the original, compared at every
step (events, every seat's observation and the spectator's, every seat's legal actions) to the
end; and how long a save costs the table (`to_json`) and its writer (the file written).

Moments are of several kinds, taken in turn: anywhere; for WinkyBilly in the middle of an
exchange (swapping) and in the middle of a check (a call being checked); for Zwoggel in the
middle of a turn (after a reveal, and while the drawn cards are being placed). A benchmark prints
figures (`{"game": {"tried": N, "identical": M, …}}` and one line a game); it is no timed test.
"""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..games import GameSpec, specs
from ..rules.engine import Engine
from ..setup import TableSetup
from ..store.files import write_json_atomic
from ..store.saves import BadSave, parse_save, save_record

MAX_STEPS = 20_000  # a playout longer than this is cut (none of ours comes near it)
Moment = Callable[[Any], bool]  # whether a state is a moment of that kind


def _any(state: Any) -> bool:
    return True


def moments_of(spec: GameSpec) -> dict[str, Moment]:
    """The kinds of moment a game is saved in: any, then its spec's own (`save_moments`)."""
    return {"any": _any, **spec.save_moments}


@dataclass
class Tally:
    tried: int = 0
    identical: int = 0
    by_moment: dict[str, int] = field(default_factory=dict)
    differences: list[str] = field(default_factory=list)  # the first few, in words


def random_setup(spec: GameSpec, rng: random.Random, most: bool = False) -> TableSetup:
    """A table of a random preset (if the game has presets), number of players (`most`: the
    most the preset allows), deal and one or two humans."""
    from ..ui.seating import table_setup  # (pure: no arcade)

    options: dict[str, Any] = {}
    if spec.engine.presets and any(o.name == "preset" for o in spec.options):
        options["preset"] = rng.choice(spec.engine.presets)
    allowed = list(table_setup(spec.name, 1, min(spec.possible_players()), **options).player_range())
    players = allowed[-1] if most else rng.choice(allowed)
    return table_setup(spec.name, rng.randrange(1, 99_999), players, humans=rng.choice((1, 2)), **options)


def take_moment(spec: GameSpec, kind: Moment, rng: random.Random) -> tuple[TableSetup, Any] | None:
    """A random playout stopped at a moment of `kind`, after a random number of steps; None if
    the game ended first."""
    setup = random_setup(spec, rng)
    state = setup.new_state()
    at_least = rng.randrange(0, 160)
    for step in range(MAX_STEPS):
        if state.is_over():
            return None
        if step >= at_least and kind(state):
            return setup, state
        spec.engine.random_step(state, rng)
    return None


def snapshot(engine: Engine, state: Any) -> tuple[Any, ...]:
    """What every seat may see and do now, and what the spectator sees."""
    seats = range(state.n)
    return (
        state.observation(None),
        [state.observation(s) for s in seats],
        [list(state.legal_actions(s)) for s in seats],
        state.is_over(),
    )


def play_on(engine: Engine, original: Any, resumed: Any, seed: int) -> str | None:
    """Both games played on with the same random steps: None if they stay identical to the end,
    else where they first differ."""
    a, b = random.Random(seed), random.Random(seed)
    for step in range(MAX_STEPS):
        if snapshot(engine, original) != snapshot(engine, resumed):
            return f"step {step}: observations or legal actions differ"
        if original.is_over():
            return None
        if engine.random_step(original, a) != engine.random_step(resumed, b):
            return f"step {step}: events differ"
    return "no end"


def resume_from_text(setup: TableSetup, state: Any) -> Any:
    """The game as a save file keeps it, read back from the file's text (setup and state)."""
    text = json.dumps(save_record(setup, state.to_json(), 1.0, time.time()), indent=2, sort_keys=True)
    return parse_save(json.loads(text), Path("bench.json")).state


def bench_game(spec: GameSpec, count: int, seed: int) -> Tally:
    moments = moments_of(spec)
    tally, rng = Tally(), random.Random(f"{seed}:{spec.name}")
    kinds = list(moments)
    misses = 0
    while tally.tried < count and misses < count * 20:
        kind = kinds[(tally.tried + misses) % len(kinds)]
        taken = take_moment(spec, moments[kind], rng)
        if taken is None:
            misses += 1
            continue
        setup, state = taken
        tally.tried += 1
        tally.by_moment[kind] = tally.by_moment.get(kind, 0) + 1
        try:
            resumed = resume_from_text(setup, state)
        except BadSave as exc:
            problem: str | None = f"did not load: {exc.reason}"
        else:
            problem = play_on(spec.engine, state, resumed, rng.getrandbits(32))
        if problem is None:
            tally.identical += 1
        elif len(tally.differences) < 5:
            tally.differences.append(f"{kind}, seed {setup.seed}, {setup.players} players: {problem}")
    return tally


def save_costs(spec: GameSpec, games: int, seed: int) -> dict[str, float]:
    """`to_json` after every move of the longest of `games` random playouts, and the save file
    written (atomically, flushed to disk) at every move of that game: medians and p99 in ms."""
    rng = random.Random(f"{seed}:{spec.name}:costs")
    longest: tuple[TableSetup, list[Any]] | None = None
    for _ in range(games):
        setup = random_setup(spec, rng, most=True)
        state = setup.new_state()
        while not state.is_over() and len(state.history) < MAX_STEPS:
            spec.engine.random_step(state, rng)
        if longest is None or len(state.history) > len(longest[1]):
            longest = (setup, list(state.history))
    assert longest is not None
    setup, history = longest
    state = setup.new_state()
    to_json: list[float] = []
    write: list[float] = []
    with tempfile.TemporaryDirectory(prefix="winkhouse-bench-") as folder:
        path = Path(folder) / "save.json"
        for action in history[:-1]:  # (a finished game is not saved)
            state.apply(action)
            start = time.perf_counter()
            data = state.to_json()
            to_json.append((time.perf_counter() - start) * 1000)
            record = save_record(setup, data, 1.0, time.time())
            start = time.perf_counter()
            write_json_atomic(path, record)
            write.append((time.perf_counter() - start) * 1000)
    return {
        "longest_moves": len(history),
        "to_json_ms_p50": round(statistics.median(to_json), 3),
        "to_json_ms_p99": round(percentile(to_json, 99), 3),
        "write_ms_p50": round(statistics.median(write), 3),
        "write_ms_p99": round(percentile(write, 99), 3),
    }


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def bench_saves(count: int, seed: int = 1, game: str | None = None) -> dict[str, dict[str, Any]]:
    """Every game's figures, one line printed a game as it is done, then the whole as JSON."""
    figures: dict[str, dict[str, Any]] = {}
    for spec in specs():
        if (game and spec.name != game) or not spec.playable:
            continue
        start = time.perf_counter()
        tally = bench_game(spec, count, seed)
        costs = save_costs(spec, 20, seed)
        figures[spec.name] = {
            "tried": tally.tried,
            "identical": tally.identical,
            "moments": tally.by_moment,
            **costs,
            "seconds": round(time.perf_counter() - start, 1),
        }
        if tally.differences:
            figures[spec.name]["differences"] = tally.differences
        f = figures[spec.name]
        print(
            f"{spec.name}: {f['identical']}/{f['tried']} identical; to_json {f['to_json_ms_p50']} ms "
            f"(p99 {f['to_json_ms_p99']}), write {f['write_ms_p50']} ms (p99 {f['write_ms_p99']}) "
            f"at {f['longest_moves']} moves",
            flush=True,
        )
    return figures
