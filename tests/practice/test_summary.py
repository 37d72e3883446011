"""The pass mark and the stars: catching enough winks without clicking at random."""

from __future__ import annotations

from dataclasses import replace

from game.practice.outcomes import Outcome, Result
from game.practice.summary import summarize
from game.practice.trials import Trial
from game.store.levels import load_practice_levels

LEVEL = replace(load_practice_levels()[0], pass_share=0.75, target_reaction_ms=800)


def results(hits: int, misses: int, fas: int, rejections: int, rt: float = 500.0) -> list[Result]:
    wink = Trial(0, 0, "left", 400.0, 2.0)
    catch = Trial(1, None, "left", 400.0, 2.0)
    return (
        [Result(wink, Outcome.HIT, 400.0, rt, 0)] * hits
        + [Result(wink, Outcome.MISS, 400.0)] * misses
        + [Result(catch, Outcome.FALSE_ALARM, 400.0, None, 1)] * fas
        + [Result(catch, Outcome.CORRECT_REJECTION, 400.0)] * rejections
    )


def test_stars_climb_with_hits_few_false_alarms_and_speed() -> None:
    assert summarize(LEVEL, results(5, 5, 0, 4), False, None).stars == 0  # half the winks
    assert summarize(LEVEL, results(8, 2, 1, 3), False, None).stars == 1  # 80%, 1 false alarm in 4
    assert (
        summarize(
            LEVEL,
            results(9, 1, 0, 4),
            False,
            None,
        ).stars
        == 3
    )  # 90%, none, fast
    assert summarize(LEVEL, results(9, 1, 0, 4, rt=900.0), False, None).stars == 2  # too slow for 3


def test_clicking_every_time_does_not_pass() -> None:
    summary = summarize(LEVEL, results(10, 0, 4, 0), False, None)
    assert summary.hit_rate == 1.0 and summary.false_alarm_rate == 1.0 and not summary.passed


def test_untimed_third_star_is_for_no_error_at_all() -> None:
    slow = results(14, 0, 0, 4, rt=2500.0)
    assert summarize(LEVEL, slow, True, None).stars == 3
    wrong = [*slow, Result(Trial(2, 0, "left", 400.0, 2.0), Outcome.WRONG_FACE, 400.0, 600.0, 1)]
    assert summarize(LEVEL, wrong, True, None).stars == 2


def test_reaction_times_median_and_spread_are_of_hits() -> None:
    summary = summarize(LEVEL, results(4, 0, 0, 1, rt=400.0) + results(4, 0, 0, 0, rt=600.0), False, None)
    assert summary.rt_median_ms == 500.0 and summary.rt_spread_ms is not None and summary.rt_spread_ms > 0
