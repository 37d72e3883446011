"""The moving parts of a face: eyes (open, half, closed), pupils, brows, mouths; and glasses on cards."""

from __future__ import annotations

from dataclasses import dataclass

from .canvas import Canvas
from .geometry import Head
from .palette import INK, MOUTH, TONGUE, WHITE, darker, mix, natural_hair
from .people import Person
from .shape import Shape

EYE_WHITE = (255, 252, 246)
PUPIL_R = 0.1  # iris radius, head units


@dataclass(frozen=True)
class Eye:
    """One eye's white, in display pixels; side −1 is the viewer's left."""

    cx: float
    cy: float
    rx: float
    ry: float
    line: float

    def travel(self, pupil_r: float) -> float:
        """How far a pupil's centre may move from the eye's centre and stay inside the white."""
        return max(0.5, min(self.rx - self.line * 0.8, self.ry - self.line * 1.15) - pupil_r - 0.3)

    @property
    def lid(self) -> float:
        """The y of a half-closed lid's edge."""
        return self.cy - self.ry * 0.05


def eye_geometry(p: Person, h: Head, side: int) -> Eye:
    k = p.eyes
    return Eye(h.x(side * 0.36 * min(1.0, p.wide)), h.y(-0.06), 0.23 * h.u * k, 0.27 * h.u * k, h.line())


def pupil_radius(h: Head) -> float:
    return PUPIL_R * h.u


def half_pupil_centre(e: Eye, pupil_r: float) -> tuple[float, float, float]:
    """Where a pupil sits under a half-closed lid (x, y) and how far it may move there."""
    bottom = e.cy + e.ry - e.line * 1.1
    y = min((e.lid + e.line * 0.6 + bottom) / 2, bottom - pupil_r)
    return e.cx, y, 0.8


def draw_eye(c: Canvas, p: Person, e: Eye, state: str) -> None:
    """An eye's white and lids, without the pupil; closed is a thick lash line on a lowered lid."""
    w = e.line
    white = Shape().ellipse(e.cx, e.cy, e.rx, e.ry)
    if state == "closed":
        # A lid a shade off the skin (lighter on dark skin) so the lash line stands out on every face.
        lid = mix(p.skin, INK, 0.12) if sum(p.skin) > 400 else mix(p.skin, WHITE, 0.14)
        c.paint(
            Shape().ellipse(e.cx, e.cy, e.rx * 1.02, e.ry * 0.95), lid, outline=None, shade=0.6, alpha=0.7
        )
        c.ink(Shape().arc(e.cx, e.cy - e.ry * 0.25, e.rx * 1.04, e.ry * 0.55, 8, 172, w * 1.35))
        lashes = Shape()
        for k, dx in enumerate((-0.55, 0.0, 0.55)):
            x0 = e.cx + dx * e.rx
            y0 = e.cy - e.ry * 0.25 + e.ry * 0.55 * (0.84 if k != 1 else 1.0)
            lashes.line([(x0, y0), (x0 + dx * e.rx * 0.25, y0 + e.ry * 0.3)], w * 0.7)
        c.ink(lashes)
        return
    c.paint(white, EYE_WHITE, outline=w * 0.8, shade=0.35)
    if state == "half":
        with c.clipped(Shape().ellipse(e.cx, e.cy, e.rx - w * 0.3, e.ry - w * 0.3)):
            c.paint(
                Shape().rect(e.cx - e.rx * 2, e.cy - e.ry * 2, e.cx + e.rx * 2, e.lid),
                darker(p.skin, 0.92),
                outline=None,
                shade=0,
            )
        c.ink(
            Shape().line(
                [
                    (e.cx - e.rx * 0.98, e.lid + w * 0.1),
                    (e.cx, e.lid + w * 0.4),
                    (e.cx + e.rx * 0.98, e.lid + w * 0.1),
                ],
                w * 1.2,
            )
        )
    else:
        c.ink(Shape().arc(e.cx, e.cy - w * 0.15, e.rx * 0.98, e.ry * 0.98, 195, 345, w * 1.1))


def draw_pupil(c: Canvas, p: Person, x: float, y: float, r: float) -> None:
    """Iris, pupil and a catch-light, centred on (x, y)."""
    c.paint(Shape().circle(x, y, r), mix(p.iris, INK, 0.25), outline=None, shade=0.5)
    c.paint(Shape().circle(x, y, r * 0.56), (20, 14, 16), outline=None, shade=0)
    c.paint(Shape().circle(x - r * 0.34, y - r * 0.36, r * 0.3), WHITE, outline=None, shade=0)


def draw_brow(c: Canvas, p: Person, h: Head, e: Eye, side: int) -> None:
    hair = natural_hair(p.hair)
    colour = darker(hair, 0.6) if sum(hair) < 520 else mix(hair, INK, 0.5)
    u = h.u
    y = e.cy - e.ry - 0.13 * u
    inner, outer = e.cx - side * e.rx * 0.85, e.cx + side * e.rx * 0.95
    if p.brow == "flat":
        s = Shape().line([(inner, y + 0.02 * u), (outer, y - 0.02 * u)], 0.09 * u)
    elif p.brow == "thick":
        s = Shape().poly(
            [
                (inner, y + 0.06 * u),
                (inner, y - 0.06 * u),
                ((inner + outer) / 2, y - 0.1 * u),
                (outer, y - 0.0 * u),
                (outer, y + 0.04 * u),
            ]
        )
    else:
        s = Shape().arc(e.cx, y + 0.1 * u, e.rx * 0.95, 0.14 * u, 200, 340, 0.085 * u)
    c.paint(s, colour, outline=None, shade=0)


def draw_mouth(c: Canvas, p: Person, h: Head, kind: str) -> None:
    u, w = h.u, h.line()
    x, y = h.cx, h.y(0.6)
    lip = darker(p.skin, 0.62)
    if kind == "neutral":
        c.ink(Shape().arc(x, y - 0.12 * u, 0.2 * u, 0.12 * u, 50, 130, w * 1.1))
    elif kind == "smile":
        s = (
            Shape()
            .ellipse(x, y - 0.06 * u, 0.27 * u, 0.2 * u)
            .rect(x - u, y - u, x + u, y - 0.06 * u, cut=True)
        )
        c.paint(s, MOUTH, outline=w, shade=0)
        with c.clipped(s):
            c.paint(Shape().ellipse(x, y + 0.16 * u, 0.16 * u, 0.08 * u), TONGUE, outline=None, shade=0)
            c.paint(Shape().rect(x - u, y - 0.1 * u, x + u, y - 0.0 * u), EYE_WHITE, outline=None, shade=0)
        c.ink(
            Shape()
            .arc(x, y - 0.06 * u, 0.27 * u, 0.2 * u, 0, 180, w)
            .line([(x - 0.27 * u, y - 0.06 * u), (x + 0.27 * u, y - 0.06 * u)], w)
        )
    elif kind == "open":
        s = Shape().ellipse(x, y + 0.02 * u, 0.14 * u, 0.19 * u)
        c.paint(s, MOUTH, outline=w, shade=0)
        with c.clipped(s):
            c.paint(Shape().ellipse(x, y + 0.2 * u, 0.12 * u, 0.08 * u), TONGUE, outline=None, shade=0)
        c.ink(
            Shape()
            .ellipse(x, y + 0.02 * u, 0.14 * u, 0.19 * u)
            .ellipse(x, y + 0.02 * u, 0.14 * u - w, 0.19 * u - w, cut=True)
        )
    else:  # smirk: one corner up, a dimple beside it
        c.ink(
            Shape().line(
                [
                    (x - 0.2 * u, y),
                    (x + 0.02 * u, y + 0.03 * u),
                    (x + 0.2 * u, y - 0.07 * u),
                    (x + 0.26 * u, y - 0.12 * u),
                ],
                w * 1.1,
            )
        )
        c.ink(Shape().arc(x + 0.27 * u, y - 0.06 * u, 0.05 * u, 0.07 * u, -60, 60, w * 0.6), lip)


def draw_glasses(c: Canvas, h: Head, left: Eye, right: Eye, colour: tuple[int, int, int] = INK) -> None:
    w = h.fine()
    frame = Shape()
    for e in (left, right):
        frame.ellipse(e.cx, e.cy, e.rx * 1.28, e.ry * 1.15).ellipse(
            e.cx, e.cy, e.rx * 1.28 - w * 1.2, e.ry * 1.15 - w * 1.2, cut=True
        )
    frame.arc(
        (left.cx + right.cx) / 2,
        left.cy - left.ry * 0.2,
        (right.cx - left.cx) / 2 - right.rx * 1.2,
        left.ry * 0.3,
        200,
        340,
        w * 1.1,
    )
    c.paint(frame, colour, outline=None, shade=0)
