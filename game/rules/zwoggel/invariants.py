"""Checks that hold after every action of every Zwoggel game; each problem is one sentence."""

from __future__ import annotations

from collections import Counter

from .cards import GREEN, RED
from .display import NEIGHBOURS, connected
from .phase import Phase
from .setup import CAUGHT_OUT
from .table import ZwoggelTable


def check_invariants(state: ZwoggelTable) -> list[str]:
    return [*_cards(state), *_display(state), *_seats(state), *_turn(state)]


def _cards(state: ZwoggelTable) -> list[str]:
    """Every card of the deck is in exactly one place; the deck has its reds and greens."""
    problems: list[str] = []
    config = state.config
    where = Counter(state.display.cards.values())
    where.update(state.stock)
    where.update(state.hand)
    for pile in state.caught:
        where.update(pile)
    wrong = sorted(c for c in set(where) | set(range(config.cards)) if where[c] != 1)
    if wrong:
        problems.append(f"cards not in exactly one place: {wrong[:8]}")
    table = state.colour
    if len(table) != config.cards or table.count(RED) != config.reds or table.count(GREEN) != config.greens:
        problems.append(f"the deck is not {config.reds} red and {config.greens} green Zwoggels")
    return problems


def _display(state: ZwoggelTable) -> list[str]:
    problems: list[str] = []
    d = state.display
    cells = set(d.cards)
    if set(d.up) | set(d.down) != cells or set(d.up) & set(d.down):
        problems.append("face-up and face-down cells do not split the display")
    if any(state.colour[d.cards[c]] != colour for c, colour in d.up.items()):
        problems.append("a face-up card shows the wrong colour")
    free = {(x + dx, y + dy) for x, y in cells for dx, dy in NEIGHBOURS} - cells
    if set(d.frontier) != free:
        problems.append("the free cells are not exactly the empty cells touching a card")
    # Each card was placed touching the display, and a caught card leaves a hole in place:
    # the display and its holes therefore always form one group (Z3).
    if not connected(cells | set(state.holes)):
        problems.append("a card lies apart from the display")
    if not cells and not state.is_over():
        problems.append("the display is empty")
    if not set(d.placer) <= set(d.down) or any(not 0 <= s < state.n for s in d.placer.values()):
        problems.append("a placement is remembered for a card that is not face down")
    line = _face_up_line(d.up)
    if line:
        problems.append(f"three face-up cards of one colour lie in a line at {line}")
    return problems


def _face_up_line(up: dict[tuple[int, int], int]) -> list[tuple[int, int]]:
    """A whole-board scan: any three face-up cards of one colour in a row, column or diagonal.

    There never is one: the card that completes a line is caught at once (§3.4).
    """
    get = up.get
    for (x, y), colour in up.items():
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            if get((x + dx, y + dy)) == colour and get((x + 2 * dx, y + 2 * dy)) == colour:
                return [(x, y), (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)]
    return []


def _seats(state: ZwoggelTable) -> list[str]:
    problems: list[str] = []
    for s in range(state.n):
        k = len(state.caught[s])
        if not state.out[s] and k >= CAUGHT_OUT:
            problems.append(f"seat {s} holds {k} caught Zwoggels and is still in")
        if state.out[s] and k != CAUGHT_OUT:
            problems.append(f"seat {s} is out with {k} caught Zwoggels")
    if len(state.holes) > sum(len(p) for p in state.caught):
        problems.append("more holes than caught Zwoggels")
    return problems


def _turn(state: ZwoggelTable) -> list[str]:
    problems: list[str] = []
    active = [s for s in range(state.n) if not state.out[s]]
    if state.phase is Phase.OVER:
        if not state.winners_ or not set(state.winners_) <= set(active) or state.hand:
            problems.append("the game is over without winners still in, or with cards in hand")
        if state.end is None or not (state.end.reason and state.end.code):
            problems.append("the game is over without an end, its reason and its code")
        return problems
    if state.end is not None:
        problems.append("an end is set while the game goes on")
    if len(active) < 2:
        problems.append("the game goes on with fewer than two players in")
    if state.out[state.current]:
        problems.append("an eliminated seat has the turn")
    if state.phase is Phase.PLACE:
        if not 1 <= len(state.hand) <= 3:
            problems.append(f"placing with {len(state.hand)} cards in hand")
        if not state.display.frontier:
            problems.append("cards to place and no free cell")
    else:
        most, down = (2 if state.stock else 1), len(state.display.down)
        if state.hand or not 1 <= state.reveals_left <= min(most, down):
            problems.append(f"{state.reveals_left} reveals left with {down} face-down cards")
    return problems
