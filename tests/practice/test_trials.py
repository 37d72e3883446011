"""The trials of a session: catch trials in the level's share, faces and moments at random."""

from __future__ import annotations

from dataclasses import replace

from game.practice.trials import FOREPERIOD_S, plan
from game.store.levels import load_practice_levels

LEVELS = load_practice_levels()


def test_a_plan_has_the_levels_trials_and_catch_share_with_faces_in_range() -> None:
    for level in LEVELS:
        trials = plan(level, seed=3)
        assert len(trials) == level.trials
        catches = sum(t.catch for t in trials)
        assert catches == round(level.trials * level.catch_share) and catches > 0
        for t in trials:
            assert t.catch or 0 <= t.face < level.faces
            assert level.wink_ms_min <= t.wink_ms <= level.wink_ms_max
            assert FOREPERIOD_S[0] <= t.onset_s <= FOREPERIOD_S[2]


def test_plans_are_seeded_and_unpredictable_between_seeds() -> None:
    level = LEVELS[-1]
    assert plan(level, 7) == plan(level, 7)
    assert plan(level, 7) != plan(level, 8)
    onsets = [t.onset_s for seed in range(40) for t in plan(level, seed)]
    assert len({round(x, 3) for x in onsets}) > len(onsets) * 0.75  # spread, not a beat
    assert max(onsets) - min(onsets) > 3.0


def test_no_face_winks_three_trials_running() -> None:
    level = replace(LEVELS[0], catch_share=0.0, trials=100)
    for seed in range(20):
        faces = [t.face for t in plan(level, seed)]
        assert all(not (a == b == c) for a, b, c in zip(faces, faces[1:], faces[2:], strict=False))
