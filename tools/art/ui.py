"""Interface sprites: a 9-slice panel, a button and its hover state, the table felt, the window icon."""

from __future__ import annotations

import json
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


TABLE = (1600, 1000)  # the oval table's image; the oval itself is TABLE_OVAL of it
# Where the table lies in its image (fractions), its rim's width (a share of the radius), and its
# shape: |x/rx|^power + |y/ry|^power = 1, a rounded rectangle that holds a board of cards.
TABLE_OVAL = {"cx": 0.5, "cy": 0.48, "rx": 0.47, "ry": 0.43, "rim": 0.07, "power": 3.5}


def smoothstep(a: float, b: float, x: np.ndarray) -> np.ndarray:
    t = np.clip((x - a) / (b - a), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def table() -> Image.Image:
    """The table seen from above: felt in a rounded wooden rim (a rounded rectangle, so a board of
    cards fits on it), a soft shadow under it on the floor, transparent around. Edges are smoothed
    analytically (no supersampling needed)."""
    w, h = TABLE
    o = TABLE_OVAL
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    nx = (xs + 0.5 - o["cx"] * w) / (o["rx"] * w)
    ny = (ys + 0.5 - o["cy"] * h) / (o["ry"] * h)
    power = o["power"]
    r = (np.abs(nx) ** power + np.abs(ny) ** power) ** (1 / power)
    px = 1.2 / (o["ry"] * h)  # one display pixel in r units, for the edges
    inner = 1.0 - o["rim"]
    # the felt: mottled and fibrous like the tile, drawn whole (a repeated tile shows), darker
    # toward the rim
    mottle = fractal(h, w, seed=7, base=6, octaves=5)
    fibres = grain(h, w, seed=8)
    tone = (0.9 + 0.12 * mottle + 0.03 * fibres) * (0.8 + 0.22 * (1 - smoothstep(0.35, inner, r)))
    cloth = np.array(FELT_GREEN, dtype=np.float32)[None, None, :] * tone[..., None]
    # the rim: wood with its grain running round, rounded (lit from the top)
    t = np.clip((r - inner) / (1.0 - inner), 0.0, 1.0)
    grain_ = grain(h, w, seed=11)
    bands = fractal(h, w, seed=12, base=6, octaves=3)
    rings = np.sin(t * 26.0 + 5.0 * bands)  # grain lines that follow the rim round
    wood_tone = 0.88 + 0.07 * rings + 0.08 * bands + 0.05 * grain_
    wood = np.array(WOOD, dtype=np.float32)[None, None, :] * wood_tone[..., None]
    light = 0.72 + 0.42 * np.sin(np.pi * t) * (0.55 - 0.45 * np.clip(ny, -1, 1))
    wood *= light[..., None]
    # inside the rim a dark line where felt meets wood
    seam = 1.0 - 0.45 * np.exp(-(((r - inner) / (1.5 * px)) ** 2))
    colour = np.where((r < inner)[..., None], cloth, wood) * seam[..., None]
    table_alpha = 1.0 - smoothstep(1.0 - px, 1.0 + px, r)
    # the shadow on the floor: a larger, lower, blurred oval
    sy = (ys + 0.5 - (o["cy"] + 0.03) * h) / (o["ry"] * h * 1.04)
    sx = (xs + 0.5 - o["cx"] * w) / (o["rx"] * w * 1.02)
    shadow = 0.5 * (1.0 - smoothstep(0.9, 1.06, (np.abs(sx) ** power + np.abs(sy) ** power) ** (1 / power)))
    alpha = table_alpha + shadow * (1.0 - table_alpha)
    premul = colour * table_alpha[..., None]  # the shadow is black
    out = np.zeros((h, w, 4), dtype=np.float32)
    out[..., :3] = np.where(alpha[..., None] > 0, premul / np.maximum(alpha, 1e-6)[..., None], 0)
    out[..., 3] = alpha * 255
    return Image.fromarray(np.clip(out + 0.5, 0, 255).astype(np.uint8))


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
    save(table(), folder / "table.png")
    (folder / "table.json").write_text(json.dumps({"size": list(TABLE), "oval": TABLE_OVAL}, indent=2) + "\n")
    save(icon(), folder / "icon.png")
