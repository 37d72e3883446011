"""Every live table records itself: a finished game goes into the history with its recording (off
the drawing path), the results screen is handed it; a table left unfinished leaves nothing."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import arcade

from game.store.history import HUMAN, History
from game.ui.headless import step
from game.ui.routes import table
from game.ui.screens.results import ResultsView
from game.ui.seating import table_setup

from .drive import start_wink
from .test_replay import human_move

FRAMES = 60 * 240


def test_a_finished_game_is_kept_and_the_results_screen_is_handed_it(window: Any, tmp_path: Path) -> None:
    setup = table_setup("zwoggel", 4, 2, 1)
    view = table("zwoggel")(setup, setup.new_state(), worker=False)
    window.show_view(view)
    rng = random.Random(2)
    for _ in range(FRAMES):
        if isinstance(window.current_view, ResultsView):
            break
        step(window)
        if isinstance(window.current_view, ResultsView):
            break
        human_move(window, view, rng)
    results = window.current_view
    assert isinstance(results, ResultsView), "the game did not end"
    keeping = results.recording
    assert keeping is not None and keeping.wait(60)
    assert keeping.recording is not None and keeping.recording.name.endswith(".jsonl.gz")
    assert [p.name for p in (tmp_path / "recordings").iterdir()] == [keeping.recording.name]
    with History() as history:
        [row] = history.games()
    assert row == keeping.row
    human = [s for s in row.seats if s.kind == HUMAN]
    assert [s.name for s in human] == [setup.seats[0].name]
    assert set(row.figures[human[0].name]) == {"reveals", "traps_set", "traps_sprung", "catches"}
    assert row.figures[human[0].name]["reveals"] > 0
    assert row.seconds > 0 and row.game == "zwoggel"


def test_a_table_left_unfinished_keeps_nothing(window: Any, tmp_path: Path) -> None:
    view = start_wink(window, seed=4)
    for _ in range(60 * 3):
        window.dispatch_event("on_fixed_update", 1 / 60)
    assert view.recorder is not None and '"kind":"gaze"' in view.recorder.text()  # recording
    view.quit_to_menu()
    assert not (tmp_path / "recordings").exists()
    with History() as history:
        assert history.count() == 0


def test_the_replays_kept_are_a_settings_row_and_kept(window: Any, tmp_path: Path) -> None:
    from game.store.settings import load_settings

    from .drive import press, select_row

    window.go("settings", back="menu")
    select_row(window, "Replays kept (the last games)")
    menu = window.current_view.menu
    assert menu.rows[menu.selected].value() == "50"
    press(window, arcade.key.RIGHT)
    assert window.settings.keep_replays == 100
    assert load_settings(tmp_path / "settings.json")[0].keep_replays == 100
