"""Blinks and winks as timed signals: shapes of the lid curve, and the two-frame rule."""

from __future__ import annotations

from itertools import pairwise

import pytest

from game.social.signals import FRAME, make_signal


@pytest.mark.parametrize("ms", [40, 120, 220, 400])
def test_a_wink_is_fully_closed_for_at_least_two_frames(ms: int) -> None:
    wink = make_signal("wink", 1, 10.0, ms / 1000, "left", target=0)
    frames = [10.0 + k * FRAME for k in range(-2, 60)]
    closed = [t for t in frames if wink.openness(t) == 0.0]
    assert len(closed) >= 2


def test_lids_close_then_open_smoothly() -> None:
    blink = make_signal("blink", 0, 1.0, 0.15)
    samples = [blink.openness(1.0 + k * 0.005) for k in range(31)]
    assert samples[0] == 1.0 and min(samples) == 0.0
    low = samples.index(0.0)
    assert all(a >= b for a, b in pairwise(samples[: low + 1]))
    assert blink.openness(1.2) == 1.0


def test_a_wink_closes_one_eye_and_has_a_target() -> None:
    with pytest.raises(ValueError, match="one eye"):
        make_signal("wink", 1, 0.0, 0.2, "both", target=0)
    with pytest.raises(ValueError, match="one eye"):
        make_signal("wink", 1, 0.0, 0.2, "left")
    with pytest.raises(ValueError, match="unknown"):
        make_signal("handstand", 1, 0.0, 0.2)
