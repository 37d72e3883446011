"""Helpers for the Zwoggel tests: stacked deals, shortcuts, and brute-force scanners written
independently of the engine's own line and frontier code. (No tests in this file.)"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from game.rules.core import Event
from game.rules.zwoggel import GREEN, RED, Place, Reveal, ZwoggelState, new_game

R, G = "red", "green"
NAMES = ("Hannah", "Nils", "Chloé", "David")
Cell = tuple[int, int]


def deal(
    players: int = 2,
    *,
    start: list[str] | None = None,
    display: list[list[Any]] | None = None,
    stock: Iterable[str] = (),
    caught: list[list[str]] | None = None,
    first_seat: int = 0,
    **options: Any,
) -> ZwoggelState:
    """A stacked game, Hannah (seat 0) first: the start square or a whole display, the stock top first."""
    stacked: dict[str, Any] = {"stock": list(stock)}
    if display is not None:
        stacked["display"] = display
    else:
        stacked["start"] = start or [R, G, R, G]
    if caught is not None:
        stacked["caught"] = caught
    return new_game(players, seed=1, first_seat=first_seat, names=NAMES[:players], stacked=stacked, **options)


def up(x: int, y: int, colour: str) -> list[Any]:
    return [x, y, colour, "up"]


def down(x: int, y: int, colour: str, placer: int | None = None) -> list[Any]:
    return [x, y, colour, "down", placer]


def reveal(state: ZwoggelState, x: int, y: int) -> list[Event]:
    return state.apply(Reveal(state.current, x, y))


def place(state: ZwoggelState, colour: str, x: int, y: int) -> list[Event]:
    return state.apply(Place(state.current, RED if colour == R else GREEN, x, y))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def caught(events: list[Event]) -> bool:
    return "caught" in kinds(events)


def colour_at(state: ZwoggelState, cell: Cell) -> str:
    """The colour of the card at `cell`, face up or down (a test may look; a player may not)."""
    return R if state.colour[state.display.cards[cell]] == RED else G


def place_far(state: ZwoggelState) -> None:
    """Place every drawn card on the free cell furthest right (then lowest), away from the play."""
    while state.hand:
        x, y = max(state.display.frontier, key=lambda c: (c[0], -c[1]))
        place(state, colour_at_hand(state), x, y)


def colour_at_hand(state: ZwoggelState) -> str:
    return R if state.colour[state.hand[0]] == RED else G


def quiet_turn(state: ZwoggelState) -> None:
    """A whole turn with no catch: reveal cards that close no line, then place far away."""
    seat, turn = state.current, state.turn
    while state.turn == turn and state.phase.name == "REVEAL":
        safe = [c for c in state.display.down if not trap_expected(state, c)]
        assert safe, "no safe card to reveal"
        reveal(state, *safe[0])
    if state.turn == turn and state.current == seat:
        place_far(state)


# ---------------------------------------------------------------- brute force


def lines_on_board(face_up: dict[Cell, str]) -> list[list[Cell]]:
    """Every three consecutive face-up cells of one colour in a row, column or diagonal: from every
    face-up card, look two cells on in each of the four line directions."""
    found = []
    for (x, y), colour in face_up.items():
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
            trio = [(x, y), (x + dx, y + dy), (x + 2 * dx, y + 2 * dy)]
            if all(face_up.get(c) == colour for c in trio):
                found.append(trio)
    return found


def face_up_colours(obs: dict[str, Any]) -> dict[Cell, str]:
    """The face-up cards as an observation shows them."""
    return {(x, y): colour for x, y, colour in obs["face_up"]}


def trap_expected(state: ZwoggelState, cell: Cell, obs: dict[str, Any] | None = None) -> bool:
    """Brute force: would revealing `cell` complete a line of three of its colour?"""
    after = {**face_up_colours(obs or state.observation(None)), cell: colour_at(state, cell)}
    return any(cell in trio for trio in lines_on_board(after))


def legal_expected(state: ZwoggelState, obs: dict[str, Any] | None = None) -> set[Any]:
    """Brute force from the current seat's observation: every face-down cell, or every empty cell
    next to a card for every colour the seat holds."""
    obs = obs or state.observation(state.current)
    seat = state.current
    if obs["phase"] == "reveal":
        return {Reveal(seat, x, y) for x, y, _ in obs["face_down"]}
    if obs["phase"] == "over":
        return set()
    cards = {(x, y) for x, y, *_ in obs["face_up"] + obs["face_down"]}
    around = {(x + dx, y + dy) for x, y in cards for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    colours = {RED if c == R else GREEN for c in obs["hand"]}
    return {Place(seat, c, x, y) for c in colours for x, y in around - cards}


def checked_step(state: ZwoggelState, rng: random.Random) -> list[Event]:
    """A random legal action, with the legal set and every trap decision checked by brute force."""
    obs = state.observation(state.current)
    actions = state.legal_actions(state.current)
    assert len(actions) == len(set(actions)) and set(actions) == legal_expected(state, obs)
    action = actions[rng.randrange(len(actions))]
    if type(action) is not Reveal:
        return state.apply(action)
    expected = trap_expected(state, (action.x, action.y), obs)
    events = state.apply(action)
    assert caught(events) == expected, f"{action}: trap {expected} by brute force"
    assert lines_on_board(face_up_colours(state.observation(None))) == []
    return events
