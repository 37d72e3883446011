"""Driving the practice screens headless: open one on a clock the test moves, run frames (drawn
and flipped, or only updated while nothing needs to reach the screen), answer with real events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import arcade

from game.store.levels import PracticeLevel
from game.ui.headless import FRAME, step
from game.ui.practice.clock import FrameClock
from game.ui.routes import build


def open_trial(window: Any, level: PracticeLevel, mode: str = "timed", seed: int = 11) -> Any:
    view = build("practice-trial", level, 3, mode, "Tester", seed, FrameClock())
    window.show_view(view)
    return view


def open_drill(window: Any, level: PracticeLevel, seed: int = 5) -> Any:
    view = build("practice-drill", level, 5, "Tester", seed, FrameClock())
    window.show_view(view)
    return view


def frame(window: Any, draw: bool = True) -> None:
    """One frame: the update (the view's clock moves on by a frame), then, if `draw`, the drawing
    and the flip that presents it."""
    if draw:
        step(window)
    else:
        window.dispatch_event("on_update", FRAME)


def run_until(window: Any, done: Callable[[], bool], draw: Callable[[], bool], most: int = 20_000) -> None:
    for _ in range(most):
        if done():
            return
        frame(window, draw())
    raise AssertionError("the screen never got there")


def face_key(face: int) -> int:
    return getattr(arcade.key, f"KEY_{face + 1}")


def face_centre(view: Any, face: int) -> tuple[float, float]:
    x, y, _ = view.ring.seats.spots[face]
    return x, y
