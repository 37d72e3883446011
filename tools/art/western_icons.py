"""WinkyBilly emblems, one per card type, drawn in a circle of radius r: the corner pip of each card."""

from __future__ import annotations

import math

from .canvas import Canvas
from .palette import CREAM, GOLD, SILVER, WHITE, darker, lighter
from .shape import Shape, arc_points, leaf_points, regular_points, star_points

WOOD = (150, 100, 60)
IRON = (110, 114, 124)


def badge_star(c: Canvas, cx: float, cy: float, r: float, colour: tuple[int, int, int], points: int) -> None:
    """A lawman's star with balls on its tips."""
    s = Shape().poly(star_points(cx, cy, r, points, 0.5))
    for x, y in regular_points(cx, cy, r, points):
        s.circle(x, y, r * 0.16)
    c.paint(s, colour, outline=max(1.2, r * 0.09))
    c.paint(Shape().circle(cx, cy, r * 0.26), darker(colour, 0.85), outline=max(1.0, r * 0.07), shade=0.3)


def _feather(c: Canvas, cx: float, cy: float, r: float) -> None:
    base, tip = (cx - r * 0.35, cy + r * 0.85), (cx + r * 0.45, cy - r * 0.85)
    c.paint(
        Shape().poly(leaf_points(base, tip, r * 0.75, bend=r * 0.2)),
        (236, 96, 150),
        outline=max(1.2, r * 0.09),
    )
    c.ink(Shape().line([base, (cx + r * 0.3, cy - r * 0.55)], max(1.0, r * 0.08)), (150, 36, 84))


def _pick(c: Canvas, cx: float, cy: float, r: float) -> None:
    w = max(1.2, r * 0.09)
    c.paint(
        Shape().line([(cx - r * 0.6, cy + r * 0.8), (cx + r * 0.33, cy - r * 0.5)], r * 0.2), WOOD, outline=w
    )
    head = Shape().line(arc_points(cx - r * 0.1, cy + r * 0.25, r * 0.95, r * 0.95, -122, -8), r * 0.26)
    c.paint(head, IRON, outline=w)
    c.paint(Shape().poly(regular_points(cx + r * 0.45, cy + r * 0.6, r * 0.3, 6, turn=10)), GOLD, outline=w)


def _cards(c: Canvas, cx: float, cy: float, r: float) -> None:
    w = max(1.2, r * 0.09)
    for k, ang in enumerate((-18, 12)):
        a = math.radians(ang)
        x, y = cx + (k - 0.5) * r * 0.5, cy
        pts = [(-0.4, -0.58), (0.4, -0.58), (0.4, 0.58), (-0.4, 0.58)]
        rot = [
            (x + (px * math.cos(a) - py * math.sin(a)) * r, y + (px * math.sin(a) + py * math.cos(a)) * r)
            for px, py in pts
        ]
        c.paint(Shape().poly(rot), WHITE, outline=w, shade=0.3)
    c.paint(
        Shape().poly(star_points(cx + r * 0.22, cy, r * 0.22, 4, 0.45, turn=0)),
        (200, 40, 56),
        outline=None,
        shade=0,
    )


def _boot(c: Canvas, cx: float, cy: float, r: float) -> None:
    w = max(1.2, r * 0.09)
    leather = (150, 90, 50)
    boot = [
        (cx - r * 0.35, cy - r * 0.85),
        (cx + r * 0.2, cy - r * 0.85),
        (cx + r * 0.2, cy + r * 0.15),
        (cx + r * 0.85, cy + r * 0.45),
        (cx + r * 0.8, cy + r * 0.7),
        (cx - r * 0.2, cy + r * 0.7),
        (cx - r * 0.2, cy + r * 0.85),
        (cx - r * 0.45, cy + r * 0.85),
        (cx - r * 0.45, cy + r * 0.3),
    ]
    c.paint(
        Shape().line([(cx - r * 0.45, cy + r * 0.55), (cx - r * 0.75, cy + r * 0.55)], r * 0.1),
        SILVER,
        outline=w * 0.8,
    )
    c.paint(Shape().poly(star_points(cx - r * 0.8, cy + r * 0.55, r * 0.2, 5, 0.45)), SILVER, outline=w * 0.8)
    c.paint(Shape().poly(boot), leather, outline=w)
    c.ink(
        Shape().line([(cx - r * 0.3, cy - r * 0.55), (cx + r * 0.1, cy - r * 0.55)], w), darker(leather, 0.6)
    )


def _coffin(c: Canvas, cx: float, cy: float, r: float) -> None:
    pts = [
        (cx - r * 0.28, cy - r * 0.85),
        (cx + r * 0.28, cy - r * 0.85),
        (cx + r * 0.5, cy - r * 0.35),
        (cx + r * 0.3, cy + r * 0.85),
        (cx - r * 0.3, cy + r * 0.85),
        (cx - r * 0.5, cy - r * 0.35),
    ]
    c.paint(Shape().poly(pts), (110, 72, 48), outline=max(1.2, r * 0.09))
    t = r * 0.07
    cross = (
        Shape()
        .rect(cx - t, cy - r * 0.5, cx + t, cy + r * 0.3)
        .rect(cx - r * 0.22, cy - r * 0.28, cx + r * 0.22, cy - r * 0.14)
    )
    c.paint(cross, CREAM, outline=None, shade=0)


def _mug(c: Canvas, cx: float, cy: float, r: float) -> None:
    w = max(1.2, r * 0.09)
    c.paint(Shape().arc(cx + r * 0.42, cy + r * 0.1, r * 0.3, r * 0.3, -90, 90, r * 0.14), GOLD, outline=w)
    c.paint(
        Shape().rect(cx - r * 0.5, cy - r * 0.45, cx + r * 0.42, cy + r * 0.8, radius=r * 0.1),
        GOLD,
        outline=w,
    )
    foam = (
        Shape()
        .circle(cx - r * 0.3, cy - r * 0.5, r * 0.26)
        .circle(cx + r * 0.0, cy - r * 0.62, r * 0.28)
        .circle(cx + r * 0.28, cy - r * 0.48, r * 0.24)
    )
    c.paint(foam, WHITE, outline=w, shade=0.4)


def _sack(c: Canvas, cx: float, cy: float, r: float) -> None:
    w = max(1.2, r * 0.09)
    sack = (
        Shape()
        .circle(cx, cy + r * 0.25, r * 0.62)
        .poly(
            [
                (cx - r * 0.25, cy - r * 0.5),
                (cx + r * 0.25, cy - r * 0.5),
                (cx + r * 0.4, cy - r * 0.1),
                (cx - r * 0.4, cy - r * 0.1),
            ]
        )
    )
    c.paint(sack, (206, 180, 120), outline=w)
    c.paint(
        Shape().poly(
            [
                (cx - r * 0.38, cy - r * 0.9),
                (cx, cy - r * 0.55),
                (cx + r * 0.38, cy - r * 0.9),
                (cx, cy - r * 0.45),
            ]
        ),
        (206, 180, 120),
        outline=w,
    )
    c.ink(Shape().text(cx, cy + r * 0.3, "$", r * 0.95, bold=r * 0.04))


def _horseshoe(c: Canvas, cx: float, cy: float, r: float) -> None:
    shoe = Shape().line(arc_points(cx, cy - r * 0.05, r * 0.6, r * 0.68, 130, 410), r * 0.3)
    c.paint(shoe, IRON, outline=max(1.2, r * 0.09))
    holes = Shape()
    for a in (170, 215, 325, 370):
        t = math.radians(a)
        holes.circle(cx + r * 0.6 * math.cos(t), cy - r * 0.05 + r * 0.68 * math.sin(t), r * 0.06)
    c.ink(holes)


def _book(c: Canvas, cx: float, cy: float, r: float) -> None:
    c.paint(
        Shape().rect(cx - r * 0.55, cy - r * 0.75, cx + r * 0.55, cy + r * 0.75, radius=r * 0.08),
        (40, 44, 70),
        outline=max(1.2, r * 0.09),
    )
    c.paint(
        Shape().rect(cx + r * 0.38, cy - r * 0.66, cx + r * 0.5, cy + r * 0.66), CREAM, outline=None, shade=0
    )
    t = r * 0.07
    cross = (
        Shape()
        .rect(cx - t - r * 0.05, cy - r * 0.45, cx + t - r * 0.05, cy + r * 0.35)
        .rect(cx - r * 0.3, cy - r * 0.22, cx + r * 0.2, cy - r * 0.08)
    )
    c.paint(cross, GOLD, outline=None, shade=0)


def _hammer(c: Canvas, cx: float, cy: float, r: float) -> None:
    w = max(1.2, r * 0.09)
    anvil = Shape().poly(
        [
            (cx - r * 0.85, cy + r * 0.05),
            (cx + r * 0.75, cy + r * 0.05),
            (cx + r * 0.45, cy + r * 0.35),
            (cx + r * 0.3, cy + r * 0.35),
            (cx + r * 0.4, cy + r * 0.75),
            (cx - r * 0.45, cy + r * 0.75),
            (cx - r * 0.3, cy + r * 0.35),
            (cx - r * 0.45, cy + r * 0.25),
        ]
    )
    c.paint(anvil, (80, 84, 94), outline=w)
    c.paint(
        Shape().line([(cx - r * 0.05, cy - r * 0.05), (cx + r * 0.55, cy - r * 0.75)], r * 0.14),
        WOOD,
        outline=w,
    )
    head = [
        (cx - r * 0.35, cy - r * 0.75),
        (cx - r * 0.05, cy - r * 1.0),
        (cx + r * 0.25, cy - r * 0.62),
        (cx - r * 0.05, cy - r * 0.38),
    ]
    c.paint(Shape().poly(head), IRON, outline=w)


def _bandana(c: Canvas, cx: float, cy: float, r: float) -> None:
    red = (196, 48, 48)
    c.paint(
        Shape().poly([(cx - r * 0.8, cy - r * 0.35), (cx + r * 0.8, cy - r * 0.35), (cx, cy + r * 0.75)]),
        red,
        outline=max(1.2, r * 0.09),
    )
    dots = Shape()
    for dx, dy in ((-0.4, -0.15), (0.0, -0.12), (0.4, -0.15), (-0.18, 0.15), (0.18, 0.15), (0.0, 0.42)):
        dots.circle(cx + dx * r, cy + dy * r, r * 0.06)
    c.ink(dots, CREAM)


EMBLEMS = {
    "sheriff": lambda c, x, y, r: badge_star(c, x, y, r * 0.9, GOLD, 6),
    "outlaw": _bandana,
    "saloon girl": _feather,
    "prospector": _pick,
    "gambler": _cards,
    "cowboy": _boot,
    "undertaker": _coffin,
    "bartender": _mug,
    "deputy": lambda c, x, y, r: badge_star(c, x, y, r * 0.9, SILVER, 5),
    "bandit": _sack,
    "rancher": _horseshoe,
    "preacher": _book,
    "blacksmith": _hammer,
}


def pip(c: Canvas, kind: str, cx: float, cy: float, r: float, ring: tuple[int, int, int]) -> None:
    """The emblem on a cream disc ringed in the type's colour."""
    c.paint(Shape().circle(cx, cy, r), ring, outline=2)
    c.paint(Shape().circle(cx, cy, r * 0.8), lighter(CREAM, 0.3), outline=1.2, shade=0.4)
    EMBLEMS[kind](c, cx, cy, r * 0.8)
