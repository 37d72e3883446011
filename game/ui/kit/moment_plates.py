"""The viewer's moment lines on screen (moments.py says what they are): stacked plates just above
the hand, gold for a line that asks for an action now, drawn last so that nothing covers them. A
line too long for its plate shrinks a little, then wraps (large text on a small window)."""

from __future__ import annotations

import arcade

from .. import theme
from .moments import MOST, Moment

PLATE = (12, 20, 18, 225)
PAD = 0.8  # the plate's margin round its words, in font sizes
SMALLEST = 0.75  # a line shrinks to this share of its font size before it wraps
TIGHTEST = 0.55  # the first line may shrink this far to stay under the game's buttons
UNWRAPPED = 100_000  # a wrapping width no line reaches: to measure a line on one row


class MomentPlates:
    def __init__(self) -> None:
        self.texts = [
            arcade.Text(
                "",
                0,
                0,
                theme.WHITE,
                14,
                font_name=theme.FONT,
                anchor_x="center",
                anchor_y="bottom",
                multiline=True,
                width=600,
                align="center",
            )
            for _ in range(MOST)
        ]
        self.x, self.bottom, self.width, self.font = 640.0, 150.0, 600.0, 14.0
        self.ceiling: float | None = None  # the lines stay below this (a game's buttons), the first always

    def layout(self, x: float, bottom: float, width: float, font: float) -> None:
        self.x, self.bottom, self.width, self.font = x, bottom, width, font
        for text in self.texts:
            text.text = ""  # laid out again at the next draw

    def top(self, rows: int) -> float:
        """How high the lines reach at most, each of `rows` rows at full size: the room a game
        keeps clear of what the player must click."""
        words = "\n".join(["Ag"] * rows)
        probe = arcade.Text(
            words, 0, 0, font_size=self.font, font_name=theme.FONT, multiline=True, width=UNWRAPPED
        )
        pad = self.font * PAD
        return self.bottom + pad * 0.4 + MOST * (probe.content_height + pad * 0.7 + pad * 0.3)

    def fit(self, text: arcade.Text, words: str, width: float) -> None:
        """`words` on one line, a little smaller if need be; wrapped if still too long."""
        text.width = UNWRAPPED
        text.font_size = self.font
        text.text = words
        while text.content_width > width and text.font_size > self.font * SMALLEST:
            text.font_size *= 0.94
        text.width = int(width)

    def draw(self, lines: list[Moment]) -> None:
        pad = self.font * PAD
        y = self.bottom + pad * 0.4
        shown: list[tuple[Moment, arcade.Text]] = []
        top = y
        for moment, text in zip(lines, self.texts, strict=False):  # the most pressing first
            colour = theme.HIGHLIGHT if moment.urgent else theme.WHITE
            if text.text != moment.text or tuple(text.color)[:3] != colour:
                self.fit(text, moment.text, self.width - 2 * pad)
                text.color = colour
            if shown and self.ceiling is not None and top + text.content_height + pad > self.ceiling:
                break  # no room left under the game's buttons: the history keeps the line
            while self.ceiling is not None and top + text.content_height + pad > self.ceiling:
                if text.font_size <= self.font * TIGHTEST:
                    break
                text.font_size *= 0.94  # the first line, where room is short: smaller, not over the buttons
            top += text.content_height + pad
            shown.append((moment, text))
        for moment, text in reversed(shown):  # the first line on top
            w = min(self.width, text.content_width + 2 * pad)
            h = text.content_height + pad * 0.7
            box = arcade.LBWH(self.x - w / 2, y, w, h)
            arcade.draw_rect_filled(box, PLATE)
            if moment.urgent:
                arcade.draw_rect_outline(box, theme.HIGHLIGHT, max(2.0, self.font * 0.15))
            text.x, text.y = self.x, y + pad * 0.35
            text.draw()
            y += h + pad * 0.3
