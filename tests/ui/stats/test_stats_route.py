"""The statistics screen is a row of the main menu (after the games) and a route; its scenes
fill a history of their own in a temporary folder, never the player's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import arcade

from game.games import GAMES
from game.store.files import settings_dir
from game.store.history import FILE
from game.ui import routes
from game.ui.headless import step
from game.ui.scenes import scene_names, show_scene
from game.ui.screens.menu import MainMenuView
from game.ui.stats.games import GamesView
from game.ui.stats.view import StatsView

from ..drive import press


def test_the_main_menu_opens_the_statistics_from_the_row_after_the_games(window: Any) -> None:
    assert routes.screen("stats") is StatsView and routes.screen("games") is GamesView
    view = MainMenuView()
    window.show_view(view)
    step(window)
    labels = [row.label() for row in view.menu.rows]
    assert labels[len(GAMES)] == "Statistics"
    view.menu.selected = len(GAMES)
    assert view.about_line().startswith("Your record at each game")
    press(window, arcade.key.ENTER)
    stats = window.current_view
    assert isinstance(stats, StatsView)
    assert stats.profile == "You" and stats.stats.games == 0  # the player's own name, no game yet


def test_the_scenes_never_touch_the_players_folder(window: Any, tmp_path: Path) -> None:
    assert {"stats", "games"} <= set(scene_names())
    for name in ("stats", "games"):
        view = show_scene(window, name, 1)
        step(window)
        assert view.history.path.parent != settings_dir()
        assert view.history.count() > 50
    assert not (settings_dir() / FILE).exists()
