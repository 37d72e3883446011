"""Fonts kept from one game to the next, so a long evening's table stops making them again.

pyglet makes a font (with a glyph texture of its own, 512×512 RGBA: a megabyte) for every size a
text is laid out at, and keeps it only while a text uses it (and the last three loaded). Texts
fitted to their room (ui/fit.py) step their size down from where they start, and a WinkyBilly
table's flights, turn line and results fit theirs anew game after game: the same 20-odd fonts
were made, dropped and made again every game, each with a new glyph texture. The renderer
(Mesa's llvmpipe here) did not give all of each texture's memory back: a live table grew
~2 MB a game (`bench soak`; with the fonts held, no font is made after the second game and the
table grows ~0.2 MB a game after its third). So every font loaded is kept, the `LIMIT` last
used (a table uses some 50, the menus a few more); and glyph textures start at 256×256 (pyglet
grows one to fit a large font's glyphs), a quarter of the memory a small font held.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import pyglet.font
from pyglet.font import base

LIMIT = 96  # fonts kept: more than a table, its menus and its results use at one window size
ATLAS = 256  # a glyph texture's first width and height (pyglet's own: 512)

_held: OrderedDict[int, Any] = OrderedDict()  # id(font) → font, the least recently loaded first
_state: dict[str, Callable[..., Any] | None] = {"pyglet": None}  # pyglet's own load, once wrapped


def held() -> list[Any]:
    """The fonts kept, the least recently loaded first."""
    return list(_held.values())


def hold_fonts(limit: int = LIMIT) -> None:
    """Keep every font pyglet loads (the `limit` last used) and start glyph textures smaller.
    Called by every game window as it opens, before any text; once is enough."""
    base.Font.texture_width = base.Font.texture_height = ATLAS
    if _state["pyglet"] is not None:
        return
    load: Callable[..., Any] = pyglet.font.load
    _state["pyglet"] = load

    def held_load(*args: Any, **kwargs: Any) -> Any:
        font = load(*args, **kwargs)
        _held[id(font)] = font
        _held.move_to_end(id(font))
        while len(_held) > limit:
            _held.popitem(last=False)
        return font

    pyglet.font.load = held_load
