"""What moves on the Zwoggel table for a moment, for everyone: a trap springing, cards on their way.

A trap: the card just revealed turns over where it lay, the line it completed lights up, and a
moment later the card flies to a slot beside its catcher's face. A placed card flies from its
placer's face to its cell (it shows on the board once landed); drawn cards leave the stock for the
drawer's face. All on the sim clock; with reduced motion nothing flies and the line still shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import arcade

from ....rules.core import Event
from ....rules.zwoggel.cards import Cell
from ... import theme
from ...kit.flights import FLIGHT_S
from ...kit.stage import TableStage
from .art import card, level, side, tile
from .board import FLIP_S, Board, squeeze
from .camera import CARD, PITCH, BoardCamera, cell_box
from .plates import CaughtSlots, StockPile

LINE_S = 1.6  # a trap's line stays lit this long
FLY_AFTER_S = 0.8  # the caught card leaves for its catcher's slot this long after the reveal


@dataclass
class Trap:
    seat: int
    cell: Cell
    colour: str
    lines: list[list[Cell]]
    index: int  # which of its catcher's slots the card goes to
    t0: float
    lands: float | None = None  # once it has left the board: when it lands in its slot
    sprite: arcade.Sprite = field(default_factory=arcade.Sprite)


class Moments:
    def __init__(self, stage: TableStage, camera: BoardCamera, board: Board) -> None:
        self.stage, self.camera, self.board = stage, camera, board
        self.traps: list[Trap] = []
        self.cards = arcade.SpriteList()  # caught cards still on the board, in its world
        self.safe = False

    def play(self, events: list[Event], now: float, stock: StockPile, placer: int | None) -> None:
        """Start what `events` set moving. `placer`: a seat whose placements are on the board
        already (the viewer who laid them out), so they do not fly in."""
        instant = self.stage.reduced_motion
        for e in events:
            d = e.data
            if e.kind == "caught":
                cell = (d["cell"][0], d["cell"][1])
                lines = [[(x, y) for x, y in line] for line in d["lines"]]
                self.trap(Trap(d["seat"], cell, d["colour"], lines, d["count"] - 1, now))
            elif e.kind == "place" and d["seat"] != placer and not instant:
                cell = (d["cell"][0], d["cell"][1])
                x, y, size = self.camera.on_screen(cell)
                sx, sy, _face = self.stage.seats.spots[d["seat"]]
                self.stage.flights.launch(
                    tile("back", level(size)), (sx, sy), (x, y), (size, size), now, False
                )
                self.board.arrive(cell, now + FLIGHT_S)
            elif e.kind == "draw" and not instant:
                x, y, size = stock.top()
                sx, sy, _face = self.stage.seats.spots[d["seat"]]
                back = tile("back", level(size))
                for k in range(d["count"]):  # fanned a little, so that each one shows
                    start = (x + k * size * 0.12, y + k * size * 0.12)
                    self.stage.flights.launch(back, start, (sx, sy), (size, size), now, False)

    def trap(self, trap: Trap) -> None:
        trap.sprite.position = trap.cell[0] * PITCH, trap.cell[1] * PITCH
        self.traps.append(trap)
        self.cards.append(trap.sprite)

    def flying(self, now: float) -> dict[int, int]:
        """Seat -> caught cards not in its slots yet."""
        out: dict[int, int] = {}
        for trap in self.traps:
            if trap.lands is None or trap.lands > now:
                out[trap.seat] = out.get(trap.seat, 0) + 1
        return out

    def update(self, now: float, slots: CaughtSlots, safe: bool) -> None:
        """Turn the caught cards over, send them off when their moment comes, forget old traps."""
        size = level(self.camera.cell * CARD)
        instant = self.stage.reduced_motion
        for trap in list(self.traps):
            if trap.lands is None and (instant or now - trap.t0 >= FLY_AFTER_S):
                self.send(trap, now, slots, safe, instant)
            if trap.lands is None:
                shape = squeeze(trap.t0, now) or (1.0, True)
                share, face = shape
                trap.sprite.texture = side(trap.colour, size, safe, face)
                trap.sprite.width, trap.sprite.height = PITCH * CARD * share, PITCH * CARD
            elif now >= max(trap.lands, trap.t0 + LINE_S):
                self.traps.remove(trap)

    def send(self, trap: Trap, now: float, slots: CaughtSlots, safe: bool, instant: bool) -> None:
        """The caught card leaves the board for its catcher's slot."""
        x, y, size = self.camera.on_screen(trap.cell)
        tx, ty, slot = slots.slot_box(trap.seat, trap.index)
        texture = card(trap.colour, level(max(size, slot)), safe)
        self.stage.flights.launch(texture, (x, y), (tx, ty), (size, size), now, instant)
        trap.lands = now if instant else now + FLIGHT_S
        if trap.sprite in self.cards:
            self.cards.remove(trap.sprite)

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
