"""Texts that must fit where they are drawn: shrink a line to a width, a block to a box."""

from __future__ import annotations

import arcade

SMALLEST = 9.0  # no text on screen is drawn smaller than this many points


def fit_width(text: arcade.Text, width: float, smallest: float = SMALLEST) -> None:
    """Shrink a one-line text until it is no wider than `width` (long names, large fonts)."""
    while text.content_width > width and text.font_size > smallest:
        text.font_size = max(smallest, text.font_size * 0.92)


def fit_height(text: arcade.Text, height: float, smallest: float = SMALLEST) -> None:
    """Shrink a wrapped (multiline) text until its lines take no more than `height`."""
    while text.content_height > height and text.font_size > smallest:
        text.font_size = max(smallest, text.font_size * 0.92)
