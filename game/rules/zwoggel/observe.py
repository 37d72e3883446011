"""What one seat may know: the display, its own placements' colours, its drawn cards; and the
helper that reshuffles everything else (leak tests)."""

from __future__ import annotations

import copy
import random
from typing import Any

from .actions import COLOURS
from .state import ZwoggelState, colour_of


def observation(state: ZwoggelState, seat: int | None) -> dict[str, Any]:
    obs: dict[str, Any] = {
        "game": "zwoggel",
        "players": state.n,
        "names": list(state.names),
        "seat": seat,
        "current": state.current,
        "phase": state.phase.name.lower(),
        "reveals_left": state.reveals_left,
        "turn": state.turn,
        "face_up": sorted([x, y, COLOURS[c]] for (x, y), c in state.face_up.items()),
        "face_down": sorted([x, y] for x, y in state.face_down),
        "free": sorted([x, y] for x, y in state.frontier),
        "stock": len(state.stock),
        "drawn": len(state.hand),
        "caught": [[COLOURS[colour_of(c)] for c in cs] for cs in state.caught],
        "out": list(state.out),
        "over": state.is_over(),
        "winners": list(state.winners_),
        "end_reason": state.end_reason,
    }
    if seat is not None:
        # A player saw the cards it drew and placed: where they lie and their colour.
        obs["my_placements"] = sorted(
            [x, y, COLOURS[colour_of(state.cells[(x, y)])]]
            for (x, y), s in state.placed_by.items()
            if s == seat
        )
        obs["hand"] = sorted(COLOURS[colour_of(c)] for c in state.hand) if seat == state.current else []
    return obs


def hide_others(state: ZwoggelState, seat: int, rng: random.Random) -> ZwoggelState:
    """A copy in which every card `seat` has not seen is reshuffled among the places of such cards."""
    other = copy.copy(state)
    other.cells = dict(state.cells)
    other.stock = list(state.stock)
    other.hand = list(state.hand)
    unseen_cells = [c for c in sorted(state.face_down) if state.placed_by.get(c) != seat]
    pool = [state.cells[c] for c in unseen_cells] + other.stock
    hand_hidden = state.current != seat
    if hand_hidden:
        pool += other.hand
    rng.shuffle(pool)
    for i, cell in enumerate(unseen_cells):
        other.cells[cell] = pool[i]
    k = len(unseen_cells)
    other.stock = pool[k : k + len(state.stock)]
    if hand_hidden:
        other.hand = pool[k + len(state.stock) :]
    return other


def reveal_all(state: ZwoggelState) -> dict[str, Any]:
    """After the game: the colour of every card still face down."""
    if not state.is_over():
        raise ValueError("face-down cards are revealed only after the game")
    return {"face_down": sorted([x, y, COLOURS[colour_of(state.cells[(x, y)])]] for x, y in state.face_down)}
