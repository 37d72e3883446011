"""The viewer's own line under the call buttons: their team's secret signal, and to whom it goes."""

from __future__ import annotations

import arcade

from ... import theme
from ...fit import fit_width
from .saloon import Rows


class SignalLine:
    def __init__(self) -> None:
        self.text = arcade.Text("", 0, 0, theme.HIGHLIGHT, 13, font_name=theme.FONT, anchor_x="center")
        self.text.anchor_y = "center"
        self.font = 13.0
        self.width = 100.0

    def place(self, rows: Rows, buttons_bottom: float, couch_top: float | None, font: float) -> None:
        """Between the buttons and the bottom of the board's rows (or, on a couch, the "Hide my
        cards" button above the hand)."""
        y, h = rows.private
        low = max(y - h / 2, couch_top) if couch_top is not None else y - h / 2
        self.text.x, self.text.y = rows.x, (low + buttons_bottom) / 2
        self.font, self.width = font, rows.width
        self.text.font_size = font
        self.text.text = ""  # fitted again when next shown

    def show(self, line: str) -> None:
        if self.text.text != line:
            self.text.text = line
            self.text.font_size = self.font
            fit_width(self.text, self.width)

    def draw(self) -> None:
        self.text.draw()
