"""Fallible eyes: sharp on the fixated face, poor on its neighbours, blind elsewhere; blinks taken
for winks now and then; a face seen from the corner of the eye blamed on the one looked at."""

from __future__ import annotations

import random
import statistics

from game.social.gaze import GRID, GazeLog
from game.social.perception import NEIGHBOUR, acuity, judge
from game.social.signals import make_signal

N = 6


def gazes(observer_target: int, observer: int = 0) -> list[GazeLog]:
    logs = [GazeLog() for _ in range(N)]
    logs[observer].look(0.0, observer_target)
    for s in range(N):
        if s != observer:
            logs[s].look(0.0, (s + 1) % N if (s + 1) % N != s else GRID)
    return logs


def sights(kind: str, seat: int, looked_at: int, skill: float, duration: float = 0.3, busy: int = 0) -> list:
    rng = random.Random(7)
    logs = gazes(looked_at)
    out = []
    for _ in range(3000):
        if kind == "wink":
            signal = make_signal("wink", seat, 1.0, duration, "left", target=(seat + 1) % N)
        else:
            signal = make_signal(kind, seat, 1.0, duration)
        out.append(judge(0, logs, skill, signal, busy, rng))
    return out


def rate(found: list) -> float:
    return sum(s is not None for s in found) / len(found)


def test_acuity_is_sharp_on_the_fixated_face_poor_beside_it_and_nil_beyond() -> None:
    assert acuity({3: 1.0}, 0, 3, N) == 1.0
    assert acuity({3: 1.0}, 0, 2, N) == NEIGHBOUR == acuity({3: 1.0}, 0, 4, N)
    assert acuity({3: 1.0}, 0, 5, N) == 0.0 and acuity({GRID: 1.0}, 0, 3, N) == 0.0
    assert acuity({3: 0.5, GRID: 0.5}, 0, 3, N) == 0.5


def test_a_fixated_wink_is_caught_far_more_often_than_one_beside_and_never_beyond() -> None:
    fixated, beside, beyond = (rate(sights("wink", 3, look, 0.7)) for look in (3, 2, 1))
    assert fixated > 0.8 and beside < fixated - 0.4 and beyond == 0.0


def test_blinks_are_sometimes_taken_for_winks_more_by_weak_eyes() -> None:
    weak, sharp = rate(sights("blink", 3, 3, 0.4, 0.14)), rate(sights("blink", 3, 3, 0.95, 0.12))
    assert 0.0 < sharp < weak < 0.25
    assert rate(sights("slow_blink", 3, 3, 0.4, 0.5)) > 0.0


def test_short_winks_and_busy_tables_hide_more() -> None:
    long, short = rate(sights("wink", 3, 3, 0.6, 0.4)), rate(sights("wink", 3, 3, 0.6, 0.12))
    calm, busy = rate(sights("wink", 3, 3, 0.6, 0.2)), rate(sights("wink", 3, 3, 0.6, 0.2, busy=3))
    assert long > short + 0.1 and calm > busy + 0.1


def test_certainty_is_higher_for_real_winks_than_for_blinks_taken_for_winks() -> None:
    real = [s.certainty for s in sights("wink", 3, 3, 0.5, 0.2) if s is not None]
    mistaken = [s.certainty for s in sights("blink", 3, 3, 0.5, 0.14) if s is not None]
    assert statistics.mean(real) > statistics.mean(mistaken) + 0.1
    assert all(0.2 <= c <= 1.0 for c in real + mistaken)


def test_a_wink_seen_from_the_corner_of_the_eye_is_often_blamed_on_the_face_looked_at() -> None:
    found = [s for s in sights("wink", 3, 2, 0.95, 0.4) if s is not None]
    blamed = sum(s.seat == 2 for s in found) / len(found)
    assert found and 0.3 < blamed < 0.9
    right = [s for s in found if s.seat == 3]
    assert all(s.target == 4 for s in right)  # whom the winker looked at is whom it winked at
