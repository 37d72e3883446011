"""The window's start: no GL error checks in play, and no garbage collection until the window is open.

pyglet checks every GL call for an error (a `glGetError` after each, some thousands before the menu's
first frame and 0.2–2.6 ms a frame on a software renderer), unless Python runs optimised or frozen:
the app build never checks. `no_gl_checks()` does the same for the installed game when it plays
(before pyglet's GL is imported; PYGLET_DEBUG_GL, when set, is obeyed). Tests, screenshots and
benchmarks keep the checks.

Everything made on the way to the window (arcade, pyglet, the games' specs, the window itself)
lives as long as the game: the cyclic garbage collector's passes over it are wasted work, a third
of the game's own start on our machines (`bench start`). `hold()` turns the collector off before
the imports; `release()`, once the window is open, moves everything made so far out of its reach
for good (`gc.freeze`: later full collections, and their pauses in play, skip it) and turns it on
again before the first screen is built (a screen goes when it is left: it must stay collectable).
"""

from __future__ import annotations

import gc
import os
import sys

_held = {"on": False}


def no_gl_checks() -> None:
    """Play as the frozen app does: pyglet does not check each GL call (see above)."""
    if "PYGLET_DEBUG_GL" in os.environ or "pyglet.gl" in sys.modules:
        return  # the player's own choice, or too late to change
    import pyglet

    pyglet.options.debug_gl = False


def hold() -> None:
    """No cyclic collections from now until `release()` (reference counting frees as ever)."""
    if gc.isenabled():
        gc.disable()
        _held["on"] = True


def release() -> None:
    """The window is open: what the start made is frozen out of the collector's sight, which
    runs again."""
    if _held["on"]:
        _held["on"] = False
        gc.freeze()
        gc.enable()
