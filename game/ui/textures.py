"""Textures of the shipped sprites, loaded once by name (never by working-directory paths)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import arcade
from PIL import Image

from ..resources import data_file

# Our sprites are hit-tested as rectangles (a hand's cards) or not at all (faces, felt, pieces):
# their box is enough. arcade's default traces each texture's outline at load, pixel by pixel in
# Python, some 0.5 ms a texture: a quarter of the textures' cost at the menu's start (bench start).
HIT_BOX = arcade.hitbox.algo_bounding_box


@cache
def texture(relative: str) -> arcade.Texture:
    """A sprite by its path inside sprites/, e.g. texture("wink/card_07.png")."""
    # named by its path: arcade would otherwise hash every pixel to name it in the atlas
    return arcade.load_texture(
        data_file("sprites", relative), hit_box_algorithm=HIT_BOX, hash=f"sprite:{relative}"
    )


@dataclass(frozen=True)
class Layer:
    """A layer of a larger canvas cut down to what it draws: its texture, and where its centre lies
    from the canvas's centre (canvas pixels, y up, as arcade places sprites)."""

    texture: arcade.Texture
    dx: float
    dy: float
    canvas: float


@cache
def layer(relative: str) -> Layer:
    """A full-canvas layer (a face's eye, mouth…) cropped to its visible pixels: drawing it then
    fills only those, not the whole transparent canvas (faces are eight layers deep)."""
    with Image.open(data_file("sprites", relative)) as source:
        image = source.convert("RGBA")
    size = image.size
    box = image.getbbox() or (0, 0, 1, 1)
    left, top, right, bottom = box
    cut = image.crop(box)
    cx, cy = (left + right) / 2, (top + bottom) / 2
    return Layer(
        arcade.Texture(cut, hash=f"layer:{relative}", hit_box_algorithm=HIT_BOX),
        cx - size[0] / 2,
        size[1] / 2 - cy,
        float(size[0]),
    )


@cache
def sight_line() -> arcade.Texture:
    """A thin white stroke, fading from its left end to its right: where a face is looking."""
    w, h = 128, 4
    image = Image.new("RGBA", (w, h))
    for x in range(w):
        alpha = int(130 - 80 * x / (w - 1))  # strong at the eyes, still there at the target
        for y in range(h):
            image.putpixel((x, y), (255, 255, 255, alpha if 0 < y < h - 1 else alpha // 3))
    return arcade.Texture(image, hash="sight-line", hit_box_algorithm=HIT_BOX)
