"""The settings of one Zwoggel game: table size, names, deck, and stacked deals for scenarios."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import names_from_json, typed
from .cards import GREENS, REDS

PLAYERS = range(2, 5)
MAX_CARDS = 1000  # a sanity bound on the deck option (the box has 64)


@dataclass(frozen=True)
class ZwoggelConfig:
    """`first_seat` None draws the first player at random (Z12).

    `reds`/`greens` size the deck ([DECISION] Z1: 32 + 32). `stacked` fixes the deal for scenarios:

    - `"start"`: 4 colours for the face-down square (0, 0), (1, 0), (0, 1), (1, 1); or
    - `"display"`: `[x, y, colour, "up" | "down", placer]` rows (placer optional) instead of the square;
    - `"stock"`: colours from the top down; `"caught"`: colours already caught, one list per seat.

    Cards a stacked deal does not name lie, shuffled, under the named stock.
    """

    players: int = 2
    first_seat: int | None = None
    names: tuple[str, ...] = ()
    reds: int = REDS
    greens: int = GREENS
    stacked: dict[str, Any] | None = field(default=None, hash=False, compare=False)

    @property
    def cards(self) -> int:
        return self.reds + self.greens

    def check(self) -> None:
        if self.players not in PLAYERS:
            raise ValueError(f"Zwoggel is for 2 to 4 players, not {self.players}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names for {self.players} players")
        if self.first_seat is not None and not 0 <= self.first_seat < self.players:
            raise ValueError(f"first seat {self.first_seat} is not a seat of {self.players} players")
        if self.reds < 0 or self.greens < 0:
            raise ValueError("a deck cannot hold a negative number of Zwoggels")
        if self.cards > MAX_CARDS:
            raise ValueError(f"a deck holds at most {MAX_CARDS} Zwoggels, not {self.cards}")
        if self.stacked is None and self.cards < 4:
            raise ValueError(f"the start square needs 4 cards; the deck has {self.cards}")

    def seat_names(self) -> tuple[str, ...]:
        return self.names or tuple(f"Player {i + 1}" for i in range(self.players))

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "first_seat": self.first_seat,
            "names": list(self.names),
            "reds": self.reds,
            "greens": self.greens,
            "stacked": self.stacked,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ZwoggelConfig:
        """The config saved by `to_json`; a missing or mistyped field raises KeyError or TypeError."""
        return cls(
            players=typed(data, "players", int),
            first_seat=typed(data, "first_seat", int, type(None)),
            names=names_from_json(data),
            reds=typed(data, "reds", int),
            greens=typed(data, "greens", int),
            stacked=typed(data, "stacked", dict, type(None)),
        )
