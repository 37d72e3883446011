"""`simulate zwoggel --bots LEVELS`: whole games of Zwoggel bots with faces, on the sim clock.

One level for every seat (`--bots expert`) or one per seat (`--bots expert,normal`). Game g is
dealt with seed + g and started by seat g mod players, so every seat starts as often. The bots
think inline, by playout count: the same seeds give the same games on any machine. Many games
are shared among worker processes (results are gathered in game order, so that changes nothing).

The summary tells, per seat and per level: wins and the share of games won, Zwoggels caught per
game, and how long a decision took (median and 99th percentile, ms; it depends on the machine);
and the game lengths in turns and in seconds of sim time, and how the games ended.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from multiprocessing import get_context
from typing import Any

from ...rules.zwoggel import new_game
from ..director import TableDirector
from ..runs import Profiles, play_games, share
from ..trace import Record, TraceWriter
from .policy import ZwoggelPolicy
from .thinker import end_with_parent

MAX_GAME_S = 3600.0
POOL_FROM_GAMES = 16  # fewer games are played here: a worker takes a second to start
MOST_WORKERS = 4


def simulate_bots(
    bots: Profiles, levels: list[str], games: int, seed: int, trace: TraceWriter | None = None, **config: Any
) -> dict[str, Any]:
    """Play `games` games with these bots (`levels` names each seat's level); a JSON-able summary."""
    start = time.perf_counter()
    play = partial(play_one, bots, seed, config)
    workers = min(MOST_WORKERS, os.cpu_count() or 1, games // (POOL_FROM_GAMES // 2))
    if trace is not None or games < POOL_FROM_GAMES or workers < 2:
        results = [play(g, trace.game(g) if trace is not None else None) for g in range(games)]
    else:
        spawn = get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=spawn, initializer=end_with_parent) as pool:
            results = list(pool.map(play, range(games), chunksize=1))
    return summary(levels, games, config, results) | {"seconds": round(time.perf_counter() - start, 3)}


def play_one(
    bots: Profiles, seed: int, config: dict[str, Any], g: int, record: Record | None = None
) -> dict[str, Any]:
    """Game `g` of a run, to its end: what the summary needs of it."""
    n = config["players"]
    [(state, director)] = play_games(
        1,
        seed + g,
        lambda s: new_game(seed=s, **{**config, "first_seat": g % n}),
        lambda state, _g, s: TableDirector(state, ZwoggelPolicy(), bots, seed=s, trace=record),
        MAX_GAME_S,
    )
    tally = director.tally
    return {
        "over": state.is_over(),
        "first": g % n,
        "winners": state.winners() if state.is_over() else [],
        "end": state.end.code if state.end else "unfinished",
        "turns": tally.turns,
        "seconds": director.t,
        "caught": [len(p) for p in state.caught],
        "decision_ms": [tally.decision_ms.get(s, []) for s in range(n)],
        "playouts": [tally.playouts.get(s, []) for s in range(n)],
    }


def summary(
    levels: list[str], games: int, config: dict[str, Any], results: list[dict[str, Any]]
) -> dict[str, Any]:
    n = config["players"]
    wins, caught = [0] * n, [0] * n
    ms: list[list[float]] = [[] for _ in range(n)]
    playouts: list[list[int]] = [[] for _ in range(n)]
    for r in results:
        for s in range(n):
            wins[s] += s in r["winners"]
            caught[s] += r["caught"][s]
            ms[s] += r["decision_ms"][s]
            playouts[s] += r["playouts"][s]
    seats = [
        {"seat": s, "level": levels[s], "wins": wins[s], "win_share": share(wins[s], games)}
        | {"caught_per_game": round(caught[s] / games, 2)}
        | timing(ms[s], playouts[s])
        for s in range(n)
    ]
    by_level = {}
    for level in dict.fromkeys(levels):
        mine = [s for s in range(n) if levels[s] == level]
        won = sum(wins[s] for s in mine)
        by_level[level] = {
            "seats": len(mine),
            "wins": won,
            "win_share": share(won, games * len(mine)),
            "caught_per_game": round(sum(caught[s] for s in mine) / (games * len(mine)), 2),
        } | timing([m for s in mine for m in ms[s]], [p for s in mine for p in playouts[s]])
    turns = [r["turns"] for r in results]
    lengths = [r["seconds"] for r in results]
    return {
        "game": "zwoggel",
        **config,
        "bots": ",".join(levels),
        "games": games,
        "completed": sum(r["over"] for r in results),
        "first_player_wins": sum(r["first"] in r["winners"] for r in results),
        "mean_turns": round(statistics.mean(turns), 1),
        "median_turns": statistics.median(turns),
        "longest_turns": max(turns),
        "mean_game_seconds": round(statistics.mean(lengths), 1),
        "median_game_seconds": round(statistics.median(lengths), 1),
        "ends": dict(Counter(r["end"] for r in results)),
        "seats": seats,
        "levels": by_level,
    }


def timing(ms: list[float], playouts: list[int]) -> dict[str, Any]:
    """How long decisions took (median and 99th percentile, ms) and the playouts they ran."""
    return {
        "decisions": len(ms),
        "decision_ms_median": round(statistics.median(ms), 1) if ms else None,
        "decision_ms_p99": round(percentile(ms, 0.99), 1) if ms else None,
        "playouts_median": statistics.median(playouts) if playouts else None,
    }


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile `q` (0-1) of `values`."""
    ranked = sorted(values)
    return ranked[max(0, math.ceil(q * len(ranked)) - 1)]
