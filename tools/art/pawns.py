"""Wink pawns: eight colours, each with its own mark so no one relies on colour alone."""

from __future__ import annotations

from PIL import Image

from .canvas import Canvas
from .palette import CREAM, INK
from .shape import Shape
from .symbols import PAWN_SYMBOLS, symbol

SIZE = 40
PAWN_COLOURS = (
    (218, 58, 50),  # red
    (48, 104, 210),  # blue
    (52, 156, 72),  # green
    (246, 198, 44),  # yellow
    (136, 78, 196),  # purple
    (240, 128, 36),  # orange
    (36, 176, 196),  # cyan
    (236, 112, 176),  # pink
)

# The colour-blind-safe set (Okabe & Ito's eight colours), used when the setting is on.
PAWN_COLOURS_CB = (
    (213, 94, 0),  # vermillion
    (0, 114, 178),  # blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (60, 60, 60),  # near black
)


def pawn(i: int, colours: tuple[tuple[int, int, int], ...] = PAWN_COLOURS) -> Image.Image:
    c = Canvas(SIZE, SIZE)
    colour = colours[i]
    c.paint(Shape().ellipse(20, 36.5, 15, 3.2), INK, outline=None, shade=0, alpha=0.3)
    c.paint(Shape().ellipse(20, 34.2, 14, 4.2), colour, outline=2)
    body = Shape().poly([(10.5, 34), (29.5, 34), (24.5, 22), (15.5, 22)])
    c.paint(body, colour, outline=2)
    c.paint(Shape().circle(20, 14, 12.6), colour, outline=2)
    c.paint(symbol(PAWN_SYMBOLS[i], 20, 14, 9.0), CREAM, outline=1.2, shade=0.3)
    return c.image()
