"""Setup (RULES.md §1.3): the grid laid out, the hands dealt, the rest set aside, the first player
drawn; or a stacked deal for scenarios."""

from __future__ import annotations

from typing import Any

from ..draws import below, shuffle
from .actions import NUMBERS
from .table import WinkTable


def deal(table: WinkTable) -> None:
    """Lay out the grid, deal the hands, set the undealt twins aside and draw who begins."""
    rng, n, config = table.rng, table.n, table.config
    if config.stacked is not None:
        grid, hands = stacked_deal(config.stacked, n)
    else:
        grid = list(NUMBERS)
        shuffle(rng, grid)
        deck = list(NUMBERS)
        shuffle(rng, deck)
        k = table.rules.cards_dealt(n, config.extra_card)
        hands = [deck[i * k : (i + 1) * k] for i in range(n)]
    table.grid_layout = grid
    for seat, cards in enumerate(hands):
        for c in cards:
            table.hands[seat].add(c)
            table.holder[c] = seat
    table.aside = set(NUMBERS) - {c for h in hands for c in h}
    table.reindex()
    first = config.first_seat
    table.current = below(rng, n) if first is None else first
    table.first_seat = table.current


def stacked_deal(stacked: dict[str, Any], n: int) -> tuple[list[int], list[list[int]]]:
    """The grid (36 numbers in layout order) and the hands (one list per seat) of a stacked deal."""
    if set(stacked) != {"grid", "hands"}:
        raise ValueError("a stacked deal is a grid and hands, nothing else")
    grid, hands = list(stacked["grid"]), [list(h) for h in stacked["hands"]]
    if sorted(grid) != list(NUMBERS) or not all(type(c) is int for c in grid):
        raise ValueError("a stacked grid must hold each number 1–36 once")
    dealt = [c for h in hands for c in h]
    numbers = all(type(c) is int and 1 <= c <= 36 for c in dealt)
    if len(hands) != n or len(dealt) != len(set(dealt)) or not numbers:
        raise ValueError("stacked hands must be one list per seat of distinct numbers 1–36")
    return grid, hands
