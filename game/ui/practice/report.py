"""What a finished practice session hands its results screen: the level and mode, the figures,
and the player's best before this session (to tell a new personal best)."""

from __future__ import annotations

from dataclasses import dataclass

from ...practice.drill import DrillSummary
from ...practice.summary import Summary
from ...store.levels import PracticeLevel
from ...store.practice_progress import PersonalBest


@dataclass(frozen=True)
class PracticeReport:
    level: PracticeLevel
    number: int  # the level's number, from 1
    mode: str  # one of PRACTICE_MODES
    profile: str
    summary: Summary | DrillSummary
    best_before: PersonalBest
    unsaved: str | None = None  # why the session could not be kept (None: it was)

    @property
    def drill(self) -> bool:
        return isinstance(self.summary, DrillSummary)

    def bettered(self) -> list[str]:
        """What this session did better than every earlier one on its level: "stars", "d_prime",
        "rt" (a faster median), "threshold" (a shorter one). Nothing on a first session."""
        best, s = self.best_before, self.summary
        played_before = best.stars or best.d_prime is not None or best.rt_median_ms is not None
        if not played_before and best.threshold_ms is None:
            return []
        out = []
        if isinstance(s, Summary):
            if s.stars > best.stars:
                out.append("stars")
            if best.d_prime is not None and s.detection.d_prime > best.d_prime:
                out.append("d_prime")
            if (
                s.threshold_ms is not None
                and best.threshold_ms is not None
                and s.threshold_ms < best.threshold_ms
            ):
                out.append("threshold")
        if (
            self.mode in ("timed", "drill")
            and s.rt_median_ms is not None
            and best.rt_median_ms is not None
            and s.rt_median_ms < best.rt_median_ms
        ):
            out.append("rt")
        return out
