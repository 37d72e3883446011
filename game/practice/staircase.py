"""The adaptive mode: a weighted up-down staircase on the wink's length (Kaernbach 1991).

After a caught wink the next is shorter by one step; after a missed one it is longer by four
steps. The staircase settles where p·down = (1 - p)·up, that is p = 4/5: the length of wink the
player catches 80% of the time. Steps are on a log scale (a factor). Until the first miss it
comes down three steps at a time (a fast start: a level's longest wink is often far above the
player's threshold, and trials spent coming down are trials lost to the measure). The threshold is read off
the psychometric function fitted to every trial (fit.py), once the track has reversed enough
times to have crossed it (the first two reversals reflect the start and are not counted)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .fit import threshold_ms

STEP = 1.12  # one step down: the wink 12% shorter
UP_STEPS = 4  # a miss: four steps up, so the staircase tracks 80% caught
FAST_STEPS = 3  # down after a catch, until the first miss
TARGET = UP_STEPS / (UP_STEPS + 1)
LOWEST_MS, LONGEST_MS = 60.0, 1000.0
SKIPPED_REVERSALS = 2
LEAST_REVERSALS = 4  # counted after the skipped ones, for a threshold to be reported


@dataclass
class Staircase:
    wink_ms: float  # the next wink's length
    reversals: list[float] = field(default_factory=list)
    lengths: list[float] = field(default_factory=list)  # every wink trial's length and result
    caught: list[bool] = field(default_factory=list)
    _last: int = 0  # the last move: -1 down, +1 up, 0 none yet

    def record(self, caught: bool) -> None:
        """A wink trial's result moves the staircase (catch trials do not)."""
        self.lengths.append(self.wink_ms)
        self.caught.append(caught)
        move = -1 if caught else 1
        if self._last and move != self._last:
            self.reversals.append(self.wink_ms)
        self._last = move
        down = FAST_STEPS if not self.reversals and False not in self.caught else 1
        factor = STEP ** (-down if caught else UP_STEPS)
        self.wink_ms = min(LONGEST_MS, max(LOWEST_MS, self.wink_ms * factor))

    @property
    def threshold_ms(self) -> float | None:
        """The wink length caught about 80% of the time, once enough reversals were seen."""
        if len(self.reversals) < SKIPPED_REVERSALS + LEAST_REVERSALS:
            return None
        return threshold_ms(self.lengths, self.caught, TARGET)
