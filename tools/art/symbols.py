"""Eight simple marks that tell pawns apart without colour, and small shared emblems."""

from __future__ import annotations

from .shape import Shape, regular_points, star_points

PAWN_SYMBOLS = ("circle", "square", "triangle", "star", "diamond", "cross", "heart", "hexagon")


def symbol(kind: str, cx: float, cy: float, r: float) -> Shape:
    """A filled mark of about radius r centred on (cx, cy)."""
    if kind == "circle":  # a ring, so it cannot be taken for the hexagon
        return Shape().circle(cx, cy, r * 0.98).circle(cx, cy, r * 0.4, cut=True)
    if kind == "square":
        return Shape().rect(cx - r * 0.75, cy - r * 0.75, cx + r * 0.75, cy + r * 0.75, radius=r * 0.1)
    if kind == "triangle":
        return Shape().poly(regular_points(cx, cy + r * 0.18, r * 1.05, 3))
    if kind == "star":
        return Shape().poly(star_points(cx, cy + r * 0.08, r * 1.08, 5, 0.45))
    if kind == "diamond":
        return Shape().poly([(cx, cy - r), (cx + r * 0.8, cy), (cx, cy + r), (cx - r * 0.8, cy)])
    if kind == "cross":
        t = r * 0.34
        return (
            Shape()
            .rect(cx - r * 0.9, cy - t, cx + r * 0.9, cy + t)
            .rect(cx - t, cy - r * 0.9, cx + t, cy + r * 0.9)
        )
    if kind == "heart":
        s = Shape().circle(cx - r * 0.45, cy - r * 0.3, r * 0.5).circle(cx + r * 0.45, cy - r * 0.3, r * 0.5)
        return s.poly([(cx - r * 0.93, cy - r * 0.15), (cx + r * 0.93, cy - r * 0.15), (cx, cy + r * 0.9)])
    if kind == "hexagon":
        return Shape().poly(regular_points(cx, cy, r * 0.95, 6, turn=0))
    raise ValueError(kind)


def eye_mark(cx: float, cy: float, rx: float) -> tuple[Shape, Shape]:
    """An almond eye: (white, iris) shapes, the games' shared emblem."""
    ry = rx * 0.55
    from .shape import arc_points

    top = arc_points(cx, cy + ry * 0.9, rx * 1.08, ry * 1.9, 200, 340)
    bottom = arc_points(cx, cy - ry * 0.9, rx * 1.08, ry * 1.9, 20, 160)
    white = Shape().poly([*top, *bottom])
    iris = Shape().circle(cx, cy, ry * 0.82)
    return white, iris
