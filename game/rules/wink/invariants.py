"""Checks that hold after every action of every Wink game (used by tests and `simulate`)."""

from __future__ import annotations

from collections import Counter

from .actions import NUMBERS
from .table import DISCARDED, DOWN, TAKEN, UP, Step, WinkTable, bits


def check_invariants(state: WinkTable) -> list[str]:
    """Every broken invariant as a sentence; an empty list when all hold."""
    problems: list[str] = []
    n = state.n
    # The grid deck: each number exactly once among the grid, the discard pile and won piles.
    grid_places: Counter[int] = Counter()
    for c in NUMBERS:
        if state.grid[c] in (UP, DOWN):
            grid_places[c] += 1
    for c in state.discard:
        grid_places[c] += 1
        if state.grid[c] != DISCARDED:
            problems.append(f"grid card {c} is in the discard pile but marked {state.grid[c]}")
    for s in range(n):
        for c in state.won_grid[s]:
            grid_places[c] += 1
            if state.grid[c] != TAKEN:
                problems.append(f"grid card {c} was won but is marked {state.grid[c]}")
    for c in NUMBERS:
        if grid_places[c] != 1:
            problems.append(f"grid card {c} is in {grid_places[c]} places")
    # The hand deck: each twin exactly once among hands, dead hands, face-down, won piles, aside.
    twin_places = Counter(state.aside)
    for s in range(n):
        twin_places.update(state.hands[s])
        twin_places.update(state.dead[s])
        twin_places.update(state.face_down[s])
        twin_places.update(state.won_twins[s])
        for c in state.hands[s]:
            if state.holder[c] != s:
                problems.append(f"twin {c} is in seat {s}'s hand but its holder says {state.holder[c]}")
    for c in NUMBERS:
        if twin_places[c] != 1:
            problems.append(f"twin {c} is in {twin_places[c]} places")
    if (
        sum(len(w) for w in state.won_grid)
        + sum(len(w) for w in state.won_twins)
        + sum(len(f) for f in state.face_down)
        + len(state.discard)
        + sum(1 for c in NUMBERS if state.grid[c] == DOWN)
        + len(state.up)
        < 36
    ):
        problems.append("fewer than 36 grid-card outcomes")
    if state.up != {c for c in NUMBERS if state.grid[c] == UP}:
        problems.append("the face-up set disagrees with the grid")
    if state.free_bits != bits(c for c in state.up if c not in state.occupied):
        problems.append("the free-card bits disagree with the face-up set and the pawns")
    if state.hand_bits != [bits(h) for h in state.hands]:
        problems.append("the hand bits disagree with the hands")
    # Accuse cards.
    per_seat = state.rules.accuse_cards[n]
    for s in range(n):
        total = state.accuse_left[s] + state.accuse_front[s] + state.accuse_spent[s]
        if total != per_seat or state.accuse_left[s] < 0:
            problems.append(f"seat {s} accounts for {total} accuse cards, not {per_seat}")
    # Pawns.
    for c, s in state.occupied.items():
        if state.pawn[s] != c or state.grid[c] != UP:
            problems.append(f"occupied card {c} does not match seat {s}'s pawn")
    # Scores follow the formula.
    for s in range(n):
        expected = len(state.won_grid[s]) + len(state.won_twins[s]) + state.accuse_left[s]
        if state.score(s) != expected:
            problems.append(f"seat {s} scores {state.score(s)}, formula says {expected}")
    over = state.step is Step.OVER
    end = state.end
    if over != (end is not None) or (end is not None and not (end.reason and end.code)):
        problems.append("an end, with its reason and code, exactly when the game is over")
    return problems
