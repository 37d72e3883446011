"""What a guided game draws over its table: a ring round the place the step speaks of, an arrow to
it, the step's line in a paper bubble beside it (never over it; a line that points at nothing
sits under the turn line), the Next button where the step
waits for it, Skip guide (always, top right), and at the end the closing line with "Play a real
game" and "Menu".

The words are laid out when they change (`set_words`), the bubble when the place moves or the
window changes (`place`); each frame only draws. The ring and the arrow bob gently on the table's
clock (not with reduced motion).
"""

from __future__ import annotations

import math

import arcade

from .. import theme
from ..fit import fit_height
from ..kit.board import Box
from ..kit.buttons import ButtonRow

BOB_HZ = 1.2  # the arrow's bob, in cycles a second
GAP = 14.0  # px (at 1280×720) between the place's ring and the bubble
ARROW = 44.0  # px: how far the bubble keeps from what it points at, for the arrow
MARGIN = 10.0  # px kept free at the window's edges
TOP = 0.86  # the top of a bubble that points at nothing, as a share of the window's height

Rect = arcade.types.Rect


def overlaps(a: Rect, b: Rect) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top


def inside(a: Rect, width: float, height: float, margin: float) -> bool:
    return a.left >= margin and a.bottom >= margin and a.right <= width - margin and a.top <= height - margin


class GuideLayer:
    def __init__(self) -> None:
        self.line = arcade.Text(
            "", 0, 0, theme.INK, 15, font_name=theme.FONT, multiline=True, width=300, anchor_y="top"
        )
        self.mistake = arcade.Text(
            "", 0, 0, theme.ACCENT, 13, font_name=theme.FONT, multiline=True, width=300, anchor_y="top"
        )
        self.next = ButtonRow(["next"])
        self.skip = ButtonRow(["skip"])
        self.end = ButtonRow(["real", "menu"])
        self.waits_next = False
        self.over = False
        self.target: Box | None = None  # what the step points at (centre, size), as last placed
        self.round = False  # the ring is round (a face), else square (a card, a region)
        self.bubble = arcade.LBWH(0, 0, 1, 1)
        self.size = (1280.0, 720.0)
        self.font = 15.0
        self.px = 1.0  # pixels per pixel at 1280×720
        self.floor = 0.0  # the top of the hand and the log (see place)
        self.ceiling = math.inf  # the turn line's foot
        self.reduced_motion = False

    # ------------------------------------------------------------ words and places
    def set_words(
        self, line: str, mistake: str, waits_next: bool, over: bool, labels: dict[str, tuple[str, str]]
    ) -> None:
        """What the bubble says, and which of its buttons show; `labels`: name -> (words, key)."""
        self.line.text, self.mistake.text = line, mistake
        self.waits_next, self.over = waits_next, over
        for row in (self.next, self.skip, self.end):
            for name in row.names():
                row.set(name, *labels.get(name, (name, "")))

    def place(
        self,
        width: float,
        height: float,
        font: float,
        px: float,
        target: Box | None,
        rnd: bool,
        floor: float = 0.0,
        ceiling: float = math.inf,
    ) -> None:
        """Lay the bubble out beside `target` (None: nothing pointed at: under the turn line);
        beside a place between `floor` and `ceiling`, the bubble stays between them too (clear of
        the hand and the log below, of the turn line above)."""
        self.size, self.font, self.px = (width, height), font, px
        self.floor, self.ceiling = floor, ceiling
        self.target, self.round = target, rnd
        bw = min(0.34 * width, font * 24)
        pad = font * 0.8
        self.line.font_size, self.mistake.font_size = font, font * 0.88
        self.line.width = self.mistake.width = int(bw - 2 * pad)
        fit_height(self.line, height * 0.4)
        words_h = self.line.content_height + (
            self.mistake.content_height + pad * 0.5 if self.mistake.text else 0
        )
        buttons_h = font * 2.4 + pad if (self.waits_next or self.over) else 0.0
        bh = words_h + buttons_h + 2 * pad
        if self.over:
            bw = min(0.5 * width, font * 30)
            self.line.width = self.mistake.width = int(bw - 2 * pad)
            bh = self.line.content_height + buttons_h + 2 * pad
        self.bubble = self.beside(bw, bh)
        b = self.bubble
        self.line.x, self.line.y = b.left + pad, b.top - pad
        self.mistake.x, self.mistake.y = b.left + pad, b.top - pad - self.line.content_height - pad * 0.5
        row = arcade.LBWH(b.left + pad, b.bottom + pad * 0.6, b.width - 2 * pad, font * 2.4)
        if self.over:
            self.end.layout(row, font)
        else:
            self.next.layout(
                arcade.LBWH(b.right - pad - font * 8, row.bottom, font * 8, row.height), font * 0.9
            )
        sw, sh = font * 10, font * 2.2
        margin = MARGIN * px
        skip = arcade.LBWH(width - margin - sw, height - margin - sh, sw, sh)
        self.skip.layout_column(skip, font * 0.85)  # (a column: its one button takes the width)

    def beside(self, bw: float, bh: float) -> Rect:
        """The bubble's place: right of the target, else left, above, below (the first that is
        inside the window and clear of the target); with no target, over the table's middle."""
        width, height = self.size
        margin = MARGIN * self.px
        if self.over:
            return arcade.LBWH((width - bw) / 2, height * 0.56 - bh / 2, bw, bh)
        if self.target is None:  # under the turn line, clear of the captions in the table's middle
            return arcade.LBWH((width - bw) / 2, min(height * TOP, self.ceiling) - bh, bw, bh)
        x, y, w, h = self.target
        ring = self.ring_size()
        half_w, half_h = max(w, ring) / 2, max(h, ring) / 2
        away = (GAP + ARROW) * self.px
        low = y - bh / 2
        if self.floor < y < self.ceiling:
            low = max(min(low, self.ceiling - bh), self.floor)
        spots = [
            (x + half_w + away, low),
            (x - half_w - away - bw, low),
            (x - bw / 2, y + half_h + away),
            (x - bw / 2, y - half_h - away - bh),
        ]
        clear = arcade.LBWH(x - half_w, y - half_h, 2 * half_w, 2 * half_h)
        for left, bottom in spots:
            left = min(max(left, margin), width - margin - bw)
            bottom = min(max(bottom, margin), height - margin - bh)
            spot = arcade.LBWH(left, bottom, bw, bh)
            if not overlaps(spot, clear) and inside(spot, width, height, margin * 0.99):
                return spot
        left, bottom = spots[0]  # nowhere clear (a tiny window): right of it, in the window
        return arcade.LBWH(
            min(max(left, margin), width - margin - bw),
            min(max(bottom, margin), height - margin - bh),
            bw,
            bh,
        )

    def ring_size(self) -> float:
        if self.target is None:
            return 0.0
        _x, _y, w, h = self.target
        return max(w, h, 24 * self.px)

    # ------------------------------------------------------------ drawing
    def draw(self, now: float) -> None:
        bob = 0.0 if self.reduced_motion else math.sin(now * math.tau * BOB_HZ) * 5 * self.px
        if self.target is not None and not self.over:
            self.draw_pointer(bob)
        b = self.bubble
        arcade.draw_rect_filled(b, theme.PANEL)
        arcade.draw_rect_outline(b, theme.ACCENT, max(2.0, 3 * self.px))
        self.line.draw()
        if self.mistake.text:
            self.mistake.draw()
        if self.over:
            self.end.draw()
        elif self.waits_next:
            self.next.draw()
        if not self.over:
            self.skip.draw()

    def draw_pointer(self, bob: float) -> None:
        """The ring round the place, and the arrow from the bubble to it."""
        assert self.target is not None
        x, y, w, h = self.target
        thick = max(3.0, 4 * self.px)
        grow = 8 * self.px + abs(bob)
        if self.round:
            arcade.draw_circle_outline(x, y, max(w, h) / 2 + grow, theme.ACCENT, thick)
        else:
            box = arcade.XYWH(x, y, max(w, 12 * self.px) + 2 * grow, max(h, 12 * self.px) + 2 * grow)
            arcade.draw_rect_outline(box, theme.ACCENT, thick)
        b = self.bubble
        sx = min(max(x, b.left), b.right)  # the bubble's nearest point to the place
        sy = min(max(y, b.bottom), b.top)
        dx, dy = x - sx, y - sy
        dist = math.hypot(dx, dy)
        reach = (max(w, h) / 2 if self.round else min_edge(w, h, dx, dy)) + grow + thick
        if dist <= reach + 6 * self.px:
            return
        ux, uy = dx / dist, dy / dist
        tip = dist - reach - 2 * self.px + bob
        ex, ey = sx + ux * tip, sy + uy * tip
        head = 16 * self.px
        bx, by = ex - ux * head, ey - uy * head
        arcade.draw_line(sx, sy, bx, by, theme.ACCENT, thick * 1.6)
        nx, ny = -uy * head * 0.6, ux * head * 0.6
        arcade.draw_triangle_filled(ex, ey, bx + nx, by + ny, bx - nx, by - ny, theme.ACCENT)

    # ------------------------------------------------------------ input
    def at(self, x: float, y: float) -> str | None:
        """The button under the pointer: "next", "skip", "real", "menu", or None."""
        if self.over:
            return self.end.at(x, y)
        if self.waits_next and self.next.at(x, y):
            return "next"
        return self.skip.at(x, y)

    def covers(self, x: float, y: float) -> bool:
        b = self.bubble
        return b.left <= x <= b.right and b.bottom <= y <= b.top


def min_edge(w: float, h: float, dx: float, dy: float) -> float:
    """How far a box's edge is from its centre, along the direction (dx, dy) (pointing in)."""
    ax, ay = abs(dx) or 1e-9, abs(dy) or 1e-9
    return min((w / 2) / ax, (h / 2) / ay) * math.hypot(ax, ay)
