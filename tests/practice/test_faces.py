"""A practice level's faces: the rates a player sees over a long table life are the level's
(blinks, fidgets, glances, decoys per face and minute), and a face winks at whom it looks at."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import replace

import pytest

from game.practice.faces import DECOYS, NEVER_S, PracticeFaces, face_rates
from game.store.levels import PracticeLevel, load_practice_levels

LEVELS = load_practice_levels()
MINUTES = 10


def seen_rates(level: PracticeLevel, seed: int = 7) -> dict[str, float]:
    """What the faces did per face and minute over MINUTES of table life, from their record."""
    faces = PracticeFaces(level, seed)
    record: list[dict] = []
    faces.social.record = record.append
    faces.advance(MINUTES * 60.0)
    seen: Counter[str] = Counter()
    for r in record:
        if r["kind"] == "gaze":
            seen["glances"] += 1
        elif r["kind"] == "signal":
            kind = r["signal"]
            seen["blinks" if kind == "blink" else "decoys" if kind in DECOYS else "fidgets"] += 1
        elif r["kind"] == "expression" and r["expression"] != "neutral":
            seen["fidgets"] += 1
    return {k: seen[k] / (level.faces * MINUTES) for k in ("blinks", "fidgets", "glances", "decoys")}


@pytest.mark.parametrize("level", LEVELS, ids=[lv.id for lv in LEVELS])
def test_the_faces_show_the_level_s_rates(level: PracticeLevel) -> None:
    seen = seen_rates(level)
    for name, rate in seen.items():
        want = getattr(level, f"{name}_per_minute")
        events = want * level.faces * MINUTES
        # within 12%, or within three standard deviations of a Poisson count for rare things
        slack = max(0.12 * want, 3 * math.sqrt(events) / (level.faces * MINUTES))
        assert abs(rate - want) <= slack, (name, rate, want)


def test_a_rate_of_zero_never_happens() -> None:
    calm = replace(
        LEVELS[0], fidgets_per_minute=0, decoys_per_minute=0, blinks_per_minute=0, glances_per_minute=0
    )
    rates = face_rates(calm)
    assert rates.glance_s == NEVER_S and rates.profile.blink_interval_s == NEVER_S
    assert seen_rates(calm) == {"blinks": 0.0, "fidgets": 0.0, "glances": 0.0, "decoys": 0.0}


def test_blinks_are_scheduled_more_often_than_seen_since_a_busy_face_skips_them() -> None:
    busy = LEVELS[-1]
    assert face_rates(busy).profile.blink_interval_s < 60 / busy.blinks_per_minute
    assert face_rates(busy).glance_s == pytest.approx(60 / busy.glances_per_minute)


def test_a_face_winks_at_the_face_it_looks_at_for_the_length_asked() -> None:
    faces = PracticeFaces(LEVELS[-1], 3)
    faces.advance(5.0)
    faces.social.look(2, 5)
    signal = faces.wink(2, "right", 100.0)
    assert (signal.seat, signal.target, signal.eye) == (2, 5, "right")
    assert signal.duration == pytest.approx(0.1)  # ms in, seconds on the social clock
    faces.advance(5.05)
    assert faces.pose(2).right == 0.0 and faces.pose(2).left > 0.5
