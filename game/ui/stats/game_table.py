"""The table of games played, one page of it: a heading row and a row per game (when, game, seats,
result, length), every other row striped, the selected one lit. Texts are one batch and the
panels one shape list, both made again only when the page, its place or the selection changes."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled, create_rectangle_outline

from .. import theme
from ..fit import elide
from ..text_batch import TextBatch

STRIPE = (241, 231, 210)
GONE = (150, 136, 120)  # the words of a game whose recording is gone
COLUMNS = (0.17, 0.17, 0.40, 0.16, 0.10)  # shares of the width: when, game, seats, result, length
MOST_ROWS = 30


@dataclass(frozen=True)
class Line:
    """One game as the table words it."""

    cells: tuple[str, str, str, str, str]
    kept: bool  # its recording is still there (it can be watched)


class GameTable:
    def __init__(self) -> None:
        self.texts = TextBatch()
        self.heads = [self.texts.text(11, bold=True, colour=theme.INK_SOFT) for _ in COLUMNS]
        self.cells = [[self.texts.text(13, colour=theme.INK) for _ in COLUMNS] for _ in range(MOST_ROWS)]
        for t in (*self.heads, *(c for row in self.cells for c in row)):
            t.anchor_y = "center"
        self.heads[-1].anchor_x = "right"
        for row in self.cells:
            row[-1].anchor_x = "right"
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.font = 13.0
        self.lines: list[Line] = []
        self.selected = 0
        self.shown: tuple[object, ...] = ()

    def rows_that_fit(self, box: arcade.types.Rect, font: float) -> int:
        """How many games a page holds in `box` at `font`."""
        return max(1, min(MOST_ROWS, int(box.height / self.row_height(font)) - 1))

    @staticmethod
    def row_height(font: float) -> float:
        return font * 2.3

    def show(self, box: arcade.types.Rect, font: float, heads: list[str], lines: list[Line]) -> None:
        self.box, self.font, self.lines = box, font, lines[:MOST_ROWS]
        self.selected = min(self.selected, max(0, len(self.lines) - 1))
        for text, words in zip(self.heads, heads, strict=True):
            text.text = words
        self.shown = ()

    def row_box(self, i: int) -> arcade.types.Rect:
        """Where row `i` of the page is drawn (0: the first game, under the headings)."""
        h = self.row_height(self.font)
        return arcade.LBWH(self.box.left, self.box.top - (i + 2) * h, self.box.width, h)

    def row_at(self, x: float, y: float) -> int | None:
        for i in range(len(self.lines)):
            r = self.row_box(i)
            if r.left <= x <= r.right and r.bottom <= y <= r.top:
                return i
        return None

    def _arrange(self) -> None:
        key = (self.box, self.font, self.selected, tuple(self.lines))
        if key == self.shown:
            return
        self.shown = key
        box, f = self.box, self.font
        pad = f * 0.7
        lefts, x = [], box.left + pad
        widths = [(box.width - 2 * pad) * share for share in COLUMNS]
        for w in widths:
            lefts.append(x)
            x += w
        self.shapes = ShapeElementList()
        head_y = box.top - self.row_height(f) / 2
        for k, text in enumerate(self.heads):
            text.font_size = f * 0.85
            text.x = lefts[k] + widths[k] if k == len(COLUMNS) - 1 else lefts[k]
            text.y = head_y
            elide(text, widths[k] - pad, smallest=text.font_size)
        for i, cells in enumerate(self.cells):
            if i >= len(self.lines):
                for text in cells:
                    text.text = ""
                continue
            line, r = self.lines[i], self.row_box(i)
            fill = theme.HIGHLIGHT if i == self.selected else (STRIPE if i % 2 else theme.PANEL)
            self.shapes.append(
                create_rectangle_filled(r.center_x, r.center_y, r.width, r.height, (*fill, 255))
            )
            for k, text in enumerate(cells):
                text.text, text.font_size = line.cells[k], f
                text.color = theme.INK if line.kept else GONE
                x = lefts[k] + widths[k] if k == len(COLUMNS) - 1 else lefts[k]
                text.x, text.y = round(x), round(r.center_y)  # whole pixels: no glyph loses a row
                elide(text, widths[k] - pad, smallest=f)
        if self.lines:
            last = self.row_box(len(self.lines) - 1)
            top = box.top - self.row_height(f)
            self.shapes.append(
                create_rectangle_outline(
                    box.center_x,
                    (top + last.bottom) / 2,
                    box.width,
                    top - last.bottom,
                    (*theme.PANEL_EDGE, 255),
                    2,
                )
            )

    def draw(self) -> None:
        self._arrange()
        self.shapes.draw()
        self.texts.draw()
