"""Where each face looks, and since when: a log the perception draws on."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field

GRID = -1  # looking at the grid / the middle of the table
HAND = -2  # looking at its own hand
KEEP_SECONDS = 20.0


@dataclass
class GazeLog:
    """Gaze targets as a step function of time: `times[i]` is when `targets[i]` began."""

    times: list[float] = field(default_factory=lambda: [0.0])
    targets: list[int] = field(default_factory=lambda: [GRID])

    @property
    def current(self) -> int:
        return self.targets[-1]

    def look(self, t: float, target: int) -> None:
        if target == self.targets[-1]:
            return
        if t <= self.times[-1]:
            self.targets[-1] = target
            return
        self.times.append(t)
        self.targets.append(target)

    def at(self, t: float) -> int:
        i = bisect_right(self.times, t) - 1
        return self.targets[max(i, 0)]

    def fraction_on(self, target: int, t0: float, t1: float) -> float:
        """The share of [t0, t1) spent looking at `target`."""
        if t1 <= t0:
            return 1.0 if self.at(t0) == target else 0.0
        total = 0.0
        i = max(bisect_right(self.times, t0) - 1, 0)
        while i < len(self.times) and self.times[i] < t1:
            start = max(self.times[i], t0)
            end = min(self.times[i + 1] if i + 1 < len(self.times) else t1, t1)
            if self.targets[i] == target and end > start:
                total += end - start
            i += 1
        return total / (t1 - t0)

    def shares(self, t0: float, t1: float) -> dict[int, float]:
        """Each target looked at during [t0, t1), with the share of that time spent on it."""
        if t1 <= t0:
            return {self.at(t0): 1.0}
        out: dict[int, float] = {}
        i = max(bisect_right(self.times, t0) - 1, 0)
        while i < len(self.times) and self.times[i] < t1:
            start = max(self.times[i], t0)
            end = min(self.times[i + 1] if i + 1 < len(self.times) else t1, t1)
            if end > start:
                out[self.targets[i]] = out.get(self.targets[i], 0.0) + (end - start) / (t1 - t0)
            i += 1
        return out

    def forget_before(self, t: float) -> None:
        i = bisect_right(self.times, t) - 1
        if i > 0:
            del self.times[:i]
            del self.targets[:i]
