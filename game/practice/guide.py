"""The guided start of practice: a few slow trials, one idea each, that the player answers before
the first real level: what a wink looks like next to a blink, catching one, a false start, a trial
where nobody winks, and two faces where one winks at the other (name the one that winked).

Pure and on the caller's clock, like `PracticeSession`: the view calls `begin`, `update` every
frame, `presented` when a wink's first shut frame reached the screen, and passes the player's
answers (`answer`) and Next (`next`). Every face's life is a script (`Act`s at fixed moments), so
the same step always shows the same thing. A mistaken answer is explained (`told`) and, on Next,
the trial is played again; a right one is said why it matters (`done`), and Next moves on.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from ..social.pose import Idle, Pose, pose_at
from ..social.signals import Signal, make_signal
from .trials import FALSE_START_MS

VIEWER = -3  # a face looking out of the screen, at the player
WINDOW_S = 3.0  # a guided wink is caught if answered within this of its first shut frame
SWAY = Idle(0.0, 0.4)  # the faces sway a little, as at every table
RECENT_BLINK_S = 0.8  # an answer this soon after a blink (before the wink) was an answer to it


@dataclass(frozen=True)
class Act:
    """Something a face does in a guided trial, `at` seconds after the trial begins."""

    at: float
    face: int
    kind: str  # "blink" or "wink"
    duration: float
    target: int = VIEWER  # whom a wink is aimed at
    eye: str = "left"


@dataclass(frozen=True)
class Step:
    name: str  # stable: kept in the player's progress; its lines are practice_guide.<name>.*
    faces: int
    gaze: tuple[int, ...]  # where each face looks (VIEWER, or another face)
    acts: tuple[Act, ...]
    length_s: float  # a shown step loops at this length; a trial where nobody winks ends there
    answer: int | None = 0  # the face to name; None: nobody winks, leave it alone
    shown: bool = False  # only shown: Next is the answer, once the wink was seen
    points_at: int | None = 0  # the face the pointer rings (None: the table)

    @property
    def wink(self) -> Act | None:
        return next((a for a in self.acts if a.kind == "wink"), None)


STEPS: tuple[Step, ...] = (
    Step(
        "wink_or_blink",
        1,
        (VIEWER,),
        (Act(1.0, 0, "blink", 0.45), Act(3.0, 0, "wink", 1.1)),
        5.5,
        shown=True,
    ),
    Step("catch", 1, (VIEWER,), (Act(1.2, 0, "blink", 0.4), Act(3.4, 0, "wink", 0.8)), 8.0),
    Step(
        "wait",
        1,
        (VIEWER,),
        (Act(1.0, 0, "blink", 0.35), Act(2.8, 0, "blink", 0.35), Act(5.6, 0, "wink", 0.7, eye="right")),
        10.0,
    ),
    Step("nobody", 1, (VIEWER,), (Act(1.4, 0, "blink", 0.4), Act(3.4, 0, "blink", 0.4)), 5.5, answer=None),
    Step(
        "two_faces",
        2,
        (1, VIEWER),
        (Act(1.3, 1, "blink", 0.4), Act(3.0, 0, "wink", 0.7, target=1)),
        8.0,
        points_at=None,
    ),
)
NAMES = tuple(step.name for step in STEPS)


class Phase(Enum):
    WATCH = "watch"  # the trial is under way: answer it
    TOLD = "told"  # a mistaken answer explained: Next plays the trial again
    DONE = "done"  # answered right, and why it matters said: Next moves on
    END = "end"  # every step done: the first real level is next


class Verdict(Enum):
    HIT = "hit"  # the wink's face named in time
    LET_GO = "let_go"  # nobody winked, and nothing was named
    BLINK = "blink"  # named at a blink, before the wink
    FALSE_START = "false_start"  # named before the wink, or under 120 ms after it
    MISSED = "missed"  # the wink came and went unnamed
    WRONG_FACE = "wrong_face"  # the face winked at (or another) named
    FALSE_ALARM = "false_alarm"  # named when nobody winked

    @property
    def right(self) -> bool:
        return self in (Verdict.HIT, Verdict.LET_GO)


@dataclass(frozen=True)
class Said:
    verdict: Verdict
    rt_ms: float | None = None
    named: int | None = None


class PracticeGuide:
    def __init__(self, start: int = 0, steps: tuple[Step, ...] = STEPS) -> None:
        self.steps = steps
        self.index = min(max(0, start), len(steps))
        self.phase = Phase.END if self.index >= len(steps) else Phase.WATCH
        self.started_at = 0.0
        self.signals: list[Signal] = []
        self.shown_at: float | None = None  # the wink's first shut frame on the screen
        self.said: Said | None = None  # the last answer's verdict
        self.attempts = 0  # tries of the current step
        self.seen = False  # a shown step: its wink was seen once (Next is open)

    @property
    def step(self) -> Step:
        return self.steps[min(self.index, len(self.steps) - 1)]

    @property
    def over(self) -> bool:
        return self.phase is Phase.END

    def begin(self, t: float) -> None:
        """Play the current step's trial from `t`."""
        if self.over:
            return
        self.phase, self.started_at, self.shown_at = Phase.WATCH, t, None
        self.attempts += 1
        self.signals = [
            make_signal("wink", a.face, t + a.at, a.duration, a.eye, a.target)
            if a.kind == "wink"
            else make_signal(a.kind, a.face, t + a.at, a.duration)
            for a in self.step.acts
        ]

    def wink_signal(self) -> Signal | None:
        return next((s for s in self.signals if s.kind == "wink"), None)

    # ------------------------------------------------------------ the faces
    def gaze(self, face: int, t: float) -> int:
        wink = next((s for s in self.signals if s.kind == "wink" and s.seat == face), None)
        if wink is not None and wink.target is not None and wink.start <= t < wink.end:
            return wink.target
        return self.step.gaze[face]

    def pose(self, face: int, t: float) -> Pose:
        idle = Idle(SWAY.phase + face * math.pi / 2, SWAY.motion)
        return pose_at(t, self.gaze(face, t), (s for s in self.signals if s.seat == face), None, idle)

    def doing(self, t: float) -> str | None:
        """What the faces do at `t` that a shown step names: "blink", "wink" or None."""
        return next((s.kind for s in self.signals if s.start <= t < s.end), None)

    # ------------------------------------------------------------ time
    def presented(self, t: float) -> None:
        """The wink's first shut frame reached the screen at `t`."""
        if self.phase is Phase.WATCH and self.shown_at is None and self.wink_signal() is not None:
            self.shown_at = t

    def _shown(self) -> float | None:
        wink = self.wink_signal()
        if wink is None:
            return None
        return self.shown_at if self.shown_at is not None else wink.closed_from

    def update(self, t: float) -> Said | None:
        """A shown step loops; a trial ends unanswered: the wink missed, or nobody winked."""
        if self.phase is not Phase.WATCH:
            return None
        step = self.step
        if step.shown:
            wink = self.wink_signal()
            if wink is not None and t >= wink.end:
                self.seen = True
            if t >= self.started_at + step.length_s:
                self.attempts -= 1  # a loop of the showing is no new try
                self.begin(t)
            return None
        shown = self._shown()
        if shown is not None and t >= shown + WINDOW_S:
            return self._end(Said(Verdict.MISSED))
        if shown is None and t >= self.started_at + step.length_s:
            return self._end(Said(Verdict.LET_GO))
        return None

    # ------------------------------------------------------------ answers
    def answer(self, face: int, t: float) -> Said | None:
        """The player named `face` at `t` (None: not a moment to answer)."""
        if self.phase is not Phase.WATCH or self.step.shown:
            return None
        wink = self.wink_signal()
        if wink is None:
            return self._end(Said(Verdict.FALSE_ALARM, named=face))
        shown = self._shown()
        assert shown is not None
        if t < wink.start:
            blinked = any(s.kind != "wink" and s.start <= t < s.end + RECENT_BLINK_S for s in self.signals)
            return self._end(Said(Verdict.BLINK if blinked else Verdict.FALSE_START, named=face))
        rt = (t - shown) * 1000
        if rt < FALSE_START_MS:
            return self._end(Said(Verdict.FALSE_START, rt, face))
        verdict = Verdict.HIT if face == self.step.answer else Verdict.WRONG_FACE
        return self._end(Said(verdict, rt, face))

    def next(self, t: float) -> bool:
        """Next: after a mistake, the trial again; after a right answer (or a step shown and
        seen), the next step. False when Next is not open now."""
        if self.phase is Phase.TOLD:
            self.begin(t)
            return True
        if self.phase is Phase.DONE or (self.phase is Phase.WATCH and self.step.shown and self.seen):
            self.index += 1
            self.attempts, self.seen, self.said = 0, False, None
            if self.index >= len(self.steps):
                self.phase = Phase.END
            else:
                self.begin(t)
            return True
        return False

    def can_next(self) -> bool:
        return self.phase in (Phase.TOLD, Phase.DONE) or (
            self.phase is Phase.WATCH and self.step.shown and self.seen
        )

    def _end(self, said: Said) -> Said:
        self.said = said
        self.phase = Phase.DONE if said.verdict.right else Phase.TOLD
        return said
