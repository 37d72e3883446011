"""WinkyBilly tables set up at a seed for `screenshot`, `bench frames` and the tests: ten players
just after the coup de feu, calls right and wrong with their proofs, and a couch."""

from __future__ import annotations

from collections.abc import Callable

import arcade

from ...app import GameWindow
from ...kit.table_terms import resting_on
from ...seating import table_setup


def _saloon(
    players: int, humans: int = 1, look: int | None = None
) -> Callable[[GameWindow, int], arcade.View]:
    """A WinkyBilly table just after the coup de feu, some players done already, the viewer looking
    at the face of seat `look`."""

    def build(window: GameWindow, seed: int) -> arcade.View:
        from ....rules.winkybilly import Done
        from .table import WinkyBillyTableView

        setup = table_setup("winkybilly", seed, players)
        view = WinkyBillyTableView(setup, setup.new_state())
        director = view.source
        view.show_events(director.step(setup.options["countdown_s"] + 0.4))
        for seat in range(2, players, 3):  # a few bots are done already
            view.show_events(view.state.apply(Done(seat, director.t)))
        director.forget_observations()
        if look is not None:
            view.point(look)
        return view

    return build


def _calls(window: GameWindow, seed: int) -> arcade.View:
    """Calls at a table of six: a right WINKY of a bot, then the human's wrong CONTRE WINKY, whose
    accused shows two different cards; tokens fly to and from the pot."""
    from ....bots.director import NOW
    from ....rules.winkybilly import Contre, Winky, new_game
    from .table import WinkyBillyTableView

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
    view = WinkyBillyTableView(setup, state)
    director = view.source
    view.show_events(director.step(0.5))
    view.show_events(state.apply(Winky(5, director.t)))  # partner of seat 2, who holds four ranchers
    director.forget_observations()
    view.show_events(director.step(0.3))
    view.show_events(director.human_act(Contre(0, NOW, 1)))  # seat 1 shows an outlaw and a gambler
    view.point(1)
    return view


def _couch(window: GameWindow, seed: int) -> arcade.View:
    """A couch of two humans and four bots during a countdown, each human having looked at their
    cards once: the shared screen, someone asking to call WINKY."""
    from .table import WinkyBillyTableView

    setup = table_setup("winkybilly", seed, 6, humans=2)
    view = WinkyBillyTableView(setup, setup.new_state())
    for human in view.humans:  # each looks at their cards, then hides them
        view.looks.confirm_viewer(human)
        view.looks.end_private()
    view.show_events(view.source.step(1.2))
    view.calls.press("winky")
    return view


def _signal(window: GameWindow, seed: int, humans: int = 1) -> arcade.View:
    """The viewer holds four sheriffs (their line: signal your partner, mind the opponents) just
    after an opponent's wrong CONTRE WINKY on their partner (what became of it, and why)."""
    from ....rules.winkybilly import Contre, new_game
    from .table import WinkyBillyTableView

    setup = table_setup("winkybilly", seed, 6, humans=humans)
    hands = [
        ["sheriff", "sheriff", "sheriff", "sheriff"],
        ["outlaw", "outlaw", "gambler", "preacher"],
        ["rancher", "deputy", "bandit", "cowboy"],
        ["bartender", "prospector", "blacksmith", "outlaw"],
        ["undertaker", "undertaker", "deputy", "outlaw"],
        ["gambler", "gambler", "cowboy", "saloon girl"],
    ]
    state = new_game(6, seed, names=tuple(s.name for s in setup.seats), stacked={"hands": hands})
    view = WinkyBillyTableView(setup, state)
    director = view.source
    view.show_events(director.step(setup.options["countdown_s"] + 0.4))
    view.show_events(state.apply(Contre(1, director.t, 3)))  # seat 3 shows two different cards
    director.forget_observations()
    view.point(3)
    return view


SCENES: dict[str, Callable[[GameWindow, int], arcade.View]] = {
    "winkybilly-saloon": _saloon(10, look=5),
    "winkybilly-calls": _calls,
    "winkybilly-couch": _couch,
    "winkybilly-signal-expected": _signal,
    "winkybilly-table-term": resting_on(
        _saloon(10, look=5), "contre"
    ),  # its plain words on hover (kit/table_terms.py)
}
