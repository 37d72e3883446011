"""The table's materials for the screens around it: the felt the whole screen lies on, boards of
wood with a sheet of paper in them (scores, figures), and cards with rounded corners and a shadow
(practice's levels). Shapes only, opaque and built once per layout, as the tabletop is
(kit/tabletop.py says why: on a software renderer blended or textured full-screen pictures cost
more than everything else on screen).
"""

from __future__ import annotations

import math

import arcade
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_line_loop,
    create_triangles_filled_with_colors,
)

from .. import theme
from ..kit.tabletop import WOOD_DARK, WOOD_EDGE, WOOD_LIGHT, lit

Colour = tuple[int, int, int]
RGBA = tuple[int, int, int, int]
Point = tuple[float, float]
PAPER = theme.PANEL
CARD_SHADOW = (14, 48, 36)  # the felt darkened under a card
FELT = (33, 97, 69)  # a screen's felt: between the table's lit middle and its edge (kit/tabletop.py)
CORNER_STEPS = 5  # points on each rounded corner
FRAME_SHARE = 0.5  # a panel's frame, as a share of its text's size


def _quad(points: list[Point], colours: list[RGBA], corners: list[Point], shades: list[RGBA]) -> None:
    """Two triangles of a four-cornered shape, each corner with its own colour."""
    a, b, c, d = corners
    ca, cb, cc, cd = shades
    points += [a, b, c, a, c, d]
    colours += [ca, cb, cc, ca, cc, cd]


def felt_room(width: float, height: float, rim: float) -> ShapeElementList[Shape]:
    """The whole screen as a card table: the felt (the colour the screen is cleared to, `FELT`:
    a second full-screen fill, lit from the middle, cost a sixth of the frame on llvmpipe) in a
    wooden rim round the window's edge."""
    shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)
    shapes.append(wood_frame(arcade.LBWH(rim, rim, width - 2 * rim, height - 2 * rim), rim))
    return shapes


def wood_frame(inner: arcade.types.Rect, rim: float) -> Shape:
    """A wooden frame `rim` wide round `inner`, lit from above: its top light, its bottom in
    shade, each side sloping from a dark outer edge up to a lit crest."""
    left, bottom, right, top = inner.left, inner.bottom, inner.right, inner.top
    out = [
        (left - rim, bottom - rim),
        (right + rim, bottom - rim),
        (right + rim, top + rim),
        (left - rim, top + rim),
    ]
    ins = [(left, bottom), (right, bottom), (right, top), (left, top)]
    light = {0: 0.78, 1: 0.95, 2: 1.15, 3: 0.9}  # bottom, right, top, left
    points: list[Point] = []
    colours: list[RGBA] = []
    for side in range(4):
        a, b = out[side], out[(side + 1) % 4]
        c, d = ins[(side + 1) % 4], ins[side]
        k = light[side]
        outer, crest = lit(WOOD_EDGE, k * 1.1), lit(WOOD_LIGHT, k)
        inside = lit(WOOD_DARK, k)
        mid_a = ((a[0] + d[0]) / 2, (a[1] + d[1]) / 2)  # the crest, halfway across the rim
        mid_b = ((b[0] + c[0]) / 2, (b[1] + c[1]) / 2)
        _quad(points, colours, [a, b, mid_b, mid_a], [outer, outer, crest, crest])
        _quad(points, colours, [mid_a, mid_b, c, d], [crest, crest, inside, inside])
    return create_triangles_filled_with_colors(points, colours)


def board(shapes: ShapeElementList[Shape], box: arcade.types.Rect, rim: float, fill: Colour = PAPER) -> None:
    """A sheet of paper (or `fill`) in a wooden frame round `box` (the frame lies outside it), its
    shadow on the felt below and to the right."""
    drop = rim * 0.6
    shadow = arcade.LBWH(
        box.left - rim + drop, box.bottom - rim - drop, box.width + 2 * rim, box.height + 2 * rim
    )
    shapes.append(_rect(shadow, CARD_SHADOW))
    shapes.append(_rect(box, fill, shade=0.06))
    shapes.append(wood_frame(box, rim))


def framed(shapes: ShapeElementList[Shape], box: arcade.types.Rect, font: float) -> None:
    """Paper filling `box` in a wooden frame round it, as thick as half its text is tall (a panel
    of figures: the frame lies in the gap its neighbours leave, never over its words)."""
    board(shapes, box, max(3.0, font * FRAME_SHARE))


def _rect(box: arcade.types.Rect, colour: Colour, shade: float = 0.0) -> Shape:
    """A filled box, `shade` darker at its bottom than at its top (paper lit from above)."""
    top, low = lit(colour, 1.0), lit(colour, 1.0 - shade)
    points: list[Point] = []
    colours: list[RGBA] = []
    corners = [(box.left, box.bottom), (box.right, box.bottom), (box.right, box.top), (box.left, box.top)]
    _quad(points, colours, corners, [low, low, top, top])
    return create_triangles_filled_with_colors(points, colours)


def rounded(box: arcade.types.Rect, radius: float) -> list[Point]:
    """The outline of `box` with rounded corners, counter-clockwise."""
    r = max(0.0, min(radius, box.width / 2, box.height / 2))
    corners = (
        (box.right - r, box.bottom + r, 270.0),
        (box.right - r, box.top - r, 0.0),
        (box.left + r, box.top - r, 90.0),
        (box.left + r, box.bottom + r, 180.0),
    )
    points: list[Point] = []
    for x, y, start in corners:
        for k in range(CORNER_STEPS + 1):
            a = math.radians(start + 90.0 * k / CORNER_STEPS)
            points.append((x + r * math.cos(a), y + r * math.sin(a)))
    return points


def card(
    shapes: ShapeElementList[Shape],
    box: arcade.types.Rect,
    fill: Colour = PAPER,
    edge: Colour = theme.PANEL_EDGE,
    edge_width: float = 1.5,
    shadow: Colour | None = CARD_SHADOW,
) -> None:
    """A card lying on the felt: rounded corners, its edge, and its shadow below and to the right
    (none where it lies on something else than the felt)."""
    radius = min(box.width, box.height) * 0.12
    if shadow is not None:
        drop = max(1.5, box.height * 0.06)
        low = arcade.LBWH(box.left + drop * 0.6, box.bottom - drop, box.width, box.height)
        shapes.append(_filled(low, radius, lit(shadow, 1.0)))
    shapes.append(_filled(box, radius, lit(fill, 1.0)))  # flat: its colour says what it is
    shapes.append(create_line_loop(rounded(box, radius), (*edge, 255), edge_width))


def _filled(box: arcade.types.Rect, radius: float, colour: RGBA) -> Shape:
    """`box` with rounded corners, filled: a cross of two boxes and a small fan in each corner
    (a fan from the middle of a wide card would be long thin triangles, slow on llvmpipe)."""
    r = max(0.0, min(radius, box.width / 2, box.height / 2))
    points: list[Point] = []
    for left, bottom, right, top in (
        (box.left + r, box.bottom, box.right - r, box.top),  # tall middle
        (box.left, box.bottom + r, box.left + r, box.top - r),  # left side
        (box.right - r, box.bottom + r, box.right, box.top - r),  # right side
    ):
        points += [(left, bottom), (right, bottom), (right, top), (left, bottom), (right, top), (left, top)]
    for x, y, start in (
        (box.right - r, box.bottom + r, 270.0),
        (box.right - r, box.top - r, 0.0),
        (box.left + r, box.top - r, 90.0),
        (box.left + r, box.bottom + r, 180.0),
    ):
        for k in range(CORNER_STEPS):
            a0, a1 = (
                math.radians(start + 90.0 * k / CORNER_STEPS),
                math.radians(start + 90.0 * (k + 1) / CORNER_STEPS),
            )
            points += [
                (x, y),
                (x + r * math.cos(a0), y + r * math.sin(a0)),
                (x + r * math.cos(a1), y + r * math.sin(a1)),
            ]
    return create_triangles_filled_with_colors(points, [colour] * len(points))


def draw_opaque(shapes: ShapeElementList[Shape]) -> None:
    """Draw shapes that are all opaque without blending (no pixel read back)."""
    ctx = arcade.get_window().ctx
    ctx.disable(ctx.BLEND)
    shapes.draw()
    ctx.enable(ctx.BLEND)


ROOM_RIM = 8  # the wooden rim round the felt a screen lies on (base pixels)
BOARD_RIM = 10  # the wooden frame of a board lying on it


class FeltRoom:
    """What a screen lies on: the felt to the window's edges in its rim, and the boards of wood
    and paper lying on it (their boxes given: the frames lie round them). Laid again on each
    layout, drawn as one opaque shape list."""

    def __init__(self) -> None:
        self.shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)

    def lay(
        self, width: float, height: float, scale: theme.Scale, boards: tuple[arcade.types.Rect, ...] = ()
    ) -> None:
        self.shapes = felt_room(width, height, scale.px(ROOM_RIM))
        for box in boards:
            board(self.shapes, box, scale.px(BOARD_RIM))

    def draw(self) -> None:
        draw_opaque(self.shapes)
