"""Whether an observer catches a signal: only on a face it watched, then a seeded draw of skill."""

from __future__ import annotations

import random

from .gaze import GazeLog
from .signals import Signal

MIN_WATCHED = 0.5  # share of the closed-eye moment the observer must have been looking


def catch_chance(skill: float, signal: Signal, busy: int) -> float:
    """Chance to notice a signal seen in full: more skill and a longer signal help, a busy table hurts.

    `busy` counts the other signals happening at the same time.
    """
    speed = min(1.0, signal.duration / 0.4) ** 0.5
    crowd = 1.0 / (1.0 + 0.35 * busy)
    return max(0.0, min(1.0, skill * speed * crowd))


def perceives(
    gaze: GazeLog, skill: float, signal: Signal, busy: int, rng: random.Random
) -> tuple[bool, float]:
    """(caught, share watched). The draw is made only when the face was watched, so the
    sequence of random numbers depends on what happened, never on hidden cards."""
    watched = gaze.fraction_on(signal.seat, signal.closed_from, signal.closed_until)
    if watched < MIN_WATCHED:
        return False, watched
    return rng.random() < catch_chance(skill, signal, busy), watched
