"""Gestures beside the wink (WinkyBilly's team signals): drawn at a level's pace, made by every
face as fidgets too, seen through the same fallible eyes, sometimes taken for a gesture like them."""

from __future__ import annotations

import random

import pytest

from game.social.gaze import GRID, GazeLog
from game.social.perception import judge_gesture
from game.social.profile import BEGINNER, EXPERT, NORMAL, SocialProfile
from game.social.signals import GESTURES, make_signal
from game.social.table import SocialTable

STEP = 1 / 60


def test_at_least_six_gestures_besides_the_wink() -> None:
    assert len(GESTURES) >= 6 and "wink" not in GESTURES


def test_a_gesture_lasts_longer_for_a_beginner_than_for_an_expert() -> None:
    table = SocialTable([BEGINNER, EXPERT], seed=1, gestures=True)
    for kind in GESTURES:
        slow = sum(table.gesture_length(0, kind) for _ in range(50))
        quick = sum(table.gesture_length(1, kind) for _ in range(50))
        assert slow > 2 * quick


@pytest.mark.parametrize("kind", list(GESTURES))
def test_each_gesture_shows_on_the_face_and_nowhere_else(kind: str) -> None:
    table = SocialTable(
        [SocialProfile(expression_interval_s=60, blink_interval_s=20)] * 3, seed=2, gestures=True
    )
    still = table.pose(1)
    signal = table.gesture(1, kind, 0)
    table.step(signal.duration * 0.3)
    pose = table.pose(1)
    changed = {
        "brows": pose.brow > 0.3,
        "nod": pose.move_dy < -0.005,
        "tilt": abs(pose.tilt) > 3,
        "shake": abs(pose.move_dx) > 0.005,
        "smirk": pose.expression == "smirk",
        "pout": pose.expression == "open",
    }
    assert changed[kind] and sum(changed.values()) == 1, changed
    assert pose.left == still.left == 1.0 and pose.right == 1.0  # a gesture is not an eyelid
    assert pose.gaze == 0  # the face looks at whom it signals


def test_where_gestures_are_signals_every_face_makes_them_as_fidgets_aimed_at_nobody() -> None:
    table = SocialTable([NORMAL] * 4, seed=3, gestures=True)
    for _ in range(round(40 / STEP)):
        table.step(STEP)
    fidgets = [s for s in table.past + table.signals if s.kind in GESTURES]
    assert {s.seat for s in fidgets} == {0, 1, 2, 3} and all(s.target is None for s in fidgets)
    assert len({s.kind for s in fidgets}) >= 5
    wink_table = SocialTable([NORMAL] * 4, seed=3)  # at the Wink table they stay expressions
    for _ in range(round(40 / STEP)):
        wink_table.step(STEP)
    assert not [s for s in wink_table.past + wink_table.signals if s.kind in GESTURES]


def gazes(looked_at: int) -> list[GazeLog]:
    logs = [GazeLog() for _ in range(6)]
    logs[0].look(0.0, looked_at)
    for s in range(1, 6):
        logs[s].look(0.0, (s + 1) % 6)
    return logs


def sights(kind: str, looked_at: int, skill: float) -> list:
    rng = random.Random(5)
    logs = gazes(looked_at)
    return [
        judge_gesture(0, logs, skill, make_signal(kind, 3, 1.0, 0.5, target=4), 0, rng) for _ in range(2000)
    ]


def test_a_gesture_is_seen_on_the_fixated_face_less_beside_it_and_not_at_all_elsewhere() -> None:
    def seen(looked_at: int) -> float:
        return sum(s is not None for s in sights("nod", looked_at, 0.7)) / 2000

    assert seen(3) > 0.7 and seen(2) < seen(3) - 0.3 and seen(5) == 0.0
    assert sum(s is not None for s in sights("nod", GRID, 0.9)) == 0


def test_weak_eyes_take_a_gesture_for_one_like_it_more_often() -> None:
    def right_kind(skill: float) -> float:
        found = [s for s in sights("nod", 3, skill) if s is not None]
        assert {s.kind for s in found} <= {"nod", "shake", "tilt"}
        return sum(s.kind == "nod" for s in found) / len(found)

    assert right_kind(0.95) > right_kind(0.3) + 0.15 and right_kind(0.3) < 1.0
