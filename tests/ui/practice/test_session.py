"""A practice session driven with real input events on the screen's own clock: a whole short
session to its results (a hit by a click, a miss, a false alarm on a catch trial, a false start
by a key), reaction times measured from the flip of the first shut frame to within a frame, the
untimed "No wink", the adaptive threshold on the results."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import arcade
import pytest

from game.practice.outcomes import Outcome
from game.store.levels import load_practice_levels
from game.store.practice_progress import load_progress
from game.ui.practice.results import PracticeResultsView
from game.ui.practice.trial import PracticeTrialView

from ..drive import click, press
from ..screen import frame_texts
from .drive import face_centre, face_key, frame, open_trial, run_until

LEVEL = replace(load_practice_levels()[2], trials=4)  # four faces, one catch trial in four


def test_a_short_session_to_its_results_with_clicks_and_keys(window: Any) -> None:
    view = open_trial(window, LEVEL)
    session = view.session
    plan = iter(["hit", "miss", "early"])
    intent: dict[int, str] = {}
    while isinstance(window.current_view, PracticeTrialView):
        trial, t = session.current, view.now()
        if trial is None:
            frame(window, draw=False)
            continue
        if trial.index not in intent:
            intent[trial.index] = "false alarm" if trial.catch else next(plan)
        want = intent[trial.index]
        if want == "false alarm" and t >= session.started_at + trial.onset_s + 0.3:
            press(window, face_key(1))
        elif want == "early" and session.winked:
            press(window, face_key(trial.face))  # the wink has begun, its shut eye not yet shown
        elif want == "hit" and session.shown_at is not None and t >= session.shown_at + 0.5:
            click(window, *face_centre(view, trial.face))
        else:
            frame(window, draw=session.winked and session.shown_at is None)
    outcomes = [r.outcome for r in session.results]
    wanted = {"hit": Outcome.HIT, "miss": Outcome.MISS, "early": Outcome.FALSE_START}
    assert outcomes == [
        Outcome.FALSE_ALARM if intent[i] == "false alarm" else wanted[intent[i]] for i in range(4)
    ]
    hit = next(r for r in session.results if r.outcome is Outcome.HIT)
    assert hit.rt_ms == pytest.approx(500, abs=1000 / 60)
    results = window.current_view
    assert isinstance(results, PracticeResultsView)
    texts = [d.text for d in frame_texts(window)]
    assert "1 of 3 (33%)" in texts and "1 of 1 (100%)" in texts  # hits of winks, false alarms
    (kept,) = load_progress().sessions("Tester")
    assert (kept.hits, kept.signals, kept.false_alarms, kept.noises, kept.level) == (1, 3, 1, 1, LEVEL.id)


class StopWatch:
    """A clock the test sets: the screen reads it, never moves it."""

    def __init__(self) -> None:
        self.t = 0.0

    def now(self) -> float:
        return self.t

    def advance(self, dt: float) -> None:
        pass


@pytest.mark.parametrize(("render_ms", "later"), [(4.0, 24), (11.0, 40)])
def test_a_reaction_is_timed_from_the_flip_of_the_first_shut_frame(
    window: Any, render_ms: float, later: int
) -> None:
    """Frames every 1/60 s, each flipped `render_ms` after it was drawn; the answer comes `later`
    frames after the first frame that drew the eye shut: measured to within one frame."""
    level = replace(load_practice_levels()[-1], catch_share=0.0)  # 100-120 ms winks, no catch trial
    view = open_trial(window, level, seed=3)
    watch, session = StopWatch(), view.session
    view.clock = watch
    frame_s, first_flip, k = 1 / 60, None, 0
    while first_flip is None:
        watch.t = k * frame_s
        window.dispatch_event("on_update", frame_s)
        window.dispatch_event("on_draw")
        watch.t += render_ms / 1000
        window.flip()
        trial = session.current
        if trial is not None and session.winked:
            face = view.ring.seats.faces[trial.face]
            if "closed" in face.lids:  # what the face drew: its closed eye layer
                first_flip = watch.t
                scheduled = session.started_at + trial.onset_s
        k += 1
    for _ in range(later):
        watch.t = k * frame_s
        window.dispatch_event("on_update", frame_s)
        k += 1
    watch.t = (k - 1) * frame_s + 0.003  # the key arrives between two frames
    window.dispatch_event("on_key_press", face_key(trial.face), 0)
    result = session.results[-1]
    assert result.outcome is Outcome.HIT and session.shown_at == pytest.approx(first_flip)
    true_rt = (watch.t - first_flip) * 1000
    assert abs(result.rt_ms - true_rt) <= 1000 / 60
    assert (watch.t - scheduled) * 1000 - result.rt_ms > render_ms  # not from the schedule


def test_a_100_ms_wink_is_drawn_shut_in_at_least_two_frames(window: Any) -> None:
    level = replace(load_practice_levels()[-1], catch_share=0.0, wink_ms_min=100, wink_ms_max=100)
    view = open_trial(window, level, seed=8)
    session = view.session
    run_until(window, lambda: session.winked, draw=lambda: False)
    face = view.ring.seats.faces[session.current.face]
    shut = 0
    for _ in range(12):
        frame(window)
        shut += "closed" in face.lids
    assert shut >= 2 and face.lids == ("open", "open")  # shut long enough, and open again


def test_untimed_no_wink_by_key_and_button(window: Any) -> None:
    level = replace(load_practice_levels()[2], trials=5, catch_share=0.4)
    view = open_trial(window, level, mode="untimed", seed=4)
    session = view.session
    button = view.button.boxes[0]
    answered = []
    while len(session.results) < 5:
        trial = session.current
        if trial is not None and view.now() > session.started_at + trial.onset_s + 0.4:
            if len(answered) % 2:
                click(window, button.center_x, button.center_y)
            else:
                press(window, arcade.key.N)
            answered.append(trial.catch)
        else:
            frame(window, draw=False)
    got = [r.outcome for r in session.results]
    assert got == [Outcome.CORRECT_REJECTION if catch else Outcome.MISS for catch in answered]
    assert all(r.rt_ms is None for r in session.results)
    assert Outcome.CORRECT_REJECTION in got and Outcome.MISS in got


def test_no_wink_does_nothing_in_a_timed_session(window: Any) -> None:
    view = open_trial(window, LEVEL)
    run_until(window, lambda: view.session.current is not None, draw=lambda: False)
    press(window, arcade.key.N)
    assert view.session.results == [] and view.button is None


def test_an_adaptive_session_shows_its_threshold(window: Any) -> None:
    level = load_practice_levels()[6]
    view = open_trial(window, level, mode="adaptive", seed=2)
    session = view.session
    answered = -1
    while isinstance(window.current_view, PracticeTrialView):
        trial = session.current
        due = trial is not None and trial.index != answered and session.winked
        if due and view.now() >= session.started_at + trial.onset_s + 0.45:
            answered = trial.index
            if session.wink_ms >= 150:  # an observer who catches winks of 150 ms and more
                press(window, face_key(trial.face))
        frame(window, draw=False)
    threshold = session.summary().threshold_ms
    assert threshold is not None and 130 <= threshold <= 175
    texts = [d.text for d in frame_texts(window)]
    assert f"{threshold:.0f} ms" in texts
