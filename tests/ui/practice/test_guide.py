"""Practice's guided start driven with input events only: opened the first time a profile opens
practice, played to its end the way a person answers each step (and ending in the first real
level, running), skipped at each step, a mistaken answer told and the trial played again, left at
a step and resumed there from practice's menu."""

from __future__ import annotations

from typing import Any

import arcade
import pytest

from game.i18n import tr
from game.practice.guide import NAMES, Phase
from game.ui.guide.keeping import flush, load_progress
from game.ui.headless import step
from game.ui.practice import table as practice_table
from game.ui.practice.clock import FrameClock
from game.ui.practice.guide import GAME, PracticeGuideView

from ..drive import click, press, select_row
from ..screen import frame_texts
from .drive import face_centre, frame

PROFILE = "Player"  # practice's profile before the player names one


@pytest.fixture(autouse=True)
def frame_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Practice tables on a clock that moves a frame's time each frame (as in the other tests)."""
    monkeypatch.setattr(practice_table, "WallClock", FrameClock)


def open_from_menu(window: Any) -> Any:
    window.go("menu")
    step(window)
    select_row(window, "Practice")
    press(window, arcade.key.ENTER)
    return window.current_view


def wait(window: Any, view: Any, until: Any, most: int = 2_000) -> None:
    """Frames until `until()` holds (every fourth one drawn and flipped: winks reach the screen)."""
    for i in range(most):
        if until():
            return
        frame(window, draw=i % 4 == 0)
    raise AssertionError("the guide never got there")


def wink_showing(view: Any) -> bool:
    wink = view.guide.wink_signal()
    return wink is not None and view.now() >= wink.closed_from + 0.35


def bubble(window: Any, view: Any) -> list[str]:
    layer = view.layer
    return [d.text for d in frame_texts(window) if d.text in (layer.line.text, layer.mistake.text)]


def answer(window: Any, view: Any) -> None:
    """Answer the step shown as a person would: Next once both were seen; Space at the wink; wait
    while nobody winks; click the face that winked; then Next."""
    name = view.guide.step.name
    if name == "wink_or_blink":
        wait(window, view, view.guide.can_next)
        step(window)  # the frame that shows the Next button
        click(window, view.layer.next.boxes[0].center_x, view.layer.next.boxes[0].center_y)
        return
    if name == "nobody":
        wait(window, view, lambda: view.guide.phase is Phase.DONE)
    elif name == "two_faces":
        wait(window, view, lambda: wink_showing(view))
        click(window, *face_centre(view, view.guide.wink_signal().seat))
    else:
        wait(window, view, lambda: wink_showing(view))
        press(window, arcade.key.SPACE)
    assert view.guide.phase is Phase.DONE, view.guide.said
    said = " ".join(bubble(window, view))  # (a frame drawn: the bubble says it)
    assert tr(f"practice_guide.{name}.done", time="x").split()[0] in said
    press(window, arcade.key.SPACE)


def test_the_first_time_practice_opens_with_its_guide_played_to_the_first_level(window: Any) -> None:
    view = open_from_menu(window)
    assert isinstance(view, PracticeGuideView)
    seen = []
    while not view.guide.over:
        seen.append(view.guide.step.name)
        assert view.layer.line.text in bubble(window, view)  # the step's line is on screen
        answer(window, view)
    assert tuple(seen) == NAMES
    assert tr("practice_guide.start_level") in [d.text for d in frame_texts(window)]
    press(window, arcade.key.ENTER)  # "Start level 1"
    trial = window.current_view
    assert type(trial).__name__ == "PracticeTrialView"
    assert trial.level.id == "first-wink" and trial.mode == "timed" and trial.profile == PROFILE
    for _ in range(200):
        frame(window, draw=False)
    assert trial.session.current is not None  # the real level runs
    flush()
    assert load_progress().of(PROFILE, GAME).done
    # practice opens on its menu from now on
    assert type(open_from_menu(window)).__name__ == "PracticeMenuView"


@pytest.mark.parametrize("at", range(len(NAMES)))
def test_skip_guide_at_each_step_opens_the_first_level(window: Any, at: int) -> None:
    view = open_from_menu(window)
    for _ in range(at):
        answer(window, view)
    assert view.guide.step.name == NAMES[at]
    step(window)
    skip = view.layer.skip.boxes[0]
    click(window, skip.center_x, skip.center_y)
    trial = window.current_view
    assert type(trial).__name__ == "PracticeTrialView" and trial.level.id == "first-wink"
    step(window, 3)
    flush()
    record = load_progress().of(PROFILE, GAME)
    assert record.skipped and record.step == NAMES[at]


def test_an_answer_at_the_blink_is_told_and_the_trial_plays_again(window: Any) -> None:
    view = open_from_menu(window)
    answer(window, view)
    assert view.guide.step.name == "catch"
    blink = next(s for s in view.guide.signals if s.kind == "blink")
    wait(window, view, lambda: view.now() >= blink.closed_from)
    press(window, arcade.key.SPACE)
    told = tr("practice_guide.mistake.blink")
    assert view.guide.phase is Phase.TOLD and view.layer.mistake.text == told
    assert told in bubble(window, view)
    assert tr("practice_guide.try_again") in [d.text for d in frame_texts(window)]
    press(window, arcade.key.SPACE)  # Try again
    assert view.guide.step.name == "catch" and view.guide.attempts == 2
    assert view.layer.mistake.text == ""
    answer(window, view)
    assert view.guide.step.name == "wait"


def test_naming_the_face_winked_at_is_told_with_both_faces(window: Any) -> None:
    view = open_from_menu(window)
    for _ in range(4):
        answer(window, view)
    wait(window, view, lambda: wink_showing(view))
    wink = view.guide.wink_signal()
    press(window, getattr(arcade.key, f"KEY_{wink.target + 1}"))
    assert view.layer.mistake.text == tr("practice_guide.mistake.wrong_face", winked=1, named=2)


def test_left_at_a_step_it_resumes_there_from_practices_menu(window: Any) -> None:
    view = open_from_menu(window)
    answer(window, view)
    answer(window, view)
    assert view.guide.step.name == "wait"
    press(window, arcade.key.ESCAPE)
    menu = window.current_view
    assert type(menu).__name__ == "PracticeMenuView"
    select_row(window, tr("practice_guide.entry"))
    press(window, arcade.key.ENTER)
    again = window.current_view
    assert isinstance(again, PracticeGuideView) and again.guide.step.name == "wait"


def test_a_profile_that_played_before_the_guide_existed_is_not_sent_to_it(window: Any) -> None:
    from datetime import datetime

    from game.practice.observer import OBSERVERS
    from game.practice.simulated import play
    from game.store.levels import load_practice_levels
    from game.store.practice_progress import SessionRecord, record_session

    level = load_practice_levels()[0]
    summary = play(level, OBSERVERS["sharp"], 1).summary()
    assert (
        record_session(PROFILE, SessionRecord.of_session(level.id, "timed", summary, datetime(2026, 11, 1)))
        is None
    )
    assert type(open_from_menu(window)).__name__ == "PracticeMenuView"
