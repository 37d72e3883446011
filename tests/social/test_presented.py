"""A wink's eye is presented shut in at least two frames whatever the frame rate, and its first
shut frame is named when that frame is flipped (reaction times count from there)."""

from __future__ import annotations

import pytest

from game.social.presented import SHUT_FRAMES, ShutFrames
from game.social.signals import FRAME, Signal, make_signal

SHUT_BELOW = 0.2  # the faces draw an eye shut under this openness (ui/faces.py HALF)
RENDER_S = 0.004  # a frame reaches the screen this long after it was posed


def present(rate: float, start: float, wink_s: float = 0.1) -> tuple[list[float], float | None, float]:
    """Frames at `rate` per second over a wink starting at `start`: the times of the frames drawn
    with the eye shut, the first flip named, and the last moment the eye was shown shut."""
    shut = ShutFrames(SHUT_BELOW)
    signal = make_signal("wink", 0, start, wink_s, "left", target=1)
    shut.add(signal)
    drawn, first, k = [], None, 0
    while True:
        t = k / rate
        left, right = shut.lids(0, signal.openness(t), 1.0, t)
        assert right == 1.0  # the other eye is left alone
        if left < SHUT_BELOW:
            drawn.append(t)
        named = shut.flipped(t + RENDER_S)
        if named:
            assert first is None
            first = named[0].first_at
        if not shut.held:
            return drawn, first, t
        k += 1


@pytest.mark.parametrize("rate", [60, 30, 20, 12, 7])
@pytest.mark.parametrize("phase", [0.0, 0.13, 0.37, 0.5, 0.71, 0.99])
def test_a_100_ms_wink_is_shown_shut_in_two_frames_at_any_frame_rate(rate: int, phase: float) -> None:
    start = 1.0 + phase / rate
    drawn, first, _ = present(rate, start)
    assert len(drawn) >= SHUT_FRAMES
    assert first == pytest.approx(drawn[0] + RENDER_S)  # the flip of the first shut frame
    assert drawn[0] >= start


@pytest.mark.parametrize("phase", [0.0, 0.25, 0.5, 0.75])
def test_at_60_frames_a_second_the_wink_keeps_its_own_length(phase: float) -> None:
    start = 1.0 + phase * FRAME
    drawn, _, _ = present(60, start)
    signal = make_signal("wink", 0, start, 0.1, "left", target=1)
    # shut exactly while the lid says so: held no longer than the social layer's own wink
    assert all(start <= t < signal.end for t in drawn)
    assert signal.closed_until - signal.closed_from >= 2 * FRAME


def test_nothing_is_named_before_a_shut_frame_is_drawn() -> None:
    shut = ShutFrames(SHUT_BELOW)
    signal = make_signal("wink", 3, 1.0, 0.2, "right", target=0)
    shut.add(signal)
    shut.lids(3, 1.0, signal.openness(1.001), 1.001)  # the lid has just begun to close
    assert shut.flipped(1.005) == []
    shut.lids(2, 1.0, 1.0, 1.1)  # another face: nothing to hold
    assert shut.flipped(1.105) == []
    assert shut.lids(3, 1.0, 1.0, 1.1) == (1.0, 0.0)  # shut, from the moment it should be
    assert [s.signal for s in shut.flipped(1.105)] == [signal]


def frames_shut(signal: Signal, gap_s: float, depth_below: float = SHUT_BELOW) -> list[tuple[float, float]]:
    """Frames `gap_s` apart over `signal` (seat 0), the first at 0.95 s: the lids drawn while held."""
    shut = ShutFrames(SHUT_BELOW)
    shut.add(signal)
    drawn, t = [], 0.95
    while shut.held:
        left, right = shut.lids(0, signal.openness(t), signal.openness(t), t)
        if min(left, right) <= max(signal.depth, depth_below):
            drawn.append((left, right))
        shut.flipped(t)
        t += gap_s
    return drawn


@pytest.mark.parametrize("gap_s", [0.06, 0.2, 0.5])
def test_a_blink_between_two_late_frames_shuts_both_eyes_in_two_frames(gap_s: float) -> None:
    blink = make_signal("blink", 0, 1.0, 0.1)  # over before the second frame
    drawn = frames_shut(blink, gap_s)
    assert len(drawn) >= SHUT_FRAMES and all(left == right == 0.0 for left, right in drawn[:SHUT_FRAMES])


def test_a_half_blink_is_held_half_open_not_shut() -> None:
    half = make_signal("half_blink", 0, 1.0, 0.1)
    drawn = frames_shut(half, 0.2)
    assert len(drawn) >= SHUT_FRAMES and all(left == right == half.depth for left, right in drawn)


def test_a_gesture_is_not_held_and_a_signal_is_known_once() -> None:
    shut = ShutFrames(SHUT_BELOW)
    shut.add(make_signal("nod", 0, 1.0, 0.5))
    wink = make_signal("wink", 0, 1.0, 0.1, "left", target=1)
    shut.add(wink)
    shut.add(wink)
    assert [s.signal for s in shut.held] == [wink]
