"""A seat's legal Zwoggel actions, picked from the interned rows when read (see `rules/actions_view.py`).

Every face-down cell, and every free cell of the frontier, has a row of ready-made actions, one per
seat (and colour). Listing the seat's action of every row each step was the largest single cost of a
random playout; the view keeps the rows and the seat's place in them instead.
"""

from __future__ import annotations

from typing import Any

from ..actions_view import ActionsView
from .actions import Action


class LegalActions(ActionsView[Action]):
    """`rows[i][first]` for every row, then `rows[i][second]` for every row if `second` is given."""

    __slots__ = ("first", "n", "rows", "second")

    def __init__(self, rows: tuple[tuple[Action, ...], ...], first: int, second: int | None = None) -> None:
        self.rows, self.first, self.second = rows, first, second
        self.n = len(rows)

    def __len__(self) -> int:
        return self.n if self.second is None else 2 * self.n

    def __getitem__(self, i: Any) -> Any:
        if i.__class__ is int:
            n = self.n
            if 0 <= i < n:  # (the hot path)
                return self.rows[i][self.first]
            if self.second is not None and n <= i < 2 * n:
                return self.rows[i - n][self.second]
        return super().__getitem__(i)

    def as_list(self) -> list[Action]:
        first, second = self.first, self.second
        acts = [row[first] for row in self.rows]
        if second is not None:
            acts += [row[second] for row in self.rows]
        return acts
