"""The setup laid out as the table it prepares: the felt with the seats around it (setup_seats.py),
and beside it a wooden panel with the rules and options, the words of the game, and the buttons.

It is the setup screen's one focus list (a MenuList: the same keys and the same rows), laid out in
places instead of a column: first the panel's rows (players, the game's options, the secret
signal, the deal), then the words of the game, the seats clockwise from the player's, the empty
chair, and the buttons (Start, one more beside it if a screen adds it, Back). ↑/↓ (and Tab) walk
that order; ←/→ change the value in focus; Enter acts; the mouse acts where it points.
"""

from __future__ import annotations

import arcade
from arcade.shape_list import Shape, ShapeElementList, create_rectangle_filled, create_rectangle_outline

from .. import theme
from ..fit import fit_width
from ..text_batch import TextBatch
from ..widgets.menu_list import Box, MenuList, Row
from .setup_seats import SeatPlace, SeatRing, inside

WOOD = (96, 62, 38, 255)
WOOD_EDGE = (58, 38, 24, 255)
TERM = (*theme.FELT, 255)
BUTTON = (*theme.PANEL, 255)
START = (*theme.ACCENT, 255)


class PanelList(MenuList):
    """The panel's rows: a MenuList with narrower margins (long option names, a narrow panel)."""

    def layout(
        self, center_x: float, top: float, width: float, scale: theme.Scale, bottom: float | None = None
    ) -> None:
        super().layout(center_x, top, width, scale, bottom)
        old, self.pad = self.pad, scale.px(9)
        for label, value in zip(self.labels, self.values, strict=True):
            if label.anchor_x == "left":
                label.x -= old - self.pad
            value.x += old - self.pad


class SetupBoard(MenuList):
    def __init__(
        self,
        panel: list[Row],
        terms: list[Row],
        seats: list[SeatPlace],
        add: Row | None,
        buttons: list[Row],
        terms_heading: str,
    ) -> None:
        self.panel = PanelList(panel, font_size=15, row_height=34)
        self.ring = SeatRing(seats, add)
        rows = [*panel, *terms, *(s.row for s in seats), *([add] if add is not None else []), *buttons]
        super().__init__(rows, font_size=15, row_height=34)
        self.first_term = len(panel)
        self.first_seat = self.first_term + len(terms)
        self.first_button = self.first_seat + len(seats) + (1 if add is not None else 0)
        self.texts = TextBatch()
        self.heading = self.texts.text(12, bold=True, colour=theme.PANEL)
        self.heading.text = terms_heading if terms else ""
        self.term_texts = [self.texts.text(12, colour=theme.WHITE) for _ in terms]
        self.button_texts = [self.texts.text(16, bold=True, colour=theme.INK) for _ in buttons]
        self.shapes: ShapeElementList[Shape] = ShapeElementList()
        self.boxes: dict[int, Box] = {}  # row -> its box (terms and buttons; panel and seats have their own)
        self.felt_centre = (0.0, 0.0, 100.0, 100.0)  # centre x, y, and the room there (width, height)

    # ------------------------------------------------------------ layout
    def layout(
        self, center_x: float, top: float, width: float, scale: theme.Scale, bottom: float | None = None
    ) -> None:
        """The whole board in the box `width` wide around `center_x`, from `top` to `bottom`: the
        table on the left, the panel on the right."""
        low = bottom if bottom is not None else scale.px(12)
        left, right = center_x - width / 2, center_x + width / 2
        gap = scale.px(16)
        panel_w = max(width * 0.44, min(width * 0.46, scale.px(440)))
        panel_l = right - panel_w
        self.center_x, self.top, self.width = center_x, top, width
        self.ring.layout((left, low, panel_l - gap, top - scale.px(4)), scale)
        self.felt_centre = self.ring.free_middle()
        self.shapes = ShapeElementList()
        self.boxes = {}
        pad = scale.px(10)
        inner_l, inner_r = panel_l + pad, right - pad
        button_h = max(scale.px(46), scale.font(16) * 2.1)
        lines = self._flow_terms(inner_l, inner_r, scale)
        terms_h = self._terms_height(lines, scale)
        self.panel.layout(
            (inner_l + inner_r) / 2,
            top - pad,
            inner_r - inner_l,
            scale,
            bottom=low + 3 * pad + button_h + terms_h,
        )
        terms_top = self.panel.bottom() - pad
        buttons = terms_top - terms_h - pad - button_h
        self._panel_back(panel_l, buttons - pad, right, top)  # as tall as what it holds
        self._lay_terms(lines, inner_l, inner_r, terms_top, scale)
        self._lay_buttons(inner_l, inner_r, buttons, button_h, scale)

    def _panel_back(self, left: float, bottom: float, right: float, top: float) -> None:
        w, h = right - left, top - bottom
        self.shapes.append(create_rectangle_filled(left + w / 2, bottom + h / 2, w, h, WOOD))
        self.shapes.append(create_rectangle_outline(left + w / 2, bottom + h / 2, w, h, WOOD_EDGE, 3))

    def _flow_terms(self, left: float, right: float, scale: theme.Scale) -> list[list[int]]:
        """The words of the game in lines of tags that fit between `left` and `right`."""
        size = scale.font(12)
        pad = size * 0.6
        lines: list[list[int]] = [[]]
        x = left
        for k, text in enumerate(self.term_texts):
            text.text = self.rows[self.first_term + k].label()
            text.font_size = size
            fit_width(text, right - left - 2 * pad)
            w = text.content_width + 2 * pad
            if lines[-1] and x + w > right:
                lines.append([])
                x = left
            lines[-1].append(k)
            x += w + pad
        return lines

    def _terms_height(self, lines: list[list[int]], scale: theme.Scale) -> float:
        size = scale.font(12)
        return len(lines) * (size * 2.3) + size * 1.8 if self.term_texts else 0.0

    def _lay_terms(
        self, lines: list[list[int]], left: float, right: float, top: float, scale: theme.Scale
    ) -> None:
        """The heading, then the tags of the words of the game, line by line down from `top`."""
        if not self.term_texts:
            return
        size = scale.font(12)
        line_h, pad = size * 2.0, size * 0.6
        self.heading.font_size = size
        self.heading.anchor_x, self.heading.anchor_y = "left", "center"
        self.heading.x, self.heading.y = left, top - size * 0.9
        fit_width(self.heading, right - left)
        for n, line in enumerate(lines):
            y = top - size * 1.8 - (n + 0.5) * (line_h + pad * 0.5)
            x = left
            for k in line:
                text = self.term_texts[k]
                w = text.content_width + 2 * pad
                text.anchor_x, text.anchor_y, text.x, text.y = "center", "center", x + w / 2, y
                self.shapes.append(create_rectangle_filled(x + w / 2, y, w, line_h, TERM))
                self.shapes.append(create_rectangle_outline(x + w / 2, y, w, line_h, (*theme.SIGHT, 255), 1))
                self.boxes[self.first_term + k] = (x, y - line_h / 2, x + w, y + line_h / 2)
                x += w + pad

    def _lay_buttons(
        self, left: float, right: float, bottom: float, height: float, scale: theme.Scale
    ) -> None:
        """Start first and widest, then any other (a guided game), Back last."""
        count = len(self.button_texts)
        if not count:
            return
        gap = scale.px(8)
        weights = [1.6] + [1.0] * (count - 1)
        unit = (right - left - gap * (count - 1)) / sum(weights)
        x = left
        for k, (text, weight) in enumerate(zip(self.button_texts, weights, strict=True)):
            w = unit * weight
            row = self.first_button + k
            self.boxes[row] = (x, bottom, x + w, bottom + height)
            colour = START if k == 0 else BUTTON
            self.shapes.append(create_rectangle_filled(x + w / 2, bottom + height / 2, w, height, colour))
            self.shapes.append(
                create_rectangle_outline(
                    x + w / 2, bottom + height / 2, w, height, (*theme.PANEL_EDGE, 255), 2
                )
            )
            text.text = self.rows[row].label()
            text.font_size = scale.font(16)
            text.color = theme.WHITE if k == 0 else theme.INK
            fit_width(text, w - scale.px(10))
            text.anchor_x, text.anchor_y, text.x, text.y = "center", "center", x + w / 2, bottom + height / 2
            x += w + gap

    # ------------------------------------------------------------ where things are
    def seat_of(self, row: int) -> int | None:
        """The seat (or the empty chair, numbered after the seats) of a row."""
        seat = row - self.first_seat
        return seat if self.first_seat <= row < self.first_button else None

    def box(self, row: int) -> Box:
        """Where row `row` is on screen (a seat: its face, name and chips)."""
        if row < self.first_term:
            y, h = self.panel.row_y(row), self.panel.row_h
            half = self.panel.width / 2
            return (self.panel.center_x - half, y - h / 2, self.panel.center_x + half, y + h / 2)
        seat = self.seat_of(row)
        if seat is not None:
            ring = self.ring
            return ring.seat_boxes[seat] if seat < len(ring.seats) else ring.add_box or (0, 0, 0, 0)
        return self.boxes.get(row, (0.0, 0.0, 0.0, 0.0))

    def centre(self, row: int) -> tuple[float, float]:
        left, bottom, right, top = self.box(row)
        return (left + right) / 2, (bottom + top) / 2

    def row_y(self, i: int) -> float:
        return self.centre(i)[1]

    def row_at(self, x: float, y: float) -> int | None:
        row = self.panel.row_at(x, y)
        if row is not None:
            return row
        seat = self.ring.seat_at(x, y)
        if seat is not None:
            return self.first_seat + seat
        return next((r for r, box in self.boxes.items() if inside(box, x, y)), None)

    # ------------------------------------------------------------ input
    def click(self, x: float, y: float) -> bool:
        """A click acts where it lands: a value's ‹ or ›, a seat's chip, face or ×, the empty
        chair, a word of the game (its explanation), a button."""
        row = self.row_at(x, y)
        if row is None or not self.rows[row].enabled():
            return False
        self.selected = row
        if row < self.first_term:
            self.panel.selected = row
            return self.panel.click(x, y)
        seat = self.seat_of(row)
        if seat is not None and seat < len(self.ring.seats):
            return self.ring.click(seat, x, y)
        return self.activate(row)

    # ------------------------------------------------------------ drawing
    def draw(self) -> None:
        self.ring.draw(self.seat_of(self.selected))
        self.shapes.draw()
        self.panel.selected = self.selected if self.selected < self.first_term else -1
        self.panel.draw()
        self.value_boxes = dict(self.panel.value_boxes)
        for seat, boxes in enumerate(self.ring.chip_boxes):
            for k, box in boxes.items():
                self.value_boxes[(self.first_seat + seat, k)] = box
        focused = self.boxes.get(self.selected)
        if focused is not None:
            left, bottom, right, top = focused
            arcade.draw_rect_outline(arcade.LRBT(left, right, bottom, top), theme.HIGHLIGHT, 4)
        self.texts.draw()
