"""What the Zwoggel table does at each event: its sound, its caption, the card that turns over,
what pulses, what flies.

A placed card flies from its placer's face to its cell (it shows on the board once landed), but
not the cards the viewer laid out there already; drawn cards leave the stock for the drawer's
face; a trap's card leaves the board for a slot by its catcher's face a moment after the trap
springs (moments.py shows the line and the card turning over meanwhile).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....rules.core import Event
from ...kit.effects import Effect, Effects, Fly
from .moments import FLY_AFTER_S
from .words import banner


def zwoggel_effects(names: Sequence[str], placer: Callable[[], int | None]) -> Effects:
    """The effects table of a Zwoggel game whose seats are called `names`. `placer()`: the seat whose
    laid-out cards are being played (they are on the board already: they do not fly in)."""

    def caption(e: Event, viewer: int | None) -> str | None:
        return banner(e, viewer, names)

    def cell(e: Event) -> tuple[int, int]:
        x, y = e.data["cell"]
        return x, y

    def seat(e: Event) -> list[tuple[str, int]]:
        return [("seat", e.data["seat"])]

    def placed(e: Event) -> list[Fly]:
        where = ("cell", cell(e))
        if e.data["seat"] == placer():
            return []
        return [Fly("back", ("seat", e.data["seat"]), where, size=where, lands=True)]

    def drawn(e: Event) -> list[Fly]:  # fanned a little, so that each one shows
        return [Fly("back", ("stock", k), ("seat", e.data["seat"])) for k in range(e.data["count"])]

    def caught(e: Event) -> list[Fly]:
        d, where = e.data, ("cell", cell(e))
        slot = ("caught", d["seat"], d["count"] - 1)
        return [Fly(("face", d["colour"]), where, slot, size=where, delay=FLY_AFTER_S, lands=True)]

    return Effects(
        {
            "reveal": Effect(sound="card_flip", turn_over=cell),
            "caught": Effect(sound="trap_sprung", caption=caption, pulse=seat, flights=caught),
            "out": Effect(sound="token_lost", caption=caption, pulse=seat),
            "place": Effect(sound="pawn_placed", flights=placed),
            "draw": Effect(flights=drawn),
            "stock_empty": Effect(sound="call_chime", caption=caption, good=lambda _e: True),
            "game_over": Effect(sound="win_fanfare", caption=caption, good=lambda _e: True),
        }
    )
