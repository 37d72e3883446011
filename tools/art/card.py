"""What every card shares: the rounded frame, a soft paper background, corner numbers and labels."""

from __future__ import annotations

import numpy as np

from .canvas import Canvas, rgb
from .palette import CREAM, INK, Colour, lighter
from .shape import SS, Shape

RADIUS = 8.0
FRAME = 2.0


def outline_shape(w: float, h: float, inset: float = 0.5, radius: float = RADIUS) -> Shape:
    return Shape().rect(inset, inset, w - inset, h - inset, radius=radius)


def glow(
    c: Canvas, colour: Colour, centre: tuple[float, float], reach: float, strength: float = 0.45
) -> np.ndarray:
    """A full-canvas texture: colour, lighter toward a centre (a soft spotlight behind the art)."""
    ys = (np.arange(c.h * SS, dtype=np.float32) / SS - centre[1])[:, None]
    xs = (np.arange(c.w * SS, dtype=np.float32) / SS - centre[0])[None, :]
    t = np.clip(1 - np.sqrt(xs * xs + ys * ys) / reach, 0, 1) ** 1.5 * strength
    base, light = rgb(colour), rgb(lighter(colour, 0.8))
    return base + (light - base) * t[..., None]


def start_card(w: int, h: int, colour: Colour, light: tuple[float, float] | None = None) -> Canvas:
    """A card's canvas with its background painted and later paints clipped to the card."""
    c = Canvas(w, h)
    shape = outline_shape(w, h)
    tex = glow(c, colour, light or (w / 2, h * 0.45), max(w, h) * 0.75)
    c.paint(shape, colour, outline=None, shade=0, texture=tex)
    inside = outline_shape(w, h, inset=1.0)
    c.clip = c.coverage(inside)
    return c


def finish_card(c: Canvas, ink: Colour = INK) -> None:
    """The dark rounded frame, drawn over the art."""
    c.clip = None
    c.paint(outline_shape(c.w, c.h), ink, outline=FRAME, shade=0, edge_only=True, ink=ink)


def badge(
    c: Canvas,
    x: float,
    y: float,
    text: str,
    size: float,
    anchor: str = "lt",
    fill: Colour = CREAM,
    ink: Colour = INK,
    bold: float = 0.6,
    pad: tuple[float, float] = (3.5, 2.5),
    line: float = 1.5,
) -> None:
    """Text on a rounded tab; (x, y) is the tab's corner given by anchor (l/r, t/b)."""
    probe = Shape().text(0, 0, text, size, anchor="ls", bold=bold)
    x0, y0, x1, y1 = probe.box
    tw, th = x1 - x0, y1 - y0
    bh = th + 2 * pad[1]
    bw = max(bh, tw + 2 * pad[0])
    left = x if anchor[0] == "l" else x - bw
    top = y if anchor[1] == "t" else y - bh
    radius = min(bh / 2, 6)
    c.paint(
        Shape().rect(left, top, left + bw, top + bh, radius=radius), fill, outline=line, shade=0.4, ink=ink
    )
    c.ink(Shape().text(left + (bw - tw) / 2 - x0, top + pad[1] - y0, text, size, anchor="ls", bold=bold), ink)
