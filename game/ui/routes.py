"""Where the screens are: a screen asks the window for the next one by name (`window.go`), so no
screen imports another, and a table is found by its game's name.

    window.go("menu")                          the main menu
    window.go("setup", "wink")                 a game's setup
    window.go("rules", back=view, doc=setup.rules_doc())
    window.go("settings", back=view)           back: a screen's name or a view to return to
    window.go("keys", back=view)
    window.go("you", back=view)                the player's face and name
    window.go("table", setup)                  deal `setup`'s game and show its table (kept: saves)
    window.go("resume", path)                  the unfinished game kept in `path`, where it was
    window.go("saved-games")                   the unfinished games kept, newest first
    window.go("results", setup, state)
    window.go("practice")                      the practice screen (levels, modes, profile)
    window.go("practice-trial", level, number, mode, profile)
    window.go("practice-guide", profile)       practice's guided start, where the profile left it
    window.go("practice-start")                from the menu: practice (the guided start the first time)
    window.go("stats", profile=None, game=None, back="menu")     one profile's statistics
    window.go("games", profile, game, back=view)                 the games it played, newest first
    window.go("replay", path_or_recording, seat=None, back=view)   a recorded game watched again
    window.go("missed-winks", path_or_recording, seat, back=view)  the moments that mattered to a seat
    window.go("guide", game)                   its guided game, where the player left it (ui/guide/)
    window.go("guide-offer", game)             "First time? Play a guided game" before its setup
    window.go("start", game)                   from the menu: the offer on a first start, else the setup
    window.go("watch-bots")                    choose the game and levels of bots to watch
    window.go("watch", choice, seed=None, back="menu")   a game of bots, everything shown
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

from ..games import game_spec
from ..store.saves import BadSave, Shelf, read_save, set_aside
from .let_go import TABLES, let_go_of_the_last_table

SCREENS: dict[str, str] = {
    "menu": "game.ui.screens.menu:MainMenuView",
    "setup": "game.ui.screens.setup:SetupView",
    "rules": "game.ui.screens.rules:RulesView",
    "settings": "game.ui.screens.settings:SettingsView",
    "you": "game.ui.screens.you:YouView",
    "keys": "game.ui.screens.keys:KeyBindingsView",
    "results": "game.ui.screens.results:ResultsView",
    "saved-games": "game.ui.screens.saved_games:SavedGamesView",
    "practice": "game.ui.practice.menu:PracticeMenuView",
    "practice-trial": "game.ui.practice.trial:PracticeTrialView",
    "practice-drill": "game.ui.practice.drill:PracticeDrillView",
    "practice-results": "game.ui.practice.results:PracticeResultsView",
    "practice-progress": "game.ui.practice.progress:PracticeProgressView",
    "practice-guide": "game.ui.practice.guide:PracticeGuideView",
    "stats": "game.ui.stats.view:StatsView",
    "games": "game.ui.stats.games:GamesView",
    "replay": "game.ui.replays.screen:ReplayView",
    "missed-winks": "game.ui.replays.reel:MissedWinksView",
    "guide-offer": "game.ui.guide.offer:GuideOfferView",
    "watch-bots": "game.ui.watch.choose:WatchChoiceView",
    "watch": "game.ui.watch.screen:WatchBotsView",
}


def _load(where: str) -> Any:
    module, name = where.split(":")
    return getattr(importlib.import_module(module), name)


def screen(name: str) -> Any:
    """The class of the screen called `name`."""
    if name not in SCREENS:
        raise ValueError(f"no screen called {name!r}")
    return _load(SCREENS[name])


def table(game: str) -> Any:
    """The class of `game`'s table (its spec names it)."""
    spec = game_spec(game)
    if spec.table is None:
        raise ValueError(f"{game} has no table yet")
    return spec.table.load()


def build(name: str, *args: Any, **kwargs: Any) -> Any:
    """A new screen: `name` with its arguments; for "table" the dealt table of a setup, for
    "resume" the table of a kept game (both keep themselves: saves.py)."""
    if name in TABLES:
        let_go_of_the_last_table()  # its memory serves the new one (let_go.py)
    if name == "practice-start":  # practice, or its guided start the first time (ui/practice/guide.py)
        return _load("game.ui.practice.guide:practice_start")()
    if name == "table":
        (setup,) = args
        view = table(setup.game)(setup, setup.new_state())
        view.keep(Shelf())
        return view
    if name == "resume":
        return resumed_table(*args, **kwargs)
    if name == "guide":
        return _load("game.ui.guide.table:guided_table")(*args, **kwargs)
    if name == "start":
        (game,) = args
        offer = _load("game.ui.guide.offer:wants_offer")(game)
        return build("guide-offer" if offer else "setup", game)
    return screen(name)(*args, **kwargs)


def resumed_table(path: Path) -> Any:
    """The table of the game kept in `path`, put back where it was (its file read again: it may
    have changed since the list was made; the engine's state replayed from it, the faces afresh),
    keeping itself in the same file. A file that no longer loads is set aside with one notice,
    and the main menu comes instead."""
    try:
        saved = read_save(path)
    except BadSave as exc:
        set_aside(path, exc)
        return screen("menu")()
    view = table(saved.game)(saved.setup, saved.state)
    view.keep(Shelf(path.parent), path, saved.played_s)
    return view
