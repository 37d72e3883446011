"""Where the table is in time, and the public record of a call."""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

INF = float("inf")


class Phase(IntEnum):
    COUNTDOWN = 0  # "3… 2… 1…": no swaps (W3)
    EXCHANGE = 1  # "COUP DE FEU!": everyone swaps with the saloon at once
    OVER = 2


# For the hot paths: a module name is read at once, an Enum member (Phase.OVER) costs ~70 ns in Python 3.11.
COUNTDOWN, EXCHANGE, OVER = Phase.COUNTDOWN, Phase.EXCHANGE, Phase.OVER


class CallRecord(NamedTuple):
    """A settled call, as the whole table saw it."""

    t: float
    seat: int  # who called
    call: str  # "winky", "contre" or "double"
    target: int  # whose hand was checked: the partner (WINKY, Double Winky) or the accused
    right: bool
    shown: tuple[str, ...]  # types laid on the table: the set(s) given up, or two different cards
