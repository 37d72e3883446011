"""The criterion's words say what the counts show (issue 21): nobody is called trigger-happy
without a false alarm, nor cautious without a missed wink."""

from __future__ import annotations

from game.i18n import tr
from game.practice.sdt import Detection
from game.practice.summary import Summary
from game.ui.practice.results import session_figures


def summary(detection: Detection) -> Summary:
    counts = {"hit": detection.hits, "false_alarm": detection.false_alarms}
    return Summary(counts, detection, 400.0, 60.0, None, True, 2)


def criterion_line(detection: Detection) -> str:
    rows = dict(session_figures(summary(detection), untimed=False))
    return rows[tr("practice.fig_criterion", "en")]


def test_no_false_alarm_is_never_called_trigger_happy() -> None:
    quiet = Detection(hits=10, signals=10, false_alarms=0, noises=2)
    assert quiet.criterion < -0.25  # the log-linear correction leans it that way
    assert quiet.bias == "unclear"
    line = criterion_line(quiet)
    assert "trigger-happy" not in line and "too few trials" in line


def test_a_false_alarm_among_few_answers_is_trigger_happy() -> None:
    eager = Detection(hits=10, signals=10, false_alarms=2, noises=3)
    assert eager.bias == "eager" and "trigger-happy" in criterion_line(eager)


def test_every_wink_caught_is_never_called_cautious() -> None:
    sharp = Detection(hits=4, signals=4, false_alarms=0, noises=20)
    assert sharp.criterion > 0.25 and sharp.bias == "unclear"
    assert "cautious" not in criterion_line(sharp)


def test_misses_without_false_alarms_are_cautious() -> None:
    shy = Detection(hits=8, signals=12, false_alarms=0, noises=4)
    assert shy.bias == "cautious" and "cautious" in criterion_line(shy)


def test_a_session_without_catch_trials_cannot_tell() -> None:
    assert Detection(hits=5, signals=10, false_alarms=0, noises=0).bias == "unclear"
    assert Detection(hits=9, signals=12, false_alarms=1, noises=4).bias == "balanced"
