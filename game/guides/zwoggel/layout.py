"""The moves of the Zwoggel screen a guide follows besides the engine's: laying a drawn card out on
a cell, taking one back, and confirming them (which plays them: the engine's places).

A player lays their three drawn cards out face down and may take any back before confirming; only
the confirmation plays them (ui/tables/zwoggel/staging.py). A guide leads the player through that
layout one card at a time, so the guided table hands it these as moves (`guide.move_fields` reads
their fields like any action's: {"action": "lay", "seat": 0, "colour": 0, "x": -1, "y": 0}).
"""

from __future__ import annotations

from typing import NamedTuple


class Lay(NamedTuple):
    """`seat` lays a drawn card of `colour` (RED, GREEN) out on the free cell (x, y)."""

    seat: int
    colour: int
    x: int
    y: int


class TakeBack(NamedTuple):
    """`seat` takes the card laid out on (x, y) back to its hand."""

    seat: int
    x: int
    y: int


class Confirm(NamedTuple):
    """`seat` confirms its laid-out cards: the engine's places are played, in the order laid."""

    seat: int


LAYOUT = (Lay, TakeBack, Confirm)  # a guide's moves that the engine never sees
