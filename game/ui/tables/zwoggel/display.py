"""The display as everyone sees it: face-up Zwoggels and face-down stones on the lattice.

Drawn from the spectator observation only, in the board's world (camera.py), as one
SpriteList made again only when the display changes (or the zoom asks for other picture sizes).
A revealed card turns over where it lies; a card being placed shows once it has landed, and is
framed faintly for the rest of that turn and the next one (for whoever looked away). Under
the cards lies the mat: the part of the felt the board shows through, a shade darker, so that
its edge (where cards pass out of view when panned) reads as the board's own.
"""

from __future__ import annotations

from typing import Any, cast

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled, create_rectangle_outline

from ....rules.core import Event
from ....rules.zwoggel.cards import Cell
from ....rules.zwoggel.observe import FaceDownRow, FaceUpRow, ZwoggelObservation
from .art import level, side
from .camera import CARD, PITCH, cell_box

FLIP_S = 0.35  # a revealed card turns over in this long
MAT, MAT_EDGE = (30, 96, 68, 255), (20, 62, 46, 255)
FRESH = (255, 255, 255, 150)  # the frame of a card placed this turn or the last


def squeeze(started: float, now: float) -> tuple[float, bool] | None:
    """A card turning over: its width share and whether its face shows yet; None once done."""
    u = (now - started) / FLIP_S
    if u >= 1.0 or u < 0.0:
        return None
    return max(0.04, abs(1.0 - 2.0 * u)), u >= 0.5


class Display:
    def __init__(self) -> None:
        self.sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList()
        self.cells: dict[Cell, arcade.Sprite] = {}
        self.up: dict[Cell, str] = {}  # face-up cell -> its colour
        self.down: list[Cell] = []  # face-down cells
        self.flips: dict[Cell, float] = {}  # cell -> when it began turning face up
        self.arriving: dict[Cell, float] = {}  # cell -> when the card placed there lands
        self.safe = False  # the colour-blind-safe pictures
        self.placed_now: list[Cell] = []  # cards placed in the turn under way
        self.fresh: list[Cell] = []  # and in the turn before: framed, for whoever looked away
        self.made: tuple[Any, ...] = ()
        self.mat: ShapeElementList[Shape] = ShapeElementList(blend=False)

    # ------------------------------------------------------------ what happens
    def flip(self, cell: Cell, now: float) -> None:
        self.flips[cell] = now

    def arrive(self, cell: Cell, at: float) -> None:
        """A card placed at `cell` is on its way: it shows from `at` on."""
        self.arriving[cell] = at

    def note(self, events: list[Event]) -> None:
        """Keep track of the cards placed this turn and last turn (everyone saw them placed)."""
        for e in events:
            if e.kind == "place":
                cell = (e.data["cell"][0], e.data["cell"][1])
                self.placed_now.append(cell)
                self.fresh.append(cell)
            elif e.kind == "turn":
                self.fresh, self.placed_now = self.placed_now, []

    def place_mat(self, area: arcade.types.Rect) -> None:
        self.mat = ShapeElementList(blend=False)
        x, y, w, h = area.center_x, area.center_y, area.width, area.height
        self.mat.append(create_rectangle_filled(x, y, w, h, MAT))
        self.mat.append(create_rectangle_outline(x, y, w, h, MAT_EDGE, 2))

    # ------------------------------------------------------------ the cards
    def refresh(self, obs: ZwoggelObservation, now: float, cell_px: float, safe: bool) -> None:
        """The cards of the public observation `obs`, with pictures for cells `cell_px` wide."""
        self.up = {(x, y): colour for x, y, colour in cast(list[FaceUpRow], obs["face_up"])}
        self.down = [(x, y) for x, y, _placer in cast(list[FaceDownRow], obs["face_down"])]
        for cell, at in list(self.arriving.items()):
            if at <= now or (cell not in self.up and cell not in self.down):
                del self.arriving[cell]
        size = level(cell_px * CARD)
        key = (tuple(sorted(self.up.items())), tuple(self.down), tuple(sorted(self.arriving)), size, safe)
        if key != self.made:
            self.made = key
            self.safe = safe
            self.build(size)
        self.turn(now, size)

    def build(self, size: int) -> None:
        self.sprites.clear()
        self.cells = {}
        for cell in (*self.down, *self.up):
            if cell in self.arriving:
                continue
            colour = self.up.get(cell)
            sprite = arcade.Sprite(side(colour, size, self.safe))
            sprite.width = sprite.height = PITCH * CARD
            sprite.position = cell[0] * PITCH, cell[1] * PITCH
            self.cells[cell] = sprite
            self.sprites.append(sprite)

    def turn(self, now: float, size: int) -> None:
        """Cards turning over: narrow, then wide again showing their face."""
        for cell, started in list(self.flips.items()):
            sprite = self.cells.get(cell)
            shape = squeeze(started, now)
            if shape is None:
                del self.flips[cell]
            if sprite is None:
                continue
            share, face = shape if shape is not None else (1.0, True)
            colour = self.up.get(cell)
            sprite.texture = side(colour, size, self.safe, face)
            sprite.width = PITCH * CARD * share
            sprite.height = PITCH * CARD

    def cards(self) -> list[Cell]:
        """Every cell a card lies on (face up or down)."""
        return [*self.down, *self.up]

    def draw_mat(self) -> None:
        ctx = arcade.get_window().ctx
        ctx.disable(ctx.BLEND)
        self.mat.draw()
        ctx.enable(ctx.BLEND)

    def draw(self) -> None:
        """The cards (in the board's world: the camera is in use), the freshly placed framed."""
        self.sprites.draw(pixelated=False)
        half = PITCH * CARD / 2
        for x, y in self.fresh:
            if (x, y) in self.cells:
                arcade.draw_rect_outline(cell_box(x, y, half), FRESH, PITCH * 0.035)
