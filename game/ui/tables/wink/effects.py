"""What the Wink table does at each event: its sound, its caption, cards flying home, what pulses."""

from __future__ import annotations

from collections.abc import Sequence

from ....rules.core import Event
from ...kit.effects import Effect, Effects, Fly
from .words import banner


def wink_effects(names: Sequence[str]) -> Effects:
    """The effects table of a Wink game whose seats are called `names`."""

    def caption(e: Event, viewer: int | None) -> str | None:
        return banner(e, viewer, names)

    def right(e: Event) -> bool:
        return bool(e.data.get("right")) or e.kind == "named_right"

    def home(e: Event) -> list[Fly]:
        """A card won flies from where it lay to its winner's face."""
        number = e.data["number"]
        return [Fly(number, ("card", number), ("seat", e.data["seat"]))] if right(e) else []

    return Effects(
        {
            "call": Effect(
                sound="pawn_placed",
                caption=caption,
                pulse=lambda e: [("seat", e.data["seat"]), ("card", e.data["number"])],
            ),
            "named_right": Effect(
                sound="right",
                caption=caption,
                good=right,
                flights=home,
                pulse=lambda e: [("seat", e.data["target"])],
            ),
            "named_wrong": Effect(sound="wrong", caption=caption, turn_over=lambda e: e.data["number"]),
            "accused": Effect(
                sound="accusation",
                caption=caption,
                good=right,
                flights=home,
                pulse=lambda e: [("seat", e.data["seat"]), ("seat", e.data["target"])],
            ),
            "stalled": Effect(sound="card_flip", pulse=lambda e: [("seat", e.data["seat"])]),
            "game_over": Effect(sound="win_fanfare"),
        }
    )
