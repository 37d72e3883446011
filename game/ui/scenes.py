"""Named screens, each set up at a seed, for `screenshot`, `bench frames` and the tests: the
screens every game shares, practice's, and each game's own tables (its spec's `scenes`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any

import arcade

from ..games import game_spec, specs
from .app import GameWindow
from .routes import screen, table
from .rules_pictures import pictures as rules_pictures
from .seating import table_setup

if TYPE_CHECKING:
    from .kit.table import TableView

Scene = Callable[[GameWindow, int], arcade.View]

__all__ = ["Scene", "scene_names", "scenes", "show_scene", "table_setup"]


def _menu(window: GameWindow, seed: int) -> arcade.View:
    from .screens.menu import MainMenuView

    return MainMenuView()


def _continue(window: GameWindow, seed: int) -> arcade.View:
    """The main menu with unfinished games kept (save_scenes.py: in a temporary folder)."""
    from .save_scenes import scene_shelf
    from .screens.menu import MainMenuView

    return MainMenuView(scene_shelf(seed))


def _saved_games(window: GameWindow, seed: int) -> arcade.View:
    from .save_scenes import scene_shelf
    from .screens.saved_games import SavedGamesView

    return SavedGamesView(scene_shelf(seed))


def _setup(game: str) -> Callable[[GameWindow, int], arcade.View]:
    def build(window: GameWindow, seed: int) -> arcade.View:
        from .screens.setup import SetupView

        return SetupView(game)

    return build


def _setup_help(window: GameWindow, seed: int) -> arcade.View:
    """A setup with an option in focus: its explanation in plain words under the rows."""
    from .screens.setup import SetupView

    view = SetupView(specs()[1].name)
    assert view.menu is not None
    view.menu.selected = 1  # the game's first option
    return view


def _setup_full(window: GameWindow, seed: int) -> arcade.View:
    """The busiest setup: the game that seats the most (WinkyBilly's ten) with every seat taken
    around the felt, one of them on the couch, a bot in focus (its personality and level explained
    on the felt)."""
    from .screens.setup import SetupView

    view = SetupView(max(specs(), key=lambda spec: max(spec.possible_players())).name)
    while view.more_players() is not None:
        view.add_seat()
    view.toggle_kind(5)
    assert view.menu is not None
    view.menu.selected = view.board.first_seat + 2
    return view


def _rules(window: GameWindow, seed: int) -> arcade.View:
    from .screens.rules import RulesView

    return RulesView(back="menu")


def _rules_picture(name: str) -> Scene:
    """The rules screen scrolled to one of its pictures."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .screens.rules import at_picture

        return at_picture(name)

    return build


def _settings(window: GameWindow, seed: int) -> arcade.View:
    from .screens.settings import SettingsView

    return SettingsView(back="menu")


def _you(window: GameWindow, seed: int) -> arcade.View:
    """The player's face and name, a name typed and a face chosen (the scene keeps no settings)."""
    from .screens.you import YouView

    window.apply_settings(replace(window.settings, player_name="Alex", player_face=seed % 8), save=False)
    return YouView(back="menu")


def _keys(window: GameWindow, seed: int) -> arcade.View:
    from .screens.keys import KeyBindingsView

    return KeyBindingsView(back="menu")


def _practice(kind: str) -> Callable[[GameWindow, int], arcade.View]:
    """A practice screen (practice/scenes.py): the levels ("menu"), a trial at a table of
    eight, the table drill, a session's results, a profile's progress, from simulated sessions."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .practice import scenes as practice_scenes

        return getattr(practice_scenes, kind)(seed)

    return build


def _stats(kind: str) -> Callable[[GameWindow, int], arcade.View]:
    """The statistics screen or the games list, over a sample history in a temporary folder."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .stats import scenes as stats_scenes

        return getattr(stats_scenes, kind)(seed)

    return build


def _first_table(players: int, humans: int = 1) -> Callable[[GameWindow, int], TableView[Any, Any]]:
    """The first game's table, as a returning player sees it (its one-time hints already shown)."""

    def build(window: GameWindow, seed: int) -> TableView[Any, Any]:
        window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
        spec = specs()[0]
        setup = table_setup(spec.name, seed, players, humans)
        return table(spec.name)(setup, setup.new_state())

    return build


def _guide(game: str) -> Scene:
    """A game's guided game at the step its guide shows in pictures (ui/guide/)."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .guide.scene import guide_scene

        window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
        return guide_scene(window, game)

    return build


def _guide_offer(game: str) -> Scene:
    """The first start of a game that has a guided game: the offer (ui/guide/offer.py)."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        return screen("guide-offer")(game)

    return build


def _pause(window: GameWindow, seed: int) -> arcade.View:
    view = _first_table(5)(window, seed)
    view.open_pause()
    return view


def _couch_pause(window: GameWindow, seed: int) -> arcade.View:
    """A couch of two humans paused while the second looks at their cards: under the menu, only
    what everyone may see (resuming asks for that human again)."""
    view = _first_table(5, humans=2)(window, seed)
    looks = view.looks
    first, second = looks.humans[:2]
    looks.confirm_viewer(first)
    looks.end_private()  # the first human has seen their cards: the second's first look
    looks.confirm_viewer(second)
    view.open_pause()
    return view


def _results(game: str, players: int) -> Scene:
    """The results of a game random players played to the end, at a table of `players`."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        import random

        from .screens.results import ResultsView

        spec = game_spec(game)
        setup = table_setup(game, seed, players)
        state = setup.new_state()
        rng = random.Random(seed)
        while not state.is_over():
            spec.engine.random_step(state, rng)
        return ResultsView(setup, state)

    return build


def _replay_revealed(game: str) -> Scene:
    """A replay after the end of a game of `game`'s bots, everything revealed (replays/scenes.py)."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .replays import scenes as replay_scenes

        return replay_scenes.revealed(window, seed, game)

    return build


def _replay(kind: str) -> Scene:
    """A replay screen (replays/scenes.py), its recording made from a seeded table of bots."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .replays import scenes as replay_scenes

        view: arcade.View = getattr(replay_scenes, kind)(window, seed)
        return view

    return build


@cache
def scenes() -> dict[str, Scene]:
    """Every scene by name, in the order `screenshot --list` gives them."""
    first = specs()[0]
    found: dict[str, Scene] = {
        "menu": _menu,
        "continue": _continue,
        "saved-games": _saved_games,
        **{f"setup-{spec.name}": _setup(spec.name) for spec in specs()},
        "setup-help": _setup_help,
        "setup-full": _setup_full,
        "rules": _rules,
        **{f"rules-{name}": _rules_picture(name) for name in rules_pictures()},
        "settings": _settings,
        "keys": _keys,
        "you": _you,
    }
    for spec in specs():
        if spec.scenes is not None:
            found |= spec.scenes.load()
    found |= {
        "practice": _practice("menu"),
        "practice-trial": _practice("trial"),
        "practice-leave": _practice("leave"),
        "practice-drill": _practice("drill"),
        "practice-results": _practice("results"),
        "practice-progress": _practice("progress"),
        "practice-terms": _practice("terms"),
        "guide-practice": _practice("guide"),
        "stats": _stats("stats"),
        "games": _stats("games"),
        "privacy": _first_table(4, humans=2),
        "pause": _pause,
        "couch-pause": _couch_pause,
        "results": _results(first.name, first.default_players),
        "replay": _replay("replay"),
        "replay-playing": _replay("replay_playing"),
        "missed-winks": _replay("missed_winks"),
    }
    for spec in specs()[1:]:
        found[f"results-{spec.name}"] = _results(spec.name, max(spec.possible_players()))
    for spec in specs():
        if spec.guide is not None:
            found[f"guide-{spec.name}"] = _guide(spec.name)
    guided = [spec.name for spec in specs() if spec.guide is not None]
    if guided:
        found["guide-offer"] = _guide_offer(guided[0])
    for spec in specs():
        if spec.face_bots:
            found[f"replay-revealed-{spec.name}"] = _replay_revealed(spec.name)
    from .watch.scenes import scenes as watch_scenes

    found |= watch_scenes()
    return found


def scene_names() -> list[str]:
    return list(scenes())


def show_scene(window: GameWindow, name: str, seed: int) -> arcade.View:
    if name not in scenes():
        raise ValueError(f"unknown scene {name!r}; `screenshot --list` shows them")
    view = scenes()[name](window, seed)
    window.show_view(view)
    return view
