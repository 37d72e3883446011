"""`simulate wink --bots LEVEL`: whole games of bots with the social layer (faces, winks, eyes)."""

from __future__ import annotations

import time
from typing import Any

from ..bots.profile import BotProfile
from ..bots.wink_director import WinkDirector
from ..rules.wink import new_game
from ..social.profile import SocialProfile
from ..store.levels import load_difficulties

STEP = 1 / 60
MAX_GAME_S = 1800.0


def simulate_bots(level: str, games: int, seed: int, **config: Any) -> dict[str, Any]:
    profile = load_difficulties().get(level)
    if profile is None:
        raise ValueError(f"unknown bot level {level!r}; choose beginner, normal or expert")
    start = time.perf_counter()
    totals = dict.fromkeys(
        (
            "partners_found",
            "wrong_names",
            "winks",
            "winks_caught_by_others",
            "accusations_right",
            "accusations_wrong",
        ),
        0,
    )
    completed = 0
    sim_seconds = 0.0
    for g in range(games):
        state = new_game(seed=seed + g, **config)
        bots = {
            s: (SocialProfile.from_mapping(profile), BotProfile.from_mapping(profile)) for s in range(state.n)
        }
        director = WinkDirector(state, bots, seed=seed + g)
        while not state.is_over() and director.t < MAX_GAME_S:
            director.step(STEP)
        completed += state.is_over()
        sim_seconds += director.t
        tally = director.tally
        totals["partners_found"] += tally.named_right
        totals["wrong_names"] += tally.named_wrong
        totals["winks"] += tally.winks
        totals["winks_caught_by_others"] += tally.winks_caught_by_others
        totals["accusations_right"] += tally.accusations_right
        totals["accusations_wrong"] += tally.accusations_wrong
    return {
        "game": "wink",
        **config,
        "bots": level,
        "games": games,
        "completed": completed,
        **totals,
        "mean_game_seconds": round(sim_seconds / games, 1),
        "seconds": round(time.perf_counter() - start, 3),
    }
