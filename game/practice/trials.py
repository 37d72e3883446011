"""The trials of one practice session: which face winks (or none: a catch trial), with which eye,
how long, and when. The moment is unpredictable: a wink comes after a foreperiod drawn from a
non-ageing (exponential) law, so waiting longer never makes it likelier to come next."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..store.levels import PracticeLevel

FALSE_START_MS = 120.0  # a response sooner than this after the wink is a guess, not a reaction
FOREPERIOD_S = (1.2, 1.6, 6.0)  # at least, mean extra (exponential), at most: from a trial's start
EYES = ("left", "right")


@dataclass(frozen=True)
class Trial:
    """One trial. `face` None is a catch trial: nobody winks; `onset_s` is then the moment a wink
    would have come, from which the answer window runs as in the other trials."""

    index: int
    face: int | None
    eye: str
    wink_ms: float  # drawn in the level's range; an adaptive session sets its own
    onset_s: float  # from the trial's start

    @property
    def catch(self) -> bool:
        return self.face is None


def foreperiod(rng: random.Random) -> float:
    least, mean_extra, most = FOREPERIOD_S
    return min(most, least + rng.expovariate(1 / mean_extra))


def plan(level: PracticeLevel, seed: int, trials: int | None = None) -> list[Trial]:
    """The session's trials: a share `catch_share` of them without a wink, at shuffled places;
    the winking face and eye at random (never the same face three times running)."""
    rng = random.Random(seed)
    n = level.trials if trials is None else trials
    catches = round(n * level.catch_share)
    kinds = [True] * catches + [False] * (n - catches)
    rng.shuffle(kinds)
    out: list[Trial] = []
    recent: list[int] = []
    for i, catch in enumerate(kinds):
        face = None
        if not catch:
            choices = [f for f in range(level.faces) if recent[-2:] != [f, f]]
            face = rng.choice(choices)
            recent.append(face)
        wink_ms = rng.uniform(level.wink_ms_min, level.wink_ms_max)
        out.append(Trial(i, face, rng.choice(EYES), wink_ms, foreperiod(rng)))
    return out
