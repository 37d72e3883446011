"""The window's start: no GL error checks in play, no search for decoders it does not use, and no
garbage collection until the window is open.

pyglet checks every GL call for an error (a `glGetError` after each, some thousands before the menu's
first frame and 0.2–2.6 ms a frame on a software renderer), unless Python runs optimised or frozen:
the app build never checks. `no_gl_checks()` does the same for the installed game when it plays
(before pyglet's GL is imported; PYGLET_DEBUG_GL, when set, is obeyed). Tests, screenshots and
benchmarks keep the checks.

`import pyglet.media` (arcade imports it) looks for FFmpeg's libraries to decode sound files, and
`pyglet.image` for GdkPixbuf's to decode pictures: on Linux a `ctypes.util.find_library` for each
library, which runs `ldconfig -p` and, when it is not there, gcc and ld (some 0.07 s of CPU for
FFmpeg and 0.015 s for GdkPixbuf on our machine, a twentieth of the way to the menu). Neither is
used: our sounds are WAV files, which pyglet's own wave decoder reads (listed first, so it is the
one used even where FFmpeg is installed), and our pictures are read by Pillow (arcade's textures,
and pyglet's own fallback decoder). `no_unused_codecs()` tells pyglet they are not there.

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
# pyglet's decoders the game does without (no library search for them at `import arcade`)
UNUSED_CODECS = ("pyglet.media.codecs.ffmpeg_lib", "pyglet.image.codecs.gdkpixbuf2")


def no_gl_checks() -> None:
    """Play as the frozen app does: pyglet does not check each GL call (see above)."""
    if "PYGLET_DEBUG_GL" in os.environ or "pyglet.gl" in sys.modules:
        return  # the player's own choice, or too late to change
    import pyglet

    pyglet.options.debug_gl = False


def no_unused_codecs() -> None:
    """pyglet's decoders without FFmpeg nor GdkPixbuf (see above): WAV sounds, Pillow's pictures."""
    for name in UNUSED_CODECS:
        # None in sys.modules: pyglet's `from . import …` of it raises ImportError, which pyglet
        # takes for "not on this system" (a module already imported stays as it is).
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]


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
