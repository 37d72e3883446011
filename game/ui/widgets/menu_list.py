"""A vertical list of rows driven by mouse and keyboard: menus, pause, results, setup, settings.

A row has a label and optionally a value that left/right change, an action on Enter/click, and a
text field that typing edits; or several values (segments), each with its own ‹ › arrows for the
mouse. Clicking the ‹ of a value decreases it, its › increases it. Text objects are built once and
only re-laid out on resize.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import arcade
from arcade.shape_list import Shape, ShapeElementList

from .. import theme
from ..fit import fit_width
from .materials import card, draw_opaque


@dataclass
class Segment:
    """One of several values on a row, changed by clicking its own ‹ or ›."""

    value: Callable[[], str]
    on_change: Callable[[int], None] | None = None  # None: shown only (a name typed on the keyboard)
    span: int = 1  # columns it takes: values of several rows line up in columns


@dataclass
class Row:
    label: Callable[[], str]
    on_activate: Callable[[], None] | None = None
    value: Callable[[], str] | None = None
    on_change: Callable[[int], None] | None = None  # -1 left, +1 right
    on_text: Callable[[str], None] | None = None  # a typed character, or "\b" for backspace
    enabled: Callable[[], bool] = lambda: True
    segments: Callable[[], list[Segment]] | None = None  # drawn instead of `value` when given
    indent: float = 0.0  # room kept at the row's left (base pixels) for a picture; the label follows
    help: Callable[[], str] = lambda: ""  # what the row does, in plain words (shown under the list)
    tall: float = 1.0  # its height, in rows (a game's row holds its table in miniature)


MAX_SEGMENTS = 4
SEGMENT_COLUMNS = 3  # segment rows share three columns
# Font sizes: a value's ‹ answers this far left of its text, where it was drawn for a wider value.
ARROW_SLACK = 1.0
Box = tuple[float, float, float, float]  # left, bottom, right, top


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
        self.columns = 1  # a long list of short rows (the keys) may lie in columns, read down (`layout`)
        self.column_w = 0.0  # each column's width (the whole width with one column)
        self.row_h = row_height
        self.font = font_size
        self.pad = 18.0
        self.labels = [arcade.Text("", 0, 0, theme.INK, font_size, font_name=theme.FONT) for _ in rows]
        self.values = [
            arcade.Text("", 0, 0, theme.INK, font_size, font_name=theme.FONT, anchor_x="right") for _ in rows
        ]
        self.parts = [
            [
                arcade.Text("", 0, 0, theme.INK, font_size, font_name=theme.FONT, anchor_x="right")
                for _ in range(MAX_SEGMENTS)
            ]
            if row.segments is not None
            else []
            for row in rows
        ]
        self.indents = [0.0] * len(rows)
        # Rows drawn as cards lying on the felt (rounded, with their shadows), not boxes: a screen
        # that lies on the felt asks for it. Their shapes are made again only when a row's place,
        # the selection or a row's being enabled changes.
        self.as_cards = False
        self.card_shapes: ShapeElementList[Shape] = ShapeElementList(blend=False)
        self.cards_made: tuple[object, ...] = ()
        # Where each changeable value was drawn: (row, segment or -1) -> its box, for clicks.
        self.value_boxes: dict[tuple[int, int], Box] = {}

    def layout(
        self, center_x: float, top: float, width: float, scale: theme.Scale, bottom: float | None = None
    ) -> None:
        """Rows from `top` down, `width` wide, in `columns` side by side (read down, then across:
        rows of one height only); rows grow with the text size and, with a `bottom`, shrink (with
        their text) so that every row stays above it."""
        if self.columns > 1 and any(row.tall != 1 for row in self.rows):
            raise ValueError("rows in columns must be of one height")
        self.center_x, self.top, self.width = center_x, top, width
        gap = scale.px(16) if self.columns > 1 else 0.0
        self.column_w = (width - gap * (self.columns - 1)) / self.columns
        size = scale.font(self.base_font)
        self.row_h = max(scale.px(self.base_row), size * 1.9)
        if bottom is not None and self.rows:
            room = (top - bottom) / self.units()
            if self.row_h > room:
                self.row_h = room
                size = min(size, max(9.0, room * 0.5))
        self.font = size
        self.pad = scale.px(18)
        for i, (label, value) in enumerate(zip(self.labels, self.values, strict=True)):
            y = self.row_y(i)
            for text in (label, value, *self.parts[i]):
                text.font_size = size
                text.y = y - size * 0.4
            indent = self.indents[i] = scale.px(self.rows[i].indent)
            cx = self.row_x(i)
            if self.rows[i].value is None and self.rows[i].segments is None and not indent:
                label.anchor_x = "center"
                label.x = cx
            else:
                label.anchor_x = "left"
                label.x = cx - self.column_w / 2 + self.pad + indent
                value.x = cx + self.column_w / 2 - self.pad

    def per_column(self) -> int:
        return -(-len(self.rows) // self.columns)

    def units(self) -> float:
        """The list's height, in rows (a tall row counts for its height)."""
        if self.columns > 1:
            return float(self.per_column())
        return sum(row.tall for row in self.rows)

    def row_x(self, i: int) -> float:
        """The centre of row `i`'s column."""
        column = i // self.per_column() if self.columns > 1 else 0
        left = self.center_x - self.width / 2
        return left + self.column_w / 2 + column * (self.width - self.column_w) / max(1, self.columns - 1)

    def row_y(self, i: int) -> float:
        if self.columns > 1:
            return self.top - (i % self.per_column() + 0.5) * self.row_h
        above = sum(row.tall for row in self.rows[:i])
        return self.top - (above + self.rows[i].tall / 2) * self.row_h

    def height(self, i: int) -> float:
        """Row `i`'s height on screen (its box is a little less: the rows have gaps)."""
        return self.rows[i].tall * self.row_h

    def bottom(self) -> float:
        return self.top - self.units() * self.row_h

    def row_at(self, x: float, y: float) -> int | None:
        if abs(x - self.center_x) > self.width / 2 or y > self.top:
            return None
        if self.columns > 1:
            for i in range(len(self.rows)):
                box = self.row_box(i)
                if (
                    box.left <= x <= box.right
                    and self.row_y(i) - self.row_h / 2 < y <= self.row_y(i) + self.row_h / 2
                ):
                    return i
            return None
        edge = self.top
        for i, row in enumerate(self.rows):
            edge -= row.tall * self.row_h
            if y > edge:
                return i
        return None

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

    def follow(self, actions: set[str]) -> bool:
        """The menu keys as the player bound them (up, down, confirm); True if one was used."""
        if "menu_up" in actions:
            self.move(-1)
        elif "menu_down" in actions:
            self.move(+1)
        elif "confirm" in actions:
            self.activate()
        else:
            return False
        return True

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
        """A click on a row: on a value's ‹ half it decreases, on its › half it increases; elsewhere
        on the row, the row's action (or, for a row with only a value, the next value)."""
        i = self.row_at(x, y)
        if i is None or not self.rows[i].enabled():
            return False
        self.selected = i
        row = self.rows[i]
        for (r, seg), (left, _bottom, right, _top) in self.value_boxes.items():
            if r == i and left <= x <= right:
                step = -1 if x < (left + right) / 2 else +1
                if seg < 0 and row.on_change is not None:
                    row.on_change(step)
                    return True
                if seg >= 0 and row.segments is not None:
                    segment = row.segments()[seg]
                    if segment.on_change is not None:
                        segment.on_change(step)
                        return True
        return self.activate(i)

    # ------------------------------------------------------------ drawing
    def row_box(self, i: int) -> arcade.types.Rect:
        """Row `i`'s box as drawn (a little less than its height: the rows have gaps)."""
        h = self.height(i) - self.row_h * 0.16
        return arcade.LBWH(self.row_x(i) - self.column_w / 2, self.row_y(i) - h / 2, self.column_w, h)

    def draw_cards(self) -> None:
        """The rows as cards on the felt, their shapes made again only when something changed."""
        made = (
            self.selected,
            self.center_x,
            self.top,
            self.width,
            self.columns,
            self.row_h,
            tuple(r.tall for r in self.rows),
        )
        if made != self.cards_made:
            self.cards_made = made
            self.card_shapes = ShapeElementList(blend=False)
            for i in range(len(self.rows)):
                fill = theme.HIGHLIGHT if i == self.selected else theme.PANEL
                card(self.card_shapes, self.row_box(i), fill=fill, edge_width=2.0)
        draw_opaque(self.card_shapes)

    def draw(self) -> None:
        self.value_boxes = {}
        if self.as_cards:
            self.draw_cards()
        for i, row in enumerate(self.rows):
            y = self.row_y(i)
            h = self.height(i) - self.row_h * 0.16
            if not self.as_cards:
                box = self.row_box(i)
                colour = theme.HIGHLIGHT if i == self.selected else theme.PANEL
                arcade.draw_rect_filled(box, colour)
                arcade.draw_rect_outline(box, theme.PANEL_EDGE, 2)
            enabled = row.enabled()
            label = self.labels[i]
            text = row.label()
            if label.text != text:
                label.text = text
            colour = theme.INK if enabled else theme.INK_SOFT
            if tuple(label.color)[:3] != colour:  # a change of colour or size lays a text out again
                label.color = colour
            if label.font_size != self.font:
                label.font_size = self.font
            room = self.column_w - 2 * self.pad - self.indents[i]
            if row.segments is not None:
                used = self._draw_segments(i, row, y, h)
                fit_width(label, room - used - self.pad)
            elif row.value is not None:
                used = self._draw_value(i, row, y, h, room * 0.62)
                fit_width(label, room - used - self.pad)
            else:
                fit_width(label, room)
            label.draw()

    def _draw_value(self, i: int, row: Row, y: float, h: float, room: float) -> float:
        value = self.values[i]
        shown = row.value() if row.value is not None else ""
        if row.on_change is not None:
            shown = f"‹ {shown} ›"
        if row.on_text is not None and i == self.selected:
            shown = f"{shown}▏"
        if value.text != shown:
            value.text = shown
        value.font_size = self.font
        fit_width(value, room)
        value.color = theme.INK if row.enabled() else theme.INK_SOFT
        value.draw()
        if row.on_change is not None:
            left = value.x - value.content_width - self.font * ARROW_SLACK
            self.value_boxes[(i, -1)] = (left, y - h / 2, value.x, y + h / 2)
        return value.content_width

    def _draw_segments(self, i: int, row: Row, y: float, h: float) -> float:
        """Values in columns at the right of the row (the same columns on every row), each with its
        own arrows; returns the width the columns take."""
        segments = (row.segments() if row.segments is not None else [])[:MAX_SEGMENTS]
        right = self.row_x(i) + self.column_w / 2 - self.pad
        area = (self.column_w - 2 * self.pad) * 0.72
        slot = area / SEGMENT_COLUMNS
        left = right - area
        column = 0
        for k, segment in enumerate(segments):
            text = self.parts[i][k]
            width = slot * segment.span
            shown = segment.value()
            if segment.on_change is not None:
                shown = f"‹ {shown} ›"
            elif row.on_text is not None and i == self.selected:
                shown = f"{shown}▏"
            if text.text != shown:
                text.text = shown
            text.font_size = self.font
            fit_width(text, width - self.font)
            centre = left + (column + segment.span / 2) * slot
            text.x = centre + text.content_width / 2  # anchored right: centred in its column
            text.draw()
            if segment.on_change is not None:  # its whole column: ‹ left of the centre, › right of it,
                # wherever the arrows of a wider or narrower value were drawn
                self.value_boxes[(i, k)] = (centre - width / 2, y - h / 2, centre + width / 2, y + h / 2)
            column += segment.span
        return area
