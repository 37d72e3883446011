"""The practice screens driven with input events: the menu's row opens them and Esc goes back,
levels locked and opened by stars, the mode and a new profile remembered, the progress plotted
from saved sessions, a damaged progress file reported and kept, and the table drill naming pairs."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

import arcade

from game.practice.observer import OBSERVERS
from game.practice.outcomes import Outcome
from game.practice.session import Mode
from game.practice.simulated import play
from game.store.levels import load_practice_levels
from game.store.practice_progress import SessionRecord, load_progress, record_session
from game.ui import theme
from game.ui.headless import step
from game.ui.practice.drill import PracticeDrillView

from ..drive import click, press, select_row, type_text
from ..screen import frame_texts
from .drive import face_centre, frame, open_drill, run_until

LEVELS = load_practice_levels()


def kept(level: int, seed: int, adaptive: bool = False, profile: str = "Player") -> SessionRecord:
    """A real session of the simulated observer, kept in `profile`'s progress."""
    summary = play(LEVELS[level], OBSERVERS["sharp"], seed, Mode(adaptive=adaptive)).summary()
    mode = "adaptive" if adaptive else "timed"
    record = SessionRecord.of_session(LEVELS[level].id, mode, summary, datetime(2026, 11, 1 + seed))
    assert record_session(profile, record) is None
    return record


def open_practice(window: Any) -> Any:
    window.go("menu")
    step(window)
    select_row(window, "Practice")
    press(window, arcade.key.ENTER)
    if type(window.current_view).__name__ == "PracticeGuideView":  # the first time: its guided start
        press(window, arcade.key.ESCAPE)  # left for the practice screen
    view = window.current_view
    assert type(view).__name__ == "PracticeMenuView"
    return view


def test_the_menu_row_opens_practice_and_escape_goes_back(window: Any) -> None:
    view = open_practice(window)
    assert view.profile == "Player" and view.mode == "timed"
    press(window, arcade.key.ESCAPE)
    assert type(window.current_view).__name__ == "MainMenuView"


def test_a_level_opens_once_the_one_before_has_a_star(window: Any) -> None:
    view = open_practice(window)
    assert view.opened() == [True] + [False] * (len(LEVELS) - 1)
    select_row(window, "Level")
    press(window, arcade.key.RIGHT)  # level 2: locked
    assert view.chosen == 1 and not view.menu.rows[4].enabled()
    view.start()
    assert window.current_view is view and "star" in view.error.text
    texts = [d.text for d in frame_texts(window)]
    assert texts.count("locked") == len(LEVELS) - 1
    record = kept(0, 1)
    assert record.stars >= 1
    view = open_practice(window)
    assert view.opened()[:3] == [True, True, False] and view.chosen == 1  # the level chosen last
    select_row(window, "Start")
    press(window, arcade.key.ENTER)
    trial = window.current_view
    assert type(trial).__name__ == "PracticeTrialView" and trial.level == LEVELS[1] and trial.number == 2
    press(window, arcade.key.ESCAPE)
    assert type(window.current_view).__name__ == "PracticeMenuView"


def test_the_mode_and_a_new_profile_are_remembered(window: Any) -> None:
    view = open_practice(window)
    select_row(window, "Mode")
    press(window, arcade.key.RIGHT)
    assert window.settings.practice_mode == "untimed"
    select_row(window, "New profile: type a name, Enter")
    type_text(window, "Zoé")
    press(window, arcade.key.ENTER)
    assert view.profile == "Zoé" and window.settings.practice_profile == "Zoé"
    assert "Zoé" in load_progress().profiles
    select_row(window, "Profile")
    press(window, arcade.key.LEFT)
    assert view.profile == "Player"
    press(window, arcade.key.RIGHT)
    select_row(window, "Start")
    press(window, arcade.key.ENTER)
    trial = window.current_view
    assert trial.profile == "Zoé" and trial.session.mode.untimed and trial.button is not None
    press(window, arcade.key.ESCAPE)
    select_row(window, "Mode")
    press(window, arcade.key.RIGHT)
    press(window, arcade.key.RIGHT)  # adaptive, then the table drill
    select_row(window, "Start")
    press(window, arcade.key.ENTER)
    assert isinstance(window.current_view, PracticeDrillView)


def test_progress_is_saved_reloaded_and_plotted(window: Any) -> None:
    records = [kept(i % 3, seed, adaptive=i % 2 == 1) for i, seed in enumerate(range(1, 7))]
    window.go("practice-progress", "Player")
    window.fade_until = 0.0  # the change of screen's fade is over
    texts = [d.text for d in frame_texts(window)]
    view = window.current_view
    assert "Progress: Player" in texts and texts.count("session") == 3
    assert "6 sessions · 4 of 13 levels open" in " ".join(texts)
    d_prime = view.charts["d_prime"]
    assert [v for _, v in d_prime.points] == [r.d_prime for r in records]
    assert len(view.charts["threshold"].points) == sum(r.threshold_ms is not None for r in records)
    plot = d_prime.plot
    window.dispatch_event("on_draw")
    image = arcade.get_image(int(plot.left), int(plot.bottom), int(plot.width), int(plot.height))
    window.flip()
    assert (*theme.ACCENT, 255) in set(image.getdata())  # the line is drawn


def test_a_damaged_progress_file_is_reported_and_kept(window: Any, tmp_path: Path) -> None:
    (tmp_path / "practice.json").write_text("{ not json", encoding="utf-8")
    open_practice(window)
    step(window)
    assert any("practice.bad-1.json" in s.text for s in window.notices.shown)
    assert (tmp_path / "practice.bad-1.json").read_text(encoding="utf-8") == "{ not json"
    window.notices.shown = []  # (the window outlives this test)


def test_the_table_drill_names_a_pair(window: Any) -> None:
    level = replace(LEVELS[4], window_ms=3000)
    view = open_drill(window, level)
    view.drill.winks = 2
    drill = view.drill
    run_until(window, lambda: bool(drill.open), draw=lambda: False)
    chance = drill.open[0]
    run_until(window, lambda: chance.shown_at is not None, draw=lambda: True)
    for _ in range(20):
        frame(window, draw=False)
    signal = chance.signal
    click(window, *face_centre(view, signal.seat))
    assert view.status.text.startswith(f"Face {signal.seat + 1} winked")
    click(window, *face_centre(view, signal.target))
    first = drill.results[-1]
    assert first.outcome is Outcome.HIT and first.named == (signal.seat, signal.target)
    assert view.verdict.text.startswith("Caught in")
    run_until(window, lambda: bool(drill.open), draw=lambda: False)
    chance = drill.open[0]
    run_until(window, lambda: chance.shown_at is not None, draw=lambda: True)
    for _ in range(20):
        frame(window, draw=False)
    wrong = next(f for f in range(view.ring.n) if f not in (chance.signal.seat, chance.signal.target))
    press(window, getattr(arcade.key, f"KEY_{chance.signal.seat + 1}"))
    press(window, getattr(arcade.key, f"KEY_{wrong + 1}"))
    assert drill.results[-1].outcome is Outcome.WRONG_FACE
    run_until(window, lambda: not isinstance(window.current_view, PracticeDrillView), draw=lambda: False)
    texts = [d.text for d in frame_texts(window)]
    assert "Drill over" in texts and "1 of 2 (50%)" in texts
    (saved,) = load_progress().sessions("Tester")
    assert (saved.mode, saved.hits, saved.signals) == ("drill", 1, 2)


def test_the_tables_moments_fit_at_the_smallest_and_largest_text(window: Any) -> None:
    """The first trial's how-to line, the untimed button, a verdict, the drill's first pick: no
    text cut off or over another, in French at 1024x576 with the largest text, and in English."""
    from ..screen import layout_problems, pretend_size

    window.notices.shown = []
    problems = []
    for lang, size, text in (("fr", (1024, 576), 1.6), ("en", (1920, 1080), 1.6)):
        window.apply_settings(replace(window.settings, language=lang, text_size=text), save=False)
        with pretend_size(window, *size):
            trial = open_trial_view(window, "untimed")
            run_until(window, lambda v=trial: v.session.current is not None, draw=lambda: False)
            problems += layout_problems(frame_texts(window), *size)
            press(window, arcade.key.N)  # a verdict on the felt
            problems += layout_problems(frame_texts(window), *size)
            drill = open_drill(window, LEVELS[10])
            press(window, arcade.key.KEY_3)  # the first pick: whom did 3 wink at?
            problems += layout_problems(frame_texts(window), *size)
            assert drill.status.text
    assert problems == []


def open_trial_view(window: Any, mode: str) -> Any:
    from .drive import open_trial

    return open_trial(window, LEVELS[12], mode)


def test_the_colour_blind_palette_and_reduced_motion_are_respected(window: Any) -> None:
    from game.ui.practice.ring import GOOD_SAFE

    window.apply_settings(replace(window.settings, colourblind_palette=True, reduced_motion=True), save=False)
    view = open_trial_view(window, "untimed")
    poses = []
    original = view.ring.seats.pose
    view.ring.seats.pose = lambda seat, pose, at: (poses.append(pose), original(seat, pose, at))
    run_until(window, lambda: view.session.current is not None, draw=lambda: False)
    for _ in range(30):
        frame(window)
    assert poses and all(p.head_dx == 0.0 and p.head_dy == 0.0 for p in poses)
    press(window, arcade.key.N)
    result = view.session.results[-1]
    if result.outcome is Outcome.CORRECT_REJECTION:
        assert tuple(view.verdict.color)[:3] == GOOD_SAFE
    else:  # a miss: the face that winked is ringed in the palette's "right" colour
        assert (result.trial.face, GOOD_SAFE) in view.ring.marks


def test_the_results_scene_offers_the_next_level_it_passed_into(window: Any) -> None:
    """The scene saves nothing to the data folder: it hands the screen its sessions, this one
    included, as the table would have saved it (the screenshot showed "Next level" greyed)."""
    from game.ui.practice.scenes import results

    view = results(1)
    assert view.report.summary.stars > 0 and view.next_open
    assert load_progress().sessions("Alex") == []  # nothing was written
