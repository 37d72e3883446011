"""What every face does by itself: smiles, smirks, brow raises, nods, half-blinks and slow blinks.

The distractors a wink hides among. Each face draws them from its own generator at its profile's
rate (`expression_interval_s`), so nothing about them depends on who holds which card, who winks,
or what any other face does: a watcher can learn nothing from them.
"""

from __future__ import annotations

import dataclasses
import math
import random
from dataclasses import dataclass

# kind: (weight, shortest and longest duration in seconds). Lid kinds are eye signals (signals.py).
KINDS: dict[str, tuple[float, float, float]] = {
    "smile": (0.22, 0.8, 2.5),
    "smirk": (0.14, 0.6, 1.6),
    "open": (0.10, 0.4, 1.0),  # a mouth opening: surprise, a laugh held back
    "brows": (0.16, 0.35, 0.9),
    "nod": (0.12, 0.45, 0.8),
    "half_blink": (0.14, 0.15, 0.3),
    "slow_blink": (0.12, 0.35, 0.6),
}
# Where faces make gestures as signals (WinkyBilly), every gesture is also a fidget, made as a
# signal aimed at nobody: seen alone, a gesture proves nothing.
GESTURE_KINDS: dict[str, tuple[float, float, float]] = {
    "smile": (0.16, 0.8, 2.5),
    "brows": (0.12, 0.35, 0.9),
    "nod": (0.12, 0.45, 0.9),
    "tilt": (0.10, 0.6, 1.2),
    "shake": (0.10, 0.6, 1.2),
    "smirk": (0.10, 0.6, 1.6),
    "pout": (0.10, 0.6, 1.4),
    "half_blink": (0.10, 0.15, 0.3),
    "slow_blink": (0.10, 0.35, 0.6),
}
MOUTHS = ("smile", "smirk", "open")
LIDS = ("half_blink", "slow_blink")
NOD_DEPTH = 0.03  # a nod lowers the head by this share of the face's size


@dataclass(frozen=True, slots=True)
class Fidget:
    kind: str
    start: float
    duration: float
    cut: float | None = None  # when a person's own signal cut it short, if it did

    @property
    def end(self) -> float:
        """When it ends: `duration` after its start, or where it was cut short (how it swells
        stays that of its whole `duration`)."""
        return self.start + self.duration if self.cut is None else self.cut

    def swell(self, t: float) -> float:
        """0 before and after, 1 at the middle: how far a brow raise or a nod has gone."""
        if not self.start <= t < self.end:
            return 0.0
        return math.sin(math.pi * (t - self.start) / self.duration)


class Fidgets:
    """One face's schedule of fidgets on the sim clock."""

    def __init__(
        self,
        rng: random.Random,
        interval_s: float,
        t: float = 0.0,
        kinds: dict[str, tuple[float, float, float]] | None = None,
    ) -> None:
        self.rng = rng
        self.interval_s = interval_s
        self.kinds = KINDS if kinds is None else kinds
        self.names = list(self.kinds)
        self.weights = [self.kinds[k][0] for k in self.names]
        self.current: Fidget | None = None
        self.next_at = t + rng.expovariate(1.0 / interval_s)

    def due(self, t: float) -> Fidget | None:
        """The fidget that starts now, if one is due (the last one is then over)."""
        if self.current is not None and t >= self.current.end:
            self.current = None
        if t < self.next_at or self.current is not None:
            return None
        kind = self.rng.choices(self.names, weights=self.weights)[0]
        _, low, high = self.kinds[kind]
        fidget = Fidget(kind, t, self.rng.uniform(low, high))
        self.current = fidget
        self.next_at = fidget.end + self.rng.expovariate(1.0 / self.interval_s)
        return fidget

    def cut(self, t: float) -> Fidget | None:
        """End the fidget under way at `t` there (a person's own gesture takes the face): the
        fidget as it now lasts, or None if none was under way (one begun at `t` is gone). The
        schedule of the next ones is kept: nothing is drawn from the generator."""
        f = self.current
        if f is None or not f.start <= t < f.end:
            return None
        self.current = dataclasses.replace(f, cut=t) if t > f.start else None
        return self.current

    def at(self, t: float) -> Fidget | None:
        f = self.current
        return f if f is not None and f.start <= t < f.end else None
