"""Shoulders, neck and the clothes' neckline, under a head."""

from __future__ import annotations

import numpy as np

from .canvas import Canvas, rgb
from .geometry import Head
from .palette import CREAM, darker, lighter, mix
from .people import Person
from .shape import SS, Shape


def shoulders(h: Head) -> Shape:
    return (
        Shape()
        .ellipse(h.cx, h.y(2.15), 1.55 * h.u, 1.05 * h.u)
        .ellipse(h.cx, h.y(1.18), 0.36 * h.u, 0.26 * h.u, cut=True)
    )


def _stripes(c: Canvas, p: Person, h: Head) -> np.ndarray:
    """A full-canvas texture of horizontal bands in the clothes' colour and a lighter one."""
    rows = (np.arange(c.h * SS, dtype=np.float32) / SS - h.y(1.5)) // (0.34 * h.u)
    tex = np.empty((c.h * SS, c.w * SS, 3), dtype=np.float32)
    tex[:] = rgb(p.clothes)
    tex[(rows % 2 == 1)] = rgb(lighter(p.clothes, 0.6))
    return tex


def draw_body(c: Canvas, p: Person, h: Head) -> None:
    u, w = h.u, h.line()
    neck = Shape().rect(h.x(-0.3), h.y(0.45), h.x(0.3), h.y(1.5), radius=0.1 * u)
    c.paint(neck, darker(p.skin, 0.88), outline=w, shade=0.6)
    texture = _stripes(c, p, h) if p.collar == "stripes" else None
    c.paint(shoulders(h), p.clothes, outline=w, texture=texture)
    _neckline(c, p, h)


def _neckline(c: Canvas, p: Person, h: Head) -> None:
    u, w = h.u, h.line()
    trim = darker(p.clothes, 0.72)
    if p.collar in ("crew", "stripes"):
        c.ink(Shape().arc(h.cx, h.y(1.18), 0.4 * u, 0.3 * u, 10, 170, 0.12 * u), trim)
    elif p.collar in ("collar", "tie"):
        if p.collar == "tie":
            tie = mix(p.clothes, (200, 40, 60), 0.7) if p.clothes[0] < 150 else (56, 70, 120)
            blade = [h.at(-0.1, 1.45), h.at(0.1, 1.45), h.at(0.16, 2.1), h.at(0, 2.3), h.at(-0.16, 2.1)]
            c.paint(Shape().poly(blade), tie, outline=h.fine())
            c.paint(
                Shape().poly([h.at(-0.14, 1.3), h.at(0.14, 1.3), h.at(0.09, 1.5), h.at(-0.09, 1.5)]),
                tie,
                outline=h.fine(),
            )
        for side in (-1, 1):
            flap = [h.at(side * 0.05, 1.32), h.at(side * 0.42, 1.08), h.at(side * 0.36, 1.6)]
            c.paint(Shape().poly(flap), CREAM, outline=h.fine(), shade=0.5)
    elif p.collar == "bowtie":
        colour = (200, 50, 64) if p.clothes[0] < 180 else (56, 70, 120)
        for side in (-1, 1):
            wing = [h.at(0, 1.42), h.at(side * 0.34, 1.24), h.at(side * 0.34, 1.62)]
            c.paint(Shape().poly(wing), colour, outline=h.fine())
        c.paint(Shape().circle(h.x(0), h.y(1.42), 0.09 * u), colour, outline=h.fine())
    elif p.collar == "clerical":
        c.paint(
            Shape().rect(h.x(-0.3), h.y(1.12), h.x(0.3), h.y(1.34), radius=0.06 * u),
            darker(p.clothes, 0.8),
            outline=h.fine(),
        )
        c.paint(Shape().rect(h.x(-0.09), h.y(1.15), h.x(0.09), h.y(1.31)), CREAM, outline=None, shade=0)
    elif p.collar == "vest":
        c.paint(
            Shape().poly([h.at(-0.34, 1.2), h.at(0.34, 1.2), h.at(0, 2.4)]),
            CREAM,
            outline=h.fine(),
            shade=0.4,
        )
        c.paint(
            Shape().poly(
                [h.at(-0.08, 1.26), h.at(0.08, 1.26), h.at(0.16, 2.0), h.at(0, 2.3), h.at(-0.16, 2.0)]
            ),
            (56, 50, 60),
            outline=h.fine(),
        )
    elif p.collar == "apron":
        leather = (120, 78, 46)
        for side in (-1, 1):
            c.paint(
                Shape().line([h.at(side * 0.42, 1.25), h.at(side * 0.28, 1.75)], 0.12 * u),
                leather,
                outline=h.fine(),
            )
        c.paint(Shape().rect(h.x(-0.55), h.y(1.7), h.x(0.55), h.y(3), radius=0.12 * u), leather, outline=w)
    elif p.collar == "kerchief":
        c.paint(Shape().poly([h.at(-0.5, 1.15), h.at(0.5, 1.15), h.at(0, 1.85)]), (204, 52, 52), outline=w)
        c.paint(Shape().circle(h.x(0), h.y(1.25), 0.1 * u), (170, 40, 40), outline=h.fine())
    elif p.collar == "scarf":
        scarf = mix(p.clothes, (250, 220, 120), 0.6)
        c.paint(
            Shape().poly([h.at(0.1, 1.3), h.at(0.45, 1.3), h.at(0.6, 2.1), h.at(0.25, 2.15)]),
            scarf,
            outline=w,
        )
        c.paint(Shape().ellipse(h.cx, h.y(1.26), 0.58 * u, 0.24 * u), scarf, outline=w)
        c.paint(Shape().circle(h.x(0.3), h.y(1.34), 0.14 * u), darker(scarf, 0.9), outline=h.fine())
