"""`simulate winkybilly --bots LEVELS`: whole games of WinkyBilly bots with faces and gestures.

One level for every seat (`--bots expert`) or one per seat (`--bots beginner,normal,expert,...`).
Each team's secret signal is drawn at random for each game. The summary tells the signals made
(fakes among them) and how many their partners and their opponents saw for what they were, the
calls right and wrong of each kind, the game lengths in game time, how the games ended, and the
same per seat and per level.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from typing import Any

from ...rules.winkybilly import new_game
from ..director import TableDirector
from ..runs import Profiles, median_ms, play_games, share
from ..trace import TraceWriter
from .policy import WinkyBillyPolicy, WinkyBillyTally
from .signals import secret_signals

MAX_GAME_S = 3600.0
CALLS = tuple(f"{kind}_{verdict}" for kind in ("winky", "contre", "double") for verdict in ("right", "wrong"))
SIGNAL_COUNTS = ("signals", "fake_signals", "caught_by_partner", "caught_by_opponents")


def simulate_bots(
    bots: Profiles, levels: list[str], games: int, seed: int, trace: TraceWriter | None = None, **config: Any
) -> dict[str, Any]:
    """Play `games` games with these bots (`levels` names each seat's level); a JSON-able summary."""
    start = time.perf_counter()
    n = config["players"]
    seats: list[Counter[str]] = [Counter() for _ in range(n)]
    delays: list[list[float]] = [[] for _ in range(n)]
    lengths: list[float] = []
    totals: Counter[str] = Counter()
    ends: Counter[str] = Counter()
    completed = 0

    def table(state: Any, g: int, s: int) -> TableDirector:
        sink = trace.game(g) if trace is not None else None
        return TableDirector(
            state, WinkyBillyPolicy(secret_signals(state.teams, s)), bots, seed=s, trace=sink
        )

    for state, director in play_games(games, seed, lambda s: new_game(seed=s, **config), table, MAX_GAME_S):
        completed += state.is_over()
        ends[state.end.code if state.end else "unfinished"] += 1
        lengths.append(director.t)
        tally = director.tally
        _count_seats(seats, tally, state.scores(), state.winners() if state.is_over() else [])
        for s in range(n):
            delays[s] += tally.call_delays.get(s, [])
        totals.update(tally.calls)
        totals.update(
            signals=sum(tally.signals_of.values()),
            fake_signals=tally.fake_signals,
            signals_caught_by_partner=tally.signals_caught_by_partner,
            signals_caught_by_opponents=tally.signals_caught_by_opponents,
            fakes_caught_by_opponents=tally.fakes_caught_by_opponents,
            swaps=tally.swaps,
            phases=tally.phases,
        )
    per_seat = [
        {"seat": s, "level": levels[s], "team": s % (n // 2)}
        | {k: seats[s][k] for k in ("tokens", "wins", *CALLS, *SIGNAL_COUNTS)}
        | {"call_delay_ms": median_ms(delays[s])}
        for s in range(n)
    ]
    return {
        "game": "winkybilly",
        **config,
        "bots": ",".join(levels),
        "games": games,
        "completed": completed,
        **{
            k: totals[k]
            for k in (
                "signals",
                "fake_signals",
                "signals_caught_by_partner",
                "signals_caught_by_opponents",
                "fakes_caught_by_opponents",
            )
        },
        **{k: totals[k] for k in CALLS},
        "swaps_per_game": round(totals["swaps"] / games, 1),
        "phases_per_game": round(totals["phases"] / games, 1),
        "mean_game_seconds": round(statistics.mean(lengths), 1),
        "median_game_seconds": round(statistics.median(lengths), 1),
        "ends": dict(ends),
        "seats": per_seat,
        "levels": _by_level(per_seat, delays, levels, games),
        "seconds": round(time.perf_counter() - start, 3),
    }


def _count_seats(
    seats: list[Counter[str]], tally: WinkyBillyTally, scores: list[int], winners: list[int]
) -> None:
    """One game's figures per seat: its team's tokens, its win, its calls and its signals."""
    for s, mine in enumerate(seats):
        mine.update(tally.by_seat.get(s, {}))
        mine["tokens"] += scores[s]
        mine["wins"] += s in winners
        mine["signals"] += tally.signals_of.get(s, 0)
    for signal, fake in tally.made.items():
        seats[signal.seat]["fake_signals"] += fake
    for signal, who in tally.caught:
        seats[signal.seat][f"caught_by_{who}"] += 1


def _by_level(
    per_seat: list[dict[str, Any]], delays: list[list[float]], levels: list[str], games: int
) -> dict[str, dict[str, Any]]:
    """Each level's seats together: tokens per seat and game, wins, calls, signals, delays."""
    out: dict[str, dict[str, Any]] = {}
    for level in dict.fromkeys(levels):
        rows = [r for r in per_seat if r["level"] == level]
        total: Counter[str] = Counter()
        for r in rows:
            total.update({k: r[k] for k in ("tokens", "wins", *CALLS, *SIGNAL_COUNTS)})
        mine = [d for s, level_s in enumerate(levels) if level_s == level for d in delays[s]]
        calls = {
            kind: {
                "right": total[f"{kind}_right"],
                "wrong": total[f"{kind}_wrong"],
            }
            for kind in ("winky", "contre", "double")
        }
        made = total["signals"]
        out[level] = {
            "seats": len(rows),
            "tokens_per_game": round(total["tokens"] / (len(rows) * games), 2),
            "win_share": round(total["wins"] / (len(rows) * games), 3),  # a team's win counts for both
            "calls": calls,
            "signals": made,
            "fake_signals": total["fake_signals"],
            "caught_by_partner_share": share(total["caught_by_partner"], made),
            "caught_by_opponents_share": share(total["caught_by_opponents"], made),
            "call_delay_ms": median_ms(mine),
        }
    return out
