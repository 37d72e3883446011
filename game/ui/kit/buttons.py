"""A row (or a column) of buttons on the table: the calls a player may shout at any moment, a toggle.

Each button is a paper panel with its words and, small in its corner, the key that does the same
(the player's own binding). A button may be lit (a toggle that is on) or greyed (not now). The row
is centred in the box it is given and its buttons share its width; texts shrink to fit, and
words too long even at the smallest size end in "…" (the key's reminder goes first).
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled, create_rectangle_outline

from .. import theme
from ..fit import elide, fit_width
from ..text_batch import TextBatch


@dataclass
class Button:
    name: str  # what the table calls it ("winky", "done"…)
    label: str = ""
    key: str = ""  # the key that does the same, as the player reads it
    lit: bool = False
    enabled: bool = True


class ButtonRow:
    def __init__(self, names: list[str]) -> None:
        self.buttons = [Button(name) for name in names]
        self.texts = TextBatch()
        self.labels = [self.texts.text(13, bold=True, colour=theme.INK) for _ in names]
        self.keys = [self.texts.text(9, colour=theme.INK_SOFT) for _ in names]
        for text in self.labels:
            text.anchor_x, text.anchor_y = "center", "center"
        for text in self.keys:
            text.anchor_x, text.anchor_y = "right", "center"
        self.boxes: list[arcade.types.Rect] = [arcade.LBWH(0, 0, 0, 0) for _ in names]
        self.area = arcade.LBWH(0, 0, 1, 1)
        self.font = 13.0
        self.shown: tuple[object, ...] = ()
        # every button's panel in one draw, built when they change
        self.panels: ShapeElementList[Shape] = ShapeElementList()
        self.painted: tuple[object, ...] = ()

    def layout(self, area: arcade.types.Rect, font: float) -> None:
        """Share `area` between the buttons, side by side, with a gap between them."""
        self.area, self.font = area, font
        n = len(self.buttons)
        gap = font * 0.8
        width = min(font * 11, (area.width - gap * (n - 1)) / n)
        height = min(area.height, font * 2.6)
        left = area.center_x - (n * width + (n - 1) * gap) / 2
        bottom = area.center_y - height / 2
        self.boxes = [arcade.LBWH(left + i * (width + gap), bottom, width, height) for i in range(n)]
        self.shown = ()

    def layout_column(self, area: arcade.types.Rect, font: float) -> None:
        """Stack the buttons in `area`, one under the other, with a gap between them."""
        self.area, self.font = area, font
        n = len(self.buttons)
        gap = font * 0.6
        height = min(font * 2.6, (area.height - gap * (n - 1)) / n)
        top = area.center_y + (n * height + (n - 1) * gap) / 2
        self.boxes = [
            arcade.LBWH(area.left, top - (i + 1) * height - i * gap, area.width, height) for i in range(n)
        ]
        self.shown = ()

    def place(self, boxes: list[arcade.types.Rect], font: float) -> None:
        """Put each button in its own box (one box a button, in order)."""
        assert len(boxes) == len(self.buttons)
        self.boxes, self.font = list(boxes), font
        left, right = min(b.left for b in boxes), max(b.right for b in boxes)
        self.area = arcade.LRBT(left, right, min(b.bottom for b in boxes), max(b.top for b in boxes))
        self.shown = ()

    def set(self, name: str, label: str, key: str, lit: bool = False, enabled: bool = True) -> None:
        for button in self.buttons:
            if button.name == name:
                button.label, button.key, button.lit, button.enabled = label, key, lit, enabled

    def arrange(self) -> None:
        """Lay the words out again, only when they changed."""
        key = (*((b.label, b.key, b.enabled) for b in self.buttons), self.boxes[0].width)
        if key == self.shown:
            return
        self.shown = key
        pad = self.font * 0.35
        for button, label, small, box in zip(self.buttons, self.labels, self.keys, self.boxes, strict=True):
            small.text = button.key  # the key, small at the right end; the words in what is left
            small.font_size = max(9.0, self.font * 0.7)
            fit_width(small, box.width * 0.3)
            # (at whole pixels: a small glyph drawn at a half pixel loses its top)
            small.x, small.y = round(box.right - pad), round(box.center_y)
            room = box.width - small.content_width - 3 * pad
            label.text = button.label
            label.font_size = self.font
            fit_width(label, room)
            if label.content_width > room:  # no room for both (a narrow button): the words only
                small.text = ""
                room = box.width - 2 * pad
                label.font_size = self.font
                elide(label, room)  # and cut with "…" if even the smallest size is too wide
            label.x, label.y = box.left + pad + room / 2, box.center_y
            colour = theme.INK if button.enabled else theme.INK_SOFT
            if tuple(label.color)[:3] != colour:
                label.color = colour

    def paint(self) -> None:
        """The panels, built again only when a button's look or place changed."""
        key = (*((b.lit, b.enabled) for b in self.buttons), *self.boxes)
        if key == self.painted:
            return
        self.painted = key
        self.panels = ShapeElementList()
        for button, box in zip(self.buttons, self.boxes, strict=True):
            fill = theme.HIGHLIGHT if button.lit else theme.PANEL
            colour = (*fill, 255) if button.enabled else (*theme.PANEL, 150)
            x, y, w, h = box.center_x, box.center_y, box.width, box.height
            self.panels.append(create_rectangle_filled(x, y, w, h, colour))
            self.panels.append(create_rectangle_outline(x, y, w, h, (*theme.PANEL_EDGE, 255), 2))

    def draw(self) -> None:
        self.arrange()
        self.paint()
        self.panels.draw()
        self.texts.draw()

    def at(self, x: float, y: float) -> str | None:
        """The name of the (enabled) button under the pointer, or None."""
        button = self._hit(x, y)
        return button.name if button is not None and button.enabled else None

    def under(self, x: float, y: float) -> str | None:
        """The name of the button under the pointer, greyed or not (to say why not), or None."""
        button = self._hit(x, y)
        return button.name if button is not None else None

    def _hit(self, x: float, y: float) -> Button | None:
        for button, box in zip(self.buttons, self.boxes, strict=True):
            if box.left <= x <= box.right and box.bottom <= y <= box.top:
                return button
        return None

    def names(self) -> list[str]:
        return [button.name for button in self.buttons]


def side_by_side(area: arcade.types.Rect, n: int, font: float) -> list[arcade.types.Rect]:
    """`n` buttons' boxes shared out along `area`, as a `ButtonRow` lays out its own."""
    gap = font * 0.8
    width = min(font * 11, (area.width - gap * (n - 1)) / n)
    height = min(area.height, font * 2.6)
    left = area.center_x - (n * width + (n - 1) * gap) / 2
    return [
        arcade.LBWH(left + i * (width + gap), area.center_y - height / 2, width, height) for i in range(n)
    ]
