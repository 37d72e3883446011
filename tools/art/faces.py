"""Seat faces as stackable 128×128 layers, plus layout.json telling where the pupils go.

Stack: head, eye_l_*, eye_r_*, pupil (once per open eye, at layout "pupil" + offset), brow_l, brow_r,
mouth_*. "l" is the eye on the left of the picture. Coordinates in layout.json are layer pixels from
the top-left corner, y down.
"""

from __future__ import annotations

import json
from pathlib import Path

from PIL import Image

from .canvas import Canvas, save
from .features import (
    Eye,
    draw_brow,
    draw_eye,
    draw_mouth,
    draw_pupil,
    eye_geometry,
    half_pupil_centre,
    pupil_radius,
)
from .geometry import Head
from .head import draw_head
from .people import SEATS, Person

SIZE = 128
PUPIL_SIZE = 16
EYE_STATES = ("open", "half", "closed")
MOUTHS = ("neutral", "smile", "open", "smirk")
SIDES = ((-1, "l"), (1, "r"))


def seat_head(p: Person) -> Head:
    return Head(SIZE / 2, 66, 35, p.wide)


def _layer(draw: object) -> Image.Image:
    c = Canvas(SIZE, SIZE)
    draw(c)  # type: ignore[operator]
    return c.image()


def layers(p: Person) -> dict[str, Image.Image]:
    """Every layer of one face, by file stem."""
    h = seat_head(p)
    out = {"head": _layer(lambda c: draw_head(c, p, h))}
    for side, tag in SIDES:
        e = eye_geometry(p, h, side)
        for state in EYE_STATES:
            out[f"eye_{tag}_{state}"] = _layer(lambda c, e=e, state=state: draw_eye(c, p, e, state))
        out[f"brow_{tag}"] = _layer(lambda c, e=e, side=side: draw_brow(c, p, h, e, side))
    for kind in MOUTHS:
        out[f"mouth_{kind}"] = _layer(lambda c, kind=kind: draw_mouth(c, p, h, kind))
    pupil = Canvas(PUPIL_SIZE, PUPIL_SIZE)
    draw_pupil(pupil, p, PUPIL_SIZE / 2, PUPIL_SIZE / 2, pupil_radius(h))
    out["pupil"] = pupil.image()
    return out


def _xy(x: float, y: float) -> list[float]:
    return [round(x, 2), round(y, 2)]


def layout(p: Person) -> dict[str, object]:
    """Where the game puts each pupil: centre per eye, and how far it may move from there."""
    h = seat_head(p)
    r = pupil_radius(h)
    eyes: dict[str, Eye] = {name: eye_geometry(p, h, side) for side, name in ((-1, "left"), (1, "right"))}
    half = {name: half_pupil_centre(e, r) for name, e in eyes.items()}
    return {
        "canvas": [SIZE, SIZE],
        "coordinates": "layer pixels from the top-left corner, y down (arcade, y up: 128 - y)",
        "pupil": {name: _xy(e.cx, e.cy) for name, e in eyes.items()},
        "pupil_max_offset": round(min(e.travel(r) for e in eyes.values()), 2),
        "pupil_sprite": {"size": [PUPIL_SIZE, PUPIL_SIZE], "radius": round(r, 2)},
        "half": {
            "pupil": {name: _xy(x, y) for name, (x, y, _) in half.items()},
            "pupil_max_offset": min(t for _, _, t in half.values()),
        },
        "eye_radius": {name: _xy(e.rx, e.ry) for name, e in eyes.items()},
        "mouth": _xy(h.cx, h.y(0.6)),
        "head": {"centre": _xy(h.cx, h.cy), "half_height": h.u},
    }


def build(out: Path) -> None:
    for i, p in enumerate(SEATS):
        folder = out / "faces" / f"face_{i}"
        for stem, image in layers(p).items():
            save(image, folder / f"{stem}.png")
        text = json.dumps(layout(p), indent=2) + "\n"
        (folder / "layout.json").write_text(text, encoding="utf-8")
