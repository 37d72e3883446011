"""What became of a trial: a hit, a miss, the wrong face, a false start, a false alarm, or a catch
trial rightly left alone."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .trials import FALSE_START_MS, Trial


class Outcome(Enum):
    HIT = "hit"  # the face that winked, in time
    MISS = "miss"  # a wink nobody was named for (or "no wink" said, untimed)
    WRONG_FACE = "wrong_face"  # another face named after the wink
    FALSE_START = "false_start"  # a face named before the wink or under 120 ms after it
    FALSE_ALARM = "false_alarm"  # a face named in a catch trial
    CORRECT_REJECTION = "correct_rejection"  # a catch trial left alone (or "no wink" said)


@dataclass(frozen=True)
class Result:
    trial: Trial
    outcome: Outcome
    wink_ms: float  # the wink's length as played (an adaptive session sets it)
    rt_ms: float | None = None  # from the first presented frame of the closed eye to the answer
    chosen: int | None = None  # the face named


def judge(trial: Trial, wink_ms: float, chosen: int | None, rt_ms: float | None) -> Result:
    """The result of naming `chosen` (None: "no wink") `rt_ms` after the wink was presented
    (None: before it was, or in a catch trial)."""
    if trial.catch:
        outcome = Outcome.CORRECT_REJECTION if chosen is None else Outcome.FALSE_ALARM
        return Result(trial, outcome, wink_ms, None, chosen)
    if chosen is None:
        return Result(trial, Outcome.MISS, wink_ms, None, None)
    if rt_ms is None or rt_ms < FALSE_START_MS:
        return Result(trial, Outcome.FALSE_START, wink_ms, rt_ms, chosen)
    outcome = Outcome.HIT if chosen == trial.face else Outcome.WRONG_FACE
    return Result(trial, outcome, wink_ms, rt_ms, chosen)
