"""One-line notices for the player (a damaged file set aside, where the log is), on every screen.

Notices come from the store's queue (game/store/notices.py) and from the window (the settings'
own notice); the strip shows each along the top of the screen for a while, wrapped to the window,
in the player's language, over whatever the screen draws. A click on it dismisses it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import arcade

from ...store.notices import take_notices
from .. import theme
from ..fit import fit_height

SHOW_S = 10.0  # wall-clock seconds a notice stays (a paused table does not stop it)
MOST = 3  # notices shown at once


@dataclass
class Shown:
    text: str
    until: float


class NoticeStrip:
    def __init__(self) -> None:
        self.shown: list[Shown] = []
        self.text = arcade.Text(
            "", 0, 0, theme.WHITE, 13, font_name=theme.FONT, multiline=True, width=800, anchor_y="top"
        )
        self.box = arcade.LBWH(0, 0, 0, 0)
        self.size = (1280, 720)

    def add(self, text: str) -> None:
        if text and all(s.text != text for s in self.shown):
            self.shown.append(Shown(text, time.monotonic() + SHOW_S))

    def collect(self) -> None:
        """Take what the store queued since the last frame."""
        for notice in take_notices():
            self.add(notice.text())

    def draw(self, width: int, height: int, font_size: float) -> None:
        self.collect()
        now = time.monotonic()
        self.shown = [s for s in self.shown if s.until > now]
        if not self.shown:
            return
        lines = "\n".join(s.text for s in self.shown[-MOST:])
        margin = width * 0.03
        if self.text.text != lines or self.size != (width, height):
            self.size = (width, height)
            self.text.text = lines
            self.text.width = int(width - 4 * margin)
            self.text.font_size = font_size
            fit_height(self.text, height * 0.2)
        h = self.text.content_height + margin * 0.8
        self.box = arcade.LBWH(margin, height - margin * 0.5 - h, width - 2 * margin, h)
        self.text.x, self.text.y = margin * 2, height - margin * 0.9
        arcade.draw_rect_filled(self.box, (20, 16, 14, 235))
        arcade.draw_rect_outline(self.box, theme.HIGHLIGHT, 2)
        self.text.draw()

    def click(self, x: float, y: float) -> bool:
        """A click on the strip dismisses what it shows; True if it was on the strip."""
        b = self.box
        if self.shown and b.left <= x <= b.right and b.bottom <= y <= b.top:
            self.shown = []
            return True
        return False
