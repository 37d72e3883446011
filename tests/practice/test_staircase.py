"""The weighted up-down staircase: one step down after a catch, four up after a miss, bounded,
reversals counted; the threshold only once the track has crossed it enough."""

from __future__ import annotations

import pytest

from game.practice.staircase import LONGEST_MS, LOWEST_MS, STEP, UP_STEPS, Staircase


def test_moves_down_one_step_and_up_four() -> None:
    s = Staircase(300.0)
    s.record(True)
    assert s.wink_ms == pytest.approx(300 / STEP)
    s.record(False)
    assert s.wink_ms == pytest.approx(300 / STEP * STEP**UP_STEPS)
    assert s.reversals == [300 / STEP]


def test_stays_within_bounds() -> None:
    s = Staircase(100.0)
    for _ in range(60):
        s.record(True)
    assert s.wink_ms == LOWEST_MS
    for _ in range(60):
        s.record(False)
    assert s.wink_ms == LONGEST_MS


def test_no_threshold_before_enough_reversals() -> None:
    s = Staircase(300.0)
    for _ in range(10):
        s.record(True)
    assert s.threshold_ms is None
    for caught in [False, True, True, True, True, False, True, True, True, False, True, True, False, True]:
        s.record(caught)
    assert len(s.reversals) >= 6 and s.threshold_ms is not None
