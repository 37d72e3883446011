"""One pass over every scene in a language and text size, shared by the checks that read it.

Each scene is built for the pass's first window size (as the window it opens in), let run for
four frames, and its frame drawn: its texts recorded and, at that size, its picture read. Then the
same screen is laid out again for each other size of the pass (as when the player resizes the
window, no time passing) and its texts recorded again. The layout checks (test_layout.py) read the
problems at every size; the every-scene render check (test_views.py) reads the picture. One pass
per language and text size and per worker: the first test that needs it works it out.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

import arcade

from game.ui.headless import step
from game.ui.scenes import scene_names, show_scene

from .screen import layout_problems, recording

Size = tuple[int, int]

# The sizes of each pass, the one every scene is built for first. English opens at the default
# size (the real headless window's 1280×720: its pictures are true ones) and is resized; French
# opens at the smallest and is resized up; the largest text at one size each.
PASSES: dict[tuple[str, float], list[Size]] = {
    ("en", 1.0): [(1280, 720), (1024, 576), (1920, 1080), (2560, 1440)],
    ("fr", 1.0): [(1024, 576), (1280, 720), (1920, 1080), (2560, 1440)],
    ("fr", 1.6): [(1024, 576)],  # the largest text, on the smallest window
    ("en", 1.6): [(1920, 1080)],  # and for a television
}


@dataclass
class ScenePass:
    """What one pass found: layout problems by size, and each scene's picture at the size it was
    built for, as the number of colours of a 64×36 thumbnail (a blank screen has one or two)."""

    problems: dict[Size, list[str]]
    colours: dict[str, int] = field(default_factory=dict)


_DONE: dict[tuple[str, float], ScenePass] = {}


def scene_pass(window: Any, lang: str, text: float) -> ScenePass:
    """The pass for `lang` at `text` size, worked out once per process."""
    if (lang, text) not in _DONE:
        _DONE[(lang, text)] = run_pass(window, lang, text)
    return _DONE[(lang, text)]


def run_pass(window: Any, lang: str, text: float) -> ScenePass:
    """Every screen built for the pass's first size, in `lang` at `text` size, let run for four
    frames, then laid out again and drawn at each of the pass's sizes (no time passing). (As
    `pretend_size`: layout reads the window's size; the pixels are only true ones at the real
    size, 1280×720, where the picture of a scene built for it is read.)"""
    window.apply_settings(replace(window.settings, language=lang, text_size=text), save=False)
    sizes = PASSES[(lang, text)]
    found = ScenePass({size: [] for size in sizes})
    real = (window._width, window._height)
    try:
        for scene in scene_names():
            for size in sizes:
                window._width, window._height = size
                if size == sizes[0]:  # built for this size, as the window it opens in
                    window.viewport = (0, 0, *size)
                    show_scene(window, scene, seed=3)
                    step(window, 4)
                else:  # the window resized: the same screen laid out again
                    window.dispatch_event("on_resize", *size)
                with recording() as drawn:
                    window.dispatch_event("on_draw")
                if size == sizes[0] == real:  # read before the flip (ARCADE_NOTES.md)
                    image = arcade.get_image(0, 0, *size).convert("RGB")
                    found.colours[scene] = len(image.resize((64, 36)).getcolors(64 * 36) or [])
                window.flip()
                found.problems[size] += [f"{scene}: {p}" for p in layout_problems(drawn, *size)]
            window.ctx.finish()
    finally:
        window._width, window._height = real
        window.dispatch_event("on_resize", *real)
    return found
