"""Zwoggel sprites: the red and the green creature (different shapes too), the stone back, a free cell."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from PIL import Image

from .common import CREAM, OUTLINE, SS, canvas, card_frame, finish, save

S = 96
RED = (214, 62, 52)
GREEN = (64, 168, 82)


def red() -> object:
    """A round, spiky creature: its silhouette alone tells it from the green one."""
    image, draw = card_frame(S, S, (255, 228, 214, 255))
    cx, cy, r = S / 2 * SS, 50 * SS, 24 * SS
    points = []
    for k in range(24):
        rr = r * (1.28 if k % 2 == 0 else 0.95)
        a = k * math.tau / 24
        points.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    draw.polygon(points, fill=RED, outline=OUTLINE)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=RED, outline=OUTLINE, width=2 * SS)
    for side in (-1, 1):
        ex = cx + side * r * 0.38
        draw.ellipse((ex - r * 0.22, cy - r * 0.4, ex + r * 0.22, cy + r * 0.04), fill=CREAM, outline=OUTLINE)
        draw.ellipse((ex - r * 0.09, cy - r * 0.24, ex + r * 0.09, cy - r * 0.06), fill=OUTLINE)
    draw.arc(
        (cx - r * 0.35, cy + r * 0.05, cx + r * 0.35, cy + r * 0.55), 15, 165, fill=OUTLINE, width=2 * SS
    )
    return finish(image, S, S)


def green() -> object:
    """A squat, square-ish frog with big eyes on top."""
    image, draw = card_frame(S, S, (222, 244, 214, 255))
    cx, cy, r = S / 2 * SS, 54 * SS, 24 * SS
    draw.rounded_rectangle(
        (cx - r * 1.15, cy - r * 0.75, cx + r * 1.15, cy + r * 0.85),
        r * 0.35,
        fill=GREEN,
        outline=OUTLINE,
        width=2 * SS,
    )
    for side in (-1, 1):
        ex = cx + side * r * 0.62
        draw.ellipse(
            (ex - r * 0.36, cy - r * 1.25, ex + r * 0.36, cy - r * 0.5),
            fill=GREEN,
            outline=OUTLINE,
            width=2 * SS,
        )
        draw.ellipse((ex - r * 0.22, cy - r * 1.1, ex + r * 0.22, cy - r * 0.66), fill=CREAM, outline=OUTLINE)
        draw.rectangle((ex - r * 0.12, cy - r * 0.92, ex + r * 0.12, cy - r * 0.84), fill=OUTLINE)
        draw.ellipse(
            (cx + side * r * 0.9 - r * 0.3, cy + r * 0.6, cx + side * r * 0.9 + r * 0.3, cy + r * 0.95),
            fill=GREEN,
            outline=OUTLINE,
        )
    draw.line((cx - r * 0.6, cy + r * 0.15, cx + r * 0.6, cy + r * 0.15), fill=OUTLINE, width=2 * SS)
    return finish(image, S, S)


def back() -> object:
    """Grey stone with a seeded mottle (numpy noise, the same every run)."""
    rng = np.random.default_rng(404)
    noise = rng.normal(0, 1, (S * SS // 8, S * SS // 8))
    noise = np.kron(noise, np.ones((8, 8)))
    base = np.clip(128 + 18 * noise, 60, 200).astype(np.uint8)
    stone = Image.fromarray(np.stack([base, base, (base * 0.95).astype(np.uint8)], axis=-1)).convert("RGBA")
    image, draw = card_frame(S, S, (0, 0, 0, 255))
    mask = image.split()[3]
    image = Image.composite(stone, image, mask)
    from PIL import ImageDraw

    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((SS, SS, (S - 2) * SS, (S - 2) * SS), 9 * SS, outline=OUTLINE, width=2 * SS)
    for a, b in (((20, 30), (44, 46)), ((60, 20), (70, 50)), ((30, 70), (58, 76))):
        draw.line((a[0] * SS, a[1] * SS, b[0] * SS, b[1] * SS), fill=(80, 80, 84), width=2 * SS)
    return finish(image, S, S)


def free_cell() -> object:
    image, draw = canvas(S, S)
    draw.rounded_rectangle(
        (4 * SS, 4 * SS, (S - 5) * SS, (S - 5) * SS), 9 * SS, outline=(255, 255, 255, 90), width=2 * SS
    )
    return finish(image, S, S)


def build(out: Path) -> None:
    save(red(), out / "zwoggel" / "red.png")  # type: ignore[arg-type]
    save(green(), out / "zwoggel" / "green.png")  # type: ignore[arg-type]
    save(back(), out / "zwoggel" / "back.png")  # type: ignore[arg-type]
    save(free_cell(), out / "zwoggel" / "empty.png")  # type: ignore[arg-type]
