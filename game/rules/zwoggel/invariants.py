"""Checks that hold after every action of every Zwoggel game."""

from __future__ import annotations

from collections import Counter

from .state import CARDS, CAUGHT_OUT, NEIGHBOURS, Phase, ZwoggelState, colour_of


def check_invariants(state: ZwoggelState) -> list[str]:
    problems: list[str] = []
    places = Counter(state.cells.values())
    places.update(state.stock)
    places.update(state.hand)
    for caught in state.caught:
        places.update(caught)
    wrong = [c for c in range(CARDS) if places[c] != 1]
    if wrong or len(places) != CARDS:
        problems.append(f"cards not exactly once: {wrong[:8]}")
    if set(state.face_up) | state.face_down != set(state.cells) or set(state.face_up) & state.face_down:
        problems.append("face-up and face-down cells do not split the display")
    for cell, colour in state.face_up.items():
        if colour_of(state.cells[cell]) != colour:
            problems.append(f"face-up {cell} shows the wrong colour")
    cells = state.cells
    expected_frontier = {
        (x + dx, y + dy) for x, y in cells for dx, dy in NEIGHBOURS if (x + dx, y + dy) not in cells
    }
    if state.frontier != expected_frontier:
        problems.append("the free cells are not exactly the empty cells touching a card")
    for s in range(state.n):
        if not state.out[s] and len(state.caught[s]) >= CAUGHT_OUT:
            problems.append(f"seat {s} holds {len(state.caught[s])} caught Zwoggels and is still in")
        if state.out[s] and len(state.caught[s]) != CAUGHT_OUT:
            problems.append(f"seat {s} is out with {len(state.caught[s])} caught")
    if not set(state.placed_by) <= state.face_down:
        problems.append("a placement is remembered for a card that is not face down")
    if state.phase is Phase.PLACE and not state.hand:
        problems.append("placing with an empty hand")
    if state.phase is not Phase.OVER and state.out[state.current]:
        problems.append("an eliminated seat has the turn")
    return problems
