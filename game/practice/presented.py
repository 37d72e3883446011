"""What the screen presented of each wink: the first frame that showed its eye shut (reaction
times count from the flip of that frame, DESIGN.md "Time"), and at least two presented frames
with the eye shut, whatever the frame rate.

The driver (a practice view) tells each frame, in order: `lids` while it poses a face (the eye is
held shut from the moment it should be, until it has been presented shut twice and its shut time
is over: at 60 frames a second a 100 ms wink is shut for 2.2 frames by itself, at 30 it would be
shut for one frame or none), then `flipped(t)` once the frame reached the screen, which names the
winks whose first shut frame that was.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..social.signals import Signal

SHUT_FRAMES = 2  # a wink's eye is shown shut in at least this many presented frames


@dataclass
class Shown:
    """One wink on its way to the screen."""

    signal: Signal
    frames: int = 0  # presented frames that showed the eye shut
    drawn_shut: bool = False  # the frame being drawn shows it shut
    first_at: float | None = None  # when the first of them was flipped


class ShutFrames:
    """The winks on screen now; `shut_below`: the openness under which a face draws an eye shut."""

    def __init__(self, shut_below: float) -> None:
        self.shut_below = shut_below
        self.winks: list[Shown] = []
        self.drawn_at = 0.0  # the time the last frame was posed at (the signals' clock)

    def add(self, signal: Signal) -> None:
        """A wink began (on the social table's clock)."""
        self.winks.append(Shown(signal))

    def lids(self, seat: int, left: float, right: float, t: float) -> tuple[float, float]:
        """The openness of `seat`'s eyes as drawn at `t` (the social layer's `left`, `right`):
        a winking eye held shut as long as it must be. Notes which winks this frame shows shut."""
        self.drawn_at = t
        for shown in self.winks:
            signal = shown.signal
            if signal.seat != seat or t < signal.start:
                continue
            openness = left if signal.eye == "left" else right
            if t >= signal.closed_from and (shown.frames < SHUT_FRAMES or t < signal.closed_until):
                openness = 0.0
            shown.drawn_shut = openness < self.shut_below
            if signal.eye == "left":
                left = openness
            else:
                right = openness
        return left, right

    def flipped(self, t: float) -> list[Shown]:
        """The frame drawn last was presented at `t` (the caller's clock): the winks it showed shut
        for the first time (their `first_at` is now `t`). Winks presented and over are forgotten."""
        first = []
        for shown in self.winks:
            if shown.drawn_shut:
                shown.frames += 1
                if shown.first_at is None:
                    shown.first_at = t
                    first.append(shown)
            shown.drawn_shut = False
        self.winks = [s for s in self.winks if s.frames < SHUT_FRAMES or self.drawn_at < s.signal.end]
        return first
