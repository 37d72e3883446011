"""A question with a few answers as buttons: the number to accuse, who on the couch acts.

Answers are picked by a click or by their number key (1–9); Escape, or a click beside the
buttons, cancels. While a prompt is open the table sends it every click and key first.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from .. import theme
from ..fit import fit_width

MAX_CHOICES = 9


@dataclass
class Choice:
    label: str
    pick: Callable[[], object]  # (what it returns is not used)
    move: object = None  # the move it plays, if it is one (a guide rings the answer it waits for)


class Prompt:
    def __init__(self) -> None:
        self.question = arcade.Text("", 0, 0, theme.HIGHLIGHT, 14, font_name=theme.FONT, anchor_x="center")
        self.labels = [
            arcade.Text("", 0, 0, theme.INK, 13, font_name=theme.FONT, anchor_x="center", anchor_y="center")
            for _ in range(MAX_CHOICES)
        ]
        self.keys = [  # each answer's number key, small in the button's corner
            arcade.Text(str(i + 1), 0, 0, theme.INK_SOFT, 9, font_name=theme.FONT, anchor_y="top")
            for i in range(MAX_CHOICES)
        ]
        self.choices: list[Choice] = []
        self.owner: int | None = None
        self.boxes: list[arcade.types.Rect] = []
        self.area = (0.0, 0.0, 400.0, 14.0)  # centre x, question y, width, font size

    @property
    def open(self) -> bool:
        return bool(self.choices)

    def ask(self, question: str, choices: list[Choice], owner: int | None = None) -> None:
        """Put a question with up to nine answers; `owner` is whose question it is (None: public)."""
        self.question.text = question
        self.choices = choices[:MAX_CHOICES]
        self.owner = owner
        for text, choice in zip(self.labels, self.choices, strict=False):
            text.text = choice.label
        self.layout(*self.area)

    def close(self) -> None:
        self.choices = []
        self.owner = None

    def layout(self, x: float, y: float, width: float, font_size: float) -> None:
        self.area = (x, y, width, font_size)
        self.question.x, self.question.y = x, y
        self.question.font_size = font_size
        fit_width(self.question, width)
        n = len(self.choices)
        if not n:
            self.boxes = []
            return
        gap = font_size * 0.6
        bw = min(font_size * 9, (width - gap * (n - 1)) / n)
        bh = font_size * 2.1
        left = x - (n * bw + (n - 1) * gap) / 2
        top = y - font_size * 0.6
        self.boxes = [arcade.LBWH(left + i * (bw + gap), top - bh, bw, bh) for i in range(n)]
        for text, key, box in zip(self.labels, self.keys, self.boxes, strict=False):
            key.font_size = max(9.0, font_size * 0.6)
            key.x, key.y = box.left + font_size * 0.3, box.top - font_size * 0.15
            text.font_size = font_size * 0.92
            text.x, text.y = box.center_x + key.content_width * 0.5, box.center_y
            fit_width(text, bw - 2.5 * key.content_width)

    def draw(self) -> None:
        if not self.choices:
            return
        self.question.draw()
        for text, key, box in zip(self.labels, self.keys, self.boxes, strict=False):
            arcade.draw_rect_filled(box, theme.PANEL)
            arcade.draw_rect_outline(box, theme.PANEL_EDGE, 2)
            text.draw()
            key.draw()

    def click(self, x: float, y: float) -> bool:
        """Pick the answer under the pointer, or cancel; True if the prompt took the click."""
        if not self.choices:
            return False
        for box, choice in zip(self.boxes, self.choices, strict=False):
            if box.left <= x <= box.right and box.bottom <= y <= box.top:
                self.close()
                choice.pick()
                return True
        self.close()
        return True

    def key(self, symbol: int) -> bool:
        """A number key picks an answer; True if the prompt took the key (Escape cancels elsewhere)."""
        if not self.choices:
            return False
        for base in (arcade.key.KEY_1, arcade.key.NUM_1):
            i = symbol - base
            if 0 <= i < len(self.choices):
                choice = self.choices[i]
                self.close()
                choice.pick()
                return True
        return False
