"""A seat's legal WinkyBilly actions, its swaps made when read (see `rules/actions_view.py`).

During an exchange phase a seat may swap any of its four cards for any of the four saloon cards:
sixteen swaps, then the holster toggle and the calls. Building the sixteen Swap tuples every step
was half of a random playout's time; the view keeps copies of the hand and the saloon instead.
"""

from __future__ import annotations

from typing import Any

from ..actions_view import ActionsView
from .actions import Action, Swap, new_action


class LegalActions(ActionsView[Action]):
    """Swaps (hand card × saloon card, hand-major), then `tail` (holster toggle and calls)."""

    __slots__ = ("hand", "saloon", "seat", "swaps", "t", "tail")

    def __init__(self, seat: int, t: float, hand: list[int], saloon: list[int], tail: list[Action]) -> None:
        self.seat, self.t, self.tail = seat, t, tail
        self.hand, self.saloon = hand, saloon  # snapshots: the caller hands over copies
        self.swaps = len(hand) * len(saloon)

    def __len__(self) -> int:
        return self.swaps + len(self.tail)

    def __getitem__(self, i: Any) -> Any:
        if i.__class__ is int:
            swaps = self.swaps
            if 0 <= i < swaps:  # (the hot path)
                saloon = self.saloon
                k, j = divmod(i, len(saloon))
                return new_action(Swap, (self.seat, self.t, self.hand[k], saloon[j]))
            if swaps <= i < swaps + len(self.tail):
                return self.tail[i - swaps]
        return super().__getitem__(i)

    def as_list(self) -> list[Action]:
        seat, t = self.seat, self.t
        acts: list[Action] = [new_action(Swap, (seat, t, g, s)) for g in self.hand for s in self.saloon]
        acts += self.tail
        return acts
