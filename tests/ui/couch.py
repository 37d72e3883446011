"""Couch tables of every game for the tests (two humans, bots between them), and what a human who
holds the screen does next, with input events: enough to play each game on through private views."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import arcade

from game.rules.zwoggel import Phase
from game.setup import SeatSetup, TableSetup, fit_seats
from game.ui.headless import step
from game.ui.routes import table

from .tables.winkybilly.drive import click_at, hand_xy, saloon_xy
from .tables.zwoggel.drive import cell_xy

LEFT = arcade.MOUSE_BUTTON_LEFT
GAMES = ("wink", "winkybilly", "zwoggel")
BOTS = ("Margot", "Hugo", "Inès", "Barnaby", "Camille", "Priya", "Théo", "Rosa", "Olek", "Jules")


def couch_setup(game: str, seed: int, players: int, sam: int | None = None) -> TableSetup:
    """`players` seats: humans Alex at seat 0 and Sam at `sam` (half-way round unless given), bots
    in every other seat."""
    sam = players // 2 if sam is None else sam
    seats = tuple(
        SeatSetup(kind="human", name="Alex")
        if s == 0
        else SeatSetup(kind="human", name="Sam")
        if s == sam
        else SeatSetup(kind="bot", name=BOTS[s], personality=BOTS[s])
        for s in range(players)
    )
    return fit_seats(TableSetup(game=game, players=players, seats=seats, seed=seed), [])


def start_couch(window: Any, game: str, seed: int, players: int, sam: int | None = None) -> Any:
    """A couch table of `game` (its bots thinking inline), shown and drawn once."""
    setup = couch_setup(game, seed, players, sam)
    options = {"worker": False} if game == "zwoggel" else {}
    view = table(game)(setup, setup.new_state(), **options)
    window.show_view(view)
    step(window)
    return view


def key(window: Any, symbol: int) -> None:
    """A key press with no time passing."""
    window.dispatch_event("on_key_press", symbol, 0)
    window.dispatch_event("on_key_release", symbol, 0)


def wink_move(window: Any, view: Any, rng: random.Random) -> None:
    """The viewer's turn: name the next seat, or call a card they may call."""
    state, me = view.state, view.viewer
    obs = state.observation(me)
    if obs["step"] == "name":
        x, y, _ = view.stage.seats.spots[(me + 1) % state.n]
        click_at(window, x, y)
    elif obs["callable"]:
        cell = view.grid.cells[rng.choice(sorted(obs["callable"]))]
        click_at(window, cell.center_x, cell.center_y)


def winkybilly_move(window: Any, view: Any, rng: random.Random) -> None:
    """The viewer's swap turn: pick a card of the hand, then a saloon card (a swap), or raise the
    holster once they have swapped."""
    state, me = view.state, view.viewer
    picked = view.stage.hand.selected
    if state.phase.name != "EXCHANGE" or state.done[me] or len(state.history) % 3 == 2:
        key(window, arcade.key.SPACE)
    elif not picked:
        click_at(window, *hand_xy(view, rng.choice(state.hands[me])))
    else:
        click_at(window, *saloon_xy(view, rng.choice(state.saloon)))


def zwoggel_move(window: Any, view: Any, rng: random.Random) -> None:
    """The viewer's turn: reveal a card, or lay a drawn card on a glowing cell, or confirm."""
    state = view.state
    if state.phase is Phase.REVEAL:
        cells = sorted(c for c in view.display.down if view.camera.shows(c))
        click_at(window, *cell_xy(view, rng.choice(cells)))
        return
    left = view.staging.left()
    if not left:
        key(window, arcade.key.ENTER)
        return
    cells = sorted(c for c in view.staging.legal(state) if view.camera.shows(c))
    if "hand" in view.drawn and cells:
        click_at(window, *_drawn_xy(view, left[0]))
        click_at(window, *cell_xy(view, rng.choice(cells)))


def _drawn_xy(view: Any, index: int) -> tuple[float, float]:
    box = view.stage.hand.card_box((view.staging.turn, index))
    assert box is not None
    return box[0], box[1]


def holds_turn(view: Any) -> bool:
    """Whether the human holding the screen has a move to make now."""
    return view.viewer is not None and view.turn_seat() == view.viewer


MOVES: dict[str, Callable[[Any, Any, random.Random], None]] = {
    "wink": wink_move,
    "winkybilly": winkybilly_move,
    "zwoggel": zwoggel_move,
}
