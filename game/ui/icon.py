"""The window's icon: the game's face at 16, 32 and 64 px.

On X11, pyglet hands the icon to the window manager as longs in the pixel layout `X11_LAYOUT`
names, rows top down, and turns any other layout into that one with a regular expression per
image: some 10 ms before the first menu frame. The images are made in that layout at once there,
so pyglet takes their bytes as they are.
"""

from __future__ import annotations

import ctypes
import logging
import sys
from typing import TYPE_CHECKING

from ..resources import data_file

if TYPE_CHECKING:
    import arcade
    from pyglet.image import ImageData

log = logging.getLogger(__name__)

ICON = "ui/icon.png"  # drawn by tools/art/ui.py
ICON_SIZES = (16, 32, 64)
# What pyglet's X11 window asks of an icon (pyglet/window/xlib set_icon): a byte per letter
# (the high bytes of a 64-bit long are filled with alpha).
X11_LAYOUT = {
    ("little", 4): "BGRA",
    ("little", 8): "BGRAAAAA",
    ("big", 4): "ARGB",
    ("big", 8): "AAAAARGB",
}[(sys.byteorder, ctypes.sizeof(ctypes.c_ulong))]


def window_layout() -> str | None:
    """The layout the window system takes an icon in, where we know it (X11); None elsewhere."""
    return X11_LAYOUT if sys.platform.startswith("linux") else None


def icon_images(layout: str | None = None) -> list[ImageData]:
    """The game's icon at 16, 32 and 64 px, as pyglet images (the system picks the size it needs):
    in `layout` (rows top down) when given, else RGBA (rows bottom up, as pyglet's images go)."""
    import pyglet
    from PIL import Image

    with Image.open(data_file("sprites", ICON)) as source:
        icon = source.convert("RGBA")
    images = []
    for size in ICON_SIZES:
        scaled = icon if icon.size == (size, size) else icon.resize((size, size), Image.Resampling.LANCZOS)
        if layout is None:
            rows = scaled.transpose(Image.Transpose.FLIP_TOP_BOTTOM).tobytes()  # pyglet's rows go up
            images.append(pyglet.image.ImageData(size, size, "RGBA", rows))
            continue
        bands = dict(zip("RGBA", (band.tobytes() for band in scaled.split()), strict=True))
        pixels = bytearray(size * size * len(layout))
        for i, letter in enumerate(layout):
            pixels[i :: len(layout)] = bands[letter]
        images.append(pyglet.image.ImageData(size, size, layout, bytes(pixels), pitch=-size * len(layout)))
    return images


def set_game_icon(window: arcade.Window) -> bool:
    """Give the window the game's icon; False (and a note in the log) where that cannot be done."""
    if getattr(window, "headless", False):
        return False  # an off-screen window has no icon to show
    try:
        window.set_icon(*icon_images(window_layout()))
    except Exception as exc:  # a window system without icons must not stop the game
        log.info("no window icon (%s: %s)", type(exc).__name__, exc)
        return False
    return True
