"""Zwoggel tiles: a red round spiky creature, a green square frog (shapes differ, not just colours),
a stone back and a free cell. Creatures burst a little out of their card: even the outlines differ."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from .canvas import Canvas, save
from .noise import fractal
from .palette import CREAM, INK, WHITE, darker, lighter
from .shape import SS, Shape, star_points

S = 96
EDGE = 6.0  # the card sits this far inside the tile; creatures may poke into the margin
RED = (222, 66, 54)
GREEN = (70, 170, 84)


def _card(tint: tuple[int, int, int]) -> Canvas:
    c = Canvas(S, S)
    c.paint(Shape().rect(EDGE, EDGE, S - EDGE, S - EDGE, radius=9), tint, outline=2, shade=0.5)
    return c


def _eye(c: Canvas, x: float, y: float, r: float, look: float = 0.0) -> None:
    c.paint(Shape().circle(x, y, r), WHITE, outline=2, shade=0.4)
    c.paint(Shape().circle(x + look * r * 0.3, y + r * 0.12, r * 0.5), INK, outline=None, shade=0)
    c.paint(
        Shape().circle(x + look * r * 0.3 - r * 0.17, y - r * 0.08, r * 0.17), WHITE, outline=None, shade=0
    )


def red() -> Image.Image:
    """Round and spiky: a burr of a creature with fangs."""
    c = _card((255, 232, 222))
    cx, cy = S / 2, S / 2 + 1
    c.paint(Shape().poly(star_points(cx, cy, 47.5, 12, 0.58, turn=-90)), darker(RED, 0.8), outline=2)
    c.paint(Shape().circle(cx, cy, 28), RED, outline=2.2)
    for side in (-1, 1):
        _eye(c, cx + side * 10.5, cy - 6, 8, look=side * 0.4)
    mouth = Shape().ellipse(cx, cy + 10, 11, 7).rect(cx - 20, cy - 10, cx + 20, cy + 9, cut=True)
    c.paint(mouth, (110, 24, 36), outline=2, shade=0)
    fangs = Shape()
    for side in (-1, 1):
        x = cx + side * 5
        fangs.poly([(x - 2.6, cy + 9), (x + 2.6, cy + 9), (x, cy + 14)])
    c.paint(fangs, CREAM, outline=1.2, shade=0)
    return c.image()


def green() -> Image.Image:
    """Square and frog-like: a blocky body, eyes bulging on top, a wide grin, feet over the card's edge."""
    c = _card((226, 244, 220))
    cx = S / 2
    for side in (-1, 1):
        foot = Shape().ellipse(cx + side * 26, 84, 11, 6)
        for k in (-1, 0, 1):
            foot.circle(cx + side * 26 + k * 7.5, 88.5, 3.8)
        c.paint(foot, darker(GREEN, 0.85), outline=2)
    body = Shape().rect(cx - 30, 32, cx + 30, 84, radius=13)
    for side in (-1, 1):
        body.circle(cx + side * 17, 17, 13.5)
        body.rect(cx + side * 17 - 12, 17, cx + side * 17 + 12, 40)
    c.paint(body, GREEN, outline=2.2)
    c.paint(Shape().rect(cx - 17, 62, cx + 17, 80, radius=8), lighter(GREEN, 0.45), outline=None, shade=0.4)
    for side in (-1, 1):
        _eye(c, cx + side * 17, 16, 9, look=-side * 0.3)
    c.ink(Shape().arc(cx, 44, 21, 11, 20, 160, 3))
    for side in (-1, 1):
        c.ink(Shape().circle(cx + side * 5, 47, 1.5))
    return c.image()


def back() -> Image.Image:
    """Grey stone: fractal mottling, a few specks and cracks, a bevel from the house shading."""
    c = Canvas(S, S)
    n = fractal(S * SS, S * SS, seed=404, base=3, octaves=6)
    fine = fractal(S * SS, S * SS, seed=405, base=24, octaves=2)
    tone = 0.42 + 0.22 * n + 0.1 * fine
    tex = np.stack([tone * 1.02, tone * 1.0, tone * 0.96], axis=-1).astype(np.float32)
    stone = Shape().rect(EDGE, EDGE, S - EDGE, S - EDGE, radius=9)
    c.paint(stone, (128, 126, 120), outline=2, shade=1.4, texture=tex)
    cracks = Shape()
    cracks.line([(22, 30), (34, 38), (37, 52), (48, 58)], 1.3)
    cracks.line([(34, 38), (30, 46)], 1.0)
    cracks.line([(66, 20), (70, 34), (80, 40)], 1.2)
    cracks.line([(58, 76), (68, 70), (76, 74)], 1.1)
    with c.clipped(stone):
        c.ink(cracks, darker((128, 126, 120), 0.45), alpha=0.8)
        rng = np.random.default_rng(7)
        specks = Shape()
        for _ in range(14):
            x, y = rng.uniform(14, S - 14), rng.uniform(14, S - 14)
            specks.circle(float(x), float(y), float(rng.uniform(0.7, 1.4)))
        c.ink(specks, (190, 188, 182), alpha=0.7)
    return c.image()


def free_cell() -> Image.Image:
    """A legal place: a faint dashed square with a soft fill."""
    c = Canvas(S, S)
    cell = Shape().rect(EDGE, EDGE, S - EDGE, S - EDGE, radius=9)
    c.paint(cell, WHITE, outline=None, shade=0, alpha=0.1)
    dashes = Shape()
    a, b = EDGE + 0.5, S - EDGE - 0.5
    for t in np.arange(EDGE + 12, S - EDGE - 12, 9.0):
        t = float(t)
        dashes.line([(t, a), (t + 4.5, a)], 1.8).line([(t, b), (t + 4.5, b)], 1.8)
        dashes.line([(a, t), (a, t + 4.5)], 1.8).line([(b, t), (b, t + 4.5)], 1.8)
    for x, y, ang in ((a + 9, a + 9, 180), (b - 9, a + 9, 270), (b - 9, b - 9, 0), (a + 9, b - 9, 90)):
        dashes.arc(x, y, 9, 9, ang, ang + 90, 1.8)
    c.paint(dashes, WHITE, outline=None, shade=0, alpha=0.55)
    return c.image()


def build(out: Path) -> None:
    folder = out / "zwoggel"
    save(red(), folder / "red.png")
    save(green(), folder / "green.png")
    save(back(), folder / "back.png")
    save(free_cell(), folder / "empty.png")
