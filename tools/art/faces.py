"""Seat faces as stackable layers (128×128): head, each eye open / half / closed, pupil, brows, mouths.

layout.json gives, in layer pixels with y measured upwards from the bottom (arcade's way), the
centre of each eye's pupil and how far a pupil may move from it.
"""

from __future__ import annotations

import json
from pathlib import Path

from PIL import Image, ImageDraw

from .common import OUTLINE, SS, canvas, finish, save
from .person import Person, dark, draw_body, person

SIZE = 128
FACE_PEOPLE = (40, 41, 42, 43, 44, 45, 46, 47)  # person parameters not used by any card (1–36)
CX, CY, R = SIZE / 2, 58, 30  # head centre and half height, display pixels (y down)
EYE_DX, EYE_Y, EYE_RX, EYE_RY = 0.37, -0.06, 0.2, 0.155  # in head half-heights
MAX_PUPIL = 0.09  # pupil travel, in head half-heights


def _eye_box(side: int) -> tuple[float, float, float, float]:
    ex = (CX + side * EYE_DX * R) * SS
    ey = (CY + EYE_Y * R) * SS
    return ex - EYE_RX * R * SS, ey - EYE_RY * R * SS, ex + EYE_RX * R * SS, ey + EYE_RY * R * SS


def eye(p: Person, side: int, state: str) -> Image.Image:
    """side −1 is the face's left on screen ("l"), +1 its right ("r")."""
    image, draw = canvas(SIZE, SIZE)
    box = _eye_box(side)
    w = 2 * SS
    if state == "closed":
        # The lid fills the eye with skin and a thick lash line curves down: unmistakably shut.
        draw.ellipse(box, fill=p.skin)
        x0, y0, x1, y1 = box
        mid = (y0 + y1) / 2
        draw.arc((x0, y0 - (y1 - y0) * 0.2, x1, mid + (y1 - y0) * 0.45), 15, 165, fill=OUTLINE, width=3 * SS)
        for k in (-1, 0, 1):
            lx = (x0 + x1) / 2 + k * (x1 - x0) * 0.28
            draw.line(
                (lx, mid + (y1 - y0) * 0.4, lx + k * 2 * SS, mid + (y1 - y0) * 0.62), fill=OUTLINE, width=SS
            )
        return finish(image, SIZE, SIZE)
    draw.ellipse(box, fill=(255, 255, 255), outline=OUTLINE, width=w)
    if state == "half":
        x0, y0, x1, y1 = box
        lid, ld = canvas(SIZE, SIZE)
        ld.rectangle((x0 - SS, y0 - SS, x1 + SS, (y0 + y1) / 2 + SS), fill=dark(p.skin, 0.95))
        mask, md = canvas(SIZE, SIZE)
        md.ellipse(box, fill=(255, 255, 255, 255))
        image.paste(lid, (0, 0), Image.composite(lid, Image.new("RGBA", lid.size), mask).split()[3])
        draw = ImageDraw.Draw(image)
        draw.line((x0 + SS, (y0 + y1) / 2 + SS, x1 - SS, (y0 + y1) / 2 + SS), fill=OUTLINE, width=w)
        draw.ellipse(box, outline=OUTLINE, width=w)
    return finish(image, SIZE, SIZE)


def pupil() -> Image.Image:
    image, draw = canvas(16, 16)
    draw.ellipse((3 * SS, 3 * SS, 13 * SS, 13 * SS), fill=(35, 28, 28))
    draw.ellipse((5 * SS, 5 * SS, 8 * SS, 8 * SS), fill=(255, 255, 255))
    return finish(image, 16, 16)


def brow(p: Person, side: int) -> Image.Image:
    image, draw = canvas(SIZE, SIZE)
    x0, y0, x1, y1 = _eye_box(side)
    lift = (y1 - y0) * 1.1
    draw.arc(
        (x0 - SS * 2, y0 - lift, x1 + SS * 2, y1 - lift * 0.6),
        205,
        335,
        fill=dark(p.hair, 0.75),
        width=4 * SS,
    )
    return finish(image, SIZE, SIZE)


def mouth(kind: str) -> Image.Image:
    image, draw = canvas(SIZE, SIZE)
    cx, cy, r = CX * SS, (CY + 0.45 * R) * SS, R * SS
    w = 3 * SS
    if kind == "neutral":
        draw.line((cx - r * 0.22, cy, cx + r * 0.22, cy), fill=OUTLINE, width=w)
    elif kind == "smile":
        draw.arc((cx - r * 0.3, cy - r * 0.22, cx + r * 0.3, cy + r * 0.18), 20, 160, fill=OUTLINE, width=w)
    elif kind == "open":
        draw.ellipse(
            (cx - r * 0.14, cy - r * 0.1, cx + r * 0.14, cy + r * 0.2),
            fill=(110, 30, 40),
            outline=OUTLINE,
            width=w,
        )
    else:  # smirk
        draw.arc((cx - r * 0.28, cy - r * 0.25, cx + r * 0.22, cy + r * 0.1), 10, 100, fill=OUTLINE, width=w)
        draw.line((cx - r * 0.28, cy - r * 0.02, cx - r * 0.02, cy + r * 0.08), fill=OUTLINE, width=w)
    return finish(image, SIZE, SIZE)


def layout() -> dict[str, object]:
    def centre(side: int) -> list[float]:
        x0, y0, x1, y1 = (v / SS for v in _eye_box(side))
        return [round((x0 + x1) / 2, 2), round(SIZE - (y0 + y1) / 2, 2)]

    return {
        "size": SIZE,
        "pupil_left": centre(-1),
        "pupil_right": centre(1),
        "pupil_max": round(MAX_PUPIL * R, 2),
    }


def build(out: Path) -> None:
    save(pupil(), out / "faces" / "pupil.png")
    for i, who in enumerate(FACE_PEOPLE):
        p = person(who)
        folder = out / "faces" / f"face_{i}"
        image, draw = canvas(SIZE, SIZE)
        draw_body(draw, p, CX * SS, CY * SS, R * SS)
        save(finish(image, SIZE, SIZE), folder / "head.png")
        for side, tag in ((-1, "l"), (1, "r")):
            for state in ("open", "half", "closed"):
                save(eye(p, side, state), folder / f"eye_{tag}_{state}.png")
            save(brow(p, side), folder / f"brow_{tag}.png")
        for kind in ("neutral", "smile", "open", "smirk"):
            save(mouth(kind), folder / f"mouth_{kind}.png")
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "layout.json").write_text(
            json.dumps(layout(), indent=2, sort_keys=True) + "\n", encoding="utf-8"
        )
