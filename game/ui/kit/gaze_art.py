"""The gaze mark's two pictures, drawn once: corner brackets (a viewfinder) and a small eye.

Both are light strokes on a soft dark shadow, so they read on the felt, the rim and the floor.
They are drawn twice as large and scaled down, for smooth edges at any face size.
"""

from __future__ import annotations

import math
from functools import cache

import arcade
from PIL import Image, ImageDraw, ImageFilter

from .. import theme

FRAME_PX = 256  # the brackets' texture (square)
FRAME_MARGIN = 0.06  # share of the texture each side left for the shadow, outside the strokes
FRAME_STROKE = 0.05  # the brackets' thickness, as a share of the texture
FRAME_ARM = 0.24  # how far each bracket reaches along its side, as a share of the texture
EYE_PX = (160, 100)  # the eye's texture
SUPER = 2  # drawn this many times larger, then scaled down


def _shadowed(shape: Image.Image, blur: float) -> Image.Image:
    """`shape` (light strokes on transparency) over a soft dark copy of itself."""
    alpha = shape.getchannel("A").filter(ImageFilter.MaxFilter(5)).filter(ImageFilter.GaussianBlur(blur))
    shadow = Image.new("RGBA", shape.size, (*theme.OPAQUE_SHADE, 0))
    shadow.putalpha(alpha.point(lambda a: a * 0.75))
    return Image.alpha_composite(shadow, shape)


@cache
def gaze_frame() -> arcade.Texture:
    """Four rounded corner brackets around a square, the square's edge `FRAME_MARGIN` inside."""
    n = FRAME_PX * SUPER
    image = Image.new("RGBA", (n, n), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    width = round(FRAME_STROKE * n)
    inset = FRAME_MARGIN * n + width / 2  # the strokes' middle
    arm = FRAME_ARM * n
    for cx, sx in ((inset, 1), (n - inset, -1)):
        for cy, sy in ((inset, 1), (n - inset, -1)):
            points = [(cx + sx * arm, cy), (cx, cy), (cx, cy + sy * arm)]
            draw.line(points, fill=(*theme.SIGHT, 255), width=width, joint="curve")
            for px, py in (points[0], points[2]):  # round ends
                r = width / 2
                draw.ellipse((px - r, py - r, px + r, py + r), fill=(*theme.SIGHT, 255))
    image = _shadowed(image, width * 0.6)
    return arcade.Texture(image.resize((FRAME_PX, FRAME_PX), Image.Resampling.LANCZOS), hash="gaze-frame")


@cache
def gaze_eye() -> arcade.Texture:
    """An open eye: a light almond, a dark iris with a glint, a dark rim."""
    w, h = EYE_PX[0] * SUPER, EYE_PX[1] * SUPER
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    pad, cy, half = w * 0.07, h / 2, h * 0.38
    steps = 48
    upper = [
        (pad + (w - 2 * pad) * i / steps, cy - half * math.sin(math.pi * i / steps)) for i in range(steps + 1)
    ]
    lower = [(x, 2 * cy - y) for x, y in reversed(upper)]
    draw.polygon(upper + lower, fill=(*theme.SIGHT, 255), outline=(*theme.INK, 255), width=round(h * 0.08))
    r = half * 0.62
    draw.ellipse((w / 2 - r, cy - r, w / 2 + r, cy + r), fill=(*theme.INK, 255))
    g = r * 0.32
    gx, gy = w / 2 + r * 0.35, cy - r * 0.35
    draw.ellipse((gx - g, gy - g, gx + g, gy + g), fill=(*theme.SIGHT, 255))
    image = _shadowed(image, h * 0.05)
    return arcade.Texture(image.resize(EYE_PX, Image.Resampling.LANCZOS), hash="gaze-eye")
