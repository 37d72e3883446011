"""What a couch's screen shows where the hand goes: a "Hide my cards" button while one player
looks, and while nobody does, a line saying how to look and how to act without looking."""

from __future__ import annotations

import arcade

from .. import theme
from ..fit import fit_height, fit_width


class CouchBar:
    def __init__(self) -> None:
        self.button = arcade.Text(
            "", 0, 0, theme.INK, 13, font_name=theme.FONT, anchor_x="center", anchor_y="center"
        )
        self.box = arcade.LBWH(0, 0, 0, 0)
        self.hint = arcade.Text(
            "",
            0,
            0,
            theme.WHITE,
            13,
            font_name=theme.FONT,
            anchor_x="center",
            anchor_y="center",
            multiline=True,
            width=600,
            align="center",
        )
        self.area = arcade.LBWH(0, 0, 1, 1)
        self.font = 13.0

    def layout(self, hand: arcade.types.Rect, label: str, font: float, pad: float) -> None:
        """The button above the hand's right end; the hint across the hand's place."""
        self.area, self.font = hand, font
        self.button.text = label
        self.button.font_size = font
        fit_width(self.button, hand.width * 0.4)
        bw, bh = self.button.content_width + 2 * pad, self.button.content_height + pad
        x, y = hand.right - bw / 2, hand.top + bh / 2 + pad * 0.3
        self.box = arcade.LBWH(x - bw / 2, y - bh / 2, bw, bh)
        self.button.x, self.button.y = x, y
        self.hint.text = ""  # laid out again when next drawn

    def draw_button(self) -> None:
        arcade.draw_rect_filled(self.box, theme.PANEL)
        arcade.draw_rect_outline(self.box, theme.PANEL_EDGE, 2)
        self.button.draw()

    def draw_hint(self, text: str) -> None:
        if self.hint.text != text:
            a = self.area
            self.hint.text = text
            self.hint.width = int(a.width * 0.9)
            self.hint.font_size = self.font
            fit_height(self.hint, a.height * 0.8)
            self.hint.x, self.hint.y = a.center_x, a.center_y
        self.hint.draw()

    def on_button(self, x: float, y: float) -> bool:
        b = self.box
        return b.left <= x <= b.right and b.bottom <= y <= b.top
