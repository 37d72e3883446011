"""The faces of a practice table, from a level's rates (levels/practice.toml gives them per face
and minute): blinks, fidgets (expressions, half and slow blinks), glances and decoy gestures.

`face_rates` turns the rates into what the social layer takes (a profile, a mix of fidgets, the
time between glances), correcting for how the social table schedules them so that the rates a
player sees are the level's (tests/practice/test_faces.py measures them over a long table life):
- fidgets follow one another on a face: the gap after one is drawn once it ends, so the gap's
  mean is the level's interval less the fidgets' mean length;
- a blink that falls due while the face's eyes or head are busy (a blink, a half-blink, a decoy
  gesture) is skipped, so blinks are scheduled more often by the share of time a face is busy.

`PracticeFaces` is the table itself on the caller's clock: the social table does blinks and
fidgets; glances are made here, at the level's rate, because nobody at a practice table watches
anybody (no meeting of eyes holds a look, nobody's eyes judge a signal).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..social.fidgets import GESTURE_KINDS, KINDS, LIDS
from ..social.gaze import GRID, HAND
from ..social.profile import SocialProfile
from ..social.signals import Signal
from ..social.table import Pose, SocialTable
from ..store.levels import PracticeLevel

Kinds = dict[str, tuple[float, float, float]]  # kind: (weight, shortest, longest seconds)

EXPRESSIONS = ("smile", "open", "half_blink", "slow_blink")  # the level's fidgets
DECOYS = ("brows", "nod", "tilt", "shake", "smirk", "pout")  # the level's decoy gestures
NEVER_S = 1e9  # the gap of something that happens at a rate of 0
LEAST_GAP_S = 0.05  # fidgets never follow one another closer than this
STEP_S = 1 / 60  # the social table is stepped at most this far at once
GLANCE_SPREAD = 1 / 3  # glances come at the level's mean gap, give or take a third
LEAST_GLANCE_S = 0.12  # eyes hold a look at least this long


@dataclass(frozen=True)
class FaceRates:
    """What the social table is given for a level's faces."""

    profile: SocialProfile
    fidget_kinds: Kinds
    glance_s: float  # mean seconds between two glances of a face


def mean_length(kinds: Kinds) -> float:
    """The mean length of a fidget drawn from `kinds` (seconds)."""
    total = sum(w for w, _, _ in kinds.values())
    return sum(w * (lo + hi) / 2 for w, lo, hi in kinds.values()) / total if total else 0.0


def fidget_kinds(level: PracticeLevel) -> Kinds:
    """The level's mix: its expressions weighed to its fidget rate, its decoys to its decoy rate."""
    expressions = {k: KINDS[k] for k in EXPRESSIONS}
    decoys = {k: GESTURE_KINDS[k] for k in DECOYS}
    if level.fidgets_per_minute + level.decoys_per_minute <= 0:
        return expressions  # never drawn from (the gap is NEVER_S), but a mix must have weights
    out: Kinds = {}
    for group, rate in ((expressions, level.fidgets_per_minute), (decoys, level.decoys_per_minute)):
        total = sum(w for w, _, _ in group.values())
        out |= {k: (w / total * rate, lo, hi) for k, (w, lo, hi) in group.items() if rate > 0}
    return out


def _gap(per_minute: float) -> float:
    return 60.0 / per_minute if per_minute > 0 else NEVER_S


def face_rates(level: PracticeLevel) -> FaceRates:
    """The profile, fidget mix and glance gap that show a face at the level's rates."""
    kinds = fidget_kinds(level)
    fidgets = level.fidgets_per_minute + level.decoys_per_minute
    between = _gap(fidgets) - mean_length(kinds) if fidgets > 0 else NEVER_S
    blink_ms = SocialProfile().blink_ms
    total = sum(w for w, _, _ in kinds.values())
    lids = sum(w * (lo + hi) / 2 for k, (w, lo, hi) in kinds.items() if k in LIDS) / total
    decoys = sum(w * (lo + hi) / 2 for k, (w, lo, hi) in kinds.items() if k in DECOYS) / total
    busy_s_per_minute = level.blinks_per_minute * blink_ms / 1000 + fidgets * (lids + decoys)
    busy = min(0.9, busy_s_per_minute / 60)
    profile = SocialProfile(
        wink_ms=(level.wink_ms_min + level.wink_ms_max) / 2,
        blink_interval_s=_gap(level.blinks_per_minute / (1 - busy)),
        blink_ms=blink_ms,
        expression_interval_s=max(LEAST_GAP_S, between),
    )
    return FaceRates(profile, kinds, _gap(level.glances_per_minute))


class PracticeFaces:
    """A practice level's faces on the caller's clock (seconds), seeded."""

    def __init__(self, level: PracticeLevel, seed: int) -> None:
        rates = face_rates(level)
        n = level.faces
        self.n = n
        self.social = SocialTable(
            [rates.profile] * n,
            seed,
            humans=frozenset(range(n)),  # nobody's eyes wander by themselves: glances are made here
            gestures=True,
            fidget_kinds=rates.fidget_kinds,
        )
        self.glance_s = rates.glance_s
        self.glances = [random.Random(f"{seed}:glance:{s}") for s in range(n)]
        self.next_glance = [self._glance_gap(s) for s in range(n)]

    @property
    def t(self) -> float:
        return self.social.t

    def _glance_gap(self, seat: int) -> float:
        mean = self.glance_s
        return self.social.t + max(LEAST_GLANCE_S, self.glances[seat].gauss(mean, mean * GLANCE_SPREAD))

    def advance(self, t: float) -> None:
        """Bring the faces' life up to `t`, in steps of at most one frame."""
        while self.social.t < t - 1e-9:
            self.social.step(min(STEP_S, t - self.social.t))
            now = self.social.t
            for seat in range(self.n):
                if now >= self.next_glance[seat]:
                    if now >= self.social.held_until[seat]:
                        self.glance(seat)
                    self.next_glance[seat] = self._glance_gap(seat)

    def glance(self, seat: int) -> None:
        """Look somewhere else: another face mostly, the middle of the table or down sometimes."""
        current = self.social.gaze[seat].current
        rng = self.glances[seat]
        roll = rng.random()
        others = [s for s in range(self.n) if s not in (seat, current)]
        target = GRID if roll < 0.15 else HAND if roll < 0.22 or not others else rng.choice(others)
        if target == current:
            target = rng.choice(others) if others else GRID if current != GRID else HAND
        self.social.look(seat, target)

    def wink(self, face: int, eye: str, wink_ms: float) -> Signal:
        """`face` winks now with `eye` for `wink_ms` ms: at the face it looks at, if it looks at one
        (a wink that turns the eyes first would give the moment away), else at a face nearby."""
        current = self.social.gaze[face].current
        target = current if 0 <= current < self.n else (face + 1) % self.n
        return self.social.wink(face, target, eye=eye, duration=wink_ms / 1000)

    def pose(self, face: int) -> Pose:
        return self.social.pose(face)
