"""A Zwoggel bot: its memory, its generator, and one decision from a picklable request.

How a bot plays follows its level's `search_budget_ms`: with none it only glances (a beginner),
with a little it weighs the risks and lays simple traps (normal), with more it searches over the
cards it cannot see (an expert). A decision is a pure function of the request (the seat's
observation, the memory's snapshot, the profile and a seed), so it runs the same inline or in a
worker process, and never sees the state.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...rules.zwoggel import ZwoggelObservation
from ...rules.zwoggel.actions import Action, Place
from ..profile import BotProfile
from .habits import glance, weigh
from .memory import ZwoggelMemory
from .search import SEARCH_FROM_MS, search


@dataclass(frozen=True)
class Request:
    """One decision to make: what the seat sees and remembers, its profile, a seed. `deterministic`:
    the search stops after its level's number of playouts only (simulate, tests); otherwise the
    wall-clock budget stops it too (live play)."""

    seat: int
    observation: ZwoggelObservation
    memory: Mapping[str, Any]
    profile: BotProfile
    seed: int
    deterministic: bool = True


@dataclass(frozen=True)
class Decision:
    action: Action
    seat: int
    ms: float  # how long it took to decide
    playouts: int  # how many determinized playouts the search ran (0: no search)


def decide(request: Request) -> Decision:
    """The action of `request`'s seat (its turn), and how it was reached."""
    start = time.perf_counter()
    rng = random.Random(request.seed)
    obs, memory, budget = request.observation, request.memory, request.profile.search_budget_ms
    playouts = 0
    if budget <= 0:
        action = glance(obs, memory, rng)
    elif budget < SEARCH_FROM_MS:
        action = weigh(obs, memory, rng)
    else:
        action, playouts = search(obs, memory, budget, rng, request.deterministic)
    return Decision(action, request.seat, (time.perf_counter() - start) * 1000, playouts)


class ZwoggelBot:
    """One seat's bot: what it remembers, and its own generator (forgetting, and decisions' seeds)."""

    def __init__(self, seat: int, profile: BotProfile, rng: random.Random) -> None:
        self.seat = seat
        self.profile = profile
        self.rng = rng
        self.memory = ZwoggelMemory(seat, profile.memory_decay)

    def see(self, obs: ZwoggelObservation) -> None:
        """Look at the table: remember what changed, forget a little at the start of a turn."""
        self.memory.see(obs, self.rng)

    def request(self, obs: ZwoggelObservation, deterministic: bool = True) -> Request:
        """The decision to make now, on its turn."""
        seed = self.rng.getrandbits(32)
        return Request(self.seat, obs, self.memory.snapshot(), self.profile, seed, deterministic)

    def did(self, action: Action) -> None:
        """Its own action was played: a placed card's colour goes to memory."""
        if type(action) is Place:
            self.memory.place((action.x, action.y), action.colour)
