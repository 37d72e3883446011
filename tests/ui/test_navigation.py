"""Screens ask the window for the next screen by name: no screen imports another, and a change of
screen fades in briefly (not with reduced motion)."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.ui.screens import SCREENS, TABLES

VIEWS = Path(__file__).resolve().parents[2] / "game" / "ui" / "views"
SCREEN_MODULES = {where.split(":")[0] for where in (*SCREENS.values(), *TABLES.values())}


def test_no_screen_imports_another_screen() -> None:
    found = []
    for path in sorted(VIEWS.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            relative = isinstance(node, ast.ImportFrom) and node.level == 1
            if relative and node.module in SCREEN_MODULES and node.module != path.stem:
                found.append(f"{path.name} imports {node.module}")
    assert found == []


def test_every_screen_and_table_is_found_by_its_name(window: Any) -> None:
    from game.ui.screens import screen, table

    assert all(screen(name).__name__.endswith("View") for name in SCREENS)
    assert all(table(game).__name__.endswith("TableView") for game in TABLES)


def test_a_new_screen_fades_in_and_reduced_motion_shows_it_at_once(window: Any) -> None:
    window.go("menu")
    assert window.fade() > 0
    window.apply_settings(replace(window.settings, reduced_motion=True), save=False)
    window.go("settings", back="menu")
    assert window.fade() == 0
    window.current_view.on_back()
    assert type(window.current_view).__name__ == "MainMenuView"
