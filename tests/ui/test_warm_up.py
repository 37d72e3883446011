"""What the menu leaves for later comes while it is shown: one module a frame, only once a frame
of it has been shown, and every module of the list imports."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from game.games import specs
from game.ui import warm_up
from game.ui.headless import FRAME, step


def test_the_list_holds_the_first_tables_parts_then_each_games_table_and_bots() -> None:
    names = warm_up.modules()
    assert names[: len(warm_up.FIRST)] == list(warm_up.FIRST)
    for spec in specs():
        if spec.table is not None:
            assert spec.table.where.partition(":")[0] in names
        if spec.policy is not None:
            assert spec.policy.where.partition(":")[0] in names


def test_every_module_of_the_list_imports(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(warm_up._left, "modules", None)  # from the start of the list
    steps = 0
    with caplog.at_level(logging.INFO, logger="game.ui.warm_up"):
        while warm_up.step():
            steps += 1
    assert steps == len(warm_up.modules())
    assert [r.getMessage() for r in caplog.records] == []  # none failed
    assert warm_up.step() is False  # and nothing is left


def test_the_menu_steps_it_only_after_its_first_frame_is_shown(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    stepped: list[int] = []
    monkeypatch.setattr(warm_up, "step", lambda: stepped.append(1) or True)
    menu = window.go("menu")
    window.dispatch_event("on_update", FRAME)  # arcade updates before it draws the first frame
    window.dispatch_event("on_update", FRAME)
    assert stepped == []
    step(window)  # the first frame is drawn and shown
    assert window.current_view is menu and len(stepped) == 0
    step(window, 3)
    assert len(stepped) == 3  # one a frame
    window.go("settings", back="menu")
    step(window, 3)
    assert len(stepped) == 3  # never on another screen
