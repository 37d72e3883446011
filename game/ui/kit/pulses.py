"""Things that pulse for a moment where the eye already is: the face that called, the card called."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import arcade

from .. import theme

PULSE_S = 1.4
Box = tuple[float, float, float, float]  # centre x, centre y, width, height
Where = Callable[[tuple[str, Any]], tuple[Box, bool] | None]  # target -> (box, round?) or None


class Pulses:
    def __init__(self) -> None:
        self.live: dict[tuple[str, Any], float] = {}

    def start(self, target: tuple[str, Any], now: float) -> None:
        self.live[target] = now

    def draw(self, now: float, where: Where, still: bool) -> None:
        """Each live target's glow, growing and fading (or steady, with reduced motion)."""
        for target, t0 in list(self.live.items()):
            u = (now - t0) / PULSE_S
            if u >= 1.0 or u < 0:
                del self.live[target]
                continue
            spot = where(target)
            if spot is None:
                continue
            (x, y, w, h), round_ = spot
            grow = 1.0 if still else 1.0 + 0.12 * math.sin(u * math.pi)
            alpha = 255 if still else int(255 * (1.0 - u) ** 0.5)
            colour = (*theme.HIGHLIGHT, alpha)
            line = max(2.0, min(w, h) * 0.05)
            if round_:
                arcade.draw_circle_outline(x, y, max(w, h) / 2 * grow, colour, line)
            else:
                box = arcade.XYWH(x, y, w * grow, h * grow)
                arcade.draw_rect_outline(box, colour, line)
