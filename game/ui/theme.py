"""Colours and proportional sizes shared by every screen (laid out by proportion, not pixels)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

BASE_W, BASE_H = 1280, 720
MIN_W, MIN_H = 1024, 576

FELT = (28, 74, 60)
FLOOR = (44, 33, 27)  # the room the tables stand in: the background of every screen
FELT_DARK = (18, 50, 42)
PANEL = (250, 243, 228)
PANEL_EDGE = (92, 64, 42)
INK = (46, 34, 28)
INK_SOFT = (120, 100, 84)
ACCENT = (214, 104, 56)
HIGHLIGHT = (255, 214, 110)
WHITE = (255, 255, 255)
SIGHT = (255, 244, 214)  # looks: the faces' sight lines, and the mark on the face the viewer looks at
SHADE = (0, 0, 0, 170)
OPAQUE_SHADE = (16, 24, 22)

FONT = ("DejaVu Sans", "Arial", "calibri")


@dataclass(frozen=True)
class Scale:
    """Sizes for one window size: everything scales with the smaller of the two ratios; texts
    also with the player's text size (a setting, for couch play on a television)."""

    width: int
    height: int
    text: float = 1.0

    @property
    def k(self) -> float:
        return min(self.width / BASE_W, self.height / BASE_H)

    def px(self, base: float) -> float:
        """A length given for 1280×720, at this window's size."""
        return base * self.k

    def font(self, base: float) -> float:
        return max(9.0, base * self.k * self.text)


class Screen(Protocol):
    """What a screen's sizes are read from: a window (whose settings, if any, say the text size)."""

    @property
    def width(self) -> int: ...

    @property
    def height(self) -> int: ...


def scale_for(window: Screen) -> Scale:
    """The sizes of `window` now, with the player's text size."""
    settings = getattr(window, "settings", None)
    text = getattr(settings, "text_size", 1.0)
    return Scale(window.width, window.height, text)
