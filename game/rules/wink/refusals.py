"""Why a Wink action is refused: an IllegalAction with its code and an English reason for the logs.
The checks here come after the rules' own fast tests have failed, off the hot path."""

from __future__ import annotations

from ..core import IllegalAction, seat_refusal, short_repr
from .presets import Naming
from .table import CALLING, Step, WinkTable


def check_action_seat(table: WinkTable, seat: object) -> None:
    """Refuse an action that names no seat of the table (`core.seat_refusal`)."""
    refusal = seat_refusal(seat, table.n)
    if refusal is not None:
        raise refusal


def not_a_number(c: object) -> IllegalAction:
    value = short_repr(c)
    return IllegalAction(f"{value} is not a card number (1 to 36)", code="not_a_number", value=value)


def check_turn(table: WinkTable, seat: int, step: Step) -> None:
    """Refuse an action of `seat` at `step` if it is not its turn or not that step of it."""
    if type(seat) is int and seat == table.current and table.step is step:
        return
    check_action_seat(table, seat)
    name = table.names[seat]
    if seat != table.current:
        current = table.current
        reason = f"it is {table.names[current]}'s turn, not {name}'s"
        raise IllegalAction(reason, code="not_your_turn", seats={"current": current})
    if table.step is not step:
        if step is not CALLING:
            reason = f"{name} has no partner to name now and must call a card"
            raise IllegalAction(reason, code="nothing_to_name")
        if table.rules.naming is Naming.OPTIONAL:
            reason = f"{name} must name a partner or pass before calling a new card"
            raise IllegalAction(reason, code="name_or_pass_first")
        raise IllegalAction(f"{name} must name a partner before calling a new card", code="name_first")
