"""The limits of one phone's messages, on a clock the test holds."""

from __future__ import annotations

from game.phones.limits import Bucket, Excess, Throttle
from game.phones.messages import BURST, RATE


def test_a_burst_passes_then_the_rate_and_no_more() -> None:
    bucket = Bucket(RATE, BURST)
    assert sum(bucket.take(0.0) for _ in range(3 * BURST)) == BURST
    assert not bucket.take(0.0)
    assert sum(bucket.take(1.0) for _ in range(3 * BURST)) == RATE  # one second refills RATE
    assert sum(bucket.take(100.0) for _ in range(3 * BURST)) == BURST  # never more than the burst


def test_a_page_that_hurries_is_never_a_flood_but_one_that_floods_is() -> None:
    hurried, flooding = Excess(RATE, 10 * BURST), Excess(RATE, 10 * BURST)
    # Twice the rate for a minute: the refused half (RATE a second) is forgotten as fast as it comes.
    assert not any(hurried.add(t / RATE) for t in range(int(60 * RATE)))
    floods = [flooding.add(t / 10_000) for t in range(10 * BURST + 10)]
    assert not any(floods[: 10 * BURST]) and floods[-1]


def test_each_reason_is_told_at_most_once_a_second() -> None:
    throttle = Throttle(1.0)
    assert throttle.allow("fast", 0.0) and throttle.allow("garbled", 0.1)
    assert not throttle.allow("fast", 0.5) and not throttle.allow("garbled", 1.0)
    assert throttle.allow("fast", 1.0) and throttle.allow("garbled", 1.2)
