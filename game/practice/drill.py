"""The table drill: a Wink table of bots winking at their partners, and the player names each pair
they catch: the face that winked, then the face it winked at. Pure, on the caller's clock, like
`PracticeSession`: the driver hands it each wink as it begins (`wink`), says when its first shut
frame was presented (`presented`), passes the player's picks (`pick`) and calls `update` every frame.

Every wink is one chance: its pair named in time is a hit, another pair a wrong pair, nothing a
miss; a pair named before the wink was presented or within 120 ms of it is a false start, and a
pair named while no wink is on is a false alarm. The reaction time runs from the wink's first
presented shut frame to the first of the two picks (the moment the player caught it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..social.signals import Signal
from ..store.levels import PracticeLevel
from .outcomes import Outcome
from .summary import reaction_figures
from .trials import FALSE_START_MS

DRILL_WINKS = 8  # chances in one drill
PAIR_EXTRA_MS = 1500.0  # naming a pair takes two picks: the level's answer window and this much more


@dataclass
class Chance:
    """A wink on the table, not yet judged."""

    signal: Signal
    start: float  # when it began, on the drill's clock
    shown_at: float | None = None


@dataclass(frozen=True)
class DrillResult:
    outcome: Outcome  # HIT, WRONG_FACE (the wrong pair), MISS, FALSE_START or FALSE_ALARM
    winker: int | None  # the wink's pair (None: a false alarm, when no wink was on)
    target: int | None
    wink_ms: float
    rt_ms: float | None = None
    named: tuple[int, int] | None = None


@dataclass(frozen=True)
class DrillSummary:
    counts: dict[str, int]  # by Outcome value
    winks: int  # chances judged
    rt_median_ms: float | None
    rt_spread_ms: float | None

    @property
    def hits(self) -> int:
        return self.counts.get(Outcome.HIT.value, 0)

    @property
    def hit_rate(self) -> float:
        return self.hits / self.winks if self.winks else 0.0

    @property
    def false_alarms(self) -> int:
        return self.counts.get(Outcome.FALSE_ALARM.value, 0)


class Drill:
    def __init__(self, level: PracticeLevel, winks: int = DRILL_WINKS) -> None:
        self.level = level
        self.winks = winks
        self.window_s = (level.window_ms + PAIR_EXTRA_MS) / 1000
        self.open: list[Chance] = []
        self.results: list[DrillResult] = []
        self.first: tuple[int, float] | None = None  # the face picked first, and when

    @property
    def judged(self) -> int:
        return sum(1 for r in self.results if r.winker is not None)

    @property
    def over(self) -> bool:
        return self.judged >= self.winks

    def wink(self, signal: Signal, t: float) -> None:
        """A wink began on the table at `t` (the drill's clock may differ from the table's)."""
        if not self.over:
            self.open.append(Chance(signal, t))

    def presented(self, signal: Signal, t: float) -> None:
        """The first frame showing `signal`'s eye shut was flipped at `t`."""
        for chance in self.open:
            if chance.signal is signal and chance.shown_at is None:
                chance.shown_at = t

    def pick(self, face: int, t: float) -> DrillResult | None:
        """The player picked `face` at `t`: the winker, or then the one winked at (the pair is
        judged). The same face picked twice takes the first pick back."""
        if self.over:
            return None
        if self.first is None:
            self.first = (face, t)
            return None
        winker, at = self.first
        self.first = None
        if face == winker:
            return None
        return self._judge(winker, face, at)

    def update(self, t: float) -> list[DrillResult]:
        """Winks whose answer window ran out unnamed: misses."""
        out = []
        for chance in list(self.open):
            since = chance.shown_at if chance.shown_at is not None else chance.start
            if t >= since + self.window_s and not self.over:
                self.open.remove(chance)
                out.append(self._record(chance, Outcome.MISS))
        return out

    def summary(self) -> DrillSummary:
        counts: dict[str, int] = {}
        for r in self.results:
            counts[r.outcome.value] = counts.get(r.outcome.value, 0) + 1
        rts = [r.rt_ms for r in self.results if r.outcome is Outcome.HIT and r.rt_ms is not None]
        median, spread = reaction_figures(rts)
        return DrillSummary(counts, self.judged, median, spread)

    # ------------------------------------------------------------ inside
    def _judge(self, winker: int, target: int, at: float) -> DrillResult:
        on = [c for c in self.open if c.start <= at]
        right = [c for c in on if (c.signal.seat, c.signal.target) == (winker, target)]
        chance = right[0] if right else on[0] if on else None
        if chance is None:
            result = DrillResult(Outcome.FALSE_ALARM, None, None, 0.0, None, (winker, target))
            self.results.append(result)
            return result
        self.open.remove(chance)
        rt = None if chance.shown_at is None else (at - chance.shown_at) * 1000
        if rt is None or rt < FALSE_START_MS:
            outcome = Outcome.FALSE_START
        else:
            outcome = Outcome.HIT if right else Outcome.WRONG_FACE
        return self._record(chance, outcome, rt, (winker, target))

    def _record(
        self, chance: Chance, outcome: Outcome, rt: float | None = None, named: tuple[int, int] | None = None
    ) -> DrillResult:
        s = chance.signal
        result = DrillResult(outcome, s.seat, s.target, s.duration * 1000, rt, named)
        self.results.append(result)
        return result
