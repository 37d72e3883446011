"""The one clock of a practice screen: the faces, the trials, the flips and the player's answers are
all timed on it, so a reaction time is the difference of two readings of the same clock.

At play it is the wall clock (`WallClock`). Screenshots, benchmarks and tests give the screen a
`FrameClock`, which moves only when the screen's update moves it (a frame's time each frame) or
when a test sets it: the same frames then give the same pictures and the same times.
"""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds since the screen opened."""
        ...

    def advance(self, dt: float) -> None:
        """A frame's update passed `dt` seconds of the window's time."""
        ...


class WallClock:
    def __init__(self) -> None:
        self.start = time.perf_counter()

    def now(self) -> float:
        return time.perf_counter() - self.start

    def advance(self, dt: float) -> None:
        """The wall clock moves by itself."""


class FrameClock:
    def __init__(self, t: float = 0.0) -> None:
        self.t = t

    def now(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        self.t += dt
