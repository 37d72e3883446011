"""A game's table in miniature, as the main menu shows it beside the game's name (baked from this:
kit/baked.py) and the guided game's offer and the bots' table show it large: the felt in its
wooden rim, a few faces sitting round it and the game's own cards lying on it, all from the game's
sprites and the kit's faces. Built once per layout (and again when it is lit or not), drawn as one
shape list and two sprite lists: nothing is made while it draws.

What lies on each game's table is data of that game (`tables/<game>/miniature.py`, named by its
spec): pieces placed on the felt, the faces round it, and which of them winks when it is lit.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import arcade
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_triangles_filled_with_colors,
    create_triangles_strip_filled_with_colors,
)

from ...social.pose import Pose
from ..faces import FaceSprites
from ..textures import texture
from .ring import Oval
from .tabletop import FELT_EDGE, FELT_MIDDLE, POWER, WOOD_EDGE, WOOD_LIGHT, lit, outline

STEPS = 32  # points round the miniature's rim: enough at its size (thin triangles cost on llvmpipe)
FELT_STEPS = 16  # wedges of its felt, laid under the rim, which hides their chords
RIM = 0.12  # the rim's width, as a share of the table's radii
LIT = 1.25  # the felt of the chosen game's table is this much brighter
DIM = 0.8  # ...and the others' this much darker
SHADOW = (14, 44, 32, 255)  # the felt darkened under a card
FACE = 0.42  # a face's size, as a share of the miniature's height
LOOK = Pose(gaze=0, left=1.0, right=1.0, head_dx=0.0, head_dy=0.0)
WINK = Pose(gaze=0, left=0.0, right=1.0, head_dx=0.0, head_dy=0.0, expression="smirk")


@dataclass(frozen=True)
class Piece:
    """A sprite lying on the felt: `x`, `y` from -1 to 1 across the felt's width and height,
    `height` a share of the felt's height, turned `angle` degrees; `shadow`: it casts one on the
    felt (not a pawn standing on a card)."""

    sprite: str
    x: float
    y: float
    height: float
    angle: float = 0.0
    shadow: bool = True


@dataclass(frozen=True)
class Sitter:
    """A face at the table: one of the eight faces, at `angle` degrees round the rim (0 at the
    right, counter-clockwise)."""

    face: int
    angle: float


@dataclass(frozen=True)
class TableArt:
    """What a game's miniature shows: its pieces, the faces round it, and (when lit) the face
    `winker` winking at the face `partner` (indices into `faces`)."""

    pieces: tuple[Piece, ...]
    faces: tuple[Sitter, ...]
    winker: int
    partner: int


Box = tuple[float, float, float, float]  # left, bottom, width, height


class Miniature:
    """One game's table in miniature, laid in a box."""

    def __init__(
        self,
        art: TableArt,
        pieces: arcade.SpriteList[arcade.Sprite] | None = None,
        faces: arcade.SpriteList[arcade.Sprite] | None = None,
    ) -> None:
        """`pieces`, `faces`: sprite lists shared with other miniatures, or its own."""
        self.art = art
        self.shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)
        self.parts: list[Shape] = []  # the shapes of `shapes`, for a list drawing several tables
        self.pieces: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList() if pieces is None else pieces
        self.piece_sprites = [arcade.Sprite(texture(piece.sprite)) for piece in art.pieces]
        for sprite in self.piece_sprites:
            self.pieces.append(sprite)
        self.face_sprites: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList() if faces is None else faces
        self.faces = [FaceSprites(sitter.face, self.face_sprites) for sitter in art.faces]
        self.box: Box = (0.0, 0.0, 1.0, 1.0)
        self.lit = False
        self.dimmed = False
        self.oval = Oval(0, 0, 1, 1, POWER)

    def place(self, box: Box, lit: bool = False, dimmed: bool = False) -> None:
        """Lay the table in `box`; `lit` brightens its felt and makes its face wink (the chosen
        game's); `dimmed` greys it (a game not playable yet)."""
        self.box, self.lit, self.dimmed = box, lit, dimmed
        left, bottom, width, height = box
        face = height * FACE
        cx, cy = left + width / 2, bottom + height / 2
        # the faces sit at the table's ends, a little over its rim: the felt keeps the height
        self.oval = Oval(cx, cy, width / 2 - face * 0.5, height / 2 - face * 0.12, POWER)
        felt = self.oval.scaled(1 - RIM)
        light = LIT if lit else DIM if dimmed else 1.0
        self.parts = [self._felt(felt, light), self._rim(light)]
        shadows: list[tuple[float, float, float, float]] = []
        for piece, sprite in zip(self.art.pieces, self.piece_sprites, strict=True):
            sprite.height = piece.height * felt.ry * 2
            sprite.width = sprite.texture.width / sprite.texture.height * sprite.height
            sprite.center_x = felt.cx + piece.x * felt.rx
            sprite.center_y = felt.cy + piece.y * felt.ry
            sprite.angle = piece.angle
            sprite.alpha = 130 if dimmed else 255
            if piece.shadow:
                shadows.append((sprite.center_x, sprite.center_y, sprite.width, sprite.height))
        if shadows:
            self.parts.append(self._shadows(shadows, felt.ry))
        self.shapes = ShapeElementList(blend=False)
        for shape in self.parts:
            self.shapes.append(shape)
        spots = [self.oval.point(s.angle) for s in self.art.faces]
        for i, (sitter, spot) in enumerate(zip(self.faces, spots, strict=True)):
            sitter.place(spot[0], spot[1], face)
            winking = lit and i == self.art.winker
            target = spots[self.art.partner] if winking else spots[self.art.winker] if lit else (cx, cy)
            sitter.update(WINK if winking else LOOK, target)
        for sitter in self.faces:
            for sprite in sitter.sprites.values():
                sprite.alpha = 130 if dimmed else 255

    def _felt(self, felt: Oval, light: float) -> Shape:
        edge = outline(felt.scaled(1 + RIM * 0.5), FELT_STEPS)
        points: list[tuple[float, float]] = []
        colours: list[tuple[int, int, int, int]] = []
        for i in range(FELT_STEPS):
            points += [(felt.cx, felt.cy), edge[i], edge[(i + 1) % FELT_STEPS]]
            colours += [lit(FELT_MIDDLE, light), lit(FELT_EDGE, light), lit(FELT_EDGE, light)]
        return create_triangles_filled_with_colors(points, colours)

    def _rim(self, light: float) -> Shape:
        """The wood, lit from above: dark at its outer edge, light on its crest."""
        outer, inner = outline(self.oval, STEPS), outline(self.oval.scaled(1 - RIM), STEPS)
        points: list[tuple[float, float]] = []
        colours: list[tuple[int, int, int, int]] = []
        for i in range(STEPS + 1):
            above = 0.85 + 0.3 * max(0.0, math.sin(2 * math.pi * (i % STEPS) / STEPS))
            points += [outer[i % STEPS], inner[i % STEPS]]
            colours += [lit(WOOD_EDGE, above * light), lit(WOOD_LIGHT, above * light)]
        return create_triangles_strip_filled_with_colors(points, colours)

    @staticmethod
    def _shadows(cards: Sequence[tuple[float, float, float, float]], ry: float) -> Shape:
        points: list[tuple[float, float]] = []
        for x, y, w, h in cards:
            left, bottom = x - w / 2 + ry * 0.04, y - h / 2 - ry * 0.05
            points += [(left, bottom), (left + w, bottom), (left + w, bottom + h)]
            points += [(left, bottom), (left + w, bottom + h), (left, bottom + h)]
        return create_triangles_filled_with_colors(points, [SHADOW] * len(points))

    def draw(self) -> None:
        ctx = arcade.get_window().ctx
        ctx.disable(ctx.BLEND)  # every shape is opaque
        self.shapes.draw()
        ctx.enable(ctx.BLEND)
        self.pieces.draw()
        self.face_sprites.draw()
