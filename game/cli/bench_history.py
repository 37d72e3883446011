"""`bench history`: the history's speed with many games (benchmarks print figures; not tests).

A scratch database in a temporary folder (never the player's) is filled with 10,000 seeded,
varied finished games (the three games, their seat counts, bot levels, one or two players of four
profiles, figures), inserted through the history's own API in one transaction; then:

- `stats_cli_ms`: `python -m game stats --json` run as a player runs it (its own process, start-up
  included) over that database, the median of 3 runs; the goal is under 1000 ms;
- `stats_profile_cli_ms`: the same with `--profile`;
- `stats_query_ms`: `statistics(history)` in this process, every game and every player;
- whatever `screen_figures` measures: the statistics screen opened over the same database
  (`stats_screen_ms`), added there by the screen's side.

Prints one JSON line.
"""

from __future__ import annotations

import os
import random
import statistics as stats
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from ..games import game_spec, specs
from ..review.figure_names import figure_names
from ..review.statistics import statistics
from ..setup import DIFFICULTIES
from ..store.files import ENV_DIR
from ..store.history import BOT, HUMAN, LOST, WON, GameRow, History, SeatRow

PROFILES = ("Ana", "Bo", "Cy", "Dee")
LEVELS = DIFFICULTIES
CLI_TIMEOUT_S = 120.0
GAMES, RUNS, SEED = 10_000, 3, 1  # games in the scratch history; runs of each timing (the median)


def team_size(game: str, players: int) -> int:
    """How many seats win together at `game`'s table of `players` (its spec's teams)."""
    spec = game_spec(game)
    return players // len({spec.team_of(seat, players) for seat in range(players)})


def seeded_games(count: int, seed: int) -> list[GameRow]:
    """`count` varied finished games, the same for the same seed, a few hours apart over the year."""
    rng = random.Random(seed)
    start = datetime(2026, 1, 1, 12).astimezone()
    rows = []
    for i in range(count):
        spec = rng.choice(specs())
        game, n = spec.name, rng.choice(spec.possible_players())
        people = rng.sample(PROFILES, 2 if rng.random() < 0.15 else 1)
        seats = list(people) + [None] * (n - len(people))
        rng.shuffle(seats)
        winners = set(rng.sample(range(n), team_size(game, n)))  # one team wins: a seat, or a pair
        scores = [rng.randint(0, 12) for _ in range(n)]
        rows.append(
            GameRow(
                game=game,
                options={"players": n},
                played_at=start + timedelta(minutes=50 * i + rng.randint(0, 40)),
                seconds=rng.uniform(60, 900),
                seats=tuple(
                    SeatRow(
                        s,
                        name or f"Bot {s}",
                        HUMAN if name else BOT,
                        None if name else rng.choice(LEVELS),
                        WON if s in winners else LOST,
                        1 if s in winners else 2,
                        scores[s],
                    )
                    for s, name in enumerate(seats)
                ),
                figures={p: {k: rng.randint(0, 6) for k in figure_names(game)} for p in people},
            )
        )
    return rows


def _median_ms(run: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        run()
        times.append((time.perf_counter() - t0) * 1000)
    return round(stats.median(times), 1)


def _cli(folder: Path, *argv: str) -> None:
    env = {**os.environ, ENV_DIR: str(folder), "WINKHOUSE_LOG_DIR": str(folder / "logs")}
    done = subprocess.run(
        [sys.executable, "-m", "game", "stats", "--json", *argv],
        capture_output=True,
        text=True,
        env=env,
        timeout=CLI_TIMEOUT_S,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"stats failed: {done.stderr.strip()[:200]}")


def screen_figures(folder: Path) -> dict[str, Any]:
    """The hook for the statistics screen's timing: `stats_screen_ms`, the screen opened over the
    scratch history in `folder` (WINKHOUSE_DATA_DIR) for the first profile, headless, to its first
    frame drawn (game/ui/stats/bench.py); the goal is under 200 ms."""
    from ..ui.stats.bench import stats_screen_ms

    ms = stats_screen_ms(folder / "history.sqlite3", PROFILES[0], runs=RUNS)
    return {"stats_screen_ms": ms, "stats_screen_under_200_ms": ms < 200}


def bench_history(games: int = GAMES, runs: int = RUNS, seed: int = SEED) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="winkhouse-bench-history-") as tmp:
        folder = Path(tmp)
        with History(folder / "history.sqlite3") as history:
            rows = seeded_games(games, seed)
            t0 = time.perf_counter()
            history.add_games(rows)
            fill_ms = round((time.perf_counter() - t0) * 1000, 1)
            query_ms = _median_ms(lambda: statistics(history), runs)
            profile_query_ms = _median_ms(lambda: statistics(history, None, PROFILES[0]), runs)
            plays = statistics(history).games
        figures: dict[str, Any] = {
            "bench": "history",
            "games": games,
            "plays": plays,
            "fill_ms": fill_ms,
            "stats_query_ms": query_ms,
            "stats_profile_query_ms": profile_query_ms,
            "stats_cli_ms": _median_ms(lambda: _cli(folder), runs),
            "stats_profile_cli_ms": _median_ms(lambda: _cli(folder, "--profile", PROFILES[0]), runs),
        }
        figures.update(screen_figures(folder))
    figures["stats_cli_under_1000_ms"] = figures["stats_cli_ms"] < 1000
    return figures
