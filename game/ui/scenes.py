"""Named screens, each set up at a seed, for `screenshot`, `bench frames` and the tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import arcade

from ..games import game_spec, specs
from ..setup import SeatSetup, TableSetup, fit_seats
from ..store.levels import load_personalities
from .app import GameWindow


def table_setup(game: str, seed: int, players: int, humans: int = 1, **options: Any) -> TableSetup:
    """A table of `game` with its default options but those given, `humans` named humans first."""
    names = [p.name for p in load_personalities()]
    seats = tuple(SeatSetup(kind="human", name=n) for n in ("Alex", "Sam", "Robin", "Kim")[:humans])
    return fit_seats(TableSetup(game, players, options, seats, seed), names)


def _menu(window: GameWindow, seed: int) -> arcade.View:
    from .screens.menu import MainMenuView

    return MainMenuView()


def _setup(game: str) -> Callable[[GameWindow, int], arcade.View]:
    def build(window: GameWindow, seed: int) -> arcade.View:
        from .screens.setup import SetupView

        return SetupView(game)

    return build


def _rules(window: GameWindow, seed: int) -> arcade.View:
    from .screens.rules import RulesView

    return RulesView(back="menu")


def _settings(window: GameWindow, seed: int) -> arcade.View:
    from .screens.settings import SettingsView

    return SettingsView(back="menu")


def _keys(window: GameWindow, seed: int) -> arcade.View:
    from .screens.keys import KeyBindingsView

    return KeyBindingsView(back="menu")


def _wink_table(
    players: int, humans: int = 1, look: int | None = None, hint: bool = False
) -> Callable[[GameWindow, int], arcade.View]:
    """A Wink table as a returning player sees it (the one-time hint already shown), the viewer
    looking at the face of seat `look` (the gaze mark); with `hint`, as a first-timer sees it."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .tables.wink.table import WinkTableView

        window.apply_settings(replace(window.settings, gaze_hint_seen=not hint), save=False)
        setup = table_setup("wink", seed, players, humans)
        view = WinkTableView(setup, setup.new_state())
        if look is not None:
            view.point(look)
        return view

    return build


def _wink_table_mid_wink(window: GameWindow, seed: int) -> arcade.View:
    """The table a moment before a bot's wink is fully shut, timed for the screenshot's settle time."""
    from ..social.signals import make_signal

    view = _wink_table(6)(window, seed)
    social = view.director.social  # type: ignore[attr-defined]
    social.look(2, 4, hold=2.0)
    social.look(4, 2, hold=2.0)
    social.signals.append(make_signal("wink", 2, 0.62, 0.4, "left", target=4))
    return view


def _wink_table_late(window: GameWindow, seed: int) -> arcade.View:
    """A busy moment late in a game of eight: two-digit scores, a full log, a J'accuse caption
    and an open prompt, with the longest name a player can type (the layout's hardest case)."""
    from ..rules.wink import Accuse, Call, Name
    from .tables.wink.table import WinkTableView

    window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
    setup = table_setup("wink", seed, 8)
    seats = list(setup.seats)
    seats[0] = replace(seats[0], name="Maximilienne W")
    setup = replace(setup, seats=tuple(seats))
    view = WinkTableView(setup, setup.new_state())
    state = view.state
    events = []
    # An all-seeing player names every partner right, until someone is down to their last card.
    while min(state.hand_count(s) for s in range(state.n)) > 1 and not state.is_over():
        seat = state.current
        if state.step.name == "NAME":
            holder = state.holder[state.pawn[seat]]
            target = holder if holder >= 0 else (seat + 1) % state.n
            action: object = Name(seat, target)
        else:
            held = [c for c in state.callable_numbers(seat) if state.holder[c] >= 0]
            action = Call(seat, min(held or state.callable_numbers(seat)))
        events += state.apply(action)
    view.show_events(events)
    view.stage.pulses.live.clear()  # all that happened at once: only the last moments glow
    called = [(s, c) for s, c in enumerate(state.pawn) if c is not None and c in state.occupied]
    if called and not state.is_over():  # someone accuses the holder of a called card, and is right
        caller, number = called[0]
        holder = state.holder[number]
        accuser = next(s for s in range(1, state.n) if s not in (caller, holder))
        if holder >= 0 and state.accuse_left[accuser]:
            view.show_events(state.apply(Accuse(accuser, holder, number)))
    view.accuse_face(2)
    return view


def _winky_saloon(
    players: int, humans: int = 1, look: int | None = None
) -> Callable[[GameWindow, int], arcade.View]:
    """A WinkyBilly table just after the coup de feu, some players done already, the viewer looking
    at the face of seat `look`."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from ..rules.winkybilly import Done
        from .tables.winkybilly.table import WinkyTableView

        setup = table_setup("winkybilly", seed, players)
        view = WinkyTableView(setup, setup.new_state())
        director = view.director
        view.show_events(director.step(setup.options["countdown_s"] + 0.4))
        for seat in range(2, players, 3):  # a few bots are done already
            view.show_events(view.state.apply(Done(seat, director.t)))
        director.forget_observations()
        if look is not None:
            view.point(look)
        return view

    return build


def _winky_calls(window: GameWindow, seed: int) -> arcade.View:
    """Calls at a table of six: a right WINKY of a bot, then the human's wrong CONTRE WINKY, whose
    accused shows two different cards; tokens fly to and from the pot."""
    from ..bots.director import NOW
    from ..rules.winkybilly import Contre, Winky, new_game
    from .tables.winkybilly.table import WinkyTableView

    setup = table_setup("winkybilly", seed, 6)
    hands = [
        ["sheriff", "deputy", "bandit", "cowboy"],
        ["outlaw", "outlaw", "gambler", "preacher"],
        ["rancher", "rancher", "rancher", "rancher"],
        ["sheriff", "sheriff", "bartender", "prospector"],
        ["blacksmith", "undertaker", "deputy", "outlaw"],
        ["gambler", "gambler", "cowboy", "saloon girl"],
    ]
    stacked = {"hands": hands, "tokens": [5, 3, 4]}
    state = new_game(6, seed, names=tuple(s.name for s in setup.seats), stacked=stacked)
    view = WinkyTableView(setup, state)
    director = view.director
    view.show_events(director.step(0.5))
    view.show_events(state.apply(Winky(5, director.t)))  # partner of seat 2, who holds four ranchers
    director.forget_observations()
    view.show_events(director.step(0.3))
    view.show_events(director.human_act(Contre(0, NOW, 1)))  # seat 1 shows an outlaw and a gambler
    view.point(1)
    return view


def _winky_couch(window: GameWindow, seed: int) -> arcade.View:
    """A couch of two humans and four bots during a countdown, each human having looked at their
    cards once: the shared screen, someone asking to call WINKY."""
    from .tables.winkybilly.table import WinkyTableView

    setup = table_setup("winkybilly", seed, 6, humans=2)
    view = WinkyTableView(setup, setup.new_state())
    for human in view.humans:  # each looks at their cards, then hides them
        view.confirm_viewer(human)
        view.end_private()
    view.show_events(view.director.step(1.2))
    view.press("winky")
    return view


def _zwoggel(kind: str, players: int, **options: Any) -> Callable[[GameWindow, int], arcade.View]:
    """A Zwoggel table (tables/zwoggel/scenes.py): its board grown to sixty cards ("board"), the
    viewer springing a trap ("trap"), or laying out the cards they drew ("place")."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .tables.zwoggel import scenes as zwoggel_scenes

        return getattr(zwoggel_scenes, f"{kind}_table")(table_setup("zwoggel", seed, players, **options))

    return build


def _practice(kind: str) -> Callable[[GameWindow, int], arcade.View]:
    """A practice screen (practice/scenes.py): the levels ("menu"), a trial at a table of
    eight, the table drill, a session's results, a profile's progress, from simulated sessions."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from .practice import scenes as practice_scenes

        return getattr(practice_scenes, kind)(seed)

    return build


def _pause(window: GameWindow, seed: int) -> arcade.View:
    view = _wink_table(5)(window, seed)
    view.open_pause()  # type: ignore[attr-defined]
    return view


def _results(game: str, players: int | None = None) -> Callable[[GameWindow, int], arcade.View]:
    """The results of a game random players played to the end, at the game's default table."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        import random

        from .screens.results import ResultsView

        spec = game_spec(game)
        setup = table_setup(game, seed, players or spec.default_players)
        state = setup.new_state()
        rng = random.Random(seed)
        while not state.is_over():
            spec.engine.random_step(state, rng)
        return ResultsView(setup, state)

    return build


SCENES: dict[str, Callable[[GameWindow, int], arcade.View]] = {
    "menu": _menu,
    **{f"setup-{spec.name}": _setup(spec.name) for spec in specs()},
    "rules": _rules,
    "settings": _settings,
    "keys": _keys,
    "wink-table": _wink_table(8, look=5),
    "wink-table-5": _wink_table(5),
    "wink-table-first": _wink_table(5, look=2, hint=True),
    "wink-table-wink": _wink_table_mid_wink,
    "wink-table-late": _wink_table_late,
    "winkybilly-saloon": _winky_saloon(10, look=5),
    "winkybilly-calls": _winky_calls,
    "winkybilly-couch": _winky_couch,
    "zwoggel-board": _zwoggel("board", 4),
    "zwoggel-trap": _zwoggel("trap", 3),
    "zwoggel-place": _zwoggel("place", 3, memory_aid=True),
    "practice": _practice("menu"),
    "practice-trial": _practice("trial"),
    "practice-drill": _practice("drill"),
    "practice-results": _practice("results"),
    "practice-progress": _practice("progress"),
    "privacy": _wink_table(4, humans=2),
    "pause": _pause,
    "results": _results("wink"),
    "results-winkybilly": _results("winkybilly", 10),
    "results-zwoggel": _results("zwoggel", 4),
}


def show_scene(window: GameWindow, name: str, seed: int) -> arcade.View:
    if name not in SCENES:
        raise ValueError(f"unknown scene {name!r}; `screenshot --list` shows them")
    view = SCENES[name](window, seed)
    window.show_view(view)
    return view
