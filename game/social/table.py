"""The social life of a table: every face's gaze, fidgets, blinks and winks, and who saw what.

Driven only by `step(dt)` on the sim clock and seeded generators, so a test can run a minute of
table life in milliseconds and get the same result every time. Each face draws its blinks,
fidgets and the timing of its glances from a generator of its own: nothing a face does by itself
depends on the cards or on any other face. Where a bot looks is its policy's choice (`aim`);
when two faces' eyes meet, both hold the look a moment, whoever they are (`CONTACT_HOLD_S`).

What the faces do goes to `record` as it happens, at its exact sim time (the trace's "gaze",
"signal", "fidget" and "expression" records, `game.bots.trace`): every fact a face's pose is
made of (`pose.pose_at`), so that a recording poses it again exactly (`recorded.RecordedFaces`).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from .fidgets import GESTURE_KINDS, LIDS, Fidgets
from .gaze import GRID, HAND, KEEP_SECONDS, GazeLog
from .perception import Sight, judge, judge_gesture
from .pose import Idle, Pose, pose_at
from .profile import SocialProfile
from .signals import GESTURES, Signal, make_signal

CONTACT_HOLD_S = (0.6, 1.6)  # how long anyone holds a look that meets another's
WINK_SPREAD = 0.25  # people's winks vary: log-normal spread around the profile's length
Record = Callable[[dict], None]


@dataclass(frozen=True, slots=True)
class Perceived:
    """`observer` believes it saw `sight`; `signal` is what really happened (for the record and
    the tests: a bot is handed the sight alone)."""

    observer: int
    signal: Signal
    sight: Sight


class SocialTable:
    def __init__(
        self,
        profiles: list[SocialProfile],
        seed: int,
        humans: frozenset[int] = frozenset(),
        record: Record | None = None,
        gestures: bool = False,
        fidget_kinds: dict[str, tuple[float, float, float]] | None = None,
        start: float = 0.0,
    ) -> None:
        """`start`: the sim time the table begins at (a resumed game's clock: its faces start
        afresh there). `gestures`: faces make gestures as signals (WinkyBilly): every gesture is then also a
        fidget, made as a signal aimed at nobody, and the bots' eyes judge gestures too.
        `fidget_kinds`: the fidgets' kinds and weights (fidgets.py), when a table needs its own mix
        (a practice level's)."""
        self.n = len(profiles)
        self.profiles = profiles
        self.humans = humans
        self.rng = random.Random(seed)  # perception and the lengths of winks
        self.faces = [random.Random(f"{seed}:face:{s}") for s in range(self.n)]
        self.record = record
        self.t = start
        self.gaze = [GazeLog() for _ in range(self.n)]
        self.signals: list[Signal] = []  # started and not yet judged
        self.past: list[Signal] = []  # judged, kept a while for drawing and tests
        self.held_until = [start] * self.n  # a face holds its look until then
        self.next_blink = [self._blink_gap(s) for s in range(self.n)]
        self.next_saccade = [self._saccade_gap(s) for s in range(self.n)]
        self.phase = [self.faces[s].uniform(0, math.tau) for s in range(self.n)]
        self.gestures = gestures
        kinds = fidget_kinds or (GESTURE_KINDS if gestures else None)
        self.fidgets = [
            Fidgets(self.faces[s], profiles[s].expression_interval_s, t=start, kinds=kinds)
            for s in range(self.n)
        ]
        self.decoys: list[Signal | None] = [None] * self.n  # each face's last gesture made as a fidget
        self.contact: list[tuple[int, float] | None] = [None] * self.n  # (whose eyes, since when)
        self.aim: Callable[[int], int | None] = lambda seat: None  # a bot's policy: where to look next
        self.looks_back: frozenset[int] = frozenset()  # humans who count as meeting every bot's eyes
        self._looks: list[int] | None = None  # where every face looks now (made again after a look)

    # ------------------------------------------------------------ scheduling
    def _blink_gap(self, seat: int) -> float:
        return self.t + self.faces[seat].expovariate(1.0 / self.profiles[seat].blink_interval_s)

    def _saccade_gap(self, seat: int) -> float:
        mean = self.profiles[seat].glance_interval_ms / 1000
        return self.t + max(0.12, self.faces[seat].gauss(mean, mean / 3))

    def idle_target(self, seat: int) -> int:
        """Where an idle face glances next: mostly faces, sometimes the grid or its hand."""
        rng = self.faces[seat]
        roll = rng.random()
        if roll < 0.15:
            return GRID
        if roll < 0.22:
            return HAND
        return rng.choice([s for s in range(self.n) if s != seat])

    # ------------------------------------------------------------ actions
    def look(self, seat: int, target: int, hold: float = 0.0) -> None:
        """Point `seat`'s eyes at `target` now, and keep them there at least `hold` seconds."""
        if not (target in (GRID, HAND) or (0 <= target < self.n and target != seat)):
            raise ValueError(f"seat {seat} cannot look at {target}")
        if self.gaze[seat].current != target:
            self.gaze[seat].look(self.t, target)
            self._looks = None
            self._write({"kind": "gaze", "seat": seat, "target": _target_name(target)})
        self.held_until[seat] = max(self.held_until[seat], self.t + hold)

    def wink_length(self, seat: int) -> float:
        """How long a wink of `seat` lasts this time: around its profile's length, like people's."""
        mean = self.profiles[seat].wink_ms / 1000
        spread = self.rng.lognormvariate(0.0, WINK_SPREAD)
        return mean * min(2.0, max(0.5, spread))

    def wink(self, seat: int, target: int, eye: str = "left", duration: float | None = None) -> Signal:
        """Start a wink now: one eye, aimed at `target`, while looking at it."""
        if self.winking(seat):
            raise ValueError("already winking")
        length = self.wink_length(seat) if duration is None else duration
        signal = make_signal("wink", seat, self.t, length, eye, target)
        self._cut_blinks(seat)
        self.look(seat, target, hold=signal.duration)
        self._start(signal)
        return signal

    def _cut_blinks(self, seat: int) -> None:
        """A wink begins: a blink of the same face under way ends now (both eyes shut would hide
        the wink; a person winks once the blink is over). Recorded as a "cut", so that a replay
        poses the face alike."""
        t = self.t
        blinks = [s for s in self.signals if s.seat == seat and s.on_lids and s.kind != "wink" and s.end > t]
        for blink in blinks:
            self._cut(blink)

    def gesture_length(self, seat: int, kind: str) -> float:
        """How long a deliberate gesture of `seat` lasts: its level's pace, varying like a wink."""
        return self.wink_length(seat) * GESTURES[kind]

    def gesture(self, seat: int, kind: str, target: int | None, duration: float | None = None) -> Signal:
        """Make a gesture now (or a wink), looking at `target` while it lasts."""
        if kind == "wink":
            if target is None:
                raise ValueError("a wink is aimed at a seat")
            return self.wink(seat, target, duration=duration)
        if kind not in GESTURES:
            raise ValueError(f"unknown gesture {kind!r}")
        if self.gesturing(seat):
            raise ValueError("already making a gesture")
        length = self.gesture_length(seat, kind) if duration is None else duration
        signal = make_signal(kind, seat, self.t, length, target=target)
        if target is not None:
            self.look(seat, target, hold=signal.duration)
        self._start(signal)
        return signal

    def gesturing(self, seat: int) -> bool:
        """Whether `seat` is winking or making a gesture right now (fidgets included)."""
        return any(
            s.seat == seat and (s.kind == "wink" or not s.on_lids) and s.end > self.t for s in self.signals
        )

    def signalling(self, seat: int) -> bool:
        """Whether `seat` is winking or making a gesture of its own will right now: `gesturing`
        without the face's own fidget (which a person's signal cuts short: `cut_fidget`)."""
        decoy = self.decoys[seat]
        return any(
            s.seat == seat and (s.kind == "wink" or not s.on_lids) and s.end > self.t and s is not decoy
            for s in self.signals
        )

    def cut_fidget(self, seat: int) -> bool:
        """End now the gesture `seat`'s face is making by itself (a fidget made as a signal), so
        that a person's deliberate signal plays at once instead of being refused. The fidget and
        its signal both end now (one begun this instant is gone), in the trace too (a "cut"
        record), so that a recording poses the face as it was. Whether one was cut."""
        decoy, t = self.decoys[seat], self.t
        if decoy is None or decoy.end <= t or not any(s is decoy for s in self.signals):
            return False
        self.decoys[seat] = None
        self._cut(decoy)
        self.fidgets[seat].cut(t)
        return True

    def _cut(self, signal: Signal) -> None:
        """End `signal` now (one begun this instant is gone), in the trace too (a "cut" record)."""
        t = self.t
        cut = dataclasses.replace(signal, cut=t)
        kept = (s for s in self.signals if s is not signal or t > signal.start)  # (begun now: never shown)
        self.signals = [cut if s is signal else s for s in kept]
        record = {"kind": "cut", "seat": signal.seat, "signal": signal.kind, "start": signal.start, "end": t}
        self._write(record)

    def winking(self, seat: int) -> bool:
        return any(s.seat == seat and s.kind == "wink" and s.end > self.t for s in self.signals)

    def looking_at(self, seat: int, t: float) -> int:
        """Whom (or what) `seat`'s face looks at, at `t`: its pose's `gaze`, without the rest."""
        return self.gaze[seat].at(t)

    def winking_at(self, seat: int, t: float) -> tuple[int, float] | None:
        """Whom `seat`'s wink under way at `t` is aimed at, and when it began (None: no wink then)."""
        for s in self.signals:
            if s.seat == seat and s.kind == "wink" and s.target is not None and s.start <= t < s.end:
                return s.target, s.start
        return None

    def lid_signals(self, since: float, t: float) -> list[Signal]:
        """Every face's signals that move eyelids begun by `t` and lasting past `since` (those
        ended are kept `KEEP_SECONDS`)."""
        return [s for s in (*self.past, *self.signals) if s.on_lids and s.start <= t and s.lasts_past(since)]

    def looks(self) -> list[int]:
        """Where every face looks now, by seat: shared, so nobody may change it."""
        if self._looks is None:
            self._looks = [log.current for log in self.gaze]
        return self._looks

    def watchers(self, seat: int) -> list[int]:
        """The faces looking at `seat` right now."""
        return [o for o in range(self.n) if o != seat and self.gaze[o].current == seat]

    def in_contact(self, seat: int) -> tuple[int, float] | None:
        """(whose eyes `seat`'s eyes meet, since when), or None."""
        return self.contact[seat]

    def _start(self, signal: Signal) -> None:
        self.signals.append(signal)
        if self.record is not None:
            self._write(
                {
                    "kind": "signal",
                    "seat": signal.seat,
                    "signal": signal.kind,
                    "eye": signal.eye if signal.eye != "both" else None,
                    "target": signal.target,
                    "start": signal.start,
                    "duration": signal.duration,
                    "end": signal.end,
                }
            )

    def _write(self, entry: dict) -> None:
        """One record of the trace (`game.bots.trace`), at the sim time now, exactly."""
        if self.record is not None:
            self.record({"t": self.t, **entry})

    # ------------------------------------------------------------ time
    def step(self, dt: float) -> list[Perceived]:
        """Advance the table by `dt` seconds; returns what the bots' eyes believe they caught."""
        self.t += dt
        t = self.t
        for seat in range(self.n):
            self._face_by_itself(seat, t)
        for seat in range(self.n):
            self._meet_eyes(seat, t)
        return self._judge_finished()

    def _face_by_itself(self, seat: int, t: float) -> None:
        busy = any(s.seat == seat and s.end > t for s in self.signals)
        if t >= self.next_blink[seat]:
            if not busy:
                self._start(make_signal("blink", seat, t, self.profiles[seat].blink_ms / 1000))
                busy = True
            self.next_blink[seat] = self._blink_gap(seat)
        fidgets = self.fidgets[seat]
        ending = fidgets.current
        fidget = fidgets.due(t)
        if (
            ending is not None
            and fidgets.current is None
            and ending.kind not in LIDS
            and not (self.gestures and ending.kind in GESTURES)
        ):
            self._write({"kind": "expression", "seat": seat, "expression": "neutral"})
        if fidget is not None:
            self._write(
                {
                    "kind": "fidget",
                    "seat": seat,
                    "fidget": fidget.kind,
                    "start": fidget.start,
                    "duration": fidget.duration,
                }
            )
            if fidget.kind in LIDS:
                if not busy:
                    self._start(make_signal(fidget.kind, seat, t, fidget.duration))
            elif fidget.kind in GESTURES and self.gestures:
                if not self.gesturing(seat):
                    decoy = make_signal(fidget.kind, seat, t, fidget.duration)
                    self.decoys[seat] = decoy
                    self._start(decoy)
            else:
                expression = {"kind": "expression", "seat": seat, "expression": fidget.kind}
                self._write({**expression, "duration": fidget.duration})
        if seat in self.humans:
            return
        if t >= self.next_saccade[seat]:
            if t >= self.held_until[seat]:
                aimed = self.aim(seat)
                self.look(seat, self.idle_target(seat) if aimed is None or aimed == seat else aimed)
            self.next_saccade[seat] = self._saccade_gap(seat)

    def _meet_eyes(self, seat: int, t: float) -> None:
        """Note when `seat`'s look meets another's; a bot then holds it a moment."""
        other = self.gaze[seat].current
        meets = other >= 0 and (self.gaze[other].current == seat or other in self.looks_back)
        now = self.contact[seat]
        if not meets:
            self.contact[seat] = None
            return
        if now is not None and now[0] == other:
            return
        self.contact[seat] = (other, t)
        if seat not in self.humans:
            hold = self.faces[seat].uniform(*CONTACT_HOLD_S)
            self.held_until[seat] = max(self.held_until[seat], t + hold)

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
            if signal.on_lids and signal.cut is not None:
                continue  # a blink a wink cut short: the eyes judge the wink
            eyes = judge if signal.on_lids else judge_gesture
            for observer in range(self.n):
                if observer == signal.seat or observer in self.humans:
                    continue
                sight = eyes(observer, self.gaze, self.profiles[observer].perception, signal, busy, self.rng)
                if sight is not None:
                    caught.append(Perceived(observer, signal, sight))
        self.past.extend(done)
        horizon = t - KEEP_SECONDS
        self.past = [s for s in self.past if s.end > horizon]
        for log in self.gaze:
            log.forget_before(horizon)
        return caught

    # ------------------------------------------------------------ drawing
    def idle(self, seat: int) -> Idle:
        """How `seat`'s head sways when idle (what a recording's header keeps of each face)."""
        return Idle(self.phase[seat], self.profiles[seat].idle_motion)

    def pose(self, seat: int, t: float | None = None) -> Pose:
        """What the screen draws of `seat`'s face at `t` (now by default): `pose_at` of the facts
        the trace records, so that a recorded table poses it the same."""
        t = self.t if t is None else t
        signals = (s for s in self.signals if s.seat == seat)
        return pose_at(t, self.gaze[seat].at(t), signals, self.fidgets[seat].at(t), self.idle(seat))


def _target_name(target: int) -> int | str:
    return {GRID: "grid", HAND: "hand"}.get(target, target)
