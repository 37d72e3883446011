"""A seat's legal WinkyBilly actions as a read-only sequence whose swaps are made when read.

During an exchange phase a seat may swap any of its four cards for any of the four saloon cards:
sixteen swaps, then the holster toggle and the calls. A random playout reads one of them per step,
so building the sixteen Swap tuples every step was half the engine's time. This sequence keeps a
snapshot of the hand and the saloon and makes a swap only when it is read, like python-chess's
`board.legal_moves`. It compares, prints and iterates exactly as the list of the same actions
(`as_list()`), and it does not change when the state moves on.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, overload

from .actions import Action, Swap, new_action


class LegalActions(Sequence[Action]):
    """Swaps (hand card × saloon card, hand-major), then `tail` (holster toggle and calls)."""

    __slots__ = ("hand", "saloon", "seat", "swaps", "t", "tail")

    def __init__(self, seat: int, t: float, hand: list[int], saloon: list[int], tail: list[Action]) -> None:
        self.seat, self.t, self.tail = seat, t, tail
        self.hand, self.saloon = hand, saloon  # snapshots: the caller hands over copies
        self.swaps = len(hand) * len(saloon)

    def __len__(self) -> int:
        return self.swaps + len(self.tail)

    @overload
    def __getitem__(self, i: int) -> Action: ...

    @overload
    def __getitem__(self, i: slice) -> list[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | list[Action]:
        if i.__class__ is int and 0 <= i < self.swaps:  # type: ignore[operator]  # (the hot path)
            saloon = self.saloon
            k, j = divmod(i, len(saloon))  # type: ignore[arg-type]
            return new_action(Swap, (self.seat, self.t, self.hand[k], saloon[j]))
        if i.__class__ is int and self.swaps <= i < len(self):  # type: ignore[operator]
            return self.tail[i - self.swaps]  # type: ignore[operator]
        return self.as_list()[i]  # negative indices, slices, and the IndexError past the end

    def __iter__(self) -> Iterator[Action]:
        return iter(self.as_list())

    def as_list(self) -> list[Action]:
        seat, t = self.seat, self.t
        acts: list[Action] = [new_action(Swap, (seat, t, g, s)) for g in self.hand for s in self.saloon]
        acts += self.tail
        return acts

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalActions):
            return self.as_list() == other.as_list()
        if isinstance(other, list):
            return self.as_list() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # equal to a list, so unhashable like one

    def __repr__(self) -> str:
        return repr(self.as_list())

    def __reduce__(self) -> tuple[Any, ...]:
        return (list, (self.as_list(),))  # pickled (to a bot's worker process) as the plain list
