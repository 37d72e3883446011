"""What a guided game draws over its table: a ring round the place the step speaks of, an arrow to
it, the step's line in a paper bubble beside it (never over it, nor over another face or card
where it can help it; a line that points at nothing sits where it covers no card of the board and
no face), the Next button where the step waits for it, Skip guide (always, top right, with its
key), and at the end the closing line with "Play a real game" (the larger button) and "Menu", both
at the bubble's text size (one above the other if they do not fit side by side).

The words are laid out when they change (`set_words`), the bubble when the place moves or the
window changes (`place`); each frame only draws. The ring and the arrow bob gently on the table's
clock (not with reduced motion).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import arcade
import numpy as np

from .. import theme
from ..fit import fit_height
from ..kit.board import Box
from ..kit.buttons import ButtonRow

SKIP_KEY = "F10"  # Skip guide (no step's key, no action's default: store/keys.py)
BOB_HZ = 1.2  # the arrow's bob, in cycles a second
GAP = 14.0  # px (at 1280×720) between the place's ring and the bubble
ARROW = 44.0  # px: how far the bubble keeps from what it points at, for the arrow
MARGIN = 10.0  # px kept free at the window's edges
TOP = 0.86  # the top of a bubble that points at nothing, as a share of the window's height
CLEAR = 6.0  # px (at 1280×720) kept between such a bubble and the cards and faces, where there is room
SEARCH = 10.0  # px (at 1280×720) between the places tried for a bubble that points at nothing

Rect = arcade.types.Rect


def skip_key_free(bindings: Mapping[str, str]) -> bool:
    """F10 skips a guide, unless the player bound it to an action of their own."""
    return SKIP_KEY not in bindings.values()


def overlaps(a: Rect, b: Rect) -> bool:
    return a.left < b.right and b.left < a.right and a.bottom < b.top and b.bottom < a.top


def overlap_areas(
    lefts: np.ndarray, bottoms: np.ndarray, w: float, h: float, rects: Sequence[Rect]
) -> np.ndarray:
    """For each box (lefts[i], bottoms[i], w, h): how much of `rects` it covers, in px²."""
    if not rects:
        return np.zeros(len(lefts))
    r = np.array([(a.left, a.bottom, a.right, a.top) for a in rects])
    dx = np.minimum(lefts[:, None] + w, r[None, :, 2]) - np.maximum(lefts[:, None], r[None, :, 0])
    dy = np.minimum(bottoms[:, None] + h, r[None, :, 3]) - np.maximum(bottoms[:, None], r[None, :, 1])
    covered: np.ndarray = (np.clip(dx, 0, None) * np.clip(dy, 0, None)).sum(axis=1)
    return covered


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
        self.stacked = False  # the closing buttons one above the other (too wide side by side)
        self.target: Box | None = None  # what the step points at (centre, size), as last placed
        self.round = False  # the ring is round (a face), else square (a card, a region)
        self.bubble = arcade.LBWH(0, 0, 1, 1)
        self.size = (1280.0, 720.0)
        self.font = 15.0
        self.px = 1.0  # pixels per pixel at 1280×720
        self.floor = 0.0  # the top of the hand and the log (see place)
        self.ceiling = math.inf  # the turn line's foot
        self.keep_clear: Sequence[Rect] = ()  # the board's cards, the faces: not covered if it can be helped
        self.avoid: Sequence[Rect] = ()  # the hand and the log: covered only if nothing else will do
        self.measure = arcade.Text("", 0, 0, theme.INK, 13, font_name=theme.FONT, bold=True)
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
        keep_clear: Sequence[Rect] = (),
        avoid: Sequence[Rect] = (),
    ) -> None:
        """Lay the bubble out beside `target` (None: nothing pointed at: under the turn line, on no
        rect of `keep_clear` (the board's cards, the faces), on as little of `avoid` (the hand, the
        log) as can be); beside a place between `floor` and `ceiling`, the bubble stays between
        them too (clear of the hand and the log below, of the turn line above)."""
        self.size, self.font, self.px = (width, height), font, px
        self.floor, self.ceiling = floor, ceiling
        self.target, self.round = target, rnd
        sw, sh = font * 12, font * 2.2
        margin = MARGIN * px
        skip = arcade.LBWH(width - margin - sw, height - margin - sh, sw, sh)
        self.skip.layout_column(skip, font * 0.85)  # (a column: its one button takes the width)
        self.keep_clear, self.avoid = (*keep_clear, skip), avoid
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
            bw, buttons_h = self.closing_size(width - 2 * margin, pad)
            self.line.width = self.mistake.width = int(bw - 2 * pad)
            bh = self.line.content_height + buttons_h + 2 * pad
        self.bubble = self.beside(bw, bh)
        b = self.bubble
        self.line.x, self.line.y = b.left + pad, b.top - pad
        self.mistake.x, self.mistake.y = b.left + pad, b.top - pad - self.line.content_height - pad * 0.5
        row = arcade.LBWH(b.left + pad, b.bottom + pad * 0.6, b.width - 2 * pad, font * 2.4)
        if self.over:
            self.lay_closing(row)
        else:
            self.next.layout(
                arcade.LBWH(b.right - pad - font * 8, row.bottom, font * 8, row.height), font * 0.9
            )

    # ------------------------------------------------------------ the closing buttons
    def label_width(self, name: str) -> float:
        """How wide a closing button must be for its words at the bubble's text size, unshrunk."""
        button = next(b for b in self.end.buttons if b.name == name)
        self.measure.text, self.measure.font_size = button.label, self.font
        return self.measure.content_width + self.font * 1.6

    def closing_size(self, most: float, pad: float) -> tuple[float, float]:
        """The closing bubble's width (wider for "Play a real game" if it must be) and its
        buttons' height: side by side when both fit, else "Play a real game" above "Menu"."""
        real, menu = self.label_width("real"), self.label_width("menu")
        bw = min(max(min(0.5 * self.size[0], self.font * 30), real + 2 * pad), most)
        self.stacked = real + self.font * 0.8 + menu > bw - 2 * pad
        rows = 2 if self.stacked else 1
        return bw, rows * self.font * 2.4 + (rows - 1) * self.font * 0.6 + pad

    def lay_closing(self, row: Rect) -> None:
        """ "Play a real game" the larger button, both at the bubble's text size."""
        font, h = self.font, row.height
        menu = min(self.label_width("menu"), row.width)
        if self.stacked:
            real_box = arcade.LBWH(row.left, row.bottom + h + font * 0.6, row.width, h)
            menu_box = arcade.LBWH(row.center_x - menu / 2, row.bottom, menu, h)
        else:
            real_box = arcade.LBWH(row.left, row.bottom, row.width - font * 0.8 - menu, h)
            menu_box = arcade.LBWH(row.right - menu, row.bottom, menu, h)
        self.end.place([real_box, menu_box], font)

    def beside(self, bw: float, bh: float) -> Rect:
        """The bubble's place: right of the target, else left, above, below (the first that is
        inside the window and clear of the target); with no target, over the table's middle."""
        width, height = self.size
        margin = MARGIN * self.px
        if self.over:
            return arcade.LBWH((width - bw) / 2, height * 0.56 - bh / 2, bw, bh)
        if self.target is None:
            return self.clear_spot(bw, bh)
        x, y, w, h = self.target
        ring = self.ring_size()
        if not self.round:  # a square ring round a card or a region: as wide and as tall as it
            ring = 24 * self.px
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
        fits = []
        for left, bottom in spots:
            left = min(max(left, margin), width - margin - bw)
            bottom = min(max(bottom, margin), height - margin - bh)
            spot = arcade.LBWH(left, bottom, bw, bh)
            if not overlaps(spot, clear) and inside(spot, width, height, margin * 0.99):
                fits.append(spot)
        others = [r for r in self.keep_clear if not overlaps(r, clear)]  # (what it points at aside)
        free = [f for f in fits if not any(overlaps(f, r) for r in others)]
        if free:
            return free[0]
        if others:  # none of the four is clear of the faces and cards: the nearest spot that is
            near = self.near_spot(bw, bh, clear, others)
            if near is not None:
                return near
        if fits:
            return fits[0]
        left, bottom = spots[0]  # nowhere clear (a tiny window): right of it, in the window
        return arcade.LBWH(
            min(max(left, margin), width - margin - bw),
            min(max(bottom, margin), height - margin - bh),
            bw,
            bh,
        )

    def near_spot(self, bw: float, bh: float, clear: Rect, others: Sequence[Rect]) -> Rect | None:
        """The spot nearest the target (its ring `clear`) that covers neither it nor `others` (the
        other faces and cards), then as little of the hand and the log; None if there is none."""
        width, height = self.size
        margin = MARGIN * self.px
        step = SEARCH * self.px
        right, top = max(width - margin - bw, margin), max(height - margin - bh, margin)
        xs = np.append(np.arange(margin, right, step), right)
        ys = np.append(np.arange(margin, top, step), top)
        lefts, bottoms = (a.ravel() for a in np.meshgrid(xs, ys))
        hard = np.round(overlap_areas(lefts, bottoms, bw, bh, [clear, *others]))
        ok = hard == 0
        if not ok.any():
            return None
        lefts, bottoms = lefts[ok], bottoms[ok]
        soft = np.round(overlap_areas(lefts, bottoms, bw, bh, self.avoid))
        far = np.hypot(lefts + bw / 2 - clear.center_x, bottoms + bh / 2 - clear.center_y)
        best = int(np.lexsort((far, soft))[0])
        return arcade.LBWH(float(lefts[best]), float(bottoms[best]), bw, bh)

    def clear_spot(self, bw: float, bh: float) -> Rect:
        """A bubble that points at nothing: under the turn line, on no card of the board and no
        face (else on as little of them as can be), then on as little of the hand and the log,
        then as near the top of the table's middle as can be."""
        width, height = self.size
        margin = MARGIN * self.px
        top = max(min(height * TOP, self.ceiling, height - margin) - bh, margin)
        step = SEARCH * self.px
        right = max(width - margin - bw, margin)
        xs = np.append(np.arange(margin, right, step), right)
        ys = np.append(np.arange(margin, top, step), top)
        lefts, bottoms = (a.ravel() for a in np.meshgrid(xs, ys))
        g = CLEAR * self.px  # (kept a little off the cards and the faces where there is room)
        hard = np.round(overlap_areas(lefts - g, bottoms - g, bw + 2 * g, bh + 2 * g, self.keep_clear))
        soft = np.round(overlap_areas(lefts, bottoms, bw, bh, self.avoid))
        far = np.hypot(lefts - (width - bw) / 2, bottoms - top)
        best = int(np.lexsort((far, soft, hard))[0])
        return arcade.LBWH(float(lefts[best]), float(bottoms[best]), bw, bh)

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
