"""A session on its clock: each outcome, reaction times from the presented frame, the answer
window, catch trials, the untimed option, answers at the wrong moment."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.practice.outcomes import Outcome
from game.practice.session import REST_S, Mode, PracticeSession
from game.store.levels import load_practice_levels

LEVEL = replace(load_practice_levels()[2], catch_share=0.25, trials=8)


def to_wink(session: PracticeSession, t: float = 0.0) -> float:
    """Run the clock to the next wink trial's wink; returns the time it starts."""
    while True:
        session.update(t)
        trial = session.current
        if trial is not None and trial.catch:
            t = session.started_at + trial.onset_s + LEVEL.window_ms / 1000 + 0.001
            session.update(t)
            t += REST_S
            continue
        if session.wink_now(t) is not None:
            return t
        t += 0.001


def test_a_hit_is_timed_from_the_presented_frame_not_the_schedule() -> None:
    s = PracticeSession(LEVEL, 1)
    start = to_wink(s)
    s.presented(start + 0.030)  # the closed eye reached the screen 30 ms after it was scheduled
    result = s.respond(s.current.face, start + 0.030 + 0.400)
    assert result is not None and result.outcome is Outcome.HIT
    assert result.rt_ms == pytest.approx(400.0)


def test_too_soon_is_a_false_start_and_another_face_is_the_wrong_face() -> None:
    s = PracticeSession(LEVEL, 1)
    start = to_wink(s)
    s.presented(start)
    assert s.respond(s.current.face, start + 0.100).outcome is Outcome.FALSE_START  # under 120 ms
    start = to_wink(s, start + REST_S + 0.01)
    s.presented(start)
    other = (s.current.face + 1) % LEVEL.faces
    result = s.respond(other, start + 0.5)
    assert result.outcome is Outcome.WRONG_FACE and result.chosen == other


def test_an_answer_before_the_wink_is_a_false_start() -> None:
    s = PracticeSession(LEVEL, 2)
    s.update(0.0)
    while s.current is None or s.current.catch:
        s = PracticeSession(LEVEL, s.seed + 1)
        s.update(0.0)
    assert s.respond(0, 0.2).outcome is Outcome.FALSE_START


def test_the_window_running_out_is_a_miss_and_a_catch_trial_left_alone_is_right() -> None:
    s = PracticeSession(LEVEL, 1)
    outcomes = []
    t = 0.0
    while not s.over:
        result = s.update(t)
        if s.wink_now(t) is not None:
            s.presented(t)
        if result is not None:
            outcomes.append(result.outcome)
        t += 0.01
    wink_trials = sum(not tr.catch for tr in s.trials)
    assert outcomes.count(Outcome.MISS) == wink_trials
    assert outcomes.count(Outcome.CORRECT_REJECTION) == len(s.trials) - wink_trials
    summary = s.summary()
    assert summary.hit_rate == 0 and not summary.passed and summary.stars == 0


def test_a_face_named_in_a_catch_trial_is_a_false_alarm() -> None:
    s = PracticeSession(LEVEL, 1)
    t = 0.0
    while True:
        s.update(t)
        if s.current is not None and s.current.catch:
            break
        if s.wink_now(t) is not None:
            s.respond(s.current.face, t + 0.3)
        t += 0.01
    assert s.respond(1, t + 2.0).outcome is Outcome.FALSE_ALARM


def test_answers_between_trials_or_after_the_end_change_nothing() -> None:
    s = PracticeSession(LEVEL, 1)
    start = to_wink(s)
    s.respond(s.current.face, start + 0.4)
    assert s.resting and s.respond(0, start + 0.5) is None and len(s.results) == 1
    assert s.respond(None, start + 0.6) is None  # "no wink" is for the untimed option


def test_untimed_waits_for_an_answer_and_takes_no_wink() -> None:
    s = PracticeSession(LEVEL, 1, Mode(untimed=True))
    start = to_wink_untimed(s)
    s.presented(start)
    assert s.update(start + 60.0) is None and s.current is not None  # a minute later: still waiting
    assert s.respond(None, start + 61.0).outcome is Outcome.MISS


def to_wink_untimed(s: PracticeSession) -> float:
    t = 0.0
    while True:
        s.update(t)
        if s.current is not None and s.current.catch:
            assert s.respond(None, t).outcome is Outcome.CORRECT_REJECTION
        elif s.wink_now(t) is not None:
            return t
        t += 0.01


def test_the_adaptive_session_shortens_after_a_catch_and_lengthens_after_a_miss() -> None:
    s = PracticeSession(LEVEL, 1, Mode(adaptive=True))
    assert len(s.trials) >= 40
    start = to_wink(s)
    first = s.wink_ms
    assert first == LEVEL.wink_ms_max
    s.presented(start)
    s.respond(s.current.face, start + 0.4)
    start = to_wink(s, start + REST_S + 0.01)
    assert s.wink_ms < first
    second = s.wink_ms
    s.presented(start)
    s.update(start + LEVEL.window_ms / 1000 + 0.01)  # missed
    to_wink(s, start + LEVEL.window_ms / 1000 + REST_S + 0.02)
    assert s.wink_ms > second
