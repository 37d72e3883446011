"""The social table: seeded and repeatable, gaze-gated perception, blinks as distractors."""

from __future__ import annotations

import pytest

from game.social.gaze import GRID, GazeLog
from game.social.profile import BEGINNER, EXPERT, NORMAL, SocialProfile
from game.social.table import SocialTable

FRAME = 1 / 60


def run(table: SocialTable, seconds: float, wink_every: float | None = None) -> list:
    caught = []
    frames = round(seconds * 60)
    for i in range(frames):
        if wink_every and i % round(wink_every * 60) == 0 and not table.winking(2):
            table.wink(2, 0)
        caught += table.step(FRAME)
    return caught


def test_same_seed_same_table_life() -> None:
    a = run(SocialTable([NORMAL] * 5, seed=7), 30, wink_every=2)
    b = run(SocialTable([NORMAL] * 5, seed=7), 30, wink_every=2)
    assert a == b and a


def test_natural_blinks_use_both_eyes_at_about_the_profile_rate() -> None:
    table = SocialTable([NORMAL] * 8, seed=3)
    run(table, 18)  # the table keeps the last 20 s of signals
    blinks = [s for s in table.past if s.kind == "blink"]
    per_face = len(blinks) / 8
    expected = 18 / NORMAL.blink_interval_s
    assert expected * 0.6 < per_face < expected * 1.4
    assert all(s.eye == "both" for s in blinks)


def test_a_winking_face_looks_at_its_target_with_one_eye_shut() -> None:
    table = SocialTable([NORMAL] * 4, seed=1)
    wink = table.wink(2, 0, eye="right")
    table.step(wink.edge + 0.01)
    pose = table.pose(2)
    assert pose.gaze == 0 and pose.right == 0.0 and pose.left == 1.0


def test_only_a_face_looking_at_the_winker_can_catch_the_wink() -> None:
    watcher = away = 0
    for seed in range(50):
        table = SocialTable([SocialProfile(perception=1.0, wink_ms=400)] * 4, seed=seed)
        table.look(1, 2, hold=5)  # seat 1 watches the winker
        table.look(3, GRID, hold=5)  # seat 3 looks at the grid
        table.wink(2, 0)
        observers = {c.observer for c in run(table, 0.6) if c.signal.kind == "wink" and c.sight.seat == 2}
        watcher += 1 in observers
        away += 3 in observers
    assert away == 0 and watcher >= 40


def test_expert_eyes_catch_more_than_beginner_eyes() -> None:
    def rate(observer_profile: object) -> float:
        hits = 0
        for seed in range(200):
            table = SocialTable([NORMAL, observer_profile, NORMAL], seed=seed)  # type: ignore[list-item]
            table.look(1, 2, hold=5)
            table.wink(2, 0, duration=0.15)
            hits += any(c.observer == 1 for c in run(table, 0.4) if c.signal.kind == "wink")
        return hits / 200

    assert rate(EXPERT) > rate(BEGINNER) + 0.2


def test_slow_beginner_winks_are_easier_to_catch_than_quick_expert_ones() -> None:
    def caught(duration: float) -> int:
        hits = 0
        for seed in range(200):
            table = SocialTable([NORMAL, NORMAL, NORMAL], seed=seed)
            table.look(1, 2, hold=5)
            table.wink(2, 0, duration=duration)
            hits += any(c.observer == 1 for c in run(table, 0.6) if c.signal.kind == "wink")
        return hits

    assert caught(BEGINNER.wink_ms / 1000) > caught(EXPERT.wink_ms / 1000)


def test_a_human_face_blinks_like_any_face_but_its_eyes_are_the_human_own() -> None:
    table = SocialTable([NORMAL] * 3, seed=4, humans=frozenset({0}))
    table.look(0, 2)
    table.wink(2, 1)
    caught = run(table, 18)
    assert any(s.seat == 0 and s.kind == "blink" for s in table.past)  # its avatar lives
    assert not any(c.observer == 0 for c in caught)  # what the human sees is the human's business
    assert table.gaze[0].current == 2  # and only the human moves its eyes


def test_looking_is_limited_to_other_seats_the_grid_and_the_hand() -> None:
    table = SocialTable([NORMAL] * 3, seed=4)
    with pytest.raises(ValueError):
        table.look(1, 1)
    with pytest.raises(ValueError):
        table.look(1, 7)


def test_gaze_log_measures_the_share_of_time_on_a_target() -> None:
    log = GazeLog()
    log.look(1.0, 3)
    log.look(2.0, GRID)
    assert log.fraction_on(3, 0.5, 1.5) == pytest.approx(0.5)
    assert log.fraction_on(3, 1.0, 2.0) == pytest.approx(1.0)
    assert log.at(1.5) == 3 and log.at(2.5) == GRID
