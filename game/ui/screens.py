"""Where the screens are: a screen asks the window for the next one by name (`window.go`), so no
screen imports another, and a table is found by its game's name.

    window.go("menu")                          the main menu
    window.go("setup", "wink")                 a game's setup
    window.go("rules", back=view, doc=setup.rules_doc())
    window.go("settings", back=view)           back: a screen's name or a view to return to
    window.go("keys", back=view)
    window.go("table", setup)                  deal `setup`'s game and show its table
    window.go("results", setup, state)
    window.go("practice")                      the practice screen (levels, modes, profile)
    window.go("practice-trial", level, number, mode, profile)
"""

from __future__ import annotations

import importlib
from typing import Any

SCREENS: dict[str, str] = {
    "menu": "menu:MainMenuView",
    "setup": "setup:SetupView",
    "rules": "rules:RulesView",
    "settings": "settings:SettingsView",
    "keys": "keys:KeyBindingsView",
    "results": "results:ResultsView",
    "practice": "practice_menu:PracticeMenuView",
    "practice-trial": "practice_trial:PracticeTrialView",
    "practice-drill": "practice_drill:PracticeDrillView",
    "practice-results": "practice_results:PracticeResultsView",
    "practice-progress": "practice_progress:PracticeProgressView",
}
TABLES: dict[str, str] = {  # a game's name -> its table
    "wink": "wink_table:WinkTableView",
    "winkybilly": "winky_table:WinkyTableView",
    "zwoggel": "zwoggel_table:ZwoggelTableView",
}


def _load(where: str) -> Any:
    module, name = where.split(":")
    return getattr(importlib.import_module(f"game.ui.views.{module}"), name)


def screen(name: str) -> Any:
    """The class of the screen called `name`."""
    if name not in SCREENS:
        raise ValueError(f"no screen called {name!r}")
    return _load(SCREENS[name])


def table(game: str) -> Any:
    """The class of `game`'s table."""
    if game not in TABLES:
        raise ValueError(f"{game} has no table yet")
    return _load(TABLES[game])


def build(name: str, *args: Any, **kwargs: Any) -> Any:
    """A new screen: `name` with its arguments, or for "table" the dealt table of a setup."""
    if name == "table":
        (setup,) = args
        return table(setup.game)(setup, setup.new_state())
    return screen(name)(*args, **kwargs)
