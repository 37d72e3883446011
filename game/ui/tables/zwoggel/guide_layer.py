"""The guide's bubble at the Zwoggel table, kept off the cards: the kit's bubble goes beside the
place it points at (ui/guide/layer.py), which on a small board in the middle of the felt is often
over the very cards the line speaks of ("the open end of the two reds"). Here it goes beside the
place where that covers none of what the table names (`keep`: the board's cards, then the turn's
buttons and drawn cards), else beside the board's cards, else where the kit puts it.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from ...guide.layer import ARROW, GAP, MARGIN, GuideLayer, inside, overlaps

Rect = arcade.types.Rect


class ClearLayer(GuideLayer):
    def __init__(self, keep: Callable[[], list[Rect]]) -> None:
        """`keep()`: what the bubble should not cover, the most important first."""
        super().__init__()
        self.keep = keep

    def beside(self, bw: float, bh: float) -> Rect:
        spot = super().beside(bw, bh)
        keep = self.keep()
        for kept in (keep, keep[:1]):
            if not any(overlaps(spot, k) for k in kept):
                return spot
            found = self.clear_of(bw, bh, kept)
            if found is not None:
                return found
        return spot

    def clear_of(self, bw: float, bh: float, kept: list[Rect]) -> Rect | None:
        """The first place beside the target, then beside the first kept box, that is in the
        window and covers neither the target nor any kept box."""
        width, height = self.size
        margin = MARGIN * self.px
        away = (GAP + ARROW) * self.px
        spots: list[tuple[float, float]] = []
        clear: Rect | None = None
        y_mid = kept[0].center_y if kept else height / 2
        if self.target is not None and not self.over:
            x, y, w, h = self.target
            ring = self.ring_size()
            half_w, half_h = max(w, ring) / 2, max(h, ring) / 2
            clear = arcade.LBWH(x - half_w, y - half_h, 2 * half_w, 2 * half_h)
            spots += around(clear, bw, bh, away, y)
            y_mid = y
        if kept:
            spots += around(kept[0], bw, bh, away, y_mid)
        # beside a place between the hand and the turn line (or none), between them too
        low, high = margin, height - margin
        if self.target is None or self.floor < self.target[1] < self.ceiling:
            low, high = max(low, self.floor), min(high, self.ceiling)
        for left, bottom in spots:
            left = min(max(left, margin), width - margin - bw)
            bottom = min(max(bottom, low), high - bh)
            spot = arcade.LBWH(left, bottom, bw, bh)
            if not inside(spot, width, height, margin * 0.99):
                continue
            if (clear is None or not overlaps(spot, clear)) and not any(overlaps(spot, k) for k in kept):
                return spot
        return None


def around(box: Rect, bw: float, bh: float, away: float, y: float) -> list[tuple[float, float]]:
    """Left-bottom corners of a bubble right of `box`, left of it, above it, below it (beside it
    level with `y`)."""
    return [
        (box.right + away, y - bh / 2),
        (box.left - away - bw, y - bh / 2),
        (box.center_x - bw / 2, box.top + away),
        (box.center_x - bw / 2, box.bottom - away - bh),
    ]
