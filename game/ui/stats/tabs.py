"""A strip of tabs over a page: one per game and one for all of them, the chosen one lit. Clicked
with the mouse, or moved through with ← → by the screen. Panels and words are built when the
labels, the choice or the place change."""

from __future__ import annotations

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled, create_rectangle_outline

from .. import theme
from ..fit import fit_width
from ..text_batch import TextBatch


class Tabs:
    def __init__(self, count: int) -> None:
        self.texts = TextBatch()
        self.labels = [self.texts.text(14, bold=True, colour=theme.INK) for _ in range(count)]
        for t in self.labels:
            t.anchor_x, t.anchor_y = "center", "center"
        self.boxes = [arcade.LBWH(0, 0, 0, 0) for _ in range(count)]
        self.chosen = 0
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.shown: tuple[object, ...] = ()

    def layout(self, box: arcade.types.Rect, font: float, words: list[str]) -> None:
        """Share `box`'s width between the tabs, side by side."""
        n = len(self.labels)
        gap = font * 0.5
        width = (box.width - gap * (n - 1)) / n
        self.boxes = [
            arcade.LBWH(box.left + i * (width + gap), box.bottom, width, box.height) for i in range(n)
        ]
        for label, text, b in zip(self.labels, words, self.boxes, strict=True):
            label.text, label.font_size = text, font
            fit_width(label, b.width - font)
            label.x, label.y = b.center_x, b.center_y
        self.shown = ()

    def at(self, x: float, y: float) -> int | None:
        for i, b in enumerate(self.boxes):
            if b.left <= x <= b.right and b.bottom <= y <= b.top:
                return i
        return None

    def draw(self) -> None:
        key = (self.chosen, *self.boxes)
        if key != self.shown:
            self.shown = key
            self.shapes = ShapeElementList()
            for i, b in enumerate(self.boxes):
                fill = theme.HIGHLIGHT if i == self.chosen else theme.PANEL
                alpha = 255 if i == self.chosen else 200
                x, y = b.center_x, b.center_y
                self.shapes.append(create_rectangle_filled(x, y, b.width, b.height, (*fill, alpha)))
                self.shapes.append(
                    create_rectangle_outline(x, y, b.width, b.height, (*theme.PANEL_EDGE, 255), 2)
                )
        self.shapes.draw()
        self.texts.draw()
