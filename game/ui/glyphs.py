"""Glyphs made faster on Linux: pyglet's FreeType renderer widens each glyph's grey bitmap to
BGRA in a Python loop over its pixels (about a millisecond for a 20×20 glyph, some 90 glyphs
before the menu's first frame: a tenth of the game's own start; bench start). The same bytes,
made with one slice assignment, replace it; any other conversion is left to pyglet's own."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

_state: dict[str, Callable[..., bytes] | None] = {"pyglet": None}  # pyglet's own, once replaced


def expand_grey(data: Any) -> bytes:
    """Each grey value v becomes the BGRA pixel (255, 255, 255, v): what pyglet makes of it."""
    grey = bytes(data)
    out = bytearray(b"\xff") * (len(grey) * 4)
    out[3::4] = grey
    return bytes(out)


def pyglets_own() -> Callable[..., bytes] | None:
    """pyglet's widening, once `speed_up_glyphs` replaced it (None before)."""
    return _state["pyglet"]


def speed_up_glyphs() -> bool:
    """Install the faster widening where pyglet renders glyphs with FreeType (Linux); True if so.
    Called by every game window as it opens; once is enough."""
    freetype = sys.modules.get("pyglet.font.freetype")
    renderer = getattr(freetype, "FreeTypeGlyphRenderer", None)
    if renderer is None:
        return False  # Windows, macOS: pyglet renders glyphs otherwise
    if _state["pyglet"] is not None:
        return True
    slow: Callable[..., bytes] = renderer._expand_to_rgba

    def _expand_to_rgba(self: Any, data: Any, src_format: str, dst_format: str) -> bytes:
        if src_format == "R" and dst_format == "BGRA":
            return expand_grey(data)
        return slow(self, data, src_format, dst_format)

    _state["pyglet"] = slow
    setattr(renderer, "_expand_to_rgba", _expand_to_rgba)  # noqa: B010 (a method of pyglet's class)
    return True
