"""A simulated observer of known d′, criterion, reaction time and threshold plays many seeded
sessions; what the sessions measure comes back close to the truth. How close (asserted):
- d′ pooled over 150 sessions within 0.2 of the true d′, c within 0.2, at an easy and a hard level;
- the median of the adaptive sessions' thresholds within 12% of the true 80% threshold;
- with no spread in its reaction times, every measured reaction time is the true one plus less
  than one frame (answers are read once a frame)."""

from __future__ import annotations

import statistics

import pytest

from game.practice.observer import OBSERVERS, Observer, parse_observer, truth
from game.practice.outcomes import Outcome
from game.practice.sdt import Detection
from game.practice.session import Mode
from game.practice.simulated import FRAME_S, play
from game.store.levels import load_practice_levels

LEVELS = load_practice_levels()


@pytest.mark.parametrize("name", ["novice", "sharp"])
@pytest.mark.parametrize("level", [LEVELS[1], LEVELS[-2]], ids=["easy", "hard"])
def test_d_prime_and_criterion_come_back(name: str, level) -> None:
    observer = OBSERVERS[name]
    true = truth(observer, level)
    summaries = [play(level, observer, seed).summary() for seed in range(150)]
    pooled = Detection(
        *(
            sum(getattr(s.detection, f) for s in summaries)
            for f in ("hits", "signals", "false_alarms", "noises")
        )
    )
    assert pooled.d_prime == pytest.approx(true.d_prime, abs=0.2)
    assert pooled.criterion == pytest.approx(true.criterion, abs=0.2)


@pytest.mark.parametrize("name", list(OBSERVERS))
def test_the_staircase_finds_the_80_percent_threshold(name: str) -> None:
    observer = OBSERVERS[name]
    true = truth(observer, LEVELS[6]).threshold_ms
    found = [
        play(LEVELS[6], observer, seed, Mode(adaptive=True)).summary().threshold_ms for seed in range(60)
    ]
    found = [f for f in found if f is not None]
    assert len(found) >= 45
    assert statistics.median(found) == pytest.approx(true, rel=0.12)


def test_reaction_times_are_measured_to_within_one_frame() -> None:
    observer = Observer(d_max=5.0, k=0.0, rt_ms=450.0, rt_sigma=0.0)
    times = [
        r.rt_ms
        for seed in range(10)
        for r in play(LEVELS[0], observer, seed).results
        if r.outcome is Outcome.HIT
    ]
    assert len(times) > 50
    assert all(450.0 - 1e-6 <= rt <= 450.0 + FRAME_S * 1000 + 1e-6 for rt in times)


def test_observers_are_named_or_described() -> None:
    assert parse_observer("sharp") == OBSERVERS["sharp"]
    assert parse_observer("sharp,rt_ms=400").rt_ms == 400.0
    assert parse_observer("d_max=2,k=0.5") == Observer(d_max=2.0, k=0.5)
    for bad, said in [
        ("hawk", "unknown observer"),
        ("d_max=x", "must be a number"),
        ("eyes=2", "unknown observer field"),
        ("d_max=9", "d_max must be"),
    ]:
        with pytest.raises(ValueError, match=said):
            parse_observer(bad)
