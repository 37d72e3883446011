"""Signal detection theory for the trainer: hit and false-alarm rates, d′ and the criterion c.

A wink trial answered with the right face in time is a hit; a catch trial answered with any face
is a false alarm. Rates of 0 or 1 would give infinite z-scores: d′ and c use the log-linear
correction (Hautus 1995: add 0.5 to each count and 1 to each total), which keeps them finite and
nearly unbiased at the trial counts of a session."""

from __future__ import annotations

from dataclasses import dataclass
from statistics import NormalDist

_NORMAL = NormalDist()


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
