"""Zwoggel tables set up for `screenshot`, `bench frames` and the tests: a board grown to about
sixty cards, a trap springing, the viewer laying out their drawn cards.

The boards are grown by a referee that sees every card (scene-making, not a bot): it reveals
mostly cards that spring no trap, so that a game reaches a full board with everyone still in.
Bots think inline here, so that a seed gives the same table anywhere.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import arcade

from ....rules.core import Event
from ....rules.zwoggel import Phase, Place, Reveal, ZwoggelState, new_game
from ....rules.zwoggel.lines import completes_line
from ....setup import TableSetup
from ...app import GameWindow
from ...kit.table_terms import resting_on
from ...routes import table
from ...seating import table_setup

if TYPE_CHECKING:
    from .table import ZwoggelTableView

TRAP_SHARE = 0.06  # how often the referee lets a reveal spring a trap anyway
FLYING_S = 0.4  # the trap scene's moment, before the screenshot's own settling: the card in flight
BOARD_STOCK = 3  # the board scene's stock: 4 + 57 cards laid, fewer those caught
NEAR = 10  # the referee places among the free cells this near the middle (a board grows round)
TRAP_STOCK = ["red", "green", "green"]  # the viewer's three draws in the trap scene
# The trap scene's display, [x, y, colour, face, placer]: revealing (2, 1) completes a red row.
TRAP_DISPLAY = [
    [-1, 2, "green", "down"],
    [0, 2, "green", "up"],
    [1, 2, "red", "down", 1],
    [2, 2, "green", "up"],
    [3, 2, "red", "down"],
    [-1, 1, "green", "up"],
    [0, 1, "red", "up"],
    [1, 1, "red", "up"],
    [2, 1, "red", "down", 1],
    [3, 1, "green", "down", 0],
    [-1, 0, "red", "down"],
    [0, 0, "green", "down"],
    [1, 0, "green", "up"],
    [2, 0, "red", "up"],
    [3, 0, "green", "down", 1],
    [0, -1, "red", "down", 1],
    [1, -1, "green", "down"],
    [2, -1, "green", "down", 0],
]
# The your-turn scene's display: the viewer's (seat 0) trap at (2, 0), red, closes a red row.
MINE_DISPLAY = [
    [-1, 1, "green", "down"],
    [0, 1, "green", "up"],
    [1, 1, "red", "down", 1],
    [2, 1, "green", "down", 1],
    [0, 0, "red", "up"],
    [1, 0, "red", "up"],
    [2, 0, "red", "down", 0],
    [3, 0, "green", "down"],
    [0, -1, "green", "down", 0],
    [1, -1, "green", "up"],
    [2, -1, "red", "down"],
]
MINE_STOCK = ["green", "red", "green"]  # what the last player draws before the viewer's turn
MINE_PLACES = ((4, 0), (4, 1), (4, -1))  # where the last player lays them


def grown(state: ZwoggelState, stock: int, rng: random.Random, stop: set[int]) -> list[Event]:
    """Play `state` on until its stock is down to `stock` cards and a turn of a seat in `stop`
    begins; the events, for the log."""
    events: list[Event] = []
    display = state.display
    while not state.is_over():
        if len(state.stock) <= stock and state.phase is Phase.REVEAL and state.current in stop:
            break
        seat = state.current
        if state.phase is Phase.REVEAL:
            cells = list(display.down)
            safe = [c for c in cells if not springs(state, c)]
            pick = rng.choice(cells if not safe or rng.random() < TRAP_SHARE else safe)
            events += state.apply(Reveal(seat, *pick))
        else:
            colour = state.colour[state.hand[0]]
            near = sorted(display.frontier, key=lambda c: abs(c[0] - 0.5) + abs(c[1] - 0.5))
            events += state.apply(Place(seat, colour, *rng.choice(near[:NEAR])))
    return events


def springs(state: ZwoggelState, cell: tuple[int, int]) -> bool:
    """Whether revealing the card at `cell` would complete a line (the referee sees it)."""
    colour = state.colour[state.display.cards[cell]]
    up = {**state.display.up, cell: colour}
    return completes_line(up, cell[0], cell[1], colour)


def board_table(setup: TableSetup) -> ZwoggelTableView:
    """A game of `setup` grown to about sixty cards, the stock nearly out, at the start of the
    first bot's turn: the bots play on (for ten seconds or so, `bench frames`)."""
    bots = [s for s, seat in enumerate(setup.seats) if seat.kind == "bot"] or [0]
    for attempt in range(50):
        state = setup.new_state()
        events = grown(state, BOARD_STOCK, random.Random(setup.seed * 100 + attempt), {bots[0]})
        if not state.is_over():
            break
    view = inline(setup, state)
    view.stage.log.add(events, 0.0)
    view.display.note(events)
    return view


def trap_table(setup: TableSetup) -> ZwoggelTableView:
    """The viewer (seat 0) springs a trap: the red row lights up, the card is on its way."""
    names = tuple(s.name for s in setup.seats)
    caught: list[list[str]] = [[], ["green"], ["red", "green"]][: setup.players]
    stacked: dict[str, Any] = {"display": TRAP_DISPLAY, "stock": TRAP_STOCK, "caught": caught}
    state = new_game(setup.players, setup.seed, names=names, first_seat=0, stacked=stacked)
    view = inline(setup, state)
    view.show_events(view.source.human_act(Reveal(0, 2, 1)))
    view.show_events(view.source.step(FLYING_S))
    return view


def place_table(setup: TableSetup) -> ZwoggelTableView:
    """The viewer (seat 0) has revealed twice and lays out the cards drawn: one is out already."""
    names = tuple(s.name for s in setup.seats)
    stacked = {"display": TRAP_DISPLAY, "stock": TRAP_STOCK}
    state = new_game(setup.players, setup.seed, names=names, first_seat=0, stacked=stacked)
    view = inline(setup, state)
    for cell in ((-1, 0), (3, 2)):
        view.show_events(view.source.human_act(Reveal(0, *cell)))
    view.refresh()
    view.moves.lay(view.staging.left()[0], (4, 1))
    return view


def your_turn_table(setup: TableSetup) -> ZwoggelTableView:
    """The viewer's (seat 0) turn begins, just after the player before them (a bot) sprang the
    viewer's trap: their lines say the first step of the turn, and what their trap did."""
    names = tuple(s.name for s in setup.seats)
    last = setup.players - 1
    stacked = {"display": MINE_DISPLAY, "stock": MINE_STOCK}
    state = new_game(setup.players, setup.seed, names=names, first_seat=last, stacked=stacked)
    view = inline(setup, state)
    events = state.apply(Reveal(last, 2, 0)) + state.apply(Reveal(last, 3, 0))  # caught, then safe
    for cell in MINE_PLACES:
        events += state.apply(Place(last, state.colour[state.hand[0]], *cell))
    view.source.forget_observations()
    view.show_events(events)
    return view


def inline(setup: TableSetup, state: ZwoggelState) -> ZwoggelTableView:
    """The Zwoggel table of `state` (found by name: a screen imports no other), its bots thinking
    inline (a seed gives the same table anywhere)."""
    return table("zwoggel")(setup, state, worker=False)


def _scene(
    make: Callable[[TableSetup], ZwoggelTableView], players: int, **options: Any
) -> Callable[[GameWindow, int], arcade.View]:
    def build(window: GameWindow, seed: int) -> arcade.View:
        return make(table_setup("zwoggel", seed, players, **options))

    return build


SCENES: dict[str, Callable[[GameWindow, int], arcade.View]] = {
    "zwoggel-board": _scene(board_table, 4),
    "zwoggel-trap": _scene(trap_table, 3),
    "zwoggel-place": _scene(place_table, 3, memory_aid=True),
    "zwoggel-your-turn": _scene(your_turn_table, 3),
    "zwoggel-table-term": resting_on(
        _scene(trap_table, 3), "caught"
    ),  # its plain words on hover (kit/table_terms.py)
}
