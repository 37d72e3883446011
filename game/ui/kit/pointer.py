"""Where the human looks at a table: the face under the mouse pointer, or the one picked with Tab.

For the bots it is where the viewer's eyes are (the gaze mark's eye shows they see it); while the
mouse pointer itself is over a face it hides, so that it never covers the eyes it looks at.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade


class Pointer:
    def __init__(
        self, window: Callable[[], arcade.Window | None], look: Callable[[int | None], None]
    ) -> None:
        """`look(seat)`: the table tells its source where the viewer looks now."""
        self.window = window
        self.look = look
        self.pointed: int | None = None  # the face under the pointer (or chosen with Tab)
        self.on_face = False  # the mouse pointer itself is over a face (not Tab's focus)
        self.hidden = False  # we hid the window's mouse pointer

    def point(self, seat: int | None) -> None:
        self.pointed = seat
        self.look(seat)

    def step(self, step: int, seats: int) -> None:
        """Tab (or Shift+Tab): the next (or previous) face; the mouse pointer shows again."""
        start = self.pointed if self.pointed is not None else (-1 if step > 0 else 0)
        self.on_face = False
        self.point((start + step) % seats)

    def moved(self, seat: int | None) -> None:
        """The mouse moved over `seat`'s face (or off every face)."""
        self.on_face = seat is not None
        self.point(seat)

    def sync(self, table_on_top: bool) -> None:
        """Hide the mouse pointer while it is over a face and nothing lies over the table; show it
        everywhere else (only a change reaches the window)."""
        hide = self.on_face and table_on_top
        window = self.window()
        if hide != self.hidden and window is not None:
            self.hidden = hide
            window.set_mouse_visible(not hide)
