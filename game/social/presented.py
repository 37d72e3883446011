"""What the screen presented of each eye signal: its eye(s) at the bottom (a wink's eye shut) in
at least two presented frames, whatever the frame times, and the first frame that showed it so
(practice's reaction times count from the flip of that frame, DESIGN.md "Time").

The social layer times a signal on the sim clock, and a frame shows the moment it was posed at.
At 60 frames a second a 100 ms wink is shut for 2.2 frames by itself; when frames come late (a
busy machine) its shut part can fall between two frames and never be seen. So the drawing keeps
the eyelid's timing on the presented frames instead: an eye is held at its signal's bottom from
the moment it should be, until it was presented there in `SHUT_FRAMES` frames and its bottom
time is over; then it opens as the sim clock says. Only the drawing is held: the sim clock, the
bots' eyes (which judge the signal on that clock) and the trace go on as they were.

The driver tells each frame, in order: `add` for the signals begun (or known) since the frame
before, `lids` while it poses a face, then `flipped(t)` once the frame reached the screen, which
counts the frame and names the signals whose first frame at the bottom that was.
"""

from __future__ import annotations

from dataclasses import dataclass

from .signals import Signal

SHUT_FRAMES = 2  # a signal's eye is shown at its bottom (a wink's shut) in at least this many frames


@dataclass
class Shown:
    """One signal on its way to the screen."""

    signal: Signal
    frames: int = 0  # presented frames that showed its eye(s) at the bottom
    drawn_shut: bool = False  # the frame being drawn shows it at the bottom
    first_at: float | None = None  # when the first of them was flipped


class ShutFrames:
    """The eye signals on screen now; `shut_below`: the openness under which a face draws an eye
    shut (a half-blink's bottom, above it, is held where it is: half open)."""

    def __init__(self, shut_below: float) -> None:
        self.shut_below = shut_below
        self.held: list[Shown] = []
        self.drawn_at = 0.0  # the time the last frame was posed at (the signals' clock)

    def add(self, signal: Signal) -> None:
        """A signal began, or is known now (on the social table's clock); one known already and
        any that moves no eyelid (a gesture) are left out."""
        if not signal.on_lids:
            return
        for shown in self.held:
            old = shown.signal
            if (old.kind, old.seat, old.start) == (signal.kind, signal.seat, signal.start):
                shown.signal = signal  # known again, perhaps cut short since (a wink ended a blink)
                return
        self.held.append(Shown(signal))

    def clear(self) -> None:
        """Forget every signal (the clock jumped: a new trial, a replay's seek)."""
        self.held.clear()

    def lids(self, seat: int, left: float, right: float, t: float) -> tuple[float, float]:
        """The openness of `seat`'s eyes as drawn at `t` (the social layer's `left`, `right`):
        a signalling eye held at its bottom as long as it must be. Notes which signals this frame
        shows at the bottom."""
        self.drawn_at = t
        for shown in self.held:
            signal = shown.signal
            if signal.seat != seat or t < signal.start or (signal.cut is not None and t >= signal.cut):
                continue  # (one cut short is over where it was cut: a blink the face's wink ended)
            bottom = signal.depth
            if t >= signal.closed_from and (shown.frames < SHUT_FRAMES or t < signal.closed_until):
                left = min(left, bottom) if signal.eye != "right" else left
                right = min(right, bottom) if signal.eye != "left" else right
            eyes = [o for eye, o in (("left", left), ("right", right)) if signal.eye in (eye, "both")]
            shown.drawn_shut = all(o < self.shut_below or o <= bottom for o in eyes)
        return left, right

    def flipped(self, t: float) -> list[Shown]:
        """The frame drawn last was presented at `t` (the caller's clock): the signals it showed at
        the bottom for the first time (their `first_at` is now `t`). Those presented there as often
        as they must and over are forgotten."""
        first = []
        for shown in self.held:
            if shown.drawn_shut:
                shown.frames += 1
                if shown.first_at is None:
                    shown.first_at = t
                    first.append(shown)
            shown.drawn_shut = False
        self.held = [s for s in self.held if s.frames < SHUT_FRAMES or self.drawn_at < s.signal.end]
        return first
