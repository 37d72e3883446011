"""A simulated player for `simulate practice` and the tests: eyes whose sensitivity grows with the
wink's length, a criterion, and reaction times, whose true d′, c and threshold are known.

Sensitivity to a wink of length L ms: d′(L) = d_max · (1 − exp(−L / tau_ms)). Each trial gives an
impression ~ N(d′(L), 1) on a wink trial and ~ N(0, 1) on a catch trial; the observer answers when
it exceeds `k` (the criterion measured from the no-wink mean), naming the right face except for a
share `mislocate` of its answers. Reaction times are log-normal (median `rt_ms`, sigma
`rt_sigma`). `truth` gives what a session should measure."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, fields, replace

from ..store.levels import PracticeLevel
from .sdt import phi, z
from .staircase import UP_STEPS

GRID = 200  # points over a level's wink range when averaging the hit chance


@dataclass(frozen=True)
class Observer:
    d_max: float = 3.0
    tau_ms: float = 150.0
    k: float = 1.0
    rt_ms: float = 520.0
    rt_sigma: float = 0.25
    mislocate: float = 0.0

    def d_prime_at(self, wink_ms: float) -> float:
        return self.d_max * (1 - math.exp(-wink_ms / self.tau_ms))

    def caught_chance(self, wink_ms: float) -> float:
        """The chance a wink of this length is answered with its face."""
        return phi(self.d_prime_at(wink_ms) - self.k) * (1 - self.mislocate)

    def sees(self, wink_ms: float | None, rng: random.Random) -> bool:
        """One trial's impression against the criterion (`wink_ms` None: a catch trial)."""
        mean = 0.0 if wink_ms is None else self.d_prime_at(wink_ms)
        return rng.gauss(mean, 1.0) > self.k

    def reaction_s(self, rng: random.Random) -> float:
        return self.rt_ms / 1000 * math.exp(rng.gauss(0.0, self.rt_sigma))


OBSERVERS = {
    "novice": Observer(d_max=2.5, tau_ms=260, k=0.8, rt_ms=680, rt_sigma=0.3),
    "average": Observer(),
    "sharp": Observer(d_max=3.6, tau_ms=90, k=1.3, rt_ms=430, rt_sigma=0.2),
}


def parse_observer(text: str) -> Observer:
    """A named observer (novice, average, sharp), or one like "d_max=3,tau_ms=120,k=1.1",
    optionally after a name ("sharp,rt_ms=400"); ValueError with the reason otherwise."""
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if not parts:
        raise ValueError("an observer is a name (novice, average, sharp) or key=value pairs")
    base = OBSERVERS["average"]
    if "=" not in parts[0]:
        if parts[0] not in OBSERVERS:
            raise ValueError(
                f"unknown observer {parts[0]!r}; choose {', '.join(OBSERVERS)} or give key=value pairs"
            )
        base = OBSERVERS[parts.pop(0)]
    names = {f.name for f in fields(Observer)}
    changes: dict[str, float] = {}
    for part in parts:
        key, _, value = part.partition("=")
        key = key.strip()
        if key not in names:
            raise ValueError(f"unknown observer field {key!r}; known: {', '.join(sorted(names))}")
        try:
            changes[key] = float(value)
        except ValueError:
            raise ValueError(f"{key} must be a number, not {value.strip()!r}") from None
    observer = replace(base, **changes)
    problem = _problem(observer)
    if problem:
        raise ValueError(problem)
    return observer


def _problem(o: Observer) -> str | None:
    if not 0 < o.d_max <= 6:
        return "d_max must be above 0 and at most 6"
    if not 1 <= o.tau_ms <= 2000:
        return "tau_ms must be from 1 to 2000"
    if not -3 <= o.k <= 6:
        return "k must be from -3 to 6"
    if not 150 <= o.rt_ms <= 3000 or not 0 <= o.rt_sigma <= 1:
        return "rt_ms must be from 150 to 3000 and rt_sigma from 0 to 1"
    if not 0 <= o.mislocate < 1:
        return "mislocate must be from 0 to below 1"
    return None


@dataclass(frozen=True)
class Truth:
    """What a perfect measurement of this observer at this level would find."""

    hit_rate: float
    false_alarm_rate: float
    d_prime: float
    criterion: float
    threshold_ms: float | None  # the wink length caught 80% of the time (None: never, up to 1 s)


def truth(observer: Observer, level: PracticeLevel, lengths: list[float] | None = None) -> Truth:
    """The observer's true figures at `level`, its winks' lengths spread over the level's range,
    or, given `lengths` (an adaptive session's, which the staircase chose), over those."""
    lo, hi = level.wink_ms_min, level.wink_ms_max
    points = [lo + (hi - lo) * (i + 0.5) / GRID for i in range(GRID)] if hi > lo else [lo]
    points = lengths or points
    h = sum(observer.caught_chance(ms) for ms in points) / len(points)
    f = phi(-observer.k)
    return Truth(h, f, z(h) - z(f), -(z(h) + z(f)) / 2, threshold(observer))


def threshold(observer: Observer, target: float = UP_STEPS / (UP_STEPS + 1)) -> float | None:
    """The wink length caught with chance `target` (bisection; the chance grows with length)."""
    lo, hi = 1.0, 1000.0
    if observer.caught_chance(hi) < target:
        return None
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if observer.caught_chance(mid) < target else (lo, mid)
    return (lo + hi) / 2
