"""The weighted up-down staircase: three steps down after a catch until the first miss, then one
step down after a catch and four up after a miss, bounded, reversals counted; the threshold only
once the track has crossed it enough."""

from __future__ import annotations

import pytest

from game.practice.staircase import FAST_STEPS, LONGEST_MS, LOWEST_MS, STEP, UP_STEPS, Staircase


def test_comes_down_fast_until_a_miss_then_one_step_down_and_four_up() -> None:
    s = Staircase(300.0)
    s.record(True)
    fast = 300 / STEP**FAST_STEPS
    assert s.wink_ms == pytest.approx(fast)
    s.record(False)
    assert s.wink_ms == pytest.approx(fast * STEP**UP_STEPS)
    assert s.reversals == [fast]
    s.record(True)
    assert s.wink_ms == pytest.approx(fast * STEP ** (UP_STEPS - 1))


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
