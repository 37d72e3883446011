"""The psychometric function of one session, fitted by maximum likelihood: the chance to catch a
wink as a logistic function of its length on a log scale, p(L) = 1 / (1 + exp(-b·(ln L - a))).
The length caught with chance `target` is then read off the curve.

A staircase's reversals alone overestimate the threshold (by 10-20% in our simulations: above
it the chance flattens out, so the track lingers high); the fit uses every trial and lands within
a few percent (tests/practice/test_observer_recovery.py). A coarse grid, then a finer one around
its best point: no division by zero, no divergence when the answers separate perfectly."""

from __future__ import annotations

import math

LOW_MS, HIGH_MS = 30.0, 1500.0
SLOPES = (0.5, 40.0)  # the slope b's range, on a log grid
COARSE, FINE = 41, 21


def _log_likelihood(xs: list[float], caught: list[bool], a: float, b: float) -> float:
    total = 0.0
    for x, c in zip(xs, caught, strict=True):
        u = b * (x - a)
        # log p = -log(1 + e^-u), log (1 - p) = -log(1 + e^u), each computed without overflow
        v = -u if c else u
        total -= v + math.log1p(math.exp(-v)) if v > 0 else math.log1p(math.exp(v))
    return total


def _best(
    xs: list[float], caught: list[bool], a_range: tuple[float, float], b_range: tuple[float, float], n: int
) -> tuple[float, float]:
    best = (-math.inf, 0.0, 0.0)
    for i in range(n):
        a = a_range[0] + (a_range[1] - a_range[0]) * i / (n - 1)
        for j in range(n):
            b = b_range[0] * (b_range[1] / b_range[0]) ** (j / (n - 1))
            ll = _log_likelihood(xs, caught, a, b)
            if ll > best[0]:
                best = (ll, a, b)
    return best[1], best[2]


def threshold_ms(lengths: list[float], caught: list[bool], target: float) -> float:
    """The wink length caught with chance `target`, from the trials' lengths and results."""
    xs = [math.log(ms) for ms in lengths]
    a_all = (math.log(LOW_MS), math.log(HIGH_MS))
    a, b = _best(xs, caught, a_all, SLOPES, COARSE)
    da = (a_all[1] - a_all[0]) / (COARSE - 1)
    db = (SLOPES[1] / SLOPES[0]) ** (1 / (COARSE - 1))
    a, b = _best(xs, caught, (a - da, a + da), (b / db, b * db), FINE)
    ms = math.exp(a + math.log(target / (1 - target)) / b)
    return min(HIGH_MS, max(LOW_MS, ms))
