"""Where a turn stands."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    REVEAL = 0  # the current seat reveals face-down cards
    PLACE = 1  # it places the cards it drew
    OVER = 2
