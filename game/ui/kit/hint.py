"""A short note for the player on a paper panel in the log's place: a hint shown once, say.

It never stops play: it takes no key, and only a click on the panel itself (which closes it); it
goes by itself after a while of table time. Its words are asked for again at each layout, so a
change of language reads at once. It says the same to everyone: nothing private goes in it.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from .. import theme
from ..fit import fit_height, fit_width

Words = Callable[[], tuple[str, str]]  # the note, and the small line on how to close it
GROW = 1.5  # a long note (small window, long language) may rise above its place up to this much


class Hint:
    def __init__(self) -> None:
        self.text = arcade.Text(
            "", 0, 0, theme.INK, 12, font_name=theme.FONT, multiline=True, width=400, anchor_y="top"
        )
        self.close_line = arcade.Text(
            "", 0, 0, theme.INK_SOFT, 10, font_name=theme.FONT, anchor_x="right", anchor_y="bottom"
        )
        self.words: Words | None = None
        self.until = 0.0
        self.place = self.box = arcade.LBWH(0, 0, 1, 1)
        self.font = 12.0

    @property
    def open(self) -> bool:
        return self.words is not None

    def show(self, words: Words, now: float, lasts: float) -> None:
        """Show `words` from `now` for `lasts` seconds of table time (or until a click on it)."""
        self.words = words
        self.until = now + lasts
        if self.place.width > 1:  # laid out already (else the stage's layout will do it)
            self.layout(self.place, self.font)

    def close(self) -> None:
        self.words = None

    def layout(self, place: arcade.types.Rect, font_size: float) -> None:
        """Lay the note out in `place` (its bottom and width); it rises higher if it must."""
        self.place, self.font = place, font_size
        self.box = place
        if self.words is None:
            return
        note, closing = self.words()
        pad = font_size * 0.7
        self.close_line.text = closing
        self.close_line.font_size = max(9.0, font_size * 0.8)
        fit_width(self.close_line, place.width - 2 * pad)
        self.close_line.x, self.close_line.y = place.right - pad, place.bottom + pad * 0.5
        self.text.text = note
        self.text.font_size = font_size
        self.text.width = int(place.width - 2 * pad)
        room = pad * 1.4 + self.close_line.content_height
        fit_height(self.text, place.height * GROW - room)
        height = max(place.height, self.text.content_height + room)
        self.box = arcade.LBWH(place.left, place.bottom, place.width, height)
        self.text.x, self.text.y = place.left + pad, self.box.top - pad * 0.7

    def draw(self, now: float) -> bool:
        """Draw the note while it lasts; False once it is gone (the log may draw there)."""
        if self.words is None:
            return False
        if now >= self.until:
            self.close()
            return False
        arcade.draw_rect_filled(self.box, theme.PANEL)
        arcade.draw_rect_outline(self.box, theme.PANEL_EDGE, 2)
        self.text.draw()
        self.close_line.draw()
        return True

    def click(self, x: float, y: float) -> bool:
        """A click on the note closes it; True if it was on the note."""
        b = self.box
        if self.words is not None and b.left <= x <= b.right and b.bottom <= y <= b.top:
            self.close()
            return True
        return False
