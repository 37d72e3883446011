"""The menu's pictures, decoded while the window is being made.

Making the window (its GL context, its first buffers) is mostly waiting on the system's libraries
with Python's lock released; decoding PNGs is mostly zlib, with it released too. So a thread
started just before the window is made loads the textures the main menu's first frame shows into
the caches of `textures` (`texture()`, `layer()`): each game's table in miniature, its pieces and
the faces round it at rest (a game without one: its cards fanned), some hundred sprites, 50–110 ms.
The main thread, the window made, waits for it before it builds the menu. Only pictures are made
there: an `arcade.Texture` is plain memory until a sprite list puts it in the atlas (on the main
thread, with the GL context). The lit table's winking face loads its few other layers as it winks.
"""

from __future__ import annotations

import logging
import threading

from ..games import specs
from .faces import rest_layers
from .textures import layer, texture

log = logging.getLogger(__name__)

_state: dict[str, threading.Thread | None] = {"thread": None}


def menu_pictures() -> None:
    """Load every texture the menu's miniatures show (the thread's work)."""
    try:
        for spec in specs():
            if spec.miniature is None:  # its cards fanned instead
                for card in spec.art:
                    texture(card)
                continue
            art = spec.miniature.load()
            for piece in art.pieces:
                texture(piece.sprite)
            for sitter in art.faces:
                for path in rest_layers(sitter.face):
                    layer(path)
    except Exception as exc:  # the menu loads them itself (and fails, loudly, if it must)
        log.info("prefetch: stopped (%s: %s)", type(exc).__name__, exc)


def start() -> None:
    """Begin loading the menu's pictures in a thread (once)."""
    if _state["thread"] is None:
        thread = threading.Thread(target=menu_pictures, name="prefetch", daemon=True)
        _state["thread"] = thread
        thread.start()


def wait() -> None:
    """Wait for the thread, if one was started (before the menu is built)."""
    thread = _state["thread"]
    if thread is not None:
        thread.join()
