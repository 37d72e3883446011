"""The one-time hint on the human's eyes: shown the first time a human sits with bots, in the
log's place, remembered in the settings so it never shows again; it never stops play."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.ui.headless import step
from game.ui.tables.wink.table import GAZE_HINT_S, WinkTableView

from .drive import click, start_wink
from .screen import frame_texts, layout_problems, pretend_size


def start(window: Any, seed: int = 2, players: int = 5, humans: int = 1) -> WinkTableView:
    return start_wink(window, seed, players, humans)


def hint_drawn(window: Any) -> bool:
    return any(d.text.startswith("The bots see where you look") for d in frame_texts(window))


def test_the_hint_shows_the_first_time_and_is_remembered(window: Any, tmp_path: Path) -> None:
    assert not window.settings.gaze_hint_seen
    view = start(window)
    assert view.stage.hint.open and hint_drawn(window)
    assert window.settings.gaze_hint_seen
    stored = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert stored["gaze_hint_seen"] is True
    again = start(window, seed=3)
    assert not again.stage.hint.open and not hint_drawn(window)


def test_the_hint_says_what_the_bots_see_in_the_players_language(window: Any) -> None:
    window.apply_settings(replace(window.settings, language="fr"), save=False)
    start(window)
    lines = [d.text for d in frame_texts(window)]
    assert any(line.startswith("Les robots voient où vous regardez") and "Tab" in line for line in lines)


def test_no_hint_at_a_table_without_bots(window: Any) -> None:
    view = start(window, players=4, humans=4)
    assert not view.stage.hint.open and not window.settings.gaze_hint_seen


def test_the_hint_does_not_block_play_and_a_click_on_it_closes_it(window: Any) -> None:
    view = start(window, seed=2)
    state = view.state
    state.current = 0  # scenario: the human's turn to call
    number = min(state.callable_numbers(0))
    cell = view.grid.cells[number]
    click(window, cell.center_x, cell.center_y)
    assert state.pawn[0] == number  # the call went through with the hint on screen
    assert view.stage.hint.open
    box = view.stage.hint.box
    click(window, box.center_x, box.center_y)
    assert not view.stage.hint.open and not hint_drawn(window)


def test_the_hint_goes_by_itself_after_a_while_of_play(window: Any) -> None:
    view = start(window, seed=5)
    steps = int(GAZE_HINT_S * 60) + 30
    for _ in range(steps):
        window.dispatch_event("on_fixed_update", 1 / 60)
    step(window)
    assert not view.stage.hint.open


def test_the_hint_fits_its_place_at_every_size_and_language(window: Any) -> None:
    for lang in ("en", "fr"):
        for size in ((1024, 576), (1280, 720), (1920, 1080)):
            window.apply_settings(replace(window.settings, language=lang, gaze_hint_seen=False), save=False)
            view = start(window)
            with pretend_size(window, *size):
                drawn = frame_texts(window)
                hint = view.stage.hint
                mine = [d for d in drawn if d.text in (hint.text.text, hint.close_line.text)]
                assert len(mine) == 2
                assert layout_problems(mine, *size) == [], (lang, size)
                b = hint.box
                for d in mine:
                    assert b.left <= d.left and d.right <= b.right and b.bottom <= d.bottom and d.top <= b.top
