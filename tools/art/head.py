"""A person without eyes, brows or mouth: body, hair, ears, face, nose, beard, hat, ornaments."""

from __future__ import annotations

from .body import draw_body
from .canvas import Canvas
from .geometry import Head
from .hair import draw_back, draw_front
from .hats import draw_hat
from .palette import BLUSH, GOLD, darker, natural_hair
from .people import Person
from .shape import Shape


def face_shape(h: Head, face: str) -> Shape:
    cx, u, rx = h.cx, h.u, h.rx
    if face == "round":
        return Shape().ellipse(cx, h.y(0.03), rx * 1.08, 0.97 * u)
    if face == "square":
        return Shape().rect(cx - rx, h.y(-1), cx + rx, h.y(1), radius=0.62 * rx)
    if face == "long":
        return Shape().ellipse(cx, h.cy, rx * 0.9, 1.04 * u)
    if face == "heart":
        return (
            Shape().ellipse(cx, h.y(-0.12), rx * 1.03, 0.86 * u).ellipse(cx, h.y(0.28), rx * 0.72, 0.72 * u)
        )
    if face == "pear":
        return (
            Shape().ellipse(cx, h.y(-0.12), rx * 0.92, 0.88 * u).ellipse(cx, h.y(0.22), rx * 1.04, 0.78 * u)
        )
    return Shape().ellipse(cx, h.cy, rx, u)


def _ears(c: Canvas, p: Person, h: Head) -> None:
    for side in (-1, 1):
        x = h.cx + side * h.rx * (1.02 if p.face != "long" else 0.92)
        c.paint(Shape().ellipse(x, h.y(0.1), 0.17 * h.u, 0.25 * h.u), p.skin, outline=h.line())
        start = -70 if side > 0 else 110
        fold = Shape().arc(
            x - side * 0.02 * h.u, h.y(0.1), 0.07 * h.u, 0.12 * h.u, start, start + 140, h.fine()
        )
        c.ink(fold, darker(p.skin, 0.7))


def _nose(c: Canvas, p: Person, h: Head) -> None:
    u, shadow = h.u, darker(p.skin, 0.72)
    if p.nose == "button":
        c.paint(
            Shape().ellipse(h.cx, h.y(0.27), 0.12 * u, 0.09 * u),
            darker(p.skin, 0.9),
            outline=h.fine(),
            ink=shadow,
        )
    elif p.nose == "curve":
        c.ink(Shape().arc(h.x(0.0), h.y(0.2), 0.1 * u, 0.12 * u, -70, 110, h.fine() * 1.1), shadow)
    else:
        c.ink(Shape().line([h.at(0.02, 0.0), h.at(0.1, 0.3), h.at(-0.06, 0.33)], h.fine() * 1.1), shadow)


def _beard(c: Canvas, p: Person, h: Head) -> None:
    u, w = h.u, h.line()
    hair = natural_hair(p.hair)
    if p.beard == "beard":
        s = face_shape(h, p.face).ellipse(h.cx, h.y(0.72), h.rx * 0.7, 0.5 * u)
        s.rect(h.x(-3), h.y(-3), h.x(3), h.y(0.22), cut=True)
        s.ellipse(h.cx, h.y(0.56), 0.3 * u, 0.17 * u, cut=True)
        c.paint(s, hair, outline=w)
    elif p.beard == "goatee":
        c.paint(Shape().ellipse(h.cx, h.y(0.86), 0.15 * u, 0.13 * u), hair, outline=w)
    if p.beard in ("moustache", "beard", "goatee"):
        tash = Shape()
        for side in (-1, 1):
            tash.poly(
                [
                    h.at(0, 0.37),
                    h.at(side * 0.3, 0.36),
                    h.at(side * 0.38, 0.47),
                    h.at(side * 0.15, 0.47),
                    h.at(0, 0.43),
                ]
            )
        c.paint(tash, hair if p.beard != "goatee" else darker(hair, 0.9), outline=h.fine())


def _ornaments(c: Canvas, p: Person, h: Head) -> None:
    u = h.u
    if p.extra in ("blush", "freckles"):
        for side in (-1, 1):
            x = h.x(side * 0.5)
            if p.extra == "blush":
                c.paint(
                    Shape().ellipse(x, h.y(0.33), 0.16 * u, 0.09 * u),
                    BLUSH,
                    outline=None,
                    shade=0,
                    alpha=0.45,
                )
            else:
                dots = Shape()
                for dx, dy in ((-0.08, 0.26), (0.06, 0.24), (0.0, 0.34), (0.12, 0.34)):
                    dots.circle(x + side * dx * u, h.y(dy), 0.028 * u + 0.3)
                c.ink(dots, darker(p.skin, 0.62))
    if p.extra == "earrings":
        for side in (-1, 1):
            x = h.cx + side * h.rx * 1.04
            c.paint(Shape().circle(x, h.y(0.42), 0.08 * u), GOLD, outline=h.fine())


def draw_head(c: Canvas, p: Person, h: Head) -> None:
    """Everything of a person but the eyes, brows and mouth (those move)."""
    draw_body(c, p, h)
    draw_back(c, p, h)
    _ears(c, p, h)
    c.paint(face_shape(h, p.face), p.skin, outline=h.line())
    _ornaments(c, p, h)
    _nose(c, p, h)
    _beard(c, p, h)
    draw_front(c, p, h)
    draw_hat(c, p, h)
