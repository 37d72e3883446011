"""What every `simulate --bots` run shares: one difficulty level per seat as profiles, the loop
that plays each seeded game to its end on the sim clock, and the summary's small sums."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterator
from typing import Any

from ..bots.profile import BotProfile
from ..social.profile import SocialProfile
from ..store.levels import load_difficulties

Profiles = dict[int, tuple[SocialProfile, BotProfile]]
STEP = 1 / 60


def seat_profiles(levels: list[str]) -> Profiles:
    """Each seat's social and decision profiles from its level's; ValueError for a level unknown."""
    profiles = load_difficulties()
    unknown = [level for level in levels if level not in profiles]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}; choose beginner, normal or expert")
    return {
        s: (SocialProfile.from_mapping(profiles[level]), BotProfile.from_mapping(profiles[level]))
        for s, level in enumerate(levels)
    }


def play_games(
    games: int,
    seed: int,
    new_state: Callable[[int], Any],
    new_director: Callable[[Any, int, int], Any],
    max_s: float,
) -> Iterator[tuple[Any, Any]]:
    """(state, director) of each game once it is over or `max_s` of game time have passed;
    game g is dealt with `seed + g` and its director made by `new_director(state, g, seed + g)`."""
    for g in range(games):
        state = new_state(seed + g)
        director = new_director(state, g, seed + g)
        while not state.is_over() and director.t < max_s:
            director.step(STEP)
        yield state, director


def median_ms(values: list[float]) -> int | None:
    return round(statistics.median(values) * 1000) if values else None


def share(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None
