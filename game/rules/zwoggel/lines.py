"""The trap test: does a card just turned face up complete a line of three of its colour?"""

from __future__ import annotations

from .actions import Cell

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def run_length(face_up: dict[Cell, int], cell: Cell, colour: int, dx: int, dy: int) -> int:
    """How many face-up cards of `colour` follow `cell` in direction (dx, dy), without a gap."""
    x, y = cell
    n = 0
    while face_up.get((x + dx * (n + 1), y + dy * (n + 1))) == colour:
        n += 1
    return n


def completes_line(face_up: dict[Cell, int], cell: Cell, colour: int) -> bool:
    """Three or more face-up cards of one colour in a row, column or diagonal through `cell`.

    `face_up` maps face-up cells to their colour and already includes `cell`.
    """
    for dx, dy in DIRECTIONS:
        if 1 + run_length(face_up, cell, colour, dx, dy) + run_length(face_up, cell, colour, -dx, -dy) >= 3:
            return True
    return False
