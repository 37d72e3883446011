"""A cartoon person, drawn from a seed-free parameter set, shared by the Wink cards and the faces."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from .common import CLOTHES, HAIRS, OUTLINE, SKINS, SS

HAIR_STYLES = ("short", "long", "bun", "curly", "bald", "spiky", "bob", "mohawk")
HATS = ("none", "none", "top", "beret", "cap", "flower", "none", "band", "none")
EXTRAS = ("none", "moustache", "none", "earrings", "beard", "none", "freckles", "bow", "none", "none", "none")


@dataclass(frozen=True)
class Person:
    skin: tuple[int, int, int]
    hair: tuple[int, int, int]
    style: str
    clothes: tuple[int, int, int]
    hat: str
    extra: str
    wide: float  # head width / height


def person(i: int) -> Person:
    """Person number i: every combination differs from its neighbours (co-prime strides)."""
    return Person(
        skin=SKINS[(i * 5) % len(SKINS)],
        hair=HAIRS[(i * 3) % len(HAIRS)],
        style=HAIR_STYLES[i % len(HAIR_STYLES)],
        clothes=CLOTHES[(i * 4) % len(CLOTHES)],
        hat=HATS[(i * 7) % len(HATS)],
        extra=EXTRAS[(i * 5) % len(EXTRAS)],
        wide=(0.84, 0.92, 1.0, 0.88, 0.96)[i % 5],
    )


def _e(draw: ImageDraw.ImageDraw, cx: float, cy: float, rx: float, ry: float, **kw: object) -> None:
    draw.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), **kw)  # type: ignore[arg-type]


def dark(c: tuple[int, int, int], k: float = 0.7) -> tuple[int, int, int]:
    return (int(c[0] * k), int(c[1] * k), int(c[2] * k))


def draw_body(draw: ImageDraw.ImageDraw, p: Person, cx: float, cy: float, r: float) -> None:
    """Shoulders, neck, back hair, head, ears, nose, front hair and hat; no eyes, brows or mouth.

    (cx, cy) is the head centre and r its half height, on the supersampled canvas.
    """
    w = 2 * SS
    rx = r * p.wide
    _e(draw, cx, cy + r * 2.25, r * 1.6, r * 1.05, fill=p.clothes, outline=OUTLINE, width=w)
    draw.rectangle((cx - r * 0.28, cy + r * 0.6, cx + r * 0.28, cy + r * 1.25), fill=dark(p.skin, 0.9))
    if p.style in ("long", "bob"):
        drop = 1.25 if p.style == "long" else 0.75
        draw.rounded_rectangle(
            (cx - rx * 1.12, cy - r * 0.9, cx + rx * 1.12, cy + r * drop),
            r * 0.5,
            fill=p.hair,
            outline=OUTLINE,
            width=w,
        )
    if p.style == "bun":
        _e(draw, cx, cy - r * 1.05, r * 0.42, r * 0.36, fill=p.hair, outline=OUTLINE, width=w)
    for side in (-1, 1):
        _e(
            draw,
            cx + side * rx * 0.98,
            cy + r * 0.08,
            r * 0.2,
            r * 0.26,
            fill=p.skin,
            outline=OUTLINE,
            width=w,
        )
    _e(draw, cx, cy, rx, r, fill=p.skin, outline=OUTLINE, width=w)
    if p.extra == "earrings":
        for side in (-1, 1):
            _e(
                draw,
                cx + side * rx * 0.98,
                cy + r * 0.42,
                r * 0.07,
                r * 0.07,
                fill=(250, 210, 60),
                outline=OUTLINE,
            )
    if p.extra == "beard":
        draw.chord((cx - rx * 0.95, cy - r * 0.3, cx + rx * 0.95, cy + r * 1.12), 15, 165, fill=p.hair)
    draw.arc(
        (cx - r * 0.12, cy + r * 0.05, cx + r * 0.12, cy + r * 0.32),
        20,
        160,
        fill=dark(p.skin, 0.55),
        width=w,
    )
    _hair_front(draw, p, cx, cy, r, rx, w)
    if p.extra == "moustache":
        for side in (-1, 1):
            _e(draw, cx + side * r * 0.16, cy + r * 0.42, r * 0.17, r * 0.07, fill=p.hair)
    if p.extra == "freckles":
        for side in (-1, 1):
            for k in range(3):
                _e(
                    draw,
                    cx + side * (r * 0.38 + k * r * 0.08),
                    cy + r * 0.25 + (k % 2) * r * 0.06,
                    SS,
                    SS,
                    fill=dark(p.skin, 0.6),
                )
    _hat(draw, p, cx, cy, r, rx, w)


def _hair_front(
    draw: ImageDraw.ImageDraw, p: Person, cx: float, cy: float, r: float, rx: float, w: int
) -> None:
    if p.style == "bald":
        return
    if p.style == "curly":
        for k in range(7):
            x = cx - rx * 0.9 + k * rx * 0.3
            _e(
                draw,
                x,
                cy - r * 0.78 + abs(k - 3) * r * 0.06,
                r * 0.24,
                r * 0.24,
                fill=p.hair,
                outline=OUTLINE,
                width=w,
            )
        return
    if p.style == "spiky":
        points = []
        for k in range(9):
            x = cx - rx * 1.0 + k * rx * 0.25
            points.append((x, cy - r * (0.55 if k % 2 == 0 else 1.18)))
        draw.polygon(
            [(cx - rx, cy - r * 0.3), *points, (cx + rx, cy - r * 0.3)], fill=p.hair, outline=OUTLINE
        )
        return
    if p.style == "mohawk":
        draw.rounded_rectangle(
            (cx - r * 0.16, cy - r * 1.35, cx + r * 0.16, cy - r * 0.5),
            r * 0.12,
            fill=p.hair,
            outline=OUTLINE,
            width=w,
        )
        return
    draw.chord(
        (cx - rx * 1.02, cy - r * 1.04, cx + rx * 1.02, cy + r * 0.35),
        180,
        360,
        fill=p.hair,
        outline=OUTLINE,
        width=w,
    )
    if p.style in ("long", "bob", "short"):
        draw.pieslice((cx - rx * 0.9, cy - r * 0.95, cx + rx * 0.4, cy - r * 0.05), 180, 300, fill=p.hair)


def _hat(draw: ImageDraw.ImageDraw, p: Person, cx: float, cy: float, r: float, rx: float, w: int) -> None:
    c = dark(p.clothes, 0.6)
    if p.hat == "top":
        draw.rectangle(
            (cx - rx * 0.62, cy - r * 1.75, cx + rx * 0.62, cy - r * 0.72),
            fill=(40, 40, 48),
            outline=OUTLINE,
            width=w,
        )
        draw.rectangle((cx - rx * 0.62, cy - r * 0.98, cx + rx * 0.62, cy - r * 0.82), fill=p.clothes)
        _e(draw, cx, cy - r * 0.72, rx * 1.08, r * 0.14, fill=(40, 40, 48), outline=OUTLINE, width=w)
    elif p.hat == "beret":
        _e(draw, cx + rx * 0.15, cy - r * 0.86, rx * 0.95, r * 0.36, fill=c, outline=OUTLINE, width=w)
    elif p.hat == "cap":
        draw.chord(
            (cx - rx * 0.98, cy - r * 1.12, cx + rx * 0.98, cy - r * 0.2),
            180,
            360,
            fill=c,
            outline=OUTLINE,
            width=w,
        )
        _e(draw, cx + rx * 0.75, cy - r * 0.64, rx * 0.55, r * 0.1, fill=c, outline=OUTLINE, width=w)
    elif p.hat == "flower":
        for k in range(5):
            import math

            a = k * 2 * math.pi / 5
            _e(
                draw,
                cx + rx * 0.62 + math.cos(a) * r * 0.16,
                cy - r * 0.78 + math.sin(a) * r * 0.16,
                r * 0.12,
                r * 0.12,
                fill=(255, 140, 170),
                outline=OUTLINE,
            )
        _e(draw, cx + rx * 0.62, cy - r * 0.78, r * 0.08, r * 0.08, fill=(255, 220, 80))
    elif p.hat == "band":
        draw.rectangle((cx - rx * 0.95, cy - r * 0.68, cx + rx * 0.95, cy - r * 0.5), fill=p.clothes)
    if p.extra == "bow":
        draw.polygon(
            [(cx - r * 0.3, cy + r * 1.25), (cx, cy + r * 1.35), (cx - r * 0.3, cy + r * 1.5)], fill=c
        )
        draw.polygon(
            [(cx + r * 0.3, cy + r * 1.25), (cx, cy + r * 1.35), (cx + r * 0.3, cy + r * 1.5)], fill=c
        )


def draw_eyes(draw: ImageDraw.ImageDraw, p: Person, cx: float, cy: float, r: float) -> None:
    """Open eyes looking ahead, brows and a smile: the card portrait's finishing touches."""
    w = 2 * SS
    for side in (-1, 1):
        ex = cx + side * r * 0.36
        _e(draw, ex, cy - r * 0.08, r * 0.19, r * 0.15, fill=(255, 255, 255), outline=OUTLINE, width=w)
        _e(draw, ex, cy - r * 0.06, r * 0.08, r * 0.08, fill=(40, 30, 30))
        draw.arc(
            (ex - r * 0.2, cy - r * 0.5, ex + r * 0.2, cy - r * 0.2),
            200,
            340,
            fill=dark(p.hair, 0.8),
            width=w,
        )
    draw.arc((cx - r * 0.3, cy + r * 0.22, cx + r * 0.3, cy + r * 0.62), 20, 160, fill=OUTLINE, width=w)
