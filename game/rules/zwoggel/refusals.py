"""Why an action is refused: an IllegalAction with its code and an English reason for the logs.
Only reached off the hot path."""

from __future__ import annotations

from typing import Any

from ..core import IllegalAction, seat_refusal, short_repr
from .actions import Place, Reveal
from .cards import GREEN, RED
from .phase import Phase
from .table import ZwoggelTable


def _holds(table: dict[Any, Any], cell: Any) -> bool:
    try:
        return cell in table
    except TypeError:  # an unhashable coordinate names no cell
        return False


def _turn(state: ZwoggelTable, seat: Any) -> IllegalAction | None:
    """Why a seat may not act now, or None if it is its turn."""
    if state.phase is Phase.OVER:
        return IllegalAction("the game is over", code="game_over")
    refusal = seat_refusal(seat, state.n)
    if refusal is not None:
        return refusal
    if state.out[seat]:
        return IllegalAction(f"{state.names[seat]} is out of the game", code="you_are_out")
    if seat != state.current:
        current = state.current
        reason = f"it is {state.names[current]}'s turn, not {state.names[seat]}'s"
        return IllegalAction(reason, code="not_your_turn", seats={"current": current})
    return None


def _cell(x: Any, y: Any) -> IllegalAction | None:
    """Why (x, y) names no cell, or None if both are whole numbers."""
    for value in (x, y):
        if type(value) is not int:
            shown = short_repr(value)
            return IllegalAction(f"{shown} is not a cell coordinate", code="not_a_cell", value=shown)
    return None


def refuse_reveal(state: ZwoggelTable, a: Reveal) -> IllegalAction:
    refusal = _turn(state, a.seat) or _cell(a.x, a.y)
    if refusal:
        return refusal
    name = state.names[state.current]
    if state.phase is Phase.PLACE:
        k = len(state.hand)
        return IllegalAction(f"{name} must place {k} drawn card(s) first", code="place_first", count=k)
    cell = (a.x, a.y)
    x, y = a.x, a.y
    if _holds(state.display.up, cell):
        return IllegalAction(f"the card at {cell} is already face up", code="already_face_up", x=x, y=y)
    if not _holds(state.display.down, cell):
        return IllegalAction(f"there is no card at {cell}", code="no_card_at", x=x, y=y)
    return IllegalAction(f"{name} cannot reveal the card at {cell} now", code="cannot_reveal", x=x, y=y)


def refuse_place(state: ZwoggelTable, a: Place) -> IllegalAction:
    refusal = _turn(state, a.seat) or _cell(a.x, a.y)
    if refusal:
        return refusal
    name = state.names[state.current]
    if state.phase is Phase.REVEAL:
        if not state.stock:
            return IllegalAction("the stock is empty: there is nothing to draw or place", code="stock_empty")
        left = state.reveals_left
        return IllegalAction(
            f"{name} must reveal {left} card(s) before drawing", code="reveal_first", count=left
        )
    cell = (a.x, a.y)
    x, y = a.x, a.y
    if _holds(state.display.cards, cell):
        return IllegalAction(f"{cell} already holds a card", code="cell_taken", x=x, y=y)
    if not _holds(state.display.frontier, cell):
        return IllegalAction(f"{cell} touches no card", code="cell_apart", x=x, y=y)
    colour = a.colour
    if type(colour) is not int or colour not in (RED, GREEN):
        value = short_repr(colour)
        reason = f"{value} is not a colour: a Zwoggel is red ({RED}) or green ({GREEN})"
        return IllegalAction(reason, code="not_a_colour", value=value)
    if colour == RED:
        return IllegalAction(f"{name} holds no red card", code="no_red_card")
    return IllegalAction(f"{name} holds no green card", code="no_green_card")
