"""The practice results of each player profile, kept in the data folder as `practice.json`:

    {"version": 1, "profiles": {"Ana": [session, ...], ...}}

one record per finished session (`SessionRecord`: when, level, mode, the counts, d′ and c, the
reaction times, the threshold, the stars). Levels unlock by stars: the first is always open, and
level n+1 opens once level n has earned at least one star.

Nothing is ever lost: a file that cannot be read at all is kept aside as `practice.bad-<n>.json`
and a notice says so (stores.py); a file with some damaged records keeps its good ones, the whole
file is kept aside first, and a notice says how many records were left out. Writes are atomic.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ..setup import MAX_NAME
from .files import keep_aside
from .notices import notify
from .settings import PRACTICE_MODES
from .stores import load_store_checked, save_store, store_path

if TYPE_CHECKING:
    from ..practice.drill import DrillSummary
    from ..practice.summary import Summary

STORE = "practice"
VERSION = 1
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SessionRecord:
    """One finished session, as kept."""

    when: str  # local time, ISO 8601 to the second
    level: str  # the level's id
    mode: str  # one of PRACTICE_MODES
    trials: int  # trials played (a drill: winks judged)
    hits: int
    signals: int  # trials with a wink (a drill: winks judged)
    false_alarms: int
    noises: int  # catch trials (a drill: none)
    d_prime: float | None
    criterion: float | None
    rt_median_ms: float | None
    rt_spread_ms: float | None
    threshold_ms: float | None
    stars: int

    @classmethod
    def of_session(cls, level: str, mode: str, summary: Summary, when: datetime) -> SessionRecord:
        d = summary.detection
        return cls(
            _stamp(when),
            level,
            mode,
            sum(summary.counts.values()),
            d.hits,
            d.signals,
            d.false_alarms,
            d.noises,
            round(d.d_prime, 3),
            round(d.criterion, 3),
            _round(summary.rt_median_ms),
            _round(summary.rt_spread_ms),
            _round(summary.threshold_ms),
            summary.stars,
        )

    @classmethod
    def of_drill(cls, level: str, summary: DrillSummary, when: datetime) -> SessionRecord:
        rt, spread = _round(summary.rt_median_ms), _round(summary.rt_spread_ms)
        judged, hits = summary.winks, summary.hits
        fa = summary.false_alarms
        return cls(_stamp(when), level, "drill", judged, hits, judged, fa, 0, None, None, rt, spread, None, 0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> SessionRecord:
        """A record from stored JSON; ValueError saying what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("a session is an object")
        names = {f.name for f in fields(cls)}
        if set(data) != names:
            raise ValueError(f"a session has the fields {', '.join(sorted(names))}")
        record = cls(**data)
        problem = record.problem()
        if problem:
            raise ValueError(problem)
        return record

    def problem(self) -> str | None:
        if not (isinstance(self.when, str) and _is_stamp(self.when)):
            return "when is not a date and time"
        if not (isinstance(self.level, str) and 0 < len(self.level) <= 64):
            return "level is not a level's id"
        if self.mode not in PRACTICE_MODES:
            return f"mode is not one of {', '.join(PRACTICE_MODES)}"
        counts = (self.trials, self.hits, self.signals, self.false_alarms, self.noises, self.stars)
        if not all(_count(c) for c in counts) or self.stars > 3:
            return "a count is not a whole number in range"
        if self.hits > self.signals or (self.mode != "drill" and self.false_alarms > self.noises):
            return "more hits or false alarms than chances"
        measures = (self.d_prime, self.criterion, self.rt_median_ms, self.rt_spread_ms, self.threshold_ms)
        if not all(m is None or _finite(m) for m in measures):
            return "a figure is not a finite number"
        return None


def _stamp(when: datetime) -> str:
    return when.replace(microsecond=0).isoformat()


def _is_stamp(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100_000


def _finite(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 1)


def profile_name(text: str) -> str | None:
    """A usable profile name from what was typed (trimmed), or None: empty, too long, unprintable."""
    name = " ".join(text.split())
    return name if 0 < len(name) <= MAX_NAME and name.isprintable() else None


@dataclass(frozen=True)
class PersonalBest:
    """A profile's best figures on one level, over its sessions there (None: none yet)."""

    stars: int = 0
    d_prime: float | None = None  # the highest
    rt_median_ms: float | None = None  # the fastest median (timed sessions and drills)
    threshold_ms: float | None = None  # the shortest (adaptive sessions)


@dataclass
class Progress:
    profiles: dict[str, list[SessionRecord]] = field(default_factory=dict)

    def names(self) -> list[str]:
        return sorted(self.profiles, key=str.casefold)

    def sessions(self, profile: str) -> list[SessionRecord]:
        """`profile`'s sessions, oldest first."""
        return sorted(self.profiles.get(profile, []), key=lambda r: r.when)

    def stars(self, profile: str) -> dict[str, int]:
        """The most stars `profile` earned on each level it played."""
        out: dict[str, int] = {}
        for r in self.profiles.get(profile, []):
            out[r.level] = max(out.get(r.level, 0), r.stars)
        return out

    def best(self, profile: str, level: str) -> PersonalBest:
        played = [r for r in self.profiles.get(profile, []) if r.level == level]
        d = [r.d_prime for r in played if r.d_prime is not None]
        rt = [r.rt_median_ms for r in played if r.rt_median_ms is not None and r.mode in ("timed", "drill")]
        th = [r.threshold_ms for r in played if r.threshold_ms is not None]
        return PersonalBest(
            max((r.stars for r in played), default=0),
            max(d, default=None),
            min(rt, default=None),
            min(th, default=None),
        )

    def to_json(self) -> dict[str, Any]:
        profiles = {name: [r.to_json() for r in records] for name, records in self.profiles.items()}
        return {"version": VERSION, "profiles": profiles}


def unlocked(levels: Sequence[str], stars: Mapping[str, int]) -> list[bool]:
    """Which of `levels` (ids, easiest first) are open: the first always, each next one once the
    one before it has at least one star."""
    return [i == 0 or stars.get(levels[i - 1], 0) > 0 for i in range(len(levels))]


def load_progress() -> Progress:
    """Every profile's sessions. Never raises; what was damaged is kept aside and told."""
    data, problem = load_store_checked(STORE, {})
    if problem is not None or not data:
        return Progress()
    progress, dropped = _parse(data)
    if dropped:
        aside = keep_aside(store_path(STORE))
        kept = aside.name if aside is not None else store_path(STORE).name
        if aside is not None:
            save_store(STORE, progress.to_json())  # the good records; the whole old file is aside
        notify("notice.practice_repaired", count=dropped, file=kept)
        log.info("%s.json: %d damaged records left out (%s)", STORE, dropped, kept)
    return progress


def _parse(data: dict[str, Any]) -> tuple[Progress, int]:
    """The usable records, and how many things were left out."""
    profiles = data.get("profiles")
    dropped = sum(1 for key in data if key not in ("version", "profiles"))
    if not isinstance(profiles, dict):
        return Progress(), dropped + 1
    out: dict[str, list[SessionRecord]] = {}
    for name, records in profiles.items():
        if profile_name(name) != name or not isinstance(records, list):
            dropped += 1
            continue
        out[name] = []
        for raw in records:
            try:
                out[name].append(SessionRecord.from_json(raw))
            except (ValueError, TypeError):
                dropped += 1
    return Progress(out), dropped


def record_session(profile: str, record: SessionRecord) -> str | None:
    """Keep `record` among `profile`'s sessions; None, or a one-line reason it could not be kept."""
    progress = load_progress()
    progress.profiles.setdefault(profile, []).append(record)
    return save_store(STORE, progress.to_json())


def add_profile(profile: str) -> str | None:
    """Keep a new, empty profile (an existing one is left as it is); None, or why it failed."""
    progress = load_progress()
    if profile in progress.profiles:
        return None
    progress.profiles[profile] = []
    return save_store(STORE, progress.to_json())
