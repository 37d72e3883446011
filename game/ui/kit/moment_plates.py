"""The viewer's moment lines on screen (moments.py says what they are): stacked plates just above
the hand, gold for a line that asks for an action now, drawn last so that nothing covers them."""

from __future__ import annotations

import arcade

from .. import theme
from ..fit import fit_width
from .moments import MOST, Moment

PLATE = (12, 20, 18, 225)


class MomentPlates:
    def __init__(self) -> None:
        self.texts = [
            arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center", anchor_y="center")
            for _ in range(MOST)
        ]
        self.x, self.bottom, self.width, self.font = 640.0, 150.0, 600.0, 14.0

    def layout(self, x: float, bottom: float, width: float, font: float) -> None:
        self.x, self.bottom, self.width, self.font = x, bottom, width, font

    def draw(self, lines: list[Moment]) -> None:
        step = self.font * 2.0
        for i, (moment, text) in enumerate(zip(lines, self.texts, strict=False)):
            y = self.bottom + step * (len(lines) - 1 - i) + step / 2
            colour = theme.HIGHLIGHT if moment.urgent else theme.WHITE
            if text.text != moment.text or tuple(text.color)[:3] != colour:
                text.text, text.color = moment.text, colour
                text.font_size = self.font
                fit_width(text, self.width - self.font * 1.6)
            w = min(self.width, text.content_width + self.font * 1.6)
            box = arcade.XYWH(self.x, y, w, step * 0.88)
            arcade.draw_rect_filled(box, PLATE)
            if moment.urgent:
                arcade.draw_rect_outline(box, theme.HIGHLIGHT, max(2.0, self.font * 0.15))
            text.x, text.y = self.x, y
            text.draw()
