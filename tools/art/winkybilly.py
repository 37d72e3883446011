"""WinkyBilly sprites: the 13 card types (portrait, corner pip, name plate), the back and the BILLY token."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from game.rules.winkybilly.cards import TYPES

from .canvas import Canvas, save
from .card import finish_card, glow, start_card
from .geometry import Head
from .noise import fractal
from .palette import CREAM, GOLD, INK, PAPER, darker, lighter, mix
from .portrait import draw_person
from .shape import SS, Shape, star_points
from .western import ROLES, draw_prop
from .western_icons import pip

W, H = 96, 136
TOKEN = 48
WINDOW = (7.0, 7.0, W - 7.0, 104.0)


def card(kind: str) -> Image.Image:
    role = ROLES[kind]
    c = start_card(W, H, PAPER)
    x0, y0, x1, y1 = WINDOW
    window = Shape().rect(x0, y0, x1, y1, radius=6)
    c.paint(
        window,
        role.colour,
        outline=None,
        shade=0,
        texture=glow(c, lighter(role.colour, 0.35), (W / 2, 50), 60, 0.6),
    )
    with c.clipped(window):
        h = Head(W / 2 + 4, 60, 21, role.person.wide)
        draw_person(c, role.person, h, role.eyes)
        draw_prop(c, role, h)
    c.paint(window, INK, outline=2, shade=0, edge_only=True)
    plate = Shape().rect(6, 108, W - 6, 129, radius=5)
    c.paint(plate, mix(role.colour, CREAM, 0.7), outline=2, shade=0.5)
    size = 10.5 if len(kind) <= 9 else 9.0
    c.ink(Shape().text(W / 2, 118.5, kind.upper(), size, anchor="mm", bold=0.35))
    pip(c, kind, 19, 19, 14.5, role.colour)
    finish_card(c)
    return c.image()


def back() -> Image.Image:
    """Saloon doors: warm wood grain, a rope border, a winking sheriff's star."""
    c = start_card(W, H, (120, 62, 38))
    grain = fractal(H * SS, W * SS, seed=1880, base=3, octaves=4)
    xs = np.arange(W * SS, dtype=np.float32)[None, :] / SS
    rings = 0.5 + 0.5 * np.sin(xs * 0.45 + grain * 9.0)
    tone = (0.8 + 0.25 * rings + 0.1 * grain)[..., None]
    tex = np.array([120, 62, 38], dtype=np.float32) / 255 * tone
    c.paint(Shape().rect(0, 0, W, H), (120, 62, 38), outline=None, shade=0, texture=tex)
    rope = Shape()
    for k in range(0, 2 * (W + H), 7):
        t = float(k)
        if t < W - 20:
            rope.line([(10 + t, 10), (13 + t, 13)], 2.2).line([(10 + t, H - 10), (13 + t, H - 13)], 2.2)
        if t < H - 20:
            rope.line([(10, 10 + t), (13, 13 + t)], 2.2).line([(W - 10, 10 + t), (W - 13, 13 + t)], 2.2)
    c.ink(rope, (222, 186, 120))
    cx, cy = W / 2, H / 2
    c.paint(Shape().circle(cx, cy, 27), CREAM, outline=2)
    star = Shape().poly(star_points(cx, cy + 1, 22, 6, 0.55))
    c.paint(star, GOLD, outline=2)
    c.ink(Shape().arc(cx - 5, cy - 2, 3.5, 2.5, 20, 160, 2.2))
    c.paint(Shape().circle(cx + 5, cy - 2, 2.4), INK, outline=None, shade=0)
    c.ink(Shape().arc(cx, cy + 3, 6, 4, 20, 160, 2.0))
    finish_card(c)
    return c.image()


def token() -> Image.Image:
    """A BILLY coin: milled gold rim, a star, the word."""
    c = Canvas(TOKEN, TOKEN)
    m = TOKEN / 2
    c.paint(Shape().circle(m, m + 1, 22.5), INK, outline=None, shade=0, alpha=0.3)
    c.paint(Shape().circle(m, m, 22), darker(GOLD, 0.85), outline=2)
    milling = Shape()
    for k in range(36):
        a = np.radians(k * 10)
        milling.line(
            [(m + 18.6 * np.cos(a), m + 18.6 * np.sin(a)), (m + 20.6 * np.cos(a), m + 20.6 * np.sin(a))], 1.1
        )
    c.ink(milling, darker(GOLD, 0.6), alpha=0.8)
    c.paint(Shape().circle(m, m, 17.5), GOLD, outline=1.4, shade=1.2)
    c.paint(Shape().poly(star_points(m, m - 5.5, 7.5, 5, 0.45)), lighter(GOLD, 0.55), outline=1.2, shade=0.3)
    c.ink(Shape().text(m, m + 8.5, "BILLY", 9.0, anchor="mm", bold=0.35), (110, 70, 20))
    return c.image()


def build(out: Path) -> None:
    folder = out / "winkybilly"
    for i, kind in enumerate(TYPES):
        save(card(kind), folder / f"card_{i:02d}_{kind.replace(' ', '_')}.png")
    save(back(), folder / "back.png")
    save(token(), folder / "token.png")
