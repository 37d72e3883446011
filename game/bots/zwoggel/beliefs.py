"""What a Zwoggel bot believes about the cards it cannot see, from its observation and memory.

Every face-down card is red with some chance: certain for an own placement it remembers, the
share of red among the unseen cards for the others, and (when the bot reads placements) more
likely the trap colour of the cell where another seat laid it (RULES.md §3.6: players lay traps,
and sometimes fake ones). `risk` is the chance that revealing a card gets it caught.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...rules.zwoggel import ZwoggelObservation
from ...rules.zwoggel.cards import RED
from .board import Cell, face_down, face_up, red_share, trap_colours, unseen
from .memory import laid_traps, remembered

TRAP_ODDS = 3.0  # a card laid on a trap of colour C is C about three times in four (fakes exist)


class Beliefs:
    """The chance that each face-down card is red, and the risk of revealing it now."""

    def __init__(self, obs: ZwoggelObservation, memory: Mapping[str, Any], read_placements: bool) -> None:
        self.up = face_up(obs)
        self.down = face_down(obs)
        self.known = {c: colour for c, colour in remembered(memory).items() if c in self.down}
        self.unseen = unseen(obs, self.known)
        base = red_share(self.unseen)
        laid = laid_traps(memory) if read_placements else {}
        self.red: dict[Cell, float] = {}
        for c in self.down:
            if c in self.known:
                self.red[c] = 1.0 if self.known[c] == RED else 0.0
            else:
                self.red[c] = lean(base, laid.get(c, ()))

    def odds(self, cell: Cell) -> float:
        """How much likelier than an unknown card `cell` is red (1: no idea; 0 or inf: known)."""
        return odds_of(self.red[cell], red_share(self.unseen))

    def chance(self, cell: Cell, colour: int) -> float:
        p = self.red[cell]
        return p if colour == RED else 1.0 - p

    def risk(self, cell: Cell, up: Mapping[Cell, int] | None = None) -> float:
        """The chance that revealing `cell` completes a line (with `up`, on another face-up map)."""
        return sum(self.chance(cell, c) for c in trap_colours(self.up if up is None else up, cell))


def lean(base: float, traps: tuple[int, ...]) -> float:
    """The chance of red for a card laid where `traps` closed a line when it was laid."""
    if len(traps) != 1:
        return base
    odds = base / (1.0 - base) if base < 1.0 else float("inf")
    odds = odds * TRAP_ODDS if traps[0] == RED else odds / TRAP_ODDS
    return odds / (1.0 + odds) if odds != float("inf") else 1.0


def odds_of(p: float, base: float) -> float:
    if p <= 0.0 or base >= 1.0:
        return 0.0
    if p >= 1.0 or base <= 0.0:
        return float("inf")
    return (p / (1.0 - p)) / (base / (1.0 - base))
