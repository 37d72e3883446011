"""A vertical list of rows driven by mouse and keyboard: menus, pause, results, setup, settings.

A row has a label and optionally a value that left/right change, an action on Enter/click, and a
text field that typing edits. Text objects are built once and only re-laid out on resize.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade

from .. import theme


@dataclass
class Row:
    label: Callable[[], str]
    on_activate: Callable[[], None] | None = None
    value: Callable[[], str] | None = None
    on_change: Callable[[int], None] | None = None  # -1 left, +1 right
    on_text: Callable[[str], None] | None = None  # a typed character, or "\b" for backspace
    enabled: Callable[[], bool] = lambda: True


class MenuList:
    """Rows centred in a box; `selected` moves with the arrows and follows the mouse."""

    def __init__(self, rows: list[Row], font_size: float = 22, row_height: float = 54) -> None:
        self.rows = rows
        self.base_font = font_size
        self.base_row = row_height
        self.selected = 0
        self.center_x = 0.0
        self.top = 0.0
        self.width = 0.0
        self.row_h = row_height
        self.labels = [arcade.Text("", 0, 0, theme.INK, font_size, font_name=theme.FONT) for _ in rows]
        self.values = [
            arcade.Text("", 0, 0, theme.INK, font_size, font_name=theme.FONT, anchor_x="right") for _ in rows
        ]

    def layout(self, center_x: float, top: float, width: float, scale: theme.Scale) -> None:
        self.center_x, self.top, self.width = center_x, top, width
        self.row_h = scale.px(self.base_row)
        size = scale.font(self.base_font)
        for i, (label, value) in enumerate(zip(self.labels, self.values, strict=True)):
            y = self.row_y(i)
            label.font_size = value.font_size = size
            label.y = value.y = y - size * 0.4
            if self.rows[i].value is None:
                label.anchor_x = "center"
                label.x = center_x
            else:
                label.anchor_x = "left"
                label.x = center_x - width / 2 + scale.px(18)
                value.x = center_x + width / 2 - scale.px(18)

    def row_y(self, i: int) -> float:
        return self.top - (i + 0.5) * self.row_h

    def bottom(self) -> float:
        return self.top - len(self.rows) * self.row_h

    def row_at(self, x: float, y: float) -> int | None:
        if abs(x - self.center_x) > self.width / 2:
            return None
        i = int((self.top - y) // self.row_h)
        return i if 0 <= i < len(self.rows) and y <= self.top else None

    # ------------------------------------------------------------ input
    def move(self, step: int) -> None:
        n = len(self.rows)
        for _ in range(n):
            self.selected = (self.selected + step) % n
            if self.rows[self.selected].enabled():
                return

    def activate(self, i: int | None = None) -> bool:
        row = self.rows[self.selected if i is None else i]
        if row.enabled() and row.on_activate is not None:
            row.on_activate()
            return True
        if row.enabled() and row.on_change is not None:
            row.on_change(+1)
            return True
        return False

    def change(self, step: int) -> bool:
        row = self.rows[self.selected]
        if row.enabled() and row.on_change is not None:
            row.on_change(step)
            return True
        return False

    def type_text(self, text: str) -> bool:
        row = self.rows[self.selected]
        if row.enabled() and row.on_text is not None:
            for ch in text:
                if ch.isprintable():
                    row.on_text(ch)
            return True
        return False

    def backspace(self) -> bool:
        row = self.rows[self.selected]
        if row.enabled() and row.on_text is not None:
            row.on_text("\b")
            return True
        return False

    def hover(self, x: float, y: float) -> None:
        i = self.row_at(x, y)
        if i is not None and self.rows[i].enabled():
            self.selected = i

    def click(self, x: float, y: float) -> bool:
        i = self.row_at(x, y)
        if i is None or not self.rows[i].enabled():
            return False
        self.selected = i
        row = self.rows[i]
        if row.on_change is not None and row.on_activate is None:
            row.on_change(-1 if x < self.center_x else +1)
            return True
        return self.activate(i)

    # ------------------------------------------------------------ drawing
    def draw(self) -> None:
        left = self.center_x - self.width / 2
        for i, row in enumerate(self.rows):
            y = self.row_y(i)
            h = self.row_h * 0.84
            box = arcade.LBWH(left, y - h / 2, self.width, h)
            colour = theme.HIGHLIGHT if i == self.selected else theme.PANEL
            arcade.draw_rect_filled(box, colour)
            arcade.draw_rect_outline(box, theme.PANEL_EDGE, 2)
            enabled = row.enabled()
            label, value = self.labels[i], self.values[i]
            text = row.label()
            if label.text != text:
                label.text = text
            label.color = theme.INK if enabled else theme.INK_SOFT
            label.draw()
            if row.value is not None:
                shown = row.value()
                if row.on_change is not None:
                    shown = f"‹ {shown} ›"
                if row.on_text is not None and i == self.selected:
                    shown = f"{shown}▏"
                if value.text != shown:
                    value.text = shown
                value.draw()
