"""What an observer's eyes make of an eye closing on a face: fallible, graded, gaze-bound.

A signal-detection model. The face an observer fixates is seen well, its neighbours in the
observer's view poorly, the rest not at all (`acuity`). Every closing of eyes it sees (winks and
the blinks, half-blinks and slow blinks they hide among) gives the observer an impression `x`:
drawn around 0 for an eye event, around `d'` for a wink, where `d'` grows with the observer's
skill, its acuity for that face, the wink's length, and shrinks on a busy table. The observer
believes it saw a wink when its belief (the posterior from `x`) passes `REPORT`; its certainty is
that belief. So blinks are sometimes taken for winks, short winks are missed, and a face seen
from the corner of the eye may be taken for its neighbour, as people do.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from .gaze import GazeLog
from .signals import Signal

D_MAX = 4.0  # discriminability of a long wink on a fixated face by perfect eyes
NEIGHBOUR = 0.35  # acuity for a face next to the fixated one in the observer's view
PRIOR = 0.12  # how often, to the observer's mind, an eye closing it sees is a wink
REPORT = 0.2  # belief from which the observer takes it for a wink
FULL_SPEED_S = 0.3  # a wink shut this long or longer is as easy to see as a wink gets
CROWD = 0.35  # how much each other signal at the same moment hides this one
MISTAKE_SEAT = 0.6  # chance to take a face seen from the corner of the eye for the fixated one


@dataclass(frozen=True, slots=True)
class Sight:
    """What `observer` believes it saw: a wink by `seat` aimed at `target`, with `certainty`."""

    observer: int
    seat: int
    target: int | None
    certainty: float
    t: float  # when the eye opened again (the gesture ended)
    kind: str = "wink"  # what it believes it saw: a wink, or a gesture (signals.GESTURES)


def view_order(observer: int, n: int, seat: int) -> int:
    """Where `seat` sits in `observer`'s view, 1 to n-1 around the table."""
    return (seat - observer) % n


def acuity(shares: dict[int, float], observer: int, seat: int, n: int) -> float:
    """How well `observer` saw `seat`, from the shares of the time its eyes were on each target."""
    where = view_order(observer, n, seat)
    total = 0.0
    for target, share in shares.items():
        if target == seat:
            total += share
        elif target >= 0 and target != observer and abs(view_order(observer, n, target) - where) == 1:
            total += share * NEIGHBOUR
    return total


def discriminability(skill: float, sharpness: float, signal: Signal, busy: int) -> float:
    shut = signal.closed_until - signal.closed_from + signal.edge
    speed = min(1.0, shut / FULL_SPEED_S) ** 0.5
    return D_MAX * skill * sharpness * speed / (1.0 + CROWD * busy)


def belief(x: float, d: float) -> float:
    """The posterior that an impression `x` came from a wink, for eyes of discriminability `d`."""
    if d <= 0:
        return PRIOR
    log_odds = d * x - d * d / 2 + math.log(PRIOR / (1 - PRIOR))
    return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, log_odds))))


def blamed(
    shares: dict[int, float], gaze: list[GazeLog], seat: int, t: float, rng: random.Random
) -> tuple[int, int | None]:
    """Whom an observer holds responsible for a signal by `seat`, and whom that face looked at
    (at `t`): a face seen from the corner of the eye is often blamed on the face looked at."""
    fixated = max(shares, key=lambda k: shares[k])
    if fixated != seat and fixated >= 0 and rng.random() < MISTAKE_SEAT:
        seat = fixated
    looked_at = gaze[seat].at(t)
    return seat, looked_at if looked_at >= 0 and looked_at != seat else None


def judge(
    observer: int,
    gaze: list[GazeLog],
    skill: float,
    signal: Signal,
    busy: int,
    rng: random.Random,
) -> Sight | None:
    """What `observer` makes of `signal` (a wink or an eye event), or None: nothing noticed.

    Draws are made only for faces the observer saw at all, so the sequence of random numbers
    follows what happened on the table, never the cards.
    """
    n = len(gaze)
    shares = gaze[observer].shares(signal.closed_from, signal.closed_until)
    sharp = acuity(shares, observer, signal.seat, n)
    if sharp <= 0:
        return None
    d = discriminability(skill, sharp, signal, busy)
    x = rng.gauss(d if signal.kind == "wink" else 0.0, 1.0)
    certainty = belief(x, d)
    if certainty < REPORT:
        return None
    seat, target = blamed(shares, gaze, signal.seat, signal.closed_from, rng)
    return Sight(observer, seat, target, certainty, signal.end)


# Gestures one may take for another: head moves for head moves, mouths and brows for each other.
CONFUSED = {
    "nod": ("shake", "tilt"),
    "shake": ("nod", "tilt"),
    "tilt": ("nod", "shake"),
    "brows": ("smirk", "pout"),
    "smirk": ("pout", "brows"),
    "pout": ("smirk", "brows"),
}
GESTURE_FULL_S = 0.5  # a gesture this long or longer is as easy to see as a gesture gets


def judge_gesture(
    observer: int,
    gaze: list[GazeLog],
    skill: float,
    signal: Signal,
    busy: int,
    rng: random.Random,
) -> Sight | None:
    """What `observer` makes of a gesture (nod, tilt, brows…), or None: it did not notice it.

    A gesture is bigger than a wink, so even a glance may catch it; what was seen may be taken for
    a gesture like it (a nod for a shake), or blamed on the face looked at. The certainty is how
    sure the observer is of what it saw: it never knows whether the gesture meant anything.
    """
    n = len(gaze)
    shares = gaze[observer].shares(signal.start, signal.end)
    sharp = acuity(shares, observer, signal.seat, n)
    if sharp <= 0:
        return None
    speed = min(1.0, signal.shown / GESTURE_FULL_S) ** 0.5  # (a fidget cut short: what showed)
    if rng.random() >= sharp * (0.55 + 0.45 * skill) * speed / (1.0 + CROWD * busy):
        return None
    clear = min(1.0, (0.5 + 0.5 * skill) * sharp)
    kind = signal.kind if rng.random() < clear else rng.choice(CONFUSED[signal.kind])
    seat, target = blamed(shares, gaze, signal.seat, (signal.start + signal.end) / 2, rng)
    return Sight(observer, seat, target, clear, signal.end, kind)
