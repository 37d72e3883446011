"""The two Zwoggel bots that do not search: a beginner's glance and a normal player's weighing.

- A beginner reveals at random among the cards that look safe (no line to close, or a colour it
  remembers that closes none), else among those not sure to close one, and places its cards at
  random.
- A normal player reveals the card least likely to be caught, weighed by what it remembers, and
  lays simple traps: a card of colour C where revealing a C would close a line of C.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...rules.zwoggel import ZwoggelObservation
from ...rules.zwoggel.actions import Action, Place, Reveal
from .beliefs import Beliefs
from .board import Cell, free_cells, held, own_seat, trap_colours


def glance(obs: ZwoggelObservation, memory: Mapping[str, Any], rng: random.Random) -> Action:
    """A beginner's action."""
    seat = own_seat(obs)
    if obs["phase"] == "reveal":
        beliefs = Beliefs(obs, memory, read_placements=False)
        cells = sorted(beliefs.down)
        traps = {c: trap_colours(beliefs.up, c) for c in cells}
        safe = [c for c in cells if not traps[c] or beliefs.risk(c) == 0.0]
        coin = [c for c in cells if len(traps[c]) < 2]  # not a sure catch
        x, y = rng.choice(safe or coin or cells)
        return Reveal(seat, x, y)
    x, y = rng.choice(free_cells(obs))
    return Place(seat, rng.choice(held(obs)), x, y)


def weigh(obs: ZwoggelObservation, memory: Mapping[str, Any], rng: random.Random) -> Action:
    """A normal player's action."""
    seat = own_seat(obs)
    beliefs = Beliefs(obs, memory, read_placements=False)
    if obs["phase"] == "reveal":
        x, y = least_risky(beliefs, rng)
        return Reveal(seat, x, y)
    colour, (x, y) = simple_trap(beliefs, free_cells(obs), held(obs), rng)
    return Place(seat, colour, x, y)


def least_risky(beliefs: Beliefs, rng: random.Random) -> Cell:
    """A face-down card among those least likely to close a line."""
    risks = {c: beliefs.risk(c) for c in sorted(beliefs.down)}
    low = min(risks.values())
    return rng.choice([c for c, r in risks.items() if r <= low + 1e-9])


def simple_trap(beliefs: Beliefs, free: list[Cell], hand: list[int], rng: random.Random) -> tuple[int, Cell]:
    """A card of colour C on a cell where a C would close a line, if any; else a card on a cell
    that closes no line (no trap, and no fake one); else anywhere."""
    traps = {c: trap_colours(beliefs.up, c) for c in sorted(free)}
    for colour in sorted(set(hand)):
        spots = [c for c, t in traps.items() if colour in t]
        if spots:
            return colour, rng.choice(spots)
    plain = [c for c, t in traps.items() if not t]
    return rng.choice(hand), rng.choice(plain or sorted(free))
