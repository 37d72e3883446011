"""Hair: what falls behind the head (drawn first) and what frames the face (drawn over it)."""

from __future__ import annotations

import math

from .canvas import Canvas
from .geometry import Head
from .palette import darker, mix
from .people import Person
from .shape import Shape, leaf_points, star_points


def _cap(h: Head, bottom: float = 0.05, shift: float = 0.0, puff: float = 1.1) -> Shape:
    """The hair over the crown, with a hairline round the forehead; shift moves the parting sideways."""
    s = Shape().ellipse(h.cx, h.y(-0.07), h.rx * puff, 1.03 * h.u)
    s.ellipse(h.cx + shift * h.rx, h.y(0.34), h.rx * 0.98, 1.0 * h.u, cut=True)
    return s.rect(h.x(-3), h.y(bottom), h.x(3), h.y(3), cut=True)


def _ring(h: Head, r: float, lift: float, bump: float, start: float, end: float, step: float) -> Shape:
    """Bumps along an arc round the head: curls."""
    s = Shape()
    a = start
    while a <= end + 1e-6:
        t = math.radians(a)
        s.circle(h.cx + math.cos(t) * h.rx * r, h.y(lift) + math.sin(t) * h.u * r, bump * h.u)
        a += step
    return s


def draw_back(c: Canvas, p: Person, h: Head) -> None:
    """Hair behind the head and its ears."""
    u, w, hair = h.u, h.line(), p.hair
    if p.style == "long":
        locks = Shape().rect(h.cx - h.rx * 1.16, h.y(-0.75), h.cx + h.rx * 1.16, h.y(1.45), radius=0.5 * u)
        locks.poly([h.at(-0.3, 3), h.at(-0.26, 0.9), h.at(0.26, 0.9), h.at(0.3, 3)], cut=True)
        c.paint(locks, hair, outline=w)
    elif p.style == "bob":
        c.paint(
            Shape().rect(h.cx - h.rx * 1.18, h.y(-0.8), h.cx + h.rx * 1.18, h.y(0.72), radius=0.5 * u),
            hair,
            outline=w,
        )
    elif p.style == "afro":
        puff = _ring(h, 1.22, -0.3, 0.3, 0, 359, 30).circle(h.cx, h.y(-0.3), 1.15 * u)
        c.paint(puff, hair, outline=w)
    elif p.style == "bun":
        c.paint(Shape().circle(h.cx, h.y(-1.06), 0.36 * u), hair, outline=w)
    elif p.style == "pigtails":
        for side in (-1, 1):
            x = h.cx + side * h.rx * 1.22
            c.paint(Shape().ellipse(x, h.y(0.42), 0.3 * u, 0.5 * u), hair, outline=w)
            c.paint(
                Shape().circle(h.cx + side * h.rx * 1.02, h.y(0.0), 0.11 * u), (232, 80, 96), outline=h.fine()
            )


def draw_front(c: Canvas, p: Person, h: Head) -> None:
    """Hair over the forehead and round the face (never over the eyes)."""
    u, w, hair = h.u, h.line(), p.hair
    style = p.style
    if style == "bald":
        c.paint(
            Shape().ellipse(h.x(-0.3), h.y(-0.72), 0.22 * u, 0.1 * u),
            (255, 255, 255),
            outline=None,
            shade=0,
            alpha=0.4,
        )
    elif style == "buzz":
        c.paint(_cap(h, bottom=-0.38, puff=1.03), mix(hair, p.skin, 0.3), outline=h.fine(), shade=0.4)
    elif style in ("short", "side"):
        shift = 0.0 if style == "short" else 0.2
        cap = _cap(h, bottom=-0.2, shift=shift)
        if style == "side":
            cap.poly([h.at(-0.8, -0.55), h.at(0.15, -1.0), h.at(0.35, -0.72), h.at(-0.62, -0.42)])
        else:
            cap.poly([h.at(-0.3, -0.55), h.at(0.25, -0.7), h.at(-0.05, -0.3)])
        c.paint(cap, hair, outline=w)
    elif style in ("long", "pigtails", "bob"):
        cap = _cap(h, bottom=0.6 if style != "pigtails" else 0.1)
        if style == "bob":
            cap = Shape().ellipse(h.cx, h.y(-0.07), h.rx * 1.16, 1.03 * h.u)
            cap.rect(h.cx - h.rx * 0.78, h.y(-0.36), h.cx + h.rx * 0.78, h.y(3), radius=0.18 * u, cut=True)
            cap.rect(h.x(-3), h.y(0.7), h.x(3), h.y(3), cut=True)
        c.paint(cap, hair, outline=w)
        if style != "bob":
            c.ink(Shape().line([h.at(0, -0.98), h.at(0.03, -0.72)], h.fine()), darker(hair, 0.6))
    elif style == "curly":
        curls = _ring(h, 1.0, -0.12, 0.25, 185, 355, 21).ellipse(h.cx, h.y(-0.35), h.rx * 0.9, 0.6 * u)
        curls.ellipse(h.cx, h.y(0.3), h.rx * 0.96, 1.0 * u, cut=True)
        c.paint(curls, hair, outline=w)
    elif style == "afro":
        fringe = _ring(h, 0.95, -0.1, 0.2, 200, 340, 20).ellipse(h.cx, h.y(-0.55), h.rx * 0.9, 0.45 * u)
        fringe.ellipse(h.cx, h.y(0.3), h.rx * 0.94, 0.98 * u, cut=True)
        c.paint(fringe, hair, outline=w)
    elif style == "bun":
        c.paint(_cap(h, bottom=0.0, puff=1.06), hair, outline=w)
        c.ink(Shape().arc(h.cx, h.y(-0.6), 0.5 * u, 0.3 * u, 200, 340, h.fine()), darker(hair, 0.65))
    elif style == "spiky":
        spikes = Shape().poly(star_points(h.cx, h.y(-0.2), 1.25 * u, 9, 0.72, turn=-90))
        spikes.rect(h.x(-3), h.y(-0.25), h.x(3), h.y(3), cut=True)
        spikes = spikes.ellipse(h.cx, h.y(-0.07), h.rx * 1.06, 1.0 * u)
        spikes.ellipse(h.cx, h.y(0.34), h.rx * 0.98, 1.0 * u, cut=True).rect(
            h.x(-3), h.y(0.0), h.x(3), h.y(3), cut=True
        )
        c.paint(spikes, hair, outline=w)
    elif style == "mohawk":
        c.paint(_cap(h, bottom=-0.38, puff=1.02), mix(hair, p.skin, 0.6), outline=h.fine(), shade=0.3)
        crest = Shape().poly(leaf_points(h.at(0.05, -0.45), h.at(-0.12, -1.5), 0.42 * u, bend=0.1 * u))
        c.paint(crest, hair, outline=w)
