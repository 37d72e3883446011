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


def elide(text: arcade.Text, width: float, smallest: float = SMALLEST) -> None:
    """Shrink a one-line text to `width`, and if it is still too wide at the smallest size, cut it
    with "…" (the whole line is told elsewhere: the table's full history)."""
    fit_width(text, width, smallest)
    if text.content_width <= width:
        return
    words = text.text
    low, high = 0, len(words)  # the longest start that fits with its "…"
    while low < high:
        mid = (low + high + 1) // 2
        text.text = words[:mid].rstrip() + "…"
        if text.content_width <= width:
            low = mid
        else:
            high = mid - 1
    text.text = words[:low].rstrip() + "…"
