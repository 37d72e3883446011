"""Scenes of watching the bots, for `screenshot`, `bench frames` and the tests: a game mid-way with
its winks ringed and every hand shown (one per game), the choice, and the main menu with a game
playing softly behind it (idle)."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from ...games import game_spec, specs
from ...setup import DIFFICULTIES as LEVELS
from ..app import GameWindow
from ..headless import FRAME
from .choice import WatchChoice

MID_S = 40.0  # how far into the game the scene is played (game time)


def watch(game: str) -> Callable[[GameWindow, int], arcade.View]:
    """A game of `game`'s bots (levels mixed, seat by seat) played to mid-way, then to the moment
    a wink or signal is under way (a ring and its line), the search inline (the same on any
    machine)."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .screen import WatchBotsView

        spec = game_spec(game)
        players = max(n for n in spec.possible_players() if n <= 6)
        choice = WatchChoice(game, players, tuple(LEVELS[s % 3] for s in range(players)))
        view = WatchBotsView(choice, seed=seed, worker=False)
        watched = view.watched
        assert watched is not None
        while watched.now < MID_S and not watched.over:
            view.on_fixed_update(FRAME)
        for _ in range(int(30 / FRAME)):  # on to a wink or signal under way (half a minute at most)
            if any(s.on(watched.now) for s in watched.sightings.shown(watched.now)):
                break
            view.on_fixed_update(FRAME)
        view.playing = False  # the screenshot's settle time keeps that moment
        view.label()
        return view

    return build


def choice(window: GameWindow, seed: int) -> arcade.View:
    from .choose import WatchChoiceView

    return WatchChoiceView()


def menu_idle(window: GameWindow, seed: int) -> arcade.View:
    """The main menu after its idle time: a game of bots plays softly behind it."""
    from ..screens.menu import MainMenuView

    view = MainMenuView()
    view.idle.start(worker=False)
    for _ in range(int(20 / FRAME)):
        view.idle.step(FRAME)
    return view


def scenes() -> dict[str, Callable[[GameWindow, int], arcade.View]]:
    """`watch-bots` (the first game's), `watch-bots-<game>` (each other's), the choice, the idle menu."""
    games = [s.name for s in specs() if s.playable and s.policy is not None]
    found = {("watch-bots" if i == 0 else f"watch-bots-{game}"): watch(game) for i, game in enumerate(games)}
    return {**found, "watch-choice": choice, "menu-idle": menu_idle}
