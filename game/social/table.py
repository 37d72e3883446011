"""The social life of a table: every face's gaze, idle motion, blinks and winks, and who saw what.

Driven only by `step(dt)` on the sim clock and one seeded generator, so a test can run a minute
of table life in milliseconds and get the same result every time.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .gaze import GRID, HAND, KEEP_SECONDS, GazeLog
from .perception import perceives
from .profile import SocialProfile
from .signals import Signal, make_signal


@dataclass(frozen=True, slots=True)
class Perceived:
    """`observer` caught `signal` (it was watching, and its skill sufficed)."""

    observer: int
    signal: Signal


@dataclass(frozen=True, slots=True)
class Pose:
    """What the screen draws of a face at one moment."""

    gaze: int
    left: float  # lid openness, 1 open, 0 shut
    right: float
    head_dx: float  # idle motion, in fractions of the face size
    head_dy: float


class SocialTable:
    def __init__(
        self, profiles: list[SocialProfile], seed: int, humans: frozenset[int] = frozenset()
    ) -> None:
        self.n = len(profiles)
        self.profiles = profiles
        self.humans = humans
        self.rng = random.Random(seed)
        self.t = 0.0
        self.gaze = [GazeLog() for _ in range(self.n)]
        self.signals: list[Signal] = []  # started and not yet judged
        self.past: list[Signal] = []  # judged, kept a while for drawing and tests
        self.held_until = [0.0] * self.n  # a bot's policy may hold its gaze until then
        self.next_blink = [self._blink_gap(s) for s in range(self.n)]
        self.next_saccade = [self._saccade_gap(s) for s in range(self.n)]
        self.phase = [self.rng.uniform(0, math.tau) for _ in range(self.n)]

    # ------------------------------------------------------------ scheduling
    def _blink_gap(self, seat: int) -> float:
        return self.t + self.rng.expovariate(1.0 / self.profiles[seat].blink_interval_s)

    def _saccade_gap(self, seat: int) -> float:
        mean = self.profiles[seat].glance_interval_ms / 1000
        return self.t + max(0.12, self.rng.gauss(mean, mean / 3))

    def idle_target(self, seat: int) -> int:
        """Where an idle bot glances next: mostly faces, sometimes the grid or its hand."""
        roll = self.rng.random()
        if roll < 0.15:
            return GRID
        if roll < 0.22:
            return HAND
        others = [s for s in range(self.n) if s != seat]
        return self.rng.choice(others)

    # ------------------------------------------------------------ actions
    def look(self, seat: int, target: int, hold: float = 0.0) -> None:
        """Point `seat`'s eyes at `target` now, and keep them there at least `hold` seconds."""
        if not (target in (GRID, HAND) or (0 <= target < self.n and target != seat)):
            raise ValueError(f"seat {seat} cannot look at {target}")
        self.gaze[seat].look(self.t, target)
        self.held_until[seat] = max(self.held_until[seat], self.t + hold)

    def wink(self, seat: int, target: int, eye: str = "left", duration: float | None = None) -> Signal:
        """Start a wink now: one eye, aimed at `target`, while looking at it."""
        if self.winking(seat):
            raise ValueError("already winking")
        ms = self.profiles[seat].wink_ms if duration is None else duration * 1000
        signal = make_signal("wink", seat, self.t, ms / 1000, eye, target)
        self.look(seat, target, hold=signal.duration)
        self.signals.append(signal)
        return signal

    def winking(self, seat: int) -> bool:
        return any(s.seat == seat and s.kind == "wink" and s.end > self.t for s in self.signals)

    def watchers(self, seat: int) -> list[int]:
        """The faces looking at `seat` right now."""
        return [o for o in range(self.n) if o != seat and self.gaze[o].current == seat]

    # ------------------------------------------------------------ time
    def step(self, dt: float) -> list[Perceived]:
        """Advance the table by `dt` seconds; returns what the bots' eyes caught meanwhile."""
        self.t += dt
        t = self.t
        for seat in range(self.n):
            if seat in self.humans:
                continue
            if t >= self.next_blink[seat]:
                if not any(s.seat == seat and s.end > t for s in self.signals):
                    ms = self.profiles[seat].blink_ms
                    self.signals.append(make_signal("blink", seat, t, ms / 1000))
                self.next_blink[seat] = self._blink_gap(seat)
            if t >= self.next_saccade[seat]:
                if t >= self.held_until[seat]:
                    self.gaze[seat].look(t, self.idle_target(seat))
                self.next_saccade[seat] = self._saccade_gap(seat)
        return self._judge_finished()

    def _judge_finished(self) -> list[Perceived]:
        t = self.t
        done = [s for s in self.signals if s.end <= t]
        if not done:
            return []
        self.signals = [s for s in self.signals if s.end > t]
        caught: list[Perceived] = []
        for signal in done:
            busy = sum(
                1
                for o in done + self.signals
                if o is not signal and o.start < signal.end and o.end > signal.start
            )
            for observer in range(self.n):
                if observer == signal.seat or observer in self.humans:
                    continue
                seen, _ = perceives(
                    self.gaze[observer], self.profiles[observer].perception, signal, busy, self.rng
                )
                if seen:
                    caught.append(Perceived(observer, signal))
        self.past.extend(done)
        horizon = t - KEEP_SECONDS
        self.past = [s for s in self.past if s.end > horizon]
        for log in self.gaze:
            log.forget_before(horizon)
        return caught

    # ------------------------------------------------------------ drawing
    def pose(self, seat: int, t: float | None = None) -> Pose:
        t = self.t if t is None else t
        left = right = 1.0
        for s in self.signals:
            if s.seat == seat and s.start <= t < s.end:
                o = s.openness(t)
                if s.eye in ("both", "left"):
                    left = min(left, o)
                if s.eye in ("both", "right"):
                    right = min(right, o)
        motion = self.profiles[seat].idle_motion
        ph = self.phase[seat]
        dx = 0.015 * motion * math.sin(t * 0.9 + ph)
        dy = 0.012 * motion * math.sin(t * 1.3 + ph * 1.7)
        return Pose(self.gaze[seat].at(t), left, right, dx, dy)
