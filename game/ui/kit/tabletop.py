"""The table itself: its shadow on the floor, a rounded wooden rim and the felt, with the cards'
shadows on it; built once per layout as coloured shapes, all opaque, drawn without blending.

Why shapes and no blending: on a software renderer (llvmpipe) every pixel costs, and a blended or
textured one costs much more; a picture of the table, or soft translucent shadows, took longer
than all the cards and faces together. Shadows here are gradients toward the colour they fall on
(the floor, the felt), which look the same and need no blending. The felt is lit from the middle,
the rim from above.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_line_loop,
    create_triangles_filled_with_colors,
    create_triangles_strip_filled_with_colors,
)

from .. import theme
from .ring import Oval

FLOOR = theme.FLOOR  # the room around the table
POWER = 3.5  # the table's outline: |x/rx|^p + |y/ry|^p = 1, a rounded rectangle that holds a board
RIM = 0.07  # the wooden rim's width, as a share of the table's radii
FELT_MIDDLE, FELT_EDGE = (42, 116, 82), (24, 78, 56)
WOOD_LIGHT, WOOD_DARK, WOOD_EDGE = (150, 100, 62), (104, 66, 40), (64, 40, 26)
SEAM = (20, 34, 26)
FLOOR_SHADOW = (24, 18, 15)  # the floor darkened where the table's shadow falls
STEPS = 144  # points around the outline
FELT_STEPS = 48  # wedges of the felt: laid under the rim, whose crest hides their straight edges
CARD_SHADOW = (18, 58, 42, 255)  # the felt darkened under a card


def outline(oval: Oval, steps: int = STEPS) -> list[tuple[float, float]]:
    return [oval.point(360.0 * i / steps) for i in range(steps)]


def lit(colour: tuple[int, int, int], light: float) -> tuple[int, int, int, int]:
    r, g, b = (max(0, min(255, int(c * light))) for c in colour)
    return (r, g, b, 255)


class Tabletop:
    def __init__(self) -> None:
        self.shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)
        # drawn first: the rim lies over its edge
        self.felt_shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)
        self.card_shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)
        self.oval = Oval(0, 0, 1, 1, POWER)
        self.cards: tuple[tuple[float, float, float, float], ...] = ()

    def place(self, oval: Oval) -> None:
        """Lay the table so that its outer rim is `oval` (its power is the table's own)."""
        self.oval = Oval(oval.cx, oval.cy, oval.rx, oval.ry, POWER)
        self.shapes = ShapeElementList(blend=False)
        for shape in (*self._shadow(), *self._rim(), self._seam()):
            self.shapes.append(shape)
        self.felt_shapes = ShapeElementList(blend=False)  # (a list draws by kind of shape, not in order)
        self.felt_shapes.append(self._felt())

    def felt(self) -> Oval:
        """The felt inside the rim."""
        return self.oval.scaled(1.0 - RIM)

    def _shadow(self) -> list[arcade.shape_list.Shape]:
        o = self.oval
        low = Oval(o.cx, o.cy - o.ry * 0.05, o.rx * 1.01, o.ry * 1.02, POWER)
        inner, outer = outline(low.scaled(0.97)), outline(low.scaled(1.07))
        points, colours = [], []
        for a, b in zip(inner + inner[:1], outer + outer[:1], strict=True):
            points += [a, b]
            colours += [(*FLOOR_SHADOW, 255), (*FLOOR, 255)]
        return [create_triangles_strip_filled_with_colors(points, colours)]

    def _rim(self) -> list[arcade.shape_list.Shape]:
        """The wood: from its dark outer edge up to a lit crest, then down to the felt."""
        o = self.oval
        outer, crest, inner = outline(o), outline(o.scaled(1 - RIM * 0.45)), outline(o.scaled(1 - RIM))
        strips = []
        for (edge, top), (light_a, light_b) in (
            ((outer, crest), (0.75, 1.0)),
            ((crest, inner), (1.0, 0.82)),
        ):
            points, colours = [], []
            for i in range(STEPS + 1):
                a, b = edge[i % STEPS], top[i % STEPS]
                above = 0.85 + 0.3 * max(0.0, math.sin(2 * math.pi * (i % STEPS) / STEPS))
                points += [a, b]
                colours += [
                    lit(WOOD_EDGE if light_a < 0.8 else WOOD_DARK, light_a * above),
                    lit(WOOD_LIGHT, light_b * above),
                ]
            strips.append(create_triangles_strip_filled_with_colors(points, colours))
        return strips

    def _felt(self) -> arcade.shape_list.Shape:
        """A fan from the lit middle of the felt to its shaded edge, reaching under the rim to its
        crest. Few wedges: on llvmpipe long thin triangles cost more than their pixels (144 took a
        millisecond a frame at 1280x720), and the rim, drawn over them, hides their chords."""
        felt = self.oval.scaled(1.0 - RIM * 0.45)
        edge = outline(felt, FELT_STEPS)
        centre = (felt.cx, felt.cy)
        points: list[tuple[float, float]] = []
        colours: list[tuple[int, int, int, int]] = []
        for i in range(FELT_STEPS):
            points += [centre, edge[i], edge[(i + 1) % FELT_STEPS]]
            colours += [(*FELT_MIDDLE, 255), (*FELT_EDGE, 255), (*FELT_EDGE, 255)]
        return create_triangles_filled_with_colors(points, colours)

    def _seam(self) -> arcade.shape_list.Shape:
        return create_line_loop(outline(self.felt()), (*SEAM, 255), 2.0)

    def lay_card_shadows(self, cards: Sequence[tuple[float, float, float, float]]) -> None:
        """Soft dark shapes under cards lying on the felt: (centre x, centre y, width, height) each;
        built again only when the cards lying there change."""
        cards = tuple(cards)
        if cards == self.cards:
            return
        self.cards = cards
        self.card_shapes = ShapeElementList(blend=False)
        if not cards:
            return
        points: list[tuple[float, float]] = []
        colours: list[tuple[int, int, int, int]] = []
        for x, y, w, h in cards:  # a darker card's shape, a little down and right
            left, bottom = x - w / 2 + w * 0.05, y - h / 2 - w * 0.07
            right, top = left + w, bottom + h
            points += [
                (left, bottom),
                (right, bottom),
                (right, top),
                (left, bottom),
                (right, top),
                (left, top),
            ]
            colours += [CARD_SHADOW] * 6
        self.card_shapes.append(create_triangles_filled_with_colors(points, colours))

    def draw(self) -> None:
        ctx = arcade.get_window().ctx
        ctx.disable(ctx.BLEND)  # every shape is opaque: no pixel needs reading back
        self.felt_shapes.draw()
        self.shapes.draw()
        self.card_shapes.draw()
        ctx.enable(ctx.BLEND)
