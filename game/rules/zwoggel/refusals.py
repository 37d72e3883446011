"""Why an action is refused, as a sentence a player can read. Only reached off the hot path."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any

from .actions import Place, Reveal
from .cards import COLOURS, GREEN, RED
from .phase import Phase

if TYPE_CHECKING:
    from .state import ZwoggelState

_WORDS = {1: "one", 2: "two", 3: "three"}


def _holds(table: dict[Any, Any], cell: Any) -> bool:
    try:
        return cell in table
    except TypeError:  # an unhashable coordinate names no cell
        return False


def _turn(state: ZwoggelState, seat: Any) -> str | None:
    """The reason a seat may not act now, or None if it is its turn."""
    if state.phase is Phase.OVER:
        return "the game is over"
    try:
        index = operator.index(seat)
    except TypeError:
        index = -1
    if not 0 <= index < state.n:
        return f"there is no seat {seat!r} at this table"
    seat = index
    if state.out[seat]:
        return f"{state.names[seat]} is out of the game"
    if seat != state.current:
        return f"it is {state.names[state.current]}'s turn, not {state.names[seat]}'s"
    return None


def refuse_reveal(state: ZwoggelState, a: Reveal) -> str:
    reason = _turn(state, a.seat)
    if reason:
        return reason
    k = len(state.hand)
    if state.phase is Phase.PLACE:
        return f"place your {_WORDS.get(k, k)} drawn card{'s' if k > 1 else ''} first"
    cell = (a.x, a.y)
    if _holds(state.display.up, cell):
        return "that card is already face up"
    if not _holds(state.display.down, cell):
        return f"there is no card at {cell}"
    return "you cannot reveal that card now"


def refuse_place(state: ZwoggelState, a: Place) -> str:
    reason = _turn(state, a.seat)
    if reason:
        return reason
    if state.phase is Phase.REVEAL:
        if not state.stock:
            return "the stock is empty: there is nothing to draw or place"
        left = state.reveals_left
        last = state.history[-1] if state.history else None
        more = " more" if isinstance(last, Reveal) and last.seat == state.current else ""
        return f"reveal {_WORDS.get(left, left)}{more} card{'s' if left > 1 else ''} before you draw"
    cell = (a.x, a.y)
    if _holds(state.display.cards, cell):
        return f"{cell} already holds a card"
    if not _holds(state.display.frontier, cell):
        return f"{cell} touches no card"
    if type(a.colour) is not int or a.colour not in (RED, GREEN):
        return f"{a.colour!r} is not a colour: a Zwoggel is red ({RED}) or green ({GREEN})"
    return f"you hold no {COLOURS[a.colour]} card"
