"""The trap test (RULES.md §3.4, Z4): does a card just turned face up complete a line of its colour?

A line is a row, column or diagonal of three or more face-up cards of one colour with no gap; a
face-down card or an empty cell breaks it. `up` maps face-up cells to colours and includes the card.
"""

from __future__ import annotations

from collections.abc import Mapping

from .cards import Cell

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


class _Probes(dict[Cell, tuple[tuple[Cell, Cell, Cell, Cell], ...]]):
    """cell -> per direction, the cells one and two steps ahead and behind; made on first use and
    kept, so the trap test builds no coordinates (it runs at every reveal of every playout)."""

    def __missing__(self, cell: Cell) -> tuple[tuple[Cell, Cell, Cell, Cell], ...]:
        x, y = cell
        probes = self[cell] = tuple(
            ((x + dx, y + dy), (x + 2 * dx, y + 2 * dy), (x - dx, y - dy), (x - 2 * dx, y - 2 * dy))
            for dx, dy in DIRECTIONS
        )
        return probes


PROBES = _Probes()


def completes_line(up: Mapping[Cell, int], x: int, y: int, colour: int) -> bool:
    """True when (x, y) is the end or the middle of three face-up cards of `colour` in a line."""
    get = up.get
    for ahead, ahead2, behind, behind2 in PROBES[(x, y)]:
        if get(ahead) == colour:
            if get(ahead2) == colour or get(behind) == colour:
                return True
        elif get(behind) == colour and get(behind2) == colour:
            return True
    return False


def lines_through(up: dict[Cell, int], cell: Cell) -> list[list[Cell]]:
    """Every whole line of three or more through `cell` (for the catch event and the screen)."""
    colour = up[cell]
    lines: list[list[Cell]] = []
    for dx, dy in DIRECTIONS:
        run = [cell]
        for sign in (1, -1):
            x, y = cell[0] + sign * dx, cell[1] + sign * dy
            while up.get((x, y)) == colour:
                run.append((x, y))
                x, y = x + sign * dx, y + sign * dy
        if len(run) >= 3:
            lines.append(sorted(run))
    return lines
