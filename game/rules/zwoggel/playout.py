"""A random legal Zwoggel player (simulation, benchmark, tests)."""

from __future__ import annotations

import random

from ..core import Event
from .state import ZwoggelState


def random_step(state: ZwoggelState, rng: random.Random) -> list[Event]:
    actions = state.legal_actions(state.current)
    return state.apply(actions[rng.randrange(len(actions))])
