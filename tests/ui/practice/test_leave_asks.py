"""Esc in a practice session with trials played asks before they are lost (issue 21: an adaptive
session of 11 trials was dropped without a word); with none played it leaves at once."""

from __future__ import annotations

from typing import Any

import arcade

from game.store.levels import load_practice_levels
from game.ui.practice.trial import PracticeTrialView

from ..drive import click, press
from ..screen import frame_texts
from .drive import face_key, frame, open_trial

LEVEL = load_practice_levels()[6]


def play_trials(window: Any, view: Any, count: int) -> None:
    """Answer the adaptive session's trials with the right face until `count` were played."""
    session, answered = view.session, -1
    while len(session.results) < count:
        trial = session.current
        due = trial is not None and trial.index != answered and session.winked
        if due and view.now() >= session.started_at + trial.onset_s + 0.45:
            answered = trial.index
            press(window, face_key(trial.face))
        frame(window, draw=False)


def test_escape_after_eleven_trials_asks_and_esc_again_keeps_playing(window: Any) -> None:
    view = open_trial(window, LEVEL, mode="adaptive", seed=2)
    play_trials(window, view, 11)
    press(window, arcade.key.ESCAPE)
    assert window.current_view is view and view.leaving is not None
    texts = [d.text for d in frame_texts(window)]
    assert "Leave this session?" in texts and "The 11 trials you played will be lost." in texts
    stood = view.now()
    for _ in range(30):
        frame(window, draw=False)
    assert view.now() == stood  # the session waits for the answer
    press(window, arcade.key.ESCAPE)  # Esc again: keep playing
    assert window.current_view is view and view.leaving is None
    assert len(view.session.results) == 11
    frame(window, draw=False)
    assert view.now() > stood


def test_leave_is_chosen_with_the_keys(window: Any) -> None:
    view = open_trial(window, LEVEL, mode="adaptive", seed=2)
    play_trials(window, view, 2)
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.ENTER)  # the first answer keeps playing
    assert window.current_view is view and view.leaving is None
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.DOWN)
    press(window, arcade.key.ENTER)
    assert type(window.current_view).__name__ == "PracticeMenuView"


def test_both_answers_take_a_click(window: Any) -> None:
    view = open_trial(window, LEVEL, mode="adaptive", seed=2)
    play_trials(window, view, 1)
    press(window, arcade.key.ESCAPE)
    menu = view.leaving.menu
    click(window, menu.center_x, menu.row_y(0))
    assert window.current_view is view and view.leaving is None
    press(window, arcade.key.ESCAPE)
    menu = view.leaving.menu
    click(window, menu.center_x, menu.row_y(1))
    assert type(window.current_view).__name__ == "PracticeMenuView"


def test_a_session_with_no_trial_played_leaves_at_once(window: Any) -> None:
    view = open_trial(window, LEVEL, mode="adaptive", seed=2)
    frame(window)
    assert isinstance(view, PracticeTrialView) and view.session.results == []
    press(window, arcade.key.ESCAPE)
    assert type(window.current_view).__name__ == "PracticeMenuView"
