"""Driving the real window without a screen: screenshots, frame benchmarks and UI tests.

Import this before arcade anywhere else in the process: it turns on arcade's headless (EGL) mode
and pyglet's silent audio when the caller has not chosen otherwise.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("PYGLET_AUDIO", "silent")
os.environ.setdefault("ARCADE_SOUND_BACKENDS", "silent")  # arcade overrides PYGLET_AUDIO on import

import arcade
import pyglet

from ..store.settings import Settings
from .app import GameWindow

FRAME = 1 / 60


def isolate_user_data() -> str:
    """Point the settings and stores at a fresh temporary folder (never the player's own)."""
    if "WINKHOUSE_DATA_DIR" not in os.environ:
        os.environ["WINKHOUSE_DATA_DIR"] = tempfile.mkdtemp(prefix="winkhouse-")
    return os.environ["WINKHOUSE_DATA_DIR"]


def make_window(width: int = 1280, height: int = 720, language: str = "en") -> GameWindow:
    """One headless window with default settings in `language`; events arrive at once."""
    isolate_user_data()
    window = GameWindow(width, height, visible=False, settings=Settings(language=language))
    window._enable_event_queue = False  # pyglet's loop never runs here: deliver events directly
    return window


def step(window: arcade.Window, frames: int = 1, dt: float = FRAME, fixed: bool = True) -> None:
    """Advance `frames` frames as pyglet's loop does: one fixed update (unless not `fixed`), one
    update, the window's context made current, one draw and a flip each, then the events other
    threads posted to the loop (a sound's end, which lets its player go: without it, every sound
    played stays in memory). Making the context current is what deletes the GL objects that were
    let go in another thread (a collection that ran in a game's keeping thread frees some text's
    buffers): pyglet only queues those, and a headless table that never made its context current
    again kept them all, growing some 0.25 MB a long Zwoggel game (`bench soak`)."""
    for _ in range(frames):
        if fixed:
            window.dispatch_event("on_fixed_update", dt)
        window.dispatch_event("on_update", dt)
        draw_now(window)
        window.flip()
        pyglet.app.platform_event_loop.dispatch_posted_events()


def draw_now(window: arcade.Window) -> None:
    """One frame drawn as pyglet's Window.draw draws it: the context made current first (the GL
    objects let go in other threads meanwhile are deleted then; see `step`), then on_draw."""
    window.switch_to()
    window.dispatch_event("on_draw")
