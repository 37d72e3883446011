"""A scroll bar beside a list longer than its box: a track, and a thumb as long as the share shown.

It counts in items (the history's lines), not pixels: `first` is the top item shown, `most` the
largest it may be (the list scrolled to its end), `shown` how many fit, `total` how many there
are. The thumb can be dragged; a click on the track pages.
"""

from __future__ import annotations

import arcade

from .. import theme

TRACK = (*theme.PANEL_EDGE, 60)
THUMB = theme.PANEL_EDGE


class ScrollBar:
    def __init__(self) -> None:
        self.track = arcade.LBWH(0, 0, 0, 0)
        self.first, self.most, self.shown, self.total = 0, 0, 1, 1
        self.grab: float | None = None  # while the thumb is dragged: where it was taken, from its top

    def layout(self, track: arcade.types.Rect) -> None:
        self.track = track

    def set(self, first: int, most: int, shown: int, total: int) -> None:
        self.first, self.most = first, most
        self.shown, self.total = max(1, shown), max(1, total)

    @property
    def needed(self) -> bool:
        """Whether there is more than fits (else no bar is drawn)."""
        return self.most > 0

    def thumb(self) -> arcade.types.Rect:
        t = self.track
        length = min(t.height, max(t.width * 2, t.height * self.shown / self.total))
        room = t.height - length
        top = t.top - room * min(1.0, self.first / max(1, self.most))
        return arcade.LBWH(t.left, top - length, t.width, length)

    def draw(self) -> None:
        if not self.needed:
            return
        arcade.draw_rect_filled(self.track, TRACK)
        arcade.draw_rect_filled(self.thumb(), THUMB)

    def on_track(self, x: float, y: float) -> bool:
        t = self.track
        slack = t.width  # a thin bar is easy to miss
        return self.needed and t.left - slack <= x <= t.right + slack and t.bottom <= y <= t.top

    def press(self, x: float, y: float) -> int | None:
        """A press on the bar: on the thumb it is taken (None: nothing moves yet); on the track
        above or below it, the page up or down: the first item to show then."""
        if not self.on_track(x, y):
            return None
        thumb = self.thumb()
        if thumb.bottom <= y <= thumb.top:
            self.grab = thumb.top - y
            return None
        page = max(1, self.shown - 1)
        return self.first - page if y > thumb.top else self.first + page

    def drag(self, y: float) -> int | None:
        """The thumb dragged to `y`: the first item to show, or None if it is not held."""
        if self.grab is None:
            return None
        t = self.track
        length = self.thumb().height
        room = t.height - length
        if room <= 0:
            return 0
        share = (t.top - (y + self.grab)) / room
        return round(min(1.0, max(0.0, share)) * self.most)

    def release(self) -> None:
        self.grab = None
