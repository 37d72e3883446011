"""Wink's other cards: grid back (dark, a lattice), hand back (light, rays), the empty place, accuse."""

from __future__ import annotations

import math

from PIL import Image

from .canvas import Canvas
from .card import finish_card, outline_shape, start_card
from .palette import CREAM, GOLD, INK, WHITE, lighter
from .shape import Shape, star_points
from .symbols import eye_mark

W, H = 96, 128
NAVY = (38, 54, 108)
WINE = (150, 40, 62)
HAND_PAPER = (238, 232, 220)


def _eye(c: Canvas, cx: float, cy: float, rx: float, iris: tuple[int, int, int], wink: bool = False) -> None:
    white, ball = eye_mark(cx, cy, rx)
    if wink:
        c.paint(
            Shape().arc(cx, cy - rx * 0.35, rx * 0.95, rx * 0.6, 15, 165, 3.2), INK, outline=None, shade=0
        )
        for dx in (-0.55, 0.0, 0.55):
            x0, y0 = cx + dx * rx, cy + rx * (0.2 if dx else 0.26)
            c.ink(Shape().line([(x0, y0), (x0 + dx * rx * 0.3, y0 + rx * 0.28)], 1.8))
        return
    c.paint(white, WHITE, outline=2)
    with c.clipped(white):
        c.paint(ball, iris, outline=None, shade=0.6)
        c.paint(Shape().circle(cx, cy, rx * 0.22), INK, outline=None, shade=0)
        c.paint(Shape().circle(cx - rx * 0.14, cy - rx * 0.14, rx * 0.09), WHITE, outline=None, shade=0)
    c.paint(white, WHITE, outline=2, edge_only=True)


def back_grid() -> Image.Image:
    """The grid deck: deep blue, a 6×6 lattice in gold, an open eye."""
    c = start_card(W, H, NAVY)
    c.paint(Shape().rect(7, 7, W - 7, H - 7, radius=5), GOLD, outline=1.6, shade=0, edge_only=True, ink=GOLD)
    tiles = Shape()
    for gx in range(6):
        for gy in range(6):
            x, y = 14 + gx * 13.6, 22 + gy * 16.8
            tiles.rect(x - 4.6, y - 5.8, x + 4.6, y + 5.8, radius=1.8)
    c.paint(tiles, lighter(NAVY, 0.2), outline=None, shade=0)
    c.paint(tiles, GOLD, outline=1.2, shade=0, edge_only=True, ink=GOLD, alpha=0.35)
    c.paint(Shape().circle(W / 2, H / 2, 21), CREAM, outline=2)
    c.paint(Shape().circle(W / 2, H / 2, 17.5), GOLD, outline=None, shade=0, alpha=0.35)
    _eye(c, W / 2, H / 2, 15, (60, 110, 200))
    finish_card(c)
    return c.image()


def back_hand() -> Image.Image:
    """The hand deck: light paper, wine-red rays, a winking eye."""
    c = start_card(W, H, HAND_PAPER)
    rays = Shape()
    cx, cy = W / 2, H / 2
    for k in range(16):
        a0, a1 = math.radians(k * 22.5), math.radians(k * 22.5 + 11.25)
        rays.poly(
            [
                (cx, cy),
                (cx + 120 * math.cos(a0), cy + 120 * math.sin(a0)),
                (cx + 120 * math.cos(a1), cy + 120 * math.sin(a1)),
            ]
        )
    c.paint(rays, lighter(WINE, 0.72), outline=None, shade=0)
    c.paint(Shape().rect(7, 7, W - 7, H - 7, radius=5), WINE, outline=1.6, shade=0, edge_only=True, ink=WINE)
    c.paint(Shape().circle(cx, cy, 21), WINE, outline=2)
    c.paint(Shape().circle(cx, cy, 17), CREAM, outline=1.5)
    _eye(c, cx, cy, 12, WINE, wink=True)
    finish_card(c)
    return c.image()


def empty_place() -> Image.Image:
    """A faint outline where a grid card was."""
    c = Canvas(W, H)
    c.paint(outline_shape(W, H, inset=3), WHITE, outline=None, shade=0, alpha=0.08)
    dashes = Shape()
    x0, y0, x1, y1, r = 3.5, 3.5, W - 3.5, H - 3.5, 8
    for x in range(14, W - 12, 9):
        dashes.line([(x, y0), (x + 4.5, y0)], 1.8).line([(x, y1), (x + 4.5, y1)], 1.8)
    for y in range(15, H - 12, 9):
        dashes.line([(x0, y), (x0, y + 4.5)], 1.8).line([(x1, y), (x1, y + 4.5)], 1.8)
    for cx, cy, a in (
        (x0 + r, y0 + r, 180),
        (x1 - r, y0 + r, 270),
        (x1 - r, y1 - r, 0),
        (x0 + r, y1 - r, 90),
    ):
        dashes.arc(cx, cy, r, r, a, a + 90, 1.8)
    c.paint(dashes, WHITE, outline=None, shade=0, alpha=0.5)
    return c.image()


def accuse_card() -> Image.Image:
    """An accusation: a magnifying glass over a caught eye, on red with a burst."""
    red = (176, 44, 52)
    c = start_card(W, H, red, light=(W * 0.45, H * 0.42))
    c.paint(
        Shape().poly(star_points(W * 0.45, H * 0.42, 50, 14, 0.6)), lighter(red, 0.2), outline=None, shade=0
    )
    gx, gy, gr = W * 0.44, H * 0.42, 25
    handle = Shape().line([(gx + gr * 0.72, gy + gr * 0.72), (gx + gr * 1.45, gy + gr * 1.55)], 9)
    c.paint(handle, (120, 76, 44), outline=2)
    c.paint(Shape().circle(gx, gy, gr), GOLD, outline=2)
    lens = Shape().circle(gx, gy, gr - 5)
    c.paint(lens, (226, 238, 246), outline=2, shade=0.5)
    with c.clipped(lens):
        _eye(c, gx, gy, 15, (60, 140, 90))
    c.paint(Shape().arc(gx, gy, gr - 9, gr - 9, 200, 250, 2.6), WHITE, outline=None, shade=0, alpha=0.8)
    bang = Shape().rect(W - 20, 10, W - 13, 30, radius=3).circle(W - 16.5, 37, 4)
    c.paint(bang, CREAM, outline=2)
    finish_card(c)
    return c.image()
