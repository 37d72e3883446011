"""Wink sprites: 36 person cards, two backs, the empty place, the accuse card, 8 pawns."""

from __future__ import annotations

import math
from pathlib import Path

from PIL import ImageDraw

from .common import (
    BACKDROPS,
    CREAM,
    OUTLINE,
    SS,
    canvas,
    card_frame,
    clip_to_card,
    finish,
    number_badge,
    s,
    save,
)
from .person import draw_body, draw_eyes, person

CARD_W, CARD_H = 96, 128
PAWN_COLOURS = [
    (220, 60, 60),
    (60, 110, 220),
    (60, 170, 80),
    (240, 190, 40),
    (150, 80, 200),
    (240, 130, 40),
    (40, 180, 190),
    (235, 110, 170),
]
SYMBOLS = ("circle", "square", "triangle", "star", "diamond", "cross", "heart", "hexagon")


def person_card(number: int) -> object:
    image, draw = card_frame(CARD_W, CARD_H, BACKDROPS[(number * 5) % len(BACKDROPS)] + (255,))
    p = person(number)
    cx, cy, r = CARD_W / 2 * SS, 62 * SS, 27 * SS
    draw_body(draw, p, cx, cy, r)
    draw_eyes(draw, p, cx, cy, r)
    image = clip_to_card(image, CARD_W, CARD_H)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(s(1, 1, CARD_W - 2, CARD_H - 2), 9 * SS, outline=OUTLINE, width=2 * SS)
    number_badge(draw, 19, 17, str(number), 19)
    number_badge(draw, CARD_W - 14, CARD_H - 12, str(number), 11)
    return finish(image, CARD_W, CARD_H)


def card_back(colour: tuple[int, int, int], accent: tuple[int, int, int], pattern: str) -> object:
    image, draw = card_frame(CARD_W, CARD_H, (*colour, 255))
    draw.rounded_rectangle(s(7, 7, CARD_W - 8, CARD_H - 8), 6 * SS, outline=accent, width=2 * SS)
    if pattern == "diamonds":
        for gx in range(4):
            for gy in range(6):
                x, y = (16 + gx * 21) * SS, (18 + gy * 19) * SS
                draw.polygon(
                    [(x, y - 7 * SS), (x + 7 * SS, y), (x, y + 7 * SS), (x - 7 * SS, y)],
                    outline=accent,
                    width=SS,
                )
    else:
        for k in range(5):
            rr = (8 + k * 8) * SS
            draw.ellipse(
                (CARD_W / 2 * SS - rr, CARD_H / 2 * SS - rr, CARD_W / 2 * SS + rr, CARD_H / 2 * SS + rr),
                outline=accent,
                width=SS,
            )
    # A winking eye in the middle: the game's mark.
    cx, cy = CARD_W / 2 * SS, CARD_H / 2 * SS
    draw.ellipse(
        (cx - 16 * SS, cy - 10 * SS, cx + 16 * SS, cy + 10 * SS), fill=CREAM, outline=OUTLINE, width=2 * SS
    )
    draw.arc((cx - 12 * SS, cy - 8 * SS, cx + 12 * SS, cy + 6 * SS), 20, 160, fill=OUTLINE, width=3 * SS)
    return finish(image, CARD_W, CARD_H)


def empty_place() -> object:
    image, draw = canvas(CARD_W, CARD_H)
    draw.rounded_rectangle(s(3, 3, CARD_W - 4, CARD_H - 4), 9 * SS, outline=(255, 255, 255, 70), width=2 * SS)
    return finish(image, CARD_W, CARD_H)


def accuse_card() -> object:
    image, draw = card_frame(CARD_W, CARD_H, (120, 40, 50, 255))
    cx, cy = CARD_W / 2 * SS, 58 * SS
    draw.ellipse((cx - 24 * SS, cy - 24 * SS, cx + 24 * SS, cy + 24 * SS), outline=CREAM, width=5 * SS)
    draw.ellipse((cx - 9 * SS, cy - 9 * SS, cx + 9 * SS, cy + 9 * SS), fill=CREAM)
    draw.line((cx + 16 * SS, cy + 16 * SS, cx + 34 * SS, cy + 40 * SS), fill=CREAM, width=7 * SS)
    number_badge(draw, CARD_W / 2, CARD_H - 16, "J'ACCUSE", 10)
    return finish(image, CARD_W, CARD_H)


def symbol(
    draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, fill: tuple[int, ...]
) -> None:
    if kind == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif kind == "square":
        draw.rectangle((cx - r * 0.85, cy - r * 0.85, cx + r * 0.85, cy + r * 0.85), fill=fill)
    elif kind == "triangle":
        draw.polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], fill=fill)
    elif kind == "diamond":
        draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill)
    elif kind == "cross":
        draw.rectangle((cx - r, cy - r * 0.3, cx + r, cy + r * 0.3), fill=fill)
        draw.rectangle((cx - r * 0.3, cy - r, cx + r * 0.3, cy + r), fill=fill)
    else:
        points = {"star": 5, "heart": 0, "hexagon": 6}[kind]
        if kind == "heart":
            draw.ellipse((cx - r, cy - r * 0.7, cx, cy + r * 0.2), fill=fill)
            draw.ellipse((cx, cy - r * 0.7, cx + r, cy + r * 0.2), fill=fill)
            draw.polygon(
                [(cx - r * 0.95, cy - r * 0.1), (cx + r * 0.95, cy - r * 0.1), (cx, cy + r)], fill=fill
            )
            return
        step = 2 if kind == "star" else 1
        n = points * step
        pts = []
        for k in range(n):
            rr = r if (kind != "star" or k % 2 == 0) else r * 0.45
            a = -math.pi / 2 + k * math.pi * 2 / n
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        draw.polygon(pts, fill=fill)


def pawn(i: int) -> object:
    image, draw = canvas(40, 40)
    c = PAWN_COLOURS[i]
    draw.ellipse(s(4, 26, 36, 38), fill=(0, 0, 0, 90))
    draw.polygon([(*s(8, 34),), (*s(32, 34),), (*s(24, 16),), (*s(16, 16),)], fill=c, outline=OUTLINE)
    draw.ellipse(s(10, 2, 30, 22), fill=c, outline=OUTLINE, width=2 * SS)
    symbol(draw, SYMBOLS[i], 20 * SS, 12 * SS, 6 * SS, CREAM)
    return finish(image, 40, 40)


def build(out: Path) -> None:
    for number in range(1, 37):
        save(person_card(number), out / "wink" / f"card_{number:02d}.png")  # type: ignore[arg-type]
    save(card_back((44, 70, 130), (230, 200, 120), "diamonds"), out / "wink" / "back_grid.png")  # type: ignore[arg-type]
    save(card_back((150, 50, 60), (250, 225, 190), "rings"), out / "wink" / "back_hand.png")  # type: ignore[arg-type]
    save(empty_place(), out / "wink" / "empty.png")  # type: ignore[arg-type]
    save(accuse_card(), out / "wink" / "accuse.png")  # type: ignore[arg-type]
    for i in range(8):
        save(pawn(i), out / "wink" / f"pawn_{i}.png")  # type: ignore[arg-type]
