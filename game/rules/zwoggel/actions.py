"""Zwoggel actions: reveal a face-down card, place a drawn card. Interned, so legal lists reuse them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from ..core import action_from_fields
from .cards import GREEN, RED, Cell

MAX_SEATS = 4


class Reveal(NamedTuple):
    """Turn the face-down card at (x, y) face up."""

    seat: int
    x: int
    y: int


class Place(NamedTuple):
    """Put one drawn card of `colour` face down on the empty cell (x, y)."""

    seat: int
    colour: int
    x: int
    y: int


Action = Reveal | Place


class _Rows(dict[Cell, tuple[Any, ...]]):
    """cell -> every action there, one per seat (reveals) or per seat and colour (places).

    Made on first use, with int coordinates, and shared: the display keeps each cell's row as the
    value of its face-down and free cells, so a legal-action list is one `itemgetter` pass.
    """

    def __init__(self, make: Callable[[int, int], tuple[Any, ...]]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, cell: Cell) -> tuple[Any, ...]:
        row = self[cell] = self.make(int(cell[0]), int(cell[1]))
        return row


REVEAL_ROWS = _Rows(lambda x, y: tuple(Reveal(s, x, y) for s in range(MAX_SEATS)))
PLACE_ROWS = _Rows(lambda x, y: tuple(Place(s, c, x, y) for s in range(MAX_SEATS) for c in (RED, GREEN)))


def place_index(seat: int, colour: int) -> int:
    """Where the Place of `seat` and `colour` sits in a place row."""
    return 2 * seat + colour


def action_to_json(action: Action) -> dict[str, Any]:
    return {"kind": "reveal" if type(action) is Reveal else "place", **action._asdict()}


_KINDS: dict[str, type[Action]] = {"reveal": Reveal, "place": Place}


def action_from_json(data: dict[str, Any]) -> Action:
    """The action saved by `action_to_json`; ValueError for anything else (every field is exactly
    an int: 1.0 and true are not 1)."""
    return action_from_fields(data, _KINDS, "Zwoggel")
