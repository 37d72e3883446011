"""Zwoggel actions: reveal a face-down card, place a drawn card. Cached so legal lists reuse them."""

from __future__ import annotations

from typing import Any, NamedTuple

RED, GREEN = 0, 1
COLOURS = ("red", "green")
Cell = tuple[int, int]


class Reveal(NamedTuple):
    """Turn the face-down card at (x, y) face up."""

    seat: int
    x: int
    y: int


class Place(NamedTuple):
    """Put a drawn card of `colour` face down on the empty cell (x, y)."""

    seat: int
    colour: int
    x: int
    y: int


Action = Reveal | Place


class _Reveals(dict[Cell, Reveal]):
    """cell -> the Reveal of one seat, made on first use and shared afterwards."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def __missing__(self, cell: Cell) -> Reveal:
        action = self[cell] = Reveal(self.seat, cell[0], cell[1])
        return action


class _Places(dict[Cell, Place]):
    def __init__(self, seat: int, colour: int) -> None:
        super().__init__()
        self.seat, self.colour = seat, colour

    def __missing__(self, cell: Cell) -> Place:
        action = self[cell] = Place(self.seat, self.colour, cell[0], cell[1])
        return action


REVEALS = [_Reveals(s) for s in range(4)]
PLACES = [[_Places(s, c) for c in (RED, GREEN)] for s in range(4)]


def action_to_json(action: Action) -> dict[str, Any]:
    return {"kind": "reveal" if type(action) is Reveal else "place", **action._asdict()}


def action_from_json(data: dict[str, Any]) -> Action:
    try:
        cls = {"reveal": Reveal, "place": Place}[data["kind"]]
        return cls(**{f: int(data[f]) for f in cls._fields})
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"not a Zwoggel action: {data!r}") from exc
