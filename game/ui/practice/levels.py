"""The practice levels as cards laid on the felt: each level's number, name and stars; a locked
level a card lying face down, saying so; the chosen one marked by an accent edge and bar (not lit:
the focus colour belongs to the one menu row that has the keyboard's focus or the pointer). A
click picks a level; the practice screen's menu moves through them too."""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled

from .. import theme
from ..fit import fit_width
from ..text_batch import TextBatch
from ..widgets.materials import card, draw_opaque
from .words import stars

LOCKED_INK = (226, 204, 186)  # the words on a card lying face down
CARD_BACK = (128, 60, 50)  # a locked level's card, face down
BACK_EDGE = (84, 36, 30)


@dataclass(frozen=True)
class LevelLine:
    number: int
    name: str
    stars: int
    open: bool


class LevelList:
    def __init__(self, count: int) -> None:
        self.texts = TextBatch()
        self.numbers = [self.texts.text(14, colour=theme.INK_SOFT) for _ in range(count)]
        self.names = [self.texts.text(14, colour=theme.INK) for _ in range(count)]
        self.marks = [self.texts.text(14, colour=theme.ACCENT) for _ in range(count)]
        for mark in self.marks:
            mark.anchor_x = "right"
        for text in (*self.numbers, *self.names, *self.marks):
            text.anchor_y = "center"
        self.box = arcade.LBWH(0, 0, 1, 1)
        self.row_h = 30.0
        self.font = 14.0
        self.panels: ShapeElementList[Shape] = ShapeElementList()
        self.shown: tuple[object, ...] = ()

    def layout(self, box: arcade.types.Rect, font: float) -> None:
        self.box = box
        self.row_h = box.height / len(self.names)
        self.font = min(font, self.row_h * 0.46)
        self.shown = ()

    def row_y(self, i: int) -> float:
        return self.box.top - (i + 0.5) * self.row_h

    def at(self, x: float, y: float) -> int | None:
        box = self.box
        if not (box.left <= x <= box.right and box.bottom <= y <= box.top):
            return None
        return min(len(self.names) - 1, int((box.top - y) // self.row_h))

    def show(self, lines: list[LevelLine], selected: int, locked_word: str) -> None:
        """Lay the lines out again, only when what they say changed."""
        key = (tuple(lines), selected, locked_word, self.box, self.font)
        if key == self.shown:
            return
        self.shown = key
        box, pad = self.box, self.font * 0.8
        self.panels = ShapeElementList(blend=False)
        for i, line in enumerate(lines):
            y = self.row_y(i)
            h = self.row_h * 0.84
            face = arcade.LBWH(box.left, y - h / 2, box.width, h)
            if i == selected:  # the chosen level: an accent edge and a bar at its left
                edge = max(2.0, self.font * 0.2)
                card(self.panels, face, edge=theme.ACCENT, edge_width=edge)
                bar = self.font * 0.45
                accent = (*theme.ACCENT, 255)
                self.panels.append(create_rectangle_filled(box.left + bar / 2 + 1, y, bar, h * 0.7, accent))
            elif line.open:
                card(self.panels, face)
            else:
                card(self.panels, face, fill=CARD_BACK, edge=BACK_EDGE)
            number, name, mark = self.numbers[i], self.names[i], self.marks[i]
            number.text, name.text = f"{line.number}", line.name
            mark.text = stars(line.stars) if line.open else locked_word
            for text in (number, name, mark):
                text.font_size = self.font
                text.y = y
            mark.color = theme.ACCENT if line.open else LOCKED_INK
            number.color = theme.INK_SOFT if line.open else LOCKED_INK
            name.color = theme.INK if line.open else LOCKED_INK
            number.x = box.left + pad
            name.x = box.left + pad + self.font * 2.4
            mark.x = box.right - pad
            fit_width(mark, box.width * 0.3)
            fit_width(name, mark.x - mark.content_width - pad - name.x)

    def draw(self) -> None:
        draw_opaque(self.panels)
        self.texts.draw()
