"""The table settings on the settings screen and at the Wink table: bots that wink on their own
timing reach the director, and a recorded table writes its trace and closes it when it ends."""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest

from game.store.notices import pending_notices, take_notices
from game.store.settings import Settings, load_settings
from game.ui.headless import step
from game.ui.tables.wink.table import WinkTableView

from .drive import press, select_row, start_wink


def start(window: Any, seed: int = 2, players: int = 5, humans: int = 1) -> WinkTableView:
    return start_wink(window, seed, players, humans)


def settle(window: Any, **changes: Any) -> None:
    window.apply_settings(replace(window.settings, **changes), save=False)


@pytest.mark.parametrize("on", [True, False])
def test_the_own_timing_setting_reaches_the_director(window: Any, on: bool) -> None:
    settle(window, bots_own_timing=on)
    view = start(window)
    assert view.source.social.looks_back == (frozenset(view.humans) if on else frozenset())


def test_on_a_couch_every_human_looks_back_when_it_is_on(window: Any) -> None:
    settle(window, bots_own_timing=True)
    view = start(window, players=5, humans=2)
    assert view.source.social.looks_back == frozenset({0, 1})


def test_both_settings_are_rows_of_the_settings_screen_and_are_kept(window: Any, tmp_path: Path) -> None:
    window.go("settings", back="menu")
    for label, name in (
        ("Bots wink on their own timing", "bots_own_timing"),
        ("Record table traces", "record_traces"),
    ):
        select_row(window, label)
        menu = window.current_view.menu
        assert menu.rows[menu.selected].value() == "off"
        press(window, arcade.key.RIGHT)
        assert getattr(window.settings, name) is True and menu.rows[menu.selected].value() == "on"
        assert getattr(load_settings(tmp_path / "settings.json")[0], name) is True


def test_a_reset_keeps_what_the_game_remembers(window: Any) -> None:
    settle(window, gaze_hint_seen=True, record_traces=True, muted=True)
    window.go("settings", back="menu")
    window.current_view.reset()
    assert window.settings == replace(Settings(), gaze_hint_seen=True)


def traces(folder: Path) -> list[Path]:
    return sorted((folder / "traces").glob("*.jsonl")) if (folder / "traces").exists() else []


def test_a_recorded_table_writes_its_trace_and_closes_it_when_it_ends(window: Any, tmp_path: Path) -> None:
    settle(window, record_traces=True)
    view = start(window, seed=4)
    for _ in range(60 * 8):
        window.dispatch_event("on_fixed_update", 1 / 60)
    view.quit_to_menu()
    assert view.trace is not None and not view.trace.open
    [path] = traces(tmp_path)
    assert re.fullmatch(r"wink-\d{8}-\d{6}\.jsonl", path.name)
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    assert len(records) > 10 and all(r["game"] == 0 for r in records)
    assert {"gaze", "signal"} <= {r["kind"] for r in records}


def test_an_unrecorded_table_writes_nothing(window: Any, tmp_path: Path) -> None:
    view = start(window, seed=4)
    for _ in range(60):
        window.dispatch_event("on_fixed_update", 1 / 60)
    view.quit_to_menu()
    assert view.trace is None and traces(tmp_path) == []


def test_a_trace_that_cannot_be_written_never_stops_the_game(window: Any, tmp_path: Path) -> None:
    settle(window, record_traces=True)
    (tmp_path / "traces").write_text("a file where the folder goes", encoding="utf-8")
    take_notices()
    window.notices.shown = []
    view = start(window, seed=4)
    for _ in range(60 * 4):
        window.dispatch_event("on_fixed_update", 1 / 60)
    step(window)
    assert view.source.t > 3.9
    assert view.trace is not None and view.trace.failed
    assert pending_notices() == ()  # the screen took it: one line for the player
    assert sum("trace" in s.text for s in window.notices.shown) == 1


def test_the_table_pace_is_a_row_kept_and_given_to_the_next_table(window: Any, tmp_path: Path) -> None:
    window.go("settings", back="menu")
    select_row(window, "Table pace")
    menu = window.current_view.menu
    assert menu.rows[menu.selected].value() == "Relaxed"  # relaxed by default
    press(window, arcade.key.RIGHT)
    assert window.settings.table_pace == "normal"
    assert load_settings(tmp_path / "settings.json")[0].table_pace == "normal"
    view = start(window, players=5)
    assert view.source.pace is not None and view.source.pace.name == "normal"


def test_every_settings_row_says_what_it_does_while_it_has_the_focus(window: Any) -> None:
    from game.i18n import set_language

    for lang in ("en", "fr"):
        set_language(lang)
        window.go("settings", back="menu")
        view = window.current_view
        said = []
        for row in range(len(view.menu.rows)):
            view.menu.selected = row
            window.dispatch_event("on_draw")
            said.append(view.explain.text)
        assert all(said) and len(set(said)) == len(said), said
    set_language("en")
