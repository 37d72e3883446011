"""WinkyBilly sprites: 13 western card types, the back and the BILLY token."""

from __future__ import annotations

import math
from pathlib import Path

from PIL import ImageDraw

from .common import CREAM, OUTLINE, SS, canvas, card_frame, finish, font, save
from .wink import symbol

W, H = 96, 136
TYPES = (
    "sheriff",
    "outlaw",
    "saloon girl",
    "prospector",
    "gambler",
    "cowboy",
    "undertaker",
    "bartender",
    "deputy",
    "bandit",
    "rancher",
    "preacher",
    "blacksmith",
)
TINTS = [
    (200, 150, 60),
    (150, 60, 50),
    (200, 80, 120),
    (170, 130, 70),
    (60, 120, 90),
    (170, 110, 60),
    (70, 70, 80),
    (120, 80, 50),
    (90, 120, 170),
    (110, 70, 110),
    (120, 150, 70),
    (60, 60, 120),
    (110, 110, 110),
]
PAPER = (246, 232, 200, 255)
GOLD = (235, 190, 70)


def _emblem(
    draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, tint: tuple[int, int, int]
) -> None:
    w = 2 * SS
    if kind in ("sheriff", "deputy"):
        symbol(draw, "star", cx, cy, r, GOLD if kind == "sheriff" else (190, 190, 200))
        draw.ellipse((cx - r * 0.3, cy - r * 0.3, cx + r * 0.3, cy + r * 0.3), fill=tint, outline=OUTLINE)
    elif kind == "outlaw":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(240, 205, 170), outline=OUTLINE, width=w)
        draw.rectangle((cx - r, cy, cx + r, cy + r * 0.8), fill=tint)
        for side in (-1, 1):
            draw.ellipse(
                (cx + side * r * 0.4 - r * 0.12, cy - r * 0.35, cx + side * r * 0.4 + r * 0.12, cy - r * 0.1),
                fill=OUTLINE,
            )
    elif kind == "saloon girl":
        for k in range(7):
            a = math.pi * (1.1 + k * 0.8 / 6)
            draw.polygon(
                [
                    (cx, cy + r * 0.6),
                    (cx + r * math.cos(a), cy + r * math.sin(a) + r * 0.4),
                    (cx + r * math.cos(a + 0.12), cy + r * math.sin(a + 0.12) + r * 0.4),
                ],
                fill=tint,
                outline=OUTLINE,
            )
    elif kind == "prospector":
        draw.line((cx - r, cy + r, cx + r * 0.6, cy - r * 0.6), fill=(120, 80, 50), width=5 * SS)
        draw.arc(
            (cx - r * 0.2, cy - r * 1.1, cx + r * 1.2, cy - r * 0.1),
            200,
            330,
            fill=(120, 120, 130),
            width=6 * SS,
        )
        draw.ellipse((cx + r * 0.2, cy + r * 0.3, cx + r * 0.7, cy + r * 0.75), fill=GOLD, outline=OUTLINE)
    elif kind == "gambler":
        for dx, pip in ((-0.5, 5), (0.45, 3)):
            x = cx + dx * r
            draw.rounded_rectangle(
                (x - r * 0.42, cy - r * 0.42, x + r * 0.42, cy + r * 0.42),
                r * 0.1,
                fill=CREAM,
                outline=OUTLINE,
                width=w,
            )
            spots = [(-0.2, -0.2), (0.2, 0.2), (0, 0), (-0.2, 0.2), (0.2, -0.2)][:pip]
            for sx, sy in spots:
                draw.ellipse(
                    (
                        x + sx * r - r * 0.06,
                        cy + sy * r - r * 0.06,
                        x + sx * r + r * 0.06,
                        cy + sy * r + r * 0.06,
                    ),
                    fill=OUTLINE,
                )
    elif kind == "cowboy":
        draw.ellipse((cx - r, cy + r * 0.05, cx + r, cy + r * 0.45), fill=tint, outline=OUTLINE, width=w)
        draw.rounded_rectangle(
            (cx - r * 0.5, cy - r * 0.65, cx + r * 0.5, cy + r * 0.25),
            r * 0.25,
            fill=tint,
            outline=OUTLINE,
            width=w,
        )
        draw.rectangle((cx - r * 0.5, cy, cx + r * 0.5, cy + r * 0.12), fill=(60, 40, 30))
    elif kind == "undertaker":
        draw.polygon(
            [
                (cx - r * 0.35, cy - r),
                (cx + r * 0.35, cy - r),
                (cx + r * 0.55, cy - r * 0.4),
                (cx + r * 0.3, cy + r),
                (cx - r * 0.3, cy + r),
                (cx - r * 0.55, cy - r * 0.4),
            ],
            fill=(90, 60, 40),
            outline=OUTLINE,
        )
        draw.line((cx, cy - r * 0.6, cx, cy + r * 0.1), fill=CREAM, width=3 * SS)
        draw.line((cx - r * 0.2, cy - r * 0.35, cx + r * 0.2, cy - r * 0.35), fill=CREAM, width=3 * SS)
    elif kind == "bartender":
        draw.rounded_rectangle(
            (cx - r * 0.75, cy - r * 0.2, cx - r * 0.15, cy + r),
            r * 0.1,
            fill=(90, 140, 90),
            outline=OUTLINE,
            width=w,
        )
        draw.rectangle(
            (cx - r * 0.55, cy - r * 0.75, cx - r * 0.35, cy - r * 0.2), fill=(90, 140, 90), outline=OUTLINE
        )
        draw.polygon(
            [
                (cx + r * 0.1, cy - r * 0.1),
                (cx + r * 0.8, cy - r * 0.1),
                (cx + r * 0.65, cy + r),
                (cx + r * 0.25, cy + r),
            ],
            fill=(250, 200, 90),
            outline=OUTLINE,
        )
        draw.rectangle((cx + r * 0.12, cy - r * 0.1, cx + r * 0.78, cy + r * 0.12), fill=CREAM)
    elif kind == "bandit":
        draw.ellipse(
            (cx - r * 0.8, cy - r * 0.4, cx + r * 0.8, cy + r), fill=(200, 180, 120), outline=OUTLINE, width=w
        )
        draw.polygon(
            [(cx - r * 0.3, cy - r * 0.45), (cx + r * 0.3, cy - r * 0.45), (cx, cy - r * 0.15)],
            fill=(200, 180, 120),
            outline=OUTLINE,
        )
        draw.text((cx, cy + r * 0.3), "$", font=font(int(r / SS)), fill=OUTLINE, anchor="mm")
    elif kind == "rancher":
        draw.arc(
            (cx - r * 0.8, cy - r * 0.9, cx + r * 0.8, cy + r * 0.9),
            140,
            400,
            fill=(120, 120, 130),
            width=7 * SS,
        )
        for k in range(5):
            a = math.radians(150 + k * 60)
            draw.ellipse(
                (
                    cx + r * 0.8 * math.cos(a) - SS * 2,
                    cy + r * 0.8 * math.sin(a) - SS * 2,
                    cx + r * 0.8 * math.cos(a) + SS * 2,
                    cy + r * 0.8 * math.sin(a) + SS * 2,
                ),
                fill=OUTLINE,
            )
    elif kind == "preacher":
        draw.rounded_rectangle(
            (cx - r * 0.7, cy - r * 0.9, cx + r * 0.7, cy + r * 0.9),
            r * 0.1,
            fill=(50, 50, 90),
            outline=OUTLINE,
            width=w,
        )
        draw.line((cx, cy - r * 0.55, cx, cy + r * 0.5), fill=GOLD, width=3 * SS)
        draw.line((cx - r * 0.3, cy - r * 0.2, cx + r * 0.3, cy - r * 0.2), fill=GOLD, width=3 * SS)
    else:  # blacksmith: an anvil
        draw.polygon(
            [
                (cx - r, cy - r * 0.4),
                (cx + r * 0.7, cy - r * 0.4),
                (cx + r * 0.5, cy),
                (cx + r * 0.2, cy),
                (cx + r * 0.4, cy + r * 0.7),
                (cx - r * 0.5, cy + r * 0.7),
                (cx - r * 0.3, cy),
                (cx - r * 0.6, cy - r * 0.1),
            ],
            fill=(90, 90, 100),
            outline=OUTLINE,
        )


def card(i: int) -> object:
    kind = TYPES[i]
    image, draw = card_frame(W, H, PAPER)
    tint = TINTS[i]
    draw.rounded_rectangle(
        (6 * SS, 6 * SS, (W - 7) * SS, (H - 7) * SS), 6 * SS, outline=(*tint, 255), width=2 * SS
    )
    draw.ellipse((18 * SS, 26 * SS, (W - 18) * SS, 86 * SS), fill=(*tint, 60))
    _emblem(draw, kind, W / 2 * SS, 56 * SS, 24 * SS, tint)
    label = kind.upper()
    size = 11 if len(label) < 10 else 9
    draw.text((W / 2 * SS, 108 * SS), label, font=font(size), fill=OUTLINE, anchor="mm")
    for x, y in ((14, 14), (W - 14, H - 14)):
        draw.ellipse(((x - 6) * SS, (y - 6) * SS, (x + 6) * SS, (y + 6) * SS), fill=tint, outline=OUTLINE)
    return finish(image, W, H)


def back() -> object:
    image, draw = card_frame(W, H, (120, 60, 35, 255))
    for k in range(9):
        y = (14 + k * 13) * SS
        draw.line((8 * SS, y, (W - 8) * SS, y), fill=(140, 75, 45), width=3 * SS)
    draw.ellipse((22 * SS, 42 * SS, (W - 22) * SS, 94 * SS), fill=CREAM, outline=OUTLINE, width=2 * SS)
    draw.text((W / 2 * SS, 68 * SS), "WB", font=font(20), fill=(120, 60, 35), anchor="mm")
    return finish(image, W, H)


def token() -> object:
    image, draw = canvas(48, 48)
    draw.ellipse((2 * SS, 2 * SS, 46 * SS, 46 * SS), fill=GOLD, outline=OUTLINE, width=2 * SS)
    draw.ellipse((7 * SS, 7 * SS, 41 * SS, 41 * SS), outline=(190, 140, 40), width=2 * SS)
    draw.text((24 * SS, 24 * SS), "B", font=font(20), fill=(120, 80, 20), anchor="mm")
    return finish(image, 48, 48)


def build(out: Path) -> None:
    for i, kind in enumerate(TYPES):
        save(card(i), out / "winkybilly" / f"card_{i:02d}_{kind.replace(' ', '_')}.png")  # type: ignore[arg-type]
    save(back(), out / "winkybilly" / "back.png")  # type: ignore[arg-type]
    save(token(), out / "winkybilly" / "token.png")  # type: ignore[arg-type]
