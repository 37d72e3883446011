"""Tables with hands on phones for the scenes, `bench frames --phones` and the tests: a WinkyBilly
table whose first seats are phone seats, its phones' server listening on this computer only.

`phones-join`: the big screen showing the first phone seat's QR code, before the deal is seen.
`phones-table`: two phone seats joined (their phones' claims reach the hub as the server hands
them on), the table just after the coup de feu: the saloon on the shared screen, no hand drawn.
"""

from __future__ import annotations

from dataclasses import replace

from ..phones.hub import Joined
from ..setup import SeatSetup, TableSetup, fit_seats
from ..store.levels import load_personalities
from .app import GameWindow
from .kit.table import TableView
from .seating import HUMANS

PLAYERS = 6
JOIN_STEPS = 120  # fixed updates for the join screen to say "joined" and move on (2 s)


def phone_setup(game: str, seed: int, players: int, phones: int) -> TableSetup:
    """A table of `players` whose first `phones` seats are humans holding their hand on a phone."""
    names = [*HUMANS, *(f"Player {n}" for n in range(len(HUMANS) + 1, phones + 1))]
    seats = tuple(SeatSetup(kind="human", name=names[i], phone=True) for i in range(phones))
    bots = [p.name for p in load_personalities()]
    setup = fit_seats(TableSetup(game, players, {}, seats, seed), bots)
    return replace(setup, phones=True)


def phones_table(window: GameWindow, seed: int, players: int = PLAYERS, phones: int = 2) -> TableView:
    """A WinkyBilly table with `phones` phone seats (its server listening), at its join screen."""
    from .tables.winkybilly.table import WinkyBillyTableView

    window.apply_settings(replace(window.settings, gaze_hint_seen=True), save=False)
    setup = phone_setup("winkybilly", seed, players, phones)
    return WinkyBillyTableView(setup, setup.new_state(), worker=False)


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
    """Two phone seats joined, the table just after the coup de feu (the saloon in play)."""
    view = phones_table(window, seed)
    assert view.phones is not None
    joined(view, view.phones.seats)
    countdown = view.setup.options["countdown_s"]
    view.show_events(view.source.step(countdown + 0.4))
    view.source.forget_observations()
    return view
