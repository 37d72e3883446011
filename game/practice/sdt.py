"""Signal detection theory for the trainer: hit and false-alarm rates, d′ and the criterion c.

A wink trial answered with the right face in time is a hit; a catch trial answered with any face
is a false alarm. Rates of 0 or 1 would give infinite z-scores: d′ and c use the log-linear
correction (Hautus 1995: add 0.5 to each count and 1 to each total), which keeps them finite and
nearly unbiased at the trial counts of a session.

The correction pulls a rate of 0 up: with a few catch trials and no false alarm, c comes out
negative. A bias is therefore named only when the counts show it (`Detection.bias`): trigger-happy
needs a false alarm, cautious a missed wink; otherwise the session cannot tell."""

from __future__ import annotations

from dataclasses import dataclass
from statistics import NormalDist

_NORMAL = NormalDist()
LEAN = 0.25  # |c| beyond which a player leans one way
BIASES = ("cautious", "eager", "balanced", "unclear")


def z(p: float) -> float:
    """The standard normal quantile of `p` (0 < p < 1)."""
    return _NORMAL.inv_cdf(p)


def phi(x: float) -> float:
    return _NORMAL.cdf(x)


@dataclass(frozen=True)
class Detection:
    hits: int
    signals: int  # wink trials
    false_alarms: int
    noises: int  # catch trials

    @property
    def hit_rate(self) -> float:
        return self.hits / self.signals if self.signals else 0.0

    @property
    def false_alarm_rate(self) -> float:
        return self.false_alarms / self.noises if self.noises else 0.0

    def _corrected(self) -> tuple[float, float]:
        h = (self.hits + 0.5) / (self.signals + 1)
        f = (self.false_alarms + 0.5) / (self.noises + 1)
        return z(h), z(f)

    @property
    def d_prime(self) -> float:
        """Sensitivity: how far apart a wink and no wink are to this player's eyes, in SDs."""
        zh, zf = self._corrected()
        return zh - zf

    @property
    def criterion(self) -> float:
        """Bias: above 0 a cautious player (answers only when sure), below 0 a trigger-happy one."""
        zh, zf = self._corrected()
        return -(zh + zf) / 2

    @property
    def bias(self) -> str:
        """The lean the counts support, one of BIASES: "eager" (trigger-happy) only with a false
        alarm, "cautious" only with a wink not caught, "unclear" when c leans a way the counts do
        not show (too few trials to judge) or a kind of trial is missing."""
        if not self.signals or not self.noises:
            return "unclear"
        c = self.criterion
        if c < -LEAN:
            return "eager" if self.false_alarms else "unclear"
        if c > LEAN:
            return "cautious" if self.hits < self.signals else "unclear"
        return "balanced"
