"""What a couch's screen shows where the hand goes: while one player looks, whose cards these are
(their name and seat, at the hand's end toward their face) and a "Hide my cards" button at the
other end; while nobody does, a line saying how to look and how to act without looking."""

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
        self.owner = arcade.Text(
            "", 0, 0, theme.HIGHLIGHT, 13, font_name=theme.FONT, anchor_y="center", bold=True
        )  # whose cards the hand holds
        self.owner_box = arcade.LBWH(0, 0, 0, 0)
        self.area = arcade.LBWH(0, 0, 1, 1)
        self.font = 13.0

    def layout(
        self,
        hand: arcade.types.Rect,
        label: str,
        font: float,
        pad: float,
        owner: str = "",
        right: bool = False,
    ) -> None:
        """Above the hand's right end the button; whose cards these are (`owner`) at its left
        end, or beside the button when the hand lies on the `right` (toward its owner's face, and
        off the board in the middle of the table); the hint across the hand's place."""
        self.area, self.font = hand, font
        self.button.text = label
        self.button.font_size = font
        fit_width(self.button, hand.width * 0.4)
        bw, bh = self.button.content_width + 2 * pad, self.button.content_height + pad
        x, y = hand.right - bw / 2, hand.top + bh / 2 + pad * 0.3
        self.box = arcade.LBWH(x - bw / 2, y - bh / 2, bw, bh)
        self.button.x, self.button.y = x, y
        self.owner.text = owner
        self.owner.font_size = font
        fit_width(self.owner, hand.width - bw - 3 * pad)
        ow = self.owner.content_width + 2 * pad
        left = self.box.left - pad * 0.5 - ow if right else hand.left
        self.owner.x, self.owner.y = left + pad, y
        self.owner_box = arcade.LBWH(left, y - bh / 2, ow, bh)
        self.hint.text = ""  # laid out again when next drawn

    def draw_button(self) -> None:
        """The owner's name and seat (on a dark band, over the table's rim) and the button."""
        if self.owner.text:
            arcade.draw_rect_filled(self.owner_box, theme.SHADE)
            self.owner.draw()
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
