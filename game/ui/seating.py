"""A table of any game at a seed, for the screenshot scenes and the tests: its default options but
those given, the named humans first, the bots named from the personalities."""

from __future__ import annotations

from typing import Any

from ..setup import SeatSetup, TableSetup, fit_seats
from ..store.levels import load_personalities

HUMANS = ("Alex", "Sam", "Robin", "Kim")


def table_setup(game: str, seed: int, players: int, humans: int = 1, **options: Any) -> TableSetup:
    """A table of `game` with its default options but those given, `humans` named humans first."""
    names = [p.name for p in load_personalities()]
    seats = tuple(SeatSetup(kind="human", name=n) for n in HUMANS[:humans])
    return fit_seats(TableSetup(game, players, options, seats, seed), names)
