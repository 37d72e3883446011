"""The 36 Wink person cards: a character each, its number large top-left and small bottom-right."""

from __future__ import annotations

from PIL import Image

from .card import badge, finish_card, start_card
from .geometry import Head
from .people import Person
from .portrait import draw_person

W, H = 96, 128


def person_card(number: int, p: Person) -> Image.Image:
    c = start_card(W, H, p.backdrop, light=(W * 0.55, H * 0.45))
    draw_person(c, p, Head(W * 0.54, 66, 26, p.wide))
    badge(c, 4, 4, str(number), 22, bold=0.9)
    badge(c, W - 4, H - 4, str(number), 11, anchor="rb", bold=0.25, pad=(3, 2.5), line=1.2)
    finish_card(c)
    return c.image()
