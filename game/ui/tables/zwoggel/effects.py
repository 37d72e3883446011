"""What the Zwoggel table does at each event: its sound, its caption, the card that turns over,
what pulses. (What flies, a trap's line and the caught card, is moments.py's.)"""

from __future__ import annotations

from collections.abc import Sequence

from ....rules.core import Event
from ...kit.effects import Effect, Effects
from .words import banner


def zwoggel_effects(names: Sequence[str]) -> Effects:
    """The effects table of a Zwoggel game whose seats are called `names`."""

    def caption(e: Event, viewer: int | None) -> str | None:
        return banner(e, viewer, names)

    def cell(e: Event) -> tuple[int, int]:
        x, y = e.data["cell"]
        return x, y

    def seat(e: Event) -> list[tuple[str, int]]:
        return [("seat", e.data["seat"])]

    return Effects(
        {
            "reveal": Effect(sound="card_flip", turn_over=cell),
            "caught": Effect(sound="trap_sprung", caption=caption, pulse=seat),
            "out": Effect(sound="token_lost", caption=caption, pulse=seat),
            "place": Effect(sound="pawn_placed"),
            "stock_empty": Effect(sound="call_chime", caption=caption, good=lambda _e: True),
            "game_over": Effect(sound="win_fanfare", caption=caption, good=lambda _e: True),
        }
    )
