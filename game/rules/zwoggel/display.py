"""The display: cards on an unbounded square lattice of integer (x, y) cells.

It keeps, incrementally, the face-down cells (what may be revealed) and the frontier: the empty
cells touching a card horizontally, vertically or diagonally (where a drawn card may go, Z3).
Both are insertion-ordered dicts, so legal-action lists come out in the same order after a save.
"""

from __future__ import annotations

from .actions import PLACE_ROWS, REVEAL_ROWS, Place, Reveal
from .cards import Cell

START = ((0, 0), (1, 0), (0, 1), (1, 1))  # the face-down square of the setup
NEIGHBOURS = ((-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1))


class _Around(dict[Cell, tuple[Cell, ...]]):
    """cell -> its 8 neighbours, made on first use and kept (the hot path looks them up)."""

    def __missing__(self, cell: Cell) -> tuple[Cell, ...]:
        x, y = cell
        around = self[cell] = tuple((x + dx, y + dy) for dx, dy in NEIGHBOURS)
        return around


AROUND = _Around()


class Display:
    __slots__ = ("cards", "down", "frontier", "placer", "up")

    def __init__(self) -> None:
        self.cards: dict[Cell, int] = {}  # every card lying in the display: cell -> card id
        self.up: dict[Cell, int] = {}  # face-up cell -> colour
        self.down: dict[Cell, tuple[Reveal, ...]] = {}  # face-down cell -> its reveals by seat
        self.frontier: dict[Cell, tuple[Place, ...]] = {}  # empty cell touching a card -> its places
        self.placer: dict[Cell, int] = {}  # face-down cell -> the seat that placed it (not start cards)

    def lay(self, cell: Cell, card: int, placer: int | None = None) -> None:
        """Put `card` face down on the empty `cell`; its empty neighbours join the frontier."""
        cards, frontier = self.cards, self.frontier
        cards[cell] = card
        self.down[cell] = REVEAL_ROWS[cell]
        if placer is not None:
            self.placer[cell] = placer
        frontier.pop(cell, None)
        for n in AROUND[cell]:
            if n not in cards and n not in frontier:
                frontier[n] = PLACE_ROWS[n]

    def flip(self, cell: Cell, colour: int) -> None:
        """Turn the face-down card at `cell` face up; nobody's placement any more."""
        del self.down[cell]
        self.placer.pop(cell, None)
        self.up[cell] = colour

    def take(self, cell: Cell) -> int:
        """Remove the face-up card at `cell` (caught). Its cell may be filled again later (Z3)."""
        card = self.cards.pop(cell)
        del self.up[cell]
        frontier = self.frontier
        for n in AROUND[cell]:
            if n in frontier and not self.touches(n):
                del frontier[n]
        if self.touches(cell):
            frontier[cell] = PLACE_ROWS[cell]
        return card

    def touches(self, cell: Cell) -> bool:
        """Some card lies on one of the 8 cells around `cell`."""
        return not self.cards.keys().isdisjoint(AROUND[cell])

    def copy(self) -> Display:
        other = Display.__new__(Display)
        other.cards = self.cards.copy()
        other.up = self.up.copy()
        other.down = self.down.copy()
        other.frontier = self.frontier.copy()
        other.placer = self.placer.copy()
        return other


def connected(cells: set[Cell]) -> bool:
    """All `cells` form one group through horizontal, vertical or diagonal neighbours."""
    if not cells:
        return True
    first = next(iter(cells))
    seen, todo = {first}, [first]
    while todo:
        x, y = todo.pop()
        for dx, dy in NEIGHBOURS:
            n = (x + dx, y + dy)
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)
