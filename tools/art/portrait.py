"""A whole person as a card shows them: head, then eyes, pupils, brows, mouth and glasses on top."""

from __future__ import annotations

from .canvas import Canvas
from .features import (
    draw_brow,
    draw_eye,
    draw_glasses,
    draw_mouth,
    draw_pupil,
    eye_geometry,
    half_pupil_centre,
    pupil_radius,
)
from .geometry import Head
from .head import draw_head
from .people import Person


def draw_person(c: Canvas, p: Person, h: Head, eyes: tuple[str, str] = ("open", "open")) -> None:
    draw_head(c, p, h)
    geo = [eye_geometry(p, h, side) for side in (-1, 1)]
    r = pupil_radius(h) * min(1.0, p.eyes)
    for side, e, state in zip((-1, 1), geo, eyes, strict=True):
        draw_eye(c, p, e, state)
        if state == "open":
            t = e.travel(r)
            draw_pupil(c, p, e.cx + p.look[0] * t, e.cy + p.look[1] * t, r)
        elif state == "half":
            x, y, t = half_pupil_centre(e, r)
            draw_pupil(c, p, x + p.look[0] * t, y, r)
        draw_brow(c, p, h, e, side)
    draw_mouth(c, p, h, p.mood)
    if p.extra == "glasses":
        draw_glasses(c, h, geo[0], geo[1])
