"""The window's start: Python's cyclic garbage collector waits until the first frame is shown.

Everything made on the way to the main menu (arcade, pyglet, the games' specs, textures, texts)
lives as long as the game: collecting it is wasted work, a third of the game's own start on our
machines (`bench start`). `hold()` turns the collector off before the imports; `release()`, at the
first frame, moves everything made so far out of its reach for good (`gc.freeze`: later full
collections, and their pauses in play, skip it) and turns it on again.
"""

from __future__ import annotations

import gc

_held = {"on": False}


def hold() -> None:
    """No cyclic collections from now until `release()` (reference counting frees as ever)."""
    if gc.isenabled():
        gc.disable()
        _held["on"] = True


def release() -> None:
    """The start is over: what it made is frozen out of the collector's sight, which runs again."""
    if _held["on"]:
        _held["on"] = False
        gc.freeze()
        gc.enable()


def holding() -> bool:
    return _held["on"]
