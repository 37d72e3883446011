"""The trap test (RULES.md §3.4, Z4): does a card just turned face up complete a line of its colour?

A line is a row, column or diagonal of three or more face-up cards of one colour with no gap; a
face-down card or an empty cell breaks it. `up` maps face-up cells to colours and includes the card.
"""

from __future__ import annotations

from .cards import Cell

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def completes_line(up: dict[Cell, int], x: int, y: int, colour: int) -> bool:
    """True when (x, y) is the end or the middle of three face-up cards of `colour` in a line."""
    get = up.get
    for dx, dy in DIRECTIONS:
        if get((x + dx, y + dy)) == colour:
            if get((x + 2 * dx, y + 2 * dy)) == colour or get((x - dx, y - dy)) == colour:
                return True
        elif get((x - dx, y - dy)) == colour and get((x - 2 * dx, y - 2 * dy)) == colour:
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
