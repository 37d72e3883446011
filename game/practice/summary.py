"""The end of a session in figures: the counts, hit and false-alarm rates, d′ and c, reaction
times (median and spread), the staircase's threshold, the pass mark and the stars.

Stars: one for passing (at least `pass_share` of the winks caught, and at most the rest of the
catch trials answered: clicking at random does not pass); two when both are twice as good (half
the misses and half the false alarms allowed); three when, on top, the median reaction time beats
the level's target (untimed: when no face was named wrongly and no catch trial answered)."""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import dataclass

from ..store.levels import PracticeLevel
from .outcomes import Outcome, Result
from .sdt import Detection


@dataclass(frozen=True)
class Summary:
    counts: dict[str, int]  # by Outcome value
    detection: Detection
    rt_median_ms: float | None
    rt_spread_ms: float | None  # interquartile range of the hits' reaction times
    threshold_ms: float | None
    passed: bool
    stars: int

    @property
    def hit_rate(self) -> float:
        return self.detection.hit_rate

    @property
    def false_alarm_rate(self) -> float:
        return self.detection.false_alarm_rate


def reaction_figures(rts: list[float]) -> tuple[float | None, float | None]:
    """The median of the hits' reaction times, and their spread (interquartile range, from 4)."""
    if not rts:
        return None, None
    spread = None
    if len(rts) >= 4:
        q1, _q2, q3 = statistics.quantiles(sorted(rts), n=4)
        spread = q3 - q1
    return statistics.median(rts), spread


def summarize(
    level: PracticeLevel, results: list[Result], untimed: bool, threshold_ms: float | None
) -> Summary:
    counts = Counter(r.outcome.value for r in results)
    signals = sum(1 for r in results if not r.trial.catch)
    detection = Detection(
        counts[Outcome.HIT.value], signals, counts[Outcome.FALSE_ALARM.value], len(results) - signals
    )
    median, spread = reaction_figures(
        [r.rt_ms for r in results if r.outcome is Outcome.HIT and r.rt_ms is not None]
    )
    hit, fa, mark = detection.hit_rate, detection.false_alarm_rate, level.pass_share
    passed = bool(signals) and hit >= mark and fa <= 1 - mark
    stars = 0
    if passed:
        stars = 1
        if hit >= (1 + mark) / 2 and fa <= (1 - mark) / 2:
            stars = 2
            if untimed:
                clean = not counts[Outcome.WRONG_FACE.value] and not counts[Outcome.FALSE_ALARM.value]
            else:
                clean = median is not None and median <= level.target_reaction_ms
            stars += clean
    return Summary(dict(counts), detection, median, spread, threshold_ms, passed, stars)
