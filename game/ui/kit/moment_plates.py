"""The viewer's moment lines on screen (moments.py says what they are): stacked plates just above
the hand, gold for a line that asks for an action now, drawn last so that nothing covers them. A
line too long for its plate shrinks a little, then wraps (large text on a small window). The lines
are laid out once when they change: a frame draws their plates in one call and their words in
another."""

from __future__ import annotations

import arcade
import pyglet
from arcade.shape_list import (
    Shape,
    ShapeElementList,
    create_rectangle_filled,
    create_rectangle_outline,
)

from .. import theme
from .moments import MOST, Moment

PLATE = (12, 20, 18, 225)
PAD = 0.8  # the plate's margin round its words, in font sizes
SMALLEST = 0.75  # a line shrinks to this share of its font size before it wraps
TIGHTEST = 0.55  # the first line may shrink this far to stay under the game's buttons
UNWRAPPED = 100_000  # a wrapping width no line reaches: to measure a line on one row


class MomentPlates:
    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
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
                batch=self.batch,
            )
            for _ in range(MOST)
        ]
        self.plates: ShapeElementList[Shape] = ShapeElementList()
        self.shown: tuple[tuple[str, bool], ...] = ()  # the lines laid out, as (words, urgent)
        self.x, self.bottom, self.width, self.font = 640.0, 150.0, 600.0, 14.0
        self.ceiling: float | None = None  # the lines stay below this (a game's buttons), the first always

    def layout(self, x: float, bottom: float, width: float, font: float) -> None:
        self.x, self.bottom, self.width, self.font = x, bottom, width, font
        self.shown = ()  # laid out again at the next draw
        for text in self.texts:
            text.text = ""

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
        if text.content_width > width:  # (a text's width follows its size: one step, not a search)
            text.font_size = max(self.font * SMALLEST, self.font * 0.98 * width / text.content_width)
        text.width = int(width)

    def draw(self, lines: list[Moment]) -> None:
        lines = lines[:MOST]
        key = tuple((m.text, m.urgent) for m in lines)
        if key != self.shown:
            self.arrange(lines)
            self.shown = key
        if lines:
            self.plates.draw()
            self.batch.draw()

    def arrange(self, lines: list[Moment]) -> None:
        """Fit the lines, the most pressing first and on top, as many as fit under the ceiling;
        their plates become one shape list."""
        pad = self.font * PAD
        y = self.bottom + pad * 0.4
        shown: list[tuple[Moment, arcade.Text]] = []
        top = y
        for moment, text in zip(lines, self.texts, strict=False):
            self.fit(text, moment.text, self.width - 2 * pad)
            text.color = theme.HIGHLIGHT if moment.urgent else theme.WHITE
            if shown and self.ceiling is not None and top + text.content_height + pad > self.ceiling:
                break  # no room left under the game's buttons: the history keeps the line
            while self.ceiling is not None and top + text.content_height + pad > self.ceiling:
                if text.font_size <= self.font * TIGHTEST:
                    break
                text.font_size *= 0.94  # the first line, where room is short: smaller, not over the buttons
            top += text.content_height + pad
            shown.append((moment, text))
        for text in self.texts[len(shown) :]:
            text.text = ""
        self.plates = ShapeElementList()
        for moment, text in reversed(shown):  # the first line on top
            w = min(self.width, text.content_width + 2 * pad)
            h = text.content_height + pad * 0.7
            cx, cy = self.x, y + h / 2
            self.plates.append(create_rectangle_filled(cx, cy, w, h, PLATE))
            if moment.urgent:
                edge = max(2.0, self.font * 0.15)
                self.plates.append(create_rectangle_outline(cx, cy, w, h, (*theme.HIGHLIGHT, 255), edge))
            text.x, text.y = self.x, y + pad * 0.35
            y += h + pad * 0.3
