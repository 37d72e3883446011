"""Interface sprites: panel, buttons, the felt tile, the window icon."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PIL import Image

from .common import CREAM, OUTLINE, SS, canvas, finish, save
from .person import draw_body, person


def panel(fill: tuple[int, ...], edge: tuple[int, ...]) -> object:
    image, draw = canvas(64, 64)
    draw.rounded_rectangle((SS, SS, 62 * SS, 62 * SS), 12 * SS, fill=fill, outline=edge, width=3 * SS)
    return finish(image, 64, 64)


def felt() -> object:
    """A seamless felt tile: wrapped noise, so tiles join without a seam."""
    rng = np.random.default_rng(7)
    n = rng.normal(0, 1, (64, 64))
    n = np.kron(n, np.ones((4, 4)))
    k = np.ones(5) / 5
    for axis in (0, 1):
        n = sum(np.roll(n, s, axis=axis) * w for s, w in zip(range(-2, 3), k, strict=True))
    g = np.clip(74 + 6 * n, 0, 255)
    rgb = np.stack([g * 0.38, g, g * 0.81], axis=-1).astype(np.uint8)
    return Image.fromarray(rgb).convert("RGBA")


def icon() -> object:
    image, draw = canvas(64, 64)
    draw.ellipse((2 * SS, 2 * SS, 62 * SS, 62 * SS), fill=(28, 74, 60), outline=OUTLINE, width=2 * SS)
    p = person(3)
    cx, cy, r = 32 * SS, 30 * SS, 16 * SS
    draw_body(draw, p, cx, cy, r)
    draw.ellipse(
        (cx - r * 0.55, cy - r * 0.22, cx - r * 0.17, cy + r * 0.08), fill=CREAM, outline=OUTLINE, width=SS
    )
    draw.ellipse((cx - r * 0.42, cy - r * 0.14, cx - r * 0.28, cy), fill=OUTLINE)
    draw.arc((cx + r * 0.15, cy - r * 0.25, cx + r * 0.55, cy + r * 0.1), 20, 160, fill=OUTLINE, width=2 * SS)
    draw.arc((cx - r * 0.3, cy + r * 0.2, cx + r * 0.3, cy + r * 0.6), 20, 160, fill=OUTLINE, width=2 * SS)
    return finish(image, 64, 64)


def build(out: Path) -> None:
    save(panel((250, 243, 228, 255), (92, 64, 42, 255)), out / "ui" / "panel.png")  # type: ignore[arg-type]
    save(panel((250, 243, 228, 255), (92, 64, 42, 255)), out / "ui" / "button.png")  # type: ignore[arg-type]
    save(panel((255, 214, 110, 255), (92, 64, 42, 255)), out / "ui" / "button_hover.png")  # type: ignore[arg-type]
    save(felt(), out / "ui" / "felt.png")  # type: ignore[arg-type]
    save(icon(), out / "ui" / "icon.png")  # type: ignore[arg-type]
