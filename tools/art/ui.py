"""Interface sprites: a 9-slice panel, a button and its hover state, the table felt, the window icon."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from .canvas import Canvas, save
from .noise import fractal, grain
from .palette import CREAM, INK, PAPER, WHITE, darker
from .shape import Shape

UI = 64
FELT = 256
FELT_GREEN = (38, 104, 74)
WOOD = (112, 72, 44)
BUTTON = (236, 158, 64)
BUTTON_HOVER = (252, 194, 92)


def panel() -> Image.Image:
    """Cream paper in a wooden rim; corners fit in 16 px, so it 9-slices with a 16 px border."""
    c = Canvas(UI, UI)
    c.paint(Shape().rect(1, 1, UI - 1, UI - 1, radius=12), WOOD, outline=2, shade=0.6)
    c.paint(Shape().rect(5.5, 5.5, UI - 5.5, UI - 5.5, radius=8), PAPER, outline=1.4, shade=0.35)
    return c.image()


def button(hover: bool) -> Image.Image:
    """A raised button; hover is lighter and glows, same geometry so nothing shifts."""
    c = Canvas(UI, UI)
    face = BUTTON_HOVER if hover else BUTTON
    c.paint(Shape().rect(2, 5, UI - 2, UI - 2, radius=12), darker(face, 0.7), outline=2, shade=0)
    c.paint(Shape().rect(2, 2, UI - 2, UI - 7, radius=12), face, outline=2, shade=0.8)
    c.paint(
        Shape().rect(9, 7, UI - 9, 13, radius=3), WHITE, outline=None, shade=0, alpha=0.35 if hover else 0.22
    )
    return c.image()


def felt() -> Image.Image:
    """Seamless table felt: periodic noise only (no resampling across the edges), 2×2-averaged from 2×."""
    size = FELT * 2
    mottle = fractal(size, size, seed=7, base=4, octaves=4)
    fibres = grain(size, size, seed=8)
    tone = 0.9 + 0.14 * mottle + 0.035 * fibres
    rgb = np.array(FELT_GREEN, dtype=np.float32)[None, None, :] * tone[..., None]
    rgb = rgb.reshape(FELT, 2, FELT, 2, 3).mean(axis=(1, 3))
    return Image.fromarray(np.clip(rgb + 0.5, 0, 255).astype(np.uint8)).convert("RGBA")


def icon() -> Image.Image:
    """A winking face: one eye shut with a clear lid line, one open, a grin."""
    c = Canvas(UI, UI)
    sun = (252, 200, 72)
    c.paint(Shape().circle(32, 32, 29), sun, outline=2.5, shade=1.0)
    c.ink(Shape().arc(22, 24, 7, 5.5, 15, 165, 3.4))
    for dx in (-4.5, 0.0, 4.5):
        c.ink(Shape().line([(22 + dx, 29.3 if dx else 29.6), (22 + dx * 1.4, 32.5)], 1.6))
    c.paint(Shape().ellipse(42, 26, 6, 7.5), CREAM, outline=2, shade=0.3)
    c.paint(Shape().circle(42.6, 27, 3.6), INK, outline=None, shade=0)
    c.paint(Shape().circle(41.4, 25.6, 1.2), WHITE, outline=None, shade=0)
    c.ink(Shape().arc(42, 16.5, 6, 3.5, 200, 340, 2.4))
    c.ink(Shape().arc(22, 15.5, 6, 3.5, 200, 340, 2.4))
    grin = Shape().ellipse(32, 39, 13, 10).rect(10, 20, 54, 39, cut=True)
    c.paint(grin, (150, 44, 56), outline=2.2, shade=0)
    with c.clipped(grin):
        c.paint(Shape().rect(14, 38, 50, 42.5), WHITE, outline=None, shade=0)
        c.paint(Shape().ellipse(32, 49, 7, 3.5), (232, 112, 120), outline=None, shade=0)
    c.paint(Shape().ellipse(13, 38, 5, 3), (240, 120, 100), outline=None, shade=0, alpha=0.4)
    c.paint(Shape().ellipse(51, 38, 5, 3), (240, 120, 100), outline=None, shade=0, alpha=0.4)
    return c.image()


def build(out: Path) -> None:
    folder = out / "ui"
    save(panel(), folder / "panel.png")
    save(button(False), folder / "button.png")
    save(button(True), folder / "button_hover.png")
    save(felt(), folder / "felt.png")
    save(icon(), folder / "icon.png")
