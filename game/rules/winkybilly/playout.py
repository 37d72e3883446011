"""Random WinkyBilly players: time passes, cards are swapped, holsters raised, and now and then a call."""

from __future__ import annotations

import random

from ..core import Event
from .actions import Contre, DoubleWinky, Swap, Tick, Winky, new_action
from .state import WinkyState

TICK_RATE = 0.3  # share of steps in which only time passes
CALL_RATE = 0.03  # share of seat moves that are a call


def random_step(state: WinkyState, rng: random.Random) -> list[Event]:
    if rng.random() < TICK_RATE:
        return state.apply(new_action(Tick, (state.t + rng.uniform(0.05, 0.6),)))
    seat = rng.randrange(state.n)
    acts = state.legal_actions(seat)
    if not acts:
        return state.apply(new_action(Tick, (state.t + 0.1,)))
    calls = [a for a in acts if type(a) in (Winky, Contre, DoubleWinky)]
    moves = [a for a in acts if type(a) not in (Winky, Contre, DoubleWinky)]
    if rng.random() < CALL_RATE:
        return state.apply(calls[rng.randrange(len(calls))])
    if not moves:  # the countdown runs: nothing to do but wait
        return state.apply(new_action(Tick, (state.t + rng.uniform(0.05, 0.6),)))
    swaps = [a for a in moves if type(a) is Swap]
    if swaps and rng.random() < 0.8:
        return state.apply(swaps[rng.randrange(len(swaps))])
    return state.apply(moves[-1])  # the holster toggle
