"""Where the Zwoggel board is seen from: its middle, how near, and how the player moves it.

The display grows in every direction, so the board is a window onto an unbounded lattice: one cell
is `PITCH` world units, and the camera shows the world point `centre` in the middle of the screen
area `area`, `cell` pixels a cell. It glides toward where it is asked to go (`goal`), on the sim
clock. While it `follows`, it keeps the whole display (and, for the one placing, the free cells
round it) in view as it grows, gliding there between turns; `hold` stops a move of its own (during
a human's turn, under a pressed button) so that a cell aimed at does not slide away; once the
player pans or zooms it stays where they put it, until they re-centre it (a key, a button).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import arcade

from ....rules.zwoggel.cards import Cell

PITCH = 100.0  # world units from one cell to the next
CARD = 0.94  # a card's width, as a share of the pitch (a thin gap between neighbours)
MIN_CELLS_ACROSS = 4.5  # following never shows the board larger than this many cells across
MAX_CELL_SHARE = 0.28  # nor, zooming in, a cell taller than this share of the area
MIN_CELL_PX = 14.0  # zooming out stops at cells this small
GLIDE_S = 0.18  # the camera covers most of the way to its goal in about this long
ZOOM_STEP = 1.25


def cell_box(x: float, y: float, half: float) -> arcade.types.Rect:
    """The square round cell (x, y) in the board's world, `half` units from its middle to each side."""
    return arcade.LRBT(x * PITCH - half, x * PITCH + half, y * PITCH - half, y * PITCH + half)


@dataclass(frozen=True)
class Bounds:
    """A box of cells, from (left, bottom) to (right, top) inclusive."""

    left: int
    bottom: int
    right: int
    top: int

    @classmethod
    def around(cls, cells: list[Cell]) -> Bounds:
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        return cls(min(xs), min(ys), max(xs), max(ys))

    def middle(self) -> tuple[float, float]:
        return (self.left + self.right) / 2 * PITCH, (self.bottom + self.top) / 2 * PITCH

    def grown(self, rings: int) -> Bounds:
        """This box with `rings` more cells on every side."""
        return Bounds(self.left - rings, self.bottom - rings, self.right + rings, self.top + rings)

    def span(self) -> tuple[int, int]:
        return self.right - self.left + 1, self.top - self.bottom + 1


class BoardCamera:
    def __init__(self) -> None:
        self.area = arcade.LBWH(0, 0, 1, 1)
        self.centre = (0.0, 0.0)  # world point in the middle of the area now
        self.cell = 60.0  # pixels a cell now
        self.goal = (0.0, 0.0, 60.0)  # centre x, centre y, cell pixels it glides to
        self.follows = True
        self.own = False  # the goal is the camera's own (a fit), not the player's
        self.camera: arcade.Camera2D | None = None
        # screen pixels at the area's bottom kept clear of cards when it fits the display or
        # follows the cursor: the viewer's moment lines lie there on their turn
        self.clear = 0.0

    # ------------------------------------------------------------ what the player does
    def place(self, area: arcade.types.Rect) -> None:
        """The screen area the board shows in (a new layout): a fresh camera for it."""
        self.area = area
        self.camera = arcade.Camera2D(viewport=area)

    def fit(self, bounds: Bounds, snap: bool = False) -> None:
        """Aim at the whole of `bounds` (following), or go there at once with `snap`."""
        across, high = bounds.span()
        height = self.area.height - self.clear
        cell = min(self.area.width / max(across + 0.6, MIN_CELLS_ACROSS), height / (high + 0.6))
        cell = max(min(cell, self.largest()), MIN_CELL_PX)
        x, y = bounds.middle()
        self.goal = (x, y - self.clear / 2 * PITCH / cell, cell)  # in the middle of the clear part
        self.own = not snap
        if snap:
            self.snap()

    def recentre(self, bounds: Bounds) -> None:
        """Back to following the whole display (the player asked: a glide they expect)."""
        self.follows = True
        self.fit(bounds)
        self.own = False

    def hold(self) -> None:
        """Stop where it is if it was moving of its own accord (the player's own moves go on)."""
        if self.own:
            self.goal = (*self.centre, self.cell)
            self.own = False

    def pan(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) screen pixels, at once (a drag, or Shift and an arrow)."""
        self.follows = self.own = False
        x, y, cell = self.goal
        k = PITCH / cell
        self.goal = (x - dx * k, y - dy * k, cell)
        self.centre = (self.centre[0] - dx * PITCH / self.cell, self.centre[1] - dy * PITCH / self.cell)

    def zoom(self, steps: float, at: tuple[float, float] | None = None) -> None:
        """Nearer (`steps` > 0) or farther, keeping the world point under `at` (screen) where it is."""
        self.follows = self.own = False
        x, y, cell = self.goal
        new = min(max(cell * ZOOM_STEP**steps, MIN_CELL_PX), self.largest())
        if at is not None:
            wx, wy = self.world_at(*at, goal=True)
            k = cell / new
            x, y = wx + (x - wx) * k, wy + (y - wy) * k
        self.goal = (x, y, new)

    def keep_in_view(self, cell: Cell) -> None:
        """Move just enough that `cell` shows whole, a cell's margin inside the area."""
        x, y, size = self.goal
        wx, wy = cell[0] * PITCH, cell[1] * PITCH
        half_w = self.area.width / 2 * PITCH / size - PITCH * 1.1
        above = self.area.height / 2 * PITCH / size - PITCH * 1.1  # how far above the middle it may lie
        below = (self.area.height / 2 - self.clear) * PITCH / size - PITCH * 1.1  # and below it
        nx = min(max(x, wx - max(half_w, 0.0)), wx + max(half_w, 0.0))
        ny = min(max(y, wy - max(above, 0.0)), wy + max(below, 0.0))
        if (nx, ny) != (x, y):
            self.follows = self.own = False
            self.goal = (nx, ny, size)

    def holds(self, bounds: Bounds) -> bool:
        """Whether the view it is going to (its goal) shows every cell of `bounds` whole."""
        corners = ((bounds.left, bounds.bottom), (bounds.right, bounds.top))
        return all(self.shows(corner, goal=True) for corner in corners)

    def largest(self) -> float:
        return self.area.height * MAX_CELL_SHARE

    # ------------------------------------------------------------ time
    def update(self, dt: float, instant: bool = False) -> bool:
        """Glide toward the goal; True if the view moved."""
        gx, gy, gc = self.goal
        if instant:
            moved = (gx, gy, gc) != (*self.centre, self.cell)
            self.snap()
            return moved
        k = 1.0 - math.exp(-dt / GLIDE_S)
        cx, cy = self.centre
        x, y = cx + (gx - cx) * k, cy + (gy - cy) * k
        cell = self.cell * (gc / self.cell) ** k
        close = abs(gx - x) < 0.5 and abs(gy - y) < 0.5 and abs(gc - cell) < 0.02  # (world units, pixels)
        if close:
            x, y, cell = gx, gy, gc
            self.own = False
        moved = (x, y, cell) != (cx, cy, self.cell)
        self.centre, self.cell = (x, y), cell
        return moved

    def snap(self) -> None:
        gx, gy, gc = self.goal
        self.centre, self.cell = (gx, gy), gc

    @contextmanager
    def drawing(self) -> Iterator[None]:
        """Draw in the board's world, clipped to its area, while the block runs."""
        assert self.camera is not None
        self.camera.position = self.centre
        self.camera.zoom = self.cell / PITCH
        with self.camera.activate():
            yield

    # ------------------------------------------------------------ between screen and lattice
    def world_at(self, sx: float, sy: float, goal: bool = False) -> tuple[float, float]:
        cx, cy, cell = self.goal if goal else (*self.centre, self.cell)
        k = PITCH / cell
        return cx + (sx - self.area.center_x) * k, cy + (sy - self.area.center_y) * k

    def cell_at(self, sx: float, sy: float) -> Cell | None:
        """The lattice cell under a screen point inside the area, or None outside it."""
        a = self.area
        if not (a.left <= sx <= a.right and a.bottom <= sy <= a.top):
            return None
        wx, wy = self.world_at(sx, sy)
        return round(wx / PITCH), round(wy / PITCH)

    def on_screen(self, cell: Cell, goal: bool = False) -> tuple[float, float, float]:
        """A cell's centre on screen and a card's size there, in pixels (now, or at the goal)."""
        cx, cy, size = self.goal if goal else (*self.centre, self.cell)
        k = size / PITCH
        x = self.area.center_x + (cell[0] * PITCH - cx) * k
        y = self.area.center_y + (cell[1] * PITCH - cy) * k
        return x, y, size * CARD

    def shows(self, cell: Cell, goal: bool = False) -> bool:
        """Whether the cell shows whole, above the part kept clear."""
        x, y, size = self.on_screen(cell, goal)
        a = self.area
        return (
            a.left <= x - size / 2
            and x + size / 2 <= a.right
            and a.bottom + self.clear <= y - size / 2
            and y + size / 2 <= a.top
        )
