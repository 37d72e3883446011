"""What the WinkyBilly table does at each event: its sound, its caption, what pulses, what flies.

A swap slides the given card from its player's hand into the saloon and the taken one back; a new
saloon sends the old four under the pile and deals four from it; new hands come from the pile;
tokens fly from the pot to a team, or back. Only public events move anything (a private one is
seen by its seat alone, and its cards never fly). The flights read the board's saloon as it goes
through the events (`SaloonBoard.running`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ....rules.core import Event
from ...kit.effects import Effect, Effects, Fly
from .board import SaloonBoard
from .words import banner

SHRINK = 0.8  # a card flying to or from a hand, a token, against a saloon card or the pot
MOST_TOKENS = 3  # tokens that fly for one change, however many it is


def winkybilly_effects(names: Sequence[str], board: SaloonBoard) -> Effects:
    """The effects table of a WinkyBilly game whose seats are called `names`, played on `board`."""
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

    def swap(e: Event) -> list[Fly]:
        d = e.data
        slot = board.slot_of(d["took"])
        if e.to is not None or slot is None:
            return []
        hand, place = ("hand", d["seat"], d["gave"]), ("slot", slot)
        return [
            Fly(d["gave"], hand, place, size=place, scale=SHRINK, lands=True),
            Fly(d["took"], place, hand, size=place, scale=SHRINK),
        ]

    def new_saloon(e: Event) -> list[Fly]:
        if e.to is not None:
            return []
        away = [Fly(card, ("slot", k), ("pile",), size=("slot", k)) for k, card in enumerate(board.running)]
        dealt = [
            Fly(card, ("pile",), ("slot", k), size=("slot", k), lands=True)
            for k, card in enumerate(e.data["saloon"])
        ]
        return away + dealt

    def new_hand(e: Event) -> list[Fly]:
        seat = e.data["seat"]
        return (
            []
            if e.to is not None
            else [Fly("back", ("pile",), ("hand", seat), size=("slot", 0), scale=SHRINK)]
        )

    def tokens(e: Event) -> list[Fly]:
        team, change = e.data["team"], e.data["change"]
        seats = (team, team + teams)
        out = []
        for k in range(min(abs(change), MOST_TOKENS)):
            seat = ("seat", seats[k % 2])
            start, end = (("pot",), seat) if change > 0 else (seat, ("pot",))
            out.append(Fly("token", start, end, size=("pot",), scale=SHRINK))
        return out if e.to is None else []

    call = Effect(sound=verdict, caption=caption, good=right, pulse=call_seats)
    return Effects(
        {
            "coup_de_feu": Effect(sound="coup_de_feu"),
            "swap": Effect(flights=swap),
            "new_saloon": Effect(sound="shuffle", flights=new_saloon),
            "hand_replaced": Effect(flights=new_hand),
            "winky": call,
            "contre": call,
            "double": call,
            "tokens": Effect(
                sound=lambda e: "token_won" if e.data["change"] > 0 else "token_lost", flights=tokens
            ),
            "sudden_death": Effect(sound="accusation", caption=caption, good=lambda _e: True),
            "team_out": Effect(sound="token_lost", caption=caption, pulse=team_seats),
            "game_over": Effect(sound="win_fanfare", caption=caption, good=lambda _e: True),
        }
    )
