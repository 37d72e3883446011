"""A random legal player for Wink: the simulation's and the benchmark's opponent."""

from __future__ import annotations

import random

from ..core import Event
from ..draws import below
from .state import WinkState

ACCUSE_RATE = 0.04  # chance per step that some seat accuses instead of the turn going on


def random_step(state: WinkState, rng: random.Random) -> list[Event]:
    """One random legal action, chosen from the acting seat's whole legal set."""
    seat = state.current
    if rng.random() < ACCUSE_RATE:
        seat = below(rng, state.n)
    turn = state.turn_actions(seat)
    accusations = state.accusations(seat)
    if accusations and (not turn or seat != state.current or rng.random() < ACCUSE_RATE):
        return state.apply(accusations[below(rng, len(accusations))])
    if not turn:
        turn = state.turn_actions(state.current)
    return state.apply(turn[below(rng, len(turn))])
