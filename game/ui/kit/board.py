"""What a game hands the table kit: its board. Where its cards and named places are on screen, the
pictures of its cards, how a card turns over, and how the board draws; the kit does the rest.

A place is a tuple naming something on the table: ("card", 25), ("slot", 2), ("pile",),
("cell", (3, -1)), ("hand", seat). The stage resolves ("seat", s), a card in the viewer's hand
strip, and a seat's hand when its cards are the viewer's; it asks the board for every other place.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Protocol

import arcade

from ...rules.core import Event
from .regions import Regions
from .ring import Spot

Box = tuple[float, float, float, float]  # centre x, centre y, width, height
Place = tuple[Any, ...]  # ("card", 25), ("slot", 2), ("pile",), ("cell", (3, -1)), ("hand", 4)…
Font = Callable[[float], float]  # a text size for 1280×720 -> at this window's size and text setting


class Board(Protocol):
    def place(self, regions: Regions, spots: Sequence[Spot], font: Font) -> None:
        """Lay the board out in the table's regions, the seats' faces at `spots` (`font`: the
        table's text sizes, a size for 1280×720 in, this window's out)."""

    def focus(self) -> tuple[float, float]:
        """Where a face's eyes go when it looks at the board."""
        ...

    def where(self, place: Place) -> Box | None:
        """Where a named place is on screen, or None (not on the table now)."""
        ...

    def cards(self) -> list[Box]:
        """Where the board's cards lie on screen now: what a guide's words keep clear of."""
        ...

    def picture(self, card: Hashable, pixels: float) -> arcade.Texture:
        """The picture of a card (or of a named thing that flies: a token, a back) drawn `pixels` tall."""
        ...

    def flip(self, card: Hashable, now: float) -> None:
        """A card turns over where it lies, from `now`."""

    def hide(self, place: Place, until: float) -> None:
        """A card flies to `place`: the place shows it only from `until` (when it lands)."""

    def note(self, event: Event, now: float) -> None:
        """An event has been played (its effects set off): what the board keeps of it."""

    def draw(self, now: float) -> None:
        """The board, under the seats."""

    def draw_over(self, now: float) -> None:
        """What lies over the seats (cards laid before a face, slots beside it)."""


class BoardBase:
    """A board that does nothing where a game needs nothing (subclass and override the rest)."""

    def place(self, regions: Regions, spots: Sequence[Spot], font: Font) -> None:
        pass

    def focus(self) -> tuple[float, float]:
        return (0.0, 0.0)

    def where(self, place: Place) -> Box | None:
        return None

    def cards(self) -> list[Box]:
        return []

    def flip(self, card: Hashable, now: float) -> None:
        pass

    def hide(self, place: Place, until: float) -> None:
        pass

    def note(self, event: Event, now: float) -> None:
        pass

    def draw(self, now: float) -> None:
        pass

    def draw_over(self, now: float) -> None:
        pass
