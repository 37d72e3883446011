"""Many texts drawn in one call: a pyglet batch, and the list of what is in it.

Each `arcade.Text.draw()` is a draw call of its own (a frame of name plates holds dozens); texts
made here are drawn all at once by `draw()`. Change a text's words, place or colour as usual.
"""

from __future__ import annotations

import arcade
import pyglet

from . import theme


class TextBatch:
    def __init__(self) -> None:
        self.batch = pyglet.graphics.Batch()
        self.texts: list[arcade.Text] = []

    def text(
        self, size: float, bold: bool = False, colour: tuple[int, int, int] = theme.WHITE
    ) -> arcade.Text:
        """A new, empty text in this batch."""
        t = arcade.Text("", 0, 0, colour, size, font_name=theme.FONT, bold=bold, batch=self.batch)
        self.texts.append(t)
        return t

    def draw(self) -> None:
        self.batch.draw()
