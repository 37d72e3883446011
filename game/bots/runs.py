"""What every `simulate --bots` run shares: the loop that plays each seeded game to its end on the
sim clock, and the summary's small sums. Each game's runner (`bots/<game>/simulate.py`, named by
its spec) is handed every seat's profiles, read from the levels by the command line."""

from __future__ import annotations

import statistics
from collections.abc import Callable, Iterator
from typing import Any

from ..social.profile import SocialProfile
from .profile import BotProfile

Profiles = dict[int, tuple[SocialProfile, BotProfile]]  # seat -> its social and decision profiles
STEP = 1 / 60


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
