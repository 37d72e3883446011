"""`simulate wink --bots LEVELS`: whole games of bots with faces, winks and fallible eyes.

One level for every seat (`--bots expert`) or one per seat (`--bots beginner,normal,expert,...`).
The summary tells, per seat and per level: points, names right, wrong and passed, accusations right
and wrong, winks sent and caught by others, and the median delay from a wink's end to an accusation.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from ...rules.wink import new_game
from ..director import TableDirector
from ..runs import Profiles, median_ms, play_games
from ..trace import TraceWriter
from .policy import WinkPolicy

MAX_GAME_S = 1800.0
SEAT_COUNTS = (
    "names_right",
    "names_wrong",
    "names_passed",
    "accusations_right",
    "accusations_wrong",
    "winks",
    "winks_caught_by_others",
)


def simulate_bots(
    bots: Profiles, levels: list[str], games: int, seed: int, trace: TraceWriter | None = None, **config: Any
) -> dict[str, Any]:
    """Play `games` games with these bots (`levels` names each seat's level); a JSON-able summary."""
    start = time.perf_counter()
    n = config["players"]
    seats: list[Counter[str]] = [Counter() for _ in range(n)]
    delays: list[list[float]] = [[] for _ in range(n)]
    completed = 0
    sim_seconds = 0.0
    totals: Counter[str] = Counter()
    games_played = play_games(
        games,
        seed,
        lambda s: new_game(seed=s, **config),
        lambda state, g, s: TableDirector(
            state, WinkPolicy(), bots, seed=s, trace=trace.game(g) if trace else None
        ),
        MAX_GAME_S,
    )
    for state, director in games_played:
        completed += state.is_over()
        sim_seconds += director.t
        tally = director.tally
        for s in range(n):
            seats[s].update(tally.by_seat.get(s, {}))
            seats[s]["points"] += state.score(s)
            seats[s]["wins"] += state.is_over() and s in state.winners()
            seats[s]["winks"] += tally.winks_of.get(s, 0)
            seats[s]["winks_caught_by_others"] += tally.caught_of.get(s, 0)
            delays[s] += tally.accuse_delays.get(s, [])
        totals.update(
            partners_found=tally.named_right,
            wrong_names=tally.named_wrong,
            winks=tally.winks,
            winks_caught_by_others=tally.winks_caught_by_others,
            accusations_right=tally.accusations_right,
            accusations_wrong=tally.accusations_wrong,
        )
    per_seat = [
        {"seat": s, "level": levels[s], "points": seats[s]["points"], "wins": seats[s]["wins"]}
        | {k: seats[s][k] for k in SEAT_COUNTS}
        | {"accuse_delay_ms": median_ms(delays[s])}
        for s in range(n)
    ]
    return {
        "game": "wink",
        **config,
        "bots": ",".join(levels),
        "games": games,
        "completed": completed,
        **{k: totals[k] for k in ("partners_found", "wrong_names", "winks", "winks_caught_by_others")},
        "accusations_right": totals["accusations_right"],
        "accusations_wrong": totals["accusations_wrong"],
        "seats": per_seat,
        "levels": _by_level(per_seat, delays, levels, games),
        "mean_game_seconds": round(sim_seconds / games, 1),
        "seconds": round(time.perf_counter() - start, 3),
    }


def _by_level(
    per_seat: list[dict[str, Any]], delays: list[list[float]], levels: list[str], games: int
) -> dict[str, dict[str, Any]]:
    """Each level's seats together: points per seat and game, rates, and the median delay."""
    out: dict[str, dict[str, Any]] = {}
    for level in dict.fromkeys(levels):
        rows = [r for r in per_seat if r["level"] == level]
        total: Counter[str] = Counter()
        for r in rows:
            total.update({k: r[k] for k in ("points", "wins", *SEAT_COUNTS)})
        named = total["names_right"] + total["names_wrong"]
        accused = total["accusations_right"] + total["accusations_wrong"]
        mine = [d for s, level_s in enumerate(levels) if level_s == level for d in delays[s]]
        out[level] = {
            "seats": len(rows),
            "points_per_game": round(total["points"] / (len(rows) * games), 2),
            "win_share": round(total["wins"] / (len(rows) * games), 3),  # shared wins count for each
            "names_right_share": round(total["names_right"] / named, 3) if named else None,
            "names_passed": total["names_passed"],
            "accusations_right_share": round(total["accusations_right"] / accused, 3) if accused else None,
            "accusations": accused,
            "winks_caught_share": round(total["winks_caught_by_others"] / total["winks"], 3)
            if total["winks"]
            else None,
            "accuse_delay_ms": median_ms(mine),
        }
    return out
