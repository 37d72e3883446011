"""Timed eye signals: natural blinks (both eyes) and winks (one eye, aimed at a seat)."""

from __future__ import annotations

from dataclasses import dataclass

FRAME = 1 / 60
# A wink is drawn fully closed for at least two presented frames, whatever its speed (DESIGN.md).
MIN_CLOSED = 2 * FRAME + 0.004
MAX_EDGE = 0.06  # seconds a lid takes to close or open, at most


@dataclass(frozen=True, slots=True)
class Signal:
    kind: str  # "blink" or "wink"
    seat: int
    start: float
    duration: float
    eye: str = "both"  # "both", "left" or "right"
    target: int | None = None  # whom a wink is aimed at

    @property
    def end(self) -> float:
        return self.start + self.duration

    @property
    def edge(self) -> float:
        """Seconds for the lid to close (and again to open)."""
        return min(MAX_EDGE, (self.duration - MIN_CLOSED) / 2)

    @property
    def closed_from(self) -> float:
        return self.start + self.edge

    @property
    def closed_until(self) -> float:
        return self.end - self.edge

    def openness(self, t: float) -> float:
        """How open the signalling eye(s) are at time t: 1 open, 0 shut."""
        if t < self.start or t >= self.end:
            return 1.0
        if t < self.closed_from:
            return 1.0 - (t - self.start) / self.edge
        if t < self.closed_until:
            return 0.0
        return (t - self.closed_until) / self.edge


def make_signal(
    kind: str, seat: int, start: float, duration: float, eye: str = "both", target: int | None = None
) -> Signal:
    """A signal long enough to show its eye(s) fully closed for two frames."""
    if kind not in ("blink", "wink"):
        raise ValueError(f"unknown signal {kind!r}")
    if kind == "wink" and (eye not in ("left", "right") or target is None):
        raise ValueError("a wink closes one eye and is aimed at a seat")
    return Signal(kind, seat, start, max(duration, MIN_CLOSED + 0.02), eye, target)
