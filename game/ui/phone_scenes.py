"""Tables with hands on phones for the scenes, `bench frames --phones` and the tests: the table of
the game that seats the most among those with phone hands (WinkyBilly's ten), its first seats
phone seats, its phones' server listening on this computer only.

`phones-join`: the big screen showing the first phone seat's QR code, before the deal is seen.
`phones-table`: two phone seats joined (their phones' claims reach the hub as the server hands
them on), a few seconds of play later (WinkyBilly's first exchange under way): the shared screen,
no hand drawn.
"""

from __future__ import annotations

from dataclasses import replace

from ..games import GameSpec, specs
from ..phones.hub import Joined
from ..setup import SeatSetup, TableSetup, fit_seats
from ..store.levels import load_personalities
from .app import GameWindow
from .kit.table import TableView
from .routes import table
from .seating import HUMANS

PLAYERS = 6
JOIN_STEPS = 120  # fixed updates for the join screen to say "joined" and move on (2 s)
PLAY_S = 3.4  # seconds of play in `phones-table` (WinkyBilly's countdown, and the coup de feu)


def busiest() -> GameSpec:
    """The game with phone hands that seats the most players."""
    return max((s for s in specs() if s.phone is not None), key=lambda s: max(s.possible_players()))


def phone_setup(game: str, seed: int, players: int, phones: int) -> TableSetup:
    """A table of `players` whose first `phones` seats are humans holding their hand on a phone."""
    names = [*HUMANS, *(f"Player {n}" for n in range(len(HUMANS) + 1, phones + 1))]
    seats = tuple(SeatSetup(kind="human", name=names[i], phone=True) for i in range(phones))
    bots = [p.name for p in load_personalities()]
    setup = fit_seats(TableSetup(game, players, {}, seats, seed), bots)
    return replace(setup, phones=True)


def phones_table(window: GameWindow, seed: int, players: int = PLAYERS, phones: int = 2) -> TableView:
    """The busiest game's table with `phones` phone seats (its server listening), at its join screen."""
    window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
    setup = phone_setup(busiest().name, seed, players, phones)
    view: TableView = table(setup.game)(setup, setup.new_state(), worker=False)
    return view


def joined(view: TableView, seats: list[int]) -> None:
    """Each of `seats` has claimed its hand (as the server tells the hub when a phone connects
    with the seat's token); the join screen hears it and moves on."""
    assert view.phones is not None
    for seat in seats:
        view.phones.hub.deliver(Joined(seat, moved=False))
    for _ in range(JOIN_STEPS):
        view.on_fixed_update(1 / 60)
        view.joining.on_update(1 / 60)
        if view.overlays.top is None:
            break


def phones_join(window: GameWindow, seed: int) -> TableView:
    return phones_table(window, seed)


def phones_exchange(window: GameWindow, seed: int) -> TableView:
    """Two phone seats joined, a few seconds of play later (WinkyBilly: the coup de feu)."""
    view = phones_table(window, seed)
    assert view.phones is not None
    joined(view, view.phones.seats)
    view.show_events(view.source.step(PLAY_S))
    view.source.forget_observations()
    return view
