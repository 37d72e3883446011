"""Zwoggel tiles: a red round spiky creature, a green square frog (shapes differ, not just colours),
a stone back, a free cell and the memory aid's mark. Creatures burst a little out of their card:
even the outlines differ. The colour-blind-safe pair (`*_cb.png`) trades red and green for
vermillion and bluish green, which every eye tells apart, on the same drawings.

Tiles are drawn large (the board zooms: a card may stand 200 pixels tall on a big screen) in the
units of a 96-pixel tile, scaled by `K`; each lies on a soft shadow baked into its margin, so the
board needs no shadow pass of its own.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from .canvas import Canvas, save
from .noise import fractal
from .palette import CREAM, INK, WHITE, darker, lighter
from .shape import SS, Shape, star_points

S = 256  # pixels of a tile
U = 96  # the units the drawings are written in
K = S / U
EDGE = 6.0  # the card sits this far inside the tile (units); creatures may poke into the margin
MARK = 64  # pixels of the memory aid's mark
RED, GREEN = (222, 66, 54), (70, 170, 84)
RED_CB, GREEN_CB = (213, 94, 0), (0, 158, 115)  # vermillion and bluish green (Okabe–Ito)
RED_CARD, GREEN_CARD = (255, 232, 222), (226, 244, 220)
RED_CARD_CB, GREEN_CARD_CB = (255, 236, 214), (214, 240, 236)
SHADOW = (12, 40, 28)  # the felt's own dark green under a card
STONE = (128, 126, 120)


def k(v: float) -> float:
    """A length in units, in tile pixels."""
    return v * K


def _pts(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    return [(k(x), k(y)) for x, y in points]


def _shadow(c: Canvas) -> None:
    """A soft shadow down and to the right of the card, fading out in the tile's margin."""
    for i, alpha in enumerate((0.06, 0.08, 0.1, 0.14)):
        grow = 3.0 - i * 0.9
        c.paint(
            Shape().rect(
                k(EDGE + 1.2 - grow),
                k(EDGE + 2.4 - grow),
                k(U - EDGE + 1.2 + grow),
                k(U - EDGE + 2.4 + grow),
                radius=k(9 + grow),
            ),
            SHADOW,
            outline=None,
            shade=0,
            alpha=alpha,
        )


def _card(tint: tuple[int, int, int]) -> Canvas:
    c = Canvas(S, S)
    _shadow(c)
    c.paint(
        Shape().rect(k(EDGE), k(EDGE), k(U - EDGE), k(U - EDGE), radius=k(9)), tint, outline=k(2), shade=0.5
    )
    return c


def _eye(c: Canvas, x: float, y: float, r: float, look: float = 0.0) -> None:
    c.paint(Shape().circle(k(x), k(y), k(r)), WHITE, outline=k(2), shade=0.4)
    c.paint(Shape().circle(k(x + look * r * 0.3), k(y + r * 0.12), k(r * 0.5)), INK, outline=None, shade=0)
    c.paint(
        Shape().circle(k(x + look * r * 0.3 - r * 0.17), k(y - r * 0.08), k(r * 0.17)),
        WHITE,
        outline=None,
        shade=0,
    )


def red(body: tuple[int, int, int] = RED, card: tuple[int, int, int] = RED_CARD) -> Image.Image:
    """Round and spiky: a burr of a creature with fangs."""
    c = _card(card)
    cx, cy = U / 2, U / 2 + 1
    c.paint(
        Shape().poly(_pts(star_points(cx, cy, 47.5, 12, 0.58, turn=-90))), darker(body, 0.8), outline=k(2)
    )
    c.paint(Shape().circle(k(cx), k(cy), k(28)), body, outline=k(2.2))
    for side in (-1, 1):
        _eye(c, cx + side * 10.5, cy - 6, 8, look=side * 0.4)
    mouth = Shape().ellipse(k(cx), k(cy + 10), k(11), k(7))
    mouth.rect(k(cx - 20), k(cy - 10), k(cx + 20), k(cy + 9), cut=True)
    c.paint(mouth, (110, 24, 36), outline=k(2), shade=0)
    fangs = Shape()
    for side in (-1, 1):
        x = cx + side * 5
        fangs.poly(_pts([(x - 2.6, cy + 9), (x + 2.6, cy + 9), (x, cy + 14)]))
    c.paint(fangs, CREAM, outline=k(1.2), shade=0)
    return c.image()


def green(body: tuple[int, int, int] = GREEN, card: tuple[int, int, int] = GREEN_CARD) -> Image.Image:
    """Square and frog-like: a blocky body, eyes bulging on top, a wide grin, feet over the card's edge."""
    c = _card(card)
    cx = U / 2
    for side in (-1, 1):
        foot = Shape().ellipse(k(cx + side * 26), k(84), k(11), k(6))
        for j in (-1, 0, 1):
            foot.circle(k(cx + side * 26 + j * 7.5), k(88.5), k(3.8))
        c.paint(foot, darker(body, 0.85), outline=k(2))
    shape = Shape().rect(k(cx - 30), k(32), k(cx + 30), k(84), radius=k(13))
    for side in (-1, 1):
        shape.circle(k(cx + side * 17), k(17), k(13.5))
        shape.rect(k(cx + side * 17 - 12), k(17), k(cx + side * 17 + 12), k(40))
    c.paint(shape, body, outline=k(2.2))
    belly = Shape().rect(k(cx - 17), k(62), k(cx + 17), k(80), radius=k(8))
    c.paint(belly, lighter(body, 0.45), outline=None, shade=0.4)
    for side in (-1, 1):
        _eye(c, cx + side * 17, 16, 9, look=-side * 0.3)
    c.ink(Shape().arc(k(cx), k(44), k(21), k(11), 20, 160, k(3)))
    for side in (-1, 1):
        c.ink(Shape().circle(k(cx + side * 5), k(47), k(1.5)))
    return c.image()


def back() -> Image.Image:
    """Grey stone: fractal mottling, a few specks and cracks, a bevel from the house shading."""
    c = Canvas(S, S)
    _shadow(c)
    n = fractal(S * SS, S * SS, seed=404, base=3, octaves=6)
    fine = fractal(S * SS, S * SS, seed=405, base=24, octaves=2)
    tone = 0.42 + 0.22 * n + 0.1 * fine
    tex = np.stack([tone * 1.02, tone * 1.0, tone * 0.96], axis=-1).astype(np.float32)
    stone = Shape().rect(k(EDGE), k(EDGE), k(U - EDGE), k(U - EDGE), radius=k(9))
    c.paint(stone, STONE, outline=k(2), shade=1.4, texture=tex)
    cracks = Shape()
    cracks.line(_pts([(22, 30), (34, 38), (37, 52), (48, 58)]), k(1.3))
    cracks.line(_pts([(34, 38), (30, 46)]), k(1.0))
    cracks.line(_pts([(66, 20), (70, 34), (80, 40)]), k(1.2))
    cracks.line(_pts([(58, 76), (68, 70), (76, 74)]), k(1.1))
    with c.clipped(stone):
        c.ink(cracks, darker(STONE, 0.45), alpha=0.8)
        rng = np.random.default_rng(7)
        specks = Shape()
        for _ in range(14):
            x, y = rng.uniform(14, U - 14), rng.uniform(14, U - 14)
            specks.circle(k(float(x)), k(float(y)), k(float(rng.uniform(0.7, 1.4))))
        c.ink(specks, (190, 188, 182), alpha=0.7)
    return c.image()


def free_cell() -> Image.Image:
    """A free place: a faint dashed square with a soft fill (tinted gold where a card may go)."""
    c = Canvas(S, S)
    cell = Shape().rect(k(EDGE), k(EDGE), k(U - EDGE), k(U - EDGE), radius=k(9))
    c.paint(cell, WHITE, outline=None, shade=0, alpha=0.16)
    dashes = Shape()
    a, b = EDGE + 0.5, U - EDGE - 0.5
    for t in np.arange(EDGE + 12, U - EDGE - 12, 9.0):
        t = float(t)
        dashes.line(_pts([(t, a), (t + 4.5, a)]), k(1.8)).line(_pts([(t, b), (t + 4.5, b)]), k(1.8))
        dashes.line(_pts([(a, t), (a, t + 4.5)]), k(1.8)).line(_pts([(b, t), (b, t + 4.5)]), k(1.8))
    for x, y, ang in ((a + 9, a + 9, 180), (b - 9, a + 9, 270), (b - 9, b - 9, 0), (a + 9, b - 9, 90)):
        dashes.arc(k(x), k(y), k(9), k(9), ang, ang + 90, k(1.8))
    c.paint(dashes, WHITE, outline=None, shade=0, alpha=0.7)
    return c.image()


def mine() -> Image.Image:
    """The memory aid's mark on a card the viewer placed: a bow tied round a finger, as people
    do to remember, on a cream disc; in no colour of a Zwoggel (where, never what)."""
    c = Canvas(MARK, MARK)
    u = MARK / 32
    ribbon = (64, 84, 150)
    c.paint(Shape().circle(16 * u, 16 * u, 14.5 * u), CREAM, outline=1.6 * u, shade=0.5)
    tails = Shape()
    tails.poly([(15 * u, 16 * u), (10 * u, 26 * u), (13.5 * u, 25 * u), (16 * u, 17 * u)])
    tails.poly([(17 * u, 16 * u), (22 * u, 26 * u), (18.5 * u, 25 * u), (16 * u, 17 * u)])
    c.paint(tails, darker(ribbon, 0.85), outline=1.2 * u, shade=0)
    loops = Shape().ellipse(10 * u, 13 * u, 6 * u, 4.2 * u).ellipse(22 * u, 13 * u, 6 * u, 4.2 * u)
    c.paint(loops, ribbon, outline=1.2 * u, shade=0.4)
    c.paint(Shape().circle(16 * u, 14 * u, 2.6 * u), darker(ribbon, 0.8), outline=1.2 * u, shade=0)
    return c.image()


def build(out: Path) -> None:
    folder = out / "zwoggel"
    save(red(), folder / "red.png")
    save(green(), folder / "green.png")
    save(red(RED_CB, RED_CARD_CB), folder / "red_cb.png")
    save(green(GREEN_CB, GREEN_CARD_CB), folder / "green_cb.png")
    save(back(), folder / "back.png")
    save(free_cell(), folder / "empty.png")
    save(mine(), folder / "mine.png")
