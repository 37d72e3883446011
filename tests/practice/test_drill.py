"""The table drill's scoring: a pair named right in time, a wrong pair, a miss, a false alarm,
a false start, a pick taken back, and the summary."""

from __future__ import annotations

import pytest

from game.practice.drill import PAIR_EXTRA_MS, Drill
from game.practice.outcomes import Outcome
from game.social.signals import make_signal
from game.store.levels import load_practice_levels

LEVEL = load_practice_levels()[4]


def wink(drill: Drill, seat: int, target: int, at: float, shown: float | None = None):
    signal = make_signal("wink", seat, at, 0.3, "left", target=target)
    drill.wink(signal, at)
    if shown is not None:
        drill.presented(signal, shown)
    return signal


def test_the_pair_named_right_is_a_hit_timed_from_the_presented_frame_to_the_first_pick() -> None:
    d = Drill(LEVEL)
    wink(d, 2, 4, at=1.0, shown=1.05)
    assert d.pick(2, 1.50) is None  # the winker first
    result = d.pick(4, 1.90)
    assert result is not None and result.outcome is Outcome.HIT
    assert result.rt_ms == pytest.approx(450.0) and result.named == (2, 4)


def test_a_wrong_pair_a_false_alarm_and_a_false_start() -> None:
    d = Drill(LEVEL)
    assert d.pick(1, 0.5) is None
    alarm = d.pick(3, 0.7)
    assert alarm is not None and alarm.outcome is Outcome.FALSE_ALARM and alarm.winker is None
    wink(d, 2, 4, at=1.0, shown=1.05)
    d.pick(2, 1.5)
    assert d.pick(3, 1.8).outcome is Outcome.WRONG_FACE  # type: ignore[union-attr]
    wink(d, 0, 1, at=3.0)  # not presented yet
    d.pick(0, 3.01)
    assert d.pick(1, 3.2).outcome is Outcome.FALSE_START  # type: ignore[union-attr]
    wink(d, 0, 1, at=5.0, shown=5.02)
    d.pick(0, 5.10)  # 80 ms after it was presented
    assert d.pick(1, 5.3).outcome is Outcome.FALSE_START  # type: ignore[union-attr]


def test_a_wink_left_unnamed_is_a_miss_once_its_window_is_over() -> None:
    d = Drill(LEVEL)
    wink(d, 5, 1, at=2.0, shown=2.04)
    window = (LEVEL.window_ms + PAIR_EXTRA_MS) / 1000
    assert d.update(2.04 + window - 0.01) == []
    (miss,) = d.update(2.04 + window)
    assert miss.outcome is Outcome.MISS and (miss.winker, miss.target) == (5, 1)


def test_the_same_face_picked_twice_takes_the_pick_back() -> None:
    d = Drill(LEVEL)
    wink(d, 2, 4, at=1.0, shown=1.05)
    d.pick(3, 1.3)
    assert d.pick(3, 1.4) is None and d.first is None
    d.pick(2, 1.5)
    assert d.pick(4, 1.6).outcome is Outcome.HIT  # type: ignore[union-attr]


def test_two_winks_at_once_either_pair_may_be_named_and_the_drill_ends_after_its_winks() -> None:
    d = Drill(LEVEL, winks=2)
    wink(d, 1, 2, at=1.0, shown=1.02)
    wink(d, 2, 1, at=1.0, shown=1.02)
    d.pick(2, 1.4)
    assert d.pick(1, 1.6).outcome is Outcome.HIT  # type: ignore[union-attr]
    d.pick(1, 1.7)
    assert d.pick(2, 1.9).outcome is Outcome.HIT  # type: ignore[union-attr]
    assert d.over and d.pick(0, 2.0) is None
    s = d.summary()
    assert (s.hits, s.winks, s.hit_rate, s.false_alarms) == (2, 2, 1.0, 0)
    assert s.rt_median_ms == pytest.approx(530.0)
