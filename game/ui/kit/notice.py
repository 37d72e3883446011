"""The table's one-line message: a refusal, a hint or a prompt, public or for one seat only.

A message for one seat (a refusal that names that player's cards, say) shows only while that seat
is the confirmed viewer. Messages expire: a refusal goes when its moment has passed (a new turn)
or after a few seconds, so it never lingers after it stopped being true.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from .. import theme
from ..fit import fit_width

LASTS_S = 4.0  # a refusal or hint stays this long (sim seconds)


@dataclass
class Message:
    text: str
    owner: int | None  # the only seat that may read it, or None for everyone
    until: float | None  # sim time it ends, or None to stay until replaced or cleared


class NoticeLine:
    def __init__(self) -> None:
        self.message: Message | None = None
        self.text = arcade.Text("", 0, 0, theme.WHITE, 14, font_name=theme.FONT, anchor_x="center")
        self.width = 400.0
        self.font = 14.0

    def say(self, text: str, now: float, owner: int | None = None, lasting: bool = False) -> None:
        """Show `text` (to `owner` only, if given) for a few seconds, or until cleared if `lasting`."""
        self.message = Message(text, owner, None if lasting else now + LASTS_S) if text else None

    def clear(self) -> None:
        self.message = None

    def current(self, viewer: int | None, now: float) -> str:
        """What `viewer` (None: anyone looking at the shared screen) may read now."""
        m = self.message
        if m is None:
            return ""
        if m.until is not None and now >= m.until:
            self.message = None
            return ""
        if m.owner is not None and m.owner != viewer:
            return ""
        return m.text

    def layout(self, x: float, y: float, width: float, font_size: float) -> None:
        self.text.x, self.text.y = x, y
        self.width, self.font = width, font_size
        self.text.font_size = font_size
        fit_width(self.text, width)

    def draw(self, viewer: int | None, now: float) -> None:
        line = self.current(viewer, now)
        if not line:
            return
        if self.text.text != line:
            self.text.text = line
            self.text.font_size = self.font
            fit_width(self.text, self.width)
        self.text.draw()
