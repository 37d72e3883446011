"""One practice session on the caller's clock (seconds): trials in turn, each after a rest.

The driver (the practice view, `simulate practice`, a test) calls `update(t)` every frame,
starts the wink `wink_now(t)` hands it, tells `presented(t)` when the first frame showing the
closed eye was flipped (reaction times count from there), and passes the player's answers to
`respond`. A timed trial ends when the answer window runs out; an untimed one waits for an
answer, "no wink" included (`respond(None, t)`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..store.levels import PracticeLevel
from .outcomes import Outcome, Result, judge
from .staircase import Staircase
from .summary import Summary, summarize
from .trials import Trial, plan

REST_S = 1.2  # between trials: the last answer's feedback shows meanwhile
ADAPTIVE_TRIALS = 40  # an adaptive session needs this many trials for a threshold


@dataclass(frozen=True)
class Mode:
    untimed: bool = False  # accuracy only: no answer window, no reaction times shown
    adaptive: bool = False  # the staircase sets each wink's length


TIMED = Mode()


class PracticeSession:
    def __init__(self, level: PracticeLevel, seed: int, mode: Mode = TIMED) -> None:
        self.level = level
        self.mode = mode
        self.seed = seed
        count = max(level.trials, ADAPTIVE_TRIALS) if mode.adaptive else level.trials
        self.trials: list[Trial] = plan(level, seed, count)
        self.staircase = Staircase(level.wink_ms_max) if mode.adaptive else None
        self.results: list[Result] = []
        self.current: Trial | None = None
        self.wink_ms = 0.0  # the current trial's wink length as played
        self.started_at = 0.0  # the current trial's start
        self.rest_until = 0.0
        self.winked = False  # the current trial's wink was started
        self.shown_at: float | None = None  # the flip of its first closed-eye frame
        self.clock = 0.0

    # ------------------------------------------------------------ queries
    @property
    def over(self) -> bool:
        return len(self.results) == len(self.trials)

    @property
    def resting(self) -> bool:
        return self.current is None and not self.over

    @property
    def number(self) -> int:
        """The current (or next) trial's number, from 1."""
        return min(len(self.results) + 1, len(self.trials))

    def summary(self) -> Summary:
        threshold = self.staircase.threshold_ms if self.staircase else None
        return summarize(self.level, self.results, self.mode.untimed, threshold)

    # ------------------------------------------------------------ the clock
    def update(self, t: float) -> Result | None:
        """Start the next trial once the rest is over; end a timed trial whose window ran out."""
        self.clock = t
        if self.over:
            return None
        if self.current is None:
            if t >= self.rest_until:
                self._begin(t)
            return None
        if self.mode.untimed:
            return None
        trial = self.current
        window = self.level.window_ms / 1000
        if trial.catch:
            if t >= self.started_at + trial.onset_s + window:
                return self._end(judge(trial, self.wink_ms, None, None), t)
        elif self.winked and t >= self._shown() + window:
            return self._end(judge(trial, self.wink_ms, None, None), t)
        return None

    def wink_now(self, t: float) -> Trial | None:
        """The trial whose wink must begin now (handed once); its length is `self.wink_ms`."""
        trial = self.current
        if trial is None or trial.catch or self.winked or t < self.started_at + trial.onset_s:
            return None
        self.winked = True
        return trial

    def presented(self, t: float) -> None:
        """The first frame showing the wink's closed eye was flipped at `t` (once a trial)."""
        if self.current is not None and self.winked and self.shown_at is None:
            self.shown_at = t

    def respond(self, face: int | None, t: float) -> Result | None:
        """The player named `face` (None: "no wink", untimed only) at `t`; None if no trial runs."""
        trial = self.current
        if trial is None or (face is None and not self.mode.untimed):
            return None
        rt = (t - self._shown()) * 1000 if self.winked else None
        return self._end(judge(trial, self.wink_ms, face, rt), t)

    # ------------------------------------------------------------ inside
    def _shown(self) -> float:
        """When the wink was presented (its scheduled start if the driver never said)."""
        assert self.current is not None
        return self.shown_at if self.shown_at is not None else self.started_at + self.current.onset_s

    def _begin(self, t: float) -> None:
        trial = self.trials[len(self.results)]
        self.current, self.started_at = trial, t
        self.wink_ms = self.staircase.wink_ms if self.staircase else trial.wink_ms
        self.winked, self.shown_at = False, None

    def _end(self, result: Result, t: float) -> Result:
        self.results.append(result)
        if self.staircase is not None and not result.trial.catch:
            self.staircase.record(result.outcome is Outcome.HIT)
        self.current = None
        self.rest_until = t + REST_S
        return result
