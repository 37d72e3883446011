"""A trap springing on the Zwoggel board, for everyone: the card just revealed turns over where it
lay, the line it completed lights up, and a moment later the card leaves the board (it flies to a
slot beside its catcher's face: the effects table's flight, effects.py). All on the sim clock;
with reduced motion the card leaves at once and the line still shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import arcade

from ....rules.core import Event
from ....rules.zwoggel.cards import Cell
from ... import theme
from ...kit.flights import FLIGHT_S
from .art import level, side
from .camera import CARD, PITCH, cell_box
from .display import FLIP_S, squeeze

LINE_S = 1.6  # a trap's line stays lit this long
FLY_AFTER_S = 0.8  # the caught card leaves for its catcher's slot this long after the reveal


@dataclass
class Trap:
    seat: int
    cell: Cell
    colour: str
    lines: list[list[Cell]]
    t0: float
    lands: float | None = None  # once it has left the board: when it lands in its slot
    sprite: arcade.Sprite = field(default_factory=arcade.Sprite)


class Moments:
    def __init__(self) -> None:
        self.traps: list[Trap] = []
        # caught cards still on the board, in its world
        self.cards: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()

    def note(self, e: Event, now: float) -> None:
        """A trap springs: its card turns over on the board and its line lights up."""
        if e.kind != "caught":
            return
        d = e.data
        cell = (d["cell"][0], d["cell"][1])
        lines = [[(x, y) for x, y in line] for line in d["lines"]]
        trap = Trap(d["seat"], cell, d["colour"], lines, now)
        trap.sprite.position = cell[0] * PITCH, cell[1] * PITCH
        self.traps.append(trap)
        self.cards.append(trap.sprite)

    def update(self, now: float, cell_px: float, safe: bool, instant: bool) -> None:
        """Turn the caught cards over, let them leave when their moment comes, forget old traps."""
        size = level(cell_px * CARD)
        for trap in list(self.traps):
            if trap.lands is None and (instant or now - trap.t0 >= FLY_AFTER_S):
                trap.lands = now if instant else now + FLIGHT_S  # (its flight took off: effects.py)
                if trap.sprite in self.cards:
                    self.cards.remove(trap.sprite)
            if trap.lands is None:
                share, face = squeeze(trap.t0, now) or (1.0, True)
                trap.sprite.texture = side(trap.colour, size, safe, face)
                trap.sprite.width, trap.sprite.height = PITCH * CARD * share, PITCH * CARD
            elif now >= max(trap.lands, trap.t0 + LINE_S):
                self.traps.remove(trap)

    def draw_world(self, now: float) -> None:
        """In the board's world: the lit lines of the traps springing, and their cards."""
        for trap in self.traps:
            if now - trap.t0 < LINE_S and now >= trap.t0 + FLIP_S * 0.5:
                for cells in trap.lines:
                    draw_line(cells)
        if self.cards:
            self.cards.draw(pixelated=False)


def draw_line(cells: list[Cell]) -> None:
    """A trap's line: its cards framed in gold and a gold stroke through their middles."""
    half = PITCH * CARD / 2 + PITCH * 0.02
    for x, y in cells:
        arcade.draw_rect_outline(cell_box(x, y, half), theme.HIGHLIGHT, PITCH * 0.07)
    (x0, y0), (x1, y1) = cells[0], cells[-1]
    arcade.draw_line(x0 * PITCH, y0 * PITCH, x1 * PITCH, y1 * PITCH, (*theme.HIGHLIGHT, 170), PITCH * 0.06)
