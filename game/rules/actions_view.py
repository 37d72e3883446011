"""Legal actions as a read-only sequence whose actions are made when read (shared by the engines).

A random playout lists a seat's legal actions every step and reads one of them; making every action
each time was the largest cost of the WinkyBilly and Zwoggel playouts. An engine's view keeps a
snapshot of what its actions are made of and makes one when it is read, like python-chess's
`board.legal_moves`. Anything else (iterating, comparing, printing, pickling, slices, negative
indices) goes through `as_list()`, the plain list of the same actions in the same order, so a view
behaves as that list did, and it does not change when the state moves on.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

A = TypeVar("A")


class ActionsView(Sequence[A]):
    """The read-only base: subclasses give `__len__`, `as_list` and a fast `__getitem__` for ints."""

    __slots__ = ()

    @abstractmethod
    def as_list(self) -> list[A]: ...

    def __getitem__(self, i: Any) -> Any:
        return self.as_list()[i]  # negative indices, slices, and the IndexError past the end

    def __iter__(self) -> Iterator[A]:
        return iter(self.as_list())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionsView):
            return self.as_list() == other.as_list()
        if isinstance(other, list):
            return self.as_list() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # (typeshed: a method) equal to a list, unhashable like one

    def __repr__(self) -> str:
        return repr(self.as_list())

    def __reduce__(self) -> tuple[Any, ...]:
        return (list, (self.as_list(),))  # pickled (to a bot's worker process) as the plain list
