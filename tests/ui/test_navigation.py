"""Screens ask the window for the next screen by name: no screen imports another, and a change of
screen fades in briefly (not with reduced motion)."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from game.games import specs
from game.ui.routes import SCREENS

UI = Path(__file__).resolve().parents[2] / "game" / "ui"
TABLES = [spec.table.where for spec in specs() if spec.table is not None]
SCREEN_MODULES = {where.split(":")[0] for where in (*SCREENS.values(), *TABLES)}


def module_of(path: Path) -> str:
    return ".".join(path.relative_to(UI.parents[1]).with_suffix("").parts)


def imported(path: Path, node: ast.ImportFrom) -> set[str]:
    """The modules an import names, made absolute (`from . import x` names the module x too)."""
    base = module_of(path).split(".")[: -node.level] if node.level else []
    module = ".".join([*base, *([node.module] if node.module else [])])
    return {module, *(f"{module}.{alias.name}" for alias in node.names)}


def test_no_screen_imports_another_screen() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        if path.stem == "scenes":  # the screenshot scenes build screens: they are no screen
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                for module in imported(path, node) & SCREEN_MODULES - {module_of(path)}:
                    found.append(f"{module_of(path)} imports {module}")
    assert found == []


def test_every_screen_and_table_is_found_by_its_name(window: Any) -> None:
    from game.ui.routes import screen, table

    assert all(screen(name).__name__.endswith("View") for name in SCREENS)
    assert all(table(spec.name).__name__.endswith("TableView") for spec in specs() if spec.playable)


def test_a_new_screen_fades_in_and_reduced_motion_shows_it_at_once(
    window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The fade lasts 0.18 s of the wall clock: held still here, so that a busy machine (building
    # the menu slowly) cannot end it before it is looked at.
    monkeypatch.setattr("game.ui.app.time", SimpleNamespace(monotonic=lambda: 1000.0))
    window.go("menu")
    assert window.fade() > 0
    window.apply_settings(replace(window.settings, reduced_motion=True), save=False)
    window.go("settings", back="menu")
    assert window.fade() == 0
    window.current_view.on_back()
    assert type(window.current_view).__name__ == "MainMenuView"
