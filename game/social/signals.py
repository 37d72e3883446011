"""Timed eye signals: winks (one eye, aimed at a seat) and what both eyes do by nature (blinks,
half-blinks, slow blinks), the distractors a wink hides among."""

from __future__ import annotations

from dataclasses import dataclass

FRAME = 1 / 60
# A wink is drawn fully closed for at least two presented frames, whatever its speed (DESIGN.md).
MIN_CLOSED = 2 * FRAME + 0.004
MAX_EDGE = 0.06  # seconds a lid takes to close or open, at most
EYE_EVENTS = ("blink", "half_blink", "slow_blink")  # both eyes, nobody aimed at
# Gestures a face makes besides a wink (WinkyBilly's team signals, and every face's fidgets there),
# with how long each lasts against the face's wink length: big moves take longer.
GESTURES = {"brows": 2.0, "nod": 2.5, "tilt": 3.0, "shake": 3.0, "smirk": 3.0, "pout": 3.0}
SHORTEST_GESTURE = 0.25  # seconds: quicker than this nobody could read it
WINK = "wink"  # the kind of a wink: one eye closed at a seat (a signal's kind, not the game)
KINDS = (WINK, *EYE_EVENTS, *GESTURES)
HALF_OPEN = 0.45  # how open the lids stay at the bottom of a half-blink


@dataclass(frozen=True, slots=True)
class Signal:
    kind: str  # "wink", or one of EYE_EVENTS
    seat: int
    start: float
    duration: float
    eye: str = "both"  # "both", "left" or "right"
    target: int | None = None  # whom a wink is aimed at
    cut: float | None = None  # when it was cut short (a fidget a person's signal ended), if it was

    @property
    def on_lids(self) -> bool:
        """Whether this signal closes eyes (a wink, a blink…) rather than moving the face."""
        return self.kind not in GESTURES

    @property
    def depth(self) -> float:
        """How open the eye(s) stay at the bottom: 0 shut, more for a half-blink."""
        return HALF_OPEN if self.kind == "half_blink" else 0.0

    @property
    def end(self) -> float:
        """When it ends: `duration` after its start, or where it was cut short (its shape, how a
        gesture swells and fades, stays that of its whole `duration`)."""
        return self.start + self.duration if self.cut is None else self.cut

    def lasts_past(self, since: float) -> bool:
        """Whether a frame posed at `since` and the next must both know of it: it ends after
        `since`, or it was cut short right then (the frame drawn before the cut held it whole)."""
        return self.end > since or (self.cut is not None and self.end >= since)

    @property
    def shown(self) -> float:
        """How long it was shown: its `duration`, or less if it was cut short."""
        return self.duration if self.cut is None else self.cut - self.start

    @property
    def edge(self) -> float:
        """Seconds for the lid to close (and again to open)."""
        return min(MAX_EDGE, (self.duration - MIN_CLOSED) / 2)

    @property
    def closed_from(self) -> float:
        return self.start + self.edge

    @property
    def closed_until(self) -> float:
        return self.start + self.duration - self.edge  # (its whole shape: a cut only ends it sooner)

    def openness(self, t: float) -> float:
        """How open the signalling eye(s) are at time t: 1 open, 0 shut."""
        if t < self.start or t >= self.end:
            return 1.0
        low = self.depth
        if t < self.closed_from:
            return 1.0 - (1.0 - low) * (t - self.start) / self.edge
        if t < self.closed_until:
            return low
        return low + (1.0 - low) * (t - self.closed_until) / self.edge


def make_signal(
    kind: str, seat: int, start: float, duration: float, eye: str = "both", target: int | None = None
) -> Signal:
    """A signal long enough to show its eye(s) fully closed for two frames."""
    if kind not in KINDS:
        raise ValueError(f"unknown signal {kind!r}")
    if kind == "wink" and (eye not in ("left", "right") or target is None):
        raise ValueError("a wink closes one eye and is aimed at a seat")
    if kind in GESTURES:
        return Signal(kind, seat, start, max(duration, SHORTEST_GESTURE), "none", target)
    return Signal(kind, seat, start, max(duration, MIN_CLOSED + 0.02), eye, target)
