"""The Zwoggel pictures at the size they are drawn: crisp at every zoom.

The tiles are drawn large (256 pixels, tools/art/zwoggel.py). A software renderer samples a
texture with plain linear filtering, which shimmers when a big picture is drawn much smaller, so
each tile is also kept at a few smaller sizes, each made once from the large one with a good
filter; the board draws the smallest one at least as large as a card on screen.
"""

from __future__ import annotations

from functools import cache

import arcade
from PIL import Image

from ....resources import data_file

LEVELS = (24, 32, 48, 64, 96, 128, 192, 256)  # pixels of each kept size of a tile
FOLDER = "zwoggel"


def level(pixels: float) -> int:
    """The kept size to draw a tile `pixels` wide with."""
    return next((size for size in LEVELS if size >= pixels), LEVELS[-1])


@cache
def _image(name: str) -> Image.Image:
    with Image.open(data_file("sprites", f"{FOLDER}/{name}.png")) as source:
        return source.convert("RGBA")


@cache
def tile(name: str, size: int) -> arcade.Texture:
    """The picture `name` (red, green, back, empty, mine, red_cb…) at one kept size."""
    image = _image(name)
    if size < image.width:
        image = image.resize((size, size), Image.Resampling.LANCZOS)
    return arcade.Texture(image, hash=f"zwoggel:{name}:{size}")


def face_name(colour: str, colourblind_safe: bool) -> str:
    """A Zwoggel's picture: red or green, from the colour-blind-safe pair when asked."""
    return f"{colour}_cb" if colourblind_safe else colour


def card(colour: str, pixels: float, colourblind_safe: bool = False) -> arcade.Texture:
    return tile(face_name(colour, colourblind_safe), level(pixels))


def side(colour: str | None, pixels: float, colourblind_safe: bool, face: bool = True) -> arcade.Texture:
    """A card as it lies: its face if it is turned up (`face`) and its colour known, else its back."""
    return card(colour, pixels, colourblind_safe) if face and colour else tile("back", level(pixels))
