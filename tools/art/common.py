"""Shared drawing helpers: 2× supersampling, outlines, card frames, the bundled font."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

SS = 2  # draw at twice the size, then downsample
OUTLINE = (46, 34, 28, 255)
CREAM = (250, 243, 228, 255)
INK = (46, 34, 28, 255)

SKINS = [(255, 220, 185), (241, 194, 155), (224, 172, 125), (198, 134, 90), (160, 102, 66), (110, 70, 45)]
HAIRS = [
    (40, 30, 25),
    (90, 55, 30),
    (160, 110, 60),
    (225, 190, 110),
    (190, 75, 40),
    (120, 120, 125),
    (30, 30, 60),
]
CLOTHES = [
    (214, 104, 56),
    (66, 120, 180),
    (92, 158, 96),
    (170, 80, 150),
    (230, 180, 60),
    (80, 80, 95),
    (200, 70, 80),
    (60, 160, 160),
    (150, 110, 70),
]
BACKDROPS = [
    (255, 236, 200),
    (214, 232, 250),
    (220, 242, 214),
    (246, 220, 236),
    (255, 246, 196),
    (232, 226, 250),
]


def canvas(w: int, h: int, colour: tuple[int, ...] = (0, 0, 0, 0)) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (w * SS, h * SS), colour)
    return image, ImageDraw.Draw(image)


def finish(image: Image.Image, w: int, h: int) -> Image.Image:
    return image.resize((w, h), Image.Resampling.LANCZOS)


def font(size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.load_default(size=size * SS)  # type: ignore[return-value]


def save(image: Image.Image, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, format="PNG", optimize=False)  # no metadata: the same pixels give the same bytes


def s(*values: float) -> list[float]:
    """Scale display-pixel coordinates to the supersampled canvas."""
    return [v * SS for v in values]


def card_frame(
    w: int, h: int, fill: tuple[int, ...], radius: int = 9
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A rounded card with a dark outline; returns the canvas to draw on."""
    image, draw = canvas(w, h)
    draw.rounded_rectangle(s(1, 1, w - 2, h - 2), radius * SS, fill=fill, outline=OUTLINE, width=2 * SS)
    return image, draw


def clip_to_card(image: Image.Image, w: int, h: int, radius: int = 9) -> Image.Image:
    """Keep only what lies inside the rounded card (art drawn past the edge is trimmed)."""
    mask, md = canvas(w, h)
    md.rounded_rectangle(s(1, 1, w - 2, h - 2), radius * SS, fill=(255, 255, 255, 255))
    out = Image.new("RGBA", image.size, (0, 0, 0, 0))
    out.paste(image, (0, 0), mask.split()[3])
    return out


def number_badge(
    draw: ImageDraw.ImageDraw, x: float, y: float, text: str, size: int, anchor: str = "mm"
) -> None:
    f = font(size)
    box = draw.textbbox((x * SS, y * SS), text, font=f, anchor=anchor)
    pad = 3 * SS
    draw.rounded_rectangle(
        (box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad),
        5 * SS,
        fill=CREAM,
        outline=OUTLINE,
        width=SS,
    )
    draw.text((x * SS, y * SS), text, font=f, fill=INK, anchor=anchor)
