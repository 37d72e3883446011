"""What the WinkyBilly table does at each event: its sound, its caption, what pulses. (Cards and
tokens that fly across the table are flights.py's: they go between places, not to a seat.)"""

from __future__ import annotations

from collections.abc import Sequence

from ....rules.core import Event
from ...kit.effects import Effect, Effects
from .words import banner


def winky_effects(names: Sequence[str]) -> Effects:
    """The effects table of a WinkyBilly game whose seats are called `names`."""
    teams = len(names) // 2

    def caption(e: Event, viewer: int | None) -> str | None:
        return banner(e, viewer, names)

    def right(e: Event) -> bool:
        return bool(e.data.get("right"))

    def verdict(e: Event) -> str:
        return "right" if right(e) else "wrong"

    def call_seats(e: Event) -> list[tuple[str, int]]:
        return [("seat", e.data["seat"]), ("seat", e.data["target"])]

    def team_seats(e: Event) -> list[tuple[str, int]]:
        team = e.data["team"]
        return [("seat", team), ("seat", team + teams)]

    call = Effect(sound=verdict, caption=caption, good=right, pulse=call_seats)
    return Effects(
        {
            "coup_de_feu": Effect(sound="coup_de_feu"),
            "new_saloon": Effect(sound="shuffle"),
            "winky": call,
            "contre": call,
            "double": call,
            "tokens": Effect(sound=lambda e: "token_won" if e.data["change"] > 0 else "token_lost"),
            "sudden_death": Effect(sound="accusation", caption=caption, good=lambda _e: True),
            "team_out": Effect(sound="token_lost", caption=caption, pulse=team_seats),
            "game_over": Effect(sound="win_fanfare", caption=caption, good=lambda _e: True),
        }
    )
