"""How every seat plays on in a possible world during the search: a quick normal player.

Each seat knows the colours of its own face-down placements (as an attentive player remembers
them) and nothing else hidden: it reveals the card least likely to close a line for it, and lays
a card of colour C where a C would close a line, else (most likely) where no line would close.
"""

from __future__ import annotations

import random

from ...rules.zwoggel.actions import Place, Reveal
from ...rules.zwoggel.phase import Phase
from ...rules.zwoggel.state import ZwoggelState
from .board import Cell, trap_map

BOTH_BITS = 0b11  # both colours would close a line
QUIET_TRIES = 8  # random cells tried for one no colour would close a line at


def play_on(state: ZwoggelState, turns: int, rng: random.Random) -> None:
    """Play `state` on until it is over or `turns` more turns have begun."""
    last = state.turn + turns
    up = state.display.up
    traps: dict[Cell, int] | None = None  # the face-up cards do not change while a seat places
    while state.phase is not Phase.OVER and state.turn < last:
        if state.phase is Phase.REVEAL:
            traps = None
            state.apply(reveal_choice(state, trap_map(up), rng))
        else:
            if traps is None:
                traps = trap_map(up)
            state.apply(place_choice(state, traps, rng))


def reveal_choice(state: ZwoggelState, traps: dict[Cell, int], rng: random.Random) -> Reveal:
    """The current seat's reveal: among the cards least likely to close a line for it."""
    seat = state.current
    display = state.display
    placer, cards, colour = display.placer, display.cards, state.colour
    best: list[tuple[int, int]] = []
    low = 3
    for cell in display.down:
        bits = traps.get(cell, 0)
        if not bits:
            risk = 0
        elif placer.get(cell) == seat:
            risk = 2 if bits & (1 << colour[cards[cell]]) else 0
        else:
            risk = 1 if bits != BOTH_BITS else 2
        if risk < low:
            low, best = risk, [cell]
        elif risk == low:
            best.append(cell)
    x, y = best[int(rng.random() * len(best))]
    return Reveal(seat, x, y)


def place_choice(state: ZwoggelState, traps: dict[Cell, int], rng: random.Random) -> Place:
    """The current seat's place: a simple trap if one of its colours makes one, else a quiet cell."""
    seat = state.current
    frontier = state.display.frontier
    held = sorted({state.colour[c] for c in state.hand})
    for c in held:
        bit = 1 << c
        spots = [cell for cell, bits in traps.items() if bits & bit and cell in frontier]
        if spots:
            x, y = spots[int(rng.random() * len(spots))]
            return Place(seat, c, x, y)
    cells = list(frontier)
    for _ in range(QUIET_TRIES):
        x, y = cells[int(rng.random() * len(cells))]
        if (x, y) not in traps:
            break
    return Place(seat, held[int(rng.random() * len(held))], x, y)
