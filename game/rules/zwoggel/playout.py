"""A random legal Zwoggel player: the simulation's and the benchmark's opponent."""

from __future__ import annotations

import random
from math import floor

from ..core import Event
from .state import ZwoggelState


def random_step(state: ZwoggelState, rng: random.Random) -> list[Event]:
    """One action picked uniformly from the current seat's legal actions."""
    actions = state.legal_actions(state.current)
    return state.apply(actions[floor(rng.random() * len(actions))])  # floor: int's value, faster
