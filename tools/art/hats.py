"""Hats and hair ornaments, drawn last on a head."""

from __future__ import annotations

import math

from .canvas import Canvas
from .geometry import Head
from .palette import GOLD, darker, lighter
from .people import Person
from .shape import Shape, arc_points

DARK_HAT = (60, 52, 64)
STRAW = (232, 196, 120)


def _dome(h: Head, cy: float, rx: float, ry: float) -> Shape:
    """The upper half of an ellipse: a hat's crown."""
    return Shape().ellipse(h.cx, h.y(cy), rx, ry * h.u).rect(h.x(-3), h.y(cy), h.x(3), h.y(cy + 3), cut=True)


def _flower(c: Canvas, h: Head, x: float, y: float, r: float) -> None:
    petals = Shape()
    for k in range(5):
        a = math.radians(-90 + k * 72)
        petals.circle(x + math.cos(a) * r, y + math.sin(a) * r, r * 0.75)
    c.paint(petals, (250, 140, 170), outline=h.fine())
    c.paint(Shape().circle(x, y, r * 0.55), (255, 214, 80), outline=h.fine())


def draw_hat(c: Canvas, p: Person, h: Head) -> None:
    u, w, col = h.u, h.line(), p.hat_colour
    hat = p.hat
    if hat == "top":
        c.paint(
            Shape().rect(h.x(-0.5), h.y(-1.85), h.x(0.5), h.y(-0.78), radius=0.06 * u), DARK_HAT, outline=w
        )
        c.paint(Shape().ellipse(h.cx, h.y(-0.8), 0.9 * u, 0.15 * u), DARK_HAT, outline=w)
        c.paint(Shape().rect(h.x(-0.5), h.y(-1.12), h.x(0.5), h.y(-0.9)), col, outline=h.fine(), shade=0.3)
    elif hat == "bowler":
        c.paint(_dome(h, -0.78, 0.66 * u, 0.62), (92, 64, 48), outline=w)
        c.paint(Shape().ellipse(h.cx, h.y(-0.78), 0.92 * u, 0.13 * u), (92, 64, 48), outline=w)
        c.paint(Shape().rect(h.x(-0.64), h.y(-1.0), h.x(0.64), h.y(-0.85)), col, outline=h.fine(), shade=0.3)
    elif hat == "beret":
        c.paint(Shape().ellipse(h.x(0.18), h.y(-0.82), 0.95 * u, 0.34 * u), col, outline=w)
        c.paint(
            Shape().rect(h.x(0.1), h.y(-1.3), h.x(0.24), h.y(-1.1), radius=0.05 * u),
            darker(col),
            outline=h.fine(),
        )
    elif hat == "cap":
        c.paint(_dome(h, -0.42, h.rx * 1.08, 0.66), col, outline=w)
        visor = Shape().ellipse(h.x(0.5), h.y(-0.44), 0.62 * u, 0.13 * u)
        c.paint(visor, darker(col, 0.8), outline=w)
        c.paint(Shape().circle(h.cx, h.y(-1.08), 0.08 * u), darker(col, 0.8), outline=h.fine())
    elif hat == "beanie":
        c.paint(_dome(h, -0.42, h.rx * 1.08, 0.74), col, outline=w)
        c.paint(
            Shape().rect(h.cx - h.rx * 1.1, h.y(-0.6), h.cx + h.rx * 1.1, h.y(-0.3), radius=0.1 * u),
            darker(col, 0.82),
            outline=w,
        )
        c.paint(Shape().circle(h.cx, h.y(-1.2), 0.2 * u), lighter(col, 0.5), outline=w)
    elif hat == "flower":
        _flower(c, h, h.cx + h.rx * 0.62, h.y(-0.72), 0.17 * u)
    elif hat == "headband":
        band = Shape().line(arc_points(h.cx, h.y(0.05), h.rx * 1.0, 0.72 * u, 198, 342), 0.17 * u)
        c.paint(band, col, outline=h.fine(), shade=0.4)
    elif hat == "crown":
        pts = [
            h.at(-0.5, -0.78),
            h.at(-0.55, -1.38),
            h.at(-0.27, -1.08),
            h.at(0, -1.5),
            h.at(0.27, -1.08),
            h.at(0.55, -1.38),
            h.at(0.5, -0.78),
        ]
        c.paint(Shape().poly(pts), GOLD, outline=w)
        c.paint(Shape().circle(h.x(0), h.y(-0.95), 0.08 * u), (220, 60, 80), outline=h.fine())
    elif hat == "bow":
        x, y = h.cx + h.rx * 0.55, h.y(-0.85)
        for side in (-1, 1):
            wing = [(x, y), (x + side * 0.42 * u, y - 0.28 * u), (x + side * 0.42 * u, y + 0.24 * u)]
            c.paint(Shape().poly(wing), col, outline=w)
        c.paint(Shape().circle(x, y, 0.1 * u), darker(col, 0.85), outline=h.fine())
    else:
        draw_western_hat(c, hat, col, h)


def draw_western_hat(c: Canvas, hat: str, col: tuple[int, int, int], h: Head) -> None:
    """Cowboy and friends (WinkyBilly): a dented crown on a brim that curls up at the sides."""
    u, w = h.u, h.line()
    if hat in ("cowboy", "straw", "sheriff"):
        base = STRAW if hat == "straw" else col
        crown = Shape().poly(
            [
                h.at(-0.62, -0.78),
                h.at(-0.55, -1.45),
                h.at(-0.2, -1.55),
                h.at(0, -1.42),
                h.at(0.2, -1.55),
                h.at(0.55, -1.45),
                h.at(0.62, -0.78),
            ]
        )
        c.paint(crown, base, outline=w)
        c.paint(
            Shape().rect(h.x(-0.6), h.y(-1.02), h.x(0.6), h.y(-0.84)),
            darker(base, 0.6),
            outline=h.fine(),
            shade=0,
        )
        brim = [
            h.at(-1.42, -1.16),
            *arc_points(h.cx, h.y(-1.0), 1.15 * u, 0.1 * u, 180, 0),
            h.at(1.42, -1.16),
        ]
        brim += arc_points(h.cx, h.y(-0.98), 1.3 * u, 0.3 * u, 0, 180)
        c.paint(Shape().poly(brim), base, outline=w)
    elif hat == "slouch":  # a battered hat with a drooping brim
        felt = (128, 106, 84)
        c.paint(_dome(h, -0.82, 0.6 * u, 0.62), felt, outline=w)
        brim = [*arc_points(h.cx, h.y(-0.8), 1.15 * u, 0.12 * u, 180, 360)]
        brim += arc_points(h.cx, h.y(-0.8), 1.15 * u, 0.26 * u, 0, 180)
        c.paint(Shape().poly(brim), felt, outline=w)
        c.paint(
            Shape().rect(h.x(-0.58), h.y(-1.0), h.x(0.58), h.y(-0.86)),
            darker(felt, 0.6),
            outline=None,
            shade=0,
        )
    elif hat == "preacher":
        c.paint(
            Shape().rect(h.x(-0.55), h.y(-1.42), h.x(0.55), h.y(-0.8), radius=0.2 * u),
            (44, 42, 52),
            outline=w,
        )
        c.paint(Shape().ellipse(h.cx, h.y(-0.82), 1.25 * u, 0.17 * u), (44, 42, 52), outline=w)
    elif hat == "bonnet":
        c.paint(_dome(h, -0.2, h.rx * 1.25, 0.98), col, outline=w)
        c.paint(
            Shape().line([h.at(-0.8, -0.2), h.at(0.8, -0.2)], 0.12 * u), lighter(col, 0.5), outline=h.fine()
        )
